import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  JUDGE_METRICS,
  protocolExplanation,
  protocolProbe
} from "./chunk-VDKIIM5E.js";
import "./chunk-JD4LZ2U3.js";
import "./chunk-IR6VD4RM.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-2HKCG3UP.js";
import "./chunk-FYLDTIC2.js";
import "./chunk-YRAZM6M5.js";
import "./chunk-YAYA7YG5.js";
import "./chunk-Y5GWXIEH.js";
import "./chunk-66NPHHCH.js";
import "./chunk-QITUHNQM.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-MGNCMOOF.js";
import "./chunk-TY7YBVZ7.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-GQRDFNL6.js";
import "./chunk-3HSZMOAR.js";
import "./chunk-TESCUGIO.js";
import "./chunk-3AZQVGTX.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-KA656VUM.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";

// src/metrics/judged-metrics.ts
var JUDGED_METRICS = [protocolExplanation, protocolProbe, ...JUDGE_METRICS];
export {
  JUDGED_METRICS
};
