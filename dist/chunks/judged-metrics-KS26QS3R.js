import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  JUDGE_METRICS,
  protocolExplanation,
  protocolProbe
} from "./chunk-U7EWLBQE.js";
import "./chunk-UZKPXYHA.js";
import "./chunk-QJTL6TMB.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-GU6XE3SK.js";
import "./chunk-QFROSMIM.js";
import "./chunk-BOV3E7SO.js";
import "./chunk-5SVDX256.js";
import "./chunk-66NPHHCH.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-TESCUGIO.js";
import "./chunk-KA656VUM.js";
import "./chunk-XKESBC5O.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-GQRDFNL6.js";
import "./chunk-3HSZMOAR.js";
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
