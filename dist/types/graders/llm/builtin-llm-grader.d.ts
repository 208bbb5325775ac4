import type { Grader, GraderCallContext, GraderMode, GraderResult } from "../contract.js";
import { type GraderPrompt } from "./llm-grader.js";
/** One parameter of a Python signature; `required` when it has no default. */
export interface PyParam {
    readonly name: string;
    readonly required?: boolean;
    readonly default?: unknown;
}
/** Binds keyword arguments to a signature as Python does (TypeError texts included). */
export declare function bindPyArgs(qualname: string, params: readonly PyParam[], args: Readonly<Record<string, unknown>>): Record<string, unknown>;
/** Prompt text for a value: strings as they are, `None` as empty, anything else as Python prints it. */
export declare function promptText(value: unknown): string;
export interface BuiltinLlmGraderSpec {
    /** OpenJudge class name, e.g. `CorrectnessGrader`. */
    readonly className: string;
    readonly defaultName: string;
    readonly params: readonly PyParam[];
    readonly template: {
        readonly name: string;
        readonly source: string;
    };
    /** Turns bound arguments into template variables (may throw: that is an evaluation error). */
    readonly variables?: (bound: Readonly<Record<string, unknown>>) => Record<string, unknown>;
}
export interface BuiltinLlmGraderOptions {
    readonly name?: string;
    readonly threshold?: number;
    /** An OpenJudge placeholder template replacing ours (same variables). */
    readonly template?: GraderPrompt;
}
export declare class BuiltinLlmGrader implements Grader {
    readonly name: string;
    readonly mode: GraderMode;
    readonly threshold: number;
    readonly className: string;
    private readonly spec;
    private readonly llm;
    private readonly placeholderTemplate;
    constructor(spec: BuiltinLlmGraderSpec, options?: BuiltinLlmGraderOptions);
    get templateVersion(): string;
    evaluate(args: Readonly<Record<string, unknown>>, context: GraderCallContext): Promise<GraderResult>;
}
