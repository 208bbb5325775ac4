import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  crossRunReplaceManifestSchema,
  replaceManifestSchema
} from "./chunk-GDAS6IEL.js";
import "./chunk-SCJLYVCR.js";
import "./chunk-P76LXSW3.js";
import "./chunk-KA656VUM.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";
export {
  crossRunReplaceManifestSchema,
  replaceManifestSchema
};
