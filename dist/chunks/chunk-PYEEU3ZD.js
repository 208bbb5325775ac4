import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/node/export-formats.ts
var EXPORT_FORMATS = ["csv", "jsonl"];

export {
  EXPORT_FORMATS
};
