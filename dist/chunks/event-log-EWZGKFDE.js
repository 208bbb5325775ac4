import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  EventLogParser,
  eventIssueMessage,
  explainInvalidEvent
} from "./chunk-LMN4YSM3.js";
import "./chunk-UY6COCOW.js";
import "./chunk-JORGJB3O.js";
import "./chunk-LAMXQWWM.js";
import "./chunk-Q5Q3ZZMX.js";
import "./chunk-XF3I4BV5.js";
import "./chunk-LNEW3WCA.js";
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
