/**
 * The zod schema of a `protocol_probe_responses.jsonl` row. In a module of its own: the probe
 * similarity metrics import it (and zod) only for a run that has the file.
 */
import { z } from "zod";

/** Rust `char::is_whitespace` (Unicode White_Space), what pydantic-core trims from an int string. */
const WHITE_SPACE = "[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*";
/** Digits with single underscores between them, optionally `.0…` (pydantic's `str_as_int`). */
const INT_STRING = new RegExp(`^${WHITE_SPACE}([+-]?[0-9]+(?:_[0-9]+)*)(?:\\.0+)?${WHITE_SPACE}$`);

/**
 * pydantic's lax-mode `int` (checked against pydantic 2.13 here): JSON ints, integral finite
 * floats (`2.0`, `1e2`), booleans (`true` is 1) and integral strings (`" 3 "`, `"+3"`, `"1_0"`,
 * `"3.00"`); not `"3.5"`, `"1e1"`, `"0x10"`, NaN or infinities.
 */
const laxInt = z.union([
  z.number().int().transform((n) => n + 0), // -0.0 is the int 0
  z.boolean().transform((b) => (b ? 1 : 0)),
  z
    .string()
    .regex(INT_STRING)
    .transform((text) => Number((INT_STRING.exec(text) as RegExpExecArray)[1]?.replaceAll("_", "")) + 0)
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
