/**
 * Line-level parsing of a GlossoGen JSONL event log, without zod. Pure: the caller streams lines
 * in (so a large log is never one string) and gets validated events out.
 *
 * Reproduces upstream's loader (spec §1.2): blank lines skipped, `round_number` backfilled from
 * the last `round_advanced`, `message.round_number` and `sender_display_name` backfilled.
 *
 * Lines are checked by the checkers generated from the zod schemas (src/core/generated/event-checks.ts),
 * which accept exactly what the schemas accept. A line they reject throws InvalidEventLine: the
 * caller explains it with zod (explainInvalidEvent in src/core/event-log.ts, which the evaluation
 * imports only then), so an evaluation of valid logs never loads zod.
 */
import { describeJsonSyntaxError } from "./json-error.js";
import { EventLogError } from "./errors.js";
import type { AgentEvent, CoreEventType, OpaqueEvent } from "./events.js";
import { coreEventChecks } from "./generated/event-checks.js";
import { isIsoDatetime, pydanticDatetime } from "./py-datetime.js";
import { ORJSON_MAX_DEPTH, loneSurrogatePath, nestsDeeperThan, roundNumberIsIntegerLiteral, stripAsciiWhitespace } from "./orjson-lines.js";

/** A `\uD800`-`\uDFFF` escape: JSON.parse accepts one without its pair, orjson does not. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** Whether `line` holds at least `n` of `[` and `{` together (few indexOf calls on a usual line). */
function hasOpeners(line: string, n: number): boolean {
  let count = 0;
  for (const opener of ["{", "["]) {
    for (let i = line.indexOf(opener); i !== -1; i = line.indexOf(opener, i + 1)) if (++count >= n) return true;
  }
  return false;
}

/**
 * A core event the generated checker rejected, before zod named the field: not an input error
 * yet. `record` is the line's object as the checker left it (backfills and defaults filled in),
 * which is what zod re-validates.
 */
export class InvalidEventLine extends Error {
  override readonly name = "InvalidEventLine";
  constructor(
    readonly file: string,
    readonly lineNumber: number,
    readonly eventType: CoreEventType,
    readonly record: Record<string, unknown>,
  ) {
    super(`${file}:${lineNumber}: invalid ${eventType} event (not yet explained by its schema)`);
  }
}

export class EventLineParser {
  private runningRound = 0;

  constructor(private readonly file: string) {}

  /**
   * Parse one line (without its newline). Returns `undefined` for a blank line. A reader that
   * knows the line holds no `\\u` (src/node/read-run.ts finds them per chunk of bytes) passes
   * `surrogateEscape: false` and saves the search for a lone surrogate escape.
   */
  parseLine(line: string, lineNumber: number, surrogateEscape = true): AgentEvent | undefined {
    // Nearly every line starts with "{" and ends with "}": strip (a copy) only when an end could be
    // whitespace. GlossoGen strips with bytes.strip(): ASCII whitespace only, so a BOM or a
    // no-break space at an end is left for the JSON parser to refuse, as orjson refuses it.
    const first = line.charCodeAt(0);
    const last = line.charCodeAt(line.length - 1);
    let trimmed = line;
    if (!(first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f)) {
      trimmed = stripAsciiWhitespace(line);
      if (trimmed === "") return undefined;
      if (trimmed.charCodeAt(0) === 0xfeff) {
        throw new EventLogError(this.file, lineNumber, undefined, "starts with a byte-order mark (BOM); GlossoGen's reader (orjson) refuses it: save the log as UTF-8 without a BOM");
      }
    }
    let raw: unknown;
    try {
      raw = JSON.parse(trimmed);
    } catch (error) {
      throw new EventLogError(this.file, lineNumber, undefined, `malformed JSON (${describeJsonSyntaxError(error, trimmed)})`);
    }
    // orjson refuses two documents JSON.parse reads: nesting past its limit, and a lone surrogate
    // escape. Each is looked for only where the line could hold one.
    if (trimmed.length > 2 * ORJSON_MAX_DEPTH && hasOpeners(trimmed, ORJSON_MAX_DEPTH + 1) && nestsDeeperThan(trimmed, ORJSON_MAX_DEPTH)) {
      throw new EventLogError(this.file, lineNumber, undefined, `arrays/objects nested more than ${ORJSON_MAX_DEPTH} levels deep; GlossoGen's reader (orjson) refuses such a line`);
    }
    if (surrogateEscape && SURROGATE_ESCAPE.test(trimmed)) {
      const field = loneSurrogatePath(raw);
      if (field !== undefined) {
        throw new EventLogError(this.file, lineNumber, field === "" ? undefined : field, "a \\uD800-\\uDFFF escape without its pair (a lone surrogate, not valid Unicode); GlossoGen's reader (orjson) refuses it");
      }
    }
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      throw new EventLogError(this.file, lineNumber, undefined, "expected a JSON object");
    }
    const record = raw as Record<string, unknown>;
    const eventType = record.event_type;
    if (typeof eventType !== "string") {
      throw new EventLogError(this.file, lineNumber, "event_type", "missing or not a string");
    }
    // GlossoGen takes the running round only from an int: `"round_number": 3.0` is a float to orjson
    if (eventType === "round_advanced") {
      const round = record.round_number;
      if (Number.isInteger(round) && roundNumberIsIntegerLiteral(trimmed)) this.runningRound = round as number;
      // Python's bool is an int: isinstance(True, int), and pydantic later reads True as 1
      else if (typeof round === "boolean") this.runningRound = round ? 1 : 0;
    }
    if (!("round_number" in record)) record.round_number = this.runningRound;
    // Upstream assigns a random uuid; a deterministic stand-in keeps reports pure.
    if (!("event_id" in record)) record.event_id = `line-${lineNumber}`;

    // one Map lookup per line: keyed lookups on an object with the event type (a fresh string from
    // JSON.parse) cost a visible share of the reading time, looked up twice
    const fastCheck = coreEventChecks.get(eventType);
    if (fastCheck === undefined) {
      if (!Number.isInteger(record.round_number)) {
        throw new EventLogError(this.file, lineNumber, "round_number", "must be an integer");
      }
      if (typeof record.event_id !== "string") {
        throw new EventLogError(this.file, lineNumber, "event_id", "must be a string");
      }
      // a scenario's events are GlossoGen EventBase subclasses: their timestamp is a datetime too
      if (record.timestamp !== undefined && !isIsoDatetime(record.timestamp)) {
        const read = pydanticDatetime(record.timestamp);
        if (!read.ok) throw new EventLogError(this.file, lineNumber, "timestamp", `invalid ${eventType} event: ${read.message}`);
        record.timestamp = read.iso;
      }
      record.opaque = true;
      return record as unknown as OpaqueEvent;
    }
    if (eventType === "message_sent") {
      const message = record.message;
      if (typeof message === "object" && message !== null && !Array.isArray(message)) {
        const m = message as Record<string, unknown>;
        if (!("round_number" in m)) m.round_number = record.round_number;
        if (!("sender_display_name" in m)) m.sender_display_name = m.sender_agent_id;
      }
    }
    // Valid lines (nearly all) pass the generated check; zod explains the invalid ones.
    // (pydantic's lax readings, `"round_number": "2"` or `"success": 1`, are applied to a rejected
    // line by explainInvalidEvent, src/core/event-log.ts, before zod names a field)
    if (fastCheck(record)) return record as unknown as AgentEvent;
    throw new InvalidEventLine(this.file, lineNumber, eventType as CoreEventType, record);
  }
}
