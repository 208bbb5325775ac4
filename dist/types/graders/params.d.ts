import type { z } from "zod";
import type { GraderFunction } from "./function-grader.js";
import type { RunnableGrader } from "./runner.js";
import type { WordTokenizer } from "./text/word-tokens.js";
import type { CodeCapabilities } from "./code/capabilities.js";
export interface GraderResources {
    /** FunctionGrader: the loaded function (`module` + `export`). */
    readonly func?: GraderFunction;
    /** LLMGrader `template_file`: the nunjucks template's name and text. */
    readonly template?: {
        readonly name: string;
        readonly source: string;
    };
    /** StringMatchGrader word_overlap: jieba 0.42.1 accurate mode, loaded on first use (Node layer). */
    readonly wordTokenizer?: () => Promise<WordTokenizer>;
    /** SyntaxCheckGrader / CodeExecutionGrader: syntax checking and running code (Node layer). */
    readonly code?: CodeCapabilities;
}
/**
 * The `LoadedResources` key under which the Node layer puts the resources every grader gets
 * (`wordTokenizer`, `code`); per-entry resources are added to them.
 */
export declare const SHARED_RESOURCES_KEY = "*shared-resources*";
export interface GraderFactoryInput {
    readonly key: string;
    readonly params: Readonly<Record<string, unknown>>;
    readonly resources: GraderResources;
}
export type GraderFactory = (input: GraderFactoryInput) => RunnableGrader;
/** Validates params (numbers as plain numbers: read `params` itself for a value Python prints); a problem is a GraderConfigError at `params.<field>`. */
export declare function parseParams<T extends z.ZodType>(schema: T, params: unknown): z.infer<T>;
