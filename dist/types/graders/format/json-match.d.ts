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
    /**
     * Upstream's greedy first-fit over arrays of equal length, in O(n log n) where it can be: without
     * ignore_extra_keys the comparison is an equivalence (NaN aside, which equals nothing), so
     * first-fit succeeds exactly when both arrays hold the same multiset of canonical keys; with it,
     * scalars (which only ever equal scalars, by Python `==`, an equivalence) are counted the same
     * way and only the containers are matched first-fit (a 100,000-number array took 13 s).
     */
    private matchUnordered;
    /**
     * A key two values share exactly when `compare` (without ignore_extra_keys) finds them equal, or
     * undefined for a value holding a NaN, which equals nothing: numbers by Python value (True == 1
     * == 1.0, ints exact), a dict without its None values (a missing key equals None), an array in
     * order, or sorted when strict_order is off.
     */
    private canonical;
    evaluate(args: Readonly<Record<string, unknown>>, _context?: GraderCallContext): Promise<GraderScore>;
}
export declare const createJsonMatchGraderFromParams: GraderFactory;
