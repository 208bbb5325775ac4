/**
 * Reading `--knobs JSON|FILE` (and the Action's `knobs` input): inline JSON when the value starts
 * with `{`, else the path of a JSON file. Either way it must be one JSON object.
 */
import { describeJsonSyntaxError } from "../core/json-error.js";
import { InputError } from "../core/errors.js";
import type { Knobs } from "../core/knobs.js";
import { readTextIfExists } from "./files.js";

export async function readKnobs(value: string, label = "--knobs"): Promise<Knobs> {
  const inline = value.trimStart().startsWith("{");
  let text: string | undefined = value;
  if (!inline) {
    try {
      text = await readTextIfExists(value);
    } catch (error) {
      // the message names the file and the problem; the flag (or input) is said first
      throw error instanceof InputError ? new InputError(`${label} ${error.message}`, { cause: error }) : error;
    }
    if (text === undefined) throw new InputError(`${label} ${value}: not inline JSON (it does not start with '{') and no such file`);
  }
  const where = inline ? label : `${label} ${value}`;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${where}: not valid JSON (${describeJsonSyntaxError(error, text)})`, { cause: error });
  }
  // zod is loaded here, for the evaluations given knobs, not by every evaluation
  const { z } = await import("zod");
  // every key kept, `__proto__` too (zod's own record drops it: a knob silently ignored)
  const { ownKeysRecord } = await import("../core/own-record.js");
  const knobsSchema = ownKeysRecord(z.string().min(1), z.unknown(), { message: "expected a JSON object of knob names and values" });
  const parsed = knobsSchema.safeParse(raw);
  if (!parsed.success) throw new InputError(`${where}: expected a JSON object of knob names and values, e.g. '{"seed": 7}'`);
  return parsed.data;
}
