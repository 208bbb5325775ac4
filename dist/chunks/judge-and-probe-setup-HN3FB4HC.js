import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  buildJudgeStack,
  buildProbeStack
} from "./chunk-PT5SMSA2.js";
import "./chunk-II5H4QSA.js";
import {
  loadProbeAssets
} from "./chunk-XQWUHSKW.js";
import "./chunk-EBY3A3OK.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-IBODWXAG.js";
import "./chunk-CQPRHBHR.js";
import "./chunk-XJ5EPYR6.js";
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
export {
  buildJudgeStack,
  buildProbeStack,
  loadProbeAssets
};
