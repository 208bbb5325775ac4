/**
 * A plug-in metric's declared direction reaches the diff: evaluate records it in the report, and
 * `loadSide` (what `agent-eval diff` reads) turns a rise of a lower-is-better metric into a
 * regression, while the same metric without a declaration stays neutral (the fallback).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diffScoreTables } from "../../src/diff/diff.js";
import { evaluateRun } from "../../src/node/evaluate-run.js";
import { loadSide } from "../../src/node/load-reports.js";
import { loadPluginMetrics } from "../../src/plugins/load-plugins.js";
import { diffReading, runBuilder, runMetric, writeRunDirectory } from "../../src/testing.js";

const root = mkdtempSync(path.join(os.tmpdir(), "agent-eval-declared-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** score = messages in the run; `declaration` is spliced into the metric object. */
function metricSource(name: string, declaration: string): string {
  return `export const metric = {
  name: ${JSON.stringify(name)}, version: "1", kind: "deterministic", description: "d", unit: "messages", notApplicableWhen: "never",
  ${declaration}
  async compute(context) {
    const n = context.events.filter((e) => e.event_type === "message_sent").length;
    return [{ metric_name: ${JSON.stringify(name)}, score: n, score_unit: "messages", summary: "count" }];
  },
};
`;
}

const pkg = path.join(root, "pkg");
mkdirSync(pkg, { recursive: true });
writeFileSync(
  path.join(pkg, "package.json"),
  JSON.stringify({ name: "retries", version: "1.0.0", type: "module", "agent-eval": { metrics: { retries: "./retries.js", retries_plain: "./plain.js" } } }),
);
writeFileSync(path.join(pkg, "retries.js"), metricSource("retries", 'direction: "lower", fraction: false,'));
writeFileSync(path.join(pkg, "plain.js"), metricSource("retries_plain", ""));

async function side(label: string, messageCounts: readonly number[], metrics: Awaited<ReturnType<typeof loadPluginMetrics>>["metrics"]) {
  const dirs: string[] = [];
  for (const [i, count] of messageCounts.entries()) {
    const run = runBuilder({ scenario: "test_scenario" }).round(1, (r) => {
      // a distinct text per run: identical logs would be one run given twice (diff refuses that)
      for (let m = 0; m < count; m++) r.message("a", `message ${m} of ${label} run ${i}`);
      r.result(true);
    });
    const { runDir } = await writeRunDirectory(path.join(root, label, `run-${i}`), run);
    await evaluateRun({ runDir, metrics, log: () => undefined, invocationLog: false });
    dirs.push(runDir);
  }
  return dirs;
}

describe("a plug-in metric that declares its direction", () => {
  it("is recorded in the report and diffed as lower-is-better; an undeclared twin stays neutral", async () => {
    const loaded = await loadPluginMetrics([pkg], { cwd: root, log: () => undefined });
    expect(loaded.skipped).toEqual([]);
    const baseline = await side("baseline", [2, 3, 2, 3, 2, 3], loaded.metrics);
    const candidate = await side("candidate", [9, 10, 9, 10, 9, 10], loaded.metrics);

    const report = JSON.parse(readFileSync(path.join(baseline[0] as string, "test_scenario_report.json"), "utf8")) as {
      agent_eval: { metrics: Record<string, Record<string, unknown>> };
    };
    expect(report.agent_eval.metrics.retries).toMatchObject({ direction: "lower", fraction: false });
    expect(report.agent_eval.metrics.retries_plain).not.toHaveProperty("direction");

    const b = await loadSide(baseline, "--baseline");
    const c = await loadSide(candidate, "--candidate");
    expect(b.table.runs[0]?.metrics.retries?.direction).toBe("lower-better");
    const result = diffScoreTables(b.table, c.table);
    const verdict = Object.fromEntries(result.metrics.map((m) => [m.metric, m.verdict]));
    expect(verdict.retries).toBe("regression");
    expect(verdict.retries_plain).not.toBe("regression");
    // the same scores, falling instead: an improvement
    expect(Object.fromEntries(diffScoreTables(c.table, b.table).metrics.map((m) => [m.metric, m.verdict])).retries).toBe("improvement");
  });

  it("diffReading (testing kit) says what the diff reads", async () => {
    const loaded = await loadPluginMetrics([pkg], { cwd: root, log: () => undefined });
    const [declared, plain] = loaded.metrics;
    if (declared === undefined || plain === undefined) throw new Error("the package's two metrics did not load");
    expect(diffReading(declared, { metric_name: "retries", score_unit: "messages" })).toEqual({ direction: "lower-better", fraction: false });
    expect(diffReading(plain, { metric_name: "retries_plain", score_unit: "messages" })).toEqual({ direction: "neutral", fraction: false });
    expect(diffReading(plain, { metric_name: "retries_plain", score_unit: "fraction of rounds" })).toEqual({ direction: "neutral", fraction: true });
  });

  it("refuses a direction that is not higher, lower or none", async () => {
    const bad = path.join(root, "bad");
    mkdirSync(bad, { recursive: true });
    writeFileSync(path.join(bad, "package.json"), JSON.stringify({ name: "bad", type: "module", "agent-eval": { metrics: { up: "./up.js", cmd: { command: ["true"], direction: "up" } } } }));
    writeFileSync(path.join(bad, "up.js"), metricSource("up", 'direction: "up",'));
    const loaded = await loadPluginMetrics([bad], { cwd: root, log: () => undefined });
    expect(loaded.metrics).toEqual([]);
    expect(loaded.skipped.map((s) => s.reason)).toEqual([
      expect.stringContaining('direction ("higher", "lower" or "none")'),
      '"direction" must be "higher", "lower" or "none"',
    ]);
  });

  it("a fraction's score outside [0, 1] fails the metric where it is made (diff would refuse the report)", async () => {
    const scored = (name: string, declaration: string, unit: string, score: number): string => `export const metric = {
  name: ${JSON.stringify(name)}, version: "1", kind: "deterministic", description: "d", unit: ${JSON.stringify(unit)}, notApplicableWhen: "never",
  ${declaration}
  async compute() {
    return [{ metric_name: ${JSON.stringify(name)}, score: ${score}, score_unit: ${JSON.stringify(unit)}, summary: "s" }];
  },
};
`;
    const dir = path.join(root, "fractions");
    mkdirSync(dir, { recursive: true });
    const metrics = { declared: "./declared.js", by_unit: "./by-unit.js", in_range: "./in-range.js", not_fraction: "./not-fraction.js" };
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "fractions", type: "module", "agent-eval": { metrics } }));
    writeFileSync(path.join(dir, "declared.js"), scored("declared", "fraction: true,", "share of messages", 5));
    writeFileSync(path.join(dir, "by-unit.js"), scored("by_unit", "", "fraction of messages", -0.25));
    writeFileSync(path.join(dir, "in-range.js"), scored("in_range", "fraction: true,", "share of messages", 1));
    writeFileSync(path.join(dir, "not-fraction.js"), scored("not_fraction", "fraction: false,", "fraction of nothing", 7));
    const loaded = await loadPluginMetrics([dir], { cwd: root, log: () => undefined });
    expect(loaded.metrics.map((m) => m.name)).toEqual(["declared", "by_unit", "in_range", "not_fraction"]);

    const run = runBuilder({ scenario: "test_scenario" }).round(1, (r) => {
      r.message("a", "hello");
      r.result(true);
    });
    const { runDir } = await writeRunDirectory(path.join(root, "fractions-run"), run);
    await evaluateRun({ runDir, metrics: loaded.metrics, log: () => undefined, invocationLog: false });
    const report = JSON.parse(readFileSync(path.join(runDir, "test_scenario_report.json"), "utf8")) as {
      measurements: { metric_name: string; score: number }[];
      agent_eval: { metrics: Record<string, { status: string; error?: string }> };
    };
    expect(report.agent_eval.metrics.declared).toMatchObject({
      status: "failed",
      error: "metric declared returned an invalid measurement #1: field 'score': declared must be from 0 to 1 (it declares itself a fraction), got 5",
    });
    expect(report.agent_eval.metrics.by_unit).toMatchObject({
      status: "failed",
      error: "metric by_unit returned an invalid measurement #1: field 'score': by_unit must be from 0 to 1 (its unit 'fraction of messages' says it is a fraction), got -0.25",
    });
    expect(report.agent_eval.metrics.in_range?.status).toBe("ok");
    expect(report.agent_eval.metrics.not_fraction?.status).toBe("ok");
    expect(report.measurements.map((m) => [m.metric_name, m.score])).toEqual([["in_range", 1], ["not_fraction", 7]]);
    // what is written, diff reads without complaint
    await expect(loadSide([runDir], "--candidate")).resolves.toBeDefined();

    // the testing kit runs the same check, so a metric's own tests see it
    await expect(runMetric(loaded.metrics[0] as (typeof loaded.metrics)[number], { events: run })).rejects.toThrow(
      "metric declared failed: metric declared returned an invalid measurement #1: field 'score': declared must be from 0 to 1 (it declares itself a fraction), got 5",
    );
  });
});
