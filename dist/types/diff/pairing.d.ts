import { type MetricScore, type ScoreRun } from "./score-table.js";
import type { Counts } from "./statistics.js";
/** A provenance field whose values differ between the sides. */
export interface DifferingField {
    readonly field: string;
    readonly baseline: readonly string[];
    readonly candidate: readonly string[];
}
/** A round whose outcome flipped between a baseline run and the candidate run with the same scenario and seed. */
export interface FlipEntry {
    readonly scenario?: string;
    readonly seed?: string;
    readonly round: number;
    readonly baseline: Counts;
    readonly candidate: Counts;
}
/** A scenario/seed pair left out of the flip table, and why. */
export interface SkippedFlipPair {
    readonly scenario?: string;
    readonly seed?: string;
    readonly reason: string;
}
/**
 * Per-round flips for 0/1 round outcomes (round_success), only between runs that share scenario,
 * seed and round count: anything else compares unrelated simulations. A round is "newly failing"
 * when it succeeded in the baseline run and fails in the candidate run.
 */
export interface FlipTable {
    /** by-pairing-key: at least one pair lined up. not-comparable: none did (`reason` says why). */
    readonly mode: "by-pairing-key" | "not-comparable";
    readonly newlyFailing: readonly FlipEntry[];
    readonly newlyPassing: readonly FlipEntry[];
    /** Why no round can be compared (mode not-comparable), else null. */
    readonly reason: string | null;
    /** Pairs that were left out (e.g. different round counts), sorted by scenario/seed. */
    readonly skipped: readonly SkippedFlipPair[];
}
export interface Entry {
    readonly run: ScoreRun;
    readonly score: MetricScore;
}
export declare function entriesFor(runs: readonly ScoreRun[], metric: string): Entry[];
export declare function pooledCounts(entries: readonly Entry[]): Counts | null;
export declare function runCounts(entries: readonly Entry[]): Counts[] | null;
/** Provenance fields (run-wide + metric-specific) whose value sets differ between the sides. */
export declare function differingFields(baseline: readonly Entry[], candidate: readonly Entry[]): DifferingField[];
/**
 * The scenario mix of the two sides when it differs: both sides hold runs of several scenarios,
 * in different proportions (3 veyru + 1 iceberg against 1 veyru + 3 iceberg). An unpaired mean
 * over such runs measures the mix, not the agent: a scenario where the agent scores 90% against
 * one where it scores 30% makes a 30 pp "regression" out of nothing. Undefined when one scenario
 * is all there is, a run does not say its scenario, or the proportions agree (then the mean is
 * over the same mix on both sides).
 */
export declare function scenarioMix(baseline: readonly Entry[], candidate: readonly Entry[]): DifferingField | undefined;
/** Same event logs on both sides (as multisets); false when any run lacks a digest (unknown input). */
export declare function sameEventLogs(baseline: readonly Entry[], candidate: readonly Entry[]): boolean;
/** Scores per event-log digest agree on both sides. */
export declare function sameScoresPerLog(baseline: readonly Entry[], candidate: readonly Entry[]): boolean;
export interface PairingPlan {
    readonly keys: readonly string[];
    readonly baseline: ReadonlyMap<string, readonly Entry[]>;
    readonly candidate: ReadonlyMap<string, readonly Entry[]>;
}
/** Pairing plan when every run has a key and both sides cover exactly the same keys. */
export declare function planPairing(baseline: readonly Entry[], candidate: readonly Entry[]): PairingPlan | {
    mismatch: string;
} | undefined;
/**
 * Flips between runs that replay the same simulation: one baseline and one candidate run with the
 * same scenario, seed and round count. Anything else is listed as skipped, with the reason.
 */
export declare function flipTable(baseline: readonly Entry[], candidate: readonly Entry[]): FlipTable | null;
