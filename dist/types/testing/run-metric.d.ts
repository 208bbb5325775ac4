import { type AgentEvent } from "../core/events.js";
import type { KeyedObservation, Measurement } from "../core/measurement.js";
import { type ScenarioDescriptor } from "../core/scenario.js";
import type { JudgeIdentity, JudgeRequest } from "../judge/judge.js";
import type { Metric, MetricRunOptions, NgramTables, RunLoader } from "../metrics/contract.js";
import type { ProbeAssets } from "../metrics/probes/probe-config.js";
import { type RunSource } from "./run-source.js";
import { type TestJudge } from "./test-judge.js";
/** A scenario given in the `--scenario-config` JSON shape (snake_case). */
export interface ScenarioConfigInput {
    readonly name?: string;
    readonly primary_channels: readonly {
        readonly channel_id: string;
        readonly team_id?: string | null;
    }[];
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
export declare class MetricTestError extends Error {
    readonly result: MetricTestResult;
    readonly name = "MetricTestError";
    constructor(message: string, result: MetricTestResult);
}
/**
 * Runs `metric` once and returns its measurements, logs and judge requests. Throws
 * `MetricTestError` when the metric fails (it threw, or returned something that is not a valid
 * list of measurements) unless `allowFailure` is set.
 */
export declare function runMetric(metric: Metric, input: RunMetricInput): Promise<MetricTestResult>;
