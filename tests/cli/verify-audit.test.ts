/**
 * `agent-eval verify` as a CI step reads it: what differs is named on the first line of each
 * difference (the field and both values, or the replay's error), a field this agent-eval does not
 * know is a difference (it cannot reproduce it), and the verified report is never written.
 */
import { cpSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs verify and checks the report's bytes and mtime are as they were. */
async function verifyUntouched(...argv: string[]): Promise<Awaited<ReturnType<typeof cli>>> {
  const runDir = argv[argv.indexOf("--run-dir") + 1] ?? "";
  const file = path.join(runDir, "veyru_report.json");
  utimesSync(file, new Date("2020-01-01T00:00:00Z"), new Date("2020-01-01T00:00:00Z"));
  const before = { bytes: readFileSync(file), mtimeMs: statSync(file).mtimeMs };
  const result = await cli("verify", ...argv);
  expect(readFileSync(file).equals(before.bytes)).toBe(true);
  expect(statSync(file).mtimeMs).toBe(before.mtimeMs);
  return result;
}

describe("agent-eval verify says what differs", () => {
  it("a score changed in the 15th digit: the metric, the field and both values on its first line (exit 1)", async () => {
    const run = path.join(tempDir(), "veyru-solo-001");
    cpSync(path.join(root, "examples/runs/veyru/veyru-solo-001"), run, { recursive: true });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success,mean_chars_per_message", "--concurrency", "1")).code).toBe(0);
    const file = path.join(run, "veyru_report.json");
    const text = readFileSync(file, "utf8");
    // mean_chars_per_message: 2490/31 = 80.3225806451613 (Python's repr: 15 significant digits)
    const committed = "80.3225806451613";
    expect(text).toContain(`"score": ${committed},`);
    const edited = "80.3225806451614"; // the 15th significant digit one up: another double
    writeFileSync(file, text.replace(`"score": ${committed}`, `"score": ${edited}`));
    const result = await verifyUntouched("--run-dir", run);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`  mean_chars_per_message: measurements[0].score: committed ${edited}, replayed ${committed}\n`);
  });

  it("a tampered report holding a credential-like value: the difference is shown with it redacted, in text and --json", async () => {
    const run = path.join(tempDir(), "veyru-solo-001");
    cpSync(path.join(root, "examples/runs/veyru/veyru-solo-001"), run, { recursive: true });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success", "--concurrency", "1")).code).toBe(0);
    const file = path.join(run, "veyru_report.json");
    const text = readFileSync(file, "utf8");
    const planted = "sk-ant-api03-CCCCCCCCCCCCCCCCCCCCCCCC";
    writeFileSync(file, text.replace('"summary": "succeeded in 5/8 rounds"', `"summary": "leak ${planted}"`));
    for (const extra of [[], ["--json"]]) {
      const result = await verifyUntouched("--run-dir", run, ...extra);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain("leak [redacted]");
      expect(result.stdout).toContain("succeeded in 5/8 rounds");
      expect(result.stdout + result.stderr).not.toContain(planted);
    }
  });

  it("a metric name with a control character in an edited report is named escaped, exit 2 (it was printed raw: a workflow command)", async () => {
    const run = path.join(tempDir(), "veyru-solo-001");
    cpSync(path.join(root, "examples/runs/veyru/veyru-solo-001"), run, { recursive: true });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success", "--concurrency", "1")).code).toBe(0);
    const file = path.join(run, "veyru_report.json");
    const report = JSON.parse(readFileSync(file, "utf8")) as { agent_eval: { metrics: Record<string, unknown> } };
    report.agent_eval.metrics["x\n::error::forged\u001b[2J"] = { status: "ok", version: "1", measurements: [] };
    writeFileSync(file, JSON.stringify(report));
    const result = await verifyUntouched("--run-dir", run);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`error: ${file}: field 'agent_eval.metrics': "x\\n::error::forged\\u001b[2J" is not a metric name (it holds a control character); the report was edited\n`);
  });

  it("a recording that is missing: exit 1, the metric and its replay error first, the report untouched", async () => {
    const scratch = tempDir();
    const store = path.join(scratch, "store");
    cpSync(path.join(root, "recorded-judges"), store, { recursive: true });
    const run = path.join(scratch, "veyru-solo-001");
    cpSync(path.join(root, "examples/runs/veyru/veyru-solo-001"), run, { recursive: true });
    const judge = ["--provider", "scripted", "--model", "scripted-local-judge", "--fixtures", store];
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success,neologism", ...judge)).code).toBe(0);
    expect((await verifyUntouched("--run-dir", run, "--fixtures", store)).code).toBe(0);
    rmSync(path.join(store, "neologism"), { recursive: true });
    const missing = await verifyUntouched("--run-dir", run, "--fixtures", store);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/\n {2}neologism: failed on replay: no recorded judge answers for metric "neologism"/);
    // the judge's usage is gone from the cost as well: named by its first field
    expect(missing.stdout).toMatch(/\n {2}evaluation_cost: usage\.input_tokens: committed \d+, replayed 0\n/);
  });

  it("a field this agent-eval does not know (a later version's report) is a difference naming it (it passed as reproduced)", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success", "--concurrency", "1")).code).toBe(0);
    const file = path.join(run, "veyru_report.json");
    const original = readFileSync(file, "utf8");
    const report = JSON.parse(original) as { measurements: Array<Record<string, unknown>>; agent_eval: { tool_version: string } };
    (report.measurements[0] as Record<string, unknown>).confidence = 0.9;
    report.agent_eval.tool_version = "99.0.0";
    writeFileSync(file, JSON.stringify(report, null, 2));
    const result = await verifyUntouched("--run-dir", run);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("field measurements.0.confidence (written by agent-eval 99.0.0; this agent-eval");
    expect(result.stdout).not.toContain("reproduced");

    // an earlier version's report with nothing unknown still reproduces, saying which version wrote it
    writeFileSync(file, original.replace(/"tool_version": "[^"]*"/, '"tool_version": "0.0.1"'));
    const earlier = await verifyUntouched("--run-dir", run);
    expect(earlier.code).toBe(0);
    expect(earlier.stdout).toContain("written by agent-eval 0.0.1, replayed with");
  });
});

describe("agent-eval verify on a report whose text was edited without changing a value", () => {
  it("says the file is not as agent-eval writes it, naming the line (it said only provenance fields differ)", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success", "--concurrency", "1")).code).toBe(0);
    const file = path.join(run, "veyru_report.json");
    const text = readFileSync(file, "utf8");
    expect(text).toContain('"score": 0.5,');
    const line = text.split("\n").findIndex((l) => l.includes('"score": 0.5,')) + 1;
    writeFileSync(file, text.replace('"score": 0.5,', '"score": 0.50,'));
    const result = await verifyUntouched("--run-dir", run);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`reproduced, all 1 metric(s) ok (same values; the file is not as agent-eval writes them from line ${line} on: edited by hand or reformatted)`);
    expect(result.stdout).not.toContain("provenance");
  });
});
