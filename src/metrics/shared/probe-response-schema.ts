/**
 * The zod schema of a `protocol_probe_responses.jsonl` row. In a module of its own: the probe
 * similarity metrics import it (and zod) only for a run that has the file.
 */
import { z } from "zod";

/** Python ints arrive as JSON ints; pydantic's lax mode also takes integral strings ("3"). */
const laxInt = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^\s*[+-]?\d+\s*$/)
    .transform((text) => Number(text.trim()))
    .pipe(z.number().int()),
]);

/** One row of `protocol_probe_responses.jsonl` (GlossoGen's `ProtocolProbeResponse`). */
export const probeResponseSchema = z.object({
  timestamp: z.string(),
  replica_index: laxInt,
  agent_id: z.string(),
  role_name: z.string(),
  model: z.string(),
  provider: z.string(),
  question_id: z.string(),
  question_role_filter: z.string(),
  // GlossoGen always writes the key; a missing key is read as "end of run" rather than rejected.
  cutoff_round: laxInt.nullable().default(null),
  reasoning_text: z.string(),
  response_text: z.string(),
});
