/**
 * What OpenJudge's built-in LLM graders share (`graders/common/*.py`, the agent graders):
 * `(model, threshold=3, template=None, language=EN, strategy=None)`, a raw 1–5 score whose rubric
 * is in the prompt (our own prompts, in templates/graders/), `metadata = {"threshold": threshold}`
 * (the grader computes no pass/fail), and any exception while grading returned as
 * `GraderError(name, error="Evaluation error: ...")`.
 *
 * Arguments bind like a Python signature: an unexpected keyword or a missing required argument is
 * Python's TypeError (`CorrectnessGrader._aevaluate() got an unexpected keyword argument 'task'`),
 * raised before grading starts, so the runner reports it. A replay miss is not swallowed either:
 * it stops the run with its explanation (a GraderError would silently change the replayed result).
 */
import { isFatalJudgeError } from "../../metrics/judge/judge-call.js";
import type { Grader, GraderCallContext, GraderError, GraderMode, GraderResult } from "../contract.js";
import { graderError } from "../contract.js";
import { pyStr } from "../../core/py-repr.js";
import { PyError } from "../py-format.js";
import { LLMGrader, fixtureNamespace, type GraderPrompt } from "./llm-grader.js";
import { parsePointwise } from "./structured-output.js";

/** One parameter of a Python signature; `required` when it has no default. */
export interface PyParam {
  readonly name: string;
  readonly required?: boolean;
  readonly default?: unknown;
}

function quoteList(names: readonly string[]): string {
  const quoted = names.map((n) => `'${n}'`);
  if (quoted.length === 1) return quoted[0] as string;
  if (quoted.length === 2) return `${quoted[0]} and ${quoted[1]}`;
  return `${quoted.slice(0, -1).join(", ")}, and ${quoted[quoted.length - 1]}`;
}

/** Binds keyword arguments to a signature as Python does (TypeError texts included). */
export function bindPyArgs(qualname: string, params: readonly PyParam[], args: Readonly<Record<string, unknown>>): Record<string, unknown> {
  for (const key of Object.keys(args)) {
    if (!params.some((p) => p.name === key)) throw new PyError("TypeError", `${qualname}() got an unexpected keyword argument '${key}'`);
  }
  const missing = params.filter((p) => p.required === true && !(p.name in args)).map((p) => p.name);
  if (missing.length > 0) {
    throw new PyError("TypeError", `${qualname}() missing ${missing.length} required positional argument${missing.length === 1 ? "" : "s"}: ${quoteList(missing)}`);
  }
  const bound: Record<string, unknown> = {};
  for (const p of params) bound[p.name] = p.name in args ? args[p.name] : p.default;
  return bound;
}

/** Prompt text for a value: strings as they are, `None` as empty, anything else as Python prints it. */
export function promptText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return pyStr(value);
}

export interface BuiltinLlmGraderSpec {
  /** OpenJudge class name, e.g. `CorrectnessGrader`. */
  readonly className: string;
  readonly defaultName: string;
  readonly params: readonly PyParam[];
  readonly template: { readonly name: string; readonly source: string };
  /** Turns bound arguments into template variables (may throw: that is an evaluation error). */
  readonly variables?: (bound: Readonly<Record<string, unknown>>) => Record<string, unknown>;
}

export interface BuiltinLlmGraderOptions {
  readonly name?: string;
  readonly threshold?: number;
  /** An OpenJudge placeholder template replacing ours (same variables). */
  readonly template?: GraderPrompt;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class BuiltinLlmGrader implements Grader {
  readonly name: string;
  readonly mode: GraderMode = "pointwise";
  readonly threshold: number;
  readonly className: string;
  private readonly spec: BuiltinLlmGraderSpec;
  private readonly llm: LLMGrader;
  private readonly placeholderTemplate: boolean;

  constructor(spec: BuiltinLlmGraderSpec, options: BuiltinLlmGraderOptions = {}) {
    const threshold = options.threshold ?? 3;
    if (!(threshold >= 1 && threshold <= 5)) throw new PyError("ValueError", `threshold must be in range [1, 5], got ${pyStr(threshold)}`);
    this.spec = spec;
    this.className = spec.className;
    this.name = options.name ?? spec.defaultName;
    this.threshold = threshold;
    this.placeholderTemplate = options.template?.kind === "format";
    this.llm = new LLMGrader({
      name: this.name,
      mode: "pointwise",
      prompt: options.template ?? { kind: "nunjucks", name: spec.template.name, source: spec.template.source },
      namespace: fixtureNamespace(this.name === "" ? spec.defaultName : this.name),
    });
  }

  get templateVersion(): string {
    return this.llm.templateVersion;
  }

  async evaluate(args: Readonly<Record<string, unknown>>, context: GraderCallContext): Promise<GraderResult> {
    const bound = bindPyArgs(`${this.className}._aevaluate`, this.spec.params, args);
    let score: number;
    let reason: string;
    try {
      // an OpenJudge placeholder template gets the arguments themselves, as upstream's
      // `template.format(query=..., context=...)` does (`None` prints as None, `{n:.1f}` formats a number);
      // our nunjucks prompts get them as text
      const variables =
        this.spec.variables?.(bound) ?? (this.placeholderTemplate ? { ...bound } : Object.fromEntries(Object.entries(bound).map(([k, v]) => [k, promptText(v)])));
      const result = parsePointwise(this.name, await this.llm.ask(variables, context));
      score = result.score;
      reason = result.reason;
    } catch (error) {
      if (isFatalJudgeError(error)) throw error;
      return graderError(this.name, `Evaluation error: ${errorMessage(error)}`) satisfies GraderError;
    }
    return { name: this.name, score, reason, metadata: { threshold: this.threshold } };
  }
}
