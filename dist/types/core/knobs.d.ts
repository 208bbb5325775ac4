import type { LoadedRun } from "./run.js";
export declare const BUILTIN_KNOBS: Readonly<Record<string, readonly string[]>>;
export type Knobs = Readonly<Record<string, unknown>>;
/** The knobs a run's scenario accepts, sorted. */
export declare function knownKnobs(scenarioName: string, recorded: Knobs, declared?: readonly string[]): string[];
/**
 * The run with `knobs` merged onto its recorded scenario configuration, in `simulationStarted` and
 * in the `simulation_started` event among `events` (metrics read either). `label` names the input
 * the knobs came from, for errors.
 */
export declare function applyKnobs(run: LoadedRun, knobs: Knobs, declared?: readonly string[], label?: string): LoadedRun;
