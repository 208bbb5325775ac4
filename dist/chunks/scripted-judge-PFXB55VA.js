import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  SCRIPTED_MODEL,
  ScriptedJudge,
  createScriptedJudge
} from "./chunk-4IDBDMH6.js";
import {
  SCRIPTED_SOURCE
} from "./chunk-FFWTYHU2.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-GQRDFNL6.js";
import "./chunk-KGWETHEU.js";
import "./chunk-UH4U5CWS.js";
export {
  SCRIPTED_MODEL,
  SCRIPTED_SOURCE,
  ScriptedJudge,
  createScriptedJudge
};
