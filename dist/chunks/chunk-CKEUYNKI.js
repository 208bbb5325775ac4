import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  JUDGE_PROVIDERS
} from "./chunk-HCZV36L4.js";
import {
  createJudgeStack,
  openFixtureStore
} from "./chunk-QXKP6OXB.js";
import {
  ENV_KEYS,
  configuredApiKeys
} from "./chunk-QJRR5QJN.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";

// src/node/judge-setup.ts
var unreachableProvider = {
  call: () => Promise.reject(new Error("internal error: the provider was called in replay mode"))
};
async function providerJudge(config, env, log) {
  if (config.mode === "replay") return unreachableProvider;
  if (config.provider === "scripted") {
    if (config.mode === "live") {
      const [{ ScriptedJudge }, { exampleJudgeScript }] = await Promise.all([import("./scripted-judge-SORHAYOU.js"), import("./example-judge-NOVE3NRX.js")]);
      return new ScriptedJudge(exampleJudgeScript);
    }
    throw new InputError(
      `--provider scripted is the scripted local judge (text heuristics, not a model): it answers only in a dry run (--judge-mode live, nothing recorded), not with --judge-mode ${config.mode}. Use --provider anthropic or openai to record.`
    );
  }
  const names = ENV_KEYS[config.provider];
  const apiKey = env[names.key];
  if (apiKey === void 0 || apiKey === "") {
    throw new InputError(
      `judge mode ${config.mode} calls the ${config.provider} API and needs ${names.key} in the environment (in a workflow: env: ${names.key}: \${{ secrets.${names.key} }} on the step), or use judge mode replay`
    );
  }
  const baseURL = env[names.baseUrl];
  const options = {
    apiKey,
    log,
    extraSecrets: configuredApiKeys(env),
    ...config.timeoutMs === void 0 ? {} : { timeoutMs: config.timeoutMs },
    ...baseURL === void 0 || baseURL === "" ? {} : { baseURL }
  };
  if (config.provider === "anthropic") return (await import("./anthropic-KFAZ4CF5.js")).createAnthropicJudge(options);
  return (await import("./openai-YP427SAZ.js")).createOpenAIJudge(options);
}
function recordHintFor(config) {
  const dryRun = "or dry-run with --provider scripted --judge-mode live (a heuristic local judge, not a model; records nothing).";
  if (config.provider === "scripted") return `The scripted local judge answers new requests only in a dry run: --judge-mode live (records nothing).`;
  return `Record them with --judge-mode record-missing and ${ENV_KEYS[config.provider].key} set (then review and commit ${config.fixturesDir}/), ${dryRun}`;
}
async function buildJudgeStack(config, env, log) {
  const store = config.mode === "live" ? void 0 : openFixtureStore(config.fixturesDir, { knownSecrets: configuredApiKeys(env) });
  const usedKeys = /* @__PURE__ */ new Set();
  const { judge, accounting } = createJudgeStack({
    mode: config.mode,
    provider: await providerJudge(config, env, log),
    ...store === void 0 ? {} : { store },
    now: () => (/* @__PURE__ */ new Date()).toISOString(),
    concurrency: config.concurrency,
    knownSecrets: configuredApiKeys(env),
    recordHint: config.recordHint ?? recordHintFor(config),
    onKey: (key) => usedKeys.add(key)
  });
  return {
    judge,
    accounting,
    identity: { model: config.model, provider: config.provider, settings: config.settings },
    usedKeys,
    mode: config.mode
  };
}
function probeRouter(config, env, log) {
  const built = /* @__PURE__ */ new Map();
  return {
    call: async (request, options) => {
      const provider = JUDGE_PROVIDERS.find((p) => p === request.provider && p !== "scripted");
      if (provider === void 0) {
        throw new Error(`the probed agent's provider '${request.provider}' (model ${request.model}) cannot be called by agent-eval (anthropic and openai can); record its probes elsewhere or leave them out`);
      }
      let judge = built.get(provider);
      if (judge === void 0) {
        judge = providerJudge({ provider, model: request.model, settings: {}, mode: config.mode, fixturesDir: config.fixturesDir, concurrency: config.concurrency }, env, log);
        built.set(provider, judge);
      }
      return (await judge).call(request, options);
    }
  };
}
function buildProbeStack(config, env, log, provider) {
  const store = config.mode === "live" ? void 0 : openFixtureStore(config.fixturesDir, { knownSecrets: configuredApiKeys(env) });
  const usedKeys = /* @__PURE__ */ new Set();
  const { judge, accounting } = createJudgeStack({
    mode: config.mode,
    provider: provider ?? (config.mode === "replay" ? unreachableProvider : probeRouter(config, env, log)),
    ...store === void 0 ? {} : { store },
    now: () => (/* @__PURE__ */ new Date()).toISOString(),
    concurrency: config.concurrency,
    // a probe answer is checked for the secrets in use like a judge answer
    knownSecrets: configuredApiKeys(env),
    onKey: (key) => usedKeys.add(key),
    recordHint: "To record it, run with --judge-mode record-missing (calls the probed agent's own provider; needs its API key), review the new file and commit it.",
    ...provider?.source === void 0 ? {} : { source: provider.source }
  });
  return {
    judge,
    accounting,
    usedKeys,
    mode: config.mode
  };
}

export {
  buildJudgeStack,
  buildProbeStack
};
