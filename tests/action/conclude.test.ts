/**
 * The Action's one decision point (src/action/steps/conclude.ts): what the steps found becomes the
 * outputs, the step's failure and the returned result. The failure messages are the ones the
 * Action has always printed; the precedence is gate, then trial failures, then unevaluated runs.
 * Diffs are real ones (the worked examples of tests/diff/diff.test.ts).
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../src/action/main.js";
import { conclude } from "../../src/action/steps/conclude.js";
import { diffScoreTables } from "../../src/diff/diff.js";
import type { Logger } from "../../src/github/log.js";
import { WORKED_BASELINE, WORKED_CANDIDATE, successRuns } from "../diff/helpers.js";
import { smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";
import { capturedWorkflowCommands } from "../setup/mute-workflow-commands.js";

const GATE = { gates: "round_success:-5pp" };
/** Paired, gated: -10.0 pp, a regression that fails the gate. */
const gated = diffScoreTables(successRuns("b", WORKED_BASELINE, 20, { seeds: true }), successRuns("c", WORKED_CANDIDATE, 20, { seeds: true }), GATE);
/** The same runs on both sides: inconclusive at k = 5, the gate passes. */
const same = diffScoreTables(successRuns("b", WORKED_BASELINE, 20, { seeds: true }), successRuns("c", WORKED_BASELINE, 20, { seeds: true }), GATE);
const report = { comment: "the comment", summary: "the summary" };
const none = { notEvaluated: 0, failedOnTrials: 0 };

describe("conclude: outputs, failure and result", () => {
  it("a gated regression fails the step with its metrics, whatever else went wrong", () => {
    const c = conclude({ evaluation: { notEvaluated: 2, failedOnTrials: 3 }, comparison: { diff: gated, reportPath: "/r" }, report });
    expect(c.failure).toBe("agent-eval: gated regression in round_success (-10.0 pp)");
    expect(c.result).toMatchObject({ verdict: "regression", reportPath: "/r", failed: true, comment: "the comment", summary: "the summary" });
    expect(c.outputs.map(([name]) => name)).toEqual(["verdict", "report-path", "diff-json", "regressions"]);
    expect(Object.fromEntries(c.outputs)).toMatchObject({ verdict: "regression", "report-path": "/r", regressions: "round_success" });
    expect(JSON.parse(Object.fromEntries(c.outputs)["diff-json"] ?? "")).toEqual(JSON.parse(JSON.stringify(gated)));
  });

  it("fail-on possible-regression says so", () => {
    const possible = diffScoreTables(successRuns("b", [20, 20, 20]), successRuns("c", [17, 17, 17]), { ...GATE, failOn: "possible-regression" });
    const c = conclude({ evaluation: none, comparison: { diff: possible, reportPath: "/r" }, report });
    expect(c.failure).toBe("agent-eval: gated possible regression in round_success (-15.0 pp)");
    // a possible regression is not listed among the regressions
    expect(Object.fromEntries(c.outputs).regressions).toBe("");
  });

  it("without a gated regression: trial failures first, then unevaluated runs, else success", () => {
    const comparison = { diff: same, reportPath: "/r" };
    expect(conclude({ evaluation: { notEvaluated: 2, failedOnTrials: 3 }, comparison, report }).failure).toBe(
      "3 metric or grader evaluation(s) failed on trials; see the errors above (the reports are still written)",
    );
    expect(conclude({ evaluation: { notEvaluated: 2, failedOnTrials: 0 }, comparison, report }).failure).toBe("Some runs could not be evaluated; see the errors above");
    const ok = conclude({ evaluation: none, comparison, report });
    expect(ok.failure).toBeUndefined();
    expect(ok.result).toMatchObject({ verdict: "inconclusive", failed: false });
  });

  it("no baseline: verdict no_baseline, diff-json null, and only the evaluation can fail the step", () => {
    const c = conclude({ evaluation: none, comparison: { diff: undefined, reportPath: "/r" }, report });
    expect(c.outputs).toEqual([
      ["verdict", "no_baseline"],
      ["report-path", "/r"],
      ["diff-json", "null"],
      ["regressions", ""],
    ]);
    expect(c.failure).toBeUndefined();
    expect(conclude({ evaluation: { notEvaluated: 1, failedOnTrials: 0 }, comparison: { diff: undefined, reportPath: "/r" }, report }).result.failed).toBe(true);
  });

  it("mode evaluate: report-path then verdict 'evaluated', no diff (null) and no regressions; the failure counts what went wrong", () => {
    const evaluated = (notEvaluated: number, failedOnTrials: number) => conclude({ evaluation: { kind: "evaluated", reportPath: "/b", notEvaluated, failedOnTrials } });
    expect(evaluated(0, 0)).toEqual({
      outputs: [
        ["report-path", "/b"],
        ["verdict", "evaluated"],
        ["diff-json", "null"],
        ["regressions", ""],
      ],
      failure: undefined,
      result: { verdict: "evaluated", reportPath: "/b", diff: undefined, failed: false, comment: undefined, summary: undefined },
    });
    expect(evaluated(2, 0).failure).toBe("2 run(s) could not be evaluated; see the errors above");
    expect(evaluated(0, 4).failure).toBe("4 metric or grader evaluation(s) failed on trials; see the errors above (the reports are still written)");
    expect(evaluated(2, 0).result.failed).toBe(true);
  });
});

const silent: Logger = { debug: () => undefined, info: () => undefined, notice: () => undefined, warning: () => undefined, error: () => undefined };

describe("a step that throws", () => {
  it("fails the step with the error, an API key in it redacted", async () => {
    const workspace = path.join(tempDir(), "ws");
    writeRun(path.join(workspace, "runs"), "a", { "veyru.jsonl": smallVeyruLog() });
    const key = "sk-ant-test-0123456789";
    const saved = process.env.ANTHROPIC_API_KEY;
    process.env.ANTHROPIC_API_KEY = key;
    const seen = capturedWorkflowCommands().length;
    try {
      const inputs: Record<string, string> = { runs: `runs/${key}`, metrics: "message_entropy", mode: "evaluate", comment: "off" };
      await run({ getInput: (n) => inputs[n] ?? "", env: { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(workspace, "..", "t") }, artifacts: () => undefined, log: silent });
    } finally {
      if (saved === undefined) delete process.env.ANTHROPIC_API_KEY;
      else process.env.ANTHROPIC_API_KEY = saved;
      process.exitCode = 0;
    }
    const errors = capturedWorkflowCommands().slice(seen).filter((c) => c.startsWith("::error::"));
    expect(errors).toEqual(["::error::Input 'runs' matched no run directories (directories holding a .jsonl event log): runs/[redacted]"]);
  });

  it("a bug (a TypeError from agent-eval's own code) fails the step as an internal error, exit status 3, not 1 (a failed gate)", async () => {
    const seen = capturedWorkflowCommands().length;
    let failedWith: typeof process.exitCode;
    try {
      const result = await run({
        getInput: () => {
          throw new TypeError("Cannot read properties of undefined (reading 'runs')");
        },
        env: {},
        artifacts: () => undefined,
        log: silent,
      });
      expect(result).toBeUndefined();
    } finally {
      failedWith = process.exitCode;
      process.exitCode = 0;
    }
    expect(failedWith).toBe(3);
    const errors = capturedWorkflowCommands().slice(seen).filter((c) => c.startsWith("::error::"));
    expect(errors).toEqual(["::error::internal error: Cannot read properties of undefined (reading 'runs') (most likely a bug in agent-eval: please report it)"]);
  });

  it("after the runs were evaluated: report-path still names the uploaded bundle", async () => {
    const root = tempDir();
    const workspace = path.join(root, "ws");
    writeRun(path.join(workspace, "runs"), "a", { "veyru.jsonl": smallVeyruLog() });
    mkdirSync(path.join(workspace, "base"), { recursive: true });
    writeFileSync(path.join(workspace, "base", "veyru_report.json"), "not json\n");
    const outputFile = process.env.GITHUB_OUTPUT ?? "";
    const before = readFileSync(outputFile, "utf8").length;
    const inputs: Record<string, string> = { runs: "runs/*", metrics: "message_entropy", baseline: "base", comment: "off" };
    const result = await run({
      getInput: (n) => inputs[n] ?? "",
      env: { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(root, "runner-temp"), GITHUB_REPOSITORY: "octo/demo", GITHUB_RUN_ID: "1" },
      artifacts: () => undefined,
      log: silent,
    });
    const failedWith = process.exitCode;
    process.exitCode = 0;
    expect(result).toBeUndefined();
    // a baseline that is not JSON is an input problem: exit status 2 (docs/faults.md)
    expect(failedWith).toBe(2);
    const written = readFileSync(outputFile, "utf8").slice(before);
    const names = [...written.matchAll(/^([\w-]+)<<ghadelimiter_/gm)].map((m) => m[1]);
    // every output is set on a failed step too: the verdict says it failed
    expect(names).toEqual(["report-path", "verdict", "diff-json", "regressions"]);
    expect(written).toMatch(/^verdict<<(ghadelimiter_[\w-]+)\nerror\n\1$/m);
    expect(written).toMatch(/^diff-json<<(ghadelimiter_[\w-]+)\nnull\n\1$/m);
    const reportPath = /^report-path<<(ghadelimiter_[\w-]+)\n(.*)\n\1$/m.exec(written)?.[2] ?? "";
    expect(reportPath.startsWith(path.join(root, "runner-temp"))).toBe(true);
    expect(statSync(path.join(reportPath, "agent-eval-bundle.json")).isFile()).toBe(true);
  });
});
