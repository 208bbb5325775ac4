/**
 * Judge usage accounting for one evaluation invocation, kept as two separate figures:
 *
 * - **used**: the usage of every response the metrics received, whether it came live or from a
 *   recording. Recordings keep the usage of the call that produced them, so a replayed run reports
 *   the same `used` figure as the run that recorded it (this is what the report's cost shows).
 * - **spent**: the usage of calls that actually went to a provider in this invocation (live,
 *   record-missing and record-all misses), including answers that were then rejected as invalid.
 *   Always zero in replay. This is the money this invocation cost.
 */
import { type TokenUsage } from "./pricing.js";
import type { Judge, JudgeResponse } from "./judge.js";
export interface UsageTotals {
    /** Provider responses counted (for `used`: responses handed to metrics). */
    readonly calls: number;
    readonly usage: TokenUsage;
    /** Priced with the current table by each response's model; unpriced models count 0. */
    readonly costUsd: number;
}
export interface JudgeAccountingSnapshot {
    readonly used: UsageTotals;
    readonly spent: UsageTotals;
    /** Responses served from recordings. */
    readonly replayed: number;
    /** Responses recorded into the store. */
    readonly recorded: number;
}
export declare class JudgeAccounting {
    private used;
    private spent;
    private replayed;
    private recorded;
    /** A response handed to a metric; `from` says where it came from. */
    noteUsed(response: JudgeResponse, from: "live" | "replay"): void;
    /** A provider response paid for in this invocation (valid or not). */
    noteSpent(usage: TokenUsage, model: string): void;
    noteRecorded(): void;
    snapshot(): JudgeAccountingSnapshot;
}
/** Counts every provider response of `inner` as spent, including unusable answers. */
export declare function meteredJudge(inner: Judge, accounting: JudgeAccounting): Judge;
