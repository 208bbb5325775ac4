import { diffReading, runBuilder, runMetric } from "agent-eval/testing";
import { describe, expect, it } from "vitest";
import { metric } from "../src/question-rate.js";

describe("question_rate", () => {
  it("is the share of primary-channel messages asking something, per round", async () => {
    // veyru is a built-in scenario: its primary channel is `link`, so postmortem chatter is ignored
    const run = runBuilder({ scenario: "veyru", channels: ["link", "postmortem"] })
      .round(1, (r) => r.message("field_observer", "Lf 12?").message("stabilization_engineer", "venting").result(true))
      .round(2, (r) =>
        r
          .message("field_observer", "Lf 13")
          .message("stabilization_engineer", "why did it rise?", { channel: "postmortem" })
          .result(false, { reason: "Veyru collapsed" }),
      );

    const { measurements } = await runMetric(metric, { events: run });

    expect(measurements).toEqual([
      {
        metric_name: "question_rate",
        score: 1 / 3,
        score_unit: "fraction of messages",
        summary: "1 of 3 primary-channel messages contain a question mark",
        per_round: [
          { round_number: 1, value: 0.5, note: "1 of 2 messages ask something" },
          { round_number: 2, value: 0, note: "0 of 1 messages ask something" },
        ],
        per_agent: [],
      },
    ]);
  });

  it("does not apply (no measurement, one log line) when no primary-channel message was sent", async () => {
    const run = runBuilder({ scenario: "veyru", channels: ["link", "postmortem"] }).round(1, (r) =>
      r.message("field_observer", "anyone?", { channel: "postmortem" }),
    );

    const result = await runMetric(metric, { events: run });

    expect(result.status).toBe("not_applicable");
    expect(result.measurements).toEqual([]);
    expect(result.logs).toEqual(["question_rate: no message on a primary channel; not applicable"]);
  });

  it("is diffed as a fraction with no good direction (what it declares)", () => {
    expect(diffReading(metric, { metric_name: "question_rate", score_unit: "fraction of messages" })).toEqual({
      direction: "neutral",
      fraction: true,
    });
  });
});
