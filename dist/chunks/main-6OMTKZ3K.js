import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunk-PG3CJQEC.js";
import "./chunk-OHOVXP2U.js";
import "./chunk-TBROILKQ.js";
import "./chunk-PYEEU3ZD.js";
import "./chunk-WO6VPSDS.js";
import {
  judgeConfigFrom,
  probeConfigFrom
} from "./chunk-PXMPCYHK.js";
import "./chunk-SQ2UB2SU.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-BRQZZP3D.js";
import "./chunk-GSPP7DW3.js";
import "./chunk-II5H4QSA.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-IBODWXAG.js";
import "./chunk-CQPRHBHR.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-66NPHHCH.js";
import "./chunk-TESCUGIO.js";
import "./chunk-UH4U5CWS.js";
export {
  judgeConfigFrom,
  probeConfigFrom,
  runCli
};
