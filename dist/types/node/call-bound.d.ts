import { type CallBound } from "../core/call-bound.js";
/** The limit when none is asked for: 10 s per call. */
export declare const DEFAULT_USER_CODE_TIMEOUT_MS = 10000;
/**
 * `--user-code-timeout` / the `user-code-timeout` input in decimal seconds, into ms; undefined when
 * not given (see parseLimitSeconds).
 */
export declare function parseUserCodeTimeout(text: string | undefined, label?: string, blankIsUnset?: boolean): number | undefined;
/** A CallBound of `limitMs` per call. */
export declare function createCallBound(limitMs?: number): CallBound;
