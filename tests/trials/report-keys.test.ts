/**
 * The trial report keys a score by `<type>.<output>` and the summary adds `.pass@<k>`, `view.<name>`,
 * `grader.<name>`: two different things with one key would overwrite each other's scores and
 * statistics silently (metric `a.b` output `c` and metric `a` output `b.c` graded as one key holding
 * the last value), so the config is refused naming both. Expected behaviour: docs/trial-report.md.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { loadGradingConfig, planTasks } from "../../src/node/trial-config.js";
import { MetricOutputSpec, type MetricOutputKind, type TrialMetricFactory } from "../../src/trials/contract.js";

/** A test-only built-in: type `as`, outputs `outputs: [[name, kind]]`, each scored 1. */
const shaped: TrialMetricFactory = (options) => {
  const outputs = options.outputs as [string, MetricOutputKind][];
  return {
    type: options.as as string,
    outputSpec: () => outputs.map(([name, kind]) => (kind === "boolean" ? MetricOutputSpec.boolean(name) : kind === "label" ? MetricOutputSpec.label(name) : MetricOutputSpec.continuousScore(name))),
    computeScores: () => Promise.resolve({ outputs: outputs.map(([name, kind]) => ({ name, value: kind === "boolean" ? true : kind === "label" ? "x" : 1 })) }),
  };
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-report-keys-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function failure(yaml: string): Promise<string> {
  const file = path.join(dir, "grading.yaml");
  await writeFile(file, yaml);
  const config = await loadGradingConfig(file);
  try {
    planTasks(config, ["t1", "t2"], {}, { shaped });
  } catch (error) {
    return (error as Error).message.replaceAll(dir, "<dir>");
  }
  throw new Error("expected an error");
}

const metric = (as: string, outputs: [string, string][]) => `  - {type: shaped, as: ${JSON.stringify(as)}, outputs: ${JSON.stringify(outputs)}}`;

describe("two things reported under one key are refused", () => {
  it("metric 'a.b' output 'c' and metric 'a' output 'b.c'", async () => {
    expect(await failure(["metrics:", metric("a.b", [["c", "continuous_score"]]), metric("a", [["b.c", "continuous_score"]])].join("\n"))).toBe(
      "<dir>/grading.yaml:3: field 'metrics.1': metric 'a' output 'b.c' and metric 'a.b' output 'c' would both be reported as 'a.b.c'; rename one",
    );
  });

  it("across tasks too: a task override's metric against a default one", async () => {
    const yaml = ["metrics:", metric("a.b", [["c", "label"]]), "tasks:", "  t2:", "    metrics:", metric("a", [["b.c", "label"]]).replace("  -", "      -")].join("\n");
    expect(await failure(yaml)).toBe("<dir>/grading.yaml:6: field 'tasks.t2.metrics.0': metric 'a' output 'b.c' and metric 'a.b' output 'c' would both be reported as 'a.b.c'; rename one");
  });

  it("an output named like another output's pass@k key", async () => {
    expect(await failure(["metrics:", metric("m", [["s", "boolean"], ["s.pass@1", "continuous_score"]])].join("\n"))).toBe(
      "<dir>/grading.yaml:2: field 'metrics.0': metric 'm' output 's.pass@1' and the pass@k of metric 'm' output 's' would both be reported as 'm.s.pass@1'; rename one",
    );
  });

  it("a metric type 'view.q' beside a view 'q.s'", async () => {
    const yaml = ["metrics:", metric("view.q", [["s", "continuous_score"]]), metric("k", [["score", "continuous_score"]]), "views:", "  q.s: {reducer: mean, signals: [{metric: k, output: score}]}"].join("\n");
    // the view's name holds a dot, so the field path cannot be walked down to its line: the views: block's line
    expect(await failure(yaml)).toBe("<dir>/grading.yaml:4: field 'views.q.s': view 'q.s' and metric 'view.q' output 's' would both be reported as 'view.q.s'; rename one");
  });

  it("one metric on many tasks, and an output named like the pass@k of a label, are fine", async () => {
    const file = path.join(dir, "grading.yaml");
    await writeFile(file, ["metrics:", metric("m", [["s", "label"], ["s.pass@1", "continuous_score"]])].join("\n"));
    expect(planTasks(await loadGradingConfig(file), ["t1", "t2"], {}, { shaped }).size).toBe(2);
  });
});

describe("agent-eval grade refuses such a config before grading (exit 2, nothing written)", () => {
  it("names both metrics", async () => {
    await writeFile(path.join(dir, "m.mjs"), 'export const ab = { type: "a.b", outputSpec: () => [{ name: "c", kind: "continuous_score" }], computeScores: async () => ({ outputs: [{ name: "c", value: 0.25 }] }) };\nexport const a = { type: "a", outputSpec: () => [{ name: "b.c", kind: "continuous_score" }], computeScores: async () => ({ outputs: [{ name: "b.c", value: 0.75 }] }) };\n');
    await writeFile(path.join(dir, "c.yaml"), "metrics:\n  - {module: ./m.mjs, export: ab}\n  - {module: ./m.mjs, export: a}\n");
    await writeFile(path.join(dir, "d.jsonl"), `${JSON.stringify({ task: { id: "t" }, trial: { id: "x", task_id: "t", status: "completed" }, candidate: { output_text: "" } })}\n`);
    let stderr = "";
    const code = await runCli(["grade", "--dataset", path.join(dir, "d.jsonl"), "--config", path.join(dir, "c.yaml"), "--out", path.join(dir, "r.json")], { stdout: () => undefined, stderr: (t) => (stderr += t) });
    expect(code).toBe(2);
    expect(stderr).toContain("c.yaml:3: field 'metrics.1': metric 'a' output 'b.c' and metric 'a.b' output 'c' would both be reported as 'a.b.c'; rename one");
  });
});
