import { eventsOfType } from "../core/events.js";
import type { Measurement } from "../core/measurement.js";
import { pyIntList } from "../core/pynum.js";
import type { BuiltinMetric } from "./contract.js";

const TRIGGER = "postmortem_timeout";

/** Postmortem phases that ended on their timer (spec §4.11). */
export const postmortemEndedTimeout: BuiltinMetric = {
  name: "postmortem_ended_timeout",
  version: "1",
  kind: "deterministic",
  direction: "lower",
  fraction: false,
  eventTypes: ["postmortem_started", "postmortem_ended", "round_advanced"],
  description: "Number of postmortem phases that ended because the postmortem timed out.",
  unit: "postmortem phases ended via timeout (out of {phases})",
  notApplicableWhen: "the run has no postmortem_started event",
  compute(context) {
    const phases = eventsOfType(context.events, "postmortem_started").length;
    const rounds = new Set<number>();
    for (const event of eventsOfType(context.events, "postmortem_ended")) if (event.trigger === TRIGGER) rounds.add(event.round_number);
    // Legacy logs without postmortem_ended: the next round's round_advanced carries the trigger.
    for (const event of eventsOfType(context.events, "round_advanced")) if (event.trigger === TRIGGER) rounds.add(event.round_number - 1);
    if (phases === 0) {
      context.log("postmortem_ended_timeout: the run has no postmortem_started event; no measurement");
      return Promise.resolve([]);
    }
    const sorted = [...rounds].sort((a, b) => a - b);
    const measurement: Measurement = {
      metric_name: "postmortem_ended_timeout",
      score: sorted.length,
      score_unit: `postmortem phases ended via timeout (out of ${phases})`,
      summary: `${sorted.length}/${phases} postmortem phases ended with the ${TRIGGER} trigger: ${pyIntList(sorted)}`,
      per_round: sorted.map((round) => ({ round_number: round, value: 1, note: TRIGGER })),
      per_agent: [],
    };
    return Promise.resolve([measurement]);
  },
};
