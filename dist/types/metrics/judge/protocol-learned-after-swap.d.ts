/**
 * `protocol_learned_after_swap` (spec §4.17): around the run's first personnel boundary, one judge
 * call decides in which post-boundary rounds the newcomer's use of the earlier protocol shows.
 */
import type { z } from "zod";
import type { BuiltinMetric } from "../contract.js";
export declare const PROTOCOL_LEARNED_OUTPUT: import("./schemas.js").OutputContract<z.ZodObject<{
    per_round_notes: z.ZodArray<z.ZodObject<{
        round_number: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>;
        note: z.ZodString;
    }, z.core.$strip>>;
    protocol_elements: z.ZodArray<z.ZodString>;
    newcomer_agent_ids: z.ZodArray<z.ZodString>;
    protocol_established: z.ZodPipe<z.ZodPipe<z.ZodUnknown, z.ZodTransform<unknown, unknown>>, z.ZodBoolean>;
    explanation: z.ZodString;
}, z.core.$strip>>;
export type ProtocolLearnedOutput = z.output<typeof PROTOCOL_LEARNED_OUTPUT.zod>;
export declare const PROTOCOL_LEARNED_CALL: import("./judge-call.js").JudgeCallSpec<{
    per_round_notes: {
        round_number: number;
        note: string;
    }[];
    protocol_elements: string[];
    newcomer_agent_ids: string[];
    protocol_established: boolean;
    explanation: string;
}>;
export declare const protocolLearnedAfterSwap: BuiltinMetric;
