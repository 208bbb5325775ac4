/**
 * A small hand-built veyru log with the traffic the history reconstruction must handle: thinking,
 * text, read_channel results with timestamps, a call invoked in the round before its response,
 * an end_turn response mid-run, a response with two calls, a call without a result, an orphan
 * invocation, another agent's traffic, and a mid-run model swap.
 */
let n = 0;
const id = (): string => `e${++n}`;
const T = (seconds: number): string => new Date(Date.UTC(2026, 5, 4, 10, 0, 0) + seconds * 1000).toISOString().replace("Z", "000Z");

interface Call {
  readonly call_id: string;
  readonly tool_name: string;
  readonly arguments: Record<string, unknown>;
}

export function handBuiltRun(options: { swap?: boolean; ended?: boolean } = {}): object[] {
  n = 0;
  const lines: object[] = [];
  const push = (event: object): void => {
    lines.push({ event_id: id(), ...event });
  };
  push({ timestamp: T(0), round_number: 0, event_type: "simulation_started", run_id: "veyru/7", scenario_name: "veyru", scenario_description: "d", channel_ids: ["link", "postmortem"], scenario_config: {}, provider: "openai" });
  push({ timestamp: T(0), round_number: 0, event_type: "agent_registered", agent_id: "obs", role_name: "Field Observer", system_prompt: "You observe.", channel_ids: ["link"], tool_names: ["send_message", "read_channel", "read_notifications"], model: "gpt-5.4", provider: "openai", max_tokens: 1000 });
  push({ timestamp: T(0), round_number: 0, event_type: "agent_registered", agent_id: "eng", role_name: "Stabilization Engineer", system_prompt: "You fix.", channel_ids: ["link"], tool_names: ["send_message", "read_channel"], model: "gpt-5.4", provider: "openai", max_tokens: 1000 });
  if (options.swap === true) {
    push({ timestamp: T(0), round_number: 0, event_type: "agent_swapped_mid_run", agent_id: "eng", new_model: "claude-haiku-4-5", new_provider: "anthropic", channel_visibility: {} });
  }
  const invoke = (round: number, at: number, agent: string, call: Call): void =>
    push({ timestamp: T(at), round_number: round, event_type: "tool_call_invoked", agent_id: agent, ...call });
  const result = (round: number, at: number, agent: string, call: Call, text: string): void =>
    push({ timestamp: T(at), round_number: round, event_type: "tool_result_received", agent_id: agent, tool_name: call.tool_name, call_id: call.call_id, arguments: call.arguments, result: text });
  const respond = (round: number, at: number, agent: string, thinking: string | null, text: string | null, calls: Call[], stop: string): void =>
    push({ timestamp: T(at), round_number: round, event_type: "llm_response_received", agent_id: agent, thinking, text, tool_calls: calls, stop_reason: stop, usage: { input_tokens: 0, output_tokens: 0 } });

  const notif1: Call = { call_id: "c1", tool_name: "read_notifications", arguments: {} };
  const send1: Call = { call_id: "c2", tool_name: "send_message", arguments: { channel_id: "link", text: "RIM FLK" } };
  const read1: Call = { call_id: "c3", tool_name: "read_channel", arguments: { channel_id: "link" } };
  const engRead: Call = { call_id: "c4", tool_name: "read_channel", arguments: { channel_id: "link" } };
  const lost: Call = { call_id: "c5", tool_name: "send_message", arguments: { channel_id: "link", text: "never answered" } };
  const notif2: Call = { call_id: "c6", tool_name: "read_notifications", arguments: {} };
  const send2: Call = { call_id: "c7", tool_name: "send_message", arguments: { channel_id: "link", text: "CORE HUM ✓" } };
  const orphan: Call = { call_id: "c8", tool_name: "read_notifications", arguments: {} };

  push({ timestamp: T(1), round_number: 1, event_type: "round_advanced", trigger: "simulation_start" });
  invoke(1, 2, "obs", notif1);
  result(1, 2, "obs", notif1, '{"type": "new_info", "text": "Veyru 1: rim flickers"}');
  respond(1, 3, "obs", "**Reading notifications**", null, [notif1], "tool_use");
  invoke(1, 4, "obs", send1);
  result(1, 4, "obs", send1, '{"ok": true}');
  invoke(1, 4, "obs", read1);
  result(1, 5, "obs", read1, '{"current_round": 1, "messages": [{"round": 1, "sender": "Field Observer", "text": "RIM FLK \\u2014 ok", "timestamp": "2026-06-04T10:00:04.123456+00:00"}, {"round": 1, "sender": "x", "text": "no time"}]}');
  respond(1, 6, "obs", "Two things at once", null, [send1, read1], "tool_use");
  invoke(1, 6, "eng", engRead);
  result(1, 6, "eng", engRead, '{"current_round": 1, "messages": [{"round": 1, "sender": "Field Observer", "text": "RIM FLK", "timestamp": "2026-06-04T10:00:04.5+00:00"}]}');
  respond(1, 7, "eng", "Reading the link", null, [engRead], "tool_use");
  invoke(1, 7, "obs", lost);
  respond(1, 8, "obs", "waiting", "Done for this round.", [lost], "end_turn");
  push({ timestamp: T(9), round_number: 2, event_type: "round_advanced", trigger: "all_agents_idle" });
  // invoked in round 2, its response logged in round 3 (so at cutoff 3 the call stays, the thinking goes)
  invoke(2, 10, "obs", notif2);
  result(3, 12, "obs", notif2, '{"type": "new_info", "text": "Veyru 3: core hums"}');
  push({ timestamp: T(11), round_number: 3, event_type: "round_advanced", trigger: "all_agents_idle" });
  respond(3, 12, "obs", "late thoughts", null, [notif2], "tool_use");
  invoke(3, 13, "obs", send2);
  result(3, 13, "obs", send2, '{"ok": true}');
  respond(3, 14, "obs", "final", "Sent.", [send2], "end_turn");
  invoke(3, 15, "obs", orphan);
  result(3, 15, "obs", orphan, '{"type": "none"}');
  if (options.ended !== false) push({ timestamp: T(20), round_number: 3, event_type: "simulation_ended", reason: "scenario_complete", total_messages: 2, total_cost_usd: 0 });
  return lines;
}

export function jsonl(lines: readonly object[]): string {
  return `${lines.map((line) => JSON.stringify(line)).join("\n")}\n`;
}
