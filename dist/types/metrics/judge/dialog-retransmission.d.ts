/**
 * `dialog_retransmission` (spec §4.15): three judge replicas count, per round, the dialog messages
 * and the retransmission requests; two measurements (`dialog_count`,
 * `retransmission_request_count`) average the replicas' counts over every transcript round.
 */
import type { z } from "zod";
import type { Measurement } from "../../core/measurement.js";
import type { BuiltinMetric } from "../contract.js";
export declare const DIALOG_RETRANSMISSION_REPLICAS = 3;
export declare const DIALOG_RETRANSMISSION_OUTPUT: import("./schemas.js").OutputContract<z.ZodObject<{
    per_round_counts: z.ZodArray<z.ZodObject<{
        round_number: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>;
        dialog_count: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>;
        retransmission_request_count: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>;
        evidence: z.ZodString;
    }, z.core.$strip>>;
    explanation: z.ZodString;
}, z.core.$strip>>;
export type DialogRetransmissionOutput = z.output<typeof DIALOG_RETRANSMISSION_OUTPUT.zod>;
export declare const DIALOG_RETRANSMISSION_CALL: import("./judge-call.js").JudgeCallSpec<{
    per_round_counts: {
        round_number: number;
        dialog_count: number;
        retransmission_request_count: number;
        evidence: string;
    }[];
    explanation: string;
}>;
/** Aggregate successful replica outputs (in replica order) over the transcript rounds. */
export declare function aggregateDialogRetransmission(replicas: readonly DialogRetransmissionOutput[], transcriptRounds: readonly number[]): Measurement[];
export declare const dialogRetransmission: BuiltinMetric;
