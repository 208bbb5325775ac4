/**
 * `agent-eval grade`, the Node side: read and validate the dataset and the config (nothing is
 * written when either is bad), build the judge stack when a judge is configured, grade the
 * trials (or one shard of them), and write the trial report atomically. Also merges shard reports.
 */
import { constants as bufferConstants } from "node:buffer";
import os from "node:os";
import path from "node:path";
import type { CallBound } from "../core/call-bound.js";
import { InputError } from "../core/errors.js";
import { thrownText } from "../core/thrown-text.js";
import { defineOwn } from "../core/own-keys.js";
import { compareCodePoints } from "../core/pynum.js";
import type { GraderOutput } from "../graders/contract.js";
import type { GraderFactory } from "../graders/params.js";
import { runGraders } from "../graders/run-graders.js";
import type { EvidenceFactory, MetricFactoryContext, TrialMetricFactory } from "../trials/contract.js";
import type { PlannedMetric, TaskPlan } from "../trials/config.js";
import type { TrialRecord } from "../trials/dataset.js";
import { gradeTrials, type GraderRun } from "../trials/grade.js";
import {
  TRIAL_REPORT_FORMAT,
  buildTrialReport,
  mergeTrialReports,
  parseTrialReport,
  serializeTrialReport,
  shardTasks,
  type Shard,
  type TrialProvenance,
  type TrialReport,
} from "../trials/report.js";
import type { TaskDescriptor } from "../trials/summary.js";
import { TRIAL_METRIC_FACTORIES } from "../trials/metrics/registry.js";
import { AGENT_EVAL_VERSION } from "../version.js";
import { configuredApiKeys, secretRedactor } from "./api-keys.js";
import { createCallBound, DEFAULT_USER_CODE_TIMEOUT_MS } from "./call-bound.js";
import { configFieldError } from "./grading-config.js";
import { readRegularText, readTextIfExists, writeFileAtomic } from "./files.js";
import { resolveRef } from "./evidence/candidate-evidence.js";
import { type JudgeConfig, type JudgeStack, buildJudgeStack } from "./judge-setup.js";
import { loadGradingConfig, planTasks, type LoadedGradingConfig } from "./trial-config.js";
import { parseTraceJson, pythonEvidence, readTrialDataset, type TrialDataset } from "./trial-dataset.js";
import { defaultEvidenceFactory } from "./trial-evidence.js";
import { attachPythonReading } from "../core/python-reading.js";

export interface GradeOptions {
  readonly dataset: string;
  /** `dataset` already read (the Action checks every dataset before grading any): not read again. */
  readonly parsed?: TrialDataset;
  readonly config: string;
  /** `config` already read and validated (the Action and the CLI check it before grading): not read again. */
  readonly loaded?: LoadedGradingConfig;
  /** Default: `<dataset name>.report.json` beside the dataset (`<name>.shard-i-of-n.report.json` for a shard). */
  readonly out?: string;
  readonly shard?: Shard;
  /** (trial, metric) pairs and (grader, trial) pairs at once. */
  readonly concurrency: number;
  /** Judge settings; undefined when no judge is configured. */
  readonly judge?: JudgeConfig;
  readonly metricFactories?: Readonly<Record<string, TrialMetricFactory>>;
  readonly graderFactories?: Readonly<Record<string, GraderFactory>>;
  readonly evidenceFactory?: EvidenceFactory;
  /**
   * The time limit of one call of user-supplied computation, in ms (default 10 s):
   * --user-code-timeout. `null`: no limit (for a caller that bounds the whole process itself).
   */
  readonly userCodeTimeoutMs?: number | null;
  /**
   * How the caller names that limit, for the message of a call that never yields: the CLI's
   * `--user-code-timeout`, the Action's input (default: gradeDataset's userCodeTimeoutMs).
   */
  readonly userCodeTimeoutKnob?: string;
  readonly log: (line: string) => void;
}

export interface MetricFailure {
  readonly task_id: string;
  readonly trial_id: string;
  readonly name: string;
  readonly error: string;
}

export interface GradeOutcome {
  readonly reportPath: string;
  readonly report: TrialReport;
  /** Metrics (and graders: `grader.<name>`) that failed on a trial. */
  readonly failures: readonly MetricFailure[];
  readonly judge?: JudgeStack;
}

/** Evaluations at once when none is asked for (the CLI's --concurrency default, and the Action's): twice the cores, at least 4. */
export function defaultGradeConcurrency(): number {
  return Math.max(4, os.availableParallelism() * 2);
}

/** `<dir>/<name>.report.json` for `<dir>/<name>.jsonl`. */
export function defaultReportPath(dataset: string, shard?: Shard): string {
  const base = path.basename(dataset).replace(/\.jsonl?$/i, "");
  const suffix = shard === undefined || shard.total === 1 ? "" : `.shard-${shard.index}-of-${shard.total}`;
  return path.join(path.dirname(dataset), `${base}${suffix}.report.json`);
}

/**
 * The trial's evidence, each inline trace carrying (unseen) its json.loads reading when the line held
 * a number JSON.parse reads differently: the trace handle hands it on with the tool-call arguments,
 * for efficient_tool_use (node/evidence/trace-evidence.ts). Nothing is parsed for other trials.
 */
function withPythonTraceData(trial: TrialRecord, datasetDir: string): NonNullable<TrialRecord["evidence"]> {
  const evidence = trial.evidence as NonNullable<TrialRecord["evidence"]>;
  if (trial.pythonEvidenceText === undefined || !Object.values(evidence).some((d) => d.kind === "trace" && d.data !== null && typeof d.data === "object")) return evidence;
  const python = pythonEvidence(trial, datasetDir);
  if (python === undefined) return evidence;
  for (const [name, d] of Object.entries(evidence)) {
    const data = Object.hasOwn(python, name) ? python[name]?.data : undefined;
    if (d.kind === "trace" && d.data !== null && typeof d.data === "object" && data !== undefined) attachPythonReading(d.data, data);
  }
  return evidence;
}

/**
 * The row OpenJudge mappers address, with each trace evidence read in (a mapper path such as
 * `candidate.evidence.trace.steps`). A trace file is read as the evidence handles read it: only
 * inside the dataset's directory, and only when it is a regular file.
 */
const graderRowIn = (datasetDir: string) => async (trial: TrialRecord): Promise<Readonly<Record<string, unknown>>> => {
  if (trial.evidence === null) return trial.row;
  const evidence: Record<string, unknown> = {};
  // numbers as Python's json.loads reads them (a trace's 1.0 is a float): what upstream's mappers see
  const descriptors = pythonEvidence(trial, datasetDir) ?? trial.evidence;
  for (const [name, d] of Object.entries(descriptors)) {
    if (d.kind !== "trace") {
      defineOwn(evidence, name, d.ref ?? d.data);
      continue;
    }
    if (d.data !== null) {
      defineOwn(evidence, name, d.data);
      continue;
    }
    try {
      defineOwn(evidence, name, parseTraceJson(await readRegularText(resolveRef(d.ref as string, datasetDir, `evidence ${name}`))));
    } catch (error) {
      defineOwn(evidence, name, { error: `cannot read trace ${d.ref ?? ""}: ${(error as Error).message}` });
    }
  }
  const candidate = (trial.row.candidate ?? {}) as Record<string, unknown>;
  return { ...trial.row, candidate: { ...candidate, evidence } };
};

function taskDescriptor(plan: TaskPlan): TaskDescriptor {
  return {
    id: plan.taskId,
    metrics: plan.metrics.map((m) => ({ type: m.type, outputs: m.specs.map((s) => ({ name: s.name, kind: s.kind })) })),
    views: Object.fromEntries(plan.views.map((v) => [v.name, { reducer: v.reducer, signals: v.signals.map((s) => ({ metric: s.metric, output: s.output, ...(s.weight === undefined ? {} : { weight: s.weight }) })) }])),
  };
}

function provenance(
  dataset: TrialDataset,
  config: LoadedGradingConfig,
  plans: ReadonlyMap<string, TaskPlan>,
  judge: JudgeStack | undefined,
  shard: Shard | undefined,
): TrialProvenance {
  const metrics = new Map<string, TrialProvenance["metrics"][string]>();
  for (const plan of plans.values()) {
    for (const m of plan.metrics) {
      if (metrics.has(m.type)) continue;
      const digest = config.moduleDigests.get(m.path);
      metrics.set(m.type, { version: m.metric.version ?? null, source: m.source, ...(digest === undefined ? {} : { sha256: digest }) });
    }
  }
  const sortedMetrics = Object.fromEntries([...metrics].sort(([a], [b]) => compareCodePoints(a, b)));
  return {
    report_format: TRIAL_REPORT_FORMAT,
    tool_version: AGENT_EVAL_VERSION,
    dataset: { file: path.basename(dataset.file), sha256: dataset.sha256, trials: dataset.trials.length, tasks: dataset.taskIds.length },
    config: { file: path.basename(config.file), sha256: config.sha256 },
    metrics: sortedMetrics,
    graders: config.openJudge.config.graders.map((g) => ({ name: g.key, class: g.grader })),
    aggregators: config.openJudge.config.aggregators.map((a) => ({ name: a.name, type: a.type })),
    judge: judge === undefined ? null : { provider: judge.identity.provider, model: judge.identity.model, settings: judge.identity.settings },
    ...(shard === undefined || shard.total === 1 ? {} : { shard }),
  };
}

/**
 * A trial report is a function of its inputs, so grading again replaces it; any other file at the
 * report path (a run report, a dataset) is never clobbered: exit 2 before anything is graded.
 */
async function checkReplaceable(file: string): Promise<void> {
  const text = await readTextIfExists(file);
  if (text === undefined) return;
  let block: { report_format?: unknown; tool_version?: unknown } | undefined;
  try {
    block = (JSON.parse(text) as { agent_eval?: { report_format?: unknown; tool_version?: unknown } }).agent_eval;
  } catch {
    block = undefined;
  }
  const format = block?.report_format;
  if (format === TRIAL_REPORT_FORMAT) return;
  // another version of the format (a later agent-eval's): said as such, not as a foreign file
  if (typeof format === "string" && format.startsWith(TRIAL_REPORT_FORMAT.replace(/@.*$/, "@"))) {
    const writer = typeof block?.tool_version === "string" ? ` (agent-eval ${block.tool_version})` : "";
    throw new InputError(`${file} is a trial report of format ${format}${writer}, not the ${TRIAL_REPORT_FORMAT} this version writes: refusing to overwrite it (choose another --out, or grade with that version)`);
  }
  throw new InputError(`${file} exists and is not an agent-eval trial report: refusing to overwrite it (choose another --out)`);
}

/**
 * NeMo's `MetricWithPreflight`: each metric object's `preflight()` is awaited once, in config order,
 * before any trial is scored (user code within the time limit). A failure is a setup error: exit 2
 * naming the metric's entry, before anything is graded or written.
 */
async function runPreflights(plans: ReadonlyMap<string, TaskPlan>, config: LoadedGradingConfig, isUserCode: (m: PlannedMetric) => boolean, bound: CallBound | undefined): Promise<void> {
  const seen = new Set<unknown>();
  for (const plan of plans.values()) {
    for (const planned of plan.metrics) {
      const metric = planned.metric;
      if (seen.has(metric)) continue;
      seen.add(metric);
      if (typeof metric.preflight !== "function") continue;
      const run = async (): Promise<void> => {
        await metric.preflight?.();
      };
      try {
        await (bound !== undefined && isUserCode(planned) ? bound.call(`preflight() of metric '${planned.type}'`, run) : run());
      } catch (error) {
        throw configFieldError(config.file, config.lineOf, planned.path, `preflight() of metric '${planned.type}' failed: ${thrownText(error, { emptyAsName: true })}`);
      }
    }
  }
}

export async function gradeDataset(options: GradeOptions): Promise<GradeOutcome> {
  const reportPath = options.out ?? defaultReportPath(options.dataset, options.shard);
  await checkReplaceable(reportPath);
  const dataset = options.parsed ?? (await readTrialDataset(options.dataset));
  const config = options.loaded ?? (await loadGradingConfig(options.config, options.graderFactories));
  const judge = options.judge === undefined ? undefined : await buildJudgeStack(options.judge, process.env, options.log);
  const judgeContext = judge === undefined ? {} : { judge: judge.judge, judgeIdentity: judge.identity };
  const bound = options.userCodeTimeoutMs === null ? undefined : createCallBound(options.userCodeTimeoutMs ?? DEFAULT_USER_CODE_TIMEOUT_MS, options.userCodeTimeoutKnob);
  const boundContext = bound === undefined ? {} : { bound };
  const context: MetricFactoryContext = { ...judgeContext, ...boundContext, configDir: path.dirname(path.resolve(options.config)) };
  const factories = options.metricFactories ?? TRIAL_METRIC_FACTORIES;
  const plans = planTasks(config, dataset.taskIds, context, factories);
  const isUserCode = (m: PlannedMetric): boolean => m.source !== "built-in" || factories[m.type] !== TRIAL_METRIC_FACTORIES[m.type];
  await runPreflights(plans, config, isUserCode, bound);
  const shard = options.shard;
  const mine = shard === undefined ? undefined : shardTasks(dataset.taskIds, shard);
  const trials = mine === undefined ? dataset.trials : dataset.trials.filter((t) => mine.has(t.task.id));
  const openJudge = config.openJudge;
  const graderCount = openJudge.plan.graders.length + openJudge.plan.aggregators.length;
  const graders: GraderRun | undefined =
    graderCount === 0
      ? undefined
      : {
          run: (rows) =>
            runGraders(openJudge.plan, rows, { ...judgeContext, ...boundContext }, { maxConcurrency: options.concurrency }),
        };
  const evidenceFactory = options.evidenceFactory ?? defaultEvidenceFactory;
  const { entries, results } = await gradeTrials({
    trials,
    plans,
    openEvidence: (trial) => (trial.evidence === null ? null : evidenceFactory(withPythonTraceData(trial, dataset.dir), { datasetDir: dataset.dir })),
    graderRow: graderRowIn(dataset.dir),
    concurrency: options.concurrency,
    ...(graders === undefined ? {} : { graders }),
    isUserCode,
    ...(bound === undefined ? {} : { bound }),
    redact: secretRedactor(configuredApiKeys(process.env)),
  }).finally(() => bound?.close()); // every call was awaited or failed: none is watched any more
  const taskIds = dataset.taskIds.filter((id) => mine === undefined || mine.has(id));
  const tasks = taskIds.map((id) => taskDescriptor(plans.get(id) as TaskPlan));
  const report = buildTrialReport(
    entries,
    tasks,
    results,
    provenance(dataset, config, plans, judge, shard),
  );
  await writeFileAtomic(reportPath, reportText(report, reportPath));
  return { reportPath, report, failures: failuresOf(report), ...(judge === undefined ? {} : { judge }) };
}

/**
 * The report's text, or an error naming the report and its largest trial when the report is
 * longer than V8's longest string (every value fits the per-value limit, but many trials add up):
 * V8 alone would say "Invalid string length" and nothing else.
 */
function reportText(report: TrialReport, reportPath: string): string {
  try {
    return serializeTrialReport(report);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    let largest = { id: "", size: -1 };
    report.trials.forEach((entry, i) => {
      let size = JSON.stringify(entry).length;
      for (const column of Object.values(report.results)) size += JSON.stringify(column[i] ?? null).length;
      if (size > largest.size) largest = { id: entry.trial_id, size };
    });
    throw new Error(
      `cannot write ${reportPath}: the report of ${report.trials.length} trials is longer than the longest string Node can hold (${bufferConstants.MAX_STRING_LENGTH} characters); the largest trial is '${largest.id}' (${largest.size} characters of scores and results): return shorter values`,
      { cause: error },
    );
  }
}

function isGraderError(output: GraderOutput | null | undefined): output is { name: string; error: string; reason: string; metadata: Record<string, unknown> } {
  return output !== null && output !== undefined && !Array.isArray(output) && "error" in (output as object);
}

/** Every metric that failed on a trial, then every GraderError, in dataset order. */
export function failuresOf(report: Pick<TrialReport, "trials" | "results"> & { readonly agent_eval?: Pick<TrialReport["agent_eval"], "graders" | "aggregators"> }): MetricFailure[] {
  const failures: MetricFailure[] = [];
  for (const entry of report.trials) {
    for (const [name, error] of Object.entries(entry.errors)) failures.push({ task_id: entry.task_id, trial_id: entry.trial_id, name, error });
  }
  // the provenance lists graders then aggregators in config order (an object would move integer-like names first)
  const aggregators = new Set((report.agent_eval?.aggregators ?? []).map((a) => a.name));
  const ordered = [...(report.agent_eval?.graders ?? []).map((g) => g.name), ...aggregators];
  const names = [...ordered.filter((name) => Object.hasOwn(report.results, name)), ...Object.keys(report.results).filter((name) => !ordered.includes(name))];
  for (const name of names) {
    const prefix = aggregators.has(name) ? "aggregator" : "grader";
    (report.results[name] ?? []).forEach((output, i) => {
      const entry = report.trials[i];
      if (entry !== undefined && isGraderError(output)) failures.push({ task_id: entry.task_id, trial_id: entry.trial_id, name: `${prefix}.${name}`, error: output.error });
    });
  }
  return failures;
}

/** Merges shard reports into `out` (the unsharded report, byte for byte). */
export async function mergeShardReports(files: readonly string[], out: string): Promise<{ reportPath: string; report: TrialReport }> {
  const reports = [];
  for (const file of files) {
    // a regular file only (a FIFO named like a shard report would block forever); errors name the file
    let text: string;
    try {
      text = await readRegularText(file);
    } catch (error) {
      throw error instanceof InputError ? new InputError(`--merge ${error.message}`, { cause: error }) : error;
    }
    try {
      reports.push({ source: file, report: parseTrialReport(text, file) });
    } catch (error) {
      throw new InputError((error as Error).message, { cause: error });
    }
  }
  await checkReplaceable(out);
  let report: TrialReport;
  try {
    report = mergeTrialReports(reports);
  } catch (error) {
    throw new InputError(`grade merge: ${(error as Error).message}`, { cause: error });
  }
  await writeFileAtomic(out, serializeTrialReport(report));
  return { reportPath: out, report };
}
