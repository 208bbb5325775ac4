/** GlossoGen's measurement model (spec §4): what every metric returns. */
import { z } from "zod";

export const roundObservationSchema = z.object({
  round_number: z.number().int(),
  value: z.number(),
  note: z.string(),
});

export const agentObservationSchema = z.object({
  agent_id: z.string(),
  value: z.number(),
  note: z.string(),
});

export const measurementSchema = z.object({
  metric_name: z.string().min(1),
  score: z.number(),
  score_unit: z.string(),
  summary: z.string(),
  per_round: z.array(roundObservationSchema).default([]),
  per_agent: z.array(agentObservationSchema).default([]),
});

export type RoundObservation = z.output<typeof roundObservationSchema>;
export type AgentObservation = z.output<typeof agentObservationSchema>;
export type Measurement = z.output<typeof measurementSchema>;

/** A value keyed by named dimensions, read back from a metric's sidecar file. */
export interface KeyedObservation {
  readonly keys: Readonly<Record<string, string>>;
  readonly value: number;
}
