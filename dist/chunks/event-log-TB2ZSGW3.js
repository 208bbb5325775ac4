import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  EventLogParser,
  explainInvalidEvent
} from "./chunk-NE2SC7PA.js";
import {
  InvalidEventLine
} from "./chunk-K2NHFVWT.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-TESCUGIO.js";
import "./chunk-KA656VUM.js";
import "./chunk-ZAYF7RTS.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  EventLogParser,
  InvalidEventLine,
  explainInvalidEvent
};
