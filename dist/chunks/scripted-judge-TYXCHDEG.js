import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  SCRIPTED_MODEL,
  ScriptedJudge,
  createScriptedJudge
} from "./chunk-BOA7XQXO.js";
import {
  SCRIPTED_SOURCE
} from "./chunk-NFFXR3V3.js";
import "./chunk-VAM67OB3.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-3HSZMOAR.js";
import "./chunk-SCJLYVCR.js";
import "./chunk-P76LXSW3.js";
import "./chunk-KA656VUM.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  SCRIPTED_MODEL,
  SCRIPTED_SOURCE,
  ScriptedJudge,
  createScriptedJudge
};
