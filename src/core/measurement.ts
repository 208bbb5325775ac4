/**
 * GlossoGen's measurement model (spec §4): what every metric returns. Its zod schemas are in
 * measurement-schema.ts; checkMeasurement below checks the same without zod, so an evaluation
 * loads zod only to explain an invalid measurement.
 */
import type { z } from "zod";
import { isJsonObject } from "./json-object.js";
import type { agentObservationSchema, measurementSchema, roundObservationSchema } from "./measurement-schema.js";

export type RoundObservation = z.output<typeof roundObservationSchema>;
export type AgentObservation = z.output<typeof agentObservationSchema>;
export type Measurement = z.output<typeof measurementSchema>;

/** A value keyed by named dimensions, read back from a metric's sidecar file. */
export interface KeyedObservation {
  readonly keys: Readonly<Record<string, string>>;
  readonly value: number;
}

/** zod 4's `z.number()`: finite; `.int()`: a safe integer. */
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isInteger = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value);

function observations<K extends "round_number" | "agent_id", T>(
  value: unknown,
  key: K,
  keyOk: (v: unknown) => boolean,
): T[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const out: T[] = new Array<T>(value.length);
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (!isJsonObject(item)) return undefined;
    const id = item[key];
    const v = item.value;
    const note = item.note;
    if (!keyOk(id) || !isNumber(v) || typeof note !== "string") return undefined;
    out[i] = { [key]: id, value: v, note } as T;
  }
  return out;
}

/**
 * `measurementSchema.parse` without zod, for the common case: the same checks and the same
 * output (a copy with only the schema's fields, in its order, defaults filled). Undefined when
 * anything is off, so the caller runs the schema to get its exact error; it never accepts what
 * the schema refuses. Metrics' outputs are checked on every run, and this is several times faster.
 */
export function checkMeasurement(value: unknown): Measurement | undefined {
  if (!isJsonObject(value)) return undefined;
  const { metric_name: name, score, score_unit: unit, summary } = value;
  if (typeof name !== "string" || name.length === 0 || !isNumber(score) || typeof unit !== "string" || typeof summary !== "string") return undefined;
  const perRound = observations<"round_number", RoundObservation>(value.per_round, "round_number", isInteger);
  if (perRound === undefined) return undefined;
  const perAgent = observations<"agent_id", AgentObservation>(value.per_agent, "agent_id", (id) => typeof id === "string");
  if (perAgent === undefined) return undefined;
  return { metric_name: name, score, score_unit: unit, summary, per_round: perRound, per_agent: perAgent };
}
