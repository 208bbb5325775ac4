import { type CallBound } from "../core/call-bound.js";
/** The limit when none is asked for: 10 s per call. */
export declare const DEFAULT_USER_CODE_TIMEOUT_MS = 10000;
/** How a library caller sets the limit (the CLI and the Action name their flag and input instead). */
export declare const LIBRARY_USER_CODE_TIMEOUT_KNOB = "gradeDataset's userCodeTimeoutMs";
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
/**
 * A CallBound of `limitMs` per call; `knob` is how the caller names the limit, in the message of
 * a call that never yields (stuck-call-watchdog.ts).
 */
export declare function createCallBound(limitMs?: number, knob?: string): ClosableCallBound;
