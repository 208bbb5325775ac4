import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/version.ts
var AGENT_EVAL_VERSION = "0.1.0";

export {
  AGENT_EVAL_VERSION
};
