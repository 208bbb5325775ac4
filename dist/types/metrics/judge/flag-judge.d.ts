/**
 * The four single-call transcript judges (spec §4.14): one judge call over every round's
 * transcript; score = number of per-round notes the judge returned, trusted verbatim.
 */
import type { Measurement } from "../../core/measurement.js";
import type { BuiltinMetric, MetricContext } from "../contract.js";
import { type JudgeCallSpec } from "./judge-call.js";
import type { RoundNote } from "./schemas.js";
export interface FlagJudgeOutput {
    readonly per_round_notes: readonly RoundNote[];
    readonly explanation: string;
}
export interface FlagJudgeConfig<T extends FlagJudgeOutput> {
    /** The metric's name; what it declares is its registry entry (lazy-builtins.ts). */
    readonly name: string;
    readonly call: JudgeCallSpec<T>;
    /** The output's flags, in summary order (e.g. `["systematic"]`). */
    readonly flags: (output: T) => string[];
    /** Template variables besides `rounds`. */
    readonly extraVariables?: (context: MetricContext) => Record<string, unknown>;
}
/**
 * What a flag judge's rounds contain, read from its declared unit (`rounds with {phrase} (out of
 * {total_rounds})` in lazy-builtins.ts), so the summary's `rounds contained {phrase}` and the
 * unit cannot drift apart.
 */
export declare function flagJudgePhrase(name: string): string;
export declare function flagJudgeMeasurement<T extends FlagJudgeOutput>(config: Pick<FlagJudgeConfig<T>, "name" | "flags"> & {
    readonly phrase: string;
}, output: T, roundCount: number): Measurement;
export declare function flagJudgeMetric<T extends FlagJudgeOutput>(config: FlagJudgeConfig<T>): BuiltinMetric;
