import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  buildJudgeStack,
  buildProbeStack
} from "./chunk-LAPLKDCA.js";
import "./chunk-4T6V3EE6.js";
import {
  loadProbeAssets
} from "./chunk-GJ3OPGRE.js";
import "./chunk-GJDWO332.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-Q6J3BXHI.js";
import "./chunk-FYLDTIC2.js";
import "./chunk-Y5GWXIEH.js";
import "./chunk-66NPHHCH.js";
import "./chunk-QITUHNQM.js";
import "./chunk-WIWH3ZML.js";
import "./chunk-TY7YBVZ7.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-GQRDFNL6.js";
import "./chunk-3HSZMOAR.js";
import "./chunk-PXYAA3UN.js";
import "./chunk-TESCUGIO.js";
import "./chunk-3AZQVGTX.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-KA656VUM.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  buildJudgeStack,
  buildProbeStack,
  loadProbeAssets
};
