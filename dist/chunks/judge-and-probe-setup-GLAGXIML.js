import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  buildJudgeStack,
  buildProbeStack
} from "./chunk-CKEUYNKI.js";
import "./chunk-HCZV36L4.js";
import {
  loadProbeAssets
} from "./chunk-TLDYGX67.js";
import "./chunk-QXKP6OXB.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-JNUR4NUC.js";
import "./chunk-QJRR5QJN.js";
import "./chunk-DASWF4AS.js";
import "./chunk-Y5GWXIEH.js";
import "./chunk-66NPHHCH.js";
import "./chunk-QITUHNQM.js";
import "./chunk-RNBRVDIZ.js";
import "./chunk-VAM67OB3.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-YQUIWL3O.js";
import "./chunk-LAMXQWWM.js";
import "./chunk-OSQLWR62.js";
import "./chunk-Q5Q3ZZMX.js";
import "./chunk-EZQ3DI64.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-7GJBLW7Q.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-74ZREX4V.js";
import "./chunk-BZ4VPST6.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  buildJudgeStack,
  buildProbeStack,
  loadProbeAssets
};
