/**
 * OpenJudge's grader protocol, as plain data. A grader is called with keyword arguments (here one
 * object of named arguments, after the mapper) and returns one of three result shapes, named and
 * shaped exactly as OpenJudge's `graders/schema.py` (GraderScore, GraderRank, GraderError) so that
 * results serialise the way OpenJudge users read them.
 *
 * This room is pure: graders that need the outside world (a judge, a code runner, evidence) get it
 * through the context they are called with.
 */
import type { CallBound } from "../core/call-bound.js";
import type { Judge, JudgeIdentity } from "../judge/judge.js";
export type GraderMode = "pointwise" | "listwise";
/** A JSON-like metadata object, as OpenJudge's `metadata: Dict[str, Any]`. */
export type GraderMetadata = Record<string, unknown>;
/** `GraderScore`: a pointwise result. */
export interface GraderScore {
    readonly name: string;
    readonly score: number;
    readonly reason: string;
    readonly metadata: GraderMetadata;
}
/** `GraderRank`: a listwise result; `rank` is a permutation of 1..n. */
export interface GraderRank {
    readonly name: string;
    readonly rank: readonly number[];
    readonly reason: string;
    readonly metadata: GraderMetadata;
}
/** `GraderError`: the grader could not produce a result (the runner turns exceptions into this). */
export interface GraderError {
    readonly name: string;
    readonly error: string;
    readonly reason: string;
    readonly metadata: GraderMetadata;
}
export type GraderResult = GraderScore | GraderRank | GraderError;
export declare function isGraderScore(result: GraderResult | undefined | null): result is GraderScore;
export declare function isGraderRank(result: GraderResult | undefined | null): result is GraderRank;
export declare function isGraderError(result: GraderResult | undefined | null): result is GraderError;
/**
 * What a grader may use besides its arguments. Everything that touches the outside world arrives
 * here, injected by the Node layer: the judge (recorded/replayed LLM calls) and capabilities such
 * as running code. Extended by the graders that need more.
 */
export interface GraderContext {
    readonly judge?: Judge;
    readonly judgeIdentity?: JudgeIdentity;
    /** The time limit on user-supplied computation (user graders, function mappers); none when absent. */
    readonly bound?: CallBound;
}
/** A grader: OpenJudge's `BaseGrader.aevaluate(**kwargs)`, with kwargs as one object. */
export interface Grader {
    readonly name: string;
    readonly mode: GraderMode;
    /** May throw; the runner turns a throw into a GraderError with OpenJudge's texts. */
    evaluate(args: Readonly<Record<string, unknown>>, context: GraderContext): Promise<GraderResult>;
}
/**
 * What a grader may use besides its arguments, plus the call's place among replicas. `replica` is
 * the 1-based index a strategy gives each of its N identical calls, so that N replicas of one
 * prompt are N distinct recordings in the fixture store (Average and Voting replay identically).
 */
export interface GraderCallContext extends GraderContext {
    /** 1-based replica index of this call (default 1). */
    readonly replica?: number;
}
/**
 * What a grader call may return. One result per call, except the GRPO tournament strategy, which
 * returns one `GraderScore` per rollout (OpenJudge returns a list there too).
 */
export type GraderOutput = GraderResult | readonly GraderResult[];
/** A GraderError with OpenJudge's defaults (`reason=""`, `metadata={}`). */
export declare function graderError(name: string, error: string, reason?: string, metadata?: GraderMetadata): GraderError;
