import type { Grader, GraderCallContext, GraderScore } from "../contract.js";
import { type GraderFactory } from "../params.js";
import { type CodeCapabilities, type CodeLanguage } from "./capabilities.js";
/** `re.findall` of the language's fence pattern: each block's body. */
export declare function syntaxCheckBlocks(response: string, language: CodeLanguage): string[];
export declare class SyntaxCheckGrader implements Grader {
    readonly code: CodeCapabilities | undefined;
    readonly language: CodeLanguage;
    readonly name: string;
    readonly mode: "pointwise";
    constructor(code: CodeCapabilities | undefined, language?: CodeLanguage, name?: string);
    evaluate(args: Readonly<Record<string, unknown>>, _context?: GraderCallContext): Promise<GraderScore>;
}
export declare const createSyntaxCheckGraderFromParams: GraderFactory;
