import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  EventLogParser,
  explainInvalidEvent
} from "./chunk-4I7O3PIH.js";
import "./chunk-5EAT3KXF.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-ZWCLMJKK.js";
import "./chunk-Q5Q3ZZMX.js";
import "./chunk-74ZREX4V.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  EventLogParser,
  explainInvalidEvent
};
