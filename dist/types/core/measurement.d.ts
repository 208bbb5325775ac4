/** GlossoGen's measurement model (spec §4): what every metric returns. */
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
export type RoundObservation = z.output<typeof roundObservationSchema>;
export type AgentObservation = z.output<typeof agentObservationSchema>;
export type Measurement = z.output<typeof measurementSchema>;
/** A value keyed by named dimensions, read back from a metric's sidecar file. */
export interface KeyedObservation {
    readonly keys: Readonly<Record<string, string>>;
    readonly value: number;
}
/**
 * `measurementSchema.parse` without zod, for the common case: the same checks and the same
 * output (a copy with only the schema's fields, in its order, defaults filled). Undefined when
 * anything is off, so the caller runs the schema to get its exact error; it never accepts what
 * the schema refuses. Metrics' outputs are checked on every run, and this is several times faster.
 */
export declare function checkMeasurement(value: unknown): Measurement | undefined;
