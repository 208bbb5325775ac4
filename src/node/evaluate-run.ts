/**
 * Evaluating one run directory end to end: locate and stream the log, choose the scenario
 * descriptor, run the metrics, merge with any existing report, and write it atomically.
 */
import { createHash } from "node:crypto";
import { appendFileSync, existsSync } from "node:fs";
import path from "node:path";
import { builtinScenario } from "../core/builtin-scenarios.js";
import { InputError } from "../core/errors.js";
import { type Knobs, applyKnobs } from "../core/knobs.js";
import type { AgentEvent } from "../core/events.js";
import type { Measurement } from "../core/measurement.js";
import type { LoadedRun } from "../core/run.js";
import { type ScenarioConfigFile, type ScenarioDescriptor, descriptorFromConfigFile, inferDescriptor } from "../core/scenario.js";
import type { JudgeAccountingSnapshot } from "../judge/accounting.js";
import { canonicalJson } from "../judge/request-key.js";
import type { Metric, MetricRunOptions, NgramTables } from "../metrics/contract.js";
import { runMetrics } from "../metrics/run-metrics.js";
import { type EvaluationReport, type MetricRecord, mergeReport, parseReport, serializeReport } from "../report/report.js";
import { directorySidecars, readTextIfExists, writeFileAtomic } from "./files.js";
import type { JudgeStack } from "./judge-setup.js";
import { newestOntology } from "./ontology-files.js";
import { INVOCATION_LOG, detectScenario, loadRun } from "./read-run.js";
import { AGENT_EVAL_VERSION } from "../version.js";

const NO_NGRAM_TABLES: NgramTables = { location: "(no n-gram tables were given)" };

export interface EvaluateRunOptions {
  readonly runDir: string;
  /** Default: detected from the run directory. */
  readonly scenario?: string | undefined;
  readonly metrics: readonly Metric[];
  /** Default: `<runDir>/<scenario>_report.json`. */
  readonly out?: string | undefined;
  /** Evaluate a run without simulation_ended (default false: refused). */
  readonly allowIncomplete?: boolean;
  /** Descriptor for a scenario agent-eval does not know (default: built-in, else inferred). */
  readonly scenarioConfig?: ScenarioConfigFile | undefined;
  /** `--knobs`: overrides merged onto the run's recorded scenario configuration before anything reads it. */
  readonly knobs?: Knobs | undefined;
  /** Default: none loaded (the n-gram metrics then fail, saying so). */
  readonly ngramTables?: NgramTables;
  /** Provenance of the n-gram tables used (file → sha256), recorded in the report (default none). */
  readonly ngramTableDigests?: Readonly<Record<string, string>>;
  /** Provenance of other inputs (e.g. `gpt2_model:<file>` → sha256), recorded in the report (default none). */
  readonly inputDigests?: Readonly<Record<string, string>>;
  /** Default: this agent-eval's version. */
  readonly toolVersion?: string;
  /** Warnings about the run (an inferred scenario…). Default: stderr. */
  readonly log?: (line: string) => void;
  /** The metrics' per-run notes (why one does not apply, a dropped replica…). Default: `log`. */
  readonly metricLog?: (line: string) => void;
  /** Builds a fresh judge stack for this run; undefined when no judge is configured. */
  readonly judge?: () => JudgeStack | Promise<JudgeStack>;
  readonly metricOptions?: MetricRunOptions;
  /** Write sidecar files here instead of the run directory (verify must not touch the run). */
  readonly sidecarWriteDir?: string;
  /** Append a line per invocation to `agent_eval_invocations.jsonl` beside the report (default true). */
  readonly invocationLog?: boolean;
}

/** What one invocation did, beyond the report: goes to the output and the invocation log only. */
export interface InvocationFacts {
  readonly judgeMode: string | undefined;
  readonly judge: JudgeAccountingSnapshot | undefined;
  readonly usedFixtureKeys: readonly string[];
  readonly durationMs: number;
}

export interface RunOutcome {
  readonly runDir: string;
  readonly scenarioName: string;
  readonly reportPath: string;
  readonly measurements: readonly Measurement[];
  readonly metrics: Readonly<Record<string, MetricRecord>>;
  readonly failed: readonly { readonly name: string; readonly error: string }[];
  readonly report: EvaluationReport;
  readonly invocation: InvocationFacts;
}


export function reportPathFor(runDir: string, scenarioName: string, out: string | undefined): string {
  return out ?? path.join(runDir, `${scenarioName}_report.json`);
}

const INCOMPLETE_EXPLANATION =
  "the run has no simulation_ended event, so it did not finish: its last round may have been cut off " +
  "mid-play and scoring it would count a partial round as a real outcome. Pass --allow-incomplete to evaluate it anyway";

export function chooseScenario(
  run: LoadedRun,
  configFile: ScenarioConfigFile | undefined,
  log: (line: string) => void,
): ScenarioDescriptor {
  if (configFile !== undefined) return descriptorFromConfigFile(configFile, run.scenarioName);
  const builtin = builtinScenario(run.scenarioName, run.simulationStarted.scenario_config);
  if (builtin !== undefined) return builtin;
  const inferred = inferDescriptor(run.scenarioName, run.simulationStarted.channel_ids);
  log(
    `warning: ${run.runDir}: scenario '${run.scenarioName}' is not a GlossoGen built-in and no --scenario-config was given; ` +
      `primary channels inferred as [${inferred.primaryChannels.map((c) => c.channel_id).join(", ")}]`,
  );
  return inferred;
}

function loadSourceRun(runDir: string, scenarioName: string): Promise<readonly AgentEvent[] | undefined> {
  if (!existsSync(path.join(runDir, `${scenarioName}.jsonl`))) return Promise.resolve(undefined);
  try {
    return Promise.resolve(loadRun(runDir, scenarioName).events);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export async function evaluateRun(input: EvaluateRunOptions): Promise<RunOutcome> {
  const started = performance.now();
  const options = checkEvaluateRunOptions(input);
  const metricLog = options.metricLog ?? options.log;
  const scenarioName = await detectScenario(options.runDir, options.scenario);
  const declared = options.metrics.map((m) => m.eventTypes);
  const keep = declared.every((types) => types !== undefined) ? new Set(declared.flat()) : undefined;
  const knobs = options.knobs ?? {};
  const run = applyKnobs(loadRun(options.runDir, scenarioName, keep), knobs, options.scenarioConfig?.knobs);
  if (!run.finished && options.allowIncomplete !== true) throw new InputError(`${run.logPath}: ${INCOMPLETE_EXPLANATION}`);
  const scenario = chooseScenario(run, options.scenarioConfig, options.log);

  const reportPath = reportPathFor(options.runDir, scenarioName, options.out);
  const existingText = await readTextIfExists(reportPath);
  let existing: EvaluationReport | undefined;
  if (existingText !== undefined) {
    try {
      existing = parseReport(existingText, reportPath);
    } catch (error) {
      throw new InputError(`existing report cannot be merged, so it was left untouched: ${(error as Error).message}`, {
        cause: error,
      });
    }
    // Merging would keep measurements computed from another log under this log's digest.
    const previousDigest = existing.agent_eval?.event_log_sha256;
    if (existing.simulation_id !== run.simulationStarted.event_id || (previousDigest !== undefined && previousDigest !== run.eventLogSha256)) {
      throw new InputError(
        `${reportPath} was made from a different event log (simulation ${existing.simulation_id}` +
          `${previousDigest === undefined ? "" : `, sha256 ${previousDigest.slice(0, 12)}…`}; now ${run.simulationStarted.event_id}, ` +
          `sha256 ${run.eventLogSha256.slice(0, 12)}…), so its other measurements no longer describe this run. ` +
          "It was left untouched: delete it (or pass --out) and evaluate again.",
      );
    }
    const previousKnobs = existing.agent_eval?.inputs.knobs;
    const knobsNow = Object.keys(knobs).length > 0 ? canonicalJson(knobs) : undefined;
    // a report another tool wrote (no agent_eval block) does not say which knobs it used
    if (existing.agent_eval !== undefined && previousKnobs !== knobsNow) {
      throw new InputError(
        `${reportPath} was made with ${previousKnobs === undefined ? "no --knobs" : `--knobs ${previousKnobs}`}, now ${knobsNow === undefined ? "none are given" : `--knobs ${knobsNow}`}: ` +
          "its other measurements would describe another configuration. It was left untouched: evaluate with the same knobs, or delete it (or pass --out).",
      );
    }
  }

  const needsJudge = options.metrics.some((m) => m.kind === "judge");
  let metricOptions = options.metricOptions ?? {};
  if (metricOptions.ontologyPath !== undefined) metricOptions = { ...metricOptions, ontologyPath: path.resolve(metricOptions.ontologyPath) };
  else if (options.metrics.some((m) => m.name === "communication_feature_presence")) {
    const newest = await newestOntology(options.runDir);
    if (newest !== undefined) metricOptions = { ...metricOptions, ontologyPath: newest };
  }
  const stack = needsJudge ? await options.judge?.() : undefined;
  const outcomes = await runMetrics(
    options.metrics,
    {
      events: run.events,
      agentConfigs: run.agentConfigs,
      scenario,
      runDir: options.runDir,
      options: metricOptions,
      sidecars: directorySidecars(options.runDir, options.sidecarWriteDir),
      loadRun: loadSourceRun,
      ngramTables: options.ngramTables ?? NO_NGRAM_TABLES,
      log: (line) => metricLog(`${options.runDir}: ${line}`),
      ...(stack === undefined ? {} : { judge: stack.judge, judgeIdentity: stack.identity }),
    },
    stack === undefined ? {} : { judgeUsage: () => stack.accounting.snapshot().used.usage },
  );

  const metrics: Record<string, MetricRecord> = {};
  for (const outcome of outcomes) metrics[outcome.name] = outcome.record;
  const measurements = outcomes.flatMap((o) => o.measurements);
  const flags = options.allowIncomplete === true ? ["--allow-incomplete"] : [];
  const inputs: Record<string, string> = { scenario_mode: scenario.mode };
  if (Object.keys(knobs).length > 0) {
    flags.push("--knobs");
    inputs.knobs = canonicalJson(knobs);
  }
  for (const [file, digest] of Object.entries(options.ngramTableDigests ?? {})) inputs[`ngram_table:${file}`] = digest;
  for (const [key, digest] of Object.entries(options.inputDigests ?? {})) inputs[key] = digest;
  if (metricOptions.ontologyPath !== undefined && options.metrics.some((m) => m.name === "communication_feature_presence")) {
    const ontology = await readTextIfExists(metricOptions.ontologyPath);
    if (ontology !== undefined) inputs.ontology_sha256 = createHash("sha256").update(ontology).digest("hex");
  }
  if (stack !== undefined) {
    inputs.judge_model = stack.identity.model;
    inputs.judge_provider = stack.identity.provider;
    inputs.judge_settings = canonicalJson(stack.identity.settings);
  }

  const report = mergeReport(
    existing,
    {
    simulationId: run.simulationStarted.event_id,
    scenarioName,
    requestedMetrics: options.metrics.map((m) => m.name),
    measurements,
    judgeCost:
      stack === undefined
        ? undefined
        : { usage: stack.accounting.snapshot().used.usage, model: stack.identity.model, providerName: stack.identity.provider },
    agentEval: {
      tool_version: options.toolVersion ?? AGENT_EVAL_VERSION,
      event_log_sha256: run.eventLogSha256,
      incomplete_run: !run.finished,
      flags,
      inputs,
      metrics,
    },
  },
  "describe-report",
  );
  await writeFileAtomic(reportPath, serializeReport(report));
  const invocation: InvocationFacts = {
    judgeMode: stack?.mode,
    judge: stack?.accounting.snapshot(),
    usedFixtureKeys: stack === undefined ? [] : [...stack.usedKeys].sort(),
    durationMs: Math.round(performance.now() - started),
  };
  if (options.invocationLog !== false) {
    appendInvocationLog(path.join(path.dirname(reportPath), INVOCATION_LOG), {
      at: new Date().toISOString(),
      tool_version: options.toolVersion ?? AGENT_EVAL_VERSION,
      report: path.basename(reportPath),
      metrics: Object.fromEntries(Object.entries(metrics).map(([name, record]) => [name, record.status])),
      judge_mode: invocation.judgeMode ?? null,
      judge_calls_used: invocation.judge?.used.calls ?? 0,
      judge_calls_replayed: invocation.judge?.replayed ?? 0,
      judge_calls_recorded: invocation.judge?.recorded ?? 0,
      judge_spent_usd: invocation.judge?.spent.costUsd ?? 0,
      duration_ms: invocation.durationMs,
    });
  }

  return {
    runDir: options.runDir,
    scenarioName,
    reportPath,
    measurements,
    metrics,
    failed: outcomes
      .filter((o) => o.record.status === "failed")
      .map((o) => ({ name: o.name, error: o.record.error ?? "failed" })),
    report,
    invocation,
  };
}

function appendInvocationLog(file: string, entry: Record<string, unknown>): void {
  appendFileSync(file, `${JSON.stringify(entry)}\n`, "utf8");
}

const defaultLog = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

/**
 * The library boundary: callers from JavaScript get a sentence naming the option, not a TypeError
 * from deep inside (`metrics` as names instead of metric objects is the usual slip).
 */
function checkEvaluateRunOptions(options: EvaluateRunOptions): EvaluateRunOptions & { readonly log: (line: string) => void } {
  const given = options as unknown as Record<string, unknown> | undefined;
  if (typeof given !== "object" || given === null) throw new InputError("evaluateRun(options): expected an options object such as { runDir, metrics }");
  if (typeof given.runDir !== "string" || given.runDir === "") throw new InputError("evaluateRun: `runDir` must be the path of a run directory (a string)");
  const metrics = given.metrics;
  if (!Array.isArray(metrics) || metrics.length === 0) {
    throw new InputError("evaluateRun: `metrics` must be a non-empty array of Metric objects, e.g. resolveMetricList(builtinRegistry(), \"round_success,message_entropy\")");
  }
  metrics.forEach((metric: unknown, index) => {
    if (typeof metric === "string") {
      throw new InputError(
        `evaluateRun: metrics[${index}] is the name '${metric}', not a Metric object: resolve names first with resolveMetricList(builtinRegistry(), "${metric}")`,
      );
    }
    const m = metric as Partial<Metric> | null;
    if (typeof m !== "object" || m === null || typeof m.name !== "string" || typeof m.compute !== "function") {
      throw new InputError(`evaluateRun: metrics[${index}] is not a Metric (an object with name, version, kind and compute(context))`);
    }
  });
  for (const fn of ["log", "metricLog", "judge"] as const) {
    if (given[fn] !== undefined && typeof given[fn] !== "function") throw new InputError(`evaluateRun: \`${fn}\` must be a function`);
  }
  return { ...options, log: options.log ?? defaultLog };
}
