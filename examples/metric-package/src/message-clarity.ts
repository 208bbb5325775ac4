/**
 * message_clarity: an LLM judge rates how clearly each round's primary-channel conversation conveys
 * information (1 = unintelligible, 5 = perfectly clear). One judge call per round and channel; the
 * score is the mean rating. One measurement per primary channel (`message_clarity_<team>` for
 * two-team runs), following GlossoGen's partition convention.
 */
import type { Measurement, Metric, MetricContext, RoundObservation } from "agent-eval";

const NAME = "message_clarity";

/**
 * Part of every request, so recorded answers go stale (and replay says so) when it changes. Bump it
 * whenever the prompts or the output schema change.
 */
const TEMPLATE_VERSION = "clarity-v1";

const SYSTEM = [
  "You are an evaluator of conversations between AI agents in a simulation.",
  "You rate what you are shown and answer only through the requested structured output.",
].join("\n");

const OUTPUT_SCHEMA = {
  type: "object",
  properties: {
    clarity: { type: "integer", minimum: 1, maximum: 5, description: "1 = unintelligible, 5 = perfectly clear" },
    reason: { type: "string", description: "One sentence justifying the rating." },
  },
  required: ["clarity", "reason"],
  additionalProperties: false,
};

interface ClarityRating {
  readonly clarity: number;
  readonly reason: string;
}

/** What is wrong with a judge output, or undefined when it is a valid rating. */
export function ratingProblem(output: unknown): string | undefined {
  if (typeof output !== "object" || output === null) return "expected an object";
  const { clarity, reason } = output as Record<string, unknown>;
  if (typeof clarity !== "number" || !Number.isInteger(clarity) || clarity < 1 || clarity > 5) return "clarity: expected an integer from 1 to 5";
  if (typeof reason !== "string") return "reason: expected a string";
  return undefined;
}

/** The user prompt for one round of one channel. */
export function clarityPrompt(channel: string, round: number, transcript: readonly string[]): string {
  return [
    `Below is round ${round} of the channel "${channel}", one message per line as "sender: text".`,
    "Rate how clearly the messages convey information to a reader who knows the task.",
    "",
    ...transcript,
  ].join("\n");
}

async function rate(context: MetricContext, channel: string, round: number, transcript: readonly string[]): Promise<ClarityRating> {
  const { judge, judgeIdentity } = context;
  if (judge === undefined || judgeIdentity === undefined) throw new Error(`${NAME} needs a judge (--provider/--model, or recorded answers)`);
  const request = {
    metric: NAME,
    system: SYSTEM,
    user: clarityPrompt(channel, round, transcript),
    outputName: "ClarityRating",
    outputDescription: "How clear the round's messages are.",
    outputSchema: OUTPUT_SCHEMA,
    model: judgeIdentity.model,
    provider: judgeIdentity.provider,
    settings: judgeIdentity.settings,
    replica: 1,
    templateVersion: TEMPLATE_VERSION,
  };
  // `validate` lets a live judge retry an invalid answer once and keeps invalid answers out of recordings
  const response = await judge.call(request, { validate: ratingProblem });
  const problem = ratingProblem(response.output);
  if (problem !== undefined) throw new Error(`${NAME}: the judge's rating for round ${round} is invalid: ${problem}`);
  return response.output as ClarityRating;
}

export const metric: Metric = {
  name: NAME,
  version: "1",
  kind: "judge",
  description: "LLM-judged clarity of each round's primary-channel messages (1-5).",
  unit: "clarity (1-5)",
  notApplicableWhen: "no message on a primary channel",

  async compute(context) {
    const measurements: Measurement[] = [];
    for (const channel of context.scenario.primaryChannels) {
      // round number -> "sender: text" lines, in log order
      const rounds = new Map<number, string[]>();
      for (const event of context.events) {
        if (event.event_type !== "message_sent" || "opaque" in event) continue;
        const { message } = event;
        if (message.channel_id !== channel.channel_id) continue;
        const lines = rounds.get(message.round_number) ?? [];
        lines.push(`${message.sender_display_name}: ${message.text}`);
        rounds.set(message.round_number, lines);
      }
      if (rounds.size === 0) {
        context.log(`${NAME}: no message on ${channel.channel_id}; not applicable`);
        continue;
      }
      const perRound: RoundObservation[] = [];
      // sequential calls keep the request order (and so scripted answers) deterministic
      for (const [round, transcript] of [...rounds.entries()].sort(([a], [b]) => a - b)) {
        const rating = await rate(context, channel.channel_id, round, transcript);
        perRound.push({ round_number: round, value: rating.clarity, note: rating.reason });
      }
      const mean = perRound.reduce((sum, r) => sum + r.value, 0) / perRound.length;
      measurements.push({
        metric_name: channel.team_id === null ? NAME : `${NAME}_${channel.team_id}`,
        score: mean,
        score_unit: "clarity (1-5)",
        summary: `mean clarity ${mean.toFixed(2)} over ${perRound.length} rounds on ${channel.channel_id}`,
        per_round: perRound,
        per_agent: [],
      });
    }
    return measurements;
  },
};

export default metric;
