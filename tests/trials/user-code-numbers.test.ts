/**
 * Dataset numbers keep Python's kinds for the built-in metrics and graders (a whole float is a
 * PyFloat, so reasons print `1.0`), but user JavaScript — a module metric, a FunctionGrader, a
 * mapper function — gets what JSON.parse gives: a whole float there is a plain number, so
 * `x === 1`, `typeof x === "number"` and `Number.isInteger(x)` hold as they did before.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runGraders } from "../../src/graders/run-graders.js";
import { cli } from "../helpers/run-dirs.js";

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-user-numbers-"));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** What a piece of user code saw of the value `x` (a whole float 1.0 in the dataset). */
const SEEN = "`${typeof x}/${x === 1}/${Number.isInteger(x)}`";
const MODULE = `
export const sees = { type: "sees", outputSpec: () => [{ name: "seen", kind: "label" }], async computeScores(input) {
  const x = input.row.data.reference.x;
  const m = input.candidate.metadata.m;
  return { outputs: [{ name: "seen", value: ${SEEN} + "|" + typeof m }] };
} };
export function grader({ x }) {
  return { name: "sees", score: 1, reason: ${SEEN}, metadata: {} };
}
`;

const ROW = '{"task": {"id": "t"}, "trial": {"id": "a", "task_id": "t", "status": "completed"}, "inputs": {}, "reference": {"expected": 1.0, "x": 1.0}, "candidate": {"output_text": "1.0", "metadata": {"m": 2.0}}}';

type Report = {
  trials: Array<{ scores: Record<string, unknown> }>;
  results: Record<string, Array<{ reason: string } | null>>;
};

describe("user JavaScript sees plain numbers; the built-ins keep Python's", () => {
  it("a module metric and a FunctionGrader see 1.0 as the number 1, while exact_match of '1.0' against reference 1.0 still matches as upstream's str(1.0) does", async () => {
    await writeFile(path.join(scratch, "code.mjs"), MODULE);
    await writeFile(
      path.join(scratch, "grading.yaml"),
      [
        "metrics:",
        "  - {module: ./code.mjs, export: sees}",
        "  - {type: exact_match}",
        "graders:",
        "  fn: {grader: FunctionGrader, module: ./code.mjs, export: grader, mapper: {x: reference.x}}",
        "",
      ].join("\n"),
    );
    await writeFile(path.join(scratch, "d.jsonl"), `${ROW}\n`);
    const out = path.join(scratch, "r.json");
    const result = await cli("grade", "--dataset", path.join(scratch, "d.jsonl"), "--config", path.join(scratch, "grading.yaml"), "--out", out);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const report = JSON.parse(await readFile(out, "utf8")) as Report;
    const scores = report.trials[0]?.scores ?? {};
    expect(scores["sees.seen"]).toBe("number/true/true|number");
    expect(report.results.fn?.[0]?.reason).toBe("number/true/true");
    // the built-in compares str(1.0) == "1.0" (python3: str(1.0) == "1.0" is True); with a plain 1 it would be "1"
    expect(scores["exact_match.score"]).toBe(1);
  });

  it("regex_match is time-limited but built in: a float response keeps Python's kind in the error", async () => {
    await writeFile(
      path.join(scratch, "grading.yaml"),
      "graders:\n  re: {grader: StringMatchGrader, params: {algorithm: regex_match, pattern: x}, mapper: {response: reference.x, reference_response: reference.x}}\n",
    );
    await writeFile(path.join(scratch, "d.jsonl"), `${ROW}\n`);
    const out = path.join(scratch, "r.json");
    const result = await cli("grade", "--dataset", path.join(scratch, "d.jsonl"), "--config", path.join(scratch, "grading.yaml"), "--out", out);
    expect(result.code).toBe(1);
    const report = JSON.parse(await readFile(out, "utf8")) as { results: Record<string, Array<{ error?: string } | null>> };
    // python3: re.search("x", json.loads("1.0")) raises TypeError: expected string or bytes-like object, got 'float'
    expect(report.results.re?.[0]?.error).toContain("expected string or bytes-like object, got 'float'");
  });

  it("a mapper function gets plain numbers too (runGraders from the library)", async () => {
    const seen: string[] = [];
    const { PyFloat } = await import("../../src/core/json-format.js");
    const plan = {
      graders: [
        {
          key: "g",
          grader: {
            name: "g",
            evaluate: (args: Record<string, unknown>) => Promise.resolve({ name: "g", score: 1, reason: String(args.x), metadata: {} }),
          },
          mapper: (row: Record<string, unknown>) => {
            const x = (row.reference as { x: unknown }).x;
            seen.push(`${typeof x}/${x === 1}`);
            return { x };
          },
        },
      ],
      aggregators: [],
      classes: new Map(),
    };
    await runGraders(plan as never, [{ reference: { x: new PyFloat(1) } }], {});
    expect(seen).toEqual(["number/true"]);
  });
});
