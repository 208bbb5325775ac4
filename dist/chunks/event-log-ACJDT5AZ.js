import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  EventLogParser,
  eventIssueMessage,
  explainInvalidEvent
} from "./chunk-YFRTHCG7.js";
import "./chunk-F2RX3IGY.js";
import "./chunk-HGBHP2SU.js";
import "./chunk-LAMXQWWM.js";
import "./chunk-Q5Q3ZZMX.js";
import "./chunk-G2GMCM3X.js";
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
