import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunk-TNFLAOWQ.js";
import "./chunk-BRQZZP3D.js";
import "./chunk-OHOVXP2U.js";
import "./chunk-PYEEU3ZD.js";
import "./chunk-WO6VPSDS.js";
import {
  judgeConfigFrom,
  probeConfigFrom
} from "./chunk-DETWYEUC.js";
import "./chunk-SQ2UB2SU.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-OF7PUKYS.js";
import "./chunk-TBROILKQ.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-LL3HKA3K.js";
import "./chunk-UH4U5CWS.js";
export {
  judgeConfigFrom,
  probeConfigFrom,
  runCli
};
