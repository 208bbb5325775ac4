import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunk-AWE3C27O.js";
import "./chunk-OHOVXP2U.js";
import "./chunk-TBROILKQ.js";
import "./chunk-PYEEU3ZD.js";
import "./chunk-ZSDPZHVA.js";
import "./chunk-WO6VPSDS.js";
import {
  judgeConfigFrom,
  probeConfigFrom
} from "./chunk-SQDP7LQI.js";
import "./chunk-SQ2UB2SU.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-BRQZZP3D.js";
import "./chunk-AUO7JLO2.js";
import "./chunk-O5SDIVA5.js";
import "./chunk-HCZV36L4.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-JNUR4NUC.js";
import "./chunk-QJRR5QJN.js";
import "./chunk-66NPHHCH.js";
import "./chunk-VAM67OB3.js";
import "./chunk-LAMXQWWM.js";
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
