import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  SCRIPTED_MODEL,
  ScriptedJudge,
  createScriptedJudge
} from "./chunk-GAD2OWH4.js";
import {
  SCRIPTED_SOURCE
} from "./chunk-RNBRVDIZ.js";
import "./chunk-VAM67OB3.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-YQUIWL3O.js";
import "./chunk-LAMXQWWM.js";
import "./chunk-EZQ3DI64.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-7GJBLW7Q.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-74ZREX4V.js";
import "./chunk-BZ4VPST6.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  SCRIPTED_MODEL,
  SCRIPTED_SOURCE,
  ScriptedJudge,
  createScriptedJudge
};
