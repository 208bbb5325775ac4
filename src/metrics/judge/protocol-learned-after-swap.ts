/**
 * `protocol_learned_after_swap` (spec §4.17): around the run's first personnel boundary, one judge
 * call decides in which post-boundary rounds the newcomer's use of the earlier protocol shows.
 */
import type { z } from "zod";
import source from "../../../templates/judge/protocol_learned_after_swap_user.njk?raw";
import type { BuiltinMetric } from "../contract.js";
import { type CommunicationRound, buildCommunicationRounds, detectProtocolBoundaryWindow } from "./communication-rounds.js";
import { callJudge, defineJudgeCall, requireJudge } from "./judge-call.js";
import { EXPLANATION_PROPERTY, ROUND_NOTE, booleanProperty, listProperty, outputSchema, stringListProperty } from "./schemas.js";
import { metricDeclaration } from "../lazy-builtins.js";

const NAME = "protocol_learned_after_swap";

export const PROTOCOL_LEARNED_OUTPUT = outputSchema({
  title: "ProtocolLearnedOutput",
  description: "Whether, and in which rounds, a newcomer used the protocol the original agents had built.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each post-change round in which the newcomer is seen using, extending, abandoning or ignoring the earlier protocol, quoting the message and its sender.",
    ),
    protocol_elements: stringListProperty(
      "Protocol Elements",
      "The conventions (codes, abbreviations, layouts) the original agents established before the change, each with a quoted pre-change example and its round.",
    ),
    newcomer_agent_ids: stringListProperty("Newcomer Agent Ids", "Agent ids that act as newcomers after the change, as the transcript shows them."),
    protocol_established: booleanProperty(
      "Protocol Established",
      "False when the original agents had no identifiable protocol before the change.",
    ),
    explanation: EXPLANATION_PROPERTY,
  },
});
export type ProtocolLearnedOutput = z.output<typeof PROTOCOL_LEARNED_OUTPUT.zod>;

export const PROTOCOL_LEARNED_CALL = defineJudgeCall({
  metric: NAME,
  templateName: "protocol_learned_after_swap_user.njk",
  templateSource: source,
  variables: [
    "mode_label",
    "boundary_round",
    "pre_boundary_last_round",
    "post_boundary_first_round",
    "newcomer_label",
    "pre_rounds",
    "post_rounds",
  ],
  outputName: "ProtocolLearnedOutput",
  outputDescription: "Report whether the newcomer adopted the protocol established before the boundary.",
  outputSchema: PROTOCOL_LEARNED_OUTPUT.json,
  output: PROTOCOL_LEARNED_OUTPUT.zod,
});

function transcriptRound(view: CommunicationRound): { round_number: number; message_count: number; transcript: string } {
  return {
    round_number: view.round_number,
    message_count: view.messages.length,
    transcript: view.messages.map((m) => `[${m.channel_id}] ${m.sender_agent_id}: ${m.text}`).join("\n"),
  };
}

export const protocolLearnedAfterSwap: BuiltinMetric = {
  ...metricDeclaration(NAME),
  async compute(context) {
    const window = detectProtocolBoundaryWindow(context.events, context.scenario.name);
    if (window === undefined) {
      context.log(`${NAME}: the run has no personnel boundary (no swap or intern takeover) (no measurement)`);
      return [];
    }
    const views = buildCommunicationRounds(context.events, context.scenario.name);
    if (views.length === 0) {
      context.log(`${NAME}: the ${context.scenario.name} scenario builds no communication rounds for this run (no measurement)`);
      return [];
    }
    const isPost = (round: number): boolean =>
      window.boundary_includes_round ? round >= window.boundary_round : round > window.boundary_round;
    const pre = views.filter((view) => !isPost(view.round_number)).map(transcriptRound);
    const post = views.filter((view) => isPost(view.round_number)).map(transcriptRound);
    if (pre.length === 0 || post.length === 0) {
      context.log(`${NAME}: no communication round ${pre.length === 0 ? "before" : "after"} the boundary at round ${window.boundary_round} (no measurement)`);
      return [];
    }
    const access = requireJudge(context, NAME);
    const output = await callJudge(access, PROTOCOL_LEARNED_CALL, { ...window, pre_rounds: pre, post_rounds: post });
    const perRound = output.per_round_notes.map((note) => ({ round_number: note.round_number, value: 1, note: note.note }));
    const parts = [`${perRound.length}/${post.length} post-boundary rounds had observable newcomer protocol evidence.`, output.explanation];
    if (output.protocol_elements.length > 0) parts.push(`Pre-boundary protocol elements: ${output.protocol_elements.slice(0, 5).join("; ")}`);
    if (output.newcomer_agent_ids.length > 0) parts.push(`Newcomer agents: ${output.newcomer_agent_ids.join(", ")}`);
    if (!output.protocol_established) parts.push("No identifiable protocol was established pre-boundary.");
    return [
      {
        metric_name: NAME,
        score: perRound.length,
        score_unit: `post-boundary rounds with newcomer protocol evidence (out of ${post.length})`,
        summary: parts.join(" "),
        per_round: perRound,
        per_agent: [],
      },
    ];
  },
};
