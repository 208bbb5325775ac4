import type { JudgeRequest } from "../../judge/judge.js";
import type { Grader, GraderCallContext, GraderMode, GraderRank, GraderScore } from "../contract.js";
import { type StructuredModel } from "./structured-output.js";
export interface PromptMessage {
    readonly role: "system" | "user";
    readonly content: string;
}
/** A prompt: OpenJudge placeholder messages, or a nunjucks template (our files). */
export type GraderPrompt = {
    readonly kind: "format";
    readonly messages: readonly PromptMessage[];
} | {
    readonly kind: "nunjucks";
    readonly name: string;
    readonly source: string;
};
export declare const GRADER_SYSTEM_TEMPLATE: {
    readonly name: "graders/grader_system.njk";
    readonly source: string;
};
/** The template an LLMGrader uses when none is given (rubrics from the rubric generators). */
export declare function defaultLlmPrompt(mode: GraderMode): GraderPrompt;
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
export declare const GRADER_NEEDS_A_JUDGE = "needs a judge (--provider/--model, or replay from recorded-judges)";
/** A fixture directory name from a grader name (letters, digits, `_`, `.`, `-`). */
export declare function fixtureNamespace(name: string): string;
/** Renders the system and user prompts from the template and variables. */
export declare function renderGraderPrompt(prompt: GraderPrompt, variables: Readonly<Record<string, unknown>>): {
    system: string;
    user: string;
};
export declare class LLMGrader implements Grader {
    readonly name: string;
    readonly mode: GraderMode;
    readonly structuredModel: StructuredModel;
    readonly templateVersion: string;
    private readonly prompt;
    private readonly variables;
    private readonly namespace;
    constructor(options: LlmGraderOptions);
    /** The judge request for one call (exposed for tests and the rubric generators). */
    request(args: Readonly<Record<string, unknown>>, context: GraderCallContext): JudgeRequest;
    /** The parsed structured output of one judge call. */
    ask(args: Readonly<Record<string, unknown>>, context: GraderCallContext): Promise<unknown>;
    evaluate(args: Readonly<Record<string, unknown>>, context: GraderCallContext): Promise<GraderScore | GraderRank>;
}
