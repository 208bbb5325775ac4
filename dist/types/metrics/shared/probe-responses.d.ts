import type { z } from "zod";
import type { KeyedObservation } from "../../core/measurement.js";
import { PyFloat } from "../../core/json-format.js";
import type { MetricContext, SidecarStore } from "../contract.js";
import type { probeResponseSchema } from "./probe-response-schema.js";
export declare const PROBE_RESPONSES_FILE = "protocol_probe_responses.jsonl";
export type ProbeResponse = z.output<typeof probeResponseSchema>;
/**
 * The rows of the responses file in file order, or undefined when the file does not exist.
 * Blank lines are ignored; a line that is not valid JSON or not a valid row is skipped with one
 * log line naming it (the sidecar reader is tolerant, unlike the event-log reader).
 */
export declare function readProbeResponses(context: Pick<MetricContext, "sidecars" | "log">, metricName: string): Promise<ProbeResponse[] | undefined>;
/**
 * Levenshtein distance counted in code points, as rapidfuzz does. fastest-levenshtein counts
 * UTF-16 units, so an astral character would cost two edits; strings holding any surrogate go
 * through the code-point DP instead.
 */
export declare function levenshteinDistance(a: string, b: string): number;
/** rapidfuzz `Levenshtein.normalized_similarity(a, b)` with default arguments (spec §4.22). */
export declare function normalizedSimilarity(a: string, b: string): number;
/** Naive `+=` mean of `sim(x, y)` over the cartesian product, `xs` outer (spec §3.3). */
export declare function cartesianMeanSimilarity(xs: readonly string[], ys: readonly string[]): number;
/** GlossoGen's `cutoff_sort_key`: numeric cutoffs ascending, the end of the run (null) last. */
export declare function cutoffSortKey(cutoff: number | null): readonly [number, number];
export declare function compareCutoffs(a: number | null, b: number | null): number;
/** Rows sorted by `replica_index`; stable, so duplicate indices keep file order. */
export declare function byReplica(rows: readonly ProbeResponse[]): ProbeResponse[];
/** Python `sorted()` order for tuples of strings. */
export declare function compareStringTuples(a: readonly string[], b: readonly string[]): number;
/**
 * JSON values for the compact writer. Plain objects are for fixed field names; a Map keeps the
 * insertion order of data-derived keys (a JS object would move integer-like keys such as "7" first).
 */
export type CompactJson = null | boolean | number | string | PyFloat | readonly CompactJson[] | ReadonlyMap<string, CompactJson> | {
    readonly [key: string]: CompactJson;
};
/** `orjson.dumps(value)` with no options: no spaces, no trailing newline, floats Python-style. */
export declare function dumpsCompact(value: CompactJson): string;
/**
 * Keyed observations of a similarity artifact (replica and agent-pair): one per group, keyed by
 * every scalar or list field except the texts, cells, pairs and the value itself (lists joined
 * with ", "), valued `mean_similarity`. A missing or unreadable artifact gives [].
 */
export declare function readGroupKeyedObservations(sidecars: SidecarStore, file: string): Promise<KeyedObservation[]>;
/** Shorthand used by the artifact builders. */
export declare function pyFloat(value: number): PyFloat;
