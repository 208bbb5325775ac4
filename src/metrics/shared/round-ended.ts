/**
 * Shared logic of `round_ended_idle` and `round_ended_timeout` (spec §4.10): count the rounds
 * whose main phase ended with one trigger, out of the highest advanced round number.
 */
import { eventsOfType } from "../../core/events.js";
import type { Measurement } from "../../core/measurement.js";
import { pyIntList } from "../../core/pynum.js";
import type { BuiltinMetric, MetricDirection } from "../contract.js";

export type RoundEndTrigger = "all_agents_idle" | "round_timeout";

export function roundEndedMetric(name: string, trigger: RoundEndTrigger, description: string, direction: MetricDirection): BuiltinMetric {
  return {
    name,
    version: "1",
    kind: "deterministic",
    direction,
    fraction: false,
    eventTypes: ["round_advanced", "round_ended"],
    description,
    unit: `rounds ended via ${trigger} (out of {total_rounds})`,
    notApplicableWhen: "never (a run without round_ended events gets a zero-score legacy notice)",
    compute(context) {
      // The highest advanced round number, not a count (upstream's denominator).
      // max(..., default=0): 0 only without round_advanced events (all-negative rounds give a negative max)
      const advanced = eventsOfType(context.events, "round_advanced");
      let totalRounds = advanced.length === 0 ? 0 : -Infinity;
      const triggers = new Map<number, string>();
      let sawRoundEnded = false;
      for (const event of advanced) totalRounds = Math.max(totalRounds, event.round_number);
      for (const event of eventsOfType(context.events, "round_ended")) {
        sawRoundEnded = true;
        triggers.set(event.round_number, event.trigger); // last event of a round wins
      }
      if (totalRounds > 0 && !sawRoundEnded) {
        const legacy: Measurement = {
          metric_name: name,
          score: 0,
          score_unit: `rounds ended via ${trigger}`,
          summary: `${name} metric requires round_ended events; this run predates that event type — re-run the scenario to re-evaluate.`,
          per_round: [],
          per_agent: [],
        };
        return Promise.resolve([legacy]);
      }
      const identified = [...triggers.entries()]
        .filter(([, t]) => t === trigger)
        .map(([round]) => round)
        .sort((a, b) => a - b);
      const measurement: Measurement = {
        metric_name: name,
        score: identified.length,
        score_unit: `rounds ended via ${trigger} (out of ${totalRounds})`,
        summary: `${identified.length}/${totalRounds} rounds ended with the ${trigger} trigger: ${pyIntList(identified)}`,
        per_round: identified.map((round) => ({ round_number: round, value: 1, note: trigger })),
        per_agent: [],
      };
      return Promise.resolve([measurement]);
    },
  };
}
