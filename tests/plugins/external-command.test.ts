import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { EXTERNAL_CONTEXT_FORMAT, externalCommandMetric } from "../../src/plugins/external-command-metric.js";
import { events, runBuilder, runMetric } from "../../src/testing.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "agent-eval-command-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NODE = process.execPath;
const HAS_PYTHON = spawnSync("python3", ["--version"]).status === 0;

/** A metric running `node -e <script>` (portable: node is always there). */
function nodeMetric(script: string, timeoutSeconds?: number) {
  return externalCommandMetric("cmd_metric", {
    command: [NODE, "-e", script],
    cwd: dir,
    version: "7",
    ...(timeoutSeconds === undefined ? {} : { timeoutSeconds }),
  });
}

const READ_STDIN = "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const c=JSON.parse(s);";
const run = runBuilder({ scenario: "veyru", channels: ["link", "postmortem"] })
  .agent("field_observer")
  .round(1, (r) => r.message("field_observer", "Lf 12").event(events.custom("veyru_reading", { round: 1, fields: { lf: 12 } })).result(true));

async function failure(script: string, timeoutSeconds?: number): Promise<string> {
  const result = await runMetric(nodeMetric(script, timeoutSeconds), { events: run, allowFailure: true });
  expect(result.status).toBe("failed");
  return result.error ?? "";
}

describe("external-command metric", () => {
  it("passes the documented context on stdin and returns the printed measurements; stderr goes to the log", async () => {
    const contextFile = path.join(dir, "context.json");
    const script = `${READ_STDIN}require('fs').writeFileSync(${JSON.stringify(contextFile)}, s);
      console.error('read ' + c.events.length + ' events');
      console.log(JSON.stringify([{metric_name: 'cmd_metric', score: c.events.length, score_unit: 'events', summary: 'counted'}]));});`;

    const result = await runMetric(nodeMetric(script), { events: run, options: { probeRound: 3 } });

    expect(result.measurements).toEqual([
      { metric_name: "cmd_metric", score: 8, score_unit: "events", summary: "counted", per_round: [], per_agent: [] },
    ]);
    expect(result.logs).toEqual(["cmd_metric: read 8 events"]);
    const context = JSON.parse(readFileSync(contextFile, "utf8")) as Record<string, unknown>;
    expect(Object.keys(context)).toEqual(["format", "metric", "run_dir", "scenario", "options", "agent_configs", "events"]);
    expect(context).toMatchObject({
      format: EXTERNAL_CONTEXT_FORMAT,
      metric: "cmd_metric",
      run_dir: "test-run",
      scenario: {
        name: "veyru",
        mode: "solo",
        primary_channels: [{ channel_id: "link", team_id: null }],
        world_name: "Veyru",
      },
      options: { probe_round: 3, probe_replicas: null, ontology_path: null },
      agent_configs: [{ agent_id: "field_observer", role_name: "field_observer", model: "scripted::field_observer" }],
    });
    const lines = context.events as Record<string, unknown>[];
    expect(lines.map((e) => e.event_type)).toEqual([
      "simulation_started",
      "agent_registered",
      "round_advanced",
      "message_sent",
      "veyru_reading",
      "round_ended",
      "round_result_recorded",
      "simulation_ended",
    ]);
    // a scenario's own event keeps its fields, without agent-eval's internal `opaque` marker
    expect(lines[4]).toEqual({ event_id: "e0005", event_type: "veyru_reading", round_number: 1, lf: 12 });
  });

  it("has the declared metadata and is deterministic (no judge is passed)", () => {
    const metric = externalCommandMetric("x", { command: ["true"], cwd: dir, version: "3", unit: "words", description: "d" });
    expect([metric.name, metric.version, metric.kind, metric.unit, metric.description]).toEqual(["x", "3", "deterministic", "words", "d"]);
  });

  it("[] means not applicable", async () => {
    const result = await runMetric(nodeMetric("console.log('[]')"), { events: run });
    expect(result.status).toBe("not_applicable");
  });

  it("fails on a non-zero exit, quoting the tail of stderr", async () => {
    const error = await failure("console.error('Traceback: something broke'); process.exit(3)");
    expect(error).toMatch(/^command `.+ -e .+` exited with status 3; stderr:\nTraceback: something broke$/);
  });

  it("fails on invalid JSON, naming the problem and quoting the start of stdout", async () => {
    const error = await failure("console.log('score: 12')");
    expect(error).toContain("printed invalid JSON on stdout (");
    expect(error).toContain('stdout begins: "score: 12"');
  });

  it("fails on JSON that is not a list, or on no output at all", async () => {
    expect(await failure("console.log(JSON.stringify({metric_name: 'x'}))")).toContain(
      "printed a JSON object; expected a JSON list of measurements ([] when it does not apply)",
    );
    expect(await failure("")).toContain("printed nothing on stdout; expected a JSON list of measurements");
  });

  it("fails on an invalid measurement, naming the item and field", async () => {
    const error = await failure("console.log(JSON.stringify([{metric_name:'a',score:1,score_unit:'u',summary:'s'},{metric_name:'b',score:'high',score_unit:'u',summary:'s'}]))");
    expect(error).toMatch(/printed an invalid measurement #2: field 'score': .*expected number/);
  });

  it("kills a command that runs past its timeout", async () => {
    const started = Date.now();
    const error = await failure("console.error('thinking...'); setInterval(() => {}, 1000)", 0.5);
    expect(error).toMatch(/timed out after 0\.5 s and was killed; stderr so far:\nthinking\.\.\.$/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("fails clearly when the program does not exist", async () => {
    const metric = externalCommandMetric("missing", { command: ["agent-eval-no-such-program"], cwd: dir, version: "1" });
    const result = await runMetric(metric, { events: run, allowFailure: true });
    expect(result.error).toBe(
      "command `agent-eval-no-such-program`: could not start 'agent-eval-no-such-program': not found (is 'agent-eval-no-such-program' installed and on PATH?)",
    );
  });

  it("runs in the package directory (relative script paths work)", async () => {
    writeFileSync(path.join(dir, "relative.mjs"), "console.log(JSON.stringify([{metric_name:'rel',score:1,score_unit:'u',summary:process.cwd()}]))");
    const metric = externalCommandMetric("rel", { command: [NODE, "relative.mjs"], cwd: dir, version: "1" });
    const { measurements } = await runMetric(metric, { events: run });
    expect(measurements[0]?.summary).toBe(dir);
  });
});

describe.skipIf(!HAS_PYTHON)(`external-command metric in Python${HAS_PYTHON ? "" : " [skipped: python3 is not on PATH]"}`, () => {
  const script = fileURLToPath(new URL("../../examples/metric-package/python/word_count.py", import.meta.url));

  it("runs the example word_count.py (GlossoGen's external word-count vector: 2.0 words/message)", async () => {
    const metric = externalCommandMetric("word_count", { command: ["python3", script], cwd: dir, version: "1" });
    const vector = runBuilder({ scenario: "veyru", channels: ["link", "postmortem"] }).round(1, (r) =>
      r.message("a", "three words here").message("b", "one").message("b", "off channel chatter", { channel: "postmortem" }),
    );

    const { measurements } = await runMetric(metric, { events: vector });

    expect(measurements).toEqual([
      { metric_name: "word_count", score: 2, score_unit: "words/message", summary: "2.00 words per message across 2 messages", per_round: [], per_agent: [] },
    ]);
  });

  it("a Python exception fails the metric with the traceback's last lines", async () => {
    writeFileSync(path.join(dir, "crash.py"), "import sys, json\njson.load(sys.stdin)\nraise ValueError('bad round data')\n");
    const metric = externalCommandMetric("crash", { command: ["python3", "crash.py"], cwd: dir, version: "1" });
    const result = await runMetric(metric, { events: run, allowFailure: true });
    expect(result.error).toMatch(/exited with status 1; stderr:\nTraceback[\s\S]*ValueError: bad round data$/);
  });
});
