/**
 * protocol_probe end to end on the hand-built run: probes recorded with a scripted model into a
 * fixture store, then replayed by `agent-eval evaluate` byte for byte, the similarity metrics
 * reading the rows in the same evaluation; misses, flags and not-applying cases.
 * Cost: hand computation with the spec §5.4 prices (gpt-5.4 2.5/15/0.25, claude-haiku-4-5 1/5/0.1 $/Mtok).
 */
import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { protocolProbe } from "../../../src/metrics/protocol-probe.js";
import { runMetric } from "../../../src/testing/run-metric.js";
import type { Judge, JudgeRequest } from "../../../src/judge/judge.js";
import { parseReport } from "../../../src/report/report.js";
import { cli, tempDir, writeRun } from "../../helpers/run-dirs.js";
import { handBuiltRun, jsonl } from "./hand-built-run.js";

const ASSETS = path.resolve(import.meta.dirname, "../../fixtures/glossogen-assets/scenarios");

/** Answers depend on the agent, question and replica, so replicas differ; usage is made up to test cost. */
const scriptedModel: Judge = {
  source: "scripted local judge (not a real model)",
  call: (request: JudgeRequest) => {
    const last = request.conversation?.[request.conversation.length - 1]?.blocks.at(-1);
    const question = last?.type === "prompt" && Array.isArray(last.content) ? String(last.content.at(-1)) : "?";
    const tokens = request.provider === "openai" ? 1000 : 1000;
    return Promise.resolve({
      output: { reasoning: `because ${request.model}`, message: `${question.slice(0, 24)} #${request.replica === 1 ? "one" : "two"} ✓` },
      usage: { input_tokens: tokens, output_tokens: 200, cache_read_input_tokens: 50, cache_creation_input_tokens: 0 },
      model: "scripted-local-judge",
    });
  },
};

function recordedRun(): { runDir: string; fixtures: string } {
  const root = tempDir();
  const runDir = writeRun(root, "rec", { "veyru.jsonl": jsonl(handBuiltRun({ swap: true })) });
  return { runDir, fixtures: path.join(root, "fixtures") };
}

describe("protocol_probe", () => {
  it("records with a scripted model, then `evaluate` replays the same rows, usage and score byte for byte", async () => {
    const { runDir, fixtures } = recordedRun();
    const recorded = await runMetric(protocolProbe, {
      run: runDir,
      probeAssets: ASSETS,
      probeModel: { fixtures, record: scriptedModel },
      options: { probeReplicas: 2, probeRound: 3 },
    });
    expect(recorded.status).toBe("ok");
    // 2 field_observer questions + 1 stabilization_engineer question, 2 replicas; the intern question matches nobody
    expect(recorded.probeRequests).toHaveLength(6);
    expect(recorded.logs.some((line) => line.includes("intern_00") && line.includes("no agent"))).toBe(true);
    const engineer = recorded.probeRequests.find((r) => r.system.startsWith("You fix."));
    expect(engineer).toMatchObject({ provider: "anthropic", model: "claude-haiku-4-5", settings: { max_tokens: 32768 }, outputName: "final_result", user: "" });
    const observer = recorded.probeRequests[0];
    expect(observer).toMatchObject({ provider: "openai", model: "gpt-5.4", replica: 1, settings: { max_output_tokens: 32768, reasoning_effort: "high", reasoning_summary: "concise" } });
    expect(observer?.system).toBe(
      'You observe.\n\n---\nCOMMUNICATION PROTOCOL:\nYou act as "Field Observer". Keep to the conventions you agreed with your teammate; as "Field Observer" you speak only through your tools.',
    );
    const lastTurn = observer?.conversation?.at(-1);
    expect(lastTurn?.blocks.at(-1)).toEqual({
      type: "prompt",
      content: ["PROTOCOL PROBE:", { kind: "cache_point" }, "Suppose you now observe: the outer rim flickers and the core hums low.\nWrite the message you would send to your teammate."],
    });

    const files = readdirSync(path.join(fixtures, "protocol_probe"));
    expect(files).toHaveLength(6);
    const one = JSON.parse(readFileSync(path.join(fixtures, "protocol_probe", files[0] ?? ""), "utf8")) as { request: { provider: string } };
    expect(["openai", "anthropic"]).toContain(one.request.provider);

    const rows = readFileSync(path.join(runDir, "protocol_probe_responses.jsonl"), "utf8");
    const lines = rows.split("\n");
    expect(lines).toHaveLength(7);
    expect(lines[6]).toBe("");
    expect(lines[0]).toMatch(
      /^\{"timestamp":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}000Z","replica_index":1,"agent_id":"obs","role_name":"Field Observer","model":"gpt-5.4","provider":"openai","question_id":"obs_00_dim_edges","question_role_filter":"field_observer","cutoff_round":3,"reasoning_text":"because gpt-5.4","response_text":"Suppose you now observe: #one ✓"\}$/,
    );
    const usage = readFileSync(path.join(runDir, "protocol_probe_usage.json"), "utf8");
    // gpt-5.4: 4 calls (4000, 800, 200, 0) -> (4000*2.5 + 800*15 + 200*0.25)/1e6 = 0.02205
    // claude-haiku-4-5: 2 calls (2000, 400, 100, 0) -> (2000*1 + 400*5 + 100*0.1)/1e6 = 0.00401; total 0.02606
    const parsedUsage = JSON.parse(usage) as { total_estimated_cost_usd: number; per_model: { estimated_cost_usd: number; model: string; provider_name: string; usage: unknown }[] };
    expect(parsedUsage.per_model.map((m) => [m.model, m.provider_name, m.usage])).toEqual([
      ["gpt-5.4", "openai", { input_tokens: 4000, output_tokens: 800, cache_read_input_tokens: 200, cache_creation_input_tokens: 0 }],
      ["claude-haiku-4-5", "anthropic", { input_tokens: 2000, output_tokens: 400, cache_read_input_tokens: 100, cache_creation_input_tokens: 0 }],
    ]);
    expect(parsedUsage.per_model[0]?.estimated_cost_usd).toBeCloseTo(0.02205, 15);
    expect(parsedUsage.total_estimated_cost_usd).toBeCloseTo(0.02606, 15);
    expect(usage.startsWith('{\n  "total_estimated_cost_usd": 0.02606')).toBe(true);
    expect(recorded.measurements).toEqual([
      {
        metric_name: "protocol_probe",
        score: 6,
        score_unit: "probe responses",
        summary: "Collected 6 probe responses across 4 questions × 2 replica(s); written to protocol_probe_responses.jsonl; probe LLM cost $0.0261 (see protocol_probe_usage.json)",
        per_round: [],
        per_agent: [],
      },
    ]);

    // replay in a fresh copy of the run, similarity metric listed first: probes still run before it
    const replayDir = writeRun(tempDir(), "replay", {});
    copyFileSync(path.join(runDir, "veyru.jsonl"), path.join(replayDir, "veyru.jsonl"));
    const result = await cli(
      "evaluate",
      "--run-dir", replayDir,
      "--metrics", "protocol_probe_replica_self_similarity,protocol_probe",
      "--scenario-assets", ASSETS,
      "--probe-replicas", "2",
      "--probe-round", "3",
      "--fixtures", fixtures,
      "--json",
    );
    expect(result.stderr).not.toContain("error");
    expect(result.code).toBe(0);
    expect(readFileSync(path.join(replayDir, "protocol_probe_responses.jsonl"), "utf8")).toBe(rows);
    expect(readFileSync(path.join(replayDir, "protocol_probe_usage.json"), "utf8")).toBe(usage);
    const report = parseReport(readFileSync(path.join(replayDir, "veyru_report.json"), "utf8"), "report");
    expect(report.measurements.map((m) => m.metric_name)).toEqual(["protocol_probe", "protocol_probe_replica_self_similarity"]);
    expect(report.measurements[0]?.summary).toBe(recorded.measurements[0]?.summary);
    // three (agent, question) groups of two different replicas: similarity below 1
    expect(report.measurements[1]?.score).toBeLessThan(1);
    expect(report.evaluation_cost.estimated_cost_usd).toBe(0);
    const invocation = (JSON.parse(result.stdout) as { runs: { invocation: { probe: { replayed: number; recorded: number } } }[] }).runs[0]?.invocation;
    expect(invocation?.probe).toMatchObject({ replayed: 6, recorded: 0 });

    // a second invocation appends (GlossoGen opens the file in append mode)
    const again = await cli("evaluate", "--run-dir", replayDir, "--metrics", "protocol_probe", "--scenario-assets", ASSETS, "--probe-replicas", "2", "--probe-round", "3", "--fixtures", fixtures);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("agent probes: 6 answers used, 6 replayed, 0 recorded; spent now $0.0000 (not part of evaluation_cost)");
    expect(readFileSync(path.join(replayDir, "protocol_probe_responses.jsonl"), "utf8")).toBe(rows + rows);
  });

  it("a replay miss fails the metric and explains itself (key, expected file, nearest recording, diff)", async () => {
    const { runDir, fixtures } = recordedRun();
    await runMetric(protocolProbe, { run: runDir, probeAssets: ASSETS, probeModel: { fixtures, record: scriptedModel }, options: { probeReplicas: 1, probeRound: 3 } });
    const replayDir = writeRun(tempDir(), "replay", { "veyru.jsonl": readFileSync(path.join(runDir, "veyru.jsonl"), "utf8") });
    const result = await cli("evaluate", "--run-dir", replayDir, "--metrics", "protocol_probe", "--scenario-assets", ASSETS, "--probe-replicas", "1", "--probe-round", "2", "--fixtures", fixtures);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No recorded judge response for metric "protocol_probe" (replica 1');
    expect(result.stderr).toMatch(/expected: .*protocol_probe\/[0-9a-f]{64}\.json/);
    expect(result.stderr).toContain("Nearest recorded request");
    expect(result.stderr).toContain("calls the probed agent's own provider");
    // no row; the file itself was opened (created) before the first question, as GlossoGen does
    expect(readFileSync(path.join(replayDir, "protocol_probe_responses.jsonl"), "utf8")).toBe("");
  });

  it("a damaged recording or a recorded answer holding a credential fails the metric naming the file (rows of earlier calls stay, as GlossoGen's appended rows do)", async () => {
    const { runDir, fixtures } = recordedRun();
    await runMetric(protocolProbe, { run: runDir, probeAssets: ASSETS, probeModel: { fixtures, record: scriptedModel }, options: { probeReplicas: 1, probeRound: 3 } });
    const dir = path.join(fixtures, "protocol_probe");
    const file = path.join(dir, readdirSync(dir)[0] ?? "");
    const original = readFileSync(file, "utf8");
    const replay = () => {
      const replayDir = writeRun(tempDir(), "replay", { "veyru.jsonl": readFileSync(path.join(runDir, "veyru.jsonl"), "utf8") });
      return { replayDir, result: cli("evaluate", "--run-dir", replayDir, "--metrics", "protocol_probe", "--scenario-assets", ASSETS, "--probe-replicas", "1", "--probe-round", "3", "--fixtures", fixtures) };
    };
    // before: both were logged as one failed probe call (seen only with --verbose) and the metric reported 2 of 3 rows, exit 0
    writeFileSync(file, original.slice(0, 300));
    const truncated = replay();
    const damaged = await truncated.result;
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain("metric protocol_probe failed");
    expect(damaged.stderr).toContain(`${file}: not valid JSON`);
    const rowsIn = (dir: string) => (existsSync(path.join(dir, "protocol_probe_responses.jsonl")) ? readFileSync(path.join(dir, "protocol_probe_responses.jsonl"), "utf8").split("\n").length - 1 : 0);
    expect(rowsIn(truncated.replayDir)).toBeLessThan(3);
    expect(existsSync(path.join(truncated.replayDir, "protocol_probe_usage.json"))).toBe(false);

    const record = JSON.parse(original) as { response: { output: { message: string } } };
    const key = `sk-ant-api03-${"A".repeat(92)}`;
    record.response.output.message = `send ${key}`;
    writeFileSync(file, JSON.stringify(record, null, 2));
    const secret = replay();
    const leaked = await secret.result;
    expect(leaked.code).toBe(1);
    expect(leaked.stderr).toContain("looks like a credential ($.output.message: an Anthropic API key");
    expect(leaked.stderr + leaked.stdout).not.toContain(key);
    expect(rowsIn(secret.replayDir)).toBeLessThan(3);
    expect(existsSync(path.join(secret.replayDir, "protocol_probe_usage.json"))).toBe(false);
  });

  it("does not apply without --scenario-assets or without a question bank; needs --probe-replicas otherwise", async () => {
    const events = jsonl(handBuiltRun());
    const none = await runMetric(protocolProbe, { events, probeModel: scriptedModel, options: { probeReplicas: 1 } });
    expect(none.status).toBe("not_applicable");
    expect(none.logs.join("\n")).toContain("--scenario-assets");
    const empty = writeRun(tempDir(), "scenarios", {});
    const noBank = await runMetric(protocolProbe, { events, probeModel: scriptedModel, probeAssets: empty, options: { probeReplicas: 1 } });
    expect(noBank.status).toBe("not_applicable");
    expect(noBank.logs.join("\n")).toContain("no folder for scenario 'veyru'");
    const noReplicas = await runMetric(protocolProbe, { events, probeModel: scriptedModel, probeAssets: ASSETS, allowFailure: true });
    expect(noReplicas.status).toBe("failed");
    expect(noReplicas.error).toContain("--probe-replicas");
  });

  it("a failing probe call is logged and skipped, the others are written", async () => {
    let calls = 0;
    const flaky: Judge = {
      call: (request) => {
        calls++;
        if (calls === 2) return Promise.reject(new Error("provider exploded"));
        return scriptedModel.call(request);
      },
    };
    const result = await runMetric(protocolProbe, { events: jsonl(handBuiltRun()), probeModel: flaky, probeAssets: ASSETS, options: { probeReplicas: 1 } });
    expect(result.measurements[0]?.score).toBe(2);
    expect(result.logs.some((line) => line.includes("provider exploded") && line.includes("skipped"))).toBe(true);
    expect(result.writtenFiles["protocol_probe_responses.jsonl"]?.split("\n")).toHaveLength(3);
    // end of run (no --probe-round): cutoff_round is written as null
    expect(result.writtenFiles["protocol_probe_responses.jsonl"]).toContain('"cutoff_round":null');
  });

  it("the responses file exists after the probe ran even when no probe answered (GlossoGen opens it in append mode first)", async () => {
    const runDir = writeRun(tempDir(), "run", { "veyru.jsonl": jsonl(handBuiltRun()) });
    // cutoff 1: no agent has history before round 1, so every (question, agent) is skipped
    const result = await runMetric(protocolProbe, { run: runDir, probeModel: scriptedModel, probeAssets: ASSETS, options: { probeReplicas: 2, probeRound: 1 } });
    expect(result.measurements[0]?.score).toBe(0);
    expect(result.probeRequests).toHaveLength(0);
    // before: only the usage file was written
    expect(readFileSync(path.join(runDir, "protocol_probe_responses.jsonl"), "utf8")).toBe("");
    expect(readFileSync(path.join(runDir, "protocol_probe_usage.json"), "utf8")).toBe('{\n  "total_estimated_cost_usd": 0.0,\n  "per_model": []\n}\n');
  });

  it("CLI flags: --probe-replicas and --probe-round must be positive integers; --scenario-assets must exist", async () => {
    const runDir = writeRun(tempDir(), "run", { "veyru.jsonl": jsonl(handBuiltRun()) });
    const fixtures = writeRun(tempDir(), "fixtures", {});
    for (const [flag, value] of [["--probe-replicas", "0"], ["--probe-replicas", "two"], ["--probe-round", "-1"], ["--probe-round", "1.5"]] as const) {
      // each flag once (a second --probe-replicas is a usage error of its own)
      const replicas = flag === "--probe-replicas" ? [] : ["--probe-replicas", "1"];
      const result = await cli("evaluate", "--run-dir", runDir, "--metrics", "protocol_probe", "--fixtures", fixtures, ...replicas, flag, value);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`${flag}: expected a positive integer in decimal digits, e.g. 4, got '${value}'`);
    }
    const missing = await cli("evaluate", "--run-dir", runDir, "--metrics", "protocol_probe", "--fixtures", fixtures, "--probe-replicas", "1", "--scenario-assets", "/nonexistent/dir");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--scenario-assets /nonexistent/dir: no such directory");
    const noReplicas = await cli("evaluate", "--run-dir", runDir, "--metrics", "protocol_probe", "--fixtures", fixtures, "--scenario-assets", ASSETS);
    expect(noReplicas.code).toBe(1);
    expect(noReplicas.stderr).toContain("protocol_probe needs --probe-replicas N with N >= 1");
  });
});

describe("probe requests on the wire", () => {
  it("Anthropic: the system prompt as one cached block, the conversation as messages, the question after the tool results", async () => {
    const { anthropicParams } = await import("../../../src/providers/anthropic.js");
    const result = await runMetric(protocolProbe, { events: jsonl(handBuiltRun({ swap: true })), probeModel: scriptedModel, probeAssets: ASSETS, options: { probeReplicas: 1 } });
    const request = result.probeRequests.find((r) => r.provider === "anthropic");
    if (request === undefined) throw new Error("no anthropic probe");
    const params = anthropicParams(request, 16384);
    expect(params.model).toBe("claude-haiku-4-5");
    expect(params.max_tokens).toBe(32768);
    expect(params.system).toEqual([{ type: "text", text: request.system, cache_control: { type: "ephemeral", ttl: "5m" } }]);
    expect(params.messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(params.messages[2]?.content).toEqual([
      { type: "tool_result", tool_use_id: "c4", content: [{ type: "text", text: '{"current_round": 1, "messages": [{"round": 1, "sender": "Field Observer", "text": "RIM FLK", "elapsed_seconds": 4.5}]}' }], is_error: false },
      { type: "text", text: "PROTOCOL PROBE:", cache_control: { type: "ephemeral", ttl: "5m" } },
      {
        type: "text",
        text: 'Your teammate sent: RIM FLK / CORE HUM\nIt matches the motif "rim flicker", and the star says: tap the rim twice, then wait 5s\nWrite your reply.',
      },
    ]);
    expect(params.tools?.map((t) => ("name" in t ? t.name : ""))).toEqual(["final_result"]);
    // pydantic-ai 2.30 (port spec §2.7): the required output tool as tool_choice "any", and the
    // top-level automatic cache point of anthropic_cache=True; before: {type: "tool", name} and none
    expect(params.tool_choice).toEqual({ type: "any" });
    expect(params.cache_control).toEqual({ type: "ephemeral", ttl: "5m" });
    // a judge call keeps its named tool and no top-level cache point
    const judge = anthropicParams({ ...request, conversation: undefined }, 16384);
    expect(judge.tool_choice).toEqual({ type: "tool", name: "final_result" });
    expect(judge.cache_control).toBeUndefined();
  });

  it("OpenAI: the required output tool as tool_choice \"required\", as pydantic-ai sends it (before: the named function)", async () => {
    const { openaiRequestBody } = await import("../../../src/providers/openai.js");
    const result = await runMetric(protocolProbe, { events: jsonl(handBuiltRun()), probeModel: scriptedModel, probeAssets: ASSETS, options: { probeReplicas: 1 } });
    const request = result.probeRequests.find((r) => r.provider === "openai");
    if (request === undefined) throw new Error("no openai probe");
    const body = openaiRequestBody(request, 16384);
    expect(body.tool_choice).toBe("required");
    expect(body.reasoning).toEqual({ effort: "high", summary: "concise" });
    expect(body.max_output_tokens).toBe(32768);
    expect(openaiRequestBody({ ...request, conversation: undefined }, 16384).tool_choice).toEqual({ type: "function", name: "final_result" });
  });
});

describe("probe recordings in the fixture commands", () => {
  it("fixtures check does not call them stale; fixtures prune keeps them", async () => {
    const { runDir, fixtures } = recordedRun();
    await runMetric(protocolProbe, { run: runDir, probeAssets: ASSETS, probeModel: { fixtures, record: scriptedModel }, options: { probeReplicas: 1 } });
    const check = await cli("fixtures", "check", "--fixtures", fixtures);
    expect(check.code).toBe(0);
    expect(check.stdout).toContain("3 recordings checked: 0 problem(s), 0 stale");
    expect((await cli("evaluate", "--run-dir", runDir, "--metrics", "round_success")).code).toBe(0);
    const prune = await cli("fixtures", "prune", "--run-dir", runDir, "--fixtures", fixtures);
    expect(prune.code).toBe(0);
    expect(readdirSync(path.join(fixtures, "protocol_probe"))).toHaveLength(3);
  });
});

describe("protocol_probe without GlossoGen's runner prompts", () => {
  it("does not apply, saying which files are missing", async () => {
    const root = tempDir();
    const { cpSync } = await import("node:fs");
    cpSync(ASSETS, path.join(root, "scenarios"), { recursive: true });
    const result = await runMetric(protocolProbe, { events: jsonl(handBuiltRun()), probeModel: scriptedModel, probeAssets: path.join(root, "scenarios"), options: { probeReplicas: 1 } });
    expect(result.status).toBe("not_applicable");
    expect(result.logs.join("\n")).toMatch(/runner prompts \(runners\/prompts\/system_suffix\.jinja …\) were not found/);
  });
});

describe("verify and the agent probes", () => {
  it("verify replays the other metrics and says it does not replay the probes", async () => {
    const { runDir, fixtures } = recordedRun();
    await runMetric(protocolProbe, { run: runDir, files: {}, probeAssets: ASSETS, probeModel: { fixtures, record: scriptedModel }, options: { probeReplicas: 2 } });
    const evaluated = await cli("evaluate", "--run-dir", runDir, "--metrics", "round_success,protocol_probe,protocol_probe_replica_self_similarity", "--scenario-assets", ASSETS, "--probe-replicas", "2", "--fixtures", fixtures);
    expect(evaluated.code).toBe(0);
    const verified = await cli("verify", "--run-dir", runDir, "--fixtures", fixtures);
    expect(verified.stderr).toContain("not replaying protocol_probe");
    expect(verified.stdout).toContain("(protocol_probe not replayed)");
    expect(verified.code).toBe(0);
  });
});
