import { type RoundResultRecorded, eventsOfType } from "../core/events.js";
import type { Measurement } from "../core/measurement.js";
import { compareCodePoints } from "../core/pynum.js";
import type { BuiltinMetric } from "./contract.js";

/** One team's results, as GlossoGen groups `round_result_recorded` events. */
export interface TeamResults {
  readonly teamId: string | null;
  /** This team's results sorted by round (stable: file order within a round). */
  readonly results: readonly RoundResultRecorded[];
  readonly won: number;
  readonly total: number;
}

/** GlossoGen's team order, key `(team_id is not None, team_id)`: `null` first, then by code point. */
export function compareTeamIds(a: string | null, b: string | null): number {
  if (a === null) return b === null ? 0 : -1;
  if (b === null) return 1;
  return compareCodePoints(a, b);
}

/** Group results (in file order) by team; teams in GlossoGen order, each team's results by round. */
export function groupByTeam(results: readonly RoundResultRecorded[]): TeamResults[] {
  const groups = new Map<string | null, RoundResultRecorded[]>();
  for (const result of results) {
    const group = groups.get(result.team_id);
    if (group === undefined) groups.set(result.team_id, [result]);
    else group.push(result);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareTeamIds(a, b))
    .map(([teamId, group]) => {
      const sorted = [...group].sort((x, y) => x.round_number - y.round_number);
      return { teamId, results: sorted, won: sorted.filter((r) => r.success).length, total: sorted.length };
    });
}

/** Fraction of recorded round results that succeeded, one measurement per team (spec §4.9). */
export const roundSuccess: BuiltinMetric = {
  name: "round_success",
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: true,
  eventTypes: ["round_result_recorded"],
  description: "Fraction of recorded round results that succeeded, per team.",
  unit: "fraction of rounds succeeded ({won}/{total})",
  notApplicableWhen: "the run has no round_result_recorded event",
  compute(context) {
    const results = eventsOfType(context.events, "round_result_recorded");
    if (results.length === 0) {
      context.log("round_success: the run has no round_result_recorded event; no measurement");
      return Promise.resolve([]);
    }
    // Duplicate results for one round (resumed runs) are all counted, as upstream does.
    const measurements: Measurement[] = groupByTeam(results).map((team) => ({
      metric_name: team.teamId === null ? "round_success" : `round_success_${team.teamId}`,
      score: team.won / team.total, // groups are never empty
      score_unit: `fraction of rounds succeeded (${team.won}/${team.total})`,
      summary: `succeeded in ${team.won}/${team.total} rounds`,
      per_round: team.results.map((r) => ({ round_number: r.round_number, value: r.success ? 1 : 0, note: r.reason })),
      per_agent: [],
    }));
    return Promise.resolve(measurements);
  },
};
