/**
 * The event-log parser with zod's explanations: EventLineParser (src/core/event-lines.ts), whose
 * generated checkers reject an invalid core event, and zod's first issue naming its field. The
 * evaluation reads logs with EventLineParser and imports this module only for a rejected line;
 * the library and the testing kit parse through EventLogParser, synchronously.
 */
import type { z } from "zod";
import { EventLogError } from "./errors.js";
import { coreEventSchemas } from "./event-schemas.js";
import { EventLineParser, InvalidEventLine } from "./event-lines.js";
import type { AgentEvent } from "./events.js";
import { coreEventChecks } from "./generated/event-checks.js";
import { coercePydanticLax } from "./pydantic-lax.js";
import { firstIssue } from "./schema-issue.js";

/**
 * The EventLogError zod's schema gives the rejected line (its first issue: field and message),
 * thrown; or the event zod's output holds, should zod accept what the checker rejected (they
 * accept the same events, which tests/core/fast-validate.test.ts checks, so this does not happen).
 */
export function explainInvalidEvent(invalid: InvalidEventLine): AgentEvent {
  // GlossoGen's pydantic reads `"round_number": "2"` or `"success": 1` in lax mode: coerce its
  // fields as it does, and a line that then passes the checker is read (src/core/pydantic-lax.ts)
  if (coercePydanticLax(invalid.eventType, invalid.record) && coreEventChecks.get(invalid.eventType)?.(invalid.record) === true) {
    return invalid.record as unknown as AgentEvent;
  }
  const schema: z.ZodType = coreEventSchemas[invalid.eventType];
  // zod's records skip a `__proto__` key that the checker (and GlossoGen's pydantic) validates:
  // zod sees it under a stand-in name, and the field is named with the real one
  const plain = schema.safeParse(invalid.record);
  const parsed = plain.success ? schema.safeParse(renameProtoKeys(invalid.record)) : plain;
  if (!parsed.success) {
    const { field, message: issue } = firstIssue(parsed.error);
    const message = eventIssueMessage(issue);
    throw new EventLogError(invalid.file, invalid.lineNumber, field?.split(".").map((k) => (k === PROTO_STAND_IN ? "__proto__" : k)).join("."), `invalid ${invalid.eventType} event: ${message}`);
  }
  return (plain as { data: unknown }).data as AgentEvent;
}

const PROTO_STAND_IN = "\u0000__proto__";

/** zod's words for an int past ±(2^53 - 1), which GlossoGen (Python ints) reads and a double cannot hold. */
const UNSAFE_INT = /^Too (big|small): expected int to be [<>]=-?9007199254740991$/;
const UNSAFE_INT_MESSAGE =
  "an integer beyond ±9007199254740991 (2^53 - 1), which agent-eval cannot hold exactly (a JavaScript number is a double), so it refuses the log; GlossoGen's Python ints read it";

/** The words an event-log error gives for zod's first issue: zod's own, but for an int past 2^53. */
export function eventIssueMessage(zodMessage: string): string {
  return UNSAFE_INT.test(zodMessage) ? UNSAFE_INT_MESSAGE : zodMessage;
}

/** A copy in which every own `__proto__` key is called PROTO_STAND_IN (the value is the same when there is none). */
function renameProtoKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.some((v) => v !== null && typeof v === "object") ? value.map(renameProtoKeys) : value;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === "__proto__" ? PROTO_STAND_IN : k, renameProtoKeys(v)]));
}

/** Parses event-log lines, throwing an EventLogError naming file, line and field for an invalid one. */
export class EventLogParser extends EventLineParser {
  /** Parse one line (without its newline). Returns `undefined` for a blank line. */
  override parseLine(line: string, lineNumber: number, surrogateEscape = true): AgentEvent | undefined {
    try {
      return super.parseLine(line, lineNumber, surrogateEscape);
    } catch (error) {
      if (error instanceof InvalidEventLine) return explainInvalidEvent(error);
      throw error;
    }
  }
}
