/**
 * `language_repetition` (spec §4.16): every round of every primary channel is judged three times
 * as an enumerated message list; each message's redundancy factor is the mean over the replicas
 * that scored it (floored at 1.0). Per-message factors go to `language_repetition_messages.jsonl`.
 */
import { z } from "zod";
import type { BuiltinMetric } from "../contract.js";
export declare const LANGUAGE_REPETITION_REPLICAS = 3;
export declare const LANGUAGE_REPETITION_SIDECAR = "language_repetition_messages.jsonl";
export declare const ROUND_REPETITION_OUTPUT: import("./schemas.js").OutputContract<z.ZodObject<{
    per_message: z.ZodArray<z.ZodObject<{
        message_number: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>;
        repetition_factor: z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>;
    }, z.core.$strip>>;
}, z.core.$strip>>;
export type RoundRepetitionOutput = z.output<typeof ROUND_REPETITION_OUTPUT.zod>;
export declare const LANGUAGE_REPETITION_CALL: import("./judge-call.js").JudgeCallSpec<{
    per_message: {
        message_number: number;
        repetition_factor: number;
    }[];
}>;
interface ChannelMessage {
    readonly message_id: string;
    readonly channel_id: string;
    readonly sender_agent_id: string;
    readonly text: string;
}
interface ScoredMessage {
    readonly round_number: number;
    readonly message_number: number;
    readonly message: ChannelMessage;
    readonly factor: number;
    readonly replicaFactors: readonly number[];
}
/** Per-message factors of one round from its successful replies (in replica order). */
export declare function scoreRound(round: number, messages: readonly ChannelMessage[], replies: readonly RoundRepetitionOutput[]): ScoredMessage[];
export declare const languageRepetition: BuiltinMetric;
export {};
