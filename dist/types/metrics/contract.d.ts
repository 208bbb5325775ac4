/**
 * The metric contract, equivalent to GlossoGen's (spec §8): a named metric computes a list of
 * measurements from a run's events; `[]` means "does not apply" (never a zero sentinel).
 * Metrics are pure: files beside the run are reached only through the injected `sidecars`.
 */
import type { AgentConfig, AgentEvent } from "../core/events.js";
import type { KeyedObservation, Measurement } from "../core/measurement.js";
import type { ScenarioDescriptor } from "../core/scenario.js";
import type { Judge, JudgeIdentity } from "../judge/judge.js";
import type { ProbeAssets } from "./probes/probe-config.js";
/** Access to files in (or relative to) the run directory, injected by the caller. */
export interface SidecarStore {
    /** Contents of a file in the run directory, or undefined when it does not exist. */
    readText(name: string): Promise<string | undefined>;
    /** Replace a file in the run directory. */
    writeText(name: string, contents: string): Promise<void>;
    /** Append to a file in the run directory (created when absent); default: read + write. */
    appendText?(name: string, contents: string): Promise<void>;
}
/** Appends through the store, or reads and rewrites the file when it cannot append. */
export declare function appendSidecar(store: SidecarStore, name: string, contents: string): Promise<void>;
/** Loads another run's events (the source run of a replace manifest); undefined when absent. */
export type RunLoader = (runDir: string, scenarioName: string) => Promise<readonly AgentEvent[] | undefined>;
/** Count tables of the English n-gram models, in GlossoGen's cache format. */
export interface NgramTables {
    /** Parsed `english_char_trigram.json`, or undefined when not available. */
    readonly plain?: unknown;
    /** Parsed `english_backoff_trigram_cased_punct.json`, or undefined when not available. */
    readonly backoff?: unknown;
    /** Where the tables were looked for, for error messages. */
    readonly location: string;
}
export interface MetricRunOptions {
    readonly probeRound?: number;
    readonly probeReplicas?: number;
    readonly ontologyPath?: string;
}
export interface MetricContext {
    readonly events: readonly AgentEvent[];
    readonly agentConfigs: readonly AgentConfig[];
    readonly scenario: ScenarioDescriptor;
    /** The run directory, as given by the user (for messages and manifest-relative paths). */
    readonly runDir: string;
    readonly options: MetricRunOptions;
    readonly sidecars: SidecarStore;
    readonly loadRun: RunLoader;
    readonly ngramTables: NgramTables;
    /** The judge for LLM-judge metrics; undefined when the invocation has none configured. */
    readonly judge?: Judge;
    /** Model, provider and settings every judge request of this invocation uses. */
    readonly judgeIdentity?: JudgeIdentity;
    /** Bound on concurrent judge calls within one metric. */
    readonly judgeConcurrency?: number;
    /**
     * Answers agent-probe requests (protocol_probe, protocol_explanation) with each probed agent's
     * own provider and model, through the fixture store; undefined when none is configured.
     */
    readonly probeModel?: Judge;
    /** The user's GlossoGen probe prompts (`--scenario-assets`); undefined when not given. */
    readonly probeAssets?: ProbeAssets;
    /** The current time (ISO 8601), for rows stamped at write time; injected, the core has no clock. */
    readonly now?: () => string;
    /** One informational line (e.g. why a metric does not apply). */
    readonly log: (line: string) => void;
}
/** `probe`: re-runs the agents' own models (the probe model stack, not the judge). */
export type MetricKind = "deterministic" | "judge" | "probe";
/**
 * Which way the score is better, as the diff reads it: `higher`, `lower`, or `none` (no agreed
 * good direction: a shift either way is reported as "changed", never as a regression, unless a
 * gate rule gives the metric a direction).
 */
export type MetricDirection = "higher" | "lower" | "none";
/** What the diff needs to know about a metric's scores, declared by the metric itself. */
export interface MetricDiffDeclaration {
    readonly direction: MetricDirection;
    /** The score is a proportion in [0, 1]: deltas in percentage points, Wilson/Newcombe intervals. */
    readonly fraction: boolean;
}
export interface Metric {
    readonly name: string;
    /** Bumped whenever the metric's output for the same input may change. */
    readonly version: string;
    readonly kind: MetricKind;
    /** One line: what it measures. */
    readonly description: string;
    readonly unit: string;
    /** One line: when it returns no measurement. */
    readonly notApplicableWhen: string;
    /**
     * The event types `compute` reads. When every requested metric declares them, the reader keeps
     * only those events (after validating all of them): most of a log is LLM/tool traffic that no
     * deterministic metric reads. Undefined means all events.
     */
    readonly eventTypes?: readonly string[];
    /**
     * Narrower than `eventTypes` for the tool traffic (`tool_call_invoked`, `tool_result_received`):
     * the tools whose events `compute` reads. A metric that reads only `send_message` results says
     * so, and the reader drops the rest (read_channel and read_notifications results are most of a
     * log's bytes). Undefined means every tool's.
     */
    readonly toolNames?: readonly string[];
    /**
     * Which way is better (see MetricDirection). Every built-in declares it; a plug-in that does not
     * is read by the diff's fallback for unknown metrics (higher when the name or unit says
     * "similarity", else none).
     */
    readonly direction?: MetricDirection;
    /** The score is a fraction in [0, 1] (default: the unit starts with "fraction"). */
    readonly fraction?: boolean;
    compute(context: MetricContext): Promise<Measurement[]>;
    readKeyedObservations?(sidecars: SidecarStore): Promise<KeyedObservation[]>;
}
/** Fallback for a metric that declares nothing: a unit that calls itself a fraction. */
export declare function isFractionMetric(unit: string): boolean;
/** A built-in metric: it always declares what the diff needs. */
export type BuiltinMetric = Metric & MetricDiffDeclaration;
/** A metric GlossoGen offers that agent-eval cannot run, with the reason. */
export interface UnavailableMetric {
    readonly name: string;
    readonly reason: string;
}
