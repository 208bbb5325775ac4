/**
 * A flag that takes one value, given twice with different values, is a usage error (exit 2) naming
 * the flag and both values, before anything is read or written. Commander kept the last one
 * silently: a CI script that appends `--metrics b` to a shared `--metrics a` evaluated only b, and
 * `diff --format json ... --format text` printed text into a file a later step parsed as JSON.
 * The same value twice is harmless and accepted; repeatable flags (`--run-dir`, `--plugin`,
 * `--gate`, `--baseline`…) repeat as documented.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const JUDGE_FLAGS = ["--provider", "--model", "--judge-settings", "--judge-mode", "--fixtures", "--judge-concurrency", "--judge-timeout"];

/**
 * Every flag of one value, per command, from README's synopsis; `[a, b]` are two values the flag
 * accepts (a choice flag checks its value before anything else sees it).
 */
const SINGLE_VALUE: ReadonlyArray<readonly [command: readonly string[], flags: ReadonlyArray<string | readonly [string, string, string]>]> = [
  [["evaluate"], ["--metrics", "--out", "--scenario-config", "--knobs", "--ngram-tables", "--gpt2-model", "--ontology-path", "--scenario-assets", "--probe-replicas", "--probe-round", "--concurrency", ...JUDGE_FLAGS]],
  [["diff"], [["--format", "json", "text"], ["--fail-on", "never", "regression"], "--icc", "--comment-id", "--head-sha", "--title"]],
  [["verify"], ["--fixtures", "--ngram-tables", "--ontology-path", "--gpt2-model"]],
  [["export"], [["--format", "jsonl", "csv"], "--out"]],
  [["export-thread"], ["--run-dir", "--agent-id", "--round", ["--format", "openai", "anthropic"], "--scenario-assets", "--out"]],
  [["fixtures", "check"], ["--fixtures", "--model", "--provider"]],
  [["fixtures", "prune"], ["--fixtures", "--ngram-tables", "--ontology-path"]],
  [["ontology", "consolidate"], ["--out", "--ontology-version", ...JUDGE_FLAGS]],
  [
    ["rubrics", "generate"],
    [
      "--grader-name", "--out", "--task-description", "--scenario", "--data", "--min-score", "--max-score", ["--mode", "listwise", "pointwise"], "--max-retries", "--max-epochs",
      "--batch-size", "--min-increment-threshold", "--patience", "--max-total-rubrics", "--categories-number", ...JUDGE_FLAGS,
    ],
  ],
  [["rubrics", "check"], ["--config", "--grader", "--data", "--label-field", "--min-accuracy", "--min-kappa", "--baseline", "--out", ...JUDGE_FLAGS]],
  [["grade"], ["--dataset", "--config", "--out", "--shard", "--concurrency", "--user-code-timeout", ...JUDGE_FLAGS]],
];

describe("a flag of one value given twice", () => {
  const cases: Array<[command: readonly string[], flag: string, first: string, second: string]> = SINGLE_VALUE.flatMap(([command, flags]) =>
    flags.map((flag): [readonly string[], string, string, string] => (typeof flag === "string" ? [command, flag, "1", "2"] : [command, flag[0], flag[1], flag[2]])),
  );

  it.each(cases)("%j %s: exit 2 naming the flag and both values", async (command, flag, first, second) => {
    for (const argv of [[flag, first, flag, second], [`${flag}=${first}`, flag, second]]) {
      const result = await cli(...command, ...argv);
      const given = argv[0]?.includes("=") === true ? first : argv[1];
      expect(result.code, `${argv.join(" ")}: ${result.stderr}`).toBe(2);
      expect(result.stderr).toBe(`error: ${flag} is given twice ('${given}', then '${second}'); it takes one value: give it once\n`);
      expect(result.stdout).toBe("");
    }
  });

  it("evaluate --metrics a --metrics b writes nothing (it evaluated only b)", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "round_success", "--metrics", "message_entropy");
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("error: --metrics is given twice ('round_success', then 'message_entropy'); it takes one value: give it once\n");
    expect(existsSync(path.join(run, "veyru_report.json"))).toBe(false);
    expect(existsSync(path.join(run, "agent_eval_invocations.jsonl"))).toBe(false);
  });

  it("an empty value counts as a value: --metrics= then --metrics b", async () => {
    const result = await cli("evaluate", "--metrics=", "--metrics", "round_success");
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("error: --metrics is given twice ('', then 'round_success'); it takes one value: give it once\n");
  });

  it("the same value twice is accepted", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "round_success", "--metrics=round_success", "--json", "--json");
    expect(result.code, result.stderr).toBe(0);
    expect((JSON.parse(result.stdout) as { runs: Array<{ measurements: Array<{ metric_name: string }> }> }).runs[0]?.measurements.map((m) => m.metric_name)).toEqual(["round_success"]);
  });

  it("repeatable flags still repeat: --run-dir, --gate, --baseline/--candidate", async () => {
    const root = tempDir();
    const a = writeRun(root, "a", { "veyru.jsonl": smallVeyruLog() });
    const b = writeRun(root, "b", { "veyru.jsonl": smallVeyruLog().replaceAll('"sim-1"', '"sim-2"') });
    const evaluated = await cli("evaluate", "--run-dir", a, "--run-dir", b, "--metrics", "round_success,message_entropy");
    expect(evaluated.code, evaluated.stderr).toBe(0);
    expect(existsSync(path.join(a, "veyru_report.json")) && existsSync(path.join(b, "veyru_report.json"))).toBe(true);
    const diffed = await cli("diff", "--baseline", a, "--baseline", b, "--candidate", a, "--candidate", b, "--gate", "round_success:-5pp", "--gate", "message_entropy:-0.2", "--format", "json");
    expect(diffed.code, diffed.stderr).toBe(0);
    const gates = (JSON.parse(diffed.stdout) as { gates: Array<{ metric: string }> }).gates.map((g) => g.metric);
    expect(gates.sort()).toEqual(["message_entropy", "round_success"]);
  });
});
