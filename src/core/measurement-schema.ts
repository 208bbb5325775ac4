/** The zod schemas of GlossoGen's measurement model (spec §4); the types are in measurement.ts. */
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
