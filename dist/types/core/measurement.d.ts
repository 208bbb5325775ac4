/**
 * GlossoGen's measurement model (spec §4): what every metric returns. Its zod schemas are in
 * measurement-schema.ts; checkMeasurement below checks the same without zod, so an evaluation
 * loads zod only to explain an invalid measurement.
 */
import type { z } from "zod";
import type { agentObservationSchema, measurementSchema, roundObservationSchema } from "./measurement-schema.js";
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
