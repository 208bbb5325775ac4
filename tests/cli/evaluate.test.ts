import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseReport } from "../../src/report/report.js";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const METRICS = "message_entropy,gzip_compression_ratio";

describe("agent-eval evaluate", () => {
  it("writes <scenario>_report.json into the run directory and prints a score table", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
    expect(result.code).toBe(0);
    const report = parseReport(readFileSync(path.join(run, "veyru_report.json"), "utf8"), "r");
    expect(report.simulation_id).toBe("sim-1");
    expect(report.scenario_name).toBe("veyru");
    expect(report.measurements.map((m) => m.metric_name)).toEqual(["message_entropy", "gzip_compression_ratio"]);
    expect(report.agent_eval?.event_log_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(result.stdout).toContain("message_entropy");
    expect(readFileSync(path.join(run, "veyru_report.json"), "utf8").endsWith("}")).toBe(true);
  });

  it("trims whitespace around metric names", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", " message_entropy , gzip_compression_ratio ");
    expect(result.code).toBe(0);
  });

  it("a --plugin given as a relative path that is not a package fails with exit 2 naming it, and writes nothing", async () => {
    const root = tempDir();
    const run = writeRun(root, "run", { "veyru.jsonl": smallVeyruLog() });
    const relative = path.relative(process.cwd(), path.join(root, "no-such-plugin"));
    expect(relative.startsWith(".")).toBe(true);
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS, "--plugin", relative);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`error: --plugin ${path.join(root, "no-such-plugin")}: no package.json in ${path.join(root, "no-such-plugin")}`);
    expect(existsSync(path.join(run, "veyru_report.json"))).toBe(false);
  });

  it("rejects an unknown metric with exit 2, suggesting the nearest name, and writes nothing", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy,round_sucess");
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("error: --metrics: unknown metric 'round_sucess'. Did you mean 'round_success'? (`agent-eval metrics` lists them all)\n");
    expect(existsSync(path.join(run, "veyru_report.json"))).toBe(false);
  });

  it("lists the valid names when no known name is near an unknown one", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "word_count");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown metric 'word_count'. Available: ");
    expect(result.stderr).toContain("gzip_compression_ratio");
    expect(result.stderr).not.toContain("Did you mean");
  });

  it("explains why perplexity is unavailable", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "perplexity");
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/'perplexity' is not available: needs a local GPT-2 model .*pass --gpt2-model DIR/);
  });

  it("stops on a malformed line naming file and line, leaving an existing report untouched", async () => {
    const lines = smallVeyruLog().split("\n");
    lines[3] = "{oops";
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": lines.join("\n"), "veyru_report.json": "previous bytes" });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${path.join(run, "veyru.jsonl")}:4: malformed JSON`);
    expect(readFileSync(path.join(run, "veyru_report.json"), "utf8")).toBe("previous bytes");
  });

  it("stops on a core event missing a field, naming it", async () => {
    const lines = smallVeyruLog().split("\n");
    lines[1] = '{"event_id": "r1", "event_type": "round_advanced", "round_number": 1}';
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": lines.join("\n") });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(":2: field 'trigger'");
    expect(existsSync(path.join(run, "veyru_report.json"))).toBe(false);
  });

  it("refuses an unfinished run unless --allow-incomplete, and records the flag", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog({ ended: false }) });
    const refused = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("no simulation_ended event");
    expect(refused.stderr).toContain("--allow-incomplete");
    expect(existsSync(path.join(run, "veyru_report.json"))).toBe(false);

    const allowed = await cli("evaluate", "--run-dir", run, "--metrics", METRICS, "--allow-incomplete");
    expect(allowed.code).toBe(0);
    const report = parseReport(readFileSync(path.join(run, "veyru_report.json"), "utf8"), "r");
    expect(report.agent_eval?.incomplete_run).toBe(true);
    expect(report.agent_eval?.flags).toEqual(["--allow-incomplete"]);
  });

  it("merges into an existing report instead of clobbering it", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "gzip_compression_ratio")).code).toBe(0);
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy")).code).toBe(0);
    const first = readFileSync(path.join(run, "veyru_report.json"), "utf8");
    expect(parseReport(first, "r").measurements.map((m) => m.metric_name)).toEqual(["gzip_compression_ratio", "message_entropy"]);
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "gzip_compression_ratio")).code).toBe(0);
    const report = parseReport(readFileSync(path.join(run, "veyru_report.json"), "utf8"), "r");
    expect(report.measurements.map((m) => m.metric_name)).toEqual(["message_entropy", "gzip_compression_ratio"]);
    expect(Object.keys(report.agent_eval?.metrics ?? {})).toEqual(["gzip_compression_ratio", "message_entropy"]);
  });

  it("refuses to merge into a corrupt report and leaves it as it was", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog(), "veyru_report.json": '{"simulation_id": 3}' });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("left untouched");
    expect(result.stderr).toContain("field 'simulation_id'");
    expect(readFileSync(path.join(run, "veyru_report.json"), "utf8")).toBe('{"simulation_id": 3}');
  });

  it("writes to --out when given", async () => {
    const root = tempDir();
    const run = writeRun(root, "run", { "veyru.jsonl": smallVeyruLog() });
    const out = path.join(root, "elsewhere", "report.json");
    expect((await cli("evaluate", "--run-dir", run, "--metrics", METRICS, "--out", out)).code).toBe(0);
    expect(existsSync(out)).toBe(true);
    expect(existsSync(path.join(run, "veyru_report.json"))).toBe(false);
  });

  it("refuses an --out that is the run's invocation log or event log (exit 2), leaving both as they were", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    // before the first evaluation, the report used to become the invocation log (its line lost)
    const invocations = path.join(run, "agent_eval_invocations.jsonl");
    const intoLog = await cli("evaluate", "--run-dir", run, "--metrics", METRICS, "--out", invocations);
    expect(intoLog.code).toBe(2);
    expect(intoLog.stderr).toContain(`--out ${invocations}: that is the run's invocation log; name another file for the report`);
    expect(existsSync(invocations)).toBe(false);
    const events = path.join(run, "veyru.jsonl");
    const intoEvents = await cli("evaluate", "--run-dir", run, "--metrics", METRICS, "--out", events);
    expect(intoEvents.code).toBe(2);
    expect(intoEvents.stderr).toContain(`--out ${events}: that is the run's event log; name another file for the report`);
    expect(readFileSync(events, "utf8")).toBe(smallVeyruLog());
  });

  it("evaluates several run directories and reports each; a bad one does not stop the others", async () => {
    const root = tempDir();
    const good = writeRun(root, "good", { "veyru.jsonl": smallVeyruLog() });
    const bad = writeRun(root, "bad", { "veyru.jsonl": "{broken\n" });
    const result = await cli("evaluate", "--run-dir", good, "--run-dir", bad, "--metrics", METRICS, "--json");
    expect(result.code).toBe(2);
    const parsed = JSON.parse(result.stdout) as { exit_status: number; runs: { run_dir: string }[]; not_evaluated: { run_dir: string; error: string }[] };
    expect(parsed.exit_status).toBe(2);
    expect(parsed.runs.map((r) => r.run_dir)).toEqual([good]);
    // the run that could not be evaluated is in the JSON too, with the error stderr gave
    expect(parsed.not_evaluated).toEqual([{ run_dir: bad, error: expect.stringContaining("bad/veyru.jsonl:1") as unknown }]);
    expect(result.stderr).toContain(`error: ${parsed.not_evaluated[0]?.error ?? "?"}\n`);
    expect(existsSync(path.join(bad, "veyru_report.json"))).toBe(false);
    expect(result.stderr).toContain("bad/veyru.jsonl:1");
  });

  it("--json is JSON.stringify(…, null, 2) of the whole document, runs in --run-dir order (each run rendered as it finished)", async () => {
    const root = tempDir();
    const dirs = ["c", "a", "b"].map((name) => writeRun(root, name, { "veyru.jsonl": smallVeyruLog() }));
    const none = writeRun(root, "none", { "veyru.jsonl": "{broken\n" });
    const result = await cli("evaluate", ...dirs.flatMap((d) => ["--run-dir", d]), "--run-dir", none, "--metrics", METRICS, "--json", "--concurrency", "2");
    const parsed = JSON.parse(result.stdout) as { runs: { run_dir: string }[] };
    expect(result.stdout).toBe(`${JSON.stringify(parsed, null, 2)}\n`);
    expect(parsed.runs.map((r) => r.run_dir)).toEqual(dirs);
    const empty = await cli("evaluate", "--run-dir", none, "--metrics", METRICS, "--json");
    const error = (JSON.parse(empty.stdout) as { not_evaluated: { error: string }[] }).not_evaluated[0]?.error ?? "";
    expect(empty.stdout).toBe(`${JSON.stringify({ exit_status: 2, runs: [], not_evaluated: [{ run_dir: none, error }] }, null, 2)}\n`);
    const all = await cli("evaluate", ...dirs.flatMap((d) => ["--run-dir", d]), "--metrics", METRICS, "--json");
    expect(JSON.parse(all.stdout)).toMatchObject({ exit_status: 0, not_evaluated: [] });
    const text = await cli("evaluate", ...dirs.flatMap((d) => ["--run-dir", d]), "--metrics", METRICS);
    expect(text.stdout.split("\n").filter((line) => line.includes("(veyru) →")).map((line) => line.split(" ")[0])).toEqual(dirs);
  });

  it("prints machine-readable results with --json", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--json");
    const parsed = JSON.parse(result.stdout) as { runs: { measurements: { metric_name: string; score: number }[]; metrics: Record<string, { status: string }> }[] };
    expect(parsed.runs[0]?.measurements[0]?.metric_name).toBe("message_entropy");
    expect(parsed.runs[0]?.metrics.message_entropy?.status).toBe("ok");
  });
});

describe("scenario detection", () => {
  it("lists the candidates when several logs could be the run's", async () => {
    const log = smallVeyruLog();
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": log, "other.jsonl": log, "protocol_probe_responses.jsonl": '{"replica_index": 1}\n' });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("(other, veyru)");
    const named = await cli("evaluate", "veyru", "--run-dir", run, "--metrics", METRICS);
    expect(named.code).toBe(0);
    expect(existsSync(path.join(run, "veyru_report.json"))).toBe(true);
  });

  it("never takes a file agent-eval or a metric writes beside the log for the event log", async () => {
    const log = smallVeyruLog();
    const firstEvent = `${log.split("\n")[0]}\n`; // even a sidecar that starts like an event log
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": log, "agent_eval_invocations.jsonl": firstEvent, "language_repetition_messages.jsonl": firstEvent });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
    expect(result.code).toBe(0);
    expect(existsSync(path.join(run, "veyru_report.json"))).toBe(true);
  });

  it("says so when there is no event log", async () => {
    const run = writeRun(tempDir(), "run", { "notes.txt": "x" });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("no event log found");
  });

  it("infers primary channels for unknown scenarios with a warning", async () => {
    const run = writeRun(tempDir(), "run", { "my_game.jsonl": smallVeyruLog({ scenarioName: "my_game", channels: ["radio", "debrief"] }) });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy");
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("primary channels inferred as [radio]");
    const report = parseReport(readFileSync(path.join(run, "my_game_report.json"), "utf8"), "r");
    expect(report.measurements[0]?.summary).toContain("on radio");
  });

  it("uses --scenario-config for unknown scenarios and names a bad field", async () => {
    const root = tempDir();
    const run = writeRun(root, "run", { "my_game.jsonl": smallVeyruLog({ scenarioName: "my_game", channels: ["radio", "debrief"] }) });
    const config = path.join(root, "scenario.json");
    writeFileSync(config, JSON.stringify({ primary_channels: [{ channel_id: "radio", team_id: "red" }] }));
    const ok = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--scenario-config", config);
    expect(ok.code).toBe(0);
    const report = parseReport(readFileSync(path.join(run, "my_game_report.json"), "utf8"), "r");
    expect(report.measurements[0]?.metric_name).toBe("message_entropy_red");

    writeFileSync(config, JSON.stringify({ primary_channels: [{ channel: "radio" }] }));
    const bad = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--scenario-config", config);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("field 'primary_channels.0");
  });
});

describe("agent-eval metrics and --help", () => {
  it("lists available and unavailable metrics", async () => {
    const result = await cli("metrics");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/message_entropy\s+\[deterministic\]/);
    expect(result.stdout).toMatch(/perplexity\s+needs a local GPT-2 model .*--gpt2-model DIR/);
  });

  it("documents every evaluate flag", async () => {
    const result = await cli("evaluate", "--help");
    expect(result.code).toBe(0);
    for (const flag of ["--run-dir", "--metrics", "--out", "--allow-incomplete", "--scenario-config", "--ngram-tables", "--json"]) {
      expect(result.stdout).toContain(flag);
    }
  });

  it("exits 2 on a usage error", async () => {
    const result = await cli("evaluate", "--metrics", "message_entropy");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--run-dir");
  });
});

describe("reports are never mixed across event logs", () => {
  it("refuses to merge into a report made from a different log, leaving it untouched", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success,message_entropy")).code).toBe(0);
    const reportPath = path.join(run, "veyru_report.json");
    const before = readFileSync(reportPath, "utf8");
    writeFileSync(path.join(run, "veyru.jsonl"), smallVeyruLog().replace('"success":true', '"success":false'));
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("was made from a different event log");
    expect(readFileSync(reportPath, "utf8")).toBe(before);
  });

  it("checks judge flags even when only deterministic metrics run", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const settings = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--judge-settings", "{bad");
    expect(settings.code).toBe(2);
    expect(settings.stderr).toContain("--judge-settings: not valid JSON");
    const provider = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--provider", "bogus");
    expect(provider.code).toBe(2);
    const ontology = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--ontology-path", path.join(run, "nope.json"));
    expect(ontology.code).toBe(2);
    expect(ontology.stderr).toContain("--ontology-path");
    expect(existsSync(path.join(run, "veyru_report.json"))).toBe(false);
  });

  it("refuses judge settings holding a credential (they go into every recording and the report's inputs), echoing none of it", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const key = "sk-ant-api03-DDDDDDDDDDDDDDDDDDDDDDDDDD";
    const held = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--judge-settings", JSON.stringify({ max_tokens: 100, note: key }));
    expect(held.code).toBe(2);
    expect(held.stderr).toContain("--judge-settings: note holds an Anthropic API key (sk-ant-…); judge settings are written into every recording and report");
    // pasted where the JSON goes: V8's message would quote its first characters
    const pasted = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--judge-settings", key);
    expect(pasted.code).toBe(2);
    expect(pasted.stderr).toContain("--judge-settings: not valid JSON (unexpected character at line 1, column 1)");
    for (const result of [held, pasted]) expect(result.stdout + result.stderr).not.toContain("sk-ant-api");
    expect(existsSync(path.join(run, "veyru_report.json"))).toBe(false);
  });
});
