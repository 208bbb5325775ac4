/**
 * `perplexity` (spec §4.6): mean per-token surprisal of each primary-channel message under GPT-2,
 * in nats, through the shared per-message pipeline (pristine text, per-round means, mean of the
 * round means).
 *
 * GlossoGen's definition, followed exactly: minicons' `IncrementalLMScorer("gpt2")` scores each
 * message with `sequence_score(texts, reduction=-mean)`: the natural-log probabilities of tokens
 * 2..n (no start-of-text token is prepended, so the first token is unscored), negated and
 * averaged; a one-token message has nothing to average and is dropped (NaN). Its value is a float32.
 *
 * The model is injected (a `MessageScorer`): this room reads no files. Without a model the metric
 * is not registered and `agent-eval metrics` lists it as unavailable with `PERPLEXITY_UNAVAILABLE`.
 */
import type { Measurement } from "../core/measurement.js";
import type { BuiltinMetric, Metric, MetricContext, MetricDiffDeclaration, UnavailableMetric } from "./contract.js";
import { ByteLevelBpe, type Gpt2TokenizerData } from "./gpt2/byte-level-bpe.js";
import { type Gpt2Config, Gpt2Model, type Gpt2Weights } from "./gpt2/gpt2-model.js";
import type { MetricRegistry } from "./registry.js";
import { perMessageLanguageMetric } from "./shared/primary-channel-messages.js";
import { PRISTINE_TEXT_EVENTS } from "./shared/pristine-text.js";

export const PERPLEXITY = "perplexity";

export const PERPLEXITY_UNAVAILABLE: UnavailableMetric = {
  name: PERPLEXITY,
  reason:
    "needs a local GPT-2 model (no weights are bundled or downloaded): pass --gpt2-model DIR naming a directory with " +
    "config.json, model.safetensors and the tokenizer (vocab.json + merges.txt, or tokenizer.json), " +
    "e.g. a copy of the Hugging Face 'gpt2' repository",
};

/** Scores one message: mean negative log-probability (nats) of its tokens 2..n; NaN below 2 tokens. */
export interface MessageScorer {
  surprisal(text: string): number;
}

/** A GPT-2 model with its tokenizer, ready to score messages. */
export function gpt2MessageScorer(config: Gpt2Config, weights: Gpt2Weights, tokenizer: Gpt2TokenizerData): MessageScorer {
  const bpe = new ByteLevelBpe(tokenizer);
  const model = new Gpt2Model(config, weights);
  return {
    surprisal(text) {
      const logProbs = model.tokenLogProbs(bpe.encode(text));
      if (logProbs.length === 0) return Number.NaN;
      let sum = 0;
      for (const value of logProbs) sum += value;
      // minicons hands GlossoGen a float32 (`-t.mean(0).item()`)
      return Math.fround(-sum / logProbs.length);
    },
  };
}

/** Registered only when a model is given, so the registry lists its declaration apart. */
export const PERPLEXITY_DECLARATION: MetricDiffDeclaration = { direction: "none", fraction: false };

/** The metric, loading its model (once, lazily) only when a run has a primary channel to score. */
export function perplexityMetric(loadScorer: () => Promise<MessageScorer>): BuiltinMetric {
  let scorer: Promise<MessageScorer> | undefined;
  // a failed load is tried again by the next run (the metric object serves a whole evaluation)
  const loadScorerOnce = (): Promise<MessageScorer> =>
    loadScorer().catch((error: unknown) => {
      scorer = undefined;
      throw error;
    });
  return {
    name: PERPLEXITY,
    version: "1",
    kind: "deterministic",
    ...PERPLEXITY_DECLARATION,
    ...PRISTINE_TEXT_EVENTS,
    description:
      "Mean per-token surprisal of primary-channel messages under a local GPT-2 model (first token unscored, as GlossoGen's minicons scorer).",
    unit: "nats/token (gpt2)",
    notApplicableWhen: "the scenario has no primary channel, or no message on a channel has two or more tokens",
    async compute(context: MetricContext): Promise<Measurement[]> {
      const model = context.scenario.primaryChannels.length === 0 ? undefined : await (scorer ??= loadScorerOnce());
      return perMessageLanguageMetric(context, {
        base: PERPLEXITY,
        unit: "nats/token (gpt2)",
        score: (text) => (model === undefined ? Number.NaN : model.surprisal(text)),
        summary: (f) =>
          `${f.messages} messages on ${f.channelId} across ${f.rounds} rounds; mean per-token surprisal ${f.score} nats (round-to-round std ${f.roundStd})`,
      });
    },
  };
}

/** `registry` with `perplexity` runnable through `metric` instead of listed as unavailable. */
export function withPerplexity(registry: MetricRegistry, metric: Metric): MetricRegistry {
  const unavailable = new Map(registry.unavailable);
  unavailable.delete(PERPLEXITY);
  return { metrics: new Map([...registry.metrics, [PERPLEXITY, metric]]), unavailable };
}
