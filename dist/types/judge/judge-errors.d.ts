/** Errors of the judge layer. None of them ever carries an API key (providers scrub messages). */
import type { TokenUsage } from "./pricing.js";
/**
 * The provider answered (and billed) but the answer has no usable structured output: no tool call,
 * unparsable arguments, truncated at the token limit, a refusal. Retried once by the validating
 * wrapper. Carries the usage so the money spent is still accounted.
 */
export declare class JudgeOutputError extends Error {
    readonly usage: TokenUsage;
    readonly model: string;
    readonly name = "JudgeOutputError";
    constructor(message: string, usage: TokenUsage, model: string);
}
/** The provider could not be reached or kept failing (after retries), or rejected the request. */
export declare class JudgeProviderError extends Error {
    /** HTTP status of the last attempt, when there was one. */
    readonly status: number | undefined;
    /** Attempts made (1 + retries). */
    readonly attempts: number;
    readonly name = "JudgeProviderError";
    constructor(message: string, 
    /** HTTP status of the last attempt, when there was one. */
    status: number | undefined, 
    /** Attempts made (1 + retries). */
    attempts: number);
}
/** The structured output stayed invalid after the one retry (or a recording is invalid). */
export declare class JudgeValidationError extends Error {
    readonly metric: string;
    /** The validator's description of the last invalid output. */
    readonly validationError: string;
    readonly name = "JudgeValidationError";
    constructor(message: string, metric: string, 
    /** The validator's description of the last invalid output. */
    validationError: string);
}
/** Replay found no recording for a request. The message explains what changed and how to fix it. */
export declare class JudgeFixtureMissingError extends Error {
    readonly metric: string;
    readonly key: string;
    readonly replica: number;
    /** Display path of the nearest recording of the same metric, if any. */
    readonly nearestPath: string | undefined;
    /** Unified diff nearest → requested ("" when there is no nearest recording). */
    readonly diff: string;
    readonly name = "JudgeFixtureMissingError";
    /** A replay miss must fail the whole metric: dropping one replica would silently change its score. */
    readonly fatal = true;
    constructor(message: string, metric: string, key: string, replica: number, 
    /** Display path of the nearest recording of the same metric, if any. */
    nearestPath: string | undefined, 
    /** Unified diff nearest → requested ("" when there is no nearest recording). */
    diff: string);
}
/**
 * A judge answer (replayed or live) holds something that looks like a credential, or the API key in
 * use. The whole metric fails: a redacted answer would silently change what the metric scores, and
 * an unredacted one would carry the secret into the report, its sidecars and the output.
 */
export declare class JudgeSecretError extends Error {
    readonly metric: string;
    readonly name = "JudgeSecretError";
    readonly fatal = true;
    constructor(message: string, metric: string);
}
