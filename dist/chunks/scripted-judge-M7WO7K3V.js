import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  SCRIPTED_MODEL,
  ScriptedJudge,
  createScriptedJudge
} from "./chunk-4LRABCSQ.js";
import {
  SCRIPTED_SOURCE
} from "./chunk-TY7YBVZ7.js";
import "./chunk-HR3ZGJWV.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-GQRDFNL6.js";
import "./chunk-3HSZMOAR.js";
import "./chunk-3AZQVGTX.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-KA656VUM.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  SCRIPTED_MODEL,
  SCRIPTED_SOURCE,
  ScriptedJudge,
  createScriptedJudge
};
