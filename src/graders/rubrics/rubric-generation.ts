/**
 * The seed's two rubric generators (OpenJudge `generator/simple_rubric` and
 * `generator/iterative_rubric`), producing an `LLMGrader` config entry whose `rubrics` param
 * fills agent-eval's rubric template. Every LLM call goes through the injected judge, so with the
 * recordings committed, generating again in replay mode reproduces the same rubrics byte for byte
 * (no randomness, no clock: the dataset is processed in file order).
 *
 * Simple: one call from the task description, scenario and sample queries; an unusable answer is
 * asked again (replica 2, 3... up to `max_retries`), then `default_rubrics` are used if given.
 *
 * Iterative (pointwise, labelled examples with `label_score`): in epochs over batches of
 * `batch_size` examples, each example gets `query_specific_generate_number` rubric proposals that
 * must reproduce its label when a grader applies them (verified with one grading call; a miss is
 * revised with feedback up to `max_retries` times, else dropped). Verified rubrics join the pool
 * (exact duplicates dropped). Early stopping follows upstream's knobs: a batch whose share of new
 * rubrics in the pool is below `min_increment_threshold` counts toward `patience`; the pool is
 * capped at `max_total_rubrics`, the batches at `max_iterations`. With `enable_categorization`,
 * one last call merges the pool into at most `categories_number` "Theme/Tips" rubrics.
 * Upstream selects rubrics by an embedding-based coding-rate criterion (MCR², `mcr_batch_size`);
 * agent-eval has no embedding model behind its judge, so it measures novelty by exact
 * de-duplication instead (documented in docs/openjudge.md).
 */
import { jsonStringify } from "../../core/json-format.js";
import categorizeSource from "../../../templates/rubrics/categorize.njk?raw";
import proposeSource from "../../../templates/rubrics/iterative_propose.njk?raw";
import simpleSource from "../../../templates/rubrics/simple_generate.njk?raw";
import { renderTemplate } from "../../core/template.js";
import { isFatalJudgeError } from "../../metrics/judge/judge-call.js";
import type { JudgeRequest } from "../../judge/judge.js";
import type { GraderCallContext, GraderMode } from "../contract.js";
import { LLMGrader, GRADER_SYSTEM_TEMPLATE, defaultLlmPrompt, fixtureNamespace } from "../llm/llm-grader.js";
import { objectOutputIssue, parsePointwise } from "../llm/structured-output.js";
import { ITERATIVE_DEFAULTS } from "./iterative-defaults.js";
import { templateVersionOf } from "../../judge/request-key.js";

const RUBRICS_OUTPUT = {
  name: "RubricsOutput",
  description: "The rubrics: a list of self-contained grading criteria.",
  schema: {
    type: "object",
    properties: { rubrics: { type: "array", items: { type: "string" }, description: "One rubric per item." } },
    required: ["rubrics"],
    additionalProperties: false,
  },
} as const;

/** The generated grader: a config entry ready to be written to a file and included. */
export interface GeneratedGrader {
  readonly grader: "LLMGrader";
  readonly params: {
    readonly name: string;
    readonly mode: GraderMode;
    readonly rubrics: string;
    readonly min_score: number;
    readonly max_score: number;
    readonly template?: string;
  };
}

export interface GenerationReport {
  readonly entry: GeneratedGrader;
  /** What happened, one line per step (for the command's log). */
  readonly log: readonly string[];
}

/** Rubrics as the numbered text the template shows. */
export function formatRubrics(rubrics: readonly string[]): string {
  return rubrics.map((r, i) => `${i + 1}. ${r}`).join("\n");
}

function version(source: string): string {
  return templateVersionOf([GRADER_SYSTEM_TEMPLATE.source, source, RUBRICS_OUTPUT]);
}

function rubricsOf(output: unknown): string[] | undefined {
  if (output === null || typeof output !== "object") return undefined;
  const list = (output as { rubrics?: unknown }).rubrics;
  if (!Array.isArray(list)) return undefined;
  const clean = list.filter((r): r is string => typeof r === "string").map((r) => r.trim()).filter((r) => r !== "");
  return clean.length === 0 || clean.length !== list.length ? undefined : clean;
}

async function askRubrics(
  context: GraderCallContext,
  namespace: string,
  template: { name: string; source: string },
  variables: Record<string, unknown>,
  replica: number,
): Promise<string[] | undefined> {
  const { judge, judgeIdentity } = context;
  if (judge === undefined || judgeIdentity === undefined) throw new Error("rubric generation needs a judge (--provider/--model, or replay from recorded-judges)");
  const request: JudgeRequest = {
    metric: namespace,
    system: renderTemplate(GRADER_SYSTEM_TEMPLATE.source, {}, { name: GRADER_SYSTEM_TEMPLATE.name, strip: true }),
    user: renderTemplate(template.source, variables, { name: template.name, strip: true }),
    outputName: RUBRICS_OUTPUT.name,
    outputDescription: RUBRICS_OUTPUT.description,
    outputSchema: RUBRICS_OUTPUT.schema,
    model: judgeIdentity.model,
    provider: judgeIdentity.provider,
    settings: judgeIdentity.settings,
    replica,
    templateVersion: version(template.source),
  };
  // Only "is it an object" is a judge-level check: an unusable list is recorded like any answer,
  // so that replay takes the same path (the next replica) as the recording did.
  const response = await judge.call(request, { validate: objectOutputIssue });
  return rubricsOf(response.output);
}

async function tryAsk(...args: Parameters<typeof askRubrics>): Promise<{ rubrics?: string[]; error?: string }> {
  try {
    const rubrics = await askRubrics(...args);
    return rubrics === undefined ? { error: "the answer held no usable rubrics" } : { rubrics };
  } catch (error) {
    if (isFatalJudgeError(error)) throw error;
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export interface SimpleRubricsConfig {
  readonly grader_name: string;
  readonly task_description: string;
  readonly scenario?: string;
  readonly sample_queries?: readonly string[];
  readonly grader_mode?: GraderMode;
  readonly min_score?: number;
  readonly max_score?: number;
  readonly default_rubrics?: readonly string[];
  readonly max_retries?: number;
  /** An OpenJudge placeholder template for the generated grader (it should use `{rubrics}`). */
  readonly custom_evaluation_prompt?: string;
}

function entryFor(name: string, mode: GraderMode, rubrics: readonly string[], min: number, max: number, template?: string): GeneratedGrader {
  return { grader: "LLMGrader", params: { name, mode, rubrics: formatRubrics(rubrics), min_score: min, max_score: max, ...(template === undefined ? {} : { template }) } };
}

export async function generateSimpleRubrics(config: SimpleRubricsConfig, context: GraderCallContext): Promise<GenerationReport> {
  const mode = config.grader_mode ?? "pointwise";
  const min = config.min_score ?? 0;
  const max = config.max_score ?? 1;
  const retries = config.max_retries ?? 3;
  const namespace = fixtureNamespace(`rubrics.${config.grader_name}`);
  const variables = {
    grader_name: config.grader_name,
    task_description: config.task_description,
    scenario: config.scenario ?? "",
    sample_queries: config.sample_queries ?? [],
    min_score: min,
    max_score: max,
    mode,
  };
  const log: string[] = [];
  for (let attempt = 1; attempt <= retries; attempt++) {
    const { rubrics, error } = await tryAsk(context, namespace, { name: "rubrics/simple_generate.njk", source: simpleSource }, variables, attempt);
    if (rubrics !== undefined) {
      log.push(`attempt ${attempt}: ${rubrics.length} rubrics`);
      return { entry: entryFor(config.grader_name, mode, rubrics, min, max, config.custom_evaluation_prompt), log };
    }
    log.push(`attempt ${attempt}: ${error ?? "failed"}`);
  }
  if (config.default_rubrics !== undefined && config.default_rubrics.length > 0) {
    log.push(`no usable rubrics after ${retries} attempts: using default_rubrics`);
    return { entry: entryFor(config.grader_name, mode, config.default_rubrics, min, max, config.custom_evaluation_prompt), log };
  }
  throw new Error(`rubric generation for ${config.grader_name} failed after ${retries} attempts: ${log.join("; ")}`);
}

export interface LabelledExample {
  readonly query: unknown;
  readonly response: unknown;
  readonly label_score: number;
}

export interface IterativeRubricsConfig {
  readonly grader_name: string;
  readonly task_description?: string;
  readonly min_score?: number;
  readonly max_score?: number;
  readonly max_epochs?: number;
  readonly batch_size?: number;
  readonly min_increment_threshold?: number;
  readonly patience?: number;
  readonly max_iterations?: number;
  readonly max_total_rubrics?: number;
  readonly query_specific_generate_number?: number;
  readonly enable_categorization?: boolean;
  readonly categories_number?: number;
  readonly max_retries?: number;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : jsonStringify(value);
}

export async function generateIterativeRubrics(config: IterativeRubricsConfig, dataset: readonly LabelledExample[], context: GraderCallContext): Promise<GenerationReport> {
  const c = { ...ITERATIVE_DEFAULTS, ...config };
  if (dataset.length === 0) throw new Error("iterative rubric generation needs labelled examples");
  const namespace = fixtureNamespace(`rubrics.${c.grader_name}`);
  const verifier = new LLMGrader({ name: c.grader_name, mode: "pointwise", prompt: defaultLlmPrompt("pointwise"), namespace });
  const pool: string[] = [];
  const log: string[] = [];
  let stale = 0;
  let iterations = 0;
  const propose = { name: "rubrics/iterative_propose.njk", source: proposeSource };

  const verify = async (rubrics: readonly string[], example: LabelledExample): Promise<{ ok: boolean; predicted?: number; error?: string }> => {
    try {
      const output = await verifier.ask(
        { rubrics: formatRubrics(rubrics), query: text(example.query), response: text(example.response), min_score: c.min_score, max_score: c.max_score },
        context,
      );
      const predicted = parsePointwise(c.grader_name, output).score;
      return { ok: predicted === example.label_score, predicted };
    } catch (error) {
      if (isFatalJudgeError(error)) throw error;
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };

  outer: for (let epoch = 1; epoch <= c.max_epochs; epoch++) {
    for (let start = 0; start < dataset.length; start += c.batch_size) {
      if (iterations >= c.max_iterations) break outer;
      iterations++;
      const batch = dataset.slice(start, start + c.batch_size);
      const before = pool.length;
      for (const example of batch) {
        for (let k = 1; k <= c.query_specific_generate_number; k++) {
          let feedback = "";
          for (let attempt = 0; attempt <= c.max_retries; attempt++) {
            const variables = {
              grader_name: c.grader_name,
              task_description: c.task_description ?? "",
              query: text(example.query),
              response: text(example.response),
              label_score: example.label_score,
              min_score: c.min_score,
              max_score: c.max_score,
              existing: formatRubrics(pool),
              feedback,
            };
            const { rubrics } = await tryAsk(context, namespace, propose, variables, k);
            if (rubrics === undefined) break;
            const check = await verify(rubrics, example);
            if (check.ok) {
              for (const r of rubrics) if (!pool.includes(r) && pool.length < c.max_total_rubrics) pool.push(r);
              break;
            }
            feedback = `${formatRubrics(rubrics)}\n(a grader applying them gave ${check.predicted ?? `an error: ${check.error ?? ""}`})`;
          }
        }
      }
      const added = pool.length - before;
      const increment = pool.length === 0 ? 0 : added / pool.length;
      log.push(`epoch ${epoch}, batch ${start / c.batch_size + 1}: +${added} rubrics (pool ${pool.length}, increment ${increment.toFixed(4)})`);
      if (pool.length >= c.max_total_rubrics) break outer;
      stale = increment < c.min_increment_threshold ? stale + 1 : 0;
      if (stale >= c.patience) {
        log.push(`stopped early: ${stale} batches below min_increment_threshold ${c.min_increment_threshold}`);
        break outer;
      }
    }
  }
  if (pool.length === 0) throw new Error(`iterative rubric generation for ${c.grader_name} found no rubric that reproduces the labels`);
  let rubrics: readonly string[] = pool;
  if (c.enable_categorization) {
    const merged = await tryAsk(
      context,
      namespace,
      { name: "rubrics/categorize.njk", source: categorizeSource },
      { grader_name: c.grader_name, task_description: c.task_description ?? "", rubrics: formatRubrics(pool), categories_number: c.categories_number },
      1,
    );
    if (merged.rubrics !== undefined) {
      rubrics = merged.rubrics.slice(0, c.categories_number);
      log.push(`categorised ${pool.length} rubrics into ${rubrics.length} themes`);
    } else log.push(`categorisation failed (${merged.error ?? ""}); keeping the ${pool.length} rubrics`);
  }
  return { entry: entryFor(c.grader_name, "pointwise", rubrics, c.min_score, c.max_score), log };
}
