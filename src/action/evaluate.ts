/**
 * Evaluating this job's slice of the run directories into a report bundle with the CLI's
 * `runMany` (its threads from 48 MB of logs). Reports go into the bundle (never into the checkout), one per run, named and
 * placed exactly as an unsharded job would, so shard bundles merge byte-for-byte.
 */
import { statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { InputError } from "../core/errors.js";
import { builtinRegistry, resolveMetricList } from "../metrics/registry.js";
import { type JudgeConfig, JUDGE_PROVIDERS, parseJudgeSettings } from "../node/judge-setup.js";
import { defaultNgramTablesDir } from "../node/ngram-tables.js";
import { detectScenario } from "../node/read-run.js";
import { type EvaluationJob, type RunOverrides, checkJob, runFailureMessage, type runJob, runMany, withGpt2Model } from "../node/run-jobs.js";
import { readKnobs } from "../node/knobs-input.js";
import { DEFAULT_JUDGE_CONCURRENCY } from "../judge/limit.js";
import { type ActionConfig, InputValidationError, type Shard } from "../github/inputs.js";
import { parseGateRules } from "../diff/gate-rules.js";
import { isFractionMetric } from "../metrics/contract.js";
import type { Metric } from "../metrics/contract.js";
import type { Logger } from "../github/log.js";
import { type BundleRun, type PullRequestStamp, artifactSafePath, toPosix, writeManifest, BUNDLE_FORMAT } from "../github/report-bundle.js";
import { commonAncestor, shardSlice } from "../github/run-dirs.js";

export interface EvaluateIntoBundleOptions {
  /** Every matched run directory (all shards), sorted. */
  readonly runDirs: readonly string[];
  readonly shard: Shard;
  /** The job; `out` is set per run. */
  readonly job: EvaluationJob;
  readonly bundleDir: string;
  readonly pullRequest?: PullRequestStamp;
  readonly concurrency?: number;
  readonly log: Logger;
  /** How the main thread evaluates a run; replaceable for tests (evaluation threads use runJob). */
  readonly runJob?: typeof runJob;
  /** The bundled Action entry, the program of evaluation threads (see ActionDeps.workerScript). */
  readonly workerScript?: URL | undefined;
  /** Overrides the log size from which threads start (tests). */
  readonly threadsFromBytes?: number;
}

export interface EvaluateIntoBundleResult {
  /** Runs of this shard that produced a report. */
  readonly evaluated: number;
  /** Runs that could not be evaluated (input errors), "dir: reason". */
  readonly errors: readonly string[];
  /** "dir: metric: error" for metrics that failed inside an evaluated run. */
  readonly failedMetrics: readonly string[];
}

const METRICS_INPUT = "Invalid value for input 'metrics'";

const requestedCache = new Map<string, Metric[]>();

/** The metrics the 'metrics' input names, resolved once per input value (the checks below share them). */
function requestedMetrics(config: ActionConfig): Metric[] {
  const key = JSON.stringify([config.metrics, config.gpt2Model]);
  let metrics = requestedCache.get(key);
  if (metrics === undefined) {
    const registry = withGpt2Model(builtinRegistry(), config.gpt2Model === "" ? undefined : config.gpt2Model);
    metrics = resolveMetricList(registry, config.metrics, METRICS_INPUT);
    requestedCache.set(key, metrics);
  }
  return metrics;
}

/** The judge settings for the action's metrics; undefined when no judge metric is requested. */
export function judgeConfigFor(config: ActionConfig): JudgeConfig | undefined {
  const judged = [...new Set(requestedMetrics(config).filter((m) => m.kind === "judge").map((m) => m.name))];
  return judgeConfigForUsers(config, judged, "judge metrics");
}

/**
 * The judge settings from the judge inputs, for what needs a judge (`what (names)` in the error);
 * undefined when nothing does. Shared by run metrics and graded trial datasets.
 */
export function judgeConfigForUsers(config: ActionConfig, judged: readonly string[], what: string): JudgeConfig | undefined {
  if (judged.length === 0) return undefined;
  if (config.judgeProvider === "" || config.judgeModel === "") {
    throw new InputError(
      `${what} (${judged.join(", ")}) need the inputs 'judge-provider' and 'judge-model': recorded answers are keyed by them`,
    );
  }
  const provider = JUDGE_PROVIDERS.find((p) => p === config.judgeProvider);
  if (provider === undefined) throw new InputError(`Invalid value for input 'judge-provider': '${config.judgeProvider}' (expected ${JUDGE_PROVIDERS.join(", ")})`);
  return {
    provider,
    model: config.judgeModel,
    settings: parseJudgeSettings(config.judgeSettings === "" ? undefined : config.judgeSettings, "Invalid value for input 'judge-settings'"),
    mode: config.judgeMode,
    fixturesDir: config.fixtures,
    concurrency: DEFAULT_JUDGE_CONCURRENCY,
    ...(config.judgeTimeoutMs === undefined ? {} : { timeoutMs: config.judgeTimeoutMs }),
    // a replay miss names what to do in the Action's terms, not the CLI's flags
    recordHint:
      `Record them on a trusted branch with judge-mode: record-missing and the provider's API key in the step's env ` +
      `(or locally: agent-eval evaluate --judge-mode record-missing), then commit ${config.fixtures}/; pull requests replay them (README: "Coming from glossogen evaluate").`,
  };
}

/**
 * Gates checked against the metrics the action will compute, before any run is evaluated: a gate
 * must name one of them (or a measurement one emits, like round_success_<team>), `pp` needs a
 * fraction metric, and a fraction's absolute margin must be below 1. The diff checks the same
 * things, but only after every run was evaluated.
 */
export function checkGatesAgainstMetrics(config: ActionConfig): void {
  if (config.gates.length === 0 || config.metrics === "") return;
  const metrics = requestedMetrics(config);
  const problems: string[] = [];
  for (const gate of parseGateRules([...config.gates])) {
    const metric = metrics.find((m) => m.name === gate.metric) ?? metrics.find((m) => gate.metric.startsWith(`${m.name}_`));
    if (metric === undefined) {
      problems.push(`'${gate.raw}': no metric '${gate.metric}' among the 'metrics' input (${metrics.map((m) => m.name).join(", ")})`);
      continue;
    }
    const fraction = metric.fraction ?? isFractionMetric(metric.unit);
    if (gate.unit === "pp" && !fraction) problems.push(`'${gate.raw}': 'pp' needs a fraction metric, but '${metric.name}' is measured in '${metric.unit}'`);
    if (gate.unit === "absolute" && fraction && gate.margin >= 1) {
      problems.push(`'${gate.raw}': '${metric.name}' is a fraction (0 to 1), so a margin of ${gate.margin} can never be reached; did you mean ${gate.metric}:${gate.bad === "decrease" ? "-" : "+"}${gate.margin}pp?`);
    }
  }
  if (problems.length > 0) throw new InputValidationError("gate", `Invalid value for input 'gate': ${problems.join("; ")}`);
}

/** The evaluation job the action runs (the CLI's job, minus per-run `out`). */
export function evaluationJobFor(config: ActionConfig, cwd: string): EvaluationJob {
  const judge = judgeConfigFor(config);
  const registry = withGpt2Model(builtinRegistry(), config.gpt2Model === "" ? undefined : config.gpt2Model);
  const probed = resolveMetricList(registry, config.metrics, METRICS_INPUT).some((m) => m.kind === "probe");
  return {
    scenario: undefined,
    metrics: config.metrics,
    out: undefined,
    allowIncomplete: false,
    scenarioConfig: undefined,
    ngramTablesDir: defaultNgramTablesDir(),
    judge: judge === undefined ? undefined : { ...judge, fixturesDir: path.resolve(cwd, judge.fixturesDir) },
    metricOptions: {
      ...(config.probeReplicas === undefined ? {} : { probeReplicas: config.probeReplicas }),
      ...(config.probeRound === undefined ? {} : { probeRound: config.probeRound }),
    },
    ...(probed ? { probe: { mode: config.judgeMode, fixturesDir: path.resolve(cwd, config.fixtures), concurrency: DEFAULT_JUDGE_CONCURRENCY } } : {}),
    ...(config.scenarioAssets === "" ? {} : { scenarioAssets: path.resolve(cwd, config.scenarioAssets) }),
    metricsLabel: METRICS_INPUT,
    // The report bundle is a pure function of the runs; the per-invocation log goes to the job log.
    invocationLog: false,
  };
}

/** Folder inputs, checked before any run is evaluated and in the Action's terms (not once per run, as a CLI flag). */
export function checkFolderInputs(config: ActionConfig, cwd: string): void {
  for (const [input, value, what] of [
    ["gpt2-model", config.gpt2Model, "a local GPT-2 model: config.json, model.safetensors, and vocab.json + merges.txt or tokenizer.json"],
    ["scenario-assets", config.scenarioAssets, "a GlossoGen checkout's src/glossogen/scenarios"],
  ] as const) {
    if (value !== "" && statSync(path.resolve(cwd, value), { throwIfNoEntry: false })?.isDirectory() !== true) {
      throw new InputValidationError(input, `Invalid value for input '${input}': '${value}' is not a directory in the workspace (expected ${what})`);
    }
  }
}

/** `evaluationJobFor` plus the inputs that need reading: `knobs` (inline or a file) and `gpt2-model`. */
export async function actionEvaluationJob(config: ActionConfig, cwd: string): Promise<EvaluationJob> {
  const job = evaluationJobFor(config, cwd);
  const label = "Invalid value for input 'knobs'";
  const knobs = config.knobs === "" ? undefined : await readKnobs(config.knobs.trimStart().startsWith("{") ? config.knobs : path.resolve(cwd, config.knobs), label);
  return {
    ...job,
    ...(knobs === undefined ? {} : { knobs, knobsLabel: label }),
    ...(config.gpt2Model === "" ? {} : { gpt2Model: path.resolve(cwd, config.gpt2Model) }),
  };
}

interface RunOutcomeInBundle {
  readonly run?: BundleRun;
  readonly error?: string;
  readonly failed: readonly string[];
}

/** Evaluate the shard's runs into `bundleDir` and write its manifest. */
export async function evaluateIntoBundle(options: EvaluateIntoBundleOptions): Promise<EvaluateIntoBundleResult> {
  await checkJob(options.job);
  const root = commonAncestor(options.runDirs);
  const mine = shardSlice(options.runDirs, options.shard);
  options.log.info(
    `Evaluating ${mine.length} of ${options.runDirs.length} run director${options.runDirs.length === 1 ? "y" : "ies"}` +
      (options.shard.total > 1 ? ` (shard ${options.shard.index}/${options.shard.total})` : ""),
  );
  const results = new Array<RunOutcomeInBundle>(mine.length);
  // the scenario is detected once (here, for the report's path) and the seed comes from the run as evaluated
  const toEvaluate: { index: number; dir: string; rel: string; reportRel: string; overrides: RunOverrides }[] = [];
  for (const [index, dir] of mine.entries()) {
    const rel = toPosix(path.relative(root, dir));
    let scenario: string;
    try {
      scenario = await detectScenario(dir, options.job.scenario);
    } catch (error) {
      // one run's problem is that run's error, named; the others are still evaluated
      results[index] = { error: error instanceof InputError ? `${rel}: ${error.message}` : runFailureMessage(rel, error), failed: [] };
      continue;
    }
    // the artifact service refuses `:` and the like in a path: the manifest keeps `rel`, the file a safe name
    const reportRel = artifactSafePath(`${rel}/${scenario}_report.json`);
    toEvaluate.push({ index, dir, rel, reportRel, overrides: { scenario, out: path.join(options.bundleDir, ...reportRel.split("/")) } });
  }
  // many runs are spread over threads as the CLI spreads them; each result lands at its run's place
  await runMany(
    toEvaluate.map((r) => r.dir),
    options.job,
    {
      concurrency: options.concurrency ?? Math.max(1, os.availableParallelism()),
      threads: "auto",
      workerScript: options.workerScript,
      log: (line) => options.log.info(line),
      retain: false,
      perRun: toEvaluate.map((r) => r.overrides),
      ...(options.runJob === undefined ? {} : { runInline: options.runJob }),
      ...(options.threadsFromBytes === undefined ? {} : { threadsFromBytes: options.threadsFromBytes }),
      onResult: (_dir, result, i) => {
        const { index, rel, reportRel } = toEvaluate[i] as (typeof toEvaluate)[number];
        if (result.kind === "input-error") {
          results[index] = { error: `${rel}: ${result.message}`, failed: [] };
          return;
        }
        const { seed } = result.outcome;
        results[index] = {
          run: { dir: rel, report: reportRel, scenario: result.outcome.scenarioName, ...(seed === undefined ? {} : { seed }) },
          failed: result.outcome.failed.map((f) => `${rel}: ${f.name}: ${f.error}`),
        };
      },
    },
  );
  const runs = results.flatMap((r) => (r.run === undefined ? [] : [r.run]));
  const errors = results.flatMap((r) => (r.error === undefined ? [] : [r.error]));
  const failedMetrics = results.flatMap((r) => r.failed);
  await writeManifest(options.bundleDir, {
    format: BUNDLE_FORMAT,
    shard: { index: options.shard.index, total: options.shard.total },
    runs,
    ...(options.pullRequest === undefined ? {} : { pullRequest: options.pullRequest }),
    errors,
  });
  return { evaluated: runs.length, errors, failedMetrics };
}
