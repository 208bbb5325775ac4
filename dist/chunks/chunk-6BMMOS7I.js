import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  readTextIfExists
} from "./chunk-IBODWXAG.js";
import {
  InputError
} from "./chunk-TESCUGIO.js";
import {
  describeJsonSyntaxError,
  external_exports
} from "./chunk-KGWETHEU.js";

// src/node/knobs-input.ts
var knobsSchema = external_exports.record(external_exports.string().min(1), external_exports.unknown(), { message: "expected a JSON object of knob names and values" });
async function readKnobs(value, label = "--knobs") {
  const inline = value.trimStart().startsWith("{");
  let text = value;
  if (!inline) {
    text = await readTextIfExists(value);
    if (text === void 0) throw new InputError(`${label} ${value}: not inline JSON (it does not start with '{') and no such file`);
  }
  const where = inline ? label : `${label} ${value}`;
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${where}: not valid JSON (${describeJsonSyntaxError(error, text)})`, { cause: error });
  }
  const parsed = knobsSchema.safeParse(raw);
  if (!parsed.success) throw new InputError(`${where}: expected a JSON object of knob names and values, e.g. '{"seed": 7}'`);
  return parsed.data;
}

export {
  readKnobs
};
