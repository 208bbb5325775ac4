/**
 * protocol_explanation on the hand-built run: per-role describe templates, the generic prompt,
 * the replace manifest's visibility for the replaced agent, the overwrite-or-nothing file rule,
 * and record → replay byte for byte.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { protocolExplanation } from "../../../src/metrics/protocol-explanation.js";
import { runMetric } from "../../../src/testing/run-metric.js";
import type { Judge, JudgeRequest } from "../../../src/judge/judge.js";
import { parseReport } from "../../../src/report/report.js";
import { cli, tempDir, writeRun } from "../../helpers/run-dirs.js";
import { handBuiltRun, jsonl } from "./hand-built-run.js";

const ASSETS = path.resolve(import.meta.dirname, "../../fixtures/glossogen-assets/scenarios");

const describer: Judge = {
  call: (request: JudgeRequest) =>
    Promise.resolve({
      output: { description: `${request.model} says: we use RIM/CORE codes` },
      usage: { input_tokens: 100, output_tokens: 10, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
      model: "scripted-local-judge",
    }),
};

const manifest = {
  source_run_id: "veyru/1",
  source_run_dir: "../src",
  round_start: 2,
  rounds_after_swap: 1,
  target_event_id: "e1",
  replaced_agent_id: "eng",
  replacement_model: "claude-haiku-4-5",
  replacement_provider: "anthropic",
  channels_with_visible_history: [],
  blocked_tool_call_channels: ["link"],
  replaced_at: 1.5,
};

describe("protocol_explanation", () => {
  it("asks every agent once with its describe template; the replaced agent sees only what the manifest allows", async () => {
    const result = await runMetric(protocolExplanation, {
      events: jsonl(handBuiltRun()),
      files: { "replace_manifest.json": JSON.stringify(manifest) },
      probeModel: describer,
      probeAssets: ASSETS,
      now: () => "2026-02-03T04:05:06.789Z",
    });
    expect(result.probeRequests.map((r) => r.conversation?.at(-1)?.blocks.at(-1))).toEqual([
      { type: "prompt", content: ["Describe, as an observer, the message conventions your team uses."] },
      { type: "prompt", content: ["Describe, as an engineer, the message conventions your team uses."] },
    ]);
    // eng's only call was a read on the blocked link: what is left is its thinking
    const eng = result.probeRequests[1]?.conversation;
    expect(eng?.map((m) => m.blocks.map((b) => b.type))).toEqual([["prompt"], ["thinking"], ["prompt"]]);
    // cost in the summary: 2 x (100 in, 10 out) at gpt-5.4 prices = (200*2.5 + 20*15)/1e6 = 0.0008
    expect(result.measurements[0]).toEqual({
      metric_name: "protocol_explanation",
      score: 2,
      score_unit: "agents probed",
      summary:
        "Probed 2 agent(s) for a protocol explanation; answers written to protocol_explanation_responses.jsonl and per_agent[].note; probe LLM cost $0.0008.",
      per_round: [],
      // history lengths before pydantic-ai merging: 14 (see message-history.test.ts) and 2
      per_agent: [
        { agent_id: "obs", value: 14, note: "gpt-5.4 says: we use RIM/CORE codes" },
        { agent_id: "eng", value: 2, note: "gpt-5.4 says: we use RIM/CORE codes" },
      ],
    });
    expect(result.writtenFiles["protocol_explanation_responses.jsonl"]).toBe(
      '{"timestamp":"2026-02-03T04:05:06.789000Z","agent_id":"obs","role_name":"Field Observer","model":"gpt-5.4","provider":"openai","template_name":"field_observer_describe.jinja","description_text":"gpt-5.4 says: we use RIM/CORE codes"}\n' +
        '{"timestamp":"2026-02-03T04:05:06.789000Z","agent_id":"eng","role_name":"Stabilization Engineer","model":"gpt-5.4","provider":"openai","template_name":"engineer_describe.jinja","description_text":"gpt-5.4 says: we use RIM/CORE codes"}\n',
    );
    expect(JSON.parse(result.writtenFiles["protocol_explanation_usage.json"] ?? "{}")).toMatchObject({ per_model: [{ model: "gpt-5.4", provider_name: "openai" }] });
  });

  it("uses the generic prompt (template_name null) when the scenario has no describe templates", async () => {
    const root = tempDir();
    mkdirSync(path.join(root, "scenarios"));
    cpSync(path.join(ASSETS, "..", "runners"), path.join(root, "runners"), { recursive: true });
    const result = await runMetric(protocolExplanation, { events: jsonl(handBuiltRun()), probeModel: describer, probeAssets: path.join(root, "scenarios") });
    const prompt = result.probeRequests[0]?.conversation?.at(-1)?.blocks.at(-1);
    expect(prompt?.type === "prompt" && Array.isArray(prompt.content) ? String(prompt.content[0]) : "").toMatch(/^Describe, as precisely as you can/);
    expect(result.writtenFiles["protocol_explanation_responses.jsonl"]).toContain('"template_name":null');
  });

  it("a declared describe template that is absent fails the metric only when an agent of its role is asked", async () => {
    const root = tempDir();
    cpSync(path.join(ASSETS, ".."), root, { recursive: true });
    const veyru = path.join(root, "scenarios", "veyru");
    // a third role group whose describe template file does not exist; no agent of the run has the role
    writeFileSync(
      path.join(veyru, "agent-eval-probe-config.json"),
      JSON.stringify({
        role_groups: { field_observer: ["Field Observer"], stabilization_engineer: ["Stabilization Engineer"], intern: ["Intern Observer"] },
        describe_templates: { field_observer: "field_observer_describe.jinja", stabilization_engineer: "engineer_describe.jinja", intern: "intern_describe.jinja" },
      }),
    );
    const unused = await runMetric(protocolExplanation, { events: jsonl(handBuiltRun()), probeModel: describer, probeAssets: path.join(root, "scenarios"), allowFailure: true });
    // before: the metric failed ("describe template … intern_describe.jinja not found") without asking anyone
    expect(unused.status).toBe("ok");
    expect(unused.measurements[0]?.score).toBe(2);
    rmSync(path.join(veyru, "prompts", "describe", "engineer_describe.jinja"));
    const needed = await runMetric(protocolExplanation, { events: jsonl(handBuiltRun()), probeModel: describer, probeAssets: path.join(root, "scenarios"), allowFailure: true });
    expect(needed.status).toBe("failed");
    expect(needed.error).toContain(`describe template ${path.join(veyru, "prompts", "describe", "engineer_describe.jinja")} not found (role 'Stabilization Engineer' of agent eng)`);
  });

  it("writes nothing and returns no measurement when every probe fails", async () => {
    const failing: Judge = { call: () => Promise.reject(new Error("down")) };
    const result = await runMetric(protocolExplanation, { events: jsonl(handBuiltRun()), probeModel: failing, probeAssets: ASSETS, files: { "protocol_explanation_responses.jsonl": "old\n" } });
    expect(result.status).toBe("not_applicable");
    expect(result.writtenFiles).toEqual({});
    expect(result.logs.filter((l) => l.includes("down"))).toHaveLength(2);
  });

  it("records, then replays through `evaluate` to the same file and report", async () => {
    const root = tempDir();
    const fixtures = path.join(root, "fixtures");
    const runDir = writeRun(root, "rec", { "veyru.jsonl": jsonl(handBuiltRun({ swap: true })) });
    await runMetric(protocolExplanation, { run: runDir, probeAssets: ASSETS, probeModel: { fixtures, record: describer } });
    const replayDir = writeRun(root, "replay", { "veyru.jsonl": readFileSync(path.join(runDir, "veyru.jsonl"), "utf8") });
    const result = await cli("evaluate", "--run-dir", replayDir, "--metrics", "protocol_explanation", "--scenario-assets", ASSETS, "--fixtures", fixtures);
    expect(result.stderr).not.toContain("error");
    expect(result.code).toBe(0);
    for (const file of ["protocol_explanation_responses.jsonl", "protocol_explanation_usage.json"]) {
      expect(readFileSync(path.join(replayDir, file), "utf8")).toBe(readFileSync(path.join(runDir, file), "utf8"));
    }
    expect(readFileSync(path.join(replayDir, "protocol_explanation_responses.jsonl"), "utf8")).toContain('"model":"claude-haiku-4-5","provider":"anthropic"');
    const report = parseReport(readFileSync(path.join(replayDir, "veyru_report.json"), "utf8"), "r");
    expect(report.measurements[0]?.per_agent.map((a) => a.value)).toEqual([14, 3]);
    expect(existsSync(path.join(fixtures, "protocol_explanation"))).toBe(true);
  });
});
