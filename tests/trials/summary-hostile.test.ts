/**
 * `agent-eval grade`'s summary, coverage and per-trial views on hostile random datasets, against NeMo's
 * summary rules written out in Python (tests/trials/vectors/make-summary-hostile-vectors.py, CPython
 * 3.11.7): -0.0, subnormals, sums overflowing to inf, NaN/inf, random bit patterns, labels and booleans,
 * metric types with dots and astral characters, zero/negative/huge view weights, validation failures,
 * failed and partial trials. Every number must be equal exactly, -0.0 keeping its sign.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";

interface HostileCase {
  readonly config: unknown;
  readonly dataset: unknown[];
  readonly summary: Record<string, unknown>;
  readonly coverage: Record<string, unknown>;
  readonly views: [string, string, unknown][];
}
const cases = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "summary-hostile.json"), "utf8")) as HostileCase[];

// the metric the vectors' configs name: type and outputs from its options, values tagged in candidate.metadata.v
const METRIC_MODULE = `
function decode(tagged) {
  const tag = tagged.slice(0, 2), body = tagged.slice(2);
  if (tag === "f:") return body === "nan" ? NaN : body === "inf" ? Infinity : body === "-inf" ? -Infinity : Number(body);
  if (tag === "i:") return Number(BigInt(body));
  if (tag === "b:") return body === "1";
  return body;
}
export function make(options) {
  return {
    type: options.type,
    outputSpec: () => options.outputs.map(([name, kind]) => ({ name, kind })),
    async computeScores(input) {
      const values = input.candidate.metadata.v?.[options.type];
      if (values === undefined || values === "fail") throw new Error("scripted failure");
      return { outputs: values.map(([name, v]) => ({ name, value: decode(v) })) };
    },
  };
}
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-summary-hostile-"));
  await writeFile(path.join(dir, "m.mjs"), METRIC_MODULE);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const NON_FINITE: Record<string, number> = { NaN: Number.NaN, Infinity: Number.POSITIVE_INFINITY, "-Infinity": Number.NEGATIVE_INFINITY };
const revive = (value: unknown): unknown => {
  if (typeof value === "string" && Object.hasOwn(NON_FINITE, value)) return NON_FINITE[value];
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
  return value;
};

describe("summary, coverage and views equal NeMo's rules on hostile datasets", () => {
  it.each(cases.map((c, i) => [i, c] as const))("dataset %i", async (i, c) => {
    await writeFile(path.join(dir, `c${i}.json`), JSON.stringify(c.config));
    await writeFile(path.join(dir, `d${i}.jsonl`), `${c.dataset.map((line) => JSON.stringify(line)).join("\n")}\n`);
    const out = path.join(dir, `r${i}.json`);
    const code = await runCli(["grade", "--dataset", path.join(dir, `d${i}.jsonl`), "--config", path.join(dir, `c${i}.json`), "--out", out, "--concurrency", "2"], {
      stdout: () => undefined,
      stderr: () => undefined,
    });
    expect([0, 1]).toContain(code);
    const text = await readFile(path.join(dir, `r${i}.json`), "utf8");
    const report = JSON.parse(text) as { summary: Record<string, unknown>; coverage: Record<string, unknown>; trials: { trial_id: string; scores: Record<string, unknown> }[] };
    expect(Object.keys(report.summary)).toEqual(Object.keys(c.summary));
    // toEqual tells -0 from 0 (Object.is), so a -0.0 minimum or percentile must keep its sign
    expect(revive(report.summary)).toEqual(revive(c.summary));
    expect(report.coverage).toEqual(c.coverage);
    const views = report.trials.flatMap((t) => Object.entries(t.scores).filter(([k]) => k.startsWith("view.")).map(([k, v]) => [t.trial_id, k.slice(5), revive(v)]));
    expect(views.sort()).toEqual(c.views.map(([t, v, x]) => [t, v, revive(x)]).sort());
  });
});
