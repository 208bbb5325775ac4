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
