import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/providers/retry-defaults.ts
var DEFAULT_MAX_ATTEMPTS = 3;
var DEFAULT_TIMEOUT_MS = 3e5;
var DEFAULT_MAX_TOKENS = 16384;

export {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_MAX_TOKENS
};
