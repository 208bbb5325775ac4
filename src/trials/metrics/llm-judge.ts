/**
 * `llm_judge`: NeMo's `LLMJudgeMetric` — an LLM judge gives one or more scores per trial, each read
 * from the judge's answer by a parser (judge-replay-and-graders.md §C.1 item 9).
 *
 * - `scores`: a list of score definitions, names unique. A **range** score has `minimum` and
 *   `maximum` and yields one continuous output `<name>`; a **rubric** score has `rubric: [{label,
 *   value, description?}]` and yields `<name>` (the chosen level's value, continuous) and
 *   `<name>.label` (its label).
 * - Each score has a `parser`: `{type: json, json_path}` reads the answer as Python's `json.loads`
 *   reads JSON (the whole text, else the first fenced block, else the first `{…}` object in it) and
 *   takes the value at the dot-separated path; `{type: regex, pattern, hint?}` takes the first match's first group (the
 *   whole match when the pattern has no group), with Python's `re` (NeMo runs `re.search`).
 * - A range value must be a number (or a numeric string) within [minimum, maximum]. A rubric value
 *   is a label (exact, else equal after Python's `strip()` and `lower()`) or a level's value.
 * - A judge answer the parser cannot read, or a value outside the score's definition, fails the
 *   metric on that trial with a message quoting the answer. `ignore_request_failure: true` turns a
 *   failed judge call (not a parse failure, and never a replay miss) into NaN scores and empty
 *   labels, as NeMo returns a NaN result.
 * - `max_tokens` defaults to 1024, as NeMo's; `--judge-settings` and then this option override it.
 *
 * Every call goes through the injected judge (record/replay, cost accounting, misses that explain
 * themselves): the judge is asked for one structured output `{answer}` holding its whole reply as
 * text, so NeMo's parsers run on the text exactly as they would on a raw completion, and a
 * malformed answer is recorded as given (parsing it is the metric's business, replayed every
 * time). The prompt is ours (templates/trials/llm_judge_*.njk); `prompt_template` replaces the
 * user prompt with your own nunjucks text. Variables: `item` (= `row.data`: `item.inputs`,
 * `item.reference`, `item.task`, `item.trial`), `sample` (`sample.output_text`,
 * `sample.response`, `sample.metadata`), the shortcuts `instruction`, `inputs`, `reference`, `output_text`, and the
 * prompt parts our template uses (`criteria`, `scores`, `reference_text`, `trace_text`,
 * `json_example`, `regex_scores`).
 */
import { compilePyRegex, PyRegexError, type PyPattern } from "../../graders/text/py-regex.js";
import { PyError } from "../../graders/py-format.js";
import { defineOwn, ownValue } from "../../core/own-keys.js";
import { jsonStringify } from "../../core/json-format.js";
import { z } from "zod";
import systemSource from "../../../templates/trials/llm_judge_system.njk?raw";
import userSource from "../../../templates/trials/llm_judge_user.njk?raw";
import { renderTemplate } from "../../core/template.js";
import { formatToolCall } from "../../graders/atif.js";
import { laxFloat } from "../../graders/llm/structured-output.js";
import { pyFloatRepr, pyRepr, pyStr } from "../../core/py-repr.js";
import { pyJsonLoads, pyJsonToJs } from "../../core/py-json.js";
import { PyFloat } from "../../core/json-format.js";
import { pyLower } from "../../core/py-lower.js";
import type { Judge, JudgeIdentity, JudgeRequest, JsonSchema } from "../../judge/judge.js";
import { NEEDS_A_JUDGE, isFatalJudgeError } from "../../metrics/judge/judge-call.js";
import { MetricOutputSpec, type MetricInput, type MetricOutput, type TraceStep, type TrialMetric, type TrialMetricFactory } from "../contract.js";
import { parseMetricOptions, pyStrip, traceOf } from "./options.js";
import { templateVersionOf } from "../../judge/request-key.js";

export const LLM_JUDGE = "llm_judge";

/** The fixture-store namespace (directory) of llm_judge recordings. */
export const LLM_JUDGE_NAMESPACE = "nemo.llm_judge";

/** NeMo's default `max_tokens`. */
export const LLM_JUDGE_DEFAULT_MAX_TOKENS = 1024;

export const LLM_JUDGE_OUTPUT_NAME = "LLMJudgeAnswer";
const OUTPUT_DESCRIPTION = "Your whole reply to the evaluation request, as text in the format the request describes.";
export const LLM_JUDGE_OUTPUT_SCHEMA: JsonSchema = {
  type: "object",
  properties: { answer: { type: "string", description: "The complete reply, in exactly the requested format." } },
  required: ["answer"],
  additionalProperties: false,
};

const jsonParserSchema = z.object({ type: z.literal("json"), json_path: z.string().min(1) }).strict();
const regexParserSchema = z
  .object({
    type: z.literal("regex"),
    pattern: z.string().min(1),
    /** How the prompt describes the expected line, e.g. `SCORE: <1-5>`. */
    hint: z.string().min(1).optional(),
  })
  .strict()
  .superRefine((parser, context) => {
    try {
      pyPattern(parser.pattern);
    } catch (error) {
      const what = error instanceof PyRegexError ? `re.error: ${error.message}` : error instanceof PyError ? `${error.pyType}: ${error.message}` : (error as Error).message;
      context.addIssue({ code: "custom", path: ["pattern"], message: `not a valid Python regular expression: ${what}` });
    }
  });
const parserSchema = z.union([jsonParserSchema, regexParserSchema]);

/** NeMo's ScoreParserRegex runs Python's `re.search`: the pattern compiled as Python compiles it, once. */
const pyPatterns = new Map<string, PyPattern>();
function pyPattern(source: string): PyPattern {
  let pattern = pyPatterns.get(source);
  if (pattern === undefined) {
    pattern = compilePyRegex(source);
    if (pyPatterns.size >= 256) pyPatterns.clear();
    pyPatterns.set(source, pattern);
  }
  return pattern;
}

const scoreName = z
  .string()
  .min(1)
  .refine((name) => !name.endsWith(".label"), { message: "a score name must not end in '.label' (that output is added for rubric scores)" });

const rangeScoreSchema = z
  .object({
    name: scoreName,
    description: z.string().optional(),
    minimum: z.number(),
    maximum: z.number(),
    parser: parserSchema,
  })
  .strict()
  .refine((score) => score.minimum < score.maximum, { message: "minimum must be below maximum", path: ["maximum"] });

const rubricLevelSchema = z.object({ label: z.string().min(1), value: z.number(), description: z.string().optional() }).strict();

const rubricScoreSchema = z
  .object({
    name: scoreName,
    description: z.string().optional(),
    rubric: z.array(rubricLevelSchema).min(1),
    parser: parserSchema,
  })
  .strict()
  .refine((score) => new Set(score.rubric.map((l) => l.label)).size === score.rubric.length, { message: "rubric labels must be unique", path: ["rubric"] });

const scoreSchema = z.union([rubricScoreSchema, rangeScoreSchema]);

const optionsSchema = z
  .object({
    scores: z
      .array(scoreSchema)
      .min(1)
      .refine((scores) => new Set(scores.map((s) => s.name)).size === scores.length, { message: "score names must be unique" }),
    criteria: z.string().optional(),
    prompt_template: z.string().min(1).optional(),
    include_trace: z.union([z.boolean(), z.string().min(1)]).default(false),
    max_tokens: z.number().int().positive().optional(),
    ignore_request_failure: z.boolean().default(false),
  })
  .strict();

type ScoreDefinition = z.infer<typeof scoreSchema>;
type RubricScore = z.infer<typeof rubricScoreSchema>;
type Parser = z.infer<typeof parserSchema>;

function isRubric(score: ScoreDefinition): score is RubricScore {
  return "rubric" in score;
}

/** An answer the parsers cannot read, or a value outside its score's definition. */
export class LlmJudgeParseError extends Error {
  override readonly name = "LlmJudgeParseError";
}

function quoteAnswer(answer: string): string {
  const flat = answer.replace(/\s+/g, " ").trim();
  return JSON.stringify(flat.length > 200 ? `${flat.slice(0, 199)}…` : flat);
}

/** The first balanced `{…}` in `text` (strings and escapes respected), or undefined. */
function firstJsonObject(text: string): string | undefined {
  const start = text.indexOf("{");
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

/**
 * The answer as JSON, read as Python's `json.loads` reads it (NeMo's ScoreParserJSON is Python): the
 * whole text, else the first fenced block, else the first object in it. `NaN`, `Infinity` and
 * `-Infinity` are read (so one in a note no longer hides the score), an int past 2^53 stays exact
 * (a `bigint`), a whole float stays a float (`PyFloat`) and `-0` is the int 0. When no candidate is
 * JSON, `error` is json.loads' message for the whole text.
 */
export function readAnswerJson(answer: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const candidates = [pyStrip(answer)];
  const fenced = /```(?:json)?\s*\n?([\s\S]*?)```/i.exec(answer)?.[1];
  if (fenced !== undefined) candidates.push(pyStrip(fenced));
  const object = firstJsonObject(answer);
  if (object !== undefined) candidates.push(object);
  let firstError: string | undefined;
  for (const candidate of candidates) {
    try {
      return { ok: true, value: pyJsonToJs(pyJsonLoads(candidate)) };
    } catch (error) {
      // JSONDecodeError, ValueError (an int of more than 4300 digits), RecursionError: try the next reading
      firstError ??= (error as Error).message;
    }
  }
  return { ok: false, error: firstError ?? "" };
}

/** The answer as JSON (readAnswerJson), or undefined when no reading of it is JSON. */
export function answerJson(answer: string): unknown {
  const read = readAnswerJson(answer);
  return read.ok ? read.value : undefined;
}

/** The raw value a parser reads from the answer, or a reason it cannot. */
export function parseAnswer(parser: Parser, answer: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (parser.type === "json") {
    const json = readAnswerJson(answer);
    if (!json.ok) return { ok: false, reason: `is not JSON (json.loads: ${json.error})` };
    let value: unknown = json.value;
    for (const key of parser.json_path.split(".")) {
      if (value === null || typeof value !== "object" || Array.isArray(value) || value instanceof PyFloat || !Object.hasOwn(value, key)) {
        return { ok: false, reason: `has no '${parser.json_path}'` };
      }
      value = (value as Record<string, unknown>)[key];
    }
    return { ok: true, value };
  }
  const pattern = pyPattern(parser.pattern);
  const match = pattern.search(answer);
  if (match === null) return { ok: false, reason: `does not match /${parser.pattern}/` };
  return { ok: true, value: pattern.groups > 0 ? (match.groups[0] ?? "") : match.match };
}

/** Python's `level == raw` for a rubric level's value and a number the judge gave (an int, a float, a big int). */
function levelEquals(level: number, raw: unknown): boolean {
  if (typeof raw === "number") return level === raw;
  if (raw instanceof PyFloat) return level === raw.value;
  if (typeof raw === "bigint") return Number.isInteger(level) && BigInt(level) === raw;
  return false;
}

/** One score's outputs from the judge's answer (throws LlmJudgeParseError). */
export function scoreOutputs(score: ScoreDefinition, answer: string): MetricOutput[] {
  const parsed = parseAnswer(score.parser, answer);
  const where = `${LLM_JUDGE}: score '${score.name}'`;
  if (!parsed.ok) throw new LlmJudgeParseError(`${where}: the judge's answer ${parsed.reason}: ${quoteAnswer(answer)}`);
  const raw = parsed.value;
  if (isRubric(score)) {
    const level =
      typeof raw === "number" || typeof raw === "bigint" || raw instanceof PyFloat
        ? score.rubric.find((l) => levelEquals(l.value, raw))
        : typeof raw === "string"
          ? (score.rubric.find((l) => l.label === raw) ?? score.rubric.find((l) => pyLower(l.label) === pyLower(pyStrip(raw))))
          : undefined;
    if (level === undefined) {
      const labels = score.rubric.map((l) => l.label).join(", ");
      throw new LlmJudgeParseError(`${where}: the judge chose ${pyRepr(raw)}, which is not one of the rubric's labels (${labels}): ${quoteAnswer(answer)}`);
    }
    return [
      { name: score.name, value: level.value },
      { name: `${score.name}.label`, value: level.label },
    ];
  }
  let value: number;
  try {
    if (typeof raw !== "number" && typeof raw !== "bigint" && !(raw instanceof PyFloat) && typeof raw !== "string") throw new Error("not a number");
    value = laxFloat(raw, "RangeScore", score.name);
  } catch {
    throw new LlmJudgeParseError(`${where}: the judge's value ${pyRepr(raw)} is not a number: ${quoteAnswer(answer)}`);
  }
  if (!(value >= score.minimum && value <= score.maximum)) {
    // the value is a float now (pydantic's float of what the judge gave): 7 is 7.0
    throw new LlmJudgeParseError(`${where}: the judge's value ${pyFloatRepr(value)} is outside ${pyStr(score.minimum)}..${pyStr(score.maximum)}: ${quoteAnswer(answer)}`);
  }
  return [{ name: score.name, value }];
}

/** NaN scores and empty labels: a failed request with `ignore_request_failure`. */
function failedOutputs(scores: readonly ScoreDefinition[]): MetricOutput[] {
  return scores.flatMap((score) => (isRubric(score) ? [{ name: score.name, value: NaN }, { name: `${score.name}.label`, value: "" }] : [{ name: score.name, value: NaN }]));
}

/** The JSON reply the prompt shows for the json-parsed scores, placeholders as strings. */
function jsonExample(scores: readonly ScoreDefinition[]): string {
  const example: Record<string, unknown> = {};
  let any = false;
  for (const score of scores) {
    if (score.parser.type !== "json") continue;
    any = true;
    const keys = score.parser.json_path.split(".");
    let target = example;
    // own keys only: a json_path `__proto__.score` names a key, never Object.prototype
    for (const key of keys.slice(0, -1)) {
      const next = ownValue(target, key);
      if (next === undefined || next === null || typeof next !== "object") defineOwn(target, key, {});
      target = ownValue(target, key) as Record<string, unknown>;
    }
    const placeholder = isRubric(score) ? `<one of: ${score.rubric.map((l) => l.label).join(", ")}>` : `<number from ${pyStr(score.minimum)} to ${pyStr(score.maximum)}>`;
    defineOwn(target, keys[keys.length - 1] as string, placeholder);
  }
  return any ? JSON.stringify(example) : "";
}

function referenceText(reference: Readonly<Record<string, unknown>>): string {
  return Object.entries(reference)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : jsonStringify(value)}`)
    .join("\n");
}

function messageText(message: TraceStep["message"]): string {
  if (typeof message === "string") return message;
  return message.map((part) => (part !== null && typeof part === "object" && typeof (part as { text?: unknown }).text === "string" ? (part as { text: string }).text : "[part]")).join("\n");
}

/** Steps as numbered lines: message, then each tool call. */
export function traceText(steps: readonly TraceStep[]): string {
  const lines: string[] = [];
  steps.forEach((step, index) => {
    const message = messageText(step.message);
    lines.push(`Step ${index + 1} [${step.source}]${message === "" ? "" : `: ${message}`}`);
    for (const call of step.tool_calls ?? []) lines.push(`  tool call: ${formatToolCall({ function_name: call.function_name, arguments: call.arguments })}`);
  });
  return lines.join("\n");
}


export interface LlmJudgeMetric extends TrialMetric {
  /** The judge request for one trial (exposed for tests). */
  request(input: MetricInput): Promise<JudgeRequest>;
}

export const llmJudgeMetric: TrialMetricFactory = (options, context): LlmJudgeMetric => {
  const parsed = parseMetricOptions(LLM_JUDGE, optionsSchema, options);
  const { scores } = parsed;
  const template = parsed.prompt_template === undefined ? { name: "trials/llm_judge_user.njk", source: userSource } : { name: `${LLM_JUDGE} prompt_template`, source: parsed.prompt_template };
  const templateVersion = templateVersionOf([systemSource, template.source, LLM_JUDGE_OUTPUT_NAME, LLM_JUDGE_OUTPUT_SCHEMA]);
  const traceName = parsed.include_trace === false ? undefined : parsed.include_trace === true ? "trace" : parsed.include_trace;
  const promptScores = scores.map((score) => ({
    name: score.name,
    description: score.description ?? "",
    kind: isRubric(score) ? "rubric" : "range",
    ...(isRubric(score) ? { rubric: score.rubric.map((l) => ({ label: l.label, description: l.description ?? "" })) } : { minimum: pyStr(score.minimum), maximum: pyStr(score.maximum) }),
  }));
  const regexScores = scores.flatMap((score) =>
    score.parser.type === "regex"
      ? [{ name: score.name, pattern: score.parser.pattern, hint: score.parser.hint ?? "", has_group: pyPattern(score.parser.pattern).groups > 0 }]
      : [],
  );
  const example = jsonExample(scores);

  const requireJudge = (): { judge: Judge; identity: JudgeIdentity } => {
    if (context.judge === undefined || context.judgeIdentity === undefined) throw new Error(`${LLM_JUDGE} ${NEEDS_A_JUDGE}`);
    return { judge: context.judge, identity: context.judgeIdentity };
  };

  const request = async (input: MetricInput): Promise<JudgeRequest> => {
    const { identity } = requireJudge();
    const data = input.row.data;
    const outputText = input.candidate.outputText ?? "";
    let trace = "";
    if (traceName !== undefined) {
      const handle = await traceOf(input, traceName);
      trace = handle === undefined ? "" : traceText(await handle.steps());
    }
    const instruction = data.inputs.instruction;
    const variables = {
      item: data,
      sample: { output_text: outputText, response: input.candidate.response ?? null, metadata: input.candidate.metadata },
      inputs: data.inputs,
      reference: data.reference,
      output_text: outputText,
      instruction: typeof instruction === "string" ? instruction : instruction === undefined ? "" : jsonStringify(instruction),
      criteria: parsed.criteria ?? "",
      reference_text: referenceText(data.reference),
      trace_text: trace,
      scores: promptScores,
      json_example: example,
      regex_scores: regexScores,
    };
    const settings = { max_tokens: LLM_JUDGE_DEFAULT_MAX_TOKENS, ...identity.settings, ...(parsed.max_tokens === undefined ? {} : { max_tokens: parsed.max_tokens }) };
    return {
      metric: LLM_JUDGE_NAMESPACE,
      system: renderTemplate(systemSource, {}, { name: "trials/llm_judge_system.njk", strip: true }),
      user: renderTemplate(template.source, variables, { name: template.name, strip: true }),
      outputName: LLM_JUDGE_OUTPUT_NAME,
      outputDescription: OUTPUT_DESCRIPTION,
      outputSchema: LLM_JUDGE_OUTPUT_SCHEMA,
      model: identity.model,
      provider: identity.provider,
      settings,
      replica: 1,
      templateVersion,
    };
  };

  return {
    type: LLM_JUDGE,
    version: "1",
    request,
    outputSpec: () =>
      scores.flatMap((score) => [
        MetricOutputSpec.continuousScore(score.name, score.description),
        ...(isRubric(score) ? [MetricOutputSpec.label(`${score.name}.label`, `the rubric level chosen for ${score.name}`)] : []),
      ]),
    computeScores: async (input) => {
      const { judge } = requireJudge();
      const judgeRequest = await request(input);
      let answer: string;
      try {
        const response = await judge.call(judgeRequest, { validate: answerIssue });
        answer = (response.output as { answer: string }).answer;
      } catch (error) {
        if (!parsed.ignore_request_failure || isFatalJudgeError(error)) throw error;
        return { outputs: failedOutputs(scores) };
      }
      const parse = (): MetricOutput[] => scores.flatMap((score) => scoreOutputs(score, answer));
      // a regex parser's pattern is the user's, searched in the judge's answer: time-limited
      const bound = regexScores.length === 0 ? undefined : context.bound;
      return { outputs: bound === undefined ? parse() : await bound.call(`the regex parser of metric '${LLM_JUDGE}' on trial '${input.row.data.trial.id}'`, parse) };
    },
  };
};

/** The judge-side check: the structured output is `{answer: <string>}` (its text is parsed later). */
export function answerIssue(output: unknown): string | undefined {
  if (output === null || typeof output !== "object" || Array.isArray(output)) return "the structured output must be a JSON object {answer}";
  const answer = (output as { answer?: unknown }).answer;
  return typeof answer === "string" ? undefined : "answer: must be a string";
}
