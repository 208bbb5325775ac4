import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunk-KZKAIUAC.js";
import "./chunk-OHOVXP2U.js";
import "./chunk-TBROILKQ.js";
import "./chunk-PYEEU3ZD.js";
import "./chunk-WO6VPSDS.js";
import {
  judgeConfigFrom,
  probeConfigFrom
} from "./chunk-MARZ5IB3.js";
import "./chunk-SQ2UB2SU.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-BRQZZP3D.js";
import "./chunk-PYSGQZT5.js";
import "./chunk-4T6V3EE6.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-FJ25OACQ.js";
import "./chunk-K7M353AM.js";
import "./chunk-66NPHHCH.js";
import "./chunk-PXYAA3UN.js";
import "./chunk-TESCUGIO.js";
import "./chunk-UH4U5CWS.js";
export {
  judgeConfigFrom,
  probeConfigFrom,
  runCli
};
