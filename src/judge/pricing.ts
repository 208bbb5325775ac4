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

// Order matters: the first prefix that matches wins (gpt-5.4-nano before gpt-5.4).
export const PRICING_TABLE: readonly ModelPricing[] = [
  { prefix: "claude-opus-4-7", provider: "anthropic", input: 5.0, output: 25.0, cacheRead: 0.5, cacheWrite: 6.25 },
  { prefix: "claude-opus-4-6", provider: "anthropic", input: 5.0, output: 25.0, cacheRead: 0.5, cacheWrite: 6.25 },
  { prefix: "claude-opus-4-5", provider: "anthropic", input: 5.0, output: 25.0, cacheRead: 0.5, cacheWrite: 6.25 },
  { prefix: "claude-sonnet-4-6", provider: "anthropic", input: 3.0, output: 15.0, cacheRead: 0.3, cacheWrite: 3.75 },
  { prefix: "claude-haiku-4-5", provider: "anthropic", input: 1.0, output: 5.0, cacheRead: 0.1, cacheWrite: 1.25 },
  { prefix: "gpt-5.4-nano", provider: "openai", input: 0.2, output: 1.25, cacheRead: 0.02, cacheWrite: 0.2 },
  { prefix: "gpt-5.4-mini", provider: "openai", input: 0.75, output: 4.5, cacheRead: 0.075, cacheWrite: 0.75 },
  { prefix: "gpt-5.4", provider: "openai", input: 2.5, output: 15.0, cacheRead: 0.25, cacheWrite: 2.5 },
  { prefix: "gpt-5.2", provider: "openai", input: 0.875, output: 7.0, cacheRead: 0.175, cacheWrite: 0.875 },
];

export function findPricing(model: string): ModelPricing | undefined {
  const normalized = model.replaceAll(".", "-");
  return PRICING_TABLE.find((entry) => normalized.startsWith(entry.prefix.replaceAll(".", "-")));
}

/** Dollar cost of a usage, evaluated left to right in doubles like upstream; 0 for unpriced models. */
export function estimateCostUsd(usage: TokenUsage, model: string): number {
  const price = findPricing(model);
  if (price === undefined) return 0;
  return (
    (usage.input_tokens * price.input +
      usage.output_tokens * price.output +
      usage.cache_read_input_tokens * price.cacheRead +
      usage.cache_creation_input_tokens * price.cacheWrite) /
    1_000_000
  );
}

export const ZERO_USAGE: TokenUsage = {
  input_tokens: 0,
  output_tokens: 0,
  cache_read_input_tokens: 0,
  cache_creation_input_tokens: 0,
};

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    cache_read_input_tokens: a.cache_read_input_tokens + b.cache_read_input_tokens,
    cache_creation_input_tokens: a.cache_creation_input_tokens + b.cache_creation_input_tokens,
  };
}
