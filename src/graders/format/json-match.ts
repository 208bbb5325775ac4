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
      const used = new Array<boolean>(response.length).fill(false);
      for (const r of reference) {
        const k = response.findIndex((c, i) => !used[i] && this.compare(r, c));
        if (k < 0) return false;
        used[k] = true;
      }
      return true;
    }
    return pyEquals(reference, response);
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
