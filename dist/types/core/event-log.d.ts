import { EventLineParser, InvalidEventLine } from "./event-lines.js";
import type { AgentEvent } from "./events.js";
/**
 * The EventLogError zod's schema gives the rejected line (its first issue: field and message),
 * thrown; or the event zod's output holds, should zod accept what the checker rejected (they
 * accept the same events, which tests/core/fast-validate.test.ts checks, so this does not happen).
 */
export declare function explainInvalidEvent(invalid: InvalidEventLine): AgentEvent;
/** The words an event-log error gives for zod's first issue: zod's own, but for an int past 2^53. */
export declare function eventIssueMessage(zodMessage: string): string;
/** Parses event-log lines, throwing an EventLogError naming file, line and field for an invalid one. */
export declare class EventLogParser extends EventLineParser {
    /** Parse one line (without its newline). Returns `undefined` for a blank line. */
    parseLine(line: string, lineNumber: number, surrogateEscape?: boolean): AgentEvent | undefined;
}
