/**
 * The zod schema of a `protocol_probe_responses.jsonl` row. In a module of its own: the probe
 * similarity metrics import it (and zod) only for a run that has the file.
 */
import { z } from "zod";
/** One row of `protocol_probe_responses.jsonl` (GlossoGen's `ProtocolProbeResponse`). */
export declare const probeResponseSchema: z.ZodObject<{
    timestamp: z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>;
    replica_index: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>;
    agent_id: z.ZodString;
    role_name: z.ZodString;
    model: z.ZodString;
    provider: z.ZodString;
    question_id: z.ZodString;
    question_role_filter: z.ZodString;
    cutoff_round: z.ZodNullable<z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>>;
    reasoning_text: z.ZodString;
    response_text: z.ZodString;
}, z.core.$strip>;
