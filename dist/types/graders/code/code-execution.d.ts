import type { Grader, GraderCallContext, GraderScore } from "../contract.js";
import { type GraderFactory } from "../params.js";
import { type CodeCapabilities, type CodeLanguage, type CodeTestCase } from "./capabilities.js";
export declare class CodeExecutionGrader implements Grader {
    readonly code: CodeCapabilities | undefined;
    readonly language: CodeLanguage;
    readonly timeoutSeconds: number;
    readonly testCases: readonly CodeTestCase[];
    readonly name: string;
    readonly mode: "pointwise";
    constructor(code: CodeCapabilities | undefined, language?: CodeLanguage, timeoutSeconds?: number, testCases?: readonly CodeTestCase[], name?: string);
    evaluate(args: Readonly<Record<string, unknown>>, _context?: GraderCallContext): Promise<GraderScore>;
}
export declare const createCodeExecutionGraderFromParams: GraderFactory;
