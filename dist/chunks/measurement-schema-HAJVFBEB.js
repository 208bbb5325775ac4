import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  agentObservationSchema,
  measurementSchema,
  roundObservationSchema
} from "./chunk-ORNTTUT4.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  agentObservationSchema,
  measurementSchema,
  roundObservationSchema
};
