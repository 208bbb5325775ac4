/**
 * `LLMGrader(model, name="", mode=POINTWISE, template=..., structured_model=None, **kwargs)`.
 *
 * - The template is OpenJudge's: a string (the user message) or a list of `{role, content}`
 *   messages, with Python `str.format` placeholders (`{query}`, `{{` for a literal brace); or one
 *   of our nunjucks files (the built-in graders, the rubric template used when no template is
 *   given).
 * - Extra init kwargs (e.g. `rubrics`) are template variables; call arguments override them.
 * - The judge is asked for the structured model (default `GraderScoreCallback {score, reason}` or
 *   `GraderRankCallback {rank, reason}`) and the answer is parsed with upstream's quirks (see
 *   structured-output.ts). Exceptions propagate (the runner turns them into GraderErrors).
 *
 * Every call goes through the injected judge (record/replay, cost accounting, bounded
 * concurrency); the strategy's replica index is the request's replica, so N replicas of one
 * prompt are N recordings.
 */
import systemSource from "../../../templates/graders/grader_system.njk?raw";
import pointwiseDefault from "../../../templates/graders/llm_grader_pointwise_default.njk?raw";
import listwiseDefault from "../../../templates/graders/llm_grader_listwise_default.njk?raw";
import { renderTemplate } from "../../core/template.js";
import type { JudgeRequest } from "../../judge/judge.js";
import type { Grader, GraderCallContext, GraderMode, GraderRank, GraderScore } from "../contract.js";
import { pyFormat } from "../py-format.js";
import { defaultStructuredModel, objectOutputIssue, parseListwise, parsePointwise, type StructuredModel } from "./structured-output.js";
import { templateVersionOf } from "../../judge/request-key.js";

export interface PromptMessage {
  readonly role: "system" | "user";
  readonly content: string;
}

/** A prompt: OpenJudge placeholder messages, or a nunjucks template (our files). */
export type GraderPrompt =
  | { readonly kind: "format"; readonly messages: readonly PromptMessage[] }
  | { readonly kind: "nunjucks"; readonly name: string; readonly source: string };

export const GRADER_SYSTEM_TEMPLATE = { name: "graders/grader_system.njk", source: systemSource } as const;

/** The template an LLMGrader uses when none is given (rubrics from the rubric generators). */
export function defaultLlmPrompt(mode: GraderMode): GraderPrompt {
  return mode === "listwise"
    ? { kind: "nunjucks", name: "graders/llm_grader_listwise_default.njk", source: listwiseDefault }
    : { kind: "nunjucks", name: "graders/llm_grader_pointwise_default.njk", source: pointwiseDefault };
}

export interface LlmGraderOptions {
  readonly name: string;
  readonly mode: GraderMode;
  readonly prompt: GraderPrompt;
  /** Template variables from the grader's params (`rubrics`, ...); call arguments override them. */
  readonly variables?: Readonly<Record<string, unknown>>;
  readonly structuredModel?: StructuredModel;
  /** Fixture-store directory of this grader's recordings (not part of the key). */
  readonly namespace: string;
}

/** Message of the error an LLM grader raises when the invocation has no judge. */
export const GRADER_NEEDS_A_JUDGE = "needs a judge (--provider/--model, or replay from recorded-judges)";


/** A fixture directory name from a grader name (letters, digits, `_`, `.`, `-`). */
export function fixtureNamespace(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_.-]+/g, "_").replace(/^[._-]+/, "");
  return `openjudge.${cleaned === "" ? "llm_grader" : cleaned}`;
}

/** Renders the system and user prompts from the template and variables. */
export function renderGraderPrompt(prompt: GraderPrompt, variables: Readonly<Record<string, unknown>>): { system: string; user: string } {
  const system = renderTemplate(GRADER_SYSTEM_TEMPLATE.source, {}, { name: GRADER_SYSTEM_TEMPLATE.name, strip: true });
  if (prompt.kind === "nunjucks") {
    // nunjucks refuses to print null (Python would print None); an absent value reads as empty
    const values = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, v ?? ""]));
    return { system, user: renderTemplate(prompt.source, values, { name: prompt.name, strip: true }) };
  }
  const systems = prompt.messages.filter((m) => m.role === "system").map((m) => pyFormat(m.content, variables));
  const users = prompt.messages.filter((m) => m.role === "user").map((m) => pyFormat(m.content, variables));
  return { system: systems.length > 0 ? systems.join("\n\n") : system, user: users.join("\n\n") };
}

export class LLMGrader implements Grader {
  readonly name: string;
  readonly mode: GraderMode;
  readonly structuredModel: StructuredModel;
  readonly templateVersion: string;
  private readonly prompt: GraderPrompt;
  private readonly variables: Readonly<Record<string, unknown>>;
  private readonly namespace: string;

  constructor(options: LlmGraderOptions) {
    this.name = options.name;
    this.mode = options.mode;
    this.prompt = options.prompt;
    this.variables = options.variables ?? {};
    this.namespace = options.namespace;
    this.structuredModel = options.structuredModel ?? defaultStructuredModel(options.mode);
    const source = options.prompt.kind === "nunjucks" ? options.prompt.source : options.prompt.messages;
    this.templateVersion = templateVersionOf([GRADER_SYSTEM_TEMPLATE.source, source, this.structuredModel]);
  }

  /** The judge request for one call (exposed for tests and the rubric generators). */
  request(args: Readonly<Record<string, unknown>>, context: GraderCallContext): JudgeRequest {
    const identity = context.judgeIdentity;
    if (context.judge === undefined || identity === undefined) throw new Error(`grader ${this.name || "LLMGrader"} ${GRADER_NEEDS_A_JUDGE}`);
    const { system, user } = renderGraderPrompt(this.prompt, { ...this.variables, ...args });
    return {
      metric: this.namespace,
      system,
      user,
      outputName: this.structuredModel.name,
      outputDescription: this.structuredModel.description,
      outputSchema: this.structuredModel.schema,
      model: identity.model,
      provider: identity.provider,
      settings: identity.settings,
      replica: context.replica ?? 1,
      templateVersion: this.templateVersion,
    };
  }

  /** The parsed structured output of one judge call. */
  async ask(args: Readonly<Record<string, unknown>>, context: GraderCallContext): Promise<unknown> {
    const request = this.request(args, context);
    const judge = context.judge;
    if (judge === undefined) throw new Error(`grader ${this.name} ${GRADER_NEEDS_A_JUDGE}`);
    const response = await judge.call(request, { validate: objectOutputIssue });
    return response.output;
  }

  async evaluate(args: Readonly<Record<string, unknown>>, context: GraderCallContext): Promise<GraderScore | GraderRank> {
    const output = await this.ask(args, context);
    return this.mode === "listwise" ? parseListwise(this.name, output) : parsePointwise(this.name, output);
  }
}
