/**
 * A time limit on one call of user-supplied computation while grading (a module metric or grader,
 * a function mapper or tie-breaker, a regex pattern from the config or the dataset). The pure
 * rooms decide which calls are user code and what to call them in a message; the Node layer
 * (src/node/call-bound.ts) supplies the clock and the interruption.
 */
export interface CallBound {
    /** The limit of one call, in milliseconds. */
    readonly limitMs: number;
    /**
     * Runs `call` (sync or async) with its synchronous part and then the promise it returns limited
     * to `limitMs` together; over the limit it rejects with a CallTimeoutError naming `what` (e.g.
     * "metric 'm' on trial 't'"). Errors the call throws pass through unchanged. The call starts on
     * a later turn of the event loop, never synchronously.
     */
    call<T>(what: string, call: () => T | Promise<T>): Promise<T>;
}
/**
 * The longest label (or `model` value, or user grader result, as JSON) user code may put into the
 * report, in UTF-16 code units: 1 MiB. A label is a category name; values past this end the
 * report in V8's "Invalid string length" once a few trials add up past the longest string, so the
 * trial's metric (or grader) fails instead, with the size.
 */
export declare const MAX_OUTPUT_CHARS: number;
/** Seconds as the messages and docs write them: `10 s`, `0.05 s`. */
export declare function formatLimit(limitMs: number): string;
/** A call of user-supplied computation that ran over the limit. */
export declare class CallTimeoutError extends Error {
    readonly what: string;
    readonly limitMs: number;
    readonly name = "CallTimeoutError";
    constructor(what: string, limitMs: number);
}
/** The trial id of a grader row (a dataset line), for messages; "?" when the row has none. */
export declare function rowTrialId(row: Readonly<Record<string, unknown>>): string;
