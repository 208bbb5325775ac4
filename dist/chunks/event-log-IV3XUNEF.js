import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  EventLogParser,
  eventIssueMessage,
  explainInvalidEvent
} from "./chunk-WOIYEFSG.js";
import "./chunk-KOGF5K4K.js";
import "./chunk-VM7EAPB7.js";
import "./chunk-J6F6MZKC.js";
import "./chunk-LAMXQWWM.js";
import "./chunk-Q5Q3ZZMX.js";
import "./chunk-GYEXMW2G.js";
import "./chunk-OFXXVDK2.js";
import "./chunk-EZQ3DI64.js";
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
