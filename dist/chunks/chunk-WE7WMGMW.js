import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/judge/pricing.ts
var PRICING_TABLE = [
  { prefix: "claude-opus-4-7", provider: "anthropic", input: 5, output: 25, cacheRead: 0.5, cacheWrite: 6.25 },
  { prefix: "claude-opus-4-6", provider: "anthropic", input: 5, output: 25, cacheRead: 0.5, cacheWrite: 6.25 },
  { prefix: "claude-opus-4-5", provider: "anthropic", input: 5, output: 25, cacheRead: 0.5, cacheWrite: 6.25 },
  { prefix: "claude-sonnet-4-6", provider: "anthropic", input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  { prefix: "claude-haiku-4-5", provider: "anthropic", input: 1, output: 5, cacheRead: 0.1, cacheWrite: 1.25 },
  { prefix: "gpt-5.4-nano", provider: "openai", input: 0.2, output: 1.25, cacheRead: 0.02, cacheWrite: 0.2 },
  { prefix: "gpt-5.4-mini", provider: "openai", input: 0.75, output: 4.5, cacheRead: 0.075, cacheWrite: 0.75 },
  { prefix: "gpt-5.4", provider: "openai", input: 2.5, output: 15, cacheRead: 0.25, cacheWrite: 2.5 },
  { prefix: "gpt-5.2", provider: "openai", input: 0.875, output: 7, cacheRead: 0.175, cacheWrite: 0.875 }
];
function findPricing(model) {
  const normalized = model.replaceAll(".", "-");
  return PRICING_TABLE.find((entry) => normalized.startsWith(entry.prefix.replaceAll(".", "-")));
}
function estimateCostUsd(usage, model) {
  const price = findPricing(model);
  if (price === void 0) return 0;
  return (usage.input_tokens * price.input + usage.output_tokens * price.output + usage.cache_read_input_tokens * price.cacheRead + usage.cache_creation_input_tokens * price.cacheWrite) / 1e6;
}
var ZERO_USAGE = {
  input_tokens: 0,
  output_tokens: 0,
  cache_read_input_tokens: 0,
  cache_creation_input_tokens: 0
};
function addUsage(a, b) {
  return {
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    cache_read_input_tokens: a.cache_read_input_tokens + b.cache_read_input_tokens,
    cache_creation_input_tokens: a.cache_creation_input_tokens + b.cache_creation_input_tokens
  };
}

export {
  findPricing,
  estimateCostUsd,
  ZERO_USAGE,
  addUsage
};
