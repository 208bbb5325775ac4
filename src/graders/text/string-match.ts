/**
 * OpenJudge's `StringMatchGrader(name="string_match", case_sensitive=False, ignore_whitespace=False,
 * algorithm="exact_match")` (`graders/text/string_match.py` + `_utils/string_match_compute.py`,
 * OpenJudge 0.2.0), with its surprising behaviours kept on purpose:
 *
 * - the parameters of a call are `DEFAULT_PARAMS[algorithm]`, then the constructor's
 *   `case_sensitive` (every algorithm: so exact/prefix/suffix/regex match are case-INsensitive by
 *   default although their DEFAULT_PARAMS say True), then `ignore_whitespace` (only exact_match has
 *   the key), then every per-call keyword argument; unknown ones are ignored, and so is a per-call
 *   `algorithm`;
 * - reasons: `"Exact Match: matched"` / `"...: not matched"` (label = `algorithm.replace('_', ' ').title()`),
 *   `"Substring Match: found"`, `"Contains Any: not found"`, `"Contains all 3 substrings"`,
 *   `"Missing 1 of 3 substrings"`, `"Word overlap ratio: 0.40"` (Python `:.2f`, half-even);
 * - metadata = `{**details, "algorithm": algorithm}`; an invalid regex is score 0.0 with reason
 *   and metadata `{"error": "Invalid regex pattern: <re.error>"}` only (not a GraderError);
 * - Python's `re.search` semantics (py-regex.ts), `str.lower()`, `"".join(s.split())` (py-str.ts)
 *   and code-point sets for char_overlap; word_overlap tokenises with jieba 0.42.1's accurate mode,
 *   a tokenizer the Node layer injects (it loads a dictionary, so it is not pure).
 */
import { defineOwn } from "../../core/own-keys.js";
import { z } from "zod";
import { PyFloat } from "../../core/json-format.js";
import { formatFixed } from "../../core/pynum.js";
import type { Grader, GraderCallContext, GraderMetadata, GraderScore } from "../contract.js";
import { parseParams, type GraderFactory } from "../params.js";
import { pyStr, pyTypeName } from "../../core/py-repr.js";
import { PyError } from "../py-format.js";
import { compilePyRegex, PY_IGNORECASE, PyRegexError, type PyPattern } from "./py-regex.js";
import { pyLower } from "../../core/py-lower.js";
import { pyAffixOp, pyEq, pyIn, pyRemoveWhitespace, pySetKeys } from "./py-str.js";
import { wordOverlapTokens, type WordTokenizer } from "./word-tokens.js";

export const STRING_MATCH_ALGORITHMS = [
  "exact_match",
  "prefix_match",
  "suffix_match",
  "regex_match",
  "substring_match",
  "contains_all",
  "contains_any",
  "word_overlap",
  "char_overlap",
] as const;
export type StringMatchAlgorithm = (typeof STRING_MATCH_ALGORITHMS)[number];

/** Upstream's `DEFAULT_PARAMS` (before the constructor's `case_sensitive` overrides them). */
const STRING_MATCH_DEFAULT_PARAMS: Readonly<Record<StringMatchAlgorithm, Readonly<Record<string, unknown>>>> = {
  exact_match: { case_sensitive: true, ignore_whitespace: false },
  prefix_match: { case_sensitive: true },
  suffix_match: { case_sensitive: true },
  regex_match: { pattern: null, case_sensitive: true },
  substring_match: { case_sensitive: false, bidirectional: false },
  contains_all: { case_sensitive: false, substrings: null },
  contains_any: { case_sensitive: false, substrings: null },
  word_overlap: { case_sensitive: false },
  char_overlap: { case_sensitive: false },
};

type Params = Readonly<Record<string, unknown>>;
type Computed = readonly [score: number, details: GraderMetadata];

/** Python truthiness of a JSON-like value. */
function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === 0n || value === "") return false;
  if (value instanceof PyFloat) return value.value !== 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true;
}

/** A str argument, or Python's error for calling a str method on something else. */
function asStr(value: unknown, method: string): string {
  if (typeof value === "string") return value;
  throw new PyError("AttributeError", `'${pyTypeName(value)}' object has no attribute '${method}'`);
}

/** `text` as it is when case-sensitive (upstream applies no str method then), else `text.lower()`. */
function fold(text: unknown, caseSensitive: boolean): unknown {
  return caseSensitive ? text : pyLower(asStr(text, "lower"));
}

/** A folded str, for word_overlap's tokenizer (jieba decodes a non-str first: AttributeError 'decode'). */
function foldStr(text: unknown, caseSensitive: boolean): string {
  return caseSensitive ? asStr(text, "decode") : pyLower(asStr(text, "lower"));
}

const regexCache = new Map<string, PyPattern>();
const REGEX_CACHE_SIZE = 512;

/** `re.compile` with re's own cache (a pattern is parsed once per flags). */
function compiled(pattern: string, flags: number): PyPattern {
  const key = `${flags}\u0000${pattern}`;
  let hit = regexCache.get(key);
  if (hit === undefined) {
    hit = compilePyRegex(pattern, flags);
    if (regexCache.size >= REGEX_CACHE_SIZE) regexCache.clear();
    regexCache.set(key, hit);
  }
  return hit;
}

function matchType(reference: unknown, response: unknown, p: Params, test: (ref: unknown, cand: unknown) => boolean, readsWhitespace = false): Computed {
  const caseSensitive = truthy(p.case_sensitive);
  let ref = fold(reference, caseSensitive);
  let cand = fold(response, caseSensitive);
  // only exact_match reads ignore_whitespace (a per-call one given to prefix/suffix_match is ignored)
  if (readsWhitespace && truthy(p.ignore_whitespace)) {
    ref = pyRemoveWhitespace(asStr(ref, "split"));
    cand = pyRemoveWhitespace(asStr(cand, "split"));
  }
  const matched = test(ref, cand);
  return [matched ? 1.0 : 0.0, { matched }];
}

function regexMatch(reference: unknown, response: unknown, p: Params): Computed {
  const pattern = truthy(p.pattern) ? p.pattern : reference;
  // re.search(pattern, string) is `_compile(pattern).search(string)`: the pattern is looked up in
  // re's cache (a list or dict is unhashable), then compiled, and only then is the string checked,
  // so an invalid pattern is an error score even when the response is None
  if (typeof pattern !== "string") {
    const unhashable = pattern !== null && typeof pattern === "object" && !(pattern instanceof PyFloat);
    throw new PyError("TypeError", unhashable ? `unhashable type: '${pyTypeName(pattern)}'` : "first argument must be string or compiled pattern");
  }
  const flags = truthy(p.case_sensitive) ? 0 : PY_IGNORECASE;
  let regex: PyPattern;
  try {
    regex = compiled(pattern, flags);
  } catch (error) {
    if (error instanceof PyRegexError) return [0.0, { error: `Invalid regex pattern: ${error.message}` }];
    throw error;
  }
  if (typeof response !== "string") throw new PyError("TypeError", `expected string or bytes-like object, got '${pyTypeName(response)}'`);
  const match = regex.search(response);
  return [match === null ? 0.0 : 1.0, { matched: match !== null, pattern, match_groups: match === null ? null : match.groups }];
}

function substringMatch(reference: unknown, response: unknown, p: Params): Computed {
  const caseSensitive = truthy(p.case_sensitive);
  const ref = fold(reference, caseSensitive);
  const cand = fold(response, caseSensitive);
  const matched = pyIn(ref, cand) || (truthy(p.bidirectional) && pyIn(cand, ref));
  return [matched ? 1.0 : 0.0, { matched }];
}

function substringsOf(reference: unknown, p: Params, caseSensitive: boolean): unknown[] {
  const given = truthy(p.substrings) ? p.substrings : [reference];
  // Python iterates whatever it is given: a str is its characters, a dict its keys
  const items = typeof given === "string" ? Array.from(given) : given !== null && typeof given === "object" && !Array.isArray(given) && !(given instanceof PyFloat) ? Object.keys(given) : given;
  if (!Array.isArray(items)) throw new PyError("TypeError", `'${pyTypeName(given)}' object is not iterable`);
  return items.map((s) => fold(s, caseSensitive));
}

function containsAll(reference: unknown, response: unknown, p: Params): Computed {
  const caseSensitive = truthy(p.case_sensitive);
  const substrings = substringsOf(reference, p, caseSensitive);
  const cand = fold(response, caseSensitive);
  const missing = substrings.filter((s) => !pyIn(s, cand));
  const found = substrings.length - missing.length;
  return [substrings.length === 0 ? 0.0 : found / substrings.length, { missing_substrings: missing, total_substrings: substrings.length, matched_count: found }];
}

function containsAny(reference: unknown, response: unknown, p: Params): Computed {
  const caseSensitive = truthy(p.case_sensitive);
  const substrings = substringsOf(reference, p, caseSensitive);
  const cand = fold(response, caseSensitive);
  const matched = substrings.filter((s) => pyIn(s, cand));
  return [matched.length > 0 ? 1.0 : 0.0, { matched_substrings: matched }];
}

/**
 * The ratio as metadata: Python's `len(common) / len(ref)` is a float, so a whole one (0.0, 1.0) is
 * a PyFloat, which the report writes `1.0` as OpenJudge's json.dumps does (a fraction is a float by its value).
 */
const ratioMetadata = (ratio: number): { overlap_ratio: number | PyFloat } => ({ overlap_ratio: Number.isInteger(ratio) ? new PyFloat(ratio) : ratio });

function overlapRatio(refSet: ReadonlySet<string>, candSet: ReadonlySet<string>): number {
  if (refSet.size === 0) return 0.0;
  let common = 0;
  for (const item of refSet) if (candSet.has(item)) common++;
  return common / refSet.size;
}

function charOverlap(reference: unknown, response: unknown, p: Params): Computed {
  const caseSensitive = truthy(p.case_sensitive);
  const ratio = overlapRatio(pySetKeys(fold(reference, caseSensitive)), pySetKeys(fold(response, caseSensitive)));
  return [ratio, ratioMetadata(ratio)];
}

async function wordOverlap(reference: unknown, response: unknown, p: Params, tokenizer: (() => Promise<WordTokenizer>) | undefined): Promise<Computed> {
  const caseSensitive = truthy(p.case_sensitive);
  const ref = foldStr(reference, caseSensitive);
  const cand = foldStr(response, caseSensitive);
  if (tokenizer === undefined) {
    throw new Error("word_overlap needs the jieba tokenizer, which the Node layer provides (run through `agent-eval grade` or pass resources.wordTokenizer)");
  }
  const cut = await tokenizer();
  const refSet = new Set(wordOverlapTokens(cut(ref)));
  const candSet = new Set(wordOverlapTokens(cut(cand)));
  const ratio = overlapRatio(refSet, candSet);
  return [ratio, ratioMetadata(ratio)];
}

function label(algorithm: string): string {
  // Python str.title() on ASCII words separated by spaces
  return algorithm
    .split("_")
    .map((w) => (w === "" ? w : w[0]?.toUpperCase() + w.slice(1).toLowerCase()))
    .join(" ");
}

export interface StringMatchOptions {
  readonly name?: string;
  readonly algorithm?: string;
  readonly case_sensitive?: boolean;
  readonly ignore_whitespace?: boolean;
  /** word_overlap's tokenizer (jieba accurate mode), loaded on first use. */
  readonly wordTokenizer?: () => Promise<WordTokenizer>;
  /** Our addition: per-call keyword arguments given once in the config (`pattern`, `substrings`, `bidirectional`); call arguments override them. */
  readonly callDefaults?: Readonly<Record<string, unknown>>;
}

/** The constructor's `ValueError(f"Unknown self.algorithm '{algorithm}'. Supported algorithms: {sorted}")`. */
function unknownAlgorithmMessage(algorithm: unknown): string {
  return `Unknown self.algorithm '${pyStr(algorithm)}'. Supported algorithms: ${[...STRING_MATCH_ALGORITHMS].sort().join(", ")}`;
}

export class StringMatchGrader implements Grader {
  readonly name: string;
  readonly mode = "pointwise" as const;
  readonly algorithm: StringMatchAlgorithm;
  readonly caseSensitive: boolean;
  readonly ignoreWhitespace: boolean;
  private readonly wordTokenizer: (() => Promise<WordTokenizer>) | undefined;
  /** DEFAULT_PARAMS, then the constructor's case_sensitive / ignore_whitespace, then config defaults. */
  private readonly baseParams: Params;

  constructor(options: StringMatchOptions = {}) {
    const algorithm = options.algorithm ?? "exact_match";
    if (!(STRING_MATCH_ALGORITHMS as readonly string[]).includes(algorithm)) throw new PyError("ValueError", unknownAlgorithmMessage(algorithm));
    this.name = options.name ?? "string_match";
    this.algorithm = algorithm as StringMatchAlgorithm;
    this.caseSensitive = options.case_sensitive ?? false;
    this.ignoreWhitespace = options.ignore_whitespace ?? false;
    this.wordTokenizer = options.wordTokenizer;
    const params: Record<string, unknown> = { ...STRING_MATCH_DEFAULT_PARAMS[this.algorithm], case_sensitive: this.caseSensitive };
    if ("ignore_whitespace" in params) params.ignore_whitespace = this.ignoreWhitespace;
    this.baseParams = { ...params, ...options.callDefaults };
  }

  /** The parameters one call runs with (upstream's merge order). */
  callParams(kwargs: Readonly<Record<string, unknown>>): Params {
    let rest: Record<string, unknown> | undefined;
    for (const key in kwargs) {
      if (key === "reference_response" || key === "response") continue;
      defineOwn((rest ??= {}), key, kwargs[key]);
    }
    return rest === undefined ? this.baseParams : { ...this.baseParams, ...rest };
  }


  async evaluate(args: Readonly<Record<string, unknown>>, _context?: GraderCallContext): Promise<GraderScore> {
    const reference = "reference_response" in args ? args.reference_response : "";
    const response = "response" in args ? args.response : "";
    const p = this.callParams(args);
    const [score, details] = await this.compute(reference, response, p);
    if ("error" in details) return { name: this.name, score: 0.0, reason: String(details.error), metadata: details };
    return { name: this.name, score, reason: this.reason(score, details), metadata: { ...details, algorithm: this.algorithm } };
  }

  private compute(reference: unknown, response: unknown, p: Params): Computed | Promise<Computed> {
    switch (this.algorithm) {
      case "exact_match":
        return matchType(reference, response, p, (ref, cand) => pyEq(cand, ref), true);
      case "prefix_match":
        return matchType(reference, response, p, (ref, cand) => pyAffixOp("startswith", cand, ref));
      case "suffix_match":
        return matchType(reference, response, p, (ref, cand) => pyAffixOp("endswith", cand, ref));
      case "regex_match":
        return regexMatch(reference, response, p);
      case "substring_match":
        return substringMatch(reference, response, p);
      case "contains_all":
        return containsAll(reference, response, p);
      case "contains_any":
        return containsAny(reference, response, p);
      case "word_overlap":
        return wordOverlap(reference, response, p, this.wordTokenizer);
      case "char_overlap":
        return charOverlap(reference, response, p);
    }
  }

  private reason(score: number, details: GraderMetadata): string {
    switch (this.algorithm) {
      case "exact_match":
      case "prefix_match":
      case "suffix_match":
      case "regex_match":
        return `${label(this.algorithm)}: ${score === 1 ? "matched" : "not matched"}`;
      case "substring_match":
      case "contains_any":
        return `${label(this.algorithm)}: ${score === 1 ? "found" : "not found"}`;
      case "contains_all": {
        const total = details.total_substrings as number;
        const missing = (details.missing_substrings as unknown[]).length;
        return missing === 0 ? `Contains all ${total} substrings` : `Missing ${missing} of ${total} substrings`;
      }
      case "word_overlap":
        return `Word overlap ratio: ${formatFixed(score, 2)}`;
      case "char_overlap":
        return `Character overlap ratio: ${formatFixed(score, 2)}`;
    }
  }
}

const stringMatchParamsSchema = z
  .object({
    name: z.string().default("string_match"),
    description: z.string().optional(),
    // upstream's constructor ValueError, word for word
    algorithm: z.enum(STRING_MATCH_ALGORITHMS, { error: (issue) => unknownAlgorithmMessage(issue.input) }).default("exact_match"),
    case_sensitive: z.boolean().default(false),
    ignore_whitespace: z.boolean().default(false),
    pattern: z.string().optional(),
    substrings: z.array(z.string()).optional(),
    bidirectional: z.boolean().optional(),
  })
  .strict();

/** Registry factory: `{grader: StringMatchGrader, params: {algorithm, case_sensitive, ignore_whitespace, name}}`. */
export const createStringMatchGraderFromParams: GraderFactory = ({ params, resources }) => {
  const p = parseParams(stringMatchParamsSchema, params);
  const callDefaults = Object.fromEntries(Object.entries({ pattern: p.pattern, substrings: p.substrings, bidirectional: p.bidirectional }).filter(([, v]) => v !== undefined));
  return new StringMatchGrader({
    callDefaults,
    name: p.name,
    algorithm: p.algorithm,
    case_sensitive: p.case_sensitive,
    ignore_whitespace: p.ignore_whitespace,
    ...(resources.wordTokenizer === undefined ? {} : { wordTokenizer: resources.wordTokenizer }),
  });
};
