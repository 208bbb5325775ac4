/**
 * Reading run directories from disk: locate the event log, stream it line by line (never the
 * whole file as one string), hash its bytes, and hand each line to the pure parser.
 */
import { createHash } from "node:crypto";
import { closeSync, openSync, readSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { InputError } from "../core/errors.js";
import { EventLogParser } from "../core/event-log.js";
import type { AgentEvent } from "../core/events.js";
import { type LoadedRun, describeRun } from "../core/run.js";

const NEWLINE = 0x0a;

/** JSONL files metrics write beside the event log. */
const KNOWN_SIDECARS = new Set([
  "protocol_probe_responses.jsonl",
  "protocol_explanation_responses.jsonl",
  "language_repetition_messages.jsonl",
]);

const CHUNK_BYTES = 1 << 20;

/**
 * Stream a JSONL file, calling `onLine` per line; returns the sha256 of the bytes. The file is read
 * in 1 MiB chunks with synchronous reads (evaluation has nothing else to do meanwhile, and this
 * avoids idle time between chunks); each chunk is decoded once up to its last newline, so a
 * multi-byte character never straddles a line, and only the unfinished tail is carried over.
 */
export function streamLines(file: string, onLine: (line: string, lineNumber: number) => void): string {
  const hash = createHash("sha256");
  let carry: Buffer | undefined;
  let lineNumber = 0;
  const fd = openSync(file, "r");
  try {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    for (;;) {
      const bytesRead = readSync(fd, chunk, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      const fresh = chunk.subarray(0, bytesRead);
      hash.update(fresh);
      const buffer = carry === undefined ? fresh : Buffer.concat([carry, fresh]);
      const last = buffer.lastIndexOf(NEWLINE);
      if (last === -1) {
        carry = Buffer.from(buffer);
        continue;
      }
      const text = buffer.toString("utf8", 0, last);
      carry = last + 1 < buffer.length ? Buffer.from(buffer.subarray(last + 1)) : undefined;
      let start = 0;
      for (;;) {
        const end = text.indexOf("\n", start);
        lineNumber += 1;
        if (end === -1) {
          onLine(text.slice(start), lineNumber);
          break;
        }
        onLine(text.slice(start, end), lineNumber);
        start = end + 1;
      }
    }
  } finally {
    closeSync(fd);
  }
  if (carry !== undefined && carry.length > 0) {
    lineNumber += 1;
    onLine(carry.toString("utf8"), lineNumber);
  }
  return hash.digest("hex");
}

/** Event types every evaluation keeps: they describe the run (identity, agents, completion). */
const ALWAYS_KEPT = new Set(["simulation_started", "agent_registered", "simulation_ended"]);

/**
 * Read and validate every line; keep the events whose type `keep` lists (all when undefined).
 * Dropping the LLM/tool traffic no requested metric reads keeps memory and GC work small.
 */
export function readEventLog(file: string, keep?: ReadonlySet<string>): { events: AgentEvent[]; sha256: string } {
  const parser = new EventLogParser(file);
  const events: AgentEvent[] = [];
  const sha256 = streamLines(file, (line, lineNumber) => {
    const event = parser.parseLine(line, lineNumber);
    if (event !== undefined && (keep === undefined || keep.has(event.event_type) || ALWAYS_KEPT.has(event.event_type))) events.push(event);
  });
  return { events, sha256 };
}

function firstLine(file: string): string {
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const bytesRead = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString("utf8");
    const newline = text.indexOf("\n");
    return newline === -1 ? text : text.slice(0, newline);
  } finally {
    closeSync(fd);
  }
}

function startsWithSimulationStarted(file: string): boolean {
  try {
    const parsed: unknown = JSON.parse(firstLine(file).trim());
    return typeof parsed === "object" && parsed !== null && (parsed as Record<string, unknown>).event_type === "simulation_started";
  } catch {
    return false;
  }
}

/**
 * The scenario name of a run directory: the given one, else the one `*.jsonl` whose first event
 * is `simulation_started`. Ambiguity or absence is an input error that lists the candidates.
 */
export function detectScenario(runDir: string, given: string | undefined): Promise<string> {
  try {
    return Promise.resolve(detectScenarioSync(runDir, given));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function detectScenarioSync(runDir: string, given: string | undefined): string {
  let entries: string[];
  try {
    const info = statSync(runDir);
    if (!info.isDirectory()) throw new InputError(`--run-dir ${runDir}: not a directory`);
    entries = readdirSync(runDir);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`--run-dir ${runDir}: cannot read the directory (${(error as NodeJS.ErrnoException).code ?? String(error)})`, { cause: error });
  }
  if (given !== undefined) {
    if (!entries.includes(`${given}.jsonl`)) {
      throw new InputError(`${runDir}: no event log ${given}.jsonl for scenario '${given}'`);
    }
    return given;
  }
  const logs = entries.filter((name) => name.endsWith(".jsonl")).sort();
  const candidates: string[] = [];
  for (const name of logs) {
    if (startsWithSimulationStarted(path.join(runDir, name))) candidates.push(name.slice(0, -".jsonl".length));
  }
  if (candidates.length === 1) return candidates[0] as string;
  const logsNotSidecars = logs.filter((name) => !KNOWN_SIDECARS.has(name));
  // One log that does not start well is still the log: let the parser say precisely what is wrong.
  if (candidates.length === 0 && logsNotSidecars.length === 1) return (logsNotSidecars[0] as string).slice(0, -".jsonl".length);
  if (candidates.length === 0) {
    throw new InputError(
      `${runDir}: no event log found (a *.jsonl whose first event is simulation_started); --run-dir must name the directory that holds <scenario>.jsonl` +
        (logs.length > 0 ? `; looked at: ${logs.join(", ")}` : ""),
    );
  }
  throw new InputError(
    `${runDir}: several event logs could be the run's (${candidates.join(", ")}); name the scenario: agent-eval evaluate <SCENARIO> --run-dir ${runDir}`,
  );
}

export function loadRun(runDir: string, scenarioName: string, keep?: ReadonlySet<string>): LoadedRun {
  const logPath = path.join(runDir, `${scenarioName}.jsonl`);
  let log: { events: AgentEvent[]; sha256: string };
  try {
    log = readEventLog(logPath, keep);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`${logPath}: cannot read the event log (${(error as NodeJS.ErrnoException).code ?? String(error)})`, { cause: error });
  }
  const { events, sha256 } = log;
  return describeRun(runDir, scenarioName, logPath, events, sha256);
}
