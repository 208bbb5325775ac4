/**
 * Registry factories for the LLM graders: OpenJudge's params, validated.
 *
 * - `LLMGrader`: `name` (default ""), `mode` (pointwise | listwise), `template` (a string or a
 *   list of `{role, content}` messages with OpenJudge placeholders) or `template_file` (one of our
 *   nunjucks files, read by the Node layer), `structured_model` (`{name, description, schema}`,
 *   a JSON schema for the output), `language` (en), and any other param is a template variable
 *   (e.g. `rubrics`). Without a template, our rubric template is used and `rubrics` is required.
 * - Built-in graders: `name`, `threshold` (1–5, default 3), `template` (replaces our prompt),
 *   `language`.
 * `model` is refused: the judge model is the invocation's (--provider/--model), which keys the
 * recordings.
 */
import { ownKeysRecord } from "../../core/own-record.js";
import { defineOwn } from "../../core/own-keys.js";
import { z } from "zod";
import { GraderConfigError } from "../config.js";
import { parseParams, type GraderFactory } from "../params.js";
import { BuiltinLlmGrader, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";
import { LLMGrader, defaultLlmPrompt, fixtureNamespace, type GraderPrompt } from "./llm-grader.js";

const messageSchema = z.object({ role: z.enum(["system", "user"]), content: z.string() }).strict();
const templateSchema = z.union([z.string(), z.array(messageSchema).min(1)]);
const languageSchema = z.enum(["en", "EN"], { message: "only English (en) prompts are available" }).optional();

function refuseModel(params: Readonly<Record<string, unknown>>): void {
  if ("model" in params) {
    throw new GraderConfigError("params.model", "the judge model is set for the whole invocation (--provider/--model; recordings are keyed by it), not per grader");
  }
}

export function formatPrompt(template: z.infer<typeof templateSchema>): GraderPrompt {
  return { kind: "format", messages: typeof template === "string" ? [{ role: "user", content: template }] : template };
}

const LLM_KNOWN = ["name", "mode", "template", "template_file", "structured_model", "language", "description"];

const llmParamsSchema = z
  .object({
    name: z.string().default(""),
    mode: z.enum(["pointwise", "listwise"]).default("pointwise"),
    template: templateSchema.optional(),
    template_file: z.string().optional(),
    structured_model: z.object({ name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), description: z.string().default(""), schema: ownKeysRecord(z.string(), z.unknown()) }).strict().optional(),
    language: languageSchema,
    description: z.string().optional(),
  })
  .passthrough();

export const createLlmGraderFromParams: GraderFactory = ({ params, resources }) => {
  refuseModel(params);
  const p = parseParams(llmParamsSchema, params);
  if (p.template !== undefined && p.template_file !== undefined) throw new GraderConfigError("params.template_file", "give either template or template_file");
  let prompt: GraderPrompt;
  if (p.template !== undefined) prompt = formatPrompt(p.template);
  else if (p.template_file !== undefined) {
    if (resources.template === undefined) throw new GraderConfigError("params.template_file", `the template file ${p.template_file} was not loaded`);
    prompt = { kind: "nunjucks", ...resources.template };
  } else {
    if (!("rubrics" in params)) throw new GraderConfigError("params.rubrics", "an LLMGrader without a template uses agent-eval's rubric template and needs rubrics (or give a template)");
    prompt = defaultLlmPrompt(p.mode);
  }
  const variables: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) if (!LLM_KNOWN.includes(key)) defineOwn(variables, key, value);
  if (p.template === undefined && p.template_file === undefined) {
    variables.min_score ??= 0;
    variables.max_score ??= 1;
    variables.query ??= "";
  }
  return new LLMGrader({
    name: p.name,
    mode: p.mode,
    prompt,
    variables,
    namespace: fixtureNamespace(p.name),
    ...(p.structured_model === undefined ? {} : { structuredModel: p.structured_model }),
  });
};

const builtinParamsSchema = z
  .object({
    name: z.string().optional(),
    threshold: z.number().min(1, { message: "threshold must be in range [1, 5]" }).max(5, { message: "threshold must be in range [1, 5]" }).default(3),
    template: templateSchema.optional(),
    language: languageSchema,
  })
  .strict();

/** A factory for one built-in grader class. */
export function builtinFactory(spec: BuiltinLlmGraderSpec): GraderFactory {
  return ({ params }) => {
    refuseModel(params);
    const p = parseParams(builtinParamsSchema, params);
    return new BuiltinLlmGrader(spec, {
      threshold: p.threshold,
      ...(p.name === undefined ? {} : { name: p.name }),
      ...(p.template === undefined ? {} : { template: formatPrompt(p.template) }),
    });
  };
}
