/**
 * GlossoGen's `build_round_transcripts` (spec §4.14): every message on every channel, bucketed by
 * the event's round, one `[channel] Sender: pristine text` line each (empty texts kept). When the
 * scenario declares primary channels, a round's lines are split into a primary and an "other"
 * section.
 */
import { type AgentEvent } from "../../core/events.js";
import { type ScenarioDescriptor } from "../../core/scenario.js";
export interface RoundTranscript {
    readonly round_number: number;
    readonly message_count: number;
    readonly transcript: string;
}
export declare function buildRoundTranscripts(events: readonly AgentEvent[], scenario: ScenarioDescriptor): RoundTranscript[];
