/** Judge token prices in USD per million tokens (spec §5.4), matched by model-name prefix. */
export interface TokenUsage {
    readonly input_tokens: number;
    readonly output_tokens: number;
    readonly cache_read_input_tokens: number;
    readonly cache_creation_input_tokens: number;
}
export interface ModelPricing {
    readonly prefix: string;
    readonly provider: string;
    readonly input: number;
    readonly output: number;
    readonly cacheRead: number;
    readonly cacheWrite: number;
}
export declare const PRICING_TABLE: readonly ModelPricing[];
export declare function findPricing(model: string): ModelPricing | undefined;
/** Dollar cost of a usage, evaluated left to right in doubles like upstream; 0 for unpriced models. */
export declare function estimateCostUsd(usage: TokenUsage, model: string): number;
export declare const ZERO_USAGE: TokenUsage;
export declare function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage;
