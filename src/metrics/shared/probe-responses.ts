/**
 * What the three probe-similarity metrics share (spec §4.22): the tolerant reader of
 * `protocol_probe_responses.jsonl`, the code-point Levenshtein similarity, the cutoff ordering
 * (end of run last) and the orjson-compact writer of their artifacts.
 */
import { distance } from "fastest-levenshtein";
import type { z } from "zod";
import type { KeyedObservation } from "../../core/measurement.js";
import { compareCodePoints, pySplit } from "../../core/pynum.js";
import { PyFloat, formatPyJsonFloat, orjsonScalar } from "../../core/json-format.js";
import type { MetricContext, SidecarStore } from "../contract.js";
import { readSidecarArray } from "./sidecar-json.js";
import { firstIssue } from "../../core/schema-issue.js";
import { type PyJsonValue, pyJsonLoads } from "../../core/py-json.js";
import type { probeResponseSchema } from "./probe-response-schema.js";

export const PROBE_RESPONSES_FILE = "protocol_probe_responses.jsonl";

export type ProbeResponse = z.output<typeof probeResponseSchema>;

/**
 * The rows of the responses file in file order, or undefined when the file does not exist.
 * Blank lines are ignored; a line that is not valid JSON or not a valid row is skipped with one
 * log line naming it (the sidecar reader is tolerant, unlike the event-log reader).
 */
export async function readProbeResponses(
  context: Pick<MetricContext, "sidecars" | "log">,
  metricName: string,
): Promise<ProbeResponse[] | undefined> {
  const text = await context.sidecars.readText(PROBE_RESPONSES_FILE);
  if (text === undefined) return undefined;
  // the row schema (and zod) is loaded for the runs that have probe responses
  const { probeResponseSchema } = await import("./probe-response-schema.js");
  const rows: ProbeResponse[] = [];
  // Python text mode reads with universal newlines: \r\n, \r and \n all end a line.
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    // a line with nothing but Python whitespace is blank (`line.strip()` is empty)
    if (pySplit(line).length === 0) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      // Python's JSON readers also take NaN and ±Infinity (e.g. in a field the row model ignores)
      parsed = pythonJsonOf(line);
      if (parsed === undefined) {
        context.log(`${metricName}: ${PROBE_RESPONSES_FILE} line ${i + 1} skipped: invalid JSON (${(error as Error).message})`);
        return;
      }
    }
    // pydantic's JSON parser (model_validate_json) refuses an escaped lone surrogate anywhere in the
    // line, where JSON.parse and Python's json module take it
    if (holdsLoneSurrogate(parsed)) {
      context.log(`${metricName}: ${PROBE_RESPONSES_FILE} line ${i + 1} skipped: invalid JSON (a lone surrogate escape such as \\ud800)`);
      return;
    }
    const result = probeResponseSchema.safeParse(parsed);
    if (!result.success) {
      const { field, message } = firstIssue(result.error);
      context.log(`${metricName}: ${PROBE_RESPONSES_FILE} line ${i + 1} skipped: not a probe response (${field === undefined ? "" : `${field}: `}${message})`);
      return;
    }
    rows.push(result.data);
  });
  return rows;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a parsed JSON value has a string (or key) with an unpaired UTF-16 surrogate. */
function holdsLoneSurrogate(value: unknown): boolean {
  if (typeof value === "string") return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(holdsLoneSurrogate);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => LONE_SURROGATE.test(key) || holdsLoneSurrogate(item));
  }
  return false;
}

/** `json.loads(line)` as plain JS values, or undefined when Python refuses the line too. */
function pythonJsonOf(line: string): unknown {
  let value: PyJsonValue;
  try {
    value = pyJsonLoads(line);
  } catch {
    return undefined;
  }
  const plain = (v: PyJsonValue): unknown => {
    if (typeof v === "bigint") return Number(v);
    if (Array.isArray(v)) return v.map(plain);
    if (v instanceof Map) return Object.fromEntries([...v].map(([key, item]) => [key, plain(item)]));
    return v;
  };
  return plain(value);
}

/** Code points of a string, as numbers (Python iterates strings by code point). */
function codePoints(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) out.push(ch.codePointAt(0) as number);
  return out;
}

/** Unit-cost Levenshtein distance over two code-point sequences (Wagner–Fischer, one row). */
function codePointDistance(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  const row = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    const ca = a[i - 1];
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      const substitute = diagonal + (ca === b[j - 1] ? 0 : 1);
      const fromLeft = (row[j - 1] as number) + 1;
      row[j] = Math.min(substitute, above + 1, fromLeft);
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

const SURROGATE = /[\ud800-\udfff]/;

/**
 * Levenshtein distance counted in code points, as rapidfuzz does. fastest-levenshtein counts
 * UTF-16 units, so an astral character would cost two edits; strings holding any surrogate go
 * through the code-point DP instead.
 */
export function levenshteinDistance(a: string, b: string): number {
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return distance(a, b);
  return codePointDistance(codePoints(a), codePoints(b));
}

/** rapidfuzz `Levenshtein.normalized_similarity(a, b)` with default arguments (spec §4.22). */
export function normalizedSimilarity(a: string, b: string): number {
  const longest = Math.max(codePoints(a).length, codePoints(b).length);
  const normalizedDistance = longest === 0 ? 0 : levenshteinDistance(a, b) / longest;
  return 1.0 - normalizedDistance;
}

/** Naive `+=` mean of `sim(x, y)` over the cartesian product, `xs` outer (spec §3.3). */
export function cartesianMeanSimilarity(xs: readonly string[], ys: readonly string[]): number {
  let total = 0;
  let count = 0;
  for (const x of xs) {
    for (const y of ys) {
      total += normalizedSimilarity(x, y);
      count += 1;
    }
  }
  return total / count;
}

/** GlossoGen's `cutoff_sort_key`: numeric cutoffs ascending, the end of the run (null) last. */
export function cutoffSortKey(cutoff: number | null): readonly [number, number] {
  return cutoff === null ? [1, 0] : [0, cutoff];
}

export function compareCutoffs(a: number | null, b: number | null): number {
  const [ka, va] = cutoffSortKey(a);
  const [kb, vb] = cutoffSortKey(b);
  return ka !== kb ? ka - kb : va - vb;
}

/** Rows sorted by `replica_index`; stable, so duplicate indices keep file order. */
export function byReplica(rows: readonly ProbeResponse[]): ProbeResponse[] {
  return [...rows].sort((x, y) => x.replica_index - y.replica_index);
}

/** Python `sorted()` order for tuples of strings. */
export function compareStringTuples(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareCodePoints(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/**
 * JSON values for the compact writer. Plain objects are for fixed field names; a Map keeps the
 * insertion order of data-derived keys (a JS object would move integer-like keys such as "7" first).
 */
export type CompactJson =
  | null
  | boolean
  | number
  | string
  | PyFloat
  | readonly CompactJson[]
  | ReadonlyMap<string, CompactJson>
  | { readonly [key: string]: CompactJson };

function writeCompact(value: CompactJson, out: string[]): void {
  const scalar = orjsonScalar(value);
  if (scalar !== undefined) out.push(scalar);
  else if (Array.isArray(value)) {
    out.push("[");
    (value as readonly CompactJson[]).forEach((item, i) => {
      if (i > 0) out.push(",");
      writeCompact(item, out);
    });
    out.push("]");
  } else {
    const entries =
      value instanceof Map
        ? [...(value as ReadonlyMap<string, CompactJson>).entries()]
        : Object.entries(value as { readonly [key: string]: CompactJson });
    out.push("{");
    entries.forEach(([key, item], i) => {
      if (i > 0) out.push(",");
      out.push(JSON.stringify(key), ":");
      writeCompact(item, out);
    });
    out.push("}");
  }
}

/** `orjson.dumps(value)` with no options: no spaces, no trailing newline, floats Python-style. */
export function dumpsCompact(value: CompactJson): string {
  const out: string[] = [];
  writeCompact(value, out);
  return out.join("");
}

/** Python `str()` of a JSON scalar read back from an artifact. */
function pyStr(value: unknown): string {
  if (value === null) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : formatPyJsonFloat(value);
  return typeof value === "string" ? value : JSON.stringify(value);
}

const NOT_KEYS = new Set(["response_texts", "response_texts_by_agent", "cells", "pairs", "mean_similarity"]);

/**
 * Keyed observations of a similarity artifact (replica and agent-pair): one per group, keyed by
 * every scalar or list field except the texts, cells, pairs and the value itself (lists joined
 * with ", "), valued `mean_similarity`. A missing or unreadable artifact gives [].
 */
export async function readGroupKeyedObservations(sidecars: SidecarStore, file: string): Promise<KeyedObservation[]> {
  const groups = await readSidecarArray(sidecars, file, "groups");
  const observations: KeyedObservation[] = [];
  for (const group of groups) {
    if (typeof group !== "object" || group === null) continue;
    const record = group as Record<string, unknown>;
    const value = record.mean_similarity;
    if (typeof value !== "number") continue;
    const keys: Record<string, string> = {};
    for (const [key, field] of Object.entries(record)) {
      if (NOT_KEYS.has(key)) continue;
      if (Array.isArray(field)) keys[key] = field.map(pyStr).join(", ");
      else if (typeof field !== "object" || field === null) keys[key] = pyStr(field);
    }
    observations.push({ keys, value });
  }
  return observations;
}

/** Shorthand used by the artifact builders. */
export function pyFloat(value: number): PyFloat {
  return new PyFloat(value);
}
