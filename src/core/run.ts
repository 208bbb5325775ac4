/** A loaded run: its events plus what evaluation derives from them once. */
import { InputError } from "./errors.js";
import { type AgentConfig, type AgentEvent, type SimulationStarted, agentConfigsOf, ofType } from "./events.js";

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

export function describeRun(
  runDir: string,
  scenarioName: string,
  logPath: string,
  events: readonly AgentEvent[],
  eventLogSha256: string,
): LoadedRun {
  const simulationStarted = events.find(ofType("simulation_started"));
  if (simulationStarted === undefined) {
    throw new InputError(`${logPath}: no simulation_started event; this is not a GlossoGen event log`);
  }
  return {
    runDir,
    scenarioName,
    logPath,
    events,
    agentConfigs: agentConfigsOf(events),
    simulationStarted,
    finished: events.some(ofType("simulation_ended")),
    eventLogSha256,
  };
}

/** The pairing seed of a `scenario_config`: a finite number or a non-empty string, else undefined. */
export function seedOfConfig(config: unknown): string | number | undefined {
  const seed = typeof config === "object" && config !== null ? (config as Record<string, unknown>).seed : undefined;
  if (typeof seed === "number" && Number.isFinite(seed)) return seed;
  if (typeof seed === "string" && seed !== "") return seed;
  return undefined;
}
