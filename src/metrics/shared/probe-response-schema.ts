/**
 * The zod schema of a `protocol_probe_responses.jsonl` row. In a module of its own: the probe
 * similarity metrics import it (and zod) only for a run that has the file.
 */
import { z } from "zod";
import { coerceDiscrete } from "../../trials/coerce.js";
import { pydanticDatetime as readDatetime } from "../../core/py-datetime.js";

/**
 * pydantic's lax-mode `int`, as NeMo's coercion reads it (trials/coerce.ts, checked against
 * pydantic 2.13): JSON ints, integral finite floats (`2.0`, `1e2`), booleans (`true` is 1) and
 * integral strings (`" 3 "`, `"+3"`, `"1_0"`, `"3.00"`); not `"3.5"`, `"1e1"`, `"0x10"`, NaN or
 * infinities.
 */
const laxInt = z
  .union([z.number(), z.boolean(), z.string()])
  .transform((value) => {
    const coerced = coerceDiscrete(value);
    return coerced.ok ? (coerced.value as number) + 0 : value; // + 0: -0.0 is the int 0
  })
  .pipe(z.number().int());

/**
 * GlossoGen's `timestamp: datetime`: text pydantic does not read as a datetime skips the row, a
 * Unix time (a JSON number) is kept. Only validated: no metric reads the instant.
 */
const pydanticDatetime = z.union([z.string(), z.number()]).refine((value) => readDatetime(value).ok, { message: "Input should be a valid datetime (pydantic)" });

/** One row of `protocol_probe_responses.jsonl` (GlossoGen's `ProtocolProbeResponse`). */
export const probeResponseSchema = z.object({
  timestamp: pydanticDatetime,
  replica_index: laxInt,
  agent_id: z.string(),
  role_name: z.string(),
  model: z.string(),
  provider: z.string(),
  question_id: z.string(),
  question_role_filter: z.string(),
  // `int | None` without a default in GlossoGen's model: the key is required, null is the end of the run
  cutoff_round: laxInt.nullable(),
  reasoning_text: z.string(),
  response_text: z.string(),
});
