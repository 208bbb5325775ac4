/**
 * The history reconstruction on the real run in ../shared (not committed). Expected values are
 * GlossoGen's own `build_message_history` on this run, as recorded in
 * ../shared/reference/glossogen-probes-and-rounds.md §5 (message counts, parts, tool-call mix,
 * the read_channel rewrite, the derived Anthropic request shape). Character totals there include
 * GlossoGen's own prompt texts, which agent-eval does not have; the tests compare what does not
 * depend on them (differences between the agents, with the <think> wrapping worked out by hand).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codePointLength } from "../../../src/core/pynum.js";
import { buildMessageHistory, lastEventTimestamp, type HistoryMessage, type RequestPart, type ResponsePart } from "../../../src/core/history/message-history.js";
import { toConversation } from "../../../src/core/history/conversation.js";
import { anthropicMessages } from "../../../src/core/history/wire.js";
import { loadRun } from "../../../src/node/read-run.js";
import { fullSystemPrompt, historyPrompts } from "../../../src/metrics/probes/probe-config.js";
import { loadProbeAssets } from "../../../src/node/scenario-assets.js";
import { protocolProbe } from "../../../src/metrics/protocol-probe.js";
import { protocolProbeReplicaSelfSimilarity } from "../../../src/metrics/protocol-probe-replica-self-similarity.js";
import { openaiRequestBody } from "../../../src/providers/openai.js";
import type { JudgeRequest } from "../../../src/judge/judge.js";
import { runMetric } from "../../../src/testing/run-metric.js";
import { responsesCreateRequest } from "../../helpers/openai-responses-request.js";
import { tempDir } from "../../helpers/run-dirs.js";

const RUN_DIR = path.resolve(import.meta.dirname, "../../../../shared/runs/veyru-1780600361");
const ASSETS = path.resolve(import.meta.dirname, "../../fixtures/glossogen-assets/scenarios");
const present = existsSync(path.join(RUN_DIR, "veyru.jsonl"));
if (!present) console.warn(`skipping the real-run history tests: ${RUN_DIR} is absent (it lives in ../shared beside the project)`);

type AnyPart = RequestPart | ResponsePart;
const partsOf = (history: readonly HistoryMessage[]): AnyPart[] => history.flatMap((m): AnyPart[] => [...m.parts]);

function census(history: readonly HistoryMessage[]) {
  const parts = history.flatMap((m) => m.parts as readonly { kind: string }[]);
  const count = (kind: string) => parts.filter((p) => p.kind === kind).length;
  const calls = history.flatMap((m) => (m.kind === "response" ? m.parts.filter((p) => p.kind === "tool_call") : []));
  const byTool: Record<string, number> = {};
  for (const call of calls) byTool[call.tool_name] = (byTool[call.tool_name] ?? 0) + 1;
  // code points of thinking + text + tool returns (the parts that come from the log)
  let logChars = 0;
  for (const m of history) {
    for (const p of m.parts) {
      if (p.kind === "thinking" || p.kind === "text" || p.kind === "tool_return") logChars += codePointLength(p.content);
    }
  }
  return {
    messages: history.length,
    requests: history.filter((m) => m.kind === "request").length,
    responses: history.filter((m) => m.kind === "response").length,
    thinking: count("thinking"),
    text: count("text"),
    calls: count("tool_call"),
    returns: count("tool_return"),
    byTool,
    logChars,
  };
}

const run = present ? await loadRun(RUN_DIR, "veyru") : undefined;

describe.skipIf(!present)("history reconstruction on the real veyru run", () => {
  const events = run?.events ?? [];
  const assets = loadProbeAssets(ASSETS, "veyru");
  if (!assets.runner.ok) throw new Error(assets.runner.reason);
  const runner = assets.runner.value;
  const prompts = historyPrompts(runner);
  const target = lastEventTimestamp(events);
  const history = (agentId: string, cutoffRound: number | null) => {
    const config = run?.agentConfigs.find((c) => c.agent_id === agentId);
    if (config === undefined) throw new Error(agentId);
    return buildMessageHistory(events, {
      agentId,
      systemPrompt: fullSystemPrompt(config.system_prompt, config.role_name, runner),
      prompts,
      cutoffRound,
      targetTimestamp: target,
    });
  };

  it("probe histories at --probe-round 5 match GlossoGen's counts", () => {
    const observer = census(history("field_observer", 5));
    const engineer = census(history("stabilization_engineer", 5));
    expect(observer).toMatchObject({ messages: 155, requests: 78, responses: 77, thinking: 76, text: 0, calls: 77, returns: 77 });
    expect(observer.byTool).toEqual({ read_notifications: 34, send_message: 19, read_channel: 19, stabilize_veyru: 5 });
    expect(engineer).toMatchObject({ messages: 131, requests: 66, responses: 65, thinking: 64, text: 0, calls: 65, returns: 65 });
    expect(engineer.byTool).toEqual({ read_notifications: 31, send_message: 19, read_channel: 15 });
    // §5: text chars 43,784 - 4,561 (FO) vs 54,200 - 12,016 (SE), both including the same initial prompt
    expect(observer.logChars - engineer.logChars).toBe(43_784 - 4_561 - (54_200 - 12_016));
  });

  it("end-of-run histories (protocol_explanation) match GlossoGen's counts", () => {
    const observer = census(history("field_observer", null));
    const engineer = census(history("stabilization_engineer", null));
    expect(observer).toMatchObject({ messages: 616, requests: 308, responses: 308, thinking: 307, text: 1, calls: 307, returns: 307 });
    expect(engineer).toMatchObject({ messages: 512, requests: 256, responses: 256, thinking: 256, text: 1, calls: 255, returns: 255 });
    expect(observer.logChars - engineer.logChars).toBe(153_103 - 4_561 - (164_706 - 12_016));
  });

  it("cuts by call round, keeps the next round's result, and rewrites read_channel timestamps", () => {
    const messages = history("field_observer", 5);
    const lastResponse = messages[messages.length - 2];
    expect(lastResponse?.kind).toBe("response");
    expect(lastResponse?.parts.map((p) => p.kind)).toEqual(["tool_call"]);
    expect(lastResponse?.parts[0]).toMatchObject({ tool_name: "read_notifications" });
    const lastReturn = messages[messages.length - 1]?.parts[0];
    expect(lastReturn?.kind).toBe("tool_return");
    expect(lastReturn?.kind === "tool_return" ? lastReturn.content : "").toContain("Veyru 5");
    const channelReturns = partsOf(messages).filter((p) => p.kind === "tool_return" && p.tool_name === "read_channel");
    expect(channelReturns.every((p) => p.kind === "tool_return" && !p.content.includes('"timestamp"'))).toBe(true);
    // the engineer's first read_channel: 19:12:49.334608 - 19:12:41.592148 = 7.742460 s; Python json.dumps, ASCII escapes kept
    const engineerFirst = partsOf(history("stabilization_engineer", 5)).find((p) => p.kind === "tool_return" && p.tool_name === "read_channel");
    expect(engineerFirst?.kind === "tool_return" ? engineerFirst.content : "").toBe(
      '{"current_round": 1, "messages": [{"round": 1, "sender": "Field Observer", "text": "V1: corners very dim, some edges fading; face centers OK, perimeters losing light; hum thin/hollow at edges.", "elapsed_seconds": 7.742}]}',
    );
  });

  it("the Anthropic request of the first question has GlossoGen's shape", () => {
    for (const [agentId, counts] of [
      ["field_observer", { user: 78, assistant: 77, toolUse: 77, toolResult: 77, text: 79 }],
      ["stabilization_engineer", { user: 66, assistant: 65, toolUse: 65, toolResult: 65, text: 67 }],
    ] as const) {
      const conversation = toConversation(history(agentId, 5), ["PROTOCOL PROBE:", { kind: "cache_point" }, "question"]);
      const messages = anthropicMessages(conversation.messages);
      const blocks = messages.flatMap((m) => m.content);
      expect({
        user: messages.filter((m) => m.role === "user").length,
        assistant: messages.filter((m) => m.role === "assistant").length,
        toolUse: blocks.filter((b) => b.type === "tool_use").length,
        toolResult: blocks.filter((b) => b.type === "tool_result").length,
        text: blocks.filter((b) => b.type === "text").length,
      }).toEqual(counts);
      expect(messages[0]).toEqual({ role: "user", content: [{ type: "text", text: prompts.initial }] });
      const last = messages[messages.length - 1];
      expect(last?.content.map((b) => b.type)).toEqual(["tool_result", "text", "text"]);
      expect(last?.content[1]).toEqual({ type: "text", text: "PROTOCOL PROBE:", cache_control: { type: "ephemeral", ttl: "5m" } });
      expect(messages[1]?.content[0]).toMatchObject({ type: "text" });
      expect((messages[1]?.content[0] as { text: string }).text.startsWith("<think>\n")).toBe(true);
    }
  });
});

describe.skipIf(!present)("protocol_probe on the real veyru run under a scripted model", () => {
  it("records, replays to the same rows, and the OpenAI probe bodies pass the Responses request schema", async () => {
    const fixtures = path.join(tempDir(), "fixtures");
    const script = {
      script: (request: JudgeRequest) => ({ reasoning: "scripted", message: `${request.system.length % 7} r${request.replica}` }),
    };
    const recorded = await runMetric(protocolProbe, { run: RUN_DIR, files: {}, probeAssets: ASSETS, probeModel: { fixtures, record: script }, options: { probeReplicas: 2, probeRound: 5 } });
    expect(recorded.measurements[0]?.score).toBe(6);
    expect(recorded.probeRequests.every((r) => r.provider === "openai" && r.model === "gpt-5.4")).toBe(true);
    for (const request of recorded.probeRequests) {
      const body = openaiRequestBody(request, 1000);
      const parsed = responsesCreateRequest.safeParse(body);
      expect(parsed.success, parsed.success ? "" : parsed.error.message).toBe(true);
    }
    // field_observer: system item + 155 GlossoGen messages' parts -> 1 + 1 initial + 76 thinking + 77 calls + 77 returns + 1 probe prompt
    expect(openaiRequestBody(recorded.probeRequests[0] as JudgeRequest, 1000).input).toHaveLength(233);
    const replayed = await runMetric(protocolProbe, { run: RUN_DIR, files: {}, probeAssets: ASSETS, probeModel: { fixtures }, options: { probeReplicas: 2, probeRound: 5 } });
    expect(replayed.writtenFiles).toEqual(recorded.writtenFiles);
    const similarity = await runMetric(protocolProbeReplicaSelfSimilarity, { run: RUN_DIR, files: recorded.writtenFiles });
    // replica texts differ only in the last character ("r1" vs "r2"): 1 - 1/len for every group
    expect(similarity.measurements[0]?.score).toBeLessThan(1);
    expect(similarity.measurements[0]?.score).toBeGreaterThan(0.5);
  });
});
