import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  EventLogParser,
  eventIssueMessage,
  explainInvalidEvent
} from "./chunk-F4OPRZ77.js";
import "./chunk-NG4CFS5I.js";
import "./chunk-MDBJWBIT.js";
import "./chunk-LAMXQWWM.js";
import "./chunk-Q5Q3ZZMX.js";
import "./chunk-GYEXMW2G.js";
import "./chunk-I7FJ72HH.js";
import "./chunk-TUEZPCYB.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-74ZREX4V.js";
import "./chunk-BZ4VPST6.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  EventLogParser,
  eventIssueMessage,
  explainInvalidEvent
};
