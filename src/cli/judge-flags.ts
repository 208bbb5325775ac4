/**
 * The judge flags every judging command takes: their definitions (`addJudgeOptions`) and their
 * reading into a judge or probe configuration. Only light modules are imported here: the program
 * defines these options on every start, before it knows which command runs.
 */
import { existsSync } from "node:fs";
import type { Command } from "commander";
import { InputError } from "../core/errors.js";
import { DEFAULT_JUDGE_CONCURRENCY } from "../judge/limit.js";
import { type JudgeMode, parseJudgeMode } from "../judge/judge-mode.js";
import { DEFAULT_FIXTURE_DIR } from "../providers/fixture-dir.js";
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_TIMEOUT_MS } from "../providers/retry-defaults.js";
import { ENV_KEYS } from "../node/api-keys.js";
import { JUDGE_PROVIDERS, parseJudgeSettings, parseJudgeTimeout } from "../node/judge-options.js";
import type { JudgeConfig, ProbeModelConfig } from "../node/judge-setup.js";
import { countFlag } from "./flag-values.js";

export interface JudgeFlags {
  provider?: string;
  model?: string;
  judgeSettings?: string;
  judgeMode: string;
  fixtures: string;
  judgeConcurrency?: string;
  judgeTimeout?: string;
}

export function addJudgeOptions(command: Command): Command {
  return command
    .option("--provider <name>", `judge provider: ${JUDGE_PROVIDERS.join(" | ")} (scripted = the local judge behind the bundled example fixtures)`)
    .option("--model <model>", "judge model, e.g. claude-haiku-4-5-20251001 or gpt-5.4-mini")
    .option("--judge-settings <json>", "judge model settings as JSON, e.g. '{\"max_tokens\": 4096}' (part of the recording key)")
    .option("--judge-mode <mode>", "replay (recorded answers only, never the network) | record-missing | record-all | live", "replay")
    .option("--fixtures <dir>", "judge recording store", DEFAULT_FIXTURE_DIR)
    .option("--judge-concurrency <n>", `concurrent judge calls (default: ${DEFAULT_JUDGE_CONCURRENCY})`)
    .option("--judge-timeout <seconds>", `per-attempt timeout of a judge call, in seconds (default: ${DEFAULT_TIMEOUT_MS / 1000}; ${DEFAULT_MAX_ATTEMPTS} attempts)`);
}

/** `--judge-mode`, checked (the judge and the probe model share it). */
function judgeModeFlag(flags: JudgeFlags): JudgeMode {
  try {
    return parseJudgeMode(flags.judgeMode);
  } catch (error) {
    throw new InputError(`--judge-mode: ${(error as Error).message}`, { cause: error });
  }
}

/** The probe model stack's settings (mode and store shared with the judge); undefined without probe metrics. */
export function probeConfigFrom(flags: JudgeFlags, probeMetricNames: readonly string[]): ProbeModelConfig | undefined {
  if (probeMetricNames.length === 0) return undefined;
  const mode = judgeModeFlag(flags);
  if (mode !== "live" && !existsSync(flags.fixtures)) {
    throw new InputError(`--fixtures ${flags.fixtures}: no such directory (${probeMetricNames.join(", ")} in judge mode ${mode} read recorded answers from it)`);
  }
  return { mode, fixturesDir: flags.fixtures, concurrency: countFlag(flags.judgeConcurrency, "--judge-concurrency") ?? DEFAULT_JUDGE_CONCURRENCY };
}

/** Checks every judge flag now, for commands that learn only later whether they judge. */
export function checkJudgeFlags(flags: JudgeFlags): void {
  judgeConfigFrom(flags, []);
}

let invocation: readonly string[] | undefined;

/** The arguments of this invocation (runCli notes them), so a replay miss can print the command that records it. */
export function noteInvocation(argv: readonly string[] | undefined): void {
  invocation = argv;
}

/** POSIX-shell quoting: bare when safe, else single quotes. */
function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=,@%+-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/**
 * This invocation's command line with `--judge-mode record-missing` in place of the given mode
 * (reference D.6: a miss ends with the exact command that fixes it).
 */
export function recordCommandFor(argv: readonly string[]): string {
  const kept: string[] = [];
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

/** Judge configuration from flags; undefined when no judge metric is requested. */
export function judgeConfigFrom(flags: JudgeFlags, judgeMetricNames: readonly string[]): JudgeConfig | undefined {
  // Every judge flag is checked even when no judge metric runs: a typo in CI should fail now,
  // not on the day a judge metric is added.
  const mode = judgeModeFlag(flags);
  const settings = parseJudgeSettings(flags.judgeSettings);
  const provider = JUDGE_PROVIDERS.find((p) => p === flags.provider);
  if (flags.provider !== undefined && provider === undefined) {
    throw new InputError(`--provider: '${flags.provider}' is not one of ${JUDGE_PROVIDERS.join(", ")}`);
  }
  parseJudgeTimeout(flags.judgeTimeout, "--judge-timeout");
  const concurrency = countFlag(flags.judgeConcurrency, "--judge-concurrency") ?? DEFAULT_JUDGE_CONCURRENCY;
  if (judgeMetricNames.length === 0) return undefined;
  // A missing store is not an input error: it is a first run. The deterministic metrics are still
  // written and each judge metric fails with one line saying how to record (or dry-run) it.
  if (provider === undefined || flags.model === undefined) {
    throw new InputError(
      `judge metrics (${judgeMetricNames.join(", ")}) need --provider and --model: recorded answers are keyed by them, ` +
        `and record/live modes call that model`,
    );
  }
  const timeoutMs = parseJudgeTimeout(flags.judgeTimeout, "--judge-timeout");
  const recordHint =
    invocation === undefined || provider === "scripted"
      ? undefined
      : `Record them with ${ENV_KEYS[provider].key} set: ${recordCommandFor(invocation)} (then review and commit ${flags.fixtures}/), ` +
        "or dry-run with --provider scripted --judge-mode live (a heuristic local judge, not a model; records nothing).";
  return {
    provider,
    model: flags.model,
    settings,
    mode,
    fixturesDir: flags.fixtures,
    concurrency,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(recordHint === undefined ? {} : { recordHint }),
  };
}
