import { type AgentConfig, type AgentEvent, type SimulationStarted } from "./events.js";
export interface LoadedRun {
    readonly runDir: string;
    readonly scenarioName: string;
    readonly logPath: string;
    readonly events: readonly AgentEvent[];
    readonly agentConfigs: readonly AgentConfig[];
    readonly simulationStarted: SimulationStarted;
    /** Whether a `simulation_ended` event was seen. */
    readonly finished: boolean;
    /** sha256 of the event log's bytes, hex. */
    readonly eventLogSha256: string;
    /** Odd but accepted shapes of the log (a second simulation_started, events after the end). */
    readonly logWarnings?: readonly string[];
}
export declare function describeRun(runDir: string, scenarioName: string, logPath: string, events: readonly AgentEvent[], eventLogSha256: string): LoadedRun;
/** The pairing seed of a `scenario_config`: a finite number or a non-empty string, else undefined. */
export declare function seedOfConfig(config: unknown): string | number | undefined;
