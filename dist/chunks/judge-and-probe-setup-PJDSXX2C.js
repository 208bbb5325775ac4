import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  buildJudgeStack,
  buildProbeStack
} from "./chunk-RUG6MBHF.js";
import "./chunk-7NWICMEA.js";
import {
  loadProbeAssets
} from "./chunk-SIA2BLBB.js";
import "./chunk-UCHMFOYA.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-3O3K6BF5.js";
import "./chunk-GU6XE3SK.js";
import "./chunk-5SVDX256.js";
import "./chunk-66NPHHCH.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-TESCUGIO.js";
import "./chunk-KA656VUM.js";
import "./chunk-XKESBC5O.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-GQRDFNL6.js";
import "./chunk-3HSZMOAR.js";
import "./chunk-QITUHNQM.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-CQPRHBHR.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  buildJudgeStack,
  buildProbeStack,
  loadProbeAssets
};
