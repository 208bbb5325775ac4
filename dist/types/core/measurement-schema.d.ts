/** The zod schemas of GlossoGen's measurement model (spec §4); the types are in measurement.ts. */
import { z } from "zod";
export declare const roundObservationSchema: z.ZodObject<{
    round_number: z.ZodNumber;
    value: z.ZodNumber;
    note: z.ZodString;
}, z.core.$strip>;
export declare const agentObservationSchema: z.ZodObject<{
    agent_id: z.ZodString;
    value: z.ZodNumber;
    note: z.ZodString;
}, z.core.$strip>;
export declare const measurementSchema: z.ZodObject<{
    metric_name: z.ZodString;
    score: z.ZodNumber;
    score_unit: z.ZodString;
    summary: z.ZodString;
    per_round: z.ZodDefault<z.ZodArray<z.ZodObject<{
        round_number: z.ZodNumber;
        value: z.ZodNumber;
        note: z.ZodString;
    }, z.core.$strip>>>;
    per_agent: z.ZodDefault<z.ZodArray<z.ZodObject<{
        agent_id: z.ZodString;
        value: z.ZodNumber;
        note: z.ZodString;
    }, z.core.$strip>>>;
}, z.core.$strip>;
