import { type RoundResultRecorded } from "../core/events.js";
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
export declare function compareTeamIds(a: string | null, b: string | null): number;
/** Group results (in file order) by team; teams in GlossoGen order, each team's results by round. */
export declare function groupByTeam(results: readonly RoundResultRecorded[]): TeamResults[];
/** Fraction of recorded round results that succeeded, one measurement per team (spec §4.9). */
export declare const roundSuccess: BuiltinMetric;
