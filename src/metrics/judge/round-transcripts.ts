/**
 * GlossoGen's `build_round_transcripts` (spec §4.14): every message on every channel, bucketed by
 * the event's round, one `[channel] Sender: pristine text` line each (empty texts kept). When the
 * scenario declares primary channels, a round's lines are split into a primary and an "other"
 * section.
 */
import { type AgentEvent, ofType } from "../../core/events.js";
import { type ScenarioDescriptor, agentDisplayName, channelDisplayName } from "../../core/scenario.js";
import { buildPristineTextIndex, pristineTextFor } from "../shared/pristine-text.js";

export interface RoundTranscript {
  readonly round_number: number;
  readonly message_count: number;
  readonly transcript: string;
}

export function buildRoundTranscripts(events: readonly AgentEvent[], scenario: ScenarioDescriptor): RoundTranscript[] {
  const pristine = buildPristineTextIndex(events);
  const primaryIds = new Set(scenario.primaryChannels.map((channel) => channel.channel_id));
  const byRound = new Map<number, { primary: string[]; other: string[] }>();
  for (const event of events) {
    if (!ofType("message_sent")(event)) continue;
    const { channel_id: channelId, sender_agent_id: senderId } = event.message;
    const line = `[${channelDisplayName(scenario, channelId)}] ${agentDisplayName(scenario, senderId)}: ${pristineTextFor(pristine, event)}`;
    let bucket = byRound.get(event.round_number);
    if (bucket === undefined) {
      bucket = { primary: [], other: [] };
      byRound.set(event.round_number, bucket);
    }
    (primaryIds.has(channelId) ? bucket.primary : bucket.other).push(line);
  }
  return [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, { primary, other }]) => {
      let transcript: string;
      if (primaryIds.size === 0) {
        // without primary channels upstream keeps every line together, in event order
        transcript = [...primary, ...other].join("\n");
      } else {
        const sections: string[] = [];
        if (primary.length > 0) sections.push(`PRIMARY CHANNEL (budget-constrained):\n${primary.join("\n")}`);
        if (other.length > 0) sections.push(`OTHER CHANNELS:\n${other.join("\n")}`);
        transcript = sections.join("\n\n");
      }
      return { round_number: round, message_count: primary.length + other.length, transcript };
    });
}
