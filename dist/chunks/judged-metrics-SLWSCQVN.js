import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  JUDGE_METRICS,
  protocolExplanation,
  protocolProbe
} from "./chunk-TNMYUDU6.js";
import "./chunk-DJTBP4VD.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-AAVRPCGR.js";
import "./chunk-XJ5EPYR6.js";
import "./chunk-2SSNAV3C.js";
import "./chunk-JL3KHDIP.js";
import "./chunk-5SVDX256.js";
import "./chunk-66NPHHCH.js";
import "./chunk-QITUHNQM.js";
import "./chunk-D4AL6DOR.js";
import "./chunk-TESCUGIO.js";
import "./chunk-FFWTYHU2.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-GQRDFNL6.js";
import "./chunk-KGWETHEU.js";
import "./chunk-UH4U5CWS.js";

// src/metrics/judged-metrics.ts
var JUDGED_METRICS = [protocolExplanation, protocolProbe, ...JUDGE_METRICS];
export {
  JUDGED_METRICS
};
