import type { BuiltinMetric, Metric, MetricDiffDeclaration, UnavailableMetric } from "./contract.js";
import { type Gpt2TokenizerData } from "./gpt2/byte-level-bpe.js";
import { type Gpt2Config, type Gpt2Weights } from "./gpt2/gpt2-model.js";
import type { MetricRegistry } from "./registry.js";
export declare const PERPLEXITY = "perplexity";
export declare const PERPLEXITY_UNAVAILABLE: UnavailableMetric;
/** Scores one message: mean negative log-probability (nats) of its tokens 2..n; NaN below 2 tokens. */
export interface MessageScorer {
    surprisal(text: string): number;
}
/** A GPT-2 model with its tokenizer, ready to score messages. */
export declare function gpt2MessageScorer(config: Gpt2Config, weights: Gpt2Weights, tokenizer: Gpt2TokenizerData): MessageScorer;
/** Registered only when a model is given, so the registry lists its declaration apart. */
export declare const PERPLEXITY_DECLARATION: MetricDiffDeclaration;
/** The metric, loading its model (once, lazily) only when a run has a primary channel to score. */
export declare function perplexityMetric(loadScorer: () => Promise<MessageScorer>): BuiltinMetric;
/** `registry` with `perplexity` runnable through `metric` instead of listed as unavailable. */
export declare function withPerplexity(registry: MetricRegistry, metric: Metric): MetricRegistry;
