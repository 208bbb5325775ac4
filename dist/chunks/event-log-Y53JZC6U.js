import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  EventLogParser,
  explainInvalidEvent
} from "./chunk-CVGRLMKF.js";
import "./chunk-5A73K2EQ.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-3HSZMOAR.js";
import "./chunk-TESCUGIO.js";
import "./chunk-KA656VUM.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  EventLogParser,
  explainInvalidEvent
};
