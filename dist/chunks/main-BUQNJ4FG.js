import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  judgeConfigFrom,
  probeConfigFrom,
  runCli
} from "./chunk-JGKFKU2B.js";
import "./chunk-447SK3B7.js";
import "./chunk-2F2VMXWO.js";
import "./chunk-MJ42HT6J.js";
import "./chunk-MQ4K54YA.js";
import "./chunk-D67Q6H56.js";
import "./chunk-PYUMYFPS.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-UH4U5CWS.js";
export {
  judgeConfigFrom,
  probeConfigFrom,
  runCli
};
