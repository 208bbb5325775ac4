/**
 * Round numbering edges through evaluateRun: duplicate, skipped, out-of-order and non-positive
 * round numbers, empty runs and rounds without messages. Expected values from the spec's text
 * (section named per test); Python semantics quoted where they decide.
 */
import { describe, expect, it } from "vitest";
import { events, runBuilder } from "../../../src/testing.js";
import { byName, evaluate } from "./helpers.js";

describe("spec §4.10 round_ended_*: total_rounds = max(round_advanced round_number, default=0)", () => {
  it("a log whose only round is -1 has total_rounds -1 (Python's max), not 0", async () => {
    const run = runBuilder({ scenario: "veyru" })
      .event(events.roundAdvanced({ round: -1 }))
      .event(events.roundEnded({ round: -1, trigger: "all_agents_idle" }));
    const idle = byName(await evaluate(run, "round_ended_idle"), "round_ended_idle");
    expect(idle.score).toBe(1);
    expect(idle.score_unit).toBe("rounds ended via all_agents_idle (out of -1)");
    expect(idle.summary).toBe("1/-1 rounds ended with the all_agents_idle trigger: [-1]");
  });

  it("round 0 only: total_rounds 0, so no legacy sentinel even without round_ended", async () => {
    const run = runBuilder({ scenario: "veyru" }).event(events.roundAdvanced({ round: 0 }));
    const idle = byName(await evaluate(run, "round_ended_idle"), "round_ended_idle");
    expect(idle.summary).toBe("0/0 rounds ended with the all_agents_idle trigger: []");
    expect(idle.score_unit).toBe("rounds ended via all_agents_idle (out of 0)");
  });
});

describe("an empty run (no rounds at all)", () => {
  const empty = () => runBuilder({ scenario: "veyru" }).agent("field_observer");

  it("§4.10 round_ended_*: always emitted, 0/0 with an empty list; §4.12 content_filter_refusal: 0 across 0/0 rounds", async () => {
    const evaluated = await evaluate(empty(), "round_ended_idle,round_ended_timeout,content_filter_refusal");
    expect(byName(evaluated, "round_ended_idle").summary).toBe("0/0 rounds ended with the all_agents_idle trigger: []");
    expect(byName(evaluated, "round_ended_timeout").summary).toBe("0/0 rounds ended with the round_timeout trigger: []");
    const refusal = byName(evaluated, "content_filter_refusal");
    expect([refusal.score, refusal.summary, refusal.per_round, refusal.per_agent]).toEqual([0, "0 content-filter refusals across 0/0 rounds", [], []]);
    expect(evaluated.reportText).toContain('"score": 0.0');
  });

  it("§4.23: round_success, postmortem_ended_timeout, round_success_after_resume and the per-channel metrics do not apply", async () => {
    const evaluated = await evaluate(
      empty(),
      "round_success,postmortem_ended_timeout,round_success_after_resume,mean_chars_per_round,mean_chars_per_message,message_entropy,gzip_compression_ratio",
    );
    expect(evaluated.measurements).toEqual([]);
    expect(evaluated.failed).toEqual([]);
  });
});

describe("duplicate, skipped and out-of-order round numbers (a resumed log)", () => {
  // rounds 1, 2, 2 (resumed), 4: round 3 skipped
  const resumed = () =>
    runBuilder({ scenario: "veyru" })
      .agent("field_observer")
      .round(1, (r) => r.message("field_observer", "aaaa").result(true, { reason: "r1" }))
      .round(2, (r) => r.message("field_observer", "bb").result(false, { reason: "r2 first" }).endedBy("round_timeout"))
      .round(2, (r) => r.message("field_observer", "cccccc").result(true, { reason: "r2 again" }))
      .round(4, (r) => r.result(false, { reason: "r4" }).endedBy("veyru_collapsed"));

  it("§4.9 round_success counts both results of round 2, per_round sorted by round (stable: file order within it)", async () => {
    const success = byName(await evaluate(resumed(), "round_success"), "round_success");
    expect(success.score).toBe(0.5);
    expect(success.score_unit).toBe("fraction of rounds succeeded (2/4)");
    expect(success.per_round.map((o) => [o.round_number, o.value, o.note])).toEqual([
      [1, 1, "r1"],
      [2, 0, "r2 first"],
      [2, 1, "r2 again"],
      [4, 0, "r4"],
    ]);
  });

  it("§4.10 vs §4.12 (quirk 8): round_ended_* divide by the highest round (4), content_filter_refusal by the count of round_advanced events (5)", async () => {
    const run = resumed().round(
      4,
      (r) => r.event(events.custom("agent_run_cycle_failed", { round: 4, fields: { agent_id: "ghost", cycle: 1, error_type: "ContentFilterError", message: "no" } })),
    );
    const evaluated = await evaluate(run, "round_ended_idle,round_ended_timeout,content_filter_refusal");
    // round 2's last round_ended (all_agents_idle) wins over its first (round_timeout); round 4 ended twice, idle last
    expect(byName(evaluated, "round_ended_idle").summary).toBe("3/4 rounds ended with the all_agents_idle trigger: [1, 2, 4]");
    expect(byName(evaluated, "round_ended_timeout").summary).toBe("0/4 rounds ended with the round_timeout trigger: []");
    const refusal = byName(evaluated, "content_filter_refusal");
    expect(refusal.summary).toBe("1 content-filter refusals across 1/5 rounds");
    // an agent that was never registered is added; the registered one with 0 refusals is left out
    expect(refusal.per_agent).toEqual([{ agent_id: "ghost", value: 1, note: "1 refusals" }]);
  });

  it("§4.7/§4.8: messages of both round-2 passes share one bucket; a round without messages is not counted", async () => {
    const evaluated = await evaluate(resumed(), "mean_chars_per_round,mean_chars_per_message");
    const perRound = byName(evaluated, "mean_chars_per_round");
    expect(perRound.per_round.map((o) => [o.round_number, o.value, o.note])).toEqual([
      [1, 4, "1 messages"],
      [2, 8, "2 messages"],
    ]);
    expect(perRound.score).toBe(6);
    expect(perRound.summary).toBe("2 rounds with messages on link; 12 total chars, mean 6.0 chars/round (std 2.0)");
    const perMessage = byName(evaluated, "mean_chars_per_message");
    expect(perMessage.score).toBe(4);
    expect(perMessage.summary).toBe("3 messages on link across 2 rounds; mean 4.00 chars/message (std 1.63)");
  });

  it("§1.2: an event without round_number takes the LAST round_advanced seen, not the highest", async () => {
    const message = (text: string) => {
      const line: Record<string, unknown> = { ...events.message({ round: 0, channel: "link", sender: "field_observer", text, id: text }) };
      const inner: Record<string, unknown> = { ...(line.message as Record<string, unknown>) };
      delete line.round_number;
      delete inner.round_number;
      return { ...line, message: inner } as unknown as ReturnType<typeof events.message>;
    };
    const run = runBuilder({ scenario: "veyru" })
      .agent("field_observer")
      .event(events.roundAdvanced({ round: 3 }))
      .event(message("abc"))
      .event(events.roundAdvanced({ round: 2 }))
      .event(message("de"));
    const perRound = byName(await evaluate(run, "mean_chars_per_round"), "mean_chars_per_round");
    expect(perRound.per_round.map((o) => [o.round_number, o.value])).toEqual([
      [2, 2],
      [3, 3],
    ]);
  });

  it("§4.1: messages are bucketed by the EVENT's round_number, not message.round_number", async () => {
    const run = runBuilder({ scenario: "veyru" })
      .agent("field_observer")
      .round(1, (r) => r.message("field_observer", "abcd", { extra: { round_number: 5 } }));
    const perRound = byName(await evaluate(run, "mean_chars_per_round"), "mean_chars_per_round");
    expect(perRound.per_round.map((o) => o.round_number)).toEqual([5]);
    const run2 = runBuilder({ scenario: "veyru" })
      .agent("field_observer")
      .round(1, (r) =>
        r.event({ ...events.message({ round: 1, channel: "link", sender: "field_observer", text: "abcd" }), message: { message_id: "x", channel_id: "link", sender_agent_id: "field_observer", text: "abcd", round_number: 9 } }),
      );
    const perRound2 = byName(await evaluate(run2, "mean_chars_per_round"), "mean_chars_per_round");
    expect(perRound2.per_round.map((o) => o.round_number)).toEqual([1]);
  });
});

describe("a run that stopped early (no simulation_ended, last round unfinished)", () => {
  const stopped = () =>
    runBuilder({ scenario: "veyru" })
      .agent("field_observer")
      .round(1, (r) => r.message("field_observer", "ab").result(true))
      .round(2, (r) => r.message("field_observer", "abcd").result(false).endedBy("round_timeout"))
      .round(3, (r) => r.message("field_observer", "abcdef").endedBy(null))
      .unfinished();

  it("is refused unless allowed (agent-eval's --allow-incomplete; GlossoGen's docs say to evaluate finished runs only)", async () => {
    await expect(evaluate(stopped(), "round_success")).rejects.toThrow(/simulation_ended/);
  });

  it("allowed: §4.10 counts out of the highest advanced round (3), §4.9 only the recorded results, §4.7 every round with messages", async () => {
    const evaluated = await evaluate(stopped(), "round_ended_idle,round_ended_timeout,round_success,mean_chars_per_round", { allowIncomplete: true });
    expect(byName(evaluated, "round_ended_idle").summary).toBe("1/3 rounds ended with the all_agents_idle trigger: [1]");
    expect(byName(evaluated, "round_ended_timeout").summary).toBe("1/3 rounds ended with the round_timeout trigger: [2]");
    expect(byName(evaluated, "round_success").summary).toBe("succeeded in 1/2 rounds");
    expect(byName(evaluated, "mean_chars_per_round").summary).toBe("3 rounds with messages on link; 12 total chars, mean 4.0 chars/round (std 1.6)");
  });
});

describe("spec §1.8 / §4.12 refusals", () => {
  it("only agent_run_cycle_failed ContentFilterError counts (not an LLM response that stopped on refusal); a refusal before round 1 is round 0", async () => {
    const failed = (round: number, errorType: string) =>
      events.custom("agent_run_cycle_failed", { round, fields: { agent_id: "field_observer", cycle: 1, error_type: errorType, message: "m" } });
    const run = runBuilder({ scenario: "veyru" })
      .agent("field_observer")
      .event(failed(0, "ContentFilterError"))
      .round(1, (r) => r.llmResponse("field_observer", null, { stopReason: "refusal" }).llmResponse("field_observer", null, { stopReason: "content_filter" }))
      .round(2, (r) => r.event(failed(2, "ModelHTTPError")).event(failed(2, "ContentFilterError")));
    const refusal = byName(await evaluate(run, "content_filter_refusal"), "content_filter_refusal");
    expect(refusal.score).toBe(2);
    expect(refusal.summary).toBe("2 content-filter refusals across 2/2 rounds");
    expect(refusal.per_round).toEqual([
      { round_number: 0, value: 1, note: "refused: field_observer" },
      { round_number: 2, value: 1, note: "refused: field_observer" },
    ]);
    expect(refusal.per_agent).toEqual([{ agent_id: "field_observer", value: 2, note: "2 refusals" }]);
  });
});
