import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  JUDGE_METRICS,
  protocolExplanation,
  protocolProbe
} from "./chunk-MUL4B2HH.js";
import "./chunk-DZE2WHDF.js";
import "./chunk-P5RZ4COU.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-GU6XE3SK.js";
import "./chunk-FD5WYT52.js";
import "./chunk-BOV3E7SO.js";
import "./chunk-5SVDX256.js";
import "./chunk-66NPHHCH.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-TESCUGIO.js";
import "./chunk-KA656VUM.js";
import "./chunk-YO2KBF6P.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-GQRDFNL6.js";
import "./chunk-WCD32WJH.js";
import "./chunk-QITUHNQM.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-Q5T3E7HY.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";

// src/metrics/judged-metrics.ts
var JUDGED_METRICS = [protocolExplanation, protocolProbe, ...JUDGE_METRICS];
export {
  JUDGED_METRICS
};
