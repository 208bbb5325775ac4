import type { AgentEvent } from "../core/events.js";
import type { RawEvent } from "./events.js";
import { type RunBuilder } from "./run-builder.js";
/** A run as a test describes it: a builder, raw lines (objects), or JSONL text. */
export type RunSource = RunBuilder | readonly RawEvent[] | string;
/** The run as JSONL text. */
export declare function jsonlOf(source: RunSource): string;
/**
 * Parses the run with agent-eval's own event-log parser (the same validation, defaults and
 * backfills as `agent-eval evaluate`). A malformed line throws, naming line and field.
 */
export declare function parseEvents(source: RunSource, file?: string): AgentEvent[];
export interface WrittenRun {
    readonly runDir: string;
    readonly scenarioName: string;
    /** `<runDir>/<scenario>.jsonl`. */
    readonly logPath: string;
}
/**
 * Writes `<dir>/<scenario>.jsonl` (creating `dir`), laid out like a GlossoGen run directory, plus
 * any extra files (e.g. a sidecar). The scenario name comes from `simulation_started` unless given.
 */
export declare function writeRunDirectory(dir: string, source: RunSource, options?: {
    readonly scenario?: string;
    readonly files?: Readonly<Record<string, string>>;
}): Promise<WrittenRun>;
