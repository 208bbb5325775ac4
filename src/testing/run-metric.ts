/**
 * `runMetric`: run one metric over a test run the way `agent-eval evaluate` runs it (same parser,
 * same scenario choice, same output validation), and hand back everything a test asserts on.
 */
import { builtinScenario } from "../core/builtin-scenarios.js";
import { type AgentEvent, agentConfigsOf, ofType } from "../core/events.js";
import type { KeyedObservation, Measurement } from "../core/measurement.js";
import { type ScenarioDescriptor, descriptorFromConfigFile, inferDescriptor } from "../core/scenario.js";
import { scenarioConfigFileSchema } from "../core/scenario-config.js";
import { directorySidecars } from "../node/files.js";
import { detectScenario, loadRun } from "../node/read-run.js";
import type { JudgeIdentity, JudgeRequest } from "../judge/judge.js";
import type { Metric, MetricContext, MetricRunOptions, NgramTables, RunLoader, SidecarStore } from "../metrics/contract.js";
import { runMetrics } from "../metrics/run-metrics.js";
import type { ProbeAssets } from "../metrics/probes/probe-config.js";
import { loadProbeAssets } from "../node/scenario-assets.js";
import { type RunSource, parseEvents } from "./run-source.js";
import { TEST_JUDGE_IDENTITY, type TestJudge, recordingJudge, testJudge } from "./test-judge.js";
import { firstIssue } from "../core/schema-issue.js";
import { eventFilter, eventSelectionOf } from "../metrics/event-selection.js";

/** A scenario given in the `--scenario-config` JSON shape (snake_case). */
export interface ScenarioConfigInput {
  readonly name?: string;
  readonly primary_channels: readonly { readonly channel_id: string; readonly team_id?: string | null }[];
  readonly channel_display_names?: Readonly<Record<string, string>>;
  readonly agent_display_names?: Readonly<Record<string, string>>;
  readonly world_name?: string;
}

export interface RunMetricInput {
  /** The run: a `runBuilder()`, raw lines from `events.*`, or JSONL text. */
  readonly events?: RunSource;
  /** Or a run directory on disk (scenario detected like the CLI; sidecars read and written there). */
  readonly run?: string;
  /**
   * Default: as the CLI chooses it: the built-in scenario of that name (mode from
   * `scenario_config`), else primary channels inferred from `simulation_started`.
   */
  readonly scenario?: ScenarioDescriptor | ScenarioConfigInput;
  /** Queued answers `{answers}`, a `{script}`, any `Judge` (e.g. `ScriptedJudge`), or `{fixtures: dir}`. */
  readonly judge?: TestJudge;
  /** Model/provider/settings the metric puts into judge requests. Default `TEST_JUDGE_IDENTITY`. */
  readonly judgeIdentity?: JudgeIdentity;
  readonly judgeConcurrency?: number;
  readonly options?: MetricRunOptions;
  /** Files beside the run (sidecars) before the metric runs, by name. In-memory unless `run` is given. */
  readonly files?: Readonly<Record<string, string>>;
  /** Loads another run's events (replace manifests). Default: no other run exists. */
  readonly loadRun?: RunLoader;
  readonly ngramTables?: NgramTables;
  /** Answers agent-probe requests (protocol_probe, protocol_explanation): same forms as `judge`. */
  readonly probeModel?: TestJudge;
  /** The GlossoGen probe prompts: loaded assets, or a `--scenario-assets` directory. */
  readonly probeAssets?: ProbeAssets | string;
  /** The clock for rows stamped at write time (default: a fixed 2026-01-01T00:00:00.000Z). */
  readonly now?: () => string;
  /** Default false: a failing metric makes `runMetric` throw. True: the failure is returned. */
  readonly allowFailure?: boolean;
}

export interface MetricTestResult {
  /** As recorded in a report: `ok`, `not_applicable` (returned `[]`) or `failed`. */
  readonly status: "ok" | "not_applicable" | "failed";
  /** The failure message (only when `failed`). */
  readonly error?: string;
  /** Validated with the runner's measurement schema (defaults filled in). */
  readonly measurements: Measurement[];
  /** Lines the metric logged through `context.log`. */
  readonly logs: string[];
  /** Every judge request, in call order. */
  readonly judgeRequests: JudgeRequest[];
  /** Every agent-probe request, in call order. */
  readonly probeRequests: JudgeRequest[];
  /** Files the metric wrote beside the run, by name. */
  readonly writtenFiles: Record<string, string>;
  /** What `readKeyedObservations` returns afterwards ([] when the metric has none). */
  readonly keyedObservations: KeyedObservation[];
  readonly scenario: ScenarioDescriptor;
  /** The events the metric was given: those its `eventTypes` and `toolNames` select, as in an evaluation. */
  readonly events: readonly AgentEvent[];
}

/** Thrown by `runMetric` when the metric failed and `allowFailure` is not set. */
export class MetricTestError extends Error {
  override readonly name = "MetricTestError";
  constructor(
    message: string,
    readonly result: MetricTestResult,
  ) {
    super(message);
  }
}

function isDescriptor(value: ScenarioDescriptor | ScenarioConfigInput): value is ScenarioDescriptor {
  return "primaryChannels" in value;
}

function chooseScenario(given: RunMetricInput["scenario"], events: readonly AgentEvent[], fallbackName: string): ScenarioDescriptor {
  const started = events.find(ofType("simulation_started"));
  const name = started?.scenario_name ?? fallbackName;
  if (given !== undefined) {
    if (isDescriptor(given)) return given;
    const parsed = scenarioConfigFileSchema.safeParse(given);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new Error(`runMetric: invalid scenario: ${field ?? ""}: ${message}`);
    }
    return descriptorFromConfigFile(parsed.data, name);
  }
  if (started !== undefined) {
    return builtinScenario(name, started.scenario_config) ?? inferDescriptor(name, started.channel_ids);
  }
  // no simulation_started: every channel a message was sent on, in order of first use
  const channels = [...new Set(events.filter(ofType("message_sent")).map((e) => e.message.channel_id))];
  return inferDescriptor(name, channels);
}

function memorySidecars(initial: Readonly<Record<string, string>>): SidecarStore {
  const files = new Map(Object.entries(initial));
  return {
    readText: (name) => Promise.resolve(files.get(name)),
    writeText: (name, contents) => {
      files.set(name, contents);
      return Promise.resolve();
    },
  };
}

function trackWrites(store: SidecarStore, written: Record<string, string>): SidecarStore {
  return {
    readText: (name) => store.readText(name),
    writeText: async (name, contents) => {
      await store.writeText(name, contents);
      written[name] = contents;
    },
  };
}

async function loadInput(input: RunMetricInput): Promise<{ events: readonly AgentEvent[]; runDir: string; store: SidecarStore }> {
  if (input.run !== undefined && input.events !== undefined) throw new Error("runMetric: give either `events` or `run`, not both");
  if (input.run !== undefined) {
    const scenarioName = await detectScenario(input.run, undefined);
    const store = input.files === undefined ? directorySidecars(input.run) : memorySidecars(input.files);
    return { events: (await loadRun(input.run, scenarioName)).events, runDir: input.run, store };
  }
  if (input.events === undefined) throw new Error("runMetric: give the run as `events` (a runBuilder, events.* lines or JSONL) or `run` (a directory)");
  return { events: parseEvents(input.events), runDir: "test-run", store: memorySidecars(input.files ?? {}) };
}

/**
 * Runs `metric` once and returns its measurements, logs and judge requests. Throws
 * `MetricTestError` when the metric fails (it threw, or returned something that is not a valid
 * list of measurements) unless `allowFailure` is set.
 */
export async function runMetric(metric: Metric, input: RunMetricInput): Promise<MetricTestResult> {
  const { events: allEvents, runDir, store } = await loadInput(input);
  const scenario = chooseScenario(input.scenario, allEvents, "test_scenario");
  // the events an evaluation would keep for this metric, so a declaration that leaves out an event
  // `compute` reads shows in the metric's tests
  const events = allEvents.filter(eventFilter(eventSelectionOf([metric])));
  const logs: string[] = [];
  const writtenFiles: Record<string, string> = {};
  const sidecars = trackWrites(store, writtenFiles);
  const recorder = input.judge === undefined ? undefined : recordingJudge(testJudge(input.judge));
  const probeRecorder = input.probeModel === undefined ? undefined : recordingJudge(testJudge(input.probeModel));
  const started = events.find(ofType("simulation_started"));
  const probeAssets =
    typeof input.probeAssets === "string" ? loadProbeAssets(input.probeAssets, started?.scenario_name ?? scenario.name) : input.probeAssets;

  const context: MetricContext = {
    events,
    agentConfigs: agentConfigsOf(events),
    scenario,
    runDir,
    options: input.options ?? {},
    sidecars,
    loadRun: input.loadRun ?? (() => Promise.resolve(undefined)),
    ngramTables: input.ngramTables ?? { location: "(no n-gram tables in agent-eval/testing; pass ngramTables)" },
    ...(recorder === undefined
      ? {}
      : { judge: recorder.judge, judgeIdentity: input.judgeIdentity ?? TEST_JUDGE_IDENTITY }),
    ...(input.judgeConcurrency === undefined ? {} : { judgeConcurrency: input.judgeConcurrency }),
    ...(probeRecorder === undefined ? {} : { probeModel: probeRecorder.judge }),
    ...(probeAssets === undefined ? {} : { probeAssets }),
    now: input.now ?? (() => "2026-01-01T00:00:00.000Z"),
    log: (line) => logs.push(line),
  };
  const [outcome] = await runMetrics([metric], context);
  if (outcome === undefined) throw new Error("runMetric: the runner returned no outcome");
  const status = outcome.record.status;
  const keyedObservations = status !== "failed" && metric.readKeyedObservations !== undefined ? await metric.readKeyedObservations(sidecars) : [];
  const result: MetricTestResult = {
    status,
    ...(outcome.record.error === undefined ? {} : { error: outcome.record.error }),
    measurements: [...outcome.measurements],
    logs,
    judgeRequests: recorder?.requests ?? [],
    probeRequests: probeRecorder?.requests ?? [],
    writtenFiles,
    keyedObservations,
    scenario,
    events,
  };
  if (status === "failed" && input.allowFailure !== true) {
    const logged = logs.length === 0 ? "" : `\nlogged:\n  ${logs.join("\n  ")}`;
    throw new MetricTestError(`metric ${metric.name} failed: ${outcome.record.error ?? "unknown error"}${logged}`, result);
  }
  return result;
}
