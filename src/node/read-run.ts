/**
 * Reading run directories from disk: locate the event log, stream it line by line (never the
 * whole file as one string), hash its bytes, and hand each line to the pure parser.
 */
import { createHash } from "node:crypto";
import { closeSync, readSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { EventLogError, InputError } from "../core/errors.js";
import { EventLineParser, InvalidEventLine } from "../core/event-lines.js";
import type { AgentEvent } from "../core/events.js";
import { type LoadedRun, describeRun } from "../core/run.js";
import { type EventSelection, eventFilter } from "../metrics/event-selection.js";
import { describeFsError, fsInputError, openRegularFileSync } from "./files.js";
import { invalidUtf8Offset } from "./utf8-offset.js";

const NEWLINE = 0x0a;

/** agent-eval's own record of each evaluation, appended beside the report. */
export const INVOCATION_LOG = "agent_eval_invocations.jsonl";

/** JSONL files metrics and agent-eval write beside the event log: never the event log itself. */
const KNOWN_SIDECARS = new Set([
  "protocol_probe_responses.jsonl",
  "protocol_explanation_responses.jsonl",
  "language_repetition_messages.jsonl",
  INVOCATION_LOG,
]);

const CHUNK_BYTES = 1 << 20;

/** `\u`: the start of a `\uXXXX` escape (the parser checks a line holding one for a lone surrogate). */
const UNICODE_ESCAPE = Buffer.from("\\u");

/**
 * Longest line accepted. GlossoGen lines are kilobytes; a file without newlines would otherwise
 * grow the buffer until the process runs out of memory instead of failing with a message.
 */
const MAX_LINE_BYTES = 256 << 20;

/** The read buffer of the last finished streamLines call; undefined while one is in use. */
let spareBuffer: Buffer | undefined;

/**
 * Stream a JSONL file, calling `onLine` per line; returns the sha256 of the bytes. The file is read
 * in 1 MiB chunks with synchronous reads (evaluation has nothing else to do meanwhile, and this
 * avoids idle time between chunks). Each line is decoded on its own, straight from the bytes:
 * decoding a whole chunk at once is several times slower, because a single non-ASCII character
 * turns the chunk into a two-byte string that every later step then pays for. A newline byte
 * never occurs inside a multi-byte UTF-8 sequence, so splitting the bytes is safe; the unfinished
 * tail of a chunk moves to the front of the buffer and the next read appends to it.
 */
export function streamLines(
  file: string,
  /** `surrogateEscape`: whether the line's bytes hold `\u` (found per chunk, not per line), so may hold a surrogate escape. */
  onLine: (line: string, lineNumber: number, surrogateEscape: boolean) => void,
  limits: {
    readonly chunkBytes?: number;
    readonly maxLineBytes?: number;
    /** Refuse a line that is not valid UTF-8 (EventLogError) instead of decoding it with U+FFFD. */
    readonly strictUtf8?: boolean;
  } = {},
): string {
  const chunkBytes = limits.chunkBytes ?? CHUNK_BYTES;
  const maxLineBytes = limits.maxLineBytes ?? MAX_LINE_BYTES;
  const hash = createHash("sha256");
  // Reuse one read buffer across files: fresh 1 MiB buffers cost a page fault per 4 KiB each time.
  // Taken while in use, so a nested call (onLine reading another file) gets its own.
  let buffer = chunkBytes === CHUNK_BYTES && spareBuffer !== undefined ? spareBuffer : Buffer.allocUnsafeSlow(chunkBytes);
  if (buffer === spareBuffer) spareBuffer = undefined;
  let carried = 0;
  let lineNumber = 0;
  // a named pipe or directory named like the log is refused here instead of blocking forever
  let fd: number | undefined = openRegularFileSync(file).fd;
  const strict = limits.strictUtf8 === true;
  // the line's bytes are looked at again only when it decoded with U+FFFD (rare): no view per line
  const emit = (line: string, lineNumber: number, from: Buffer, start: number, end: number, surrogateEscape: boolean): void => {
    if (strict && line.includes("\uFFFD")) checkUtf8(file, lineNumber, from.subarray(start, end));
    onLine(line, lineNumber, surrogateEscape);
  };
  try {
    for (;;) {
      if (carried === buffer.length) {
        // one line longer than the buffer: grow it rather than split the line, within reason
        if (carried >= maxLineBytes) {
          throw new EventLogError(file, lineNumber + 1, undefined, `line longer than ${maxLineBytes} bytes without a newline; is this a JSONL event log?`);
        }
        const larger = Buffer.allocUnsafe(Math.min(buffer.length * 2, maxLineBytes + 1));
        buffer.copy(larger, 0, 0, carried);
        buffer = larger;
      }
      const bytesRead = readSync(fd, buffer, carried, buffer.length - carried, null);
      if (bytesRead === 0) break;
      const filled = buffer.subarray(0, carried + bytesRead);
      hash.update(filled.subarray(carried));
      let start = 0;
      let newline = filled.indexOf(NEWLINE, carried);
      // the next `\u` in the chunk, searched again only once a line passed it: the chunk is scanned
      // about once; the carried head is searched again (an escape may span two reads)
      let escape = filled.indexOf(UNICODE_ESCAPE);
      while (newline !== -1) {
        lineNumber += 1;
        emit(filled.toString("utf8", start, newline), lineNumber, filled, start, newline, escape !== -1 && escape < newline);
        start = newline + 1;
        if (escape !== -1 && escape < start) escape = filled.indexOf(UNICODE_ESCAPE, start);
        newline = filled.indexOf(NEWLINE, start);
      }
      carried = filled.length - start;
      if (carried > 0 && start > 0) buffer.copyWithin(0, start, filled.length);
    }
    closeSync(fd);
    fd = undefined;
    if (carried > 0) {
      lineNumber += 1;
      const rest = buffer.subarray(0, carried);
      emit(rest.toString("utf8"), lineNumber, buffer, 0, carried, rest.includes(UNICODE_ESCAPE));
    }
  } finally {
    if (fd !== undefined) closeSync(fd);
    if (buffer.length === CHUNK_BYTES && chunkBytes === CHUNK_BYTES) spareBuffer = buffer;
  }
  return hash.digest("hex");
}

/**
 * A line that decoded with U+FFFD either spells U+FFFD itself (valid) or holds bytes that are not
 * UTF-8. GlossoGen's reader (orjson) refuses the latter, and so do we: a replacement character
 * would silently change what the metrics count. The first bad byte is found in one pass (decoding
 * growing prefixes took 37 s for a 300 KB line with a bad byte at its end).
 */
function checkUtf8(file: string, lineNumber: number, bytes: Buffer): void {
  const offset = invalidUtf8Offset(bytes);
  if (offset === -1) return;
  throw new EventLogError(file, lineNumber, undefined, `invalid UTF-8 at byte ${offset + 1} of the line; GlossoGen's reader refuses such a log too`);
}

/**
 * Read and validate every line; keep the events `keep` selects (all when undefined). Dropping the
 * LLM/tool traffic no requested metric reads keeps memory and GC work small: a run's kept events
 * live until its metrics are done, so each one the reader keeps is copied by every young-generation
 * collection it survives.
 *
 * Two shapes GlossoGen's reader accepts silently are accepted here too (its first
 * `simulation_started` identifies the run; events after `simulation_ended` are read like any
 * other), but each is reported in `warnings`, which evaluation prints and records in the report.
 */
function readEventLog(
  file: string,
  keep?: EventSelection,
  parser: EventLineParser = new EventLineParser(file),
): { events: AgentEvent[]; sha256: string; warnings: string[] } {
  const events: AgentEvent[] = [];
  const kept = eventFilter(keep);
  let firstStart: { id: string; line: number } | undefined;
  const otherStarts: string[] = [];
  let endedAt: number | undefined;
  let afterEnd = 0;
  let firstAfterEnd: number | undefined;
  const sha256 = streamLines(file, (line, lineNumber, surrogateEscape) => {
    const event = parser.parseLine(line, lineNumber, surrogateEscape);
    if (event === undefined) return;
    if (endedAt !== undefined && event.event_type !== "simulation_ended") {
      afterEnd += 1;
      firstAfterEnd ??= lineNumber;
    }
    if (event.event_type === "simulation_started") {
      if (firstStart === undefined) firstStart = { id: event.event_id, line: lineNumber };
      else if (event.event_id !== firstStart.id) otherStarts.push(`line ${lineNumber} (${event.event_id})`);
    } else if (event.event_type === "simulation_ended") endedAt ??= lineNumber;
    if (kept(event)) events.push(event);
  }, { strictUtf8: true });
  const warnings: string[] = [];
  if (firstStart !== undefined && otherStarts.length > 0) {
    warnings.push(
      `${file}: ${otherStarts.length} more simulation_started event(s) with another id (${otherStarts.slice(0, 3).join(", ")}${otherStarts.length > 3 ? ", …" : ""}); ` +
        `the run is identified by the first one (line ${firstStart.line}, ${firstStart.id}), as GlossoGen does. Were two logs concatenated?`,
    );
  }
  if (endedAt !== undefined && afterEnd > 0) {
    warnings.push(
      `${file}: ${afterEnd} event(s) after simulation_ended (line ${endedAt}), the first on line ${firstAfterEnd}; they are evaluated like the others, as GlossoGen does`,
    );
  }
  return { events, sha256, warnings };
}

function firstLine(file: string): string {
  const { fd } = openRegularFileSync(file);
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
    return Promise.resolve(scanRunDir(runDir, given).scenarioName);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** The names in a run directory; an InputError naming it when it cannot be listed. */
function listRunDir(runDir: string): string[] {
  try {
    return readdirSync(runDir);
  } catch (listing) {
    // only now is the directory looked at apart, so the message says what it is (a file, a
    // missing path…) as when it was stat'ed first; the listing alone is one system call less
    let info;
    try {
      info = statSync(runDir);
    } catch (error) {
      throw new InputError(`--run-dir ${runDir}: cannot read the directory: ${describeFsError(error)}`, { cause: error });
    }
    if (!info.isDirectory()) throw new InputError(`--run-dir ${runDir}: not a directory`);
    throw new InputError(`--run-dir ${runDir}: cannot read the directory: ${describeFsError(listing)}`, { cause: listing });
  }
}

/** detectScenario, synchronously, with the directory's entries as listed (evaluation reuses them). */
export function scanRunDir(runDir: string, given: string | undefined): { readonly scenarioName: string; readonly entries: readonly string[] } {
  const entries = listRunDir(runDir);
  return { scenarioName: scenarioAmong(runDir, entries, given), entries };
}

function scenarioAmong(runDir: string, entries: readonly string[], given: string | undefined): string {
  if (given !== undefined) {
    if (!entries.includes(`${given}.jsonl`)) {
      throw new InputError(`${runDir}: no event log ${given}.jsonl for scenario '${given}'`);
    }
    return given;
  }
  const logs = entries.filter((name) => name.endsWith(".jsonl")).sort();
  // a FIFO or directory named *.jsonl is never a candidate (firstLine refuses to open it without
  // blocking); when it is the only one, reading it below says precisely what it is
  const logsNotSidecars = logs.filter((name) => !KNOWN_SIDECARS.has(name));
  // the only log is the run's whether or not it starts well (see below): its first line is parsed
  // once, by the reader, not here too
  if (logsNotSidecars.length === 1) return (logsNotSidecars[0] as string).slice(0, -".jsonl".length);
  const candidates: string[] = [];
  for (const name of logsNotSidecars) {
    if (startsWithSimulationStarted(path.join(runDir, name))) candidates.push(name.slice(0, -".jsonl".length));
  }
  if (candidates.length === 1) return candidates[0] as string;
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

/**
 * Reads and validates the run's event log. Read without zod; a line the generated checkers reject
 * (rare: the log is broken) has the log read again with zod's explaining parser, loaded then, so
 * the error names the field exactly as zod does.
 */
export async function loadRun(runDir: string, scenarioName: string, keep?: EventSelection): Promise<LoadedRun> {
  const logPath = path.join(runDir, `${scenarioName}.jsonl`);
  let log: { events: AgentEvent[]; sha256: string; warnings: string[] };
  try {
    try {
      log = readEventLog(logPath, keep);
    } catch (error) {
      if (!(error instanceof InvalidEventLine)) throw error;
      const { EventLogParser } = await import("../core/event-log.js");
      log = readEventLog(logPath, keep, new EventLogParser(logPath));
    }
  } catch (error) {
    throw fsInputError(error, logPath, "read the event log");
  }
  const { events, sha256, warnings } = log;
  return { ...describeRun(runDir, scenarioName, logPath, events, sha256), logWarnings: warnings };
}
