/**
 * Evaluating one run directory end to end: locate and stream the log, choose the scenario
 * descriptor, run the metrics, merge with any existing report, and write it atomically.
 */
import { createHash } from "node:crypto";
import { closeSync, existsSync, fstatSync, ftruncateSync } from "node:fs";
import path from "node:path";
import { builtinScenario } from "../core/builtin-scenarios.js";
import { InputError, LineInputError, OutputError } from "../core/errors.js";
import { type Knobs, applyKnobs } from "../core/knobs.js";
import type { AgentEvent } from "../core/events.js";
import type { Measurement } from "../core/measurement.js";
import { type LoadedRun, seedOfConfig } from "../core/run.js";
import { type ScenarioConfigFile, type ScenarioDescriptor, descriptorFromConfigFile, inferDescriptor } from "../core/scenario.js";
import type { JudgeAccountingSnapshot } from "../judge/accounting.js";
import { canonicalJson } from "../judge/request-key.js";
import type { Metric, MetricRunOptions, NgramTables } from "../metrics/contract.js";
import { builtinRegistry } from "../metrics/registry.js";
import { runMetrics } from "../metrics/run-metrics.js";
import type { EvaluationReport, MetricRecord } from "../report/report.js";
import { mergeReport, serializeReport } from "../report/report-write.js";
import { type StagedFile, directorySidecars, fsInputError, openAppendSync, fsOutputError, readStrictUtf8TextIfExistsSync, readTextIfExists, stageFileSync, withFileLock, writeAllSync } from "./files.js";
import type { JudgeStack, ProbeModelStack } from "./judge-setup.js";
import { newestOntology } from "./ontology-files.js";
import { INVOCATION_LOG, loadRun, scanRunDir } from "./read-run.js";
import { eventSelectionOf } from "../metrics/event-selection.js";
import { AGENT_EVAL_VERSION } from "../version.js";
import { redactApiKeys } from "./api-keys.js";

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
  /** Where `knobs` came from, for errors (default "--knobs"). */
  readonly knobsLabel?: string;
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
  /** Builds the probe model stack (agents' own providers, through the fixture store) for probe metrics. */
  readonly probeModel?: () => ProbeModelStack | Promise<ProbeModelStack>;
  /** `--scenario-assets`: the user's GlossoGen scenarios folder with the probe prompts. */
  readonly scenarioAssets?: string | undefined;
}

/** What one invocation did, beyond the report: goes to the output and the invocation log only. */
export interface InvocationFacts {
  readonly judgeMode: string | undefined;
  readonly judge: JudgeAccountingSnapshot | undefined;
  /** The agent-probe calls (protocol_probe, protocol_explanation), accounted apart from the judge. */
  readonly probe?: JudgeAccountingSnapshot | undefined;
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
  /** `simulation_started.scenario_config.seed` as logged (before --knobs), for pairing runs; undefined when absent. */
  readonly seed?: string | number;
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

async function loadSourceRun(runDir: string, scenarioName: string): Promise<readonly AgentEvent[] | undefined> {
  if (!existsSync(path.join(runDir, `${scenarioName}.jsonl`))) return undefined;
  return (await loadRun(runDir, scenarioName)).events;
}

/**
 * Whether every metric is a built-in: they are pure and reach the run's files through the sidecar
 * store alone, so the store may answer repeated reads from memory. A plug-in may write into the
 * run directory itself, so with one among them every read goes to the disk.
 */
function onlyBuiltins(metrics: readonly Metric[]): boolean {
  const builtins = builtinRegistry().metrics;
  return metrics.every((metric) => builtins.get(metric.name) === metric);
}

/** The similarity metrics read what protocol_probe writes, so it runs before them (stable otherwise). */
const PROBE_READERS = new Set(["protocol_probe_replica_self_similarity", "protocol_probe_agent_pair_similarity", "protocol_probe_cutoff_trajectory"]);
export function probesFirst(metrics: readonly Metric[]): Metric[] {
  const probeAt = metrics.findIndex((m) => m.name === "protocol_probe");
  if (probeAt < 0) return [...metrics];
  const early = metrics.slice(0, probeAt).filter((m) => PROBE_READERS.has(m.name));
  if (early.length === 0) return [...metrics];
  const rest = metrics.filter((m, i) => !(i < probeAt && PROBE_READERS.has(m.name)));
  const at = rest.findIndex((m) => m.name === "protocol_probe");
  return [...rest.slice(0, at + 1), ...early, ...rest.slice(at + 1)];
}

export async function evaluateRun(input: EvaluateRunOptions): Promise<RunOutcome> {
  const started = performance.now();
  const options = checkEvaluateRunOptions(input);
  const metricLog = options.metricLog ?? options.log;
  const { scenarioName, entries } = scanRunDir(options.runDir, options.scenario);
  const keep = eventSelectionOf(options.metrics);
  const knobs = options.knobs ?? {};
  const loaded = await loadRun(options.runDir, scenarioName, keep);
  const seed = seedOfConfig(loaded.simulationStarted.scenario_config);
  const run = applyKnobs(loaded, knobs, options.scenarioConfig?.knobs, options.knobsLabel);
  if (!run.finished && options.allowIncomplete !== true) throw new InputError(`${run.logPath}: ${INCOMPLETE_EXPLANATION}`);
  const scenario = chooseScenario(run, options.scenarioConfig, options.log);

  for (const warning of run.logWarnings ?? []) options.log(`warning: ${warning}`);

  const reportPath = reportPathFor(options.runDir, scenarioName, options.out);
  // the report would replace the file (the invocation log then lost its line, and the next
  // evaluation appended a JSONL line to the report)
  for (const [own, what] of [[run.logPath, "the run's event log"], [path.join(options.runDir, INVOCATION_LOG), "the run's invocation log"]] as const) {
    if (path.resolve(reportPath) === path.resolve(own)) throw new InputError(`--out ${reportPath}: that is ${what}; name another file for the report`);
  }
  // checked before any metric runs (a report that cannot be merged fails fast), and again under
  // the lock below, where the report another process wrote meanwhile is the one merged into
  await readMergeableReport(reportPath, run, knobs);

  const needsJudge = options.metrics.some((m) => m.kind === "judge");
  let metricOptions = options.metricOptions ?? {};
  if (metricOptions.ontologyPath !== undefined) metricOptions = { ...metricOptions, ontologyPath: path.resolve(metricOptions.ontologyPath) };
  else if (options.metrics.some((m) => m.name === "communication_feature_presence")) {
    const newest = await newestOntology(options.runDir);
    if (newest !== undefined) metricOptions = { ...metricOptions, ontologyPath: newest };
  }
  const stack = needsJudge ? await options.judge?.() : undefined;
  const needsProbes = options.metrics.some((m) => m.kind === "probe");
  const probeStack = needsProbes ? await options.probeModel?.() : undefined;
  // the probe prompts' reader brings nunjucks: imported only for probe metrics
  const probeAssets = needsProbes && options.scenarioAssets !== undefined ? (await import("./judge-and-probe-setup.js")).loadProbeAssets(options.scenarioAssets, scenarioName) : undefined;
  const outcomes = await runMetrics(
    probesFirst(options.metrics),
    {
      events: run.events,
      agentConfigs: run.agentConfigs,
      scenario,
      runDir: options.runDir,
      options: metricOptions,
      sidecars: directorySidecars(options.runDir, options.sidecarWriteDir, { cacheReads: onlyBuiltins(options.metrics) }),
      loadRun: loadSourceRun,
      ngramTables: options.ngramTables ?? NO_NGRAM_TABLES,
      log: (line) => metricLog(`${options.runDir}: ${line}`),
      ...(stack === undefined ? {} : { judge: stack.judge, judgeIdentity: stack.identity }),
      ...(probeStack === undefined ? {} : { probeModel: probeStack.judge }),
      ...(probeAssets === undefined ? {} : { probeAssets }),
      now: () => new Date().toISOString(),
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
  if (needsProbes) {
    if (metricOptions.probeReplicas !== undefined) inputs.probe_replicas = String(metricOptions.probeReplicas);
    if (metricOptions.probeRound !== undefined) inputs.probe_round = String(metricOptions.probeRound);
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

  const invocationLog = options.invocationLog === false ? undefined : path.join(path.dirname(reportPath), INVOCATION_LOG);
  const judgeFacts = {
    judgeMode: stack?.mode,
    judge: stack?.accounting.snapshot(),
    probe: probeStack?.accounting.snapshot(),
    usedFixtureKeys: [...new Set([...(stack?.usedKeys ?? []), ...(probeStack?.usedKeys ?? [])])].sort(),
  };
  // Concurrent evaluations of one run (say, each with other metrics) are serialised here: each
  // merges into the report the previous one wrote, so no measurement is lost.
  const { report, invocation } = await withFileLock(reportPath, async () => {
    const existing = await readMergeableReport(reportPath, run, knobs);
    const merged = mergeReport(
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
          ...(run.logWarnings === undefined || run.logWarnings.length === 0 ? {} : { log_warnings: [...run.logWarnings] }),
        },
      },
      "describe-report",
    );
    const facts: InvocationFacts = { ...judgeFacts, durationMs: Math.round(performance.now() - started) };
    const entry =
      invocationLog === undefined
        ? undefined
        : {
            at: new Date().toISOString(),
            tool_version: options.toolVersion ?? AGENT_EVAL_VERSION,
            report: path.basename(reportPath),
            metrics: Object.fromEntries(Object.entries(metrics).map(([name, record]) => [name, record.status])),
            judge_mode: facts.judgeMode ?? null,
            judge_calls_used: facts.judge?.used.calls ?? 0,
            judge_calls_replayed: facts.judge?.replayed ?? 0,
            judge_calls_recorded: facts.judge?.recorded ?? 0,
            judge_spent_usd: facts.judge?.spent.costUsd ?? 0,
            ...(facts.probe === undefined
              ? {}
              : {
                  probe_calls_used: facts.probe.used.calls,
                  probe_calls_replayed: facts.probe.replayed,
                  probe_calls_recorded: facts.probe.recorded,
                  probe_spent_usd: facts.probe.spent.costUsd,
                }),
            duration_ms: facts.durationMs,
          };
    // the run directory was listed at the start: stale temporaries beside the report are looked
    // for in that listing (a temporary that turned stale since would be one left during this run)
    const siblings = path.resolve(path.dirname(reportPath)) === path.resolve(options.runDir) ? entries : undefined;
    writeReportAndLog(reportPath, serializeReport(merged), invocationLog, entry, siblings);
    return { report: merged, invocation: facts };
  });

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
    ...(seed === undefined ? {} : { seed }),
  };
}

/**
 * The report at `reportPath` when it exists and may be merged into; InputErrors say why not. The
 * report's schema (and zod) is loaded only when there is one.
 */
async function readMergeableReport(reportPath: string, run: LoadedRun, knobs: Knobs): Promise<EvaluationReport | undefined> {
  let existingText: string | undefined;
  try {
    existingText = readStrictUtf8TextIfExistsSync(reportPath);
  } catch (error) {
    // the file's content, not the file system: said like the other reasons a merge is refused
    if (error instanceof LineInputError) throw new InputError(`existing report cannot be merged, so it was left untouched: ${error.message}`, { cause: error });
    throw fsInputError(error, reportPath, "read the existing report (to merge into it)");
  }
  if (existingText === undefined) return undefined;
  const { parseMergeableReport } = await import("../report/report.js");
  let existing: EvaluationReport;
  try {
    existing = parseMergeableReport(existingText, reportPath, AGENT_EVAL_VERSION);
  } catch (error) {
    throw new InputError(`existing report cannot be merged, so it was left untouched: ${(error as Error).message}`, {
      cause: error,
    });
  }
  // Merging would keep measurements computed from another log under this log's digest.
  const previousDigest = existing.agent_eval?.event_log_sha256;
  // (a report written while an API key was configured holds the id with that key redacted)
  const sameSimulation = existing.simulation_id === run.simulationStarted.event_id || existing.simulation_id === redactApiKeys(run.simulationStarted.event_id);
  if (!sameSimulation || (previousDigest !== undefined && previousDigest !== run.eventLogSha256)) {
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
  return existing;
}

/**
 * Replaces the report and appends the invocation line so that an error means nothing changed:
 * the new report is staged in a temporary file (a full disk fails here, before anything is
 * visible), the log line is appended (on failure the log is cut back to its old length and the
 * staged report removed), and only then is the report renamed into place (if even that fails,
 * the appended line is cut off again). Errors are InputErrors naming the file that failed.
 */
function writeReportAndLog(
  reportPath: string,
  text: string,
  logFile: string | undefined,
  entry: Record<string, unknown> | undefined,
  siblings: readonly string[] | undefined,
): void {
  const unchanged = `nothing was changed (${path.basename(reportPath)}${logFile === undefined ? "" : ` and ${INVOCATION_LOG}`} are as they were)`;
  let staged: StagedFile;
  try {
    staged = stageFileSync(reportPath, text, siblings === undefined ? {} : { siblings });
  } catch (error) {
    throw new OutputError(`${(error as Error).message}; ${unchanged}`, { cause: error });
  }
  let log: { fd: number; size: number } | undefined;
  if (logFile !== undefined && entry !== undefined) {
    let fd: number | undefined;
    let size = 0;
    try {
      // non-blocking: a named pipe in the log's place must fail, not wait forever for a reader
      fd = openAppendSync(logFile);
      size = fstatSync(fd).size;
      const line = Buffer.from(`${JSON.stringify(entry)}\n`, "utf8");
      writeAllSync(fd, line);
      log = { fd, size };
    } catch (error) {
      staged.abandon();
      if (fd !== undefined) {
        try {
          ftruncateSync(fd, size);
        } catch {
          // a partial line stays: said below
        }
        closeSync(fd);
      }
      const failure = fsOutputError(error, logFile, "append to the invocation log");
      throw new OutputError(`${failure.message}; ${unchanged}`, { cause: error });
    }
  }
  try {
    staged.commit();
  } catch (error) {
    if (log !== undefined) {
      try {
        ftruncateSync(log.fd, log.size);
      } catch {
        // reported below
      }
    }
    const failure = fsOutputError(error, reportPath, "write the report");
    throw new OutputError(`${failure.message}; ${unchanged}`, { cause: error });
  } finally {
    if (log !== undefined) closeSync(log.fd);
  }
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
