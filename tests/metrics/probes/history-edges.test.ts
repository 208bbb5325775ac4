/**
 * protocol_probe's history on the edges real runs do not exercise, through the testing kit's
 * runMetric (what the probed model is sent). Expected conversations are worked out by hand from
 * glossogen-probes-and-rounds.md §2.2 (invocations of any agent indexed by call_id, last wins;
 * this agent's results, last wins), §2.3 (cutoff by the indexed invocation's round, exclusive; no
 * result of this agent → dropped), §2.4 (thinking/text only when truthy and the parent is not past
 * the cutoff; empty responses vanish), §2.5 (CONTINUE after a non-last end_turn) and §2.7 (adjacent
 * responses merged).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { protocolProbe } from "../../../src/metrics/protocol-probe.js";
import { runMetric } from "../../../src/testing.js";
import type { Judge, JudgeRequest } from "../../../src/judge/judge.js";

const ASSETS = path.resolve(import.meta.dirname, "../../fixtures/glossogen-assets");
const INITIAL = readFileSync(path.join(ASSETS, "runners/prompts/initial_prompt.jinja"), "utf8").trim();
const CONTINUE = readFileSync(path.join(ASSETS, "runners/prompts/continue_prompt.jinja"), "utf8").trim();
const T = (seconds: number): string => new Date(Date.UTC(2026, 5, 4, 10, 0, 0) + seconds * 1000).toISOString().replace("Z", "000Z");

function edgeLog(): string {
  let n = 0;
  let at = 0;
  const lines: object[] = [];
  const push = (round: number, type: string, fields: object): void => void lines.push({ event_id: `e${++n}`, timestamp: T(at++), round_number: round, event_type: type, ...fields });
  const call = (id: string) => ({ call_id: id, tool_name: "read_notifications", arguments: {} });
  const invoke = (round: number, agent: string, id: string): void => push(round, "tool_call_invoked", { agent_id: agent, ...call(id) });
  const result = (round: number, agent: string, id: string, text: string): void =>
    push(round, "tool_result_received", { agent_id: agent, tool_name: "read_notifications", call_id: id, arguments: {}, result: text });
  const respond = (round: number, thinking: string | null, text: string | null, ids: string[], stop: string): void =>
    push(round, "llm_response_received", { agent_id: "obs", thinking, text, tool_calls: ids.map(call), stop_reason: stop, usage: { input_tokens: 0, output_tokens: 0 } });

  push(0, "simulation_started", { run_id: "veyru/9", scenario_name: "veyru", scenario_description: "d", channel_ids: ["link"], scenario_config: {}, provider: "openai" });
  for (const [agent, role] of [["obs", "Field Observer"], ["eng", "Stabilization Engineer"]]) {
    push(0, "agent_registered", { agent_id: agent, role_name: role, system_prompt: "S.", channel_ids: ["link"], tool_names: ["read_notifications"], model: "gpt-5.4", provider: "openai", max_tokens: 1000 });
  }
  push(1, "round_advanced", { trigger: "simulation_start" });
  invoke(1, "obs", "c1");
  result(1, "obs", "c1", "r1");
  respond(1, "", "", ["c1"], "tool_use"); // empty thinking and text are falsy: no parts but the call
  invoke(1, "obs", "c2");
  result(1, "obs", "c2", "old");
  result(1, "eng", "c2", "another agent's result");
  result(1, "obs", "c2", "new"); // this agent's last result wins
  respond(1, "think2", null, ["c2"], "tool_use");
  push(2, "round_advanced", { trigger: "all_agents_idle" });
  invoke(2, "obs", "c3");
  result(2, "eng", "c3", "only another agent has a result for c3");
  respond(2, null, null, ["c3"], "tool_use"); // c3 dropped (no result of obs) → no parts → no response
  respond(2, "t4", "done", [], "end_turn");
  push(3, "round_advanced", { trigger: "all_agents_idle" });
  invoke(3, "eng", "c2"); // the same call_id invoked later by another agent: its round 3 decides c2's cutoff
  invoke(3, "obs", "c5");
  result(3, "obs", "c5", "r5");
  respond(3, "t5", null, ["c5"], "end_turn");
  return lines.map((line) => JSON.stringify(line)).join("\n");
}

/** The conversation of the first probe request, one compact string per message. */
async function probedConversation(probeRound: number | undefined): Promise<string[]> {
  const requests: JudgeRequest[] = [];
  const model: Judge = {
    call: (request) => {
      requests.push(request);
      return Promise.resolve({ output: { reasoning: "r", message: "m" }, usage: { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, model: "scripted" });
    },
  };
  const result = await runMetric(protocolProbe, {
    events: edgeLog(),
    probeModel: model,
    probeAssets: path.join(ASSETS, "scenarios"),
    options: { probeReplicas: 1, ...(probeRound === undefined ? {} : { probeRound }) },
  });
  expect(result.status).toBe("ok");
  const first = requests.find((request) => request.conversation?.some((m) => m.blocks.some((b) => b.type === "tool_call" && b.tool_call_id === "c1")));
  return (first?.conversation ?? []).map(
    (message) =>
      `${message.role}[${message.blocks
        .map((block) => {
          if (block.type === "prompt") return typeof block.content === "string" ? (block.content === INITIAL ? "INITIAL" : block.content === CONTINUE ? "CONTINUE" : block.content) : "PROBE";
          if (block.type === "tool_call") return `call ${block.tool_call_id}`;
          if (block.type === "tool_result") return `result ${block.tool_call_id}=${block.content}`;
          return `${block.type} ${block.text}`;
        })
        .join(", ")}]`,
  );
}

describe("protocol_probe history edges (port spec §2.2–2.5, §2.7)", () => {
  it("--probe-round 3: a call id re-invoked later by another agent is cut by that invocation; empty responses vanish", async () => {
    expect(await probedConversation(3)).toEqual([
      "user[INITIAL]",
      "assistant[call c1]",
      "user[result c1=r1]",
      // R2 keeps only its thinking (c2 cut), R4 follows with no request between: merged (§2.7)
      "assistant[thinking think2, thinking t4, text done]",
      "user[PROBE]",
    ]);
  });

  it("--probe-round beyond the last round keeps everything, like the end-of-run history", async () => {
    const expected = [
      "user[INITIAL]",
      "assistant[call c1]",
      "user[result c1=r1]",
      "assistant[thinking think2, call c2]",
      "user[result c2=new]",
      "assistant[thinking t4, text done]",
      "user[CONTINUE]",
      "assistant[thinking t5, call c5]",
      "user[result c5=r5, PROBE]",
    ];
    expect(await probedConversation(99)).toEqual(expected);
    expect(await probedConversation(undefined)).toEqual(expected);
  });
});

describe("protocol_probe agents (port spec §3.2)", () => {
  it("dedups by agent_id (last registration, first position); the last swap sets model and provider, never the prompt", async () => {
    const lines = edgeLog()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const at = (i: number): Record<string, unknown> => lines[i] as Record<string, unknown>;
    const base = { timestamp: at(1).timestamp, round_number: 0, channel_ids: ["link"], tool_names: ["read_notifications"], max_tokens: 1000 };
    const extra = [
      { ...base, event_id: "x1", event_type: "agent_registered", agent_id: "obs2", role_name: "Field Observer Beta", system_prompt: "Other.", model: "gpt-5.4", provider: "openai" },
      { ...base, event_id: "x2", event_type: "agent_registered", agent_id: "obs", role_name: "Field Observer Alpha", system_prompt: "Re-registered.", model: "gpt-5.4", provider: "openai" },
      { ...base, event_id: "x3", event_type: "agent_swapped_mid_run", agent_id: "obs", new_model: "claude-haiku-4-5", new_provider: "anthropic", channel_visibility: {} },
      { ...base, event_id: "x4", event_type: "agent_swapped_mid_run", agent_id: "obs", new_model: "gpt-5.4-mini", new_provider: "openai", channel_visibility: {} },
      { ...base, event_id: "x5", event_type: "agent_swapped_mid_run", agent_id: "ghost", new_model: "m", new_provider: "anthropic", channel_visibility: {} },
    ];
    lines.splice(4, 0, ...extra);
    // obs2 gets a history of its own so that it is probed too
    lines.push({ ...base, event_id: "y1", timestamp: at(lines.length - 1).timestamp, event_type: "llm_response_received", agent_id: "obs2", thinking: "hm", text: null, tool_calls: [], stop_reason: "end_turn", usage: { input_tokens: 0, output_tokens: 0 } });
    const requests: JudgeRequest[] = [];
    const model: Judge = {
      call: (request) => {
        requests.push(request);
        return Promise.resolve({ output: { reasoning: "r", message: "m" }, usage: { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, model: "scripted" });
      },
    };
    const result = await runMetric(protocolProbe, { events: lines.map((l) => JSON.stringify(l)).join("\n"), probeModel: model, probeAssets: path.join(ASSETS, "scenarios"), options: { probeReplicas: 1 } });
    const rows = (result.writtenFiles["protocol_probe_responses.jsonl"] ?? "")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    // questions in file order; per question obs at its first position, then obs2; eng's only
    // history is an orphan cycle (its re-invocation of c2 has a result of its own, §2.4)
    expect(rows.map((row) => [row.question_id, row.agent_id, row.role_name, row.model, row.provider])).toEqual([
      ["obs_00_dim_edges", "obs", "Field Observer Alpha", "gpt-5.4-mini", "openai"],
      ["obs_00_dim_edges", "obs2", "Field Observer Beta", "gpt-5.4", "openai"],
      ["eng_00_dim_edges", "eng", "Stabilization Engineer", "gpt-5.4", "openai"],
      ["obs_01_cold_spot", "obs", "Field Observer Alpha", "gpt-5.4-mini", "openai"],
      ["obs_01_cold_spot", "obs2", "Field Observer Beta", "gpt-5.4", "openai"],
    ]);
    expect(requests[0]?.system).toBe(`Re-registered.\n\n---\nCOMMUNICATION PROTOCOL:\nYou act as "Field Observer Alpha". Keep to the conventions you agreed with your teammate; as "Field Observer Alpha" you speak only through your tools.`);
    expect([requests[0]?.model, requests[0]?.provider]).toEqual(["gpt-5.4-mini", "openai"]);
    const eng = requests[2]?.conversation?.map((m) => [m.role, m.blocks.map((b) => b.type).join("+")].join(":"));
    expect(eng).toEqual(["user:prompt", "assistant:tool_call", "user:tool_result+prompt"]);
  });
});
