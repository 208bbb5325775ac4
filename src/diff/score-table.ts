/**
 * A neutral table of scores: what the diff needs to know about a set of runs, and nothing about
 * where the numbers came from. GlossoGen reports are one producer (see from-reports.ts); graded
 * trial datasets (NeMo / OpenJudge style) can become another without touching the statistics.
 */
import { ownKeysRecord } from "../core/own-record.js";
import { z } from "zod";
import { firstIssue } from "../core/schema-issue.js";

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

const stringMap = ownKeysRecord(z.string(), z.string());

const metricScoreSchema = z.object({
  unit: z.string(),
  direction: z.enum(["higher-better", "lower-better", "neutral"]),
  fraction: z.boolean(),
  score: z.number().refine(Number.isFinite, "score must be finite"),
  rounds: z.array(z.object({ round: z.number().int(), value: z.number() })).optional(),
  counts: z
    .object({ successes: z.number().nonnegative(), trials: z.number().positive() })
    .refine((c) => c.successes <= c.trials, "successes must not exceed trials")
    .optional(),
  provenance: stringMap.optional(),
});

const scoreRunSchema = z.object({
  id: z.string().min(1),
  pairing: z.object({ scenario: z.string().optional(), seed: z.string().optional() }).optional(),
  eventLogDigest: z.string().optional(),
  provenance: stringMap.optional(),
  metrics: ownKeysRecord(z.string(), metricScoreSchema),
  unavailable: stringMap.optional(),
  incomplete: z.boolean().optional(),
});

/**
 * Validates a score table from an untrusted producer (e.g. JSON on disk). Run ids must be unique
 * because the diff sorts and reports by them.
 */
export const scoreTableSchema = z
  .object({ runs: z.array(scoreRunSchema) })
  .superRefine((table, ctx) => {
    const seen = new Set<string>();
    for (const [i, run] of table.runs.entries()) {
      if (seen.has(run.id)) ctx.addIssue({ code: "custom", path: ["runs", i, "id"], message: `duplicate run id '${run.id}'` });
      seen.add(run.id);
    }
  });

/** Parse and validate; the error names the offending field. */
export function parseScoreTable(raw: unknown, source: string): ScoreTable {
  const parsed = scoreTableSchema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new Error(`${source}: field '${field ?? ""}': ${message}`);
  }
  return parsed.data;
}

/**
 * The pairing key of a run, or undefined when it has none. The separator cannot occur in
 * scenario names or seeds, so distinct key pairs never collide.
 */
export function pairingKey(run: ScoreRun): string | undefined {
  const scenario = run.pairing?.scenario;
  const seed = run.pairing?.seed;
  if (scenario === undefined && seed === undefined) return undefined;
  return `${scenario ?? ""}\u0000${seed ?? ""}`;
}
