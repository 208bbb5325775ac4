/** The built-in metric catalogue, and the GlossoGen metrics agent-eval cannot run (yet). */
import { distance } from "fastest-levenshtein";
import { InputError } from "../core/errors.js";
import type { BuiltinMetric, Metric, MetricDiffDeclaration, UnavailableMetric } from "./contract.js";
import { contentFilterRefusal } from "./content-filter-refusal.js";
import { englishNgramBackoffSurprisal } from "./english-ngram-backoff-surprisal.js";
import { englishNgramSurprisal } from "./english-ngram-surprisal.js";
import { gzipCompressionRatioMetric } from "./gzip-compression-ratio.js";
import { JUDGE_METRICS_ON_USE, protocolExplanationOnUse, protocolProbeOnUse } from "./lazy-builtins.js";
import { meanCharsPerMessage } from "./mean-chars-per-message.js";
import { meanCharsPerRound } from "./mean-chars-per-round.js";
import { messageEntropy } from "./message-entropy.js";
import { PERPLEXITY, PERPLEXITY_DECLARATION, PERPLEXITY_UNAVAILABLE } from "./perplexity.js";
import { postmortemEndedTimeout } from "./postmortem-ended-timeout.js";
import { protocolProbeAgentPairSimilarity } from "./protocol-probe-agent-pair-similarity.js";
import { protocolProbeCutoffTrajectory } from "./protocol-probe-cutoff-trajectory.js";
import { protocolProbeReplicaSelfSimilarity } from "./protocol-probe-replica-self-similarity.js";
import { roundEndedIdle } from "./round-ended-idle.js";
import { roundEndedTimeout } from "./round-ended-timeout.js";
import { roundSuccess } from "./round-success.js";
import { roundSuccessAfterResume } from "./round-success-after-resume.js";

/**
 * Built-ins in GlossoGen's registry order. The judge and probe metrics are their registry entries
 * (lazy-builtins.ts): same declarations, code imported when one computes.
 */
export const BUILTIN_METRICS: readonly BuiltinMetric[] = [
  contentFilterRefusal,
  englishNgramBackoffSurprisal,
  englishNgramSurprisal,
  gzipCompressionRatioMetric,
  meanCharsPerMessage,
  meanCharsPerRound,
  messageEntropy,
  postmortemEndedTimeout,
  protocolExplanationOnUse,
  protocolProbeOnUse,
  protocolProbeAgentPairSimilarity,
  protocolProbeCutoffTrajectory,
  protocolProbeReplicaSelfSimilarity,
  roundEndedIdle,
  roundEndedTimeout,
  roundSuccess,
  roundSuccessAfterResume,
  ...JUDGE_METRICS_ON_USE,
];

/** What the diff reads about each built-in (perplexity included, though it runs only with a model). */
export const BUILTIN_DECLARATIONS: ReadonlyMap<string, MetricDiffDeclaration> = new Map([
  ...BUILTIN_METRICS.map((m): [string, MetricDiffDeclaration] => [m.name, { direction: m.direction, fraction: m.fraction }]),
  [PERPLEXITY, PERPLEXITY_DECLARATION],
]);

/**
 * The declaration a report records for `metric`: only a metric outside the built-in catalogue
 * (a plug-in) writes its own, so a diff elsewhere reads it without loading the plug-in. The
 * built-ins' declarations are known to every agent-eval, and leaving them out keeps reports as
 * they were.
 */
export function recordedDeclaration(metric: Metric): Partial<MetricDiffDeclaration> {
  if (BUILTIN_DECLARATIONS.has(metric.name)) return {};
  return {
    ...(metric.direction === undefined ? {} : { direction: metric.direction }),
    ...(metric.fraction === undefined ? {} : { fraction: metric.fraction }),
  };
}

export const UNAVAILABLE_METRICS: readonly UnavailableMetric[] = [
  PERPLEXITY_UNAVAILABLE,
];

export interface MetricRegistry {
  readonly metrics: ReadonlyMap<string, Metric>;
  readonly unavailable: ReadonlyMap<string, UnavailableMetric>;
}

const BUILTIN_REGISTRY: MetricRegistry = {
  metrics: new Map(BUILTIN_METRICS.map((m) => [m.name, m])),
  unavailable: new Map(UNAVAILABLE_METRICS.map((m) => [m.name, m])),
};

/** The built-ins, built once per process (read-only: plug-ins and perplexity extend copies). */
export function builtinRegistry(): MetricRegistry {
  return BUILTIN_REGISTRY;
}

/**
 * Parse `--metrics a,b,c`: names are trimmed, order and duplicates kept (a name requested twice
 * runs twice, as upstream). Unknown or unavailable names are an input error listing valid names,
 * prefixed with `label`: the flag or input the list came from.
 */
export function resolveMetricList(registry: MetricRegistry, list: string, label = "--metrics"): Metric[] {
  const names = list.split(",").map((name) => name.trim());
  if (names.some((name) => name === "")) throw new InputError(`${label}: empty metric name in '${list}'`);
  return names.map((name) => {
    const metric = registry.metrics.get(name);
    if (metric !== undefined) return metric;
    const unavailable = registry.unavailable.get(name);
    if (unavailable !== undefined) throw new InputError(`${label}: '${name}' is not available: ${unavailable.reason}`);
    const suggestion = closestName(name, [...registry.metrics.keys(), ...registry.unavailable.keys()]);
    if (suggestion !== undefined) {
      throw new InputError(`${label}: unknown metric '${name}'. Did you mean '${suggestion}'? (\`agent-eval metrics\` lists them all)`);
    }
    const valid = [...registry.metrics.keys()].sort().join(", ");
    throw new InputError(`${label}: unknown metric '${name}'. Available: ${valid}`);
  });
}

/**
 * The known name nearest to a typo by edit distance, when it is near enough to be what was meant:
 * at most a third of the name's length (at least 2) away, and strictly nearer than any other name.
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tie = false;
  for (const candidate of [...new Set(known)].sort()) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) tie = true;
  }
  return best !== undefined && bestDistance <= limit && !tie ? best : undefined;
}
