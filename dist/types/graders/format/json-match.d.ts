import type { Grader, GraderCallContext, GraderScore } from "../contract.js";
import { type GraderFactory } from "../params.js";
import { type PyJsonValue } from "../../core/py-json.js";
export interface JsonMatchOptions {
    readonly name?: string;
    readonly strict_order?: boolean;
    readonly ignore_extra_keys?: boolean;
}
export declare class JsonMatchGrader implements Grader {
    readonly mode: "pointwise";
    readonly name: string;
    readonly strictOrder: boolean;
    readonly ignoreExtraKeys: boolean;
    constructor(options?: JsonMatchOptions);
    /** `_compare_json(reference, response)`. */
    compare(reference: PyJsonValue, response: PyJsonValue): boolean;
    evaluate(args: Readonly<Record<string, unknown>>, _context?: GraderCallContext): Promise<GraderScore>;
}
export declare const createJsonMatchGraderFromParams: GraderFactory;
