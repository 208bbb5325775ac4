import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  SCRIPTED_MODEL,
  ScriptedJudge,
  createScriptedJudge
} from "./chunk-LFSPEXPK.js";
import {
  SCRIPTED_SOURCE
} from "./chunk-UMTO33EF.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-UH4U5CWS.js";
export {
  SCRIPTED_MODEL,
  SCRIPTED_SOURCE,
  ScriptedJudge,
  createScriptedJudge
};
