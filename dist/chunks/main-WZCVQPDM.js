import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  judgeConfigFrom,
  probeConfigFrom,
  runCli
} from "./chunk-3V3YTNI3.js";
import "./chunk-447SK3B7.js";
import "./chunk-737PBZER.js";
import "./chunk-JF4UB2TO.js";
import "./chunk-CUUTXFEF.js";
import "./chunk-D67Q6H56.js";
import "./chunk-7UFXUXX3.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-UH4U5CWS.js";
export {
  judgeConfigFrom,
  probeConfigFrom,
  runCli
};
