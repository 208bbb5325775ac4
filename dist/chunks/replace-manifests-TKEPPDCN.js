import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  crossRunReplaceManifestSchema,
  replaceManifestSchema
} from "./chunk-Q5T3E7HY.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  crossRunReplaceManifestSchema,
  replaceManifestSchema
};
