import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  buildJudgeStack,
  buildProbeStack
} from "./chunk-UIK452OG.js";
import "./chunk-4T6V3EE6.js";
import {
  loadProbeAssets
} from "./chunk-GPGN5RBE.js";
import "./chunk-VEJB4GZT.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-FJ25OACQ.js";
import "./chunk-K7M353AM.js";
import "./chunk-DANWA4R5.js";
import "./chunk-Y5GWXIEH.js";
import "./chunk-66NPHHCH.js";
import "./chunk-QITUHNQM.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-NFFXR3V3.js";
import "./chunk-VAM67OB3.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-3HSZMOAR.js";
import "./chunk-PXYAA3UN.js";
import "./chunk-TESCUGIO.js";
import "./chunk-SCJLYVCR.js";
import "./chunk-P76LXSW3.js";
import "./chunk-KA656VUM.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  buildJudgeStack,
  buildProbeStack,
  loadProbeAssets
};
