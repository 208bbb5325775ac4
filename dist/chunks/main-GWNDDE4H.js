import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  judgeConfigFrom,
  probeConfigFrom,
  runCli
} from "./chunk-4AB3JXXR.js";
import "./chunk-447SK3B7.js";
import "./chunk-NYYHGPVN.js";
import "./chunk-M2SLAZP4.js";
import "./chunk-FUSXIM2T.js";
import "./chunk-D67Q6H56.js";
import "./chunk-PYUMYFPS.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-UH4U5CWS.js";
export {
  judgeConfigFrom,
  probeConfigFrom,
  runCli
};
