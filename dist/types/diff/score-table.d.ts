import { z } from "zod";
/**
 * Which way is good. "neutral" means the metric has no agreed good direction (e.g. entropy, which
 * can rise because a protocol got richer or because it got noisier): only a gate rule gives it
 * one, so without a gate it can be "changed" but never a regression.
 */
export type Direction = "higher-better" | "lower-better" | "neutral";
/** One scored round of one run (e.g. 1/0 for round_success). Round numbers may repeat (resumed runs). */
export interface RoundOutcome {
    readonly round: number;
    readonly value: number;
}
/** Success counts behind a fraction score, when known (round_success: won/total). */
export interface SuccessCounts {
    readonly successes: number;
    readonly trials: number;
}
/** One metric's score in one run. */
export interface MetricScore {
    /** Display unit, as the producer wrote it. */
    readonly unit: string;
    readonly direction: Direction;
    /** A proportion in [0, 1]: deltas are shown in percentage points, and Wilson/Newcombe apply. */
    readonly fraction: boolean;
    readonly score: number;
    readonly rounds?: readonly RoundOutcome[];
    readonly counts?: SuccessCounts;
    /**
     * Fields that must agree between baseline and candidate for this metric to be comparable
     * (metric version, n-gram table digests, judge identity...). Only fields that affect this
     * metric belong here, so an unrelated input change does not silence its diff.
     */
    readonly provenance?: Readonly<Record<string, string>>;
}
/** Keys that say "this baseline run and that candidate run did the same task". */
export interface PairingKeys {
    readonly scenario?: string;
    readonly seed?: string;
}
/** One run: its scores plus what is needed to pair, short-circuit and check comparability. */
export interface ScoreRun {
    /** Unique within its side (e.g. the simulation id). */
    readonly id: string;
    readonly pairing?: PairingKeys;
    /** Digest of the run's input (GlossoGen: the event log's sha256); equal digests mean equal input. */
    readonly eventLogDigest?: string;
    /** Comparability fields that apply to every metric of the run (e.g. scenario mode). */
    readonly provenance?: Readonly<Record<string, string>>;
    readonly metrics: Readonly<Record<string, MetricScore>>;
    /** Metrics the producer tried but could not score, with the reason (shown when a side lacks one). */
    readonly unavailable?: Readonly<Record<string, string>>;
    /** The run did not finish; its scores cover only part of the run. */
    readonly incomplete?: boolean;
}
/** One side of a diff. */
export interface ScoreTable {
    readonly runs: readonly ScoreRun[];
}
/**
 * Validates a score table from an untrusted producer (e.g. JSON on disk). Run ids must be unique
 * because the diff sorts and reports by them.
 */
export declare const scoreTableSchema: z.ZodObject<{
    runs: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        pairing: z.ZodOptional<z.ZodObject<{
            scenario: z.ZodOptional<z.ZodString>;
            seed: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
        eventLogDigest: z.ZodOptional<z.ZodString>;
        provenance: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, string>, unknown>>>;
        metrics: z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, {
            unit: string;
            direction: "higher-better" | "lower-better" | "neutral";
            fraction: boolean;
            score: number;
            rounds?: {
                round: number;
                value: number;
            }[] | undefined;
            counts?: {
                successes: number;
                trials: number;
            } | undefined;
            provenance?: Record<string, string> | undefined;
        }>, unknown>>;
        unavailable: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, string>, unknown>>>;
        incomplete: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/** Parse and validate; the error names the offending field. */
export declare function parseScoreTable(raw: unknown, source: string): ScoreTable;
/**
 * The pairing key of a run, or undefined when it has none. The separator cannot occur in
 * scenario names or seeds, so distinct key pairs never collide.
 */
export declare function pairingKey(run: ScoreRun): string | undefined;
