import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  buildJudgeStack,
  buildProbeStack
} from "./chunk-4UO5WTLR.js";
import "./chunk-7K25RIOA.js";
import {
  loadProbeAssets
} from "./chunk-4FF4RSFC.js";
import "./chunk-DMKR5HQC.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-LEBZWIL3.js";
import "./chunk-QLD3LJ5Y.js";
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
export {
  buildJudgeStack,
  buildProbeStack,
  loadProbeAssets
};
