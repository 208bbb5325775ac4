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
import { z } from "zod";
import { type GraderFactory } from "../params.js";
import { type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";
import { type GraderPrompt } from "./llm-grader.js";
declare const templateSchema: z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodObject<{
    role: z.ZodEnum<{
        user: "user";
        system: "system";
    }>;
    content: z.ZodString;
}, z.core.$strict>>]>;
export declare function formatPrompt(template: z.infer<typeof templateSchema>): GraderPrompt;
export declare const createLlmGraderFromParams: GraderFactory;
/** A factory for one built-in grader class. */
export declare function builtinFactory(spec: BuiltinLlmGraderSpec): GraderFactory;
export {};
