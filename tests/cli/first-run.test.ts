/**
 * The first run of someone coming from `glossogen evaluate`: the README's command, in a repository
 * with no recorded judge answers. Deterministic metrics are computed and written; the judge metric
 * fails (exit 1) with one line saying what to run; the scripted dry run needs no key and records
 * nothing; per-run notes stay out of the way unless --verbose.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { recordCommandFor } from "../../src/cli/judge-flags.js";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const README_METRICS = "round_success,mean_chars_per_round,shorthand_codes";
const originalCwd = process.cwd();

interface Report {
  measurements: { metric_name: string; score: number }[];
  agent_eval: { metrics: Record<string, { status: string; error?: string }> };
}

/** A fresh repository holding one GlossoGen run at runs/veyru/1780600361 (no recorded-judges/). */
function freshRepository(): string {
  const root = tempDir("agent-eval-first-run-");
  mkdirSync(path.join(root, "runs", "veyru"), { recursive: true });
  writeRun(path.join(root, "runs", "veyru"), "1780600361", { "veyru.jsonl": smallVeyruLog() });
  process.chdir(root);
  return root;
}

afterEach(() => {
  process.chdir(originalCwd);
});

describe("the command a replay miss prints (reference D.6: the exact command that fixes it)", () => {
  it("is this invocation with --judge-mode record-missing in place of the given mode, shell-quoted", () => {
    expect(recordCommandFor(["evaluate", "--run-dir", "my runs/x", "--judge-mode", "replay", "--judge-settings", '{"max_tokens": 512}'])).toBe(
      `agent-eval evaluate --run-dir 'my runs/x' --judge-settings '{"max_tokens": 512}' --judge-mode record-missing`,
    );
    expect(recordCommandFor(["grade", "--judge-mode=live", "it's"])).toBe("agent-eval grade 'it'\\''s' --judge-mode record-missing");
  });
});

describe("a first run without recordings", () => {
  it("the README's GlossoGen command writes the deterministic metrics and fails the judge metric with one line saying what to run", async () => {
    const root = freshRepository();
    const saved = process.env.ANTHROPIC_API_KEY;
    delete process.env.ANTHROPIC_API_KEY;
    try {
      const result = await cli(
        "evaluate", "veyru", "--run-dir", "./runs/veyru/1780600361", "--metrics", README_METRICS,
        "--provider", "anthropic", "--model", "claude-haiku-4-5-20251001",
      );
      expect(result.code).toBe(1);
      const errorLines = result.stderr.trimEnd().split("\n");
      expect(errorLines).toHaveLength(1);
      expect(errorLines[0]).toBe(
        'error: ./runs/veyru/1780600361: metric shorthand_codes failed: no recorded judge answers for metric "shorthand_codes" yet ' +
          "(replay mode never calls a model). Record them with ANTHROPIC_API_KEY set: agent-eval evaluate veyru --run-dir ./runs/veyru/1780600361 " +
          `--metrics ${README_METRICS} --provider anthropic --model claude-haiku-4-5-20251001 --judge-mode record-missing ` +
          "(then review and commit recorded-judges/), or dry-run with --provider scripted --judge-mode live " +
          "(a heuristic local judge, not a model; records nothing).",
      );
      const report = JSON.parse(readFileSync(path.join(root, "runs/veyru/1780600361/veyru_report.json"), "utf8")) as Report;
      expect(report.measurements.map((m) => [m.metric_name, m.score])).toEqual([
        ["round_success", 0.5],
        ["mean_chars_per_round", 10],
      ]);
      expect(report.agent_eval.metrics.shorthand_codes?.status).toBe("failed");
      // the error is printed once: the table only points at it
      expect(result.stdout).toContain("shorthand_codes");
      expect(result.stdout).not.toContain("no recorded judge answers");
      expect(existsSync(path.join(root, "recorded-judges"))).toBe(false);
    } finally {
      if (saved !== undefined) process.env.ANTHROPIC_API_KEY = saved;
    }
  });

  it("the scripted dry run answers every judge metric without a key and records nothing", async () => {
    const root = freshRepository();
    const result = await cli(
      "evaluate", "veyru", "--run-dir", "./runs/veyru/1780600361", "--metrics", README_METRICS,
      "--provider", "scripted", "--model", "claude-haiku-4-5-20251001", "--judge-mode", "live",
    );
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const report = JSON.parse(readFileSync(path.join(root, "runs/veyru/1780600361/veyru_report.json"), "utf8")) as Report;
    expect(report.agent_eval.metrics.shorthand_codes?.status).toBe("ok");
    expect(report.measurements.map((m) => m.metric_name)).toEqual(["round_success", "mean_chars_per_round", "shorthand_codes"]);
    expect(existsSync(path.join(root, "recorded-judges"))).toBe(false);
  });

  it("recording with the scripted judge is refused with a sentence saying it only dry-runs", async () => {
    freshRepository();
    const result = await cli(
      "evaluate", "--run-dir", "./runs/veyru/1780600361", "--metrics", "shorthand_codes",
      "--provider", "scripted", "--model", "m", "--judge-mode", "record-missing",
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("answers only in a dry run (--judge-mode live, nothing recorded)");
  });
});

describe("quiet by default", () => {
  it("a metric that does not apply shows once, in the table; --verbose adds the per-run note", async () => {
    freshRepository();
    const quiet = await cli("evaluate", "--run-dir", "./runs/veyru/1780600361", "--metrics", "round_success,round_success_after_resume");
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toBe("");
    expect(quiet.stdout.match(/does not apply/g)).toHaveLength(1);
    expect(quiet.stdout).toMatch(/round_success_after_resume\s+-\s+does not apply to this run/);
    const verbose = await cli("evaluate", "--run-dir", "./runs/veyru/1780600361", "--metrics", "round_success,round_success_after_resume", "--verbose");
    expect(verbose.code).toBe(0);
    expect(verbose.stderr).toBe(
      "./runs/veyru/1780600361: round_success_after_resume: no agent_swapped_mid_run event, replace_manifest.json or cross_run_replace_manifest.json; no measurement\n",
    );
  });
});
