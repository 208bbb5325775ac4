/**
 * Benchmark: JsonMatchGrader on one row with 100,000-element arrays, against a floor measured in
 * the same run: Python-semantics parsing of the two texts (pyJsonLoads), which every call does
 * first. Unordered matching (strict_order: false) is upstream's greedy first-fit; it must stay a
 * small multiple of the floor, not quadratic (13 s for 100,000 numbers before the multiset path).
 * With ignore_extra_keys only scalars take that path: arrays of objects are still matched first-fit
 * pair by pair (the relation is not symmetric there), so that column is timed on numbers only.
 * Medians of interleaved repetitions.
 *
 *   npm run bench:json-match
 */
import { pyJsonLoads } from "../src/core/py-json.js";
import { JsonMatchGrader } from "../src/graders/format/json-match.js";
import { median } from "./stats.js";

const N = 100_000;
const REPEAT = 5;
const numbers = Array.from({ length: N }, (_, i) => (i % 3 === 0 ? i : i / 7));
const shuffled = [...numbers].reverse();
const objects = numbers.map((n, i) => ({ id: i, value: n, tag: i % 2 === 0 ? null : "x" }));
const CASES: ReadonlyArray<readonly [string, string, string, boolean]> = [
  ["numbers", JSON.stringify(numbers), JSON.stringify(shuffled), true],
  ["objects", JSON.stringify(objects), JSON.stringify([...objects].reverse()), false],
];

function floor(reference: string, response: string): number {
  const started = performance.now();
  pyJsonLoads(response);
  pyJsonLoads(reference);
  return performance.now() - started;
}

async function grade(reference: string, response: string, options: ConstructorParameters<typeof JsonMatchGrader>[0]): Promise<number> {
  const grader = new JsonMatchGrader(options);
  const started = performance.now();
  const result = await grader.evaluate({ reference_response: reference, response });
  const elapsed = performance.now() - started;
  if (!("score" in result) || result.score !== 1) throw new Error("the arrays should match");
  return elapsed;
}

console.log(`JsonMatchGrader benchmark (Node ${process.version}): ${N}-element arrays, medians of ${REPEAT} interleaved repetitions`);
console.log("case       floor ms   unordered ms  x floor   unordered+ignore_extra_keys ms  x floor");
for (const [name, reference, response, withExtraKeys] of CASES) {
  const floors: number[] = [];
  const plain: number[] = [];
  const extra: number[] = [];
  for (let r = 0; r < REPEAT; r++) {
    floors.push(floor(reference, response));
    plain.push(await grade(reference, response, { strict_order: false }));
    if (withExtraKeys) extra.push(await grade(reference, response, { strict_order: false, ignore_extra_keys: true }));
  }
  const f = median(floors);
  const p = median(plain);
  const e = withExtraKeys ? median(extra) : Number.NaN;
  const extraColumns = withExtraKeys ? `${e.toFixed(1).padStart(32)} ${(e / f).toFixed(1).padStart(8)}` : `${"-".padStart(32)} ${"-".padStart(8)}`;
  console.log(`${name.padEnd(10)} ${f.toFixed(1).padStart(8)} ${p.toFixed(1).padStart(14)} ${(p / f).toFixed(1).padStart(8)} ${extraColumns}`);
}
