import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  scenarioConfigFileSchema
} from "./chunk-VMCGFMLX.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  scenarioConfigFileSchema
};
