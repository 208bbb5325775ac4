/**
 * OpenJudge's `JsonMatchGrader(name="json_match", strict_order=True, ignore_extra_keys=False)`
 * (`graders/format/json/json_match.py`): both texts go through Python's `json.loads` (response
 * first), then a recursive comparison whose leaves use Python's `==`:
 * - `true == 1`, `false == 0`, `1 == 1.0`, `0 == -0.0` match; `NaN` never equals itself; big
 *   integers compare exactly (`9007199254740993 != 9007199254740992`);
 * - objects compare over the union of keys with `dict.get`, so a missing key equals `null` in
 *   both directions; `ignore_extra_keys` compares over the reference's keys only (keys extra in
 *   the response are ignored), recursively;
 * - arrays of different lengths differ; `strict_order=False` matches greedily, first fit;
 * - a parse failure gives metadata `{matched: false, error: "response_parse_error" |
 *   "reference_parse_error", error_message: str(e)}` and that message as the reason;
 * - `reference_response` is required (upstream's `TypeError` when it is absent).
 */
import { z } from "zod";
import type { Grader, GraderCallContext, GraderScore } from "../contract.js";
import { parseParams, type GraderFactory } from "../params.js";
import { pyTypeName } from "../../core/py-repr.js";
import { PyError } from "../py-format.js";
import { pyJsonLoads, pyEquals, type PyJsonValue } from "../../core/py-json.js";

export interface JsonMatchOptions {
  readonly name?: string;
  readonly strict_order?: boolean;
  readonly ignore_extra_keys?: boolean;
}

export class JsonMatchGrader implements Grader {
  readonly mode = "pointwise" as const;
  readonly name: string;
  readonly strictOrder: boolean;
  readonly ignoreExtraKeys: boolean;

  constructor(options: JsonMatchOptions = {}) {
    this.name = options.name ?? "json_match";
    this.strictOrder = options.strict_order ?? true;
    this.ignoreExtraKeys = options.ignore_extra_keys ?? false;
  }

  /** `_compare_json(reference, response)`. */
  compare(reference: PyJsonValue, response: PyJsonValue): boolean {
    if (reference instanceof Map && response instanceof Map) {
      const keys = this.ignoreExtraKeys ? [...reference.keys()] : [...new Set([...reference.keys(), ...response.keys()])];
      return keys.every((k) => this.compare(reference.get(k) ?? null, response.get(k) ?? null));
    }
    if (Array.isArray(reference) && Array.isArray(response)) {
      if (reference.length !== response.length) return false;
      if (this.strictOrder) return reference.every((r, i) => this.compare(r, response[i] as PyJsonValue));
      return this.matchUnordered(reference, response);
    }
    return pyEquals(reference, response);
  }

  /**
   * Upstream's greedy first-fit over arrays of equal length, in O(n log n) where it can be: without
   * ignore_extra_keys the comparison is an equivalence (NaN aside, which equals nothing), so
   * first-fit succeeds exactly when both arrays hold the same multiset of canonical keys; with it,
   * scalars (which only ever equal scalars, by Python `==`, an equivalence) are counted the same
   * way and only the containers are matched first-fit (a 100,000-number array took 13 s).
   */
  private matchUnordered(reference: readonly PyJsonValue[], response: readonly PyJsonValue[]): boolean {
    const counts = new Map<string, number>();
    const containers: PyJsonValue[] = [];
    const counted = (v: PyJsonValue): boolean => !this.ignoreExtraKeys || v === null || typeof v !== "object";
    for (const c of response) {
      if (!counted(c)) containers.push(c);
      else {
        const key = this.canonical(c);
        if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    const used = new Array<boolean>(containers.length).fill(false);
    for (const r of reference) {
      if (counted(r)) {
        const key = this.canonical(r);
        const left = key === undefined ? 0 : (counts.get(key) ?? 0);
        if (left === 0) return false;
        counts.set(key as string, left - 1);
      } else {
        const k = containers.findIndex((c, i) => !used[i] && this.compare(r, c));
        if (k < 0) return false;
        used[k] = true;
      }
    }
    return true;
  }

  /**
   * A key two values share exactly when `compare` (without ignore_extra_keys) finds them equal, or
   * undefined for a value holding a NaN, which equals nothing: numbers by Python value (True == 1
   * == 1.0, ints exact), a dict without its None values (a missing key equals None), an array in
   * order, or sorted when strict_order is off.
   */
  private canonical(value: PyJsonValue): string | undefined {
    if (value === null) return "z";
    if (typeof value === "boolean") return value ? "n1" : "n0";
    if (typeof value === "bigint") return `n${value}`;
    if (typeof value === "number") {
      if (Number.isNaN(value)) return undefined;
      return Number.isInteger(value) ? `n${BigInt(value)}` : `f${value}`;
    }
    if (typeof value === "string") return `s${JSON.stringify(value)}`;
    const parts: string[] = [];
    if (Array.isArray(value)) {
      for (const item of value) {
        const key = this.canonical(item);
        if (key === undefined) return undefined;
        parts.push(key);
      }
      if (!this.strictOrder) parts.sort();
      return `[${parts.join(",")}]`;
    }
    for (const [k, v] of value) {
      const key = this.canonical(v);
      if (key === undefined) return undefined;
      if (key !== "z") parts.push(`${JSON.stringify(k)}:${key}`);
    }
    parts.sort();
    return `{${parts.join(",")}}`;
  }

  evaluate(args: Readonly<Record<string, unknown>>, _context?: GraderCallContext): Promise<GraderScore> {
    if (!("reference_response" in args)) {
      return Promise.reject(new PyError("TypeError", "JsonMatchGrader._aevaluate() missing 1 required positional argument: 'reference_response'"));
    }
    const response = "response" in args ? args.response : "";
    const parsed = (text: unknown, which: "response" | "reference"): PyJsonValue | GraderScore => {
      try {
        if (typeof text !== "string") throw new PyError("TypeError", `the JSON object must be str, bytes or bytearray, not ${pyTypeName(text)}`);
        return pyJsonLoads(text);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { name: this.name, score: 0.0, reason: message, metadata: { matched: false, error: `${which}_parse_error`, error_message: message } };
      }
    };
    const isFailure = (v: PyJsonValue | GraderScore): v is GraderScore => v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Map);
    const cand = parsed(response, "response");
    if (isFailure(cand)) return Promise.resolve(cand);
    const ref = parsed(args.reference_response, "reference");
    if (isFailure(ref)) return Promise.resolve(ref);
    const matched = this.compare(ref, cand);
    return Promise.resolve({ name: this.name, score: matched ? 1.0 : 0.0, reason: matched ? "JSON matches" : "JSON does not match", metadata: { matched } });
  }
}

const paramsSchema = z
  .object({
    name: z.string().default("json_match"),
    description: z.string().optional(),
    strict_order: z.boolean().default(true),
    ignore_extra_keys: z.boolean().default(false),
  })
  .strict();

export const createJsonMatchGraderFromParams: GraderFactory = ({ params }) => new JsonMatchGrader(parseParams(paramsSchema, params));
