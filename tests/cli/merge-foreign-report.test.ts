/**
 * What `evaluate` does with an existing report it cannot fully understand (docs/faults.md, Writes):
 * it never merges into it, so nothing in it is lost. A field this version does not know (another
 * tool's, a user's annotation, a newer agent-eval's) was dropped silently by the merge, and a report a
 * newer agent-eval wrote was rewritten as this version's; now each is exit 2 naming the file and the
 * field (or both versions), with the report and the invocation log left byte for byte as they were.
 * A truncated (corrupt) report was already refused that way. Readers (diff, export, verify) still read
 * such reports.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AGENT_EVAL_VERSION } from "../../src/version.js";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

interface Report {
  measurements: Array<Record<string, unknown> & { per_round: Array<Record<string, unknown>> }>;
  agent_eval: Record<string, unknown> & { tool_version: string; metrics: Record<string, Record<string, unknown>> };
  [key: string]: unknown;
}

/** A run with a report of round_success and message_entropy, and the paths of its report and invocation log. */
async function evaluatedRun(): Promise<{ run: string; report: string; log: string }> {
  const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
  const first = await cli("evaluate", "--run-dir", run, "--metrics", "round_success,message_entropy");
  expect(first.code, first.stderr).toBe(0);
  return { run, report: path.join(run, "veyru_report.json"), log: path.join(run, "agent_eval_invocations.jsonl") };
}

function rewrite(file: string, change: (report: Report) => void): string {
  const report = JSON.parse(readFileSync(file, "utf8")) as Report;
  change(report);
  const text = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(file, text);
  return text;
}

describe("evaluate never merges into a report it cannot fully understand", () => {
  it.each<[string, (report: Report) => void, string]>([
    ["a top-level field", (r) => (r.reviewed_by = "alice"), "reviewed_by"],
    ["a field of a measurement", (r) => ((r.measurements[1] as Record<string, unknown>).confidence = 0.9), "measurements.1.confidence"],
    ["a field of a per-round row", (r) => ((r.measurements[0]?.per_round[1] as Record<string, unknown>).weight = 2), "measurements.0.per_round.1.weight"],
    ["a field of the agent_eval block", (r) => (r.agent_eval.seed_policy = "fixed"), "agent_eval.seed_policy"],
    ["a field of a metric record", (r) => ((r.agent_eval.metrics.round_success as Record<string, unknown>).runtime_ms = 3), "agent_eval.metrics.round_success.runtime_ms"],
  ])("%s: exit 2 naming it, nothing changed", async (_, change, field) => {
    const { run, report, log } = await evaluatedRun();
    const before = rewrite(report, change);
    const logBefore = readFileSync(log, "utf8");
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "mean_chars_per_round");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `existing report cannot be merged, so it was left untouched: ${report}: field '${field}' is not one agent-eval ${AGENT_EVAL_VERSION} knows ` +
        "(another tool, a person or a newer agent-eval wrote it), and a merge would drop it; remove the field, or pass --out to write another report\n",
    );
    expect(readFileSync(report, "utf8")).toBe(before);
    expect(readFileSync(log, "utf8")).toBe(logBefore);
    // readers still read it
    expect((await cli("export", "--run-dir", run)).code).toBe(0);
  });

  it("a report a newer agent-eval wrote: exit 2 naming both versions, nothing changed", async () => {
    const { run, report, log } = await evaluatedRun();
    const before = rewrite(report, (r) => (r.agent_eval.tool_version = "99.0.0"));
    const logBefore = readFileSync(log, "utf8");
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "mean_chars_per_round");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `existing report cannot be merged, so it was left untouched: ${report}: written by agent-eval 99.0.0, newer than this one (${AGENT_EVAL_VERSION}), which may not keep all it holds; evaluate with agent-eval 99.0.0 or later, or pass --out to write another report\n`,
    );
    expect(readFileSync(report, "utf8")).toBe(before);
    expect(readFileSync(log, "utf8")).toBe(logBefore);
  });

  it("the same or an older version, and a report GlossoGen wrote (no agent_eval block), are merged", async () => {
    const { run, report } = await evaluatedRun();
    rewrite(report, (r) => (r.agent_eval.tool_version = "0.0.9"));
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "mean_chars_per_round")).code).toBe(0);
    rewrite(report, (r) => delete (r as Partial<Report>).agent_eval);
    const merged = await cli("evaluate", "--run-dir", run, "--metrics", "gzip_compression_ratio");
    expect(merged.code, merged.stderr).toBe(0);
    const names = (JSON.parse(readFileSync(report, "utf8")) as Report).measurements.map((m) => m.metric_name);
    expect(names).toEqual(["round_success", "message_entropy", "mean_chars_per_round", "gzip_compression_ratio"]);
  });
});
