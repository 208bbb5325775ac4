import { type Knobs } from "../core/knobs.js";
import type { Measurement } from "../core/measurement.js";
import { type LoadedRun } from "../core/run.js";
import { type ScenarioConfigFile, type ScenarioDescriptor } from "../core/scenario.js";
import type { JudgeAccountingSnapshot } from "../judge/accounting.js";
import type { Metric, MetricRunOptions, NgramTables } from "../metrics/contract.js";
import type { EvaluationReport, MetricRecord } from "../report/report.js";
import type { JudgeStack, ProbeModelStack } from "./judge-setup.js";
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
    readonly failed: readonly {
        readonly name: string;
        readonly error: string;
    }[];
    readonly report: EvaluationReport;
    readonly invocation: InvocationFacts;
    /** `simulation_started.scenario_config.seed` as logged (before --knobs), for pairing runs; undefined when absent. */
    readonly seed?: string | number;
}
export declare function reportPathFor(runDir: string, scenarioName: string, out: string | undefined): string;
export declare function chooseScenario(run: LoadedRun, configFile: ScenarioConfigFile | undefined, log: (line: string) => void): ScenarioDescriptor;
export declare function probesFirst(metrics: readonly Metric[]): Metric[];
export declare function evaluateRun(input: EvaluateRunOptions): Promise<RunOutcome>;
