/**
 * The entry point for `agent-eval grade`: a normalised config (config.ts) plus what the Node layer
 * loaded for it becomes a grading plan, and `runGraders(plan, rows, context)` grades every trial
 * row with OpenJudge's runner semantics.
 *
 * A row is the trial dataset line as read (`{task, trial, inputs, reference, candidate}`); mapper
 * paths address it (`candidate.output_text`, `reference.expected`, `inputs.query`).
 *
 * Scores (`scoresOf`): a GraderScore with a finite score gives `grader.<name>` / `aggregator.<name>`
 * = that score; a GraderRank, a GraderError, a list (GRPO) or a non-finite score gives no entry.
 */
import { defineOwn, ownValue } from "../core/own-keys.js";
import { GatedWeightedSumAggregator } from "./aggregators/gated-weighted-sum-aggregator.js";
import type { Aggregator } from "./aggregators/aggregator.js";
import { WeightedSumAggregator } from "./aggregators/weighted-sum-aggregator.js";
import { GraderConfigError, isModuleRef, type GraderEntryConfig, type OpenJudgeConfig, type StrategyConfig } from "./config.js";
import { isGraderScore, type GraderContext, type GraderOutput } from "./contract.js";
import type { GraderFunction } from "./function-grader.js";
import type { FunctionMapper, Mapper } from "./mapper.js";
import { SHARED_RESOURCES_KEY, type GraderFactory, type GraderResources } from "./params.js";
import { GRADER_FACTORIES, graderClassNames } from "./registry.js";
import { runGrading, type RunnerEntry } from "./runner.js";
import { AverageEvaluationStrategy } from "./strategies/average.js";
import { DirectEvaluationStrategy } from "./strategies/direct.js";
import { GRPOTournamentEvaluationStrategy } from "./strategies/grpo-tournament.js";
import type { EvaluationStrategy } from "./strategies/strategy.js";
import { VotingEvaluationStrategy, type TieBreakerFunction } from "./strategies/voting.js";

/**
 * What the Node layer loaded, keyed by the config path of the reference:
 * `<entry path>.module` (FunctionGrader's function), `<entry path>.mapper` (a mapper function),
 * `<entry path>.strategy.tie_breaker` (a tie-breaker function), `<entry path>.params.template_file`
 * (`{name, source}` of a nunjucks template), and SHARED_RESOURCES_KEY (GraderResources every
 * grader gets: the jieba tokenizer, the code capabilities).
 */
export type LoadedResources = ReadonlyMap<string, unknown>;

export interface GradingPlan {
  readonly graders: readonly RunnerEntry[];
  readonly aggregators: readonly Aggregator[];
  /** Config names of the graders that call the judge. */
  readonly classes: ReadonlyMap<string, string>;
}

function loadedFunction(loaded: LoadedResources, path: string): ((...args: never[]) => unknown) | undefined {
  const value = loaded.get(path);
  if (value === undefined) return undefined;
  if (typeof value !== "function") throw new GraderConfigError(path, "the module's export is not a function");
  return value as (...args: never[]) => unknown;
}

function buildStrategy(config: StrategyConfig, entry: GraderEntryConfig, loaded: LoadedResources): EvaluationStrategy {
  switch (config.type) {
    case "DirectEvaluationStrategy":
      return new DirectEvaluationStrategy();
    case "AverageEvaluationStrategy":
      return new AverageEvaluationStrategy(config.num_evaluations);
    case "VotingEvaluationStrategy": {
      if (isModuleRef(config.tie_breaker)) {
        const path = `${entry.path}.strategy.tie_breaker`;
        const fn = loadedFunction(loaded, path);
        if (fn === undefined) throw new GraderConfigError(path, "the tie-breaker module was not loaded");
        return new VotingEvaluationStrategy(config.num_votes, fn as unknown as TieBreakerFunction);
      }
      return new VotingEvaluationStrategy(config.num_votes, config.tie_breaker);
    }
    case "GRPOTournamentEvaluationStrategy":
      return new GRPOTournamentEvaluationStrategy(config.debiased);
  }
}

function buildMapper(entry: GraderEntryConfig, loaded: LoadedResources): Mapper | undefined {
  if (entry.mapper === undefined) return undefined;
  if (!isModuleRef(entry.mapper)) return entry.mapper;
  const path = `${entry.path}.mapper`;
  const fn = loadedFunction(loaded, path);
  if (fn === undefined) throw new GraderConfigError(path, "the mapper module was not loaded");
  return fn as unknown as FunctionMapper;
}

function withPath<T>(path: string, build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof GraderConfigError) {
      if (error.field.startsWith(path)) throw error;
      throw new GraderConfigError(error.field === "" ? path : `${path}.${error.field}`, error.problem);
    }
    throw new GraderConfigError(path, error instanceof Error ? error.message : String(error));
  }
}

/**
 * Whether a grader runs user-supplied computation (the runner then time-limits it): a
 * FunctionGrader (a module's function), a class whose factory is not the built-in one (a plug-in),
 * or a StringMatchGrader's regex_match (the pattern, or the reference used as one, is the user's).
 * The other built-ins are fixed code; the LLM graders wait on the judge, which has its own timeout.
 */
function isUserCode(entry: GraderEntryConfig, factory: GraderFactory): boolean {
  if (isUserJavaScript(entry, factory)) return true;
  return entry.grader === "StringMatchGrader" && entry.params.algorithm === "regex_match";
}

/** Whether the grader is the user's own JavaScript (a FunctionGrader, a plug-in class): it gets plain numbers. */
function isUserJavaScript(entry: GraderEntryConfig, factory: GraderFactory): boolean {
  return entry.grader === "FunctionGrader" || factory !== ownValue(GRADER_FACTORIES, entry.grader);
}

export function buildGradingPlan(config: OpenJudgeConfig, loaded: LoadedResources = new Map(), factories: Readonly<Record<string, GraderFactory>> = GRADER_FACTORIES): GradingPlan {
  const classes = new Map<string, string>();
  const graders = config.graders.map((entry): RunnerEntry => {
    const factory = ownValue(factories, entry.grader);
    if (factory === undefined) {
      throw new GraderConfigError(`${entry.path}.grader`, `unknown grader class '${entry.grader}'; known: ${Object.keys(factories).sort().join(", ")}`);
    }
    if (entry.grader !== "FunctionGrader" && (entry.module !== undefined || entry.export !== undefined)) {
      throw new GraderConfigError(`${entry.path}.module`, "only a FunctionGrader takes module/export");
    }
    classes.set(entry.key, entry.grader);
    const func = loadedFunction(loaded, `${entry.path}.module`);
    const template = loaded.get(`${entry.path}.params.template_file`) as GraderResources["template"];
    const resources: GraderResources = {
      ...(loaded.get(SHARED_RESOURCES_KEY) as GraderResources | undefined),
      ...(func === undefined ? {} : { func: func as unknown as GraderFunction }),
      ...(template === undefined ? {} : { template }),
    };
    const grader = withPath(entry.path, () => factory({ key: entry.key, params: entry.params, resources }));
    const mapper = withPath(entry.path, () => buildMapper(entry, loaded));
    const strategy = entry.strategy === undefined ? undefined : withPath(`${entry.path}.strategy`, () => buildStrategy(entry.strategy as StrategyConfig, entry, loaded));
    return { key: entry.key, grader, ...(mapper === undefined ? {} : { mapper }), ...(strategy === undefined ? {} : { strategy }), ...(isUserCode(entry, factory) ? { userCode: true } : {}), ...(isUserJavaScript(entry, factory) ? { userJavaScript: true } : {}) };
  });
  const aggregators = config.aggregators.map((a): Aggregator =>
    a.type === "WeightedSumAggregator"
      ? new WeightedSumAggregator({ name: a.name, ...(a.weights === undefined ? {} : { weights: a.weights }), onError: a.onError })
      : new GatedWeightedSumAggregator({
          name: a.name,
          ...(a.weights === undefined ? {} : { weights: a.weights }),
          gateGraders: a.gateGraders,
          ...(a.gateThreshold === undefined ? {} : { gateThreshold: a.gateThreshold }),
          ...(a.gateThresholds === undefined ? {} : { gateThresholds: a.gateThresholds }),
          onError: a.onError,
        }),
  );
  return { graders, aggregators, classes };
}

export interface GradeOutcome {
  /** `{<grader or aggregator name>: one result per row, in row order}`, graders first in config order. */
  readonly results: Record<string, GraderOutput[]>;
  /** Per row: `{"grader.<name>": score, "aggregator.<name>": score}` for results that have a score. */
  readonly scores: Array<Record<string, number>>;
}

/** The score a result contributes to a trial's `scores`, or undefined when it has none. */
export function scoreOf(output: GraderOutput | undefined): number | undefined {
  if (output === undefined || Array.isArray(output)) return undefined;
  const result = output as Exclude<GraderOutput, readonly unknown[]>;
  return isGraderScore(result) && Number.isFinite(result.score) ? result.score : undefined;
}

export interface RunGradersOptions {
  /** Upstream's `max_concurrency` for (grader, row) tasks (default 32). */
  readonly maxConcurrency?: number;
}

export async function runGraders(
  plan: GradingPlan,
  rows: readonly Readonly<Record<string, unknown>>[],
  context: GraderContext,
  options: RunGradersOptions = {},
): Promise<GradeOutcome> {
  const results = await runGrading(
    { graders: plan.graders, aggregators: plan.aggregators, ...(options.maxConcurrency === undefined ? {} : { maxConcurrency: options.maxConcurrency }) },
    rows,
    context,
  );
  const aggregatorNames = new Set(plan.aggregators.map((a) => a.name));
  const scores = rows.map(() => ({}));
  const record: Record<string, GraderOutput[]> = {};
  for (const [name, column] of results) {
    defineOwn(record, name, column);
    const prefix = aggregatorNames.has(name) ? "aggregator." : "grader.";
    column.forEach((output, i) => {
      const score = scoreOf(output);
      if (score !== undefined) (scores[i] as Record<string, number>)[`${prefix}${name}`] = score;
    });
  }
  return { results: record, scores };
}

export { graderClassNames };
