import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  JUDGE_METRICS,
  protocolExplanation,
  protocolProbe
} from "./chunk-ZCIKPANV.js";
import "./chunk-TR7GW62F.js";
import "./chunk-ALRPQX7A.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-GGDGZLDO.js";
import "./chunk-DASWF4AS.js";
import "./chunk-7JKKI3U2.js";
import "./chunk-7OZOL6PT.js";
import "./chunk-Y5GWXIEH.js";
import "./chunk-66NPHHCH.js";
import "./chunk-QITUHNQM.js";
import "./chunk-VM7EAPB7.js";
import "./chunk-J6F6MZKC.js";
import "./chunk-RNBRVDIZ.js";
import "./chunk-VAM67OB3.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-YQUIWL3O.js";
import "./chunk-LAMXQWWM.js";
import "./chunk-Q5Q3ZZMX.js";
import "./chunk-GYEXMW2G.js";
import "./chunk-OFXXVDK2.js";
import "./chunk-EZQ3DI64.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-7GJBLW7Q.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-74ZREX4V.js";
import "./chunk-BZ4VPST6.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";

// src/metrics/judged-metrics.ts
var JUDGED_METRICS = [protocolExplanation, protocolProbe, ...JUDGE_METRICS];
export {
  JUDGED_METRICS
};
