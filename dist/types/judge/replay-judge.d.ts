/**
 * Record/replay of judge calls against the fixture store.
 *
 * Modes:
 * - `replay` (default): answer from the store only; the inner judge (and so the network) is never
 *   touched. A miss throws `JudgeFixtureMissingError` naming the metric, the key, the nearest
 *   recording of the same metric and a line diff of what changed.
 * - `record-missing`: answer from the store; call the inner judge for misses and record them.
 * - `record-all`: call the inner judge for every distinct request of this invocation and overwrite
 *   its recording (a repeated identical request within the invocation reuses the fresh answer).
 * - `live`: call the inner judge; the store is neither read nor written.
 *
 * Nothing invalid is ever recorded: with a per-call `validate`, a live answer is checked before it
 * is written, and a recording that no longer validates fails replay with the validation error.
 */
import { JudgeAccounting } from "./accounting.js";
import { type FixtureStore } from "./fixture-store.js";
import type { Judge, JudgeCallOptions, JudgeRequest, JudgeResponse } from "./judge.js";
import { JudgeFixtureMissingError } from "./judge-errors.js";
import type { JudgeMode } from "./judge-mode.js";
export { JUDGE_MODES, parseJudgeMode } from "./judge-mode.js";
export type { JudgeMode } from "./judge-mode.js";
export interface ReplayJudgeOptions {
    readonly mode: JudgeMode;
    /** Answers misses (record modes) and every call (live). Never called in replay. */
    readonly inner: Judge;
    /** Required in every mode but `live`. */
    readonly store?: FixtureStore;
    /** Timestamp (ISO 8601) for new recordings; injected because the pure core has no clock. */
    readonly now: () => string;
    readonly accounting?: JudgeAccounting;
    /** Provenance written into recordings; default `inner.source`, else `<provider> (live model)`. */
    readonly source?: string;
    /** How to tell the user to record a miss (default mentions `--judge-mode record-missing`). */
    readonly recordHint?: string;
    /** Literal secrets (the API keys in use) no answer may contain; patterns are checked always. */
    readonly knownSecrets?: readonly (string | undefined)[];
    /** Told the fixture key of every call (hashed once here, so a caller tracking keys need not hash again). */
    readonly onKey?: (key: string) => void;
}
export declare class ReplayJudge implements Judge {
    private readonly options;
    readonly mode: JudgeMode;
    readonly accounting: JudgeAccounting;
    private readonly inflight;
    constructor(options: ReplayJudgeOptions);
    get source(): string | undefined;
    call(request: JudgeRequest, callOptions?: JudgeCallOptions): Promise<JudgeResponse>;
    private serveRecording;
    /** A recorded answer, checked for secrets and against the metric's validation. */
    private checkedRecording;
    /**
     * Every answer, replayed or live, passes the same secret check as a recording being written,
     * before any metric sees it. Findings name the JSON path and the kind, never the value.
     */
    private checkSecrets;
    private checkLive;
    private record;
}
/** A readable, line-oriented rendering of a request for diffs (prompts verbatim, JSON pretty). */
export declare function requestReviewText(request: JudgeRequest): string;
/** One line per block header, texts verbatim: what a reviewer diffs between two probe requests. */
export declare function conversationReviewText(messages: NonNullable<JudgeRequest["conversation"]>): string;
/**
 * Builds the miss error: key, expected path, nearest recording of the same metric and a diff.
 * The diff quotes the prompt, which holds whatever the agents wrote (an agent may have echoed a
 * key into the transcript): anything that looks like a credential, and `knownSecrets`, is
 * redacted from the message, which goes to stderr and the report's failed-metric error.
 */
export declare function explainMiss(store: FixtureStore, request: JudgeRequest, key: string, recordHint?: string, knownSecrets?: readonly (string | undefined)[]): Promise<JudgeFixtureMissingError>;
export interface JudgeStackOptions {
    readonly mode: JudgeMode;
    /** The provider judge (Anthropic, OpenAI, scripted…). */
    readonly provider: Judge;
    readonly store?: FixtureStore;
    readonly now: () => string;
    /** Bound on concurrent provider calls (default 8). Replayed answers are not throttled. */
    readonly concurrency?: number;
    readonly source?: string;
    readonly recordHint?: string;
    /** Literal secrets no answer may contain (the API keys in use). */
    readonly knownSecrets?: readonly (string | undefined)[];
    /** Told the fixture key of every call, as it is hashed (see ReplayJudgeOptions.onKey). */
    readonly onKey?: (key: string) => void;
}
/**
 * The judge an evaluation hands to metrics: provider → concurrency limit → spend metering →
 * validation with one retry → record/replay. Returns the accounting to read `used` and `spent`.
 */
export declare function createJudgeStack(options: JudgeStackOptions): {
    judge: ReplayJudge;
    accounting: JudgeAccounting;
};
