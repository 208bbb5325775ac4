/**
 * Building the judge stack for an invocation from plain, serialisable settings (so worker processes
 * can rebuild it): the provider (only constructed when a mode may call it), the fixture store, and
 * record/replay around them. API keys and base URLs come from the providers' usual environment
 * variables and are never written anywhere.
 */
import { InputError } from "../core/errors.js";
import type { JudgeAccounting } from "../judge/accounting.js";
import type { Judge, JudgeIdentity, JudgeRequest } from "../judge/judge.js";
import { type JudgeMode, createJudgeStack } from "../judge/replay-judge.js";
import { judgeRequestKey } from "../judge/request-key.js";
import { openFixtureStore } from "../providers/fixture-files.js";

export const JUDGE_PROVIDERS = ["anthropic", "openai", "scripted"] as const;
export type JudgeProviderName = (typeof JUDGE_PROVIDERS)[number];

/** Everything needed to rebuild the judge stack in any thread. */
export interface JudgeConfig {
  readonly provider: JudgeProviderName;
  readonly model: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly mode: JudgeMode;
  readonly fixturesDir: string;
  readonly concurrency: number;
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

const ENV_KEYS: Record<Exclude<JudgeProviderName, "scripted">, { key: string; baseUrl: string }> = {
  anthropic: { key: "ANTHROPIC_API_KEY", baseUrl: "ANTHROPIC_BASE_URL" },
  openai: { key: "OPENAI_API_KEY", baseUrl: "OPENAI_BASE_URL" },
};

/** Replay never calls the provider; this stands in so no API key is needed to replay. */
const unreachableProvider: Judge = {
  call: () => Promise.reject(new Error("internal error: the provider was called in replay mode")),
};

/** The provider API keys set in `env`: strings no recording, log or error may contain. */
/** The environment variables read (process.env fits; structural so the published types need no @types/node). */
export type Environment = Readonly<Record<string, string | undefined>>;

export function configuredApiKeys(env: Environment): string[] {
  return Object.values(ENV_KEYS)
    .map((names) => env[names.key])
    .filter((value): value is string => typeof value === "string" && value.length >= 8);
}

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
  const options = { apiKey, log, ...(baseURL === undefined || baseURL === "" ? {} : { baseURL }) };
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
  const { judge, accounting } = createJudgeStack({
    mode: config.mode,
    provider: await providerJudge(config, env, log),
    ...(store === undefined ? {} : { store }),
    now: () => new Date().toISOString(),
    concurrency: config.concurrency,
    recordHint: config.recordHint ?? recordHintFor(config),
  });
  const usedKeys = new Set<string>();
  const tracking: Judge = {
    call: (request: JudgeRequest, options) => {
      usedKeys.add(judgeRequestKey(request));
      return judge.call(request, options);
    },
    ...(judge.source === undefined ? {} : { source: judge.source }),
  };
  return {
    judge: tracking,
    accounting,
    identity: { model: config.model, provider: config.provider, settings: config.settings },
    usedKeys,
    mode: config.mode,
  };
}

/** Parse judge settings JSON (an object), naming the problem and the flag or input (`label`). */
export function parseJudgeSettings(text: string | undefined, label = "--judge-settings"): Record<string, unknown> {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${label}: not valid JSON (${(error as Error).message})`, { cause: error });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError(`${label}: expected a JSON object such as '{"max_tokens": 4096}'`);
  }
  return value as Record<string, unknown>;
}
