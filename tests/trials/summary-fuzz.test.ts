/**
 * `agent-eval grade`'s summary and coverage against NeMo's summary rules written out in Python
 * (tests/trials/vectors/make-summary-fuzz-vectors.py: 40 seeded datasets with interleaved tasks,
 * per-task metric sets, failed and partial trials, failing metrics, NaN scores, booleans, discrete
 * outputs, all five view reducers and pass@k). Every number must be equal exactly: both sides sum
 * in NeMo's record order (task by task, trials in dataset order).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";

interface FuzzCase {
  readonly tasks: { id: string; metrics: string[]; views: string[] }[];
  readonly views: Record<string, { reducer: string; signals: { metric: string; output: string; weight?: number | null }[] }>;
  readonly trials: { task: string; id: string; status: string; values: Record<string, unknown> }[];
  readonly summary: Record<string, Record<string, unknown>>;
  readonly coverage: Record<string, unknown>;
}

const cases = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "summary-fuzz.json"), "utf8")) as FuzzCase[];

const METRIC_MODULE = `
const specs = {
  quality: [{ name: "score", kind: "continuous_score" }, { name: "ok", kind: "boolean" }, { name: "steps", kind: "discrete_score" }],
  aux: [{ name: "grade", kind: "continuous_score" }],
};
function metric(type) {
  return {
    type,
    outputSpec: () => specs[type],
    async computeScores(input) {
      const values = input.candidate.metadata.values[type];
      if (values === "fail") throw new Error("scripted failure");
      return { outputs: Object.entries(values).map(([name, value]) => ({ name, value: value === "NaN" ? Number.NaN : value })) };
    },
  };
}
export const quality = metric("quality");
export const aux = metric("aux");
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-summary-fuzz-"));
  await writeFile(path.join(dir, "fuzz.mjs"), METRIC_MODULE);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const revive = (value: unknown): unknown => (value === "NaN" ? Number.NaN : value === "Infinity" ? Infinity : value === "-Infinity" ? -Infinity : value);

describe("summary and coverage equal NeMo's rules on random datasets", () => {
  it.each(cases.map((c, i) => [i, c] as const))("dataset %i", async (i, c) => {
    const entry = (type: string) => `{module: ./fuzz.mjs, export: ${type}}`;
    const signals = (name: string) =>
      (c.views[name]?.signals ?? []).map((s) => `{metric: ${s.metric}, output: ${s.output}${s.weight === null || s.weight === undefined ? "" : `, weight: ${s.weight.toFixed(1)}`}}`).join(", ");
    const config = [
      "metrics:",
      `  - ${entry("quality")}`,
      "views:",
      ...Object.entries(c.views).map(([name, v]) => `  ${name}: {reducer: ${v.reducer}, signals: [${signals(name)}]}`),
      "tasks:",
      ...c.tasks.map((t) => `  ${t.id}: {metrics: [${t.metrics.map(entry).join(", ")}]${t.views.length === 0 ? ", views: {}" : ""}}`),
    ].join("\n");
    await writeFile(path.join(dir, `g${i}.yaml`), `${config}\n`);
    const lines = c.trials.map((t) => JSON.stringify({ task: { id: t.task }, trial: { id: t.id, task_id: t.task, status: t.status }, candidate: { output_text: "", metadata: { values: t.values } } }));
    await writeFile(path.join(dir, `d${i}.jsonl`), `${lines.join("\n")}\n`);
    const out = path.join(dir, `r${i}.json`);
    const code = await runCli(["grade", "--dataset", path.join(dir, `d${i}.jsonl`), "--config", path.join(dir, `g${i}.yaml`), "--out", out], { stdout: () => undefined, stderr: () => undefined });
    expect([0, 1]).toContain(code);
    const report = JSON.parse(await readFile(out, "utf8")) as { summary: Record<string, Record<string, unknown>>; coverage: unknown };
    expect(Object.keys(report.summary)).toEqual(Object.keys(c.summary));
    for (const [key, stats] of Object.entries(c.summary)) {
      expect({ key, ...report.summary[key] }).toEqual({ key, ...Object.fromEntries(Object.entries(stats).map(([k, v]) => [k, revive(v)])) });
    }
    expect(report.coverage).toEqual(c.coverage);
  });
});
