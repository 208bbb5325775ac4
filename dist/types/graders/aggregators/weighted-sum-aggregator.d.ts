import { type GraderResult } from "../contract.js";
import type { Aggregator, OnError, RowResults, Weight } from "./aggregator.js";
export interface WeightedSumOptions {
    readonly name: string;
    readonly weights?: Readonly<Record<string, Weight>>;
    readonly onError?: OnError;
}
export declare class WeightedSumAggregator implements Aggregator {
    readonly name: string;
    readonly weights: Readonly<Record<string, Weight>>;
    readonly onError: OnError;
    constructor(options: WeightedSumOptions);
    aggregate(results: RowResults): GraderResult;
}
