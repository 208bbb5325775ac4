/**
 * `FunctionGrader(func, name="", mode=POINTWISE)` over a JavaScript/TypeScript function (the Node
 * layer loads it from `{module, export}`).
 *
 * - The function receives every argument as one object (where OpenJudge passes keyword
 *   arguments); it may be sync or async.
 * - It must return a plain `{name, score, reason?, metadata?}` object in pointwise mode or
 *   `{name, rank, reason?, metadata?}` in listwise mode; anything else raises upstream's
 *   `TypeError("Expected GraderScore for pointwise mode, got <class 'float'>")`, which the runner
 *   turns into a GraderError.
 * - The result keeps the name the function set, not the grader's name (as upstream).
 */
import { z } from "zod";
import { GraderConfigError } from "./config.js";
import { parseParams, type GraderFactory } from "./params.js";
import type { Grader, GraderCallContext, GraderMode, GraderRank, GraderResult, GraderScore } from "./contract.js";
import { laxFloat, validateRank } from "./llm/structured-output.js";
import { pyTypeName } from "../core/py-repr.js";
import { PyError } from "./py-format.js";

export type GraderFunction = (args: Record<string, unknown>, context: GraderCallContext) => unknown;

function pyClass(value: unknown): string {
  return `<class '${pyTypeName(value)}'>`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** A plain result object of the expected shape, or undefined when it is something else. */
function asResult(value: unknown, mode: GraderMode): GraderScore | GraderRank | undefined {
  if (!isRecord(value) || typeof value.name !== "string") return undefined;
  const reason = value.reason ?? "";
  const metadata = value.metadata ?? {};
  if (typeof reason !== "string" || !isRecord(metadata)) return undefined;
  if (mode === "pointwise") {
    if (!("score" in value) || "rank" in value || "error" in value) return undefined;
    return { name: value.name, score: laxFloat(value.score, "GraderScore", "score"), reason, metadata };
  }
  if (!("rank" in value) || "score" in value || "error" in value) return undefined;
  return { name: value.name, rank: validateRank(value.rank), reason, metadata };
}

export class FunctionGrader implements Grader {
  constructor(
    readonly func: GraderFunction,
    readonly name: string = "",
    readonly mode: GraderMode = "pointwise",
  ) {}

  async evaluate(args: Readonly<Record<string, unknown>>, context: GraderCallContext): Promise<GraderResult> {
    const value: unknown = await this.func({ ...args }, context);
    const result = asResult(value, this.mode);
    if (result === undefined) {
      throw new PyError("TypeError", `Expected ${this.mode === "pointwise" ? "GraderScore" : "GraderRank"} for ${this.mode} mode, got ${pyClass(value)}`);
    }
    return result;
  }
}

const functionParamsSchema = z.object({ name: z.string().default(""), mode: z.enum(["pointwise", "listwise"]).default("pointwise") }).strict();

/** Registry factory: `{grader: FunctionGrader, module, export, params: {name, mode}}`. */
export const createFunctionGraderFromParams: GraderFactory = ({ params, resources }) => {
  const p = parseParams(functionParamsSchema, params);
  if (resources.func === undefined) throw new GraderConfigError("module", "a FunctionGrader needs module (and export, default: the default export) naming its function");
  return new FunctionGrader(resources.func, p.name, p.mode);
};
