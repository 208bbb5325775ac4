/**
 * The registry's judge and probe metrics, whose code loads only when one of them computes (see
 * lazy-metric.ts). Each entry is its metric's declaration, written once: the implementation takes
 * it with `metricDeclaration(name)` (tests/metrics/lazy-builtins.test.ts and each load check that
 * none overrides a field).
 */
import type { BuiltinMetric } from "./contract.js";
import { type LazyMetricEntry, lazyMetric } from "./lazy-metric.js";

async function implementationOf(name: string): Promise<BuiltinMetric> {
  const { JUDGED_METRICS } = await import("./judged-metrics.js");
  const metric = JUDGED_METRICS.find((m) => m.name === name);
  if (metric === undefined) throw new Error(`internal error: no implementation of the metric ${name}`);
  return metric;
}

export const PROTOCOL_EXPLANATION_ENTRY: LazyMetricEntry = {
  name: "protocol_explanation",
  version: "1",
  kind: "probe",
  // a count of what was asked, not a quality: the diff shows it changed, in neither direction
  direction: "none",
  fraction: false,
  description: "Asks each agent, with its own model and its end-of-run history, to describe the protocol it remembers (the scenario's describe template per role, else a generic prompt).",
  unit: "agents probed",
  notApplicableWhen: "no --scenario-assets were given, no agent has a history to rebuild, or every probe failed",
  readsKeyedObservations: false,
};

export const PROTOCOL_PROBE_ENTRY: LazyMetricEntry = {
  name: "protocol_probe",
  version: "1",
  kind: "probe",
  // a count of what was asked, not a quality: the diff shows it changed, in neither direction
  direction: "none",
  fraction: false,
  description: "Re-asks each agent, with its own model and its history up to --probe-round, the scenario's probe questions --probe-replicas times; rows go to protocol_probe_responses.jsonl for the similarity metrics.",
  unit: "probe responses",
  notApplicableWhen: "no --scenario-assets were given or the scenario has no probe question bank",
  readsKeyedObservations: false,
};

/** The LLM-judge metrics, in GlossoGen's registry order (as src/metrics/judge/index.ts lists them). */
export const JUDGE_METRIC_ENTRIES: readonly LazyMetricEntry[] = [
  {
    name: "communication_feature_presence",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: confidence per communication-ontology category; the score counts categories at confidence ≥ 0.5.",
    unit: "categories ≥ 0.5 (of {ontology categories})",
    notApplicableWhen: "the scenario builds no communication rounds",
    readsKeyedObservations: true,
  },
  {
    name: "communication_open_coding",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: free-form labels for the features of the agents' communication, with per-round evidence.",
    unit: "free-form labels",
    notApplicableWhen: "the scenario builds no communication rounds",
    readsKeyedObservations: true,
  },
  {
    name: "dialog_retransmission",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge (3 replicas): per-round counts of dialog messages and retransmission requests, written as dialog_count and retransmission_request_count.",
    unit: "{dialog|retransmission request} messages/round",
    notApplicableWhen: "the run has no message on any channel, or all 3 judge replicas fail",
    readsKeyedObservations: false,
  },
  {
    name: "language_repetition",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge (3 replicas per round): how many times each message re-encodes its own information, averaged per round and over rounds, per primary channel.",
    unit: "mean encodings per information unit (x; 1.0 = no repetition)",
    notApplicableWhen: "the scenario has no primary channel; per channel: no message could be scored",
    readsKeyedObservations: true,
  },
  {
    name: "language_strangeness",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: rounds whose messages use unusual grammar, structure, formatting or telegraph style.",
    unit: "rounds with non-standard language (out of {total_rounds})",
    notApplicableWhen: "the run has no message on any channel",
    readsKeyedObservations: false,
  },
  {
    name: "neologism",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: rounds in which agents use genuinely invented words with a meaning.",
    unit: "rounds with detected neologisms (out of {total_rounds})",
    notApplicableWhen: "the run has no message on any channel",
    readsKeyedObservations: false,
  },
  {
    name: "protocol_learned_after_swap",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: post-boundary rounds in which a newcomer visibly uses the protocol established before a personnel change.",
    unit: "post-boundary rounds with newcomer protocol evidence (out of {post_rounds})",
    notApplicableWhen: "the scenario reports no boundary, builds no communication rounds, or one side of the boundary is empty",
    readsKeyedObservations: false,
  },
  {
    name: "shorthand_codes",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: rounds in which agents use abbreviation systems or symbol-to-meaning codes.",
    unit: "rounds with shorthand codes (out of {total_rounds})",
    notApplicableWhen: "the run has no message on any channel",
    readsKeyedObservations: false,
  },
  {
    name: "slang_emergence",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: rounds in which agents repurpose existing words with meanings of their own.",
    unit: "rounds with slang emergence (out of {total_rounds})",
    notApplicableWhen: "the run has no message on any channel",
    readsKeyedObservations: false,
  },
];

const onUse = (entry: LazyMetricEntry): BuiltinMetric => lazyMetric(entry, () => implementationOf(entry.name));

export const protocolExplanationOnUse: BuiltinMetric = onUse(PROTOCOL_EXPLANATION_ENTRY);
export const protocolProbeOnUse: BuiltinMetric = onUse(PROTOCOL_PROBE_ENTRY);
export const JUDGE_METRICS_ON_USE: readonly BuiltinMetric[] = JUDGE_METRIC_ENTRIES.map(onUse);

/** What a judge or probe metric declares (its registry entry without the loading detail), by name. */
export function metricDeclaration(name: string): Omit<LazyMetricEntry, "readsKeyedObservations"> {
  const entry = [PROTOCOL_EXPLANATION_ENTRY, PROTOCOL_PROBE_ENTRY, ...JUDGE_METRIC_ENTRIES].find((e) => e.name === name);
  if (entry === undefined) throw new Error(`internal error: no registry entry for the metric ${name}`);
  return Object.fromEntries(Object.entries(entry).filter(([field]) => field !== "readsKeyedObservations")) as Omit<LazyMetricEntry, "readsKeyedObservations">;
}
