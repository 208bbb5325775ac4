import { roundEndedMetric } from "./shared/round-ended.js";

/** Rounds whose main phase ended because every agent went idle (spec §4.10). */
export const roundEndedIdle = roundEndedMetric(
  "round_ended_idle",
  "all_agents_idle",
  "Number of rounds whose main phase ended because all agents went idle.",
  // idling can be a finished task or a stuck one
  "none",
);
