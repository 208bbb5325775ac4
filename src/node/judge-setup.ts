/**
 * Building the judge stack for an invocation from plain, serialisable settings (so evaluation threads
 * can rebuild it): the provider (only constructed when a mode may call it), the fixture store, and
 * record/replay around them. API keys and base URLs come from the providers' usual environment
 * variables and are never written anywhere.
 */
import { InputError } from "../core/errors.js";
import type { JudgeAccounting } from "../judge/accounting.js";
import type { Judge, JudgeIdentity } from "../judge/judge.js";
import { type JudgeMode, createJudgeStack } from "../judge/replay-judge.js";
import { openFixtureStore } from "../providers/fixture-files.js";
import { ENV_KEYS, type Environment, configuredApiKeys } from "./api-keys.js";
import { JUDGE_PROVIDERS, type JudgeProviderName } from "./judge-options.js";

export { configuredApiKeys } from "./api-keys.js";
export type { Environment } from "./api-keys.js";

export { JUDGE_PROVIDERS, parseJudgeSettings, parseJudgeTimeout } from "./judge-options.js";
export type { JudgeProviderName } from "./judge-options.js";

/** Everything needed to rebuild the judge stack in any thread. */
export interface JudgeConfig {
  readonly provider: JudgeProviderName;
  readonly model: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly mode: JudgeMode;
  readonly fixturesDir: string;
  readonly concurrency: number;
  /** Per-attempt timeout of a provider call, ms (default: the provider's, 300 s). */
  readonly timeoutMs?: number;
  /** What a replay miss tells the user to run (default: in the CLI's flags, see `recordHintFor`). */
  readonly recordHint?: string;
}

export interface JudgeStack {
  readonly judge: Judge;
  readonly accounting: JudgeAccounting;
  readonly identity: JudgeIdentity;
  /** Fixture keys of every request made through this stack (for `fixtures prune`). */
  readonly usedKeys: Set<string>;
  readonly mode: JudgeMode;
}

/** Replay never calls the provider; this stands in so no API key is needed to replay. */
const unreachableProvider: Judge = {
  call: () => Promise.reject(new Error("internal error: the provider was called in replay mode")),
};

// The provider SDKs are loaded only when a mode may call them: the Anthropic SDK alone is half
// of the CLI bundle, and replaying (the default) never needs it.
async function providerJudge(config: JudgeConfig, env: Environment, log: (line: string) => void): Promise<Judge> {
  if (config.mode === "replay") return unreachableProvider;
  if (config.provider === "scripted") {
    if (config.mode === "live") {
      // the dry run: the heuristics behind the example recordings answer, nothing is stored
      const [{ ScriptedJudge }, { exampleJudgeScript }] = await Promise.all([import("../judge/scripted-judge.js"), import("../judge/example-judge.js")]);
      return new ScriptedJudge(exampleJudgeScript);
    }
    throw new InputError(
      `--provider scripted is the scripted local judge (text heuristics, not a model): it answers only in a dry run ` +
        `(--judge-mode live, nothing recorded), not with --judge-mode ${config.mode}. Use --provider anthropic or openai to record.`,
    );
  }
  const names = ENV_KEYS[config.provider];
  const apiKey = env[names.key];
  if (apiKey === undefined || apiKey === "") {
    throw new InputError(
      `judge mode ${config.mode} calls the ${config.provider} API and needs ${names.key} in the environment ` +
        `(in a workflow: env: ${names.key}: \${{ secrets.${names.key} }} on the step), or use judge mode replay`,
    );
  }
  const baseURL = env[names.baseUrl];
  const options = {
    apiKey,
    log,
    extraSecrets: configuredApiKeys(env),
    ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    ...(baseURL === undefined || baseURL === "" ? {} : { baseURL }),
  };
  if (config.provider === "anthropic") return (await import("../providers/anthropic.js")).createAnthropicJudge(options);
  return (await import("../providers/openai.js")).createOpenAIJudge(options);
}

/**
 * The one line a replay miss ends with: how to record the answers (the provider's key variable
 * named), or how to dry-run without a key.
 */
export function recordHintFor(config: Pick<JudgeConfig, "provider" | "fixturesDir">): string {
  const dryRun = "or dry-run with --provider scripted --judge-mode live (a heuristic local judge, not a model; records nothing).";
  if (config.provider === "scripted") return `The scripted local judge answers new requests only in a dry run: --judge-mode live (records nothing).`;
  return `Record them with --judge-mode record-missing and ${ENV_KEYS[config.provider].key} set (then review and commit ${config.fixturesDir}/), ${dryRun}`;
}

export async function buildJudgeStack(config: JudgeConfig, env: Environment, log: (line: string) => void): Promise<JudgeStack> {
  const store = config.mode === "live" ? undefined : openFixtureStore(config.fixturesDir, { knownSecrets: configuredApiKeys(env) });
  const usedKeys = new Set<string>();
  const { judge, accounting } = createJudgeStack({
    mode: config.mode,
    provider: await providerJudge(config, env, log),
    ...(store === undefined ? {} : { store }),
    now: () => new Date().toISOString(),
    concurrency: config.concurrency,
    knownSecrets: configuredApiKeys(env),
    recordHint: config.recordHint ?? recordHintFor(config),
    onKey: (key) => usedKeys.add(key),
  });
  return {
    judge,
    accounting,
    identity: { model: config.model, provider: config.provider, settings: config.settings },
    usedKeys,
    mode: config.mode,
  };
}

/** The probe model stack's settings: probes reuse the judge mode and fixture store. */
export interface ProbeModelConfig {
  readonly mode: JudgeMode;
  readonly fixturesDir: string;
  readonly concurrency: number;
}

export interface ProbeModelStack {
  readonly judge: Judge;
  readonly accounting: JudgeAccounting;
  readonly usedKeys: Set<string>;
  readonly mode: JudgeMode;
}

/**
 * A provider router for agent probes: each request goes to its own `provider` (the probed
 * agent's, e.g. openai for gpt-5.4 agents), built on first use so replay needs no API key.
 */
function probeRouter(config: ProbeModelConfig, env: Environment, log: (line: string) => void): Judge {
  const built = new Map<string, Promise<Judge>>();
  return {
    call: async (request, options) => {
      const provider = JUDGE_PROVIDERS.find((p) => p === request.provider && p !== "scripted");
      if (provider === undefined) {
        throw new Error(`the probed agent's provider '${request.provider}' (model ${request.model}) cannot be called by agent-eval (anthropic and openai can); record its probes elsewhere or leave them out`);
      }
      let judge = built.get(provider);
      if (judge === undefined) {
        judge = providerJudge({ provider, model: request.model, settings: {}, mode: config.mode, fixturesDir: config.fixturesDir, concurrency: config.concurrency }, env, log);
        built.set(provider, judge);
      }
      return (await judge).call(request, options);
    },
  };
}

export function buildProbeStack(config: ProbeModelConfig, env: Environment, log: (line: string) => void, provider?: Judge): ProbeModelStack {
  const store = config.mode === "live" ? undefined : openFixtureStore(config.fixturesDir, { knownSecrets: configuredApiKeys(env) });
  const usedKeys = new Set<string>();
  const { judge, accounting } = createJudgeStack({
    mode: config.mode,
    provider: provider ?? (config.mode === "replay" ? unreachableProvider : probeRouter(config, env, log)),
    ...(store === undefined ? {} : { store }),
    now: () => new Date().toISOString(),
    concurrency: config.concurrency,
    // a probe answer is checked for the secrets in use like a judge answer
    knownSecrets: configuredApiKeys(env),
    onKey: (key) => usedKeys.add(key),
    recordHint:
      "To record it, run with --judge-mode record-missing (calls the probed agent's own provider; needs its API key), review the new file and commit it.",
    ...(provider?.source === undefined ? {} : { source: provider.source }),
  });
  return {
    judge,
    accounting,
    usedKeys,
    mode: config.mode,
  };
}
