/**
 * Every count flag of every command reads decimal digits only: `2.0`, `1e1`, `0x2`, ` 2`, `2abc`,
 * `0`, `-1`, `+2`, `` and a number past 2^53 are usage errors (exit 2) naming the flag and the value,
 * before any run is read, any report written or any judge called.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const BAD = ["2.0", "1e1", "0x2", " 2", "2 ", "2abc", "0", "-1", "+2", "", "１", "99999999999999999999"];
const trials = path.join(import.meta.dirname, "..", "fixtures", "trials");
const JUDGE = ["--provider", "scripted", "--model", "scripted-local-judge"];

function expectUsageError(result: { code: number; stdout: string; stderr: string }, flag: string, value: string, expected = "a positive integer"): void {
  expect(result.code, `${flag} '${value}': ${result.stderr}`).toBe(2);
  expect(result.stderr).toContain(`${flag}: expected ${expected} in decimal digits, e.g. 4, got '${value}'`);
}

describe("count flags are decimal digits only", () => {
  const root = tempDir();
  const run = writeRun(root, "run", { "veyru.jsonl": smallVeyruLog() });

  it.each(["--concurrency", "--judge-concurrency", "--probe-replicas", "--probe-round"])("evaluate %s", async (flag) => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const report = path.join(run, "veyru_report.json");
    for (const value of BAD) expectUsageError(await cli("evaluate", "--run-dir", run, "--metrics", "round_success", flag, value), flag, value);
    expect(existsSync(report)).toBe(false);
    // the same flag with a count evaluates
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success", flag, "2")).code).toBe(0);
  });

  it.each(["--concurrency", "--judge-concurrency"])("grade %s", async (flag) => {
    const out = path.join(tempDir(), "grade.json");
    for (const value of BAD) {
      expectUsageError(await cli("grade", "--dataset", path.join(trials, "capitals.jsonl"), "--config", path.join(trials, "capitals.yaml"), "--out", out, flag, value), flag, value);
    }
    expect(existsSync(out)).toBe(false);
    expect((await cli("grade", "--dataset", path.join(trials, "capitals.jsonl"), "--config", path.join(trials, "capitals.yaml"), "--out", out, flag, "02")).code).toBe(0);
  });

  it("grade --shard takes i/n in digits only", async () => {
    for (const value of ["1/2.0", "1e0/2", " 1/2", "1 / 2", "1/2abc", "0/2", "3/2", "+1/2", "1/99999999999999999999", "1"]) {
      const result = await cli("grade", "--dataset", path.join(trials, "capitals.jsonl"), "--config", path.join(trials, "capitals.yaml"), "--shard", value);
      expect(result.code, value).toBe(2);
      expect(result.stderr).toContain(`--shard: expected i/n with 1 <= i <= n in decimal digits, e.g. 2/4, got '${value}'`);
    }
  });

  it("export-thread --round", async () => {
    for (const value of BAD) expectUsageError(await cli("export-thread", "--run-dir", run, "--agent-id", "a", "--round", value), "--round", value);
  });

  it("ontology consolidate --judge-concurrency", async () => {
    const out = path.join(root, "ontology.json");
    for (const value of BAD) {
      expectUsageError(await cli("ontology", "consolidate", "--run-dir", run, "--out", out, ...JUDGE, "--judge-concurrency", value), "--judge-concurrency", value);
    }
    expect(existsSync(out)).toBe(false);
  });

  it.each(["--max-retries", "--max-epochs", "--batch-size", "--patience", "--max-total-rubrics", "--categories-number", "--judge-concurrency"])("rubrics generate %s", async (flag) => {
    const out = path.join(root, "rubrics.yaml");
    const simple = ["rubrics", "generate", "--simple", "--grader-name", "x", "--task-description", "t", ...JUDGE, "--out", out];
    for (const value of BAD) expectUsageError(await cli(...simple, flag, value), flag, value);
    expect(existsSync(out)).toBe(false);
  });

  it("rubrics generate --iterative --max-retries may be 0, still in digits only", async () => {
    const iterative = ["rubrics", "generate", "--iterative", "--grader-name", "x", "--data", path.join(root, "none.jsonl"), ...JUDGE, "--out", path.join(root, "r.yaml")];
    for (const value of ["0.0", "-0", " 0", "1e0"]) expectUsageError(await cli(...iterative, "--max-retries", value), "--max-retries", value, "a non-negative integer");
    // 0 passes the flag check: the next problem is the missing --data file
    const zero = await cli(...iterative, "--max-retries", "0");
    expect(zero.code).toBe(2);
    expect(zero.stderr).not.toContain("--max-retries");
  });

  it("rubrics check --judge-concurrency", async () => {
    for (const value of BAD) {
      const result = await cli("rubrics", "check", "--config", path.join(trials, "support-graders.yaml"), "--grader", "x", "--data", path.join(root, "none.jsonl"), ...JUDGE, "--judge-concurrency", value);
      expectUsageError(result, "--judge-concurrency", value);
    }
  });
});
