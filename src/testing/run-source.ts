/**
 * Turning whatever a test has (a builder, raw lines, JSONL text) into parsed events, and writing it
 * out as a run directory the CLI can read.
 */
import { writeFile } from "node:fs/promises";
import { makeDirectories } from "../node/files.js";
import path from "node:path";
import { EventLogParser } from "../core/event-log.js";
import type { AgentEvent } from "../core/events.js";
import type { RawEvent } from "./events.js";
import { type RunBuilder, toJsonl } from "./run-builder.js";

/** A run as a test describes it: a builder, raw lines (objects), or JSONL text. */
export type RunSource = RunBuilder | readonly RawEvent[] | string;

function isBuilder(source: RunSource): source is RunBuilder {
  return typeof source === "object" && !Array.isArray(source) && typeof (source as RunBuilder).toJsonl === "function";
}

/** The run as JSONL text. */
export function jsonlOf(source: RunSource): string {
  if (typeof source === "string") return source;
  if (isBuilder(source)) return source.toJsonl();
  return toJsonl(source);
}

/**
 * Parses the run with agent-eval's own event-log parser (the same validation, defaults and
 * backfills as `agent-eval evaluate`). A malformed line throws, naming line and field.
 */
export function parseEvents(source: RunSource, file = "test-run.jsonl"): AgentEvent[] {
  const parser = new EventLogParser(file);
  const parsed: AgentEvent[] = [];
  jsonlOf(source)
    .split("\n")
    .forEach((text, i) => {
      const event = parser.parseLine(text, i + 1);
      if (event !== undefined) parsed.push(event);
    });
  return parsed;
}

function scenarioNameOf(jsonl: string): string | undefined {
  for (const text of jsonl.split("\n")) {
    if (text.trim() === "") continue;
    try {
      const first = JSON.parse(text) as Record<string, unknown>;
      return first.event_type === "simulation_started" && typeof first.scenario_name === "string" ? first.scenario_name : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

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
export async function writeRunDirectory(
  dir: string,
  source: RunSource,
  options: { readonly scenario?: string; readonly files?: Readonly<Record<string, string>> } = {},
): Promise<WrittenRun> {
  const jsonl = jsonlOf(source);
  const scenarioName = options.scenario ?? scenarioNameOf(jsonl);
  if (scenarioName === undefined) {
    throw new Error("writeRunDirectory: the run has no simulation_started line to name the scenario; pass { scenario }");
  }
  await makeDirectories(dir);
  const logPath = path.join(dir, `${scenarioName}.jsonl`);
  await writeFile(logPath, jsonl, "utf8");
  for (const [name, contents] of Object.entries(options.files ?? {})) {
    await makeDirectories(path.dirname(path.join(dir, name)));
    await writeFile(path.join(dir, name), contents, "utf8");
  }
  return { runDir: dir, scenarioName, logPath };
}
