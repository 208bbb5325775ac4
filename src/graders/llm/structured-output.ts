/**
 * The structured output an LLM grader asks for, and how OpenJudge turns it into a result.
 *
 * Upstream (`LLMGrader._aevaluate`): the parsed output's `score` (default 0 when missing), `rank`
 * (default `[]`) and `reason` (default `""`) become the result; every other parsed field goes into
 * `metadata`. The result models then validate like pydantic's lax mode: a score must be a number
 * (bools and numeric strings are coerced; `null` or text fail), a reason a string, a rank a
 * permutation of 1..n. A failed validation raises, which the runner turns into a GraderError.
 */
import { PyFloat } from "../../core/json-format.js";
import type { JsonSchema } from "../../judge/judge.js";
import type { GraderMetadata, GraderMode, GraderRank, GraderScore } from "../contract.js";
import { defineOwn } from "../../core/own-keys.js";
import { pythonReadingOf } from "../../core/python-reading.js";
import { pyKeys, setPyKeyOrder } from "../../core/py-dict-order.js";
import { pyRepr, pyTypeName } from "../../core/py-repr.js";
import { PyError } from "../py-format.js";
import { coerceContinuous, coerceDiscrete, pydanticInputValue } from "../../trials/coerce.js";

export interface StructuredModel {
  /** The output type's name (the provider's tool/function name), e.g. `GraderScoreCallback`. */
  readonly name: string;
  readonly description: string;
  readonly schema: JsonSchema;
}

/** Upstream's default pointwise model `GraderScoreCallback {score, reason}`. */
export const GRADER_SCORE_CALLBACK: StructuredModel = {
  name: "GraderScoreCallback",
  description: "The grade: a numeric score on the scale the prompt defines, and the reason for it.",
  schema: {
    type: "object",
    properties: {
      score: { type: "number", description: "The score, on the scale the prompt defines." },
      reason: { type: "string", description: "Why this score: the evidence and criteria it rests on." },
    },
    required: ["score", "reason"],
    additionalProperties: false,
  },
};

/** Upstream's default listwise model `GraderRankCallback {rank, reason}`. */
export const GRADER_RANK_CALLBACK: StructuredModel = {
  name: "GraderRankCallback",
  description: "The ranking: each response's position (1 = best), in the order the responses were listed, and the reason.",
  schema: {
    type: "object",
    properties: {
      rank: { type: "array", items: { type: "integer" }, description: "For each response in the listed order, its rank (1 = best); a permutation of 1..n." },
      reason: { type: "string", description: "Why this ranking." },
    },
    required: ["rank", "reason"],
    additionalProperties: false,
  },
};

export function defaultStructuredModel(mode: GraderMode): StructuredModel {
  return mode === "listwise" ? GRADER_RANK_CALLBACK : GRADER_SCORE_CALLBACK;
}

/** The docs version pydantic's messages link to (pydantic 2.13, as the trials' pydantic vectors). */
const PYDANTIC_DOCS = "https://errors.pydantic.dev/2.13/v";

/** One line error of a pydantic ValidationError, as `str()` prints it. */
interface LineError {
  readonly loc: string;
  readonly type: string;
  readonly message: string;
  readonly value: unknown;
}

class LineErrors extends Error {
  constructor(readonly errors: readonly LineError[]) {
    super("validation failed");
  }
}

/** `str(ValidationError)`: the count, the model, then each error's location, message, type, input and link. */
function validationError(model: string, errors: readonly LineError[]): PyError {
  const lines = errors.map(
    (e) => `${e.loc}\n  ${e.message} [type=${e.type}, input_value=${pydanticInputValue(pyRepr(e.value))}, input_type=${pyTypeName(e.value)}]\n    For further information visit ${PYDANTIC_DOCS}/${e.type}`,
  );
  return new PyError("ValidationError", `${errors.length} validation error${errors.length === 1 ? "" : "s"} for ${model}\n${lines.join("\n")}`);
}

/** Runs each field's check in the model's field order, raising every failure at once as pydantic does. */
function validateFields<T extends readonly unknown[]>(model: string, checks: { readonly [K in keyof T]: () => T[K] }): T {
  const errors: LineError[] = [];
  const values = checks.map((check) => {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof LineErrors)) throw error;
      errors.push(...error.errors);
      return undefined;
    }
  });
  if (errors.length > 0) throw validationError(model, errors);
  return values as unknown as T;
}

/** A float field's value, or its pydantic line error. */
function floatField(value: unknown, field: string): number {
  if (typeof value === "number") return value;
  if (value instanceof PyFloat) return value.value;
  if (typeof value === "boolean") return value ? 1.0 : 0.0;
  // a Python int (a user grader's BigInt): pydantic's float takes it; one past the doubles is refused
  if (typeof value === "bigint" && Number.isFinite(Number(value))) return Number(value);
  if (typeof value === "string") {
    // pydantic-core's str -> float (Unicode White_Space trimmed, its underscore rule, Rust's
    // grammar), the one checked against real pydantic in trials/coerce.ts: "2._0" and "1_e1" are
    // numbers, "\ufeff1" is not, and a lone surrogate is string_unicode
    const coerced = coerceContinuous(value);
    if (coerced.ok) return coerced.value as number;
    throw new LineErrors([{ loc: field, type: coerced.type, message: coerced.message, value }]);
  }
  throw new LineErrors([{ loc: field, type: "float_type", message: "Input should be a valid number", value }]);
}

/** pydantic v2 lax `float`: numbers, bools, and strings that pydantic-core reads as a float. */
export function laxFloat(value: unknown, model: string, field: string): number {
  return validateFields<[number]>(model, [() => floatField(value, field)])[0];
}

function stringField(value: unknown, field: string): string {
  if (typeof value === "string") return value;
  throw new LineErrors([{ loc: field, type: "string_type", message: "Input should be a valid string", value }]);
}

/** The answer as upstream sees it: a recording as Python's json.loads reads it (judge/fixture-store.ts). */
function asObject(recorded: unknown): Record<string, unknown> {
  const output = pythonReadingOf(recorded);
  if (output === null || typeof output !== "object" || Array.isArray(output)) {
    throw new PyError("TypeError", `the judge's structured output is not a JSON object: ${pyRepr(output)}`);
  }
  return output as Record<string, unknown>;
}

function rest(parsed: Record<string, unknown>, taken: readonly string[]): GraderMetadata {
  const metadata: Record<string, unknown> = {};
  // in the answer's order (Python's dict order, where the recording kept it); an own `__proto__`
  // key is metadata like any other (an assignment would set the prototype instead)
  const keys = pyKeys(parsed).filter((key) => !taken.includes(key));
  for (const key of keys) defineOwn(metadata, key, parsed[key]);
  setPyKeyOrder(metadata, keys);
  return metadata;
}

/** A GraderScore from parsed output, with upstream's defaults and coercions. */
export function parsePointwise(name: string, output: unknown): GraderScore {
  const parsed = asObject(output);
  // GraderScore's fields in pydantic's order (GraderResult's name, reason, metadata, then score)
  const [reason, score] = validateFields<[string, number]>("GraderScore", [
    () => stringField("reason" in parsed ? parsed.reason : "", "reason"),
    () => floatField("score" in parsed ? parsed.score : 0, "score"),
  ]);
  return { name, score, reason, metadata: rest(parsed, ["score", "reason"]) };
}

/** GraderRank.rank: a list of pydantic lax ints, then upstream's check that it is a permutation of 1..n. */
function rankField(value: unknown): number[] {
  if (!Array.isArray(value)) throw new LineErrors([{ loc: "rank", type: "list_type", message: "Input should be a valid list", value }]);
  // each item is a pydantic lax `int` (trials/coerce.ts, checked against real pydantic): "2.0" and
  // 2.0 are 2, "1_0" is 10, 2.5 and "2.5" are refused with pydantic's own messages; every bad item is reported
  const errors: LineError[] = [];
  const rank = value.map((item: unknown, i) => {
    const coerced = coerceDiscrete(item instanceof PyFloat ? item.value : item);
    if (coerced.ok) return coerced.value as number;
    errors.push({ loc: `rank.${i}`, type: coerced.type, message: coerced.message, value: item });
    return 0;
  });
  if (errors.length > 0) throw new LineErrors(errors);
  const n = rank.length;
  const sorted = [...rank].sort((a, b) => a - b);
  if (n === 0 || sorted.some((r, i) => r !== i + 1)) {
    throw new LineErrors([{ loc: "rank", type: "value_error", message: `Value error, rank must be a permutation of 1..${n} (non-empty, positive, unique)`, value }]);
  }
  return rank;
}

/** GraderRank's validation: a non-empty permutation of 1..n of positive, unique integers. */
export function validateRank(value: unknown): number[] {
  return validateFields<[number[]]>("GraderRank", [() => rankField(value)])[0];
}

/** A GraderRank from parsed output, with upstream's defaults. */
export function parseListwise(name: string, output: unknown): GraderRank {
  const parsed = asObject(output);
  const [reason, rank] = validateFields<[string, number[]]>("GraderRank", [
    () => stringField("reason" in parsed ? parsed.reason : "", "reason"),
    () => rankField("rank" in parsed ? parsed.rank : []),
  ]);
  return { name, rank, reason, metadata: rest(parsed, ["rank", "reason"]) };
}

/** The judge-side check: only "is it a JSON object" (anything else is left to upstream's parsing). */
export function objectOutputIssue(output: unknown): string | undefined {
  return output !== null && typeof output === "object" && !Array.isArray(output) ? undefined : "the structured output must be a JSON object";
}
