import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  scenarioConfigFileSchema
} from "./chunk-EHWYGRQV.js";
import "./chunk-76JBENAE.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-KA656VUM.js";
import "./chunk-BZ4VPST6.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  scenarioConfigFileSchema
};
