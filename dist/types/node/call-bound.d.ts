import { type CallBound } from "../core/call-bound.js";
/** The limit when none is asked for: 10 s per call. */
export declare const DEFAULT_USER_CODE_TIMEOUT_MS = 10000;
/**
 * `--user-code-timeout` / the `user-code-timeout` input in decimal seconds, into ms; undefined when
 * not given (see parseLimitSeconds).
 */
export declare function parseUserCodeTimeout(text: string | undefined, label?: string, blankIsUnset?: boolean): number | undefined;
/** A CallBound of the Node layer: `close` once its calls are no longer awaited (grading is over). */
export interface ClosableCallBound extends CallBound {
    /** Its calls still in flight (one that never settles) are no longer watched for being stuck. */
    close(): void;
}
/** A CallBound of `limitMs` per call. */
export declare function createCallBound(limitMs?: number): ClosableCallBound;
