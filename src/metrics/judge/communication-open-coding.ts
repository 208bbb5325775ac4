/**
 * `communication_open_coding` (spec §4.18): one judge call names, in free form, the features of
 * how the agents communicate, each with per-round evidence; the labels go to
 * `communication_open_coding.json`, the input of the ontology consolidation.
 */
import type { z } from "zod";
import source from "../../../templates/judge/communication_open_coding_user.njk?raw";
import { type AgentEvent, ofType } from "../../core/events.js";
import type { KeyedObservation } from "../../core/measurement.js";
import { dumpsIndent2 } from "../../core/json-format.js";
import type { MetricContext, SidecarStore, BuiltinMetric } from "../contract.js";
import { type CommunicationRound, buildCommunicationRounds } from "./communication-rounds.js";
import { callJudge, defineJudgeCall, requireJudge } from "./judge-call.js";
import { integerProperty, listProperty, objectDefinition, outputSchema, stringProperty } from "./schemas.js";
import { readSidecarArray } from "../shared/sidecar-json.js";
import { metricDeclaration } from "../lazy-builtins.js";

const NAME = "communication_open_coding";
export const OPEN_CODING_SIDECAR = "communication_open_coding.json";

const EVIDENCE_CITATION = objectDefinition({
  title: "EvidenceCitation",
  description: "One round whose messages show the feature.",
  properties: {
    round_number: integerProperty("Round Number", "Number of the round, as printed in the round header."),
    quote: stringProperty("Quote", "A short verbatim quote of one primary-channel message of that round that shows the feature."),
  },
});

const COMMUNICATION_LABEL = objectDefinition({
  title: "CommunicationLabel",
  description: "One communication feature, named freely, with the rounds that show it.",
  properties: {
    text: stringProperty("Text", "A short neutral description of one feature of how the agents communicate. A run usually has several."),
    evidence: listProperty(
      "Evidence",
      EVIDENCE_CITATION,
      "A citation for every round in which the feature clearly shows on the primary channel, not only the first one. At least one.",
      { minItems: 1 },
    ),
  },
});

export const COMMUNICATION_OPEN_CODING_OUTPUT = outputSchema({
  title: "CommunicationOpenCodingOutput",
  description: "Free-form labels for the features of the agents' communication, each with per-round evidence.",
  properties: {
    labels: listProperty(
      "Labels",
      COMMUNICATION_LABEL,
      "Every distinct communication feature seen in the run's primary-channel messages, each once, described without judging its quality.",
    ),
    explanation: stringProperty("Explanation", "A short summary of the communication style the agents converged on over the run."),
  },
});
export type CommunicationOpenCodingOutput = z.output<typeof COMMUNICATION_OPEN_CODING_OUTPUT.zod>;

export const COMMUNICATION_OPEN_CODING_CALL = defineJudgeCall({
  metric: NAME,
  templateName: "communication_open_coding_user.njk",
  templateSource: source,
  variables: ["rounds"],
  outputName: "CommunicationOpenCodingOutput",
  outputDescription: "Report free-form labels for the run's communication features, with evidence.",
  outputSchema: COMMUNICATION_OPEN_CODING_OUTPUT.json,
  output: COMMUNICATION_OPEN_CODING_OUTPUT.zod,
});

/** `simulation_started.event_id`, else `<parent dir name>/<run dir name>` (upstream's run id). */
export function communicationRunId(events: readonly AgentEvent[], runDir: string): string {
  const started = events.find(ofType("simulation_started"));
  if (started !== undefined) return started.event_id;
  const parts = runDir.split(/[\\/]+/).filter((part) => part !== "" && part !== ".");
  return `${parts.at(-2) ?? ""}/${parts.at(-1) ?? ""}`;
}

/**
 * The communication rounds both communication judges read; logs why and returns undefined when
 * there are none.
 */
export function communicationRoundsOrSkip(context: MetricContext, metric: string): CommunicationRound[] | undefined {
  const rounds = buildCommunicationRounds(context.events, context.scenario.name);
  if (rounds.length > 0) return rounds;
  context.log(`${metric}: the ${context.scenario.name} scenario builds no communication rounds for this run (no measurement)`);
  return undefined;
}

export const communicationOpenCoding: BuiltinMetric = {
  ...metricDeclaration(NAME),
  async compute(context) {
    const rounds = communicationRoundsOrSkip(context, NAME);
    if (rounds === undefined) return [];
    const access = requireJudge(context, NAME);
    const output = await callJudge(access, COMMUNICATION_OPEN_CODING_CALL, { rounds });
    // generated_at is null: the pure core has no clock (the judge answer's time is not known here)
    const sidecar = {
      run_id: communicationRunId(context.events, context.runDir),
      generated_at: null,
      labels: output.labels.map((label) => ({
        text: label.text,
        evidence: label.evidence.map((citation) => ({ round_number: citation.round_number, quote: citation.quote })),
      })),
      explanation: output.explanation,
    };
    await context.sidecars.writeText(OPEN_CODING_SIDECAR, `${dumpsIndent2(sidecar)}\n`);
    // Python's `"; ".join(texts) or "(none)"`: labels whose texts join to "" also read "(none)"
    const top = output.labels
      .slice(0, 5)
      .map((label) => label.text)
      .join("; ");
    return [
      {
        metric_name: NAME,
        score: output.labels.length,
        score_unit: "free-form labels",
        summary: `Open-coded ${output.labels.length} free-form label(s) across ${rounds.length} round(s); written to ${OPEN_CODING_SIDECAR}. Top labels: ${top === "" ? "(none)" : top}.`,
        per_round: [],
        per_agent: [],
      },
    ];
  },
  async readKeyedObservations(sidecars: SidecarStore): Promise<KeyedObservation[]> {
    const labels = await readSidecarArray(sidecars, OPEN_CODING_SIDECAR, "labels");
    return labels.flatMap((label) => {
      const labelText = (label as { text?: unknown } | null)?.text;
      return typeof labelText === "string" ? [{ keys: { label: labelText }, value: 1 }] : [];
    });
  },
};
