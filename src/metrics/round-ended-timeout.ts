import { roundEndedMetric } from "./shared/round-ended.js";

/** Rounds whose main phase ended on the round timer (spec §4.10). */
export const roundEndedTimeout = roundEndedMetric(
  "round_ended_timeout",
  "round_timeout",
  "Number of rounds whose main phase ended because the round timed out.",
  // a timeout is a failure of the run
  "lower",
);
