import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunk-FBFLTKCI.js";
import "./chunk-OHOVXP2U.js";
import "./chunk-TBROILKQ.js";
import "./chunk-PYEEU3ZD.js";
import "./chunk-WO6VPSDS.js";
import {
  judgeConfigFrom,
  probeConfigFrom
} from "./chunk-SJA4SC65.js";
import "./chunk-SQ2UB2SU.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-BRQZZP3D.js";
import "./chunk-FULKB65B.js";
import "./chunk-AHAJJBOI.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-IWQKZZV4.js";
import "./chunk-QJRR5QJN.js";
import "./chunk-66NPHHCH.js";
import "./chunk-PF7TFW42.js";
import "./chunk-TESCUGIO.js";
import "./chunk-UH4U5CWS.js";
export {
  judgeConfigFrom,
  probeConfigFrom,
  runCli
};
