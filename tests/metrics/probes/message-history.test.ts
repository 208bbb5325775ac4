/**
 * The history reconstruction on a hand-built log (hand-built-run.ts). Expected message lists are
 * worked out by hand from the port spec (glossogen-probes-and-rounds.md §2.2–2.5, §2.7).
 */
import { describe, expect, it } from "vitest";
import { parseEvents } from "../../../src/testing/run-source.js";
import { type ChannelVisibility, type HistoryMessage, buildMessageHistory, lastEventTimestamp, rewriteChannelTimestamps } from "../../../src/core/history/message-history.js";
import { mergeAdjacent, toConversation } from "../../../src/core/history/conversation.js";
import { anthropicMessages, openaiInput } from "../../../src/core/history/wire.js";
import { readInstant } from "../../../src/core/history/instants.js";
import { handBuiltRun, jsonl } from "./hand-built-run.js";

const prompts = { initial: "BEGIN", continuation: "GO ON" };
const events = parseEvents(jsonl(handBuiltRun()));

function build(agentId: string, cutoffRound: number | null, extra: { split?: boolean; visibility?: Map<string, ChannelVisibility>; toolCallsOnly?: boolean } = {}): HistoryMessage[] {
  return buildMessageHistory(events, {
    agentId,
    systemPrompt: "SYS",
    prompts,
    cutoffRound,
    targetTimestamp: lastEventTimestamp(events),
    ...(extra.split === undefined ? {} : { splitParallelToolCalls: extra.split }),
    ...(extra.visibility === undefined ? {} : { channelVisibility: extra.visibility }),
    ...(extra.toolCallsOnly === undefined ? {} : { toolCallsOnly: extra.toolCallsOnly }),
  });
}

/** A compact picture: one string per message, parts joined. */
function shape(history: readonly HistoryMessage[]): string[] {
  return history.map((m) =>
    `${m.kind === "request" ? "Q" : "A"}[${m.parts
      .map((p) => {
        switch (p.kind) {
          case "system_prompt":
            return "sys";
          case "user_prompt":
            return `user:${typeof p.content === "string" ? p.content : "list"}`;
          case "tool_return":
            return `ret:${p.tool_call_id}`;
          case "thinking":
            return `think:${p.content}`;
          case "text":
            return `text:${p.content}`;
          case "tool_call":
            return `call:${p.tool_call_id}`;
        }
      })
      .join(",")}]`,
  );
}

describe("buildMessageHistory", () => {
  it("end of run: own cycles in file order, calls without results dropped, CONTINUE after end_turn, orphans last", () => {
    expect(shape(build("obs", null))).toEqual([
      "Q[sys,user:BEGIN]",
      "A[think:**Reading notifications**,call:c1]",
      "Q[ret:c1]",
      "A[think:Two things at once,call:c2,call:c3]",
      "Q[ret:c2,ret:c3]",
      "A[think:waiting,text:Done for this round.]",
      "Q[user:GO ON]",
      "A[think:late thoughts,call:c6]",
      "Q[ret:c6]",
      "A[think:final,text:Sent.,call:c7]",
      "Q[ret:c7]",
      "Q[user:GO ON]",
      "A[call:c8]",
      "Q[ret:c8]",
    ]);
  });

  it("--probe-round 3 is exclusive by call invocation round; the parent's round only decides thinking/text; results are never cut", () => {
    const history = build("obs", 3);
    expect(shape(history)).toEqual([
      "Q[sys,user:BEGIN]",
      "A[think:**Reading notifications**,call:c1]",
      "Q[ret:c1]",
      "A[think:Two things at once,call:c2,call:c3]",
      "Q[ret:c2,ret:c3]",
      "A[think:waiting,text:Done for this round.]",
      "Q[user:GO ON]",
      "A[call:c6]",
      "Q[ret:c6]",
    ]);
    const last = history[history.length - 1]?.parts[0];
    expect(last?.kind === "tool_return" ? last.content : "").toContain("Veyru 3");
    // cutoff 2: c6 (invoked in round 2) goes; the last cycle is then the end_turn one: no CONTINUE after it
    expect(shape(build("obs", 2))).toEqual(shape(history).slice(0, 6));
  });

  it("rewrites read_channel timestamps to elapsed seconds like Python json.dumps", () => {
    const ret = build("obs", null)[4]?.parts[1];
    expect(ret?.kind === "tool_return" ? ret.content : "").toBe(
      '{"current_round": 1, "messages": [{"round": 1, "sender": "Field Observer", "text": "RIM FLK \\u2014 ok", "elapsed_seconds": 4.123}, {"round": 1, "sender": "x", "text": "no time"}]}',
    );
    const engineer = build("eng", null);
    expect(shape(engineer)).toEqual(["Q[sys,user:BEGIN]", "A[think:Reading the link,call:c4]", "Q[ret:c4]"]);
    const eng = engineer[2]?.parts[0];
    expect(eng?.kind === "tool_return" ? eng.content : "").toContain('"elapsed_seconds": 4.5}');
  });

  it("the rewrite keeps non-JSON and timestamp-free results byte for byte, floats and ints as Python writes them", () => {
    const startText = "2026-01-01T00:00:00Z";
    const start = readInstant(startText);
    expect(rewriteChannelTimestamps("not json", start, startText)).toBe("not json");
    expect(rewriteChannelTimestamps('{"messages":[{"a":1}]}', start, startText)).toBe('{"messages":[{"a":1}]}');
    expect(rewriteChannelTimestamps('{"messages":[{"timestamp":"2026-01-01T00:00:12Z","x":12.0,"7":1e-7,"n":10000000000000000000001}],"z":"é"}', start, startText)).toBe(
      '{"messages": [{"x": 12.0, "7": 1e-07, "n": 10000000000000000000001, "elapsed_seconds": 12.0}], "z": "\\u00e9"}',
    );
    // round() works on the binary value (python3: round(1000500/1e6, 3) == 1.0, round(2000500/1e6, 3) == 2.001)
    expect(rewriteChannelTimestamps('{"messages":[{"timestamp":"2026-01-01T00:00:01.000500Z"}]}', start, startText)).toBe('{"messages": [{"elapsed_seconds": 1.0}]}');
    expect(rewriteChannelTimestamps('{"messages":[{"timestamp":"2026-01-01T00:00:02.000500+00:00"}]}', start, startText)).toBe('{"messages": [{"elapsed_seconds": 2.001}]}');
  });

  it("split mode (self-hosted agents): one response per call, thinking with the first", () => {
    expect(shape(build("obs", null, { split: true })).slice(3, 7)).toEqual(["A[think:Two things at once,call:c2]", "Q[ret:c2]", "A[call:c3]", "Q[ret:c3]"]);
  });

  it("tool_calls_only drops every thinking and text part (responses left empty vanish)", () => {
    expect(shape(build("obs", null, { toolCallsOnly: true }))).toEqual([
      "Q[sys,user:BEGIN]",
      "A[call:c1]",
      "Q[ret:c1]",
      "A[call:c2,call:c3]",
      "Q[ret:c2,ret:c3]",
      "A[call:c6]",
      "Q[ret:c6]",
      "A[call:c7]",
      "Q[ret:c7]",
      "Q[user:GO ON]",
      "A[call:c8]",
      "Q[ret:c8]",
    ]);
  });

  it("channel visibility: none hides the channel's calls; from_round hides reads, earlier sends and earlier other tools", () => {
    expect(shape(build("obs", 3, { visibility: new Map([["link", { kind: "none" }]]) })).slice(1, 5)).toEqual([
      "A[think:**Reading notifications**,call:c1]",
      "Q[ret:c1]",
      "A[think:Two things at once]",
      "A[think:waiting,text:Done for this round.]",
    ]);
    expect(shape(build("obs", null, { visibility: new Map([["link", { kind: "from_round", floor: 2 }]]) }))).toEqual([
      "Q[sys,user:BEGIN]",
      "A[think:**Reading notifications**]",
      "A[think:Two things at once]",
      "A[think:waiting,text:Done for this round.]",
      "Q[user:GO ON]",
      "A[think:late thoughts,call:c6]",
      "Q[ret:c6]",
      "A[think:final,text:Sent.,call:c7]",
      "Q[ret:c7]",
      "Q[user:GO ON]",
      "A[call:c8]",
      "Q[ret:c8]",
    ]);
  });

  it("an agent with no traffic has no history (no simulation_started needed); one with traffic needs it", () => {
    expect(build("nobody", null)).toEqual([]);
    const noStart = parseEvents(jsonl(handBuiltRun().slice(1)));
    expect(() => buildMessageHistory(noStart, { agentId: "obs", systemPrompt: "S", prompts, cutoffRound: null, targetTimestamp: undefined })).toThrow(/simulation_started/);
    expect(buildMessageHistory(noStart, { agentId: "nobody", systemPrompt: "S", prompts, cutoffRound: null, targetTimestamp: undefined })).toEqual([]);
  });
});

describe("the conversation pydantic-ai sends", () => {
  it("merges adjacent requests (tool returns first) and adjacent responses; the probe turn lands after the last results", () => {
    const merged = mergeAdjacent(build("obs", null));
    expect(merged).toHaveLength(13);
    expect(merged[10]?.parts.map((p) => p.kind)).toEqual(["tool_return", "user_prompt"]);
    const visible = mergeAdjacent(build("obs", 3, { visibility: new Map([["link", { kind: "none" }]]) }));
    expect(visible[3]?.parts.map((p) => (p.kind === "thinking" ? p.content : p.kind))).toEqual(["Two things at once", "waiting", "text"]);

    const conversation = toConversation(build("obs", 3), ["PROTOCOL PROBE:", { kind: "cache_point" }, "Q?"]);
    expect(conversation.system).toBe("SYS");
    const anthropic = anthropicMessages(conversation.messages);
    expect(anthropic[0]).toEqual({ role: "user", content: [{ type: "text", text: "BEGIN" }] });
    expect(anthropic[1]).toEqual({
      role: "assistant",
      content: [
        { type: "text", text: "<think>\n**Reading notifications**\n</think>" },
        { type: "tool_use", id: "c1", name: "read_notifications", input: {} },
      ],
    });
    expect(anthropic[anthropic.length - 1]).toEqual({
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "c6", content: [{ type: "text", text: '{"type": "new_info", "text": "Veyru 3: core hums"}' }], is_error: false },
        { type: "text", text: "PROTOCOL PROBE:", cache_control: { type: "ephemeral", ttl: "5m" } },
        { type: "text", text: "Q?" },
      ],
    });
    const openai = openaiInput(conversation.system, conversation.messages);
    expect(openai.slice(0, 4)).toEqual([
      { role: "system", content: "SYS" },
      { role: "user", content: "BEGIN" },
      { role: "assistant", content: "<think>\n**Reading notifications**\n</think>" },
      { type: "function_call", call_id: "c1", name: "read_notifications", arguments: "{}" },
    ]);
    expect(openai.slice(-2)).toEqual([
      { type: "function_call_output", call_id: "c6", output: '{"type": "new_info", "text": "Veyru 3: core hums"}' },
      { role: "user", content: [{ type: "input_text", text: "PROTOCOL PROBE:" }, { type: "input_text", text: "Q?" }] },
    ]);
  });
});

describe("timestamps as Python's datetime holds them", () => {
  it("years before 100 are years, not 1900 + year (python3: round((datetime.fromisoformat('0100-01-01T00:00:01+00:00') - datetime.fromisoformat('0099-12-31T23:59:59+00:00')).total_seconds(), 3) == 2.0)", () => {
    const startText = "0099-12-31T23:59:59+00:00";
    expect(rewriteChannelTimestamps('{"messages":[{"timestamp":"0100-01-01T00:00:01+00:00"}]}', readInstant(startText), startText)).toBe('{"messages": [{"elapsed_seconds": 2.0}]}');
    expect(readInstant("0001-01-01T00:00:00Z").micros).toBe(-62135596800 * 1e6); // python3: datetime(1, 1, 1, tzinfo=timezone.utc).timestamp()
  });

  it("a naive message timestamp against an aware start is Python's TypeError, not a number", () => {
    const startText = "2026-01-01T00:00:00+00:00";
    expect(() => rewriteChannelTimestamps('{"messages":[{"timestamp":"2026-01-01T00:00:12"}]}', readInstant(startText), startText)).toThrow(
      `can't subtract offset-naive and offset-aware datetimes (Python raises TypeError): "2026-01-01T00:00:12" and "2026-01-01T00:00:00+00:00"`,
    );
    // both naive: Python subtracts them
    expect(rewriteChannelTimestamps('{"messages":[{"timestamp":"2026-01-01T00:00:12"}]}', readInstant("2026-01-01T00:00:00"), "2026-01-01T00:00:00")).toBe('{"messages": [{"elapsed_seconds": 12.0}]}');
  });

  it("an end-of-run cutoff comparing a naive event with an aware target fails the way Python's `>` does", () => {
    const lines = handBuiltRun() as Record<string, unknown>[];
    const first = lines.findIndex((event) => event.event_type === "llm_response_received" && event.agent_id === "obs");
    const mixed = parseEvents(jsonl(lines.map((event, i) => (i === first ? { ...event, timestamp: "2026-06-04T10:00:02" } : event))));
    const target = lastEventTimestamp(mixed) as string;
    expect(target).toMatch(/\+00:00$|Z$/);
    expect(() => buildMessageHistory(mixed, { agentId: "obs", systemPrompt: "SYS", prompts, cutoffRound: null, targetTimestamp: target })).toThrow(/^can't compare offset-naive and offset-aware datetimes/);
    // with a round cutoff no timestamp is compared, so Python builds the history
    expect(() => buildMessageHistory(mixed, { agentId: "obs", systemPrompt: "SYS", prompts, cutoffRound: 3, targetTimestamp: target })).not.toThrow();
  });
});
