import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  JUDGE_METRICS,
  protocolExplanation,
  protocolProbe
} from "./chunk-3NFD6K5I.js";
import "./chunk-GDAS6IEL.js";
import "./chunk-WRMTNDPB.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-6NXLH6AL.js";
import "./chunk-DANWA4R5.js";
import "./chunk-RM5HSU2H.js";
import "./chunk-EJITCUFP.js";
import "./chunk-Y5GWXIEH.js";
import "./chunk-66NPHHCH.js";
import "./chunk-QITUHNQM.js";
import "./chunk-KUT4VPV2.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-NFFXR3V3.js";
import "./chunk-VAM67OB3.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-3HSZMOAR.js";
import "./chunk-TESCUGIO.js";
import "./chunk-SCJLYVCR.js";
import "./chunk-P76LXSW3.js";
import "./chunk-KA656VUM.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";

// src/metrics/judged-metrics.ts
var JUDGED_METRICS = [protocolExplanation, protocolProbe, ...JUDGE_METRICS];
export {
  JUDGED_METRICS
};
