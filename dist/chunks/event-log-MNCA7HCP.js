import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  EventLogParser,
  explainInvalidEvent
} from "./chunk-7DSG5KOK.js";
import {
  InvalidEventLine
} from "./chunk-ZJ5WRW3I.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-TESCUGIO.js";
import "./chunk-KA656VUM.js";
import "./chunk-WCD32WJH.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  EventLogParser,
  InvalidEventLine,
  explainInvalidEvent
};
