import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunk-IRPJIGOL.js";
import "./chunk-OHOVXP2U.js";
import "./chunk-TBROILKQ.js";
import "./chunk-PYEEU3ZD.js";
import "./chunk-WO6VPSDS.js";
import {
  judgeConfigFrom,
  probeConfigFrom
} from "./chunk-J22XNCOR.js";
import "./chunk-SQ2UB2SU.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-BRQZZP3D.js";
import "./chunk-AUO7JLO2.js";
import "./chunk-NVK3HKZO.js";
import "./chunk-7JISBUD4.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-FWTXTVU3.js";
import "./chunk-QJRR5QJN.js";
import "./chunk-66NPHHCH.js";
import "./chunk-OSQLWR62.js";
import {
  EXIT_INTERNAL_ERROR,
  isInternalError
} from "./chunk-Q5Q3ZZMX.js";
import "./chunk-UH4U5CWS.js";
export {
  EXIT_INTERNAL_ERROR,
  isInternalError,
  judgeConfigFrom,
  probeConfigFrom,
  runCli
};
