import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  JUDGE_METRICS,
  protocolExplanation,
  protocolProbe
} from "./chunk-GUKR5CMP.js";
import "./chunk-PE6A55RL.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-AAVRPCGR.js";
import "./chunk-QLD3LJ5Y.js";
import "./chunk-UOCMD5DL.js";
import "./chunk-JL3KHDIP.js";
import "./chunk-5SVDX256.js";
import "./chunk-66NPHHCH.js";
import "./chunk-QITUHNQM.js";
import "./chunk-CGTJ4AP4.js";
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
