/**
 * What a registry factory gets: the grader's config name, its OpenJudge params (snake_case, as in
 * the config file) and the resources the Node layer loaded for it. Factories validate their params
 * with zod and throw a GraderConfigError whose field is the path inside `params`.
 */
import { plainNumbers } from "../core/json-format.js";
import type { z } from "zod";
import { GraderConfigError } from "./config.js";
import type { GraderFunction } from "./function-grader.js";
import type { RunnableGrader } from "./runner.js";
import type { WordTokenizer } from "./text/word-tokens.js";
import type { CodeCapabilities } from "./code/capabilities.js";

export interface GraderResources {
  /** FunctionGrader: the loaded function (`module` + `export`). */
  readonly func?: GraderFunction;
  /** LLMGrader `template_file`: the nunjucks template's name and text. */
  readonly template?: { readonly name: string; readonly source: string };
  /** StringMatchGrader word_overlap: jieba 0.42.1 accurate mode, loaded on first use (Node layer). */
  readonly wordTokenizer?: () => Promise<WordTokenizer>;
  /** SyntaxCheckGrader / CodeExecutionGrader: syntax checking and running code (Node layer). */
  readonly code?: CodeCapabilities;
}

/**
 * The `LoadedResources` key under which the Node layer puts the resources every grader gets
 * (`wordTokenizer`, `code`); per-entry resources are added to them.
 */
export const SHARED_RESOURCES_KEY = "*shared-resources*";

export interface GraderFactoryInput {
  readonly key: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly resources: GraderResources;
}

export type GraderFactory = (input: GraderFactoryInput) => RunnableGrader;

/** Validates params (numbers as plain numbers: read `params` itself for a value Python prints); a problem is a GraderConfigError at `params.<field>`. */
export function parseParams<T extends z.ZodType>(schema: T, params: unknown): z.infer<T> {
  // a config's whole floats are PyFloats (node/grading-config.ts); typed fields want numbers
  const parsed = schema.safeParse(plainNumbers(params));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = ["params", ...(issue?.path ?? []).map(String)].join(".");
    throw new GraderConfigError(path, issue?.message ?? "invalid");
  }
  return parsed.data;
}
