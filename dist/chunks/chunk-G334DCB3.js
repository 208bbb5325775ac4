import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  readTextIfExists
} from "./chunk-JNUR4NUC.js";
import {
  describeJsonSyntaxError
} from "./chunk-LAMXQWWM.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";

// src/node/knobs-input.ts
async function readKnobs(value, label = "--knobs") {
  const inline = value.trimStart().startsWith("{");
  let text = value;
  if (!inline) {
    try {
      text = await readTextIfExists(value);
    } catch (error) {
      throw error instanceof InputError ? new InputError(`${label} ${error.message}`, { cause: error }) : error;
    }
    if (text === void 0) throw new InputError(`${label} ${value}: not inline JSON (it does not start with '{') and no such file`);
  }
  const where = inline ? label : `${label} ${value}`;
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${where}: not valid JSON (${describeJsonSyntaxError(error, text)})`, { cause: error });
  }
  const { z } = await import("./zod-AO3PU2VV.js");
  const { ownKeysRecord } = await import("./own-record-62OEMPHE.js");
  const knobsSchema = ownKeysRecord(z.string().min(1), z.unknown(), { message: "expected a JSON object of knob names and values" });
  const parsed = knobsSchema.safeParse(raw);
  if (!parsed.success) throw new InputError(`${where}: expected a JSON object of knob names and values, e.g. '{"seed": 7}'`);
  return parsed.data;
}

export {
  readKnobs
};
