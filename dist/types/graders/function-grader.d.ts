import { type GraderFactory } from "./params.js";
import type { Grader, GraderCallContext, GraderMode, GraderResult } from "./contract.js";
export type GraderFunction = (args: Record<string, unknown>, context: GraderCallContext) => unknown;
export declare class FunctionGrader implements Grader {
    readonly func: GraderFunction;
    readonly name: string;
    readonly mode: GraderMode;
    constructor(func: GraderFunction, name?: string, mode?: GraderMode);
    evaluate(args: Readonly<Record<string, unknown>>, context: GraderCallContext): Promise<GraderResult>;
}
/** Registry factory: `{grader: FunctionGrader, module, export, params: {name, mode}}`. */
export declare const createFunctionGraderFromParams: GraderFactory;
