import { fileURLToPath } from "node:url";
import { runBuilder, runMetric } from "agent-eval/testing";
import { describe, expect, it } from "vitest";
import { clarityPrompt, metric } from "../src/message-clarity.js";

/** Recorded judge answers, in the layout `agent-eval evaluate` reads (`<dir>/<metric>/<key>.json`). */
const FIXTURES = fileURLToPath(new URL("./recorded-judges", import.meta.url));

const run = runBuilder({ scenario: "veyru", channels: ["link", "postmortem"] })
  .round(1, (r) => r.message("field_observer", "Lf is 12 and rising fast").message("stabilization_engineer", "copy, venting now"))
  .round(2, (r) => r.message("field_observer", "Lf 12 r").message("stabilization_engineer", "v"));

describe("message_clarity", () => {
  it("asks the judge once per round and averages its ratings (scripted answers)", async () => {
    const result = await runMetric(metric, {
      events: run,
      judge: {
        answers: [
          { clarity: 5, reason: "Plain sentences." },
          { clarity: 2, reason: "Terse private codes." },
        ],
      },
    });

    expect(result.measurements).toEqual([
      {
        metric_name: "message_clarity",
        score: 3.5,
        score_unit: "clarity (1-5)",
        summary: "mean clarity 3.50 over 2 rounds on link",
        per_round: [
          { round_number: 1, value: 5, note: "Plain sentences." },
          { round_number: 2, value: 2, note: "Terse private codes." },
        ],
        per_agent: [],
      },
    ]);
    expect(result.judgeRequests.map((request) => request.user)).toEqual([
      clarityPrompt("link", 1, ["field_observer: Lf is 12 and rising fast", "stabilization_engineer: copy, venting now"]),
      clarityPrompt("link", 2, ["field_observer: Lf 12 r", "stabilization_engineer: v"]),
    ]);
  });

  it("reports each team of a two-team run separately (answers computed from the request)", async () => {
    const twoTeams = runBuilder({ scenario: "veyru", channels: ["link_a", "link_b"], config: { two_teams: true } }).round(1, (r) =>
      r.message("observer_a", "Lf 12").message("observer_b", "Lf twelve, holding steady", { channel: "link_b" }),
    );

    const { measurements } = await runMetric(metric, {
      events: twoTeams,
      judge: { script: (request) => ({ clarity: request.user.includes("link_a") ? 3 : 4, reason: "scripted" }) },
    });

    expect(measurements.map((m) => [m.metric_name, m.score])).toEqual([
      ["message_clarity_a", 3],
      ["message_clarity_b", 4],
    ]);
  });

  it("fails, naming the problem, when the judge's rating is out of range", async () => {
    const result = await runMetric(metric, {
      events: run,
      judge: { answers: [{ clarity: 9, reason: "off the scale" }] },
      allowFailure: true,
    });

    expect(result.status).toBe("failed");
    expect(result.error).toContain("clarity: expected an integer from 1 to 5");
  });

  it("replays the recorded answers from the fixture store", async () => {
    const result = await runMetric(metric, { events: run, judge: { fixtures: FIXTURES } });

    expect(result.measurements.map((m) => [m.metric_name, m.score, m.per_round.map((r) => r.value)])).toEqual([
      ["message_clarity", 3.5, [5, 2]],
    ]);
  });

  it("fails with the replay explanation when a prompt has no recording", async () => {
    const changed = runBuilder({ scenario: "veyru" }).round(1, (r) => r.message("field_observer", "a message nobody recorded"));

    const result = await runMetric(metric, { events: changed, judge: { fixtures: FIXTURES }, allowFailure: true });

    expect(result.status).toBe("failed");
    expect(result.error).toContain('No recorded judge response for metric "message_clarity"');
  });
});
