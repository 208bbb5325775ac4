import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE_FORMAT, buildFixtureRecord, serializeFixtureRecord } from "../../src/judge/fixture-store.js";
import type { JudgeRequest } from "../../src/judge/judge.js";
import { JUDGE_CALLS } from "../../src/metrics/judge/index.js";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const ZERO = { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };

function request(metric: string, templateVersion: string, user = "hello"): JudgeRequest {
  return {
    metric,
    system: "sys",
    user,
    outputName: "X",
    outputDescription: "d",
    outputSchema: { type: "object" },
    model: "scripted-local-judge",
    provider: "scripted",
    settings: {},
    replica: 1,
    templateVersion,
  };
}

function writeFixture(root: string, req: JudgeRequest, output: unknown = { ok: true }): string {
  const record = buildFixtureRecord(req, { output, usage: ZERO, model: "scripted-local-judge" }, { recordedAt: "2026-11-30T00:00:00.000Z", source: "scripted local judge (not a real model)" });
  const dir = path.join(root, req.metric);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${record.key}.json`);
  writeFileSync(file, serializeFixtureRecord(record));
  return file;
}

describe("judge flags on evaluate", () => {
  it("requires --provider and --model for judge metrics, before touching any run", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "round_success,neologism");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("judge metrics (neologism) need --provider and --model");
    expect(existsSync(path.join(run, "veyru_report.json"))).toBe(false);
  });

  it("rejects an unknown judge mode and provider", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const mode = await cli("evaluate", "--run-dir", run, "--metrics", "neologism", "--provider", "anthropic", "--model", "m", "--judge-mode", "sometimes");
    expect(mode.code).toBe(2);
    expect(mode.stderr).toContain("--judge-mode");
    const provider = await cli("evaluate", "--run-dir", run, "--metrics", "neologism", "--provider", "acme", "--model", "m");
    expect(provider.code).toBe(2);
    expect(provider.stderr).toContain("--provider: 'acme'");
    const settings = await cli("evaluate", "--run-dir", run, "--metrics", "neologism", "--provider", "openai", "--model", "m", "--judge-settings", "[1]");
    expect(settings.code).toBe(2);
    expect(settings.stderr).toContain("--judge-settings: expected a JSON object");
  });

  it("names the missing API key variable for record modes and never needs one to replay", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const saved = process.env.ANTHROPIC_API_KEY;
    delete process.env.ANTHROPIC_API_KEY;
    try {
      const record = await cli("evaluate", "--run-dir", run, "--metrics", "neologism", "--provider", "anthropic", "--model", "claude-haiku-4-5", "--judge-mode", "record-missing", "--fixtures", tempDir());
      expect(record.code).toBe(2);
      expect(record.stderr).toContain("needs ANTHROPIC_API_KEY");
      // replay: no key needed; the miss fails the metric (exit 1), the report is still written
      const replay = await cli("evaluate", "--run-dir", run, "--metrics", "round_success,neologism", "--provider", "anthropic", "--model", "claude-haiku-4-5", "--fixtures", tempDir());
      expect(replay.code).toBe(1);
      expect(replay.stderr).toContain('metric neologism failed: no recorded judge answers for metric "neologism" yet');
      const report = JSON.parse(readFileSync(path.join(run, "veyru_report.json"), "utf8")) as { measurements: { metric_name: string }[]; agent_eval: { metrics: Record<string, { status: string }> } };
      expect(report.measurements.map((m) => m.metric_name)).toEqual(["round_success"]);
      expect(report.agent_eval.metrics.neologism?.status).toBe("failed");
    } finally {
      if (saved !== undefined) process.env.ANTHROPIC_API_KEY = saved;
    }
  });
});

describe("agent-eval fixtures check", () => {
  it("passes a healthy store and reports stale, misfiled, broken and secret-bearing files", async () => {
    const root = tempDir();
    const current = JUDGE_CALLS.find((c) => c.metric === "neologism");
    expect(current).toBeDefined();
    writeFixture(root, request("neologism", current?.templateVersion ?? ""));
    const healthy = await cli("fixtures", "check", "--fixtures", root);
    expect(healthy.code).toBe(0);
    expect(healthy.stdout).toContain("1 recordings checked: 0 problem(s), 0 stale");

    writeFixture(root, request("neologism", "000000000000", "older prompt"));
    const stale = await cli("fixtures", "check", "--fixtures", root);
    expect(stale.code).toBe(0);
    expect(stale.stderr).toContain("template version 000000000000");
    // with --model and --provider too, each stale file is still one line, giving all its reasons
    const everything = await cli("fixtures", "check", "--fixtures", root, "--model", "other-model", "--provider", "openai");
    const lines = everything.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines.filter((line) => /^stale: .*\.json: template version 000000000000, current \w+ \(prompt or schema changed since it was recorded\); recorded for model .*, not other-model; recorded for provider .*, not openai$/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /^stale: .*\.json: recorded for model .*, not other-model; recorded for provider .*, not openai$/.test(line))).toHaveLength(1);
    expect(everything.stdout).toContain("2 recordings checked: 0 problem(s), 2 stale");
    expect((await cli("fixtures", "check", "--fixtures", root, "--fail-on-stale")).code).toBe(1);
    expect((await cli("fixtures", "check", "--fixtures", root, "--model", "claude-haiku-4-5")).stderr).toContain("recorded for model scripted-local-judge");

    mkdirSync(path.join(root, "slang_emergence"), { recursive: true });
    writeFileSync(path.join(root, "slang_emergence", `${"ab".repeat(32)}.json`), "{not json");
    const leaked = writeFixture(root, request("shorthand_codes", "x", "key sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789ABCDEF"));
    const broken = await cli("fixtures", "check", "--fixtures", root);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("slang_emergence");
    expect(broken.stderr).toContain(`${path.basename(leaked)}: contains something that looks like a credential`);
    expect(broken.stderr).not.toContain("abcdefghijklmnopqrstuvwxyz0123456789ABCDEF");
  });

  it("reports recordings and metric directories linked out of the store as problems", async () => {
    const root = tempDir();
    const outside = tempDir();
    const current = JUDGE_CALLS.find((c) => c.metric === "neologism");
    const file = writeFixture(outside, request("neologism", current?.templateVersion ?? ""));
    mkdirSync(path.join(root, "neologism"));
    symlinkSync(file, path.join(root, "neologism", path.basename(file)));
    symlinkSync(path.join(outside, "neologism"), path.join(root, "slang_emergence"));
    const result = await cli("fixtures", "check", "--fixtures", root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`neologism/${path.basename(file)}: a symbolic link leading out of the fixture store`);
    expect(result.stderr).toContain(`slang_emergence/${path.basename(file)}: a symbolic link leading out of the fixture store`);
    expect(result.stdout).toContain("2 recordings checked: 2 problem(s)");
  });

  it("names the problem in a truncated file, an extra field and another format version", async () => {
    const root = tempDir();
    const current = JUDGE_CALLS.find((c) => c.metric === "neologism")?.templateVersion ?? "";
    const truncated = writeFixture(root, request("neologism", current, "one"));
    writeFileSync(truncated, readFileSync(truncated, "utf8").slice(0, 200));
    const extra = writeFixture(root, request("neologism", current, "two"));
    writeFileSync(extra, readFileSync(extra, "utf8").replace('"response": {', '"response": {\n    "verdict_override": 5,'));
    const other = writeFixture(root, request("neologism", current, "three"));
    writeFileSync(other, readFileSync(other, "utf8").replace("agent-eval/judge-fixture/v1", "agent-eval/judge-fixture/v2"));
    const result = await cli("fixtures", "check", "--fixtures", root);
    expect(result.code).toBe(1);
    const lineOf = (f: string) => result.stderr.split("\n").find((line) => line.includes(path.basename(f))) ?? "";
    expect(lineOf(truncated)).toMatch(/not valid JSON/);
    expect(lineOf(extra)).toMatch(/verdict_override/);
    expect(lineOf(other)).toMatch(/format "agent-eval\/judge-fixture\/v2".*reads "agent-eval\/judge-fixture\/v1"/);
  });

  it("reports the temp file an interrupted recording left behind", async () => {
    const root = tempDir();
    const current = JUDGE_CALLS.find((c) => c.metric === "neologism")?.templateVersion ?? "";
    const file = writeFixture(root, request("neologism", current));
    const leftover = path.join(path.dirname(file), `.${path.basename(file)}.4242.0f1e2d3c-aaaa-bbbb-cccc-123456789abc.tmp`);
    writeFileSync(leftover, "{\"format\": \"agent-");
    const result = await cli("fixtures", "check", "--fixtures", root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${path.basename(leftover)}: left by an interrupted recording (not a recording); delete it`);
    expect(result.stdout).toContain("1 recordings checked: 1 problem(s)");
  });

  it("says so when the store does not exist", async () => {
    const result = await cli("fixtures", "check", "--fixtures", path.join(tempDir(), "nope"));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("no such directory");
  });

  it("the format marker stays versioned", () => {
    expect(FIXTURE_FORMAT).toBe("agent-eval/judge-fixture/v1");
  });
});

describe("agent-eval verify", () => {
  it("passes a reproducible report and fails with a per-metric diff on a tampered one", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "gzip_compression_ratio,message_entropy,round_success", "--concurrency", "1")).code).toBe(0);
    const ok = await cli("verify", "--run-dir", run);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain("replayed byte-identical");

    const file = path.join(run, "veyru_report.json");
    writeFileSync(file, readFileSync(file, "utf8").replace('"score": 0.5,', '"score": 0.75,'));
    const tampered = await cli("verify", "--run-dir", run);
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toContain("round_success:");
    expect(tampered.stdout).toContain('-      "score": 0.75,');
    expect(tampered.stdout).toContain('+      "score": 0.5,');
  });

  it("fails a report whose simulation id was changed or that holds a row no metric record lists (both used to pass as reproduced)", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "gzip_compression_ratio,round_success", "--concurrency", "1")).code).toBe(0);
    const file = path.join(run, "veyru_report.json");
    const good = readFileSync(file, "utf8");

    writeFileSync(file, good.replace('"simulation_id": "sim-1"', '"simulation_id": "sim-other"'));
    const otherRun = await cli("verify", "--run-dir", run);
    expect(otherRun.code).toBe(1);
    expect(otherRun.stdout).toContain("simulation_id:");
    expect(otherRun.stdout).toContain('-"sim-other"');
    expect(otherRun.stdout).toContain('+"sim-1"');

    const report = JSON.parse(good) as { measurements: Array<Record<string, unknown>> };
    report.measurements.push({ ...report.measurements[0], metric_name: "injected_metric", score: 1 });
    writeFileSync(file, JSON.stringify(report, null, 2));
    const injected = await cli("verify", "--run-dir", run);
    expect(injected.code).toBe(1);
    expect(injected.stdout).toContain("measurements no metric record lists (injected_metric; verify cannot reproduce them):");
  });

  it("fails when the event log changed in a way no metric reads, naming the log (it passed as reproduced)", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success", "--concurrency", "1")).code).toBe(0);
    const logFile = path.join(run, "veyru.jsonl");
    const evaluated = readFileSync(logFile, "utf8");
    // an event round_success never reads, appended before simulation_ended
    const lines = evaluated.trimEnd().split("\n");
    const extra = JSON.stringify({ event_type: "custom_note", event_id: "note-1", timestamp: "2026-01-01T00:00:00Z", round_number: 1, text: "edited" });
    writeFileSync(logFile, `${[...lines.slice(0, -1), extra, ...lines.slice(-1)].join("\n")}\n`);
    const changed = await cli("verify", "--run-dir", run);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain(`1 difference(s)`);
    expect(changed.stdout).toContain(`event_log_sha256 (${logFile} differs from the event log the report was evaluated from):`);
    const digest = (text: string) => createHash("sha256").update(text).digest("hex");
    expect(changed.stdout).toContain(`-"${digest(evaluated)}"`);
    expect(changed.stdout).toContain(`+"${digest(readFileSync(logFile, "utf8"))}"`);
    writeFileSync(logFile, evaluated);
    expect((await cli("verify", "--run-dir", run)).code).toBe(0);
  });

  it("tells a reproduced report whose metrics all succeeded from one that reproduces a failure (exit 1)", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const fixtures = path.join(tempDir(), "recorded-judges");
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success,message_entropy", "--concurrency", "1")).code).toBe(0);
    const ok = await cli("verify", "--run-dir", run, "--fixtures", fixtures);
    expect(ok.stdout).toBe(`✓ ${path.join(run, "veyru_report.json")}: reproduced, all 2 metric(s) ok (replayed byte-identical)\n`);
    expect(ok.code).toBe(0);

    // neologism has no recordings: it failed when evaluated, and replaying reproduces that failure
    const judged = ["--provider", "scripted", "--model", "m", "--fixtures", fixtures];
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "neologism", "--concurrency", "1", ...judged)).code).toBe(1);
    const failed = await cli("verify", "--run-dir", run, "--fixtures", fixtures);
    expect(failed.stdout).toBe(`✗ ${path.join(run, "veyru_report.json")}: reproduced, 1 of 3 metric(s) failed: neologism (replayed byte-identical)\n`);
    expect(failed.code).toBe(1);
    const json = await cli("verify", "--run-dir", run, "--fixtures", fixtures, "--json");
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ exit_status: 1, runs: [{ status: "identical", metricCount: 3, failedMetrics: ["neologism"] }] });
  });

  it("replays plug-in metrics when given the same --plugin as evaluate", async () => {
    const root = tempDir();
    const plugin = path.join(root, "plugin");
    mkdirSync(plugin);
    writeFileSync(path.join(plugin, "package.json"), JSON.stringify({ name: "count-metrics", version: "1.0.0", type: "module", "agent-eval": { metrics: { event_count: "./count.js" } } }));
    writeFileSync(
      path.join(plugin, "count.js"),
      `export const metric = { name: "event_count", version: "1", kind: "deterministic", description: "d", unit: "events", notApplicableWhen: "never",
  async compute(context) { return [{ metric_name: "event_count", score: context.events.length, score_unit: "events", summary: "s" }]; } };\n`,
    );
    const run = writeRun(root, "run", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success,event_count", "--plugin", plugin)).code).toBe(0);
    const verified = await cli("verify", "--run-dir", run, "--plugin", plugin);
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain("replayed byte-identical");
    const withoutPlugin = await cli("verify", "--run-dir", run);
    expect(withoutPlugin.code).toBe(2);
    expect(withoutPlugin.stderr).toContain("unknown metric 'event_count'");
  });

  it("does not write anything into the run directory", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy");
    const before = readFileSync(path.join(run, "agent_eval_invocations.jsonl"), "utf8");
    expect((await cli("verify", "--run-dir", run)).code).toBe(0);
    expect(readFileSync(path.join(run, "agent_eval_invocations.jsonl"), "utf8")).toBe(before);
  });

  it("refuses a corrupt report with exit 2 and one line", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog(), "veyru_report.json": "{oops" });
    const result = await cli("verify", "--run-dir", run);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^error: .*veyru_report\.json: not valid JSON/);
    expect(result.stderr).not.toContain("    at ");
  });

  it("refuses a run without a report", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("verify", "--run-dir", run);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("no report to verify");
  });
});
