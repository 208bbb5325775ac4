/**
 * Logs larger than any real run: GlossoGen's Python handles them (its max() and list.extend take
 * any length); a JS spread of one argument per element overflows the stack near 120k elements.
 * Expected values: the spec's formulas (§4.8, §7.1), computed by hand for these uniform logs.
 */
import { describe, expect, it } from "vitest";
import type { AgentEvent } from "../../../src/core/events.js";
import { meanCharsPerMessage } from "../../../src/metrics/mean-chars-per-message.js";
import { roundSuccessAfterResume } from "../../../src/metrics/round-success-after-resume.js";
import { contextFor } from "../../helpers/fixtures.js";

const COUNT = 200_000;
const started = {
  event_id: "s", event_type: "simulation_started", round_number: 0, run_id: "r", scenario_name: "veyru",
  scenario_description: "d", channel_ids: ["link"], scenario_config: {}, provider: "openai",
} as unknown as AgentEvent;

describe("logs past the stack's argument limit", () => {
  it(`mean_chars_per_message over ${COUNT} messages in one round (spec §4.8: mean of every length)`, async () => {
    const messages = Array.from({ length: COUNT }, (_, i) => ({
      event_id: `m${i}`, event_type: "message_sent", round_number: 1, token_count: 1,
      message: { message_id: `${i}`, channel_id: "link", sender_agent_id: "x", sender_display_name: "x", text: "abc", round_number: 1 },
    })) as unknown as AgentEvent[];
    const [measurement] = await meanCharsPerMessage.compute(contextFor([started, ...messages]));
    expect(measurement?.summary).toBe(`${COUNT} messages on link across 1 rounds; mean 3.00 chars/message (std 0.00)`);
    expect(measurement?.score).toBe(3);
  });

  it(`round_success_after_resume with ${COUNT} round_advanced events (spec §7.1: last = max(advanced))`, async () => {
    const advanced = Array.from({ length: COUNT }, (_, i) => ({ event_id: `a${i}`, event_type: "round_advanced", round_number: i + 1, trigger: "x" }));
    const swap = { event_id: "w", event_type: "agent_swapped_mid_run", round_number: 3, agent_id: "x", new_model: "m", new_provider: "p", channel_visibility: {} };
    const result = { event_id: "r", event_type: "round_result_recorded", round_number: 3, success: true, team_id: null, reason: "ok" };
    const measurements = await roundSuccessAfterResume.compute(contextFor([started, ...advanced, swap, result] as unknown as AgentEvent[]));
    expect(measurements.map((m) => m.summary)).toEqual([
      `Resumed: 1/1 (100%) won in post-resume rounds (round_start=3, rounds_after_swap=${COUNT - 3}). Source (rounds 1-2 of same run) not available for comparison. Scored rounds (resumed): [3].`,
    ]);
  });
});
