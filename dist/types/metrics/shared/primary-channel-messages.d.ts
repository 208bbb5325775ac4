/**
 * The shared pipeline of GlossoGen's per-message language metrics (spec §4.1): score every
 * non-empty primary-channel message, average within each round, then average the round means.
 */
import { type AgentEvent, type MessageSent } from "../../core/events.js";
import type { Measurement } from "../../core/measurement.js";
import { type PrimaryChannel } from "../../core/scenario.js";
import type { MetricContext } from "../contract.js";
export type TextChoice = "pristine" | "transmitted";
/** Non-empty message texts on one channel, bucketed by the event's round, rounds ascending. */
export declare function messagesByRound(events: readonly AgentEvent[], channelId: string, textOf: (event: MessageSent) => string): Map<number, string[]>;
export declare function textSelector(events: readonly AgentEvent[], choice: TextChoice): (event: MessageSent) => string;
export interface PerMessageMetricSpec {
    readonly base: string;
    readonly unit: string;
    /** Per-message score; NaN drops the message. */
    readonly score: (text: string) => number;
    readonly summary: (facts: {
        messages: number;
        channelId: string;
        rounds: number;
        score: string;
        roundStd: string;
    }) => string;
}
/** Run a per-message language metric over every primary channel, in declared order. */
export declare function perMessageLanguageMetric(context: MetricContext, spec: PerMessageMetricSpec): Measurement[];
/**
 * Non-empty transmitted messages per primary channel, for the character-count metrics (GlossoGen
 * measures what was transmitted there, not the pristine text: spec §1.6). Channels without
 * messages are left out; no primary channel at all logs one line and yields nothing.
 */
export declare function transmittedMessagesPerChannel(context: MetricContext, base: string): {
    channel: PrimaryChannel;
    byRound: Map<number, string[]>;
}[];
