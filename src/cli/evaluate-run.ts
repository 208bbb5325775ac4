/**
 * Evaluating one run directory end to end: locate and stream the log, choose the scenario
 * descriptor, run the metrics, merge with any existing report, and write it atomically.
 */
import path from "node:path";
import { builtinScenario } from "../core/builtin-scenarios.js";
import { InputError } from "../core/errors.js";
import type { AgentEvent } from "../core/events.js";
import type { Measurement } from "../core/measurement.js";
import type { LoadedRun } from "../core/run.js";
import { type ScenarioConfigFile, type ScenarioDescriptor, descriptorFromConfigFile, inferDescriptor } from "../core/scenario.js";
import type { Metric, NgramTables } from "../metrics/contract.js";
import { runMetrics } from "../metrics/run-metrics.js";
import { type EvaluationReport, type MetricRecord, mergeReport, parseReport, serializeReport } from "../report/report.js";
import { directorySidecars, readTextIfExists, writeFileAtomic } from "./files.js";
import { detectScenario, loadRun } from "./read-run.js";

export interface EvaluateRunOptions {
  readonly runDir: string;
  readonly scenario: string | undefined;
  readonly metrics: readonly Metric[];
  readonly out: string | undefined;
  readonly allowIncomplete: boolean;
  readonly scenarioConfig: ScenarioConfigFile | undefined;
  readonly ngramTables: NgramTables;
  /** Provenance of the n-gram tables used (file → sha256), recorded in the report. */
  readonly ngramTableDigests: Readonly<Record<string, string>>;
  readonly toolVersion: string;
  readonly log: (line: string) => void;
}

export interface RunOutcome {
  readonly runDir: string;
  readonly scenarioName: string;
  readonly reportPath: string;
  readonly measurements: readonly Measurement[];
  readonly metrics: Readonly<Record<string, MetricRecord>>;
  readonly failed: readonly { readonly name: string; readonly error: string }[];
  readonly report: EvaluationReport;
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
  const file = path.join(runDir, `${scenarioName}.jsonl`);
  if ((await readTextIfExists(file).catch(() => undefined)) === undefined) return undefined;
  return loadRun(runDir, scenarioName).events;
}

export async function evaluateRun(options: EvaluateRunOptions): Promise<RunOutcome> {
  const scenarioName = await detectScenario(options.runDir, options.scenario);
  const run = loadRun(options.runDir, scenarioName);
  if (!run.finished && !options.allowIncomplete) throw new InputError(`${run.logPath}: ${INCOMPLETE_EXPLANATION}`);
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
  }

  const outcomes = await runMetrics(options.metrics, {
    events: run.events,
    agentConfigs: run.agentConfigs,
    scenario,
    runDir: options.runDir,
    options: {},
    sidecars: directorySidecars(options.runDir),
    loadRun: loadSourceRun,
    ngramTables: options.ngramTables,
    log: (line) => options.log(`${options.runDir}: ${line}`),
  });

  const metrics: Record<string, MetricRecord> = {};
  for (const outcome of outcomes) metrics[outcome.name] = outcome.record;
  const measurements = outcomes.flatMap((o) => o.measurements);
  const flags = options.allowIncomplete ? ["--allow-incomplete"] : [];
  const inputs: Record<string, string> = { scenario_mode: scenario.mode };
  for (const [file, digest] of Object.entries(options.ngramTableDigests)) inputs[`ngram_table:${file}`] = digest;

  const report = mergeReport(existing, {
    simulationId: run.simulationStarted.event_id,
    scenarioName,
    requestedMetrics: options.metrics.map((m) => m.name),
    measurements,
    judgeCost: undefined,
    agentEval: {
      tool_version: options.toolVersion,
      event_log_sha256: run.eventLogSha256,
      incomplete_run: !run.finished,
      flags,
      inputs,
      metrics,
    },
  });
  await writeFileAtomic(reportPath, serializeReport(report));

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
  };
}
