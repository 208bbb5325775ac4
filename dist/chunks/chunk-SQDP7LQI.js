import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_TIMEOUT_MS
} from "./chunk-SQ2UB2SU.js";
import {
  countFlag
} from "./chunk-AUO7JLO2.js";
import {
  JUDGE_PROVIDERS,
  parseJudgeSettings,
  parseJudgeTimeout
} from "./chunk-HCZV36L4.js";
import {
  DEFAULT_FIXTURE_DIR,
  parseJudgeMode
} from "./chunk-AU4CGQBR.js";
import {
  ENV_KEYS
} from "./chunk-QJRR5QJN.js";
import {
  DEFAULT_JUDGE_CONCURRENCY
} from "./chunk-66NPHHCH.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";

// src/cli/judge-flags.ts
import { existsSync } from "node:fs";
function addJudgeOptions(command) {
  return command.option("--provider <name>", `judge provider: ${JUDGE_PROVIDERS.join(" | ")} (scripted = the local judge behind the bundled example fixtures)`).option("--model <model>", "judge model, e.g. claude-haiku-4-5-20251001 or gpt-5.4-mini").option("--judge-settings <json>", `judge model settings as JSON, e.g. '{"max_tokens": 4096}' (part of the recording key)`).option("--judge-mode <mode>", "replay (recorded answers only, never the network) | record-missing | record-all | live", "replay").option("--fixtures <dir>", "judge recording store", DEFAULT_FIXTURE_DIR).option("--judge-concurrency <n>", `concurrent judge calls (default: ${DEFAULT_JUDGE_CONCURRENCY})`).option("--judge-timeout <seconds>", `per-attempt timeout of a judge call, in seconds (default: ${DEFAULT_TIMEOUT_MS / 1e3}; ${DEFAULT_MAX_ATTEMPTS} attempts)`);
}
function judgeModeFlag(flags) {
  try {
    return parseJudgeMode(flags.judgeMode);
  } catch (error) {
    throw new InputError(`--judge-mode: ${error.message}`, { cause: error });
  }
}
function probeConfigFrom(flags, probeMetricNames) {
  if (probeMetricNames.length === 0) return void 0;
  const mode = judgeModeFlag(flags);
  if (mode !== "live" && !existsSync(flags.fixtures)) {
    throw new InputError(`--fixtures ${flags.fixtures}: no such directory (${probeMetricNames.join(", ")} in judge mode ${mode} read recorded answers from it)`);
  }
  return { mode, fixturesDir: flags.fixtures, concurrency: countFlag(flags.judgeConcurrency, "--judge-concurrency") ?? DEFAULT_JUDGE_CONCURRENCY };
}
function checkJudgeFlags(flags) {
  judgeConfigFrom(flags, []);
}
var invocation;
function noteInvocation(argv) {
  invocation = argv;
}
function shellWord(word) {
  return /^[A-Za-z0-9_./:=,@%+-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}
function recordCommandFor(argv) {
  const kept = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--judge-mode") {
      i++;
      continue;
    }
    if (arg.startsWith("--judge-mode=")) continue;
    kept.push(arg);
  }
  return ["agent-eval", ...kept, "--judge-mode", "record-missing"].map(shellWord).join(" ");
}
function judgeConfigFrom(flags, judgeMetricNames) {
  const mode = judgeModeFlag(flags);
  const settings = parseJudgeSettings(flags.judgeSettings);
  const provider = JUDGE_PROVIDERS.find((p) => p === flags.provider);
  if (flags.provider !== void 0 && provider === void 0) {
    throw new InputError(`--provider: '${flags.provider}' is not one of ${JUDGE_PROVIDERS.join(", ")}`);
  }
  parseJudgeTimeout(flags.judgeTimeout, "--judge-timeout");
  const concurrency = countFlag(flags.judgeConcurrency, "--judge-concurrency") ?? DEFAULT_JUDGE_CONCURRENCY;
  if (judgeMetricNames.length === 0) return void 0;
  if (provider === void 0 || flags.model === void 0) {
    throw new InputError(
      `judge metrics (${judgeMetricNames.join(", ")}) need --provider and --model: recorded answers are keyed by them, and record/live modes call that model`
    );
  }
  const timeoutMs = parseJudgeTimeout(flags.judgeTimeout, "--judge-timeout");
  const recordHint = invocation === void 0 || provider === "scripted" ? void 0 : `Record them with ${ENV_KEYS[provider].key} set: ${recordCommandFor(invocation)} (then review and commit ${flags.fixtures}/), or dry-run with --provider scripted --judge-mode live (a heuristic local judge, not a model; records nothing).`;
  return {
    provider,
    model: flags.model,
    settings,
    mode,
    fixturesDir: flags.fixtures,
    concurrency,
    ...timeoutMs === void 0 ? {} : { timeoutMs },
    ...recordHint === void 0 ? {} : { recordHint }
  };
}

export {
  addJudgeOptions,
  probeConfigFrom,
  checkJudgeFlags,
  noteInvocation,
  judgeConfigFrom
};
