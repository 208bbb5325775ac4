/**
 * What every LLM-judge metric shares: the judge requirement, prompt rendering, the template
 * version that makes recorded answers go stale when a prompt or schema changes, validation of
 * the structured output, and a concurrency bound for replicated calls.
 */
import type { z } from "zod";
import systemSource from "../../../templates/judge/evaluator_system.njk?raw";
import { renderTemplate } from "../../core/template.js";
import { thrownField, thrownText } from "../../core/thrown-text.js";
import type { Judge, JudgeIdentity, JudgeRequest, JsonSchema } from "../../judge/judge.js";
import { DEFAULT_JUDGE_CONCURRENCY } from "../../judge/limit.js";
import type { MetricContext } from "../contract.js";
import { templateVersionOf } from "../../judge/request-key.js";

export const SYSTEM_TEMPLATE_NAME = "evaluator_system.njk";

/** Message of the error a judge metric raises when the invocation has no judge. */
export const NEEDS_A_JUDGE = "needs a judge (--provider/--model, or replay from recorded-judges)";

/** One prompt template plus the structured output it asks for. */
export interface JudgeCallSpec<T> {
  readonly metric: string;
  readonly templateName: string;
  readonly templateSource: string;
  /** Variables the template needs; each must be defined (nunjucks only throws on output). */
  readonly variables: readonly string[];
  readonly outputName: string;
  readonly outputDescription: string;
  readonly outputSchema: JsonSchema;
  readonly output: z.ZodType<T>;
  /** Short digest of system template + user template + output contract. */
  readonly templateVersion: string;
}

export function defineJudgeCall<T>(spec: Omit<JudgeCallSpec<T>, "templateVersion">): JudgeCallSpec<T> {
  return { ...spec, templateVersion: templateVersionOf([systemSource, spec.templateSource, spec.outputName, spec.outputDescription, spec.outputSchema]) };
}

/** The judge, its identity and the concurrency bound, checked once before any call. */
export interface JudgeAccess {
  readonly judge: Judge;
  readonly identity: JudgeIdentity;
  readonly concurrency: number;
}

export function requireJudge(context: MetricContext, metric: string): JudgeAccess {
  if (context.judge === undefined || context.judgeIdentity === undefined) throw new Error(`${metric} ${NEEDS_A_JUDGE}`);
  const concurrency = context.judgeConcurrency ?? DEFAULT_JUDGE_CONCURRENCY;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`${metric}: judge concurrency must be a positive integer, got ${concurrency}`);
  }
  return { judge: context.judge, identity: context.judgeIdentity, concurrency };
}

/** The system prompt of every judge call. */
export function renderSystemPrompt(): string {
  return renderTemplate(systemSource, {}, { name: SYSTEM_TEMPLATE_NAME, strip: true });
}

/** Render a judge template; a declared variable that is undefined is an error naming it. */
export function renderUserPrompt<T>(spec: JudgeCallSpec<T>, variables: Readonly<Record<string, unknown>>): string {
  for (const name of spec.variables) {
    if (variables[name] === undefined) throw new Error(`template ${spec.templateName}: variable '${name}' is undefined`);
  }
  return renderTemplate(spec.templateSource, variables, { name: spec.templateName, strip: true });
}

/** Zod issues as one line: `path: message; path: message`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length === 0 ? "(root)" : issue.path.map(String).join(".")}: ${issue.message}`)
    .join("; ");
}

/** The judge-side check (`JudgeCallOptions.validate`): the issues, or undefined when valid. */
export function outputIssues<T>(spec: JudgeCallSpec<T>, output: unknown): string | undefined {
  const parsed = spec.output.safeParse(output);
  return parsed.success ? undefined : describeIssues(parsed.error);
}

export function parseJudgeOutput<T>(spec: JudgeCallSpec<T>, output: unknown, replica: number): T {
  const parsed = spec.output.safeParse(output);
  if (!parsed.success) {
    throw new Error(
      `${spec.metric}: the judge's ${spec.outputName} (replica ${replica}) does not match its schema: ${describeIssues(parsed.error)}`,
    );
  }
  return parsed.data;
}

/** One judge call: render, ask, validate. `replica` is 1-based. */
export async function callJudge<T>(
  access: JudgeAccess,
  spec: JudgeCallSpec<T>,
  variables: Readonly<Record<string, unknown>>,
  replica = 1,
): Promise<T> {
  const user = renderUserPrompt(spec, variables);
  const request: JudgeRequest = {
    metric: spec.metric,
    system: renderSystemPrompt(),
    user,
    outputName: spec.outputName,
    outputDescription: spec.outputDescription,
    outputSchema: spec.outputSchema,
    model: access.identity.model,
    provider: access.identity.provider,
    settings: access.identity.settings,
    replica,
    templateVersion: spec.templateVersion,
  };
  // lets a live judge retry an invalid answer once and keeps invalid answers out of recordings
  const response = await access.judge.call(request, { validate: (output) => outputIssues(spec, output) });
  return parseJudgeOutput(spec, response.output, replica);
}

/**
 * Whether a failed call must fail the whole metric instead of dropping one replica. A judge marks
 * such errors with `fatal: true` (e.g. a replay store with no recording for the request: dropping
 * that replica would silently change the replayed result).
 */
export function isFatalJudgeError(reason: unknown): boolean {
  return thrownField(reason, "fatal") === true;
}

/** Outputs of replicated calls in replica order; failed replicas are logged and left out. */
export function successfulReplicas<T>(settled: readonly PromiseSettledResult<T>[], onFailure: (replica: number, reason: string) => void): T[] {
  const fatal = settled.find((result) => result.status === "rejected" && isFatalJudgeError(result.reason));
  if (fatal !== undefined) throw (fatal as PromiseRejectedResult).reason;
  const outputs: T[] = [];
  settled.forEach((result, i) => {
    if (result.status === "fulfilled") outputs.push(result.value);
    else onFailure(i + 1, errorText(result.reason));
  });
  return outputs;
}

/** A failed call's reason, for one log line. */
export function errorText(reason: unknown): string {
  return thrownText(reason);
}
