import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-ARLJ5ISJ.js";
import "./chunk-UH4U5CWS.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
