import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/providers/fixture-dir.ts
var DEFAULT_FIXTURE_DIR = "recorded-judges";

// src/judge/judge-mode.ts
var JUDGE_MODES = ["replay", "record-missing", "record-all", "live"];
function parseJudgeMode(text) {
  const mode = JUDGE_MODES.find((m) => m === text);
  if (mode === void 0) throw new Error(`unknown judge mode ${JSON.stringify(text)}; expected one of: ${JUDGE_MODES.join(", ")}`);
  return mode;
}

export {
  JUDGE_MODES,
  parseJudgeMode,
  DEFAULT_FIXTURE_DIR
};
