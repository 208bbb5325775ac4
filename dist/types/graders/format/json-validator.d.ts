import type { Grader, GraderCallContext, GraderScore } from "../contract.js";
import { type GraderFactory } from "../params.js";
export declare class JsonValidatorGrader implements Grader {
    readonly name: string;
    readonly mode: "pointwise";
    constructor(name?: string);
    evaluate(args: Readonly<Record<string, unknown>>, _context?: GraderCallContext): Promise<GraderScore>;
}
export declare const createJsonValidatorGraderFromParams: GraderFactory;
