import type { JsonSchema } from "../../judge/judge.js";
import type { GraderMode, GraderRank, GraderScore } from "../contract.js";
export interface StructuredModel {
    /** The output type's name (the provider's tool/function name), e.g. `GraderScoreCallback`. */
    readonly name: string;
    readonly description: string;
    readonly schema: JsonSchema;
}
/** Upstream's default pointwise model `GraderScoreCallback {score, reason}`. */
export declare const GRADER_SCORE_CALLBACK: StructuredModel;
/** Upstream's default listwise model `GraderRankCallback {rank, reason}`. */
export declare const GRADER_RANK_CALLBACK: StructuredModel;
export declare function defaultStructuredModel(mode: GraderMode): StructuredModel;
/** pydantic v2 lax `float`: numbers, bools, and strings that pydantic-core reads as a float. */
export declare function laxFloat(value: unknown, model: string, field: string): number;
/** A GraderScore from parsed output, with upstream's defaults and coercions. */
export declare function parsePointwise(name: string, output: unknown): GraderScore;
/** GraderRank's validation: a non-empty permutation of 1..n of positive, unique integers. */
export declare function validateRank(value: unknown): number[];
/** A GraderRank from parsed output, with upstream's defaults. */
export declare function parseListwise(name: string, output: unknown): GraderRank;
/** The judge-side check: only "is it a JSON object" (anything else is left to upstream's parsing). */
export declare function objectOutputIssue(output: unknown): string | undefined;
