/**
 * `dialog_retransmission` (spec §4.15): three judge replicas count, per round, the dialog messages
 * and the retransmission requests; two measurements (`dialog_count`,
 * `retransmission_request_count`) average the replicas' counts over every transcript round.
 */
import type { z } from "zod";
import source from "../../../templates/judge/dialog_retransmission_user.njk?raw";
import type { Measurement } from "../../core/measurement.js";
import { pyFmean, formatFixed, mean, pyIntList } from "../../core/pynum.js";
import type { BuiltinMetric } from "../contract.js";
import { callJudge, defineJudgeCall, requireJudge, successfulReplicas } from "./judge-call.js";
import { buildRoundTranscripts } from "./round-transcripts.js";
import { EXPLANATION_PROPERTY, integerProperty, listProperty, objectDefinition, outputSchema, stringProperty } from "./schemas.js";
import { metricDeclaration } from "../lazy-builtins.js";

const NAME = "dialog_retransmission";
export const DIALOG_RETRANSMISSION_REPLICAS = 3;

const ROUND_COMM_COUNTS = objectDefinition({
  title: "RoundCommCounts",
  description: "How many messages of one round were dialog, and how many asked for a resend.",
  properties: {
    round_number: integerProperty("Round Number", "Number of the round, as printed in the round header."),
    dialog_count: integerProperty(
      "Dialog Count",
      "Messages of this round spent on managing the conversation (clarification questions, acknowledgements, turn-taking) rather than on new task data. Resend requests are not counted here. 0 when there are none.",
    ),
    retransmission_request_count: integerProperty(
      "Retransmission Request Count",
      "Messages of this round asking the other agent to repeat or resend something lost or garbled. 0 when there are none.",
    ),
    evidence: stringProperty("Evidence", "Short quoted fragments from this round that justify the counts."),
  },
});

export const DIALOG_RETRANSMISSION_OUTPUT = outputSchema({
  title: "DialogRetransmissionOutput",
  description: "Per-round counts of dialog messages and of requests to resend.",
  properties: {
    per_round_counts: listProperty(
      "Per Round Counts",
      ROUND_COMM_COUNTS,
      "An entry for every round with at least one dialog message or resend request; rounds where both counts are 0 are left out.",
    ),
    explanation: EXPLANATION_PROPERTY,
  },
});
export type DialogRetransmissionOutput = z.output<typeof DIALOG_RETRANSMISSION_OUTPUT.zod>;
type RoundCounts = DialogRetransmissionOutput["per_round_counts"][number];

export const DIALOG_RETRANSMISSION_CALL = defineJudgeCall({
  metric: NAME,
  templateName: "dialog_retransmission_user.njk",
  templateSource: source,
  variables: ["rounds"],
  outputName: "DialogRetransmissionOutput",
  outputDescription: "Report per-round counts of dialog messages and of retransmission requests.",
  outputSchema: DIALOG_RETRANSMISSION_OUTPUT.json,
  output: DIALOG_RETRANSMISSION_OUTPUT.zod,
});

const PHENOMENA = [
  { metricName: "dialog_count", label: "dialog", count: (c: RoundCounts) => c.dialog_count },
  {
    metricName: "retransmission_request_count",
    label: "retransmission request",
    count: (c: RoundCounts) => c.retransmission_request_count,
  },
] as const;

/** Aggregate successful replica outputs (in replica order) over the transcript rounds. */
export function aggregateDialogRetransmission(
  replicas: readonly DialogRetransmissionOutput[],
  transcriptRounds: readonly number[],
): Measurement[] {
  const first = replicas[0];
  if (first === undefined) return [];
  // a round listed twice in one reply: the last entry wins
  const byRound = replicas.map((output) => new Map(output.per_round_counts.map((entry) => [entry.round_number, entry])));
  return PHENOMENA.map(({ metricName, label, count }) => {
    const means: number[] = [];
    const perRound: Measurement["per_round"] = [];
    for (const round of transcriptRounds) {
      const entries = byRound.map((map) => map.get(round));
      const counts = entries.map((entry) => (entry === undefined ? 0 : count(entry)));
      const meanCount = pyFmean(counts);
      means.push(meanCount);
      if (meanCount > 0) {
        const evidence = entries.find((entry) => entry !== undefined && count(entry) > 0 && entry.evidence !== "")?.evidence ?? "";
        perRound.push({ round_number: round, value: meanCount, note: `replicas=${pyIntList(counts)}; ${evidence}` });
      }
    }
    const score = mean(means);
    return {
      metric_name: metricName,
      score,
      score_unit: `${label} messages/round`,
      summary: `mean ${label} ${formatFixed(score, 3)}/round across ${transcriptRounds.length} rounds (averaged over ${replicas.length} judge replicas, in ${perRound.length} rounds). ${first.explanation}`,
      per_round: perRound,
      per_agent: [],
    };
  });
}

export const dialogRetransmission: BuiltinMetric = {
  ...metricDeclaration(NAME),
  async compute(context) {
    const rounds = buildRoundTranscripts(context.events, context.scenario);
    if (rounds.length === 0) {
      context.log(`${NAME}: the run has no message on any channel (no measurement)`);
      return [];
    }
    const access = requireJudge(context, NAME);
    const replicas = Array.from({ length: DIALOG_RETRANSMISSION_REPLICAS }, (_, i) => i + 1);
    const settled = await Promise.allSettled(replicas.map((replica) => callJudge(access, DIALOG_RETRANSMISSION_CALL, { rounds }, replica)));
    const outputs = successfulReplicas(settled, (replica, reason) => context.log(`${NAME}: judge replica ${replica} failed, left out: ${reason}`));
    if (outputs.length === 0) {
      context.log(`${NAME}: all ${DIALOG_RETRANSMISSION_REPLICAS} judge replicas failed (no measurement)`);
      return [];
    }
    return aggregateDialogRetransmission(
      outputs,
      rounds.map((round) => round.round_number),
    );
  },
};
