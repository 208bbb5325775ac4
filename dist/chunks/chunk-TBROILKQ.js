import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/cli/diff-options.ts
var DIFF_FORMATS = ["markdown", "json", "text"];
var FAIL_ON_VALUES = ["regression", "possible-regression", "never"];

export {
  DIFF_FORMATS,
  FAIL_ON_VALUES
};
