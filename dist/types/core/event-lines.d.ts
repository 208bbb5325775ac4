import type { AgentEvent, CoreEventType } from "./events.js";
/**
 * A core event the generated checker rejected, before zod named the field: not an input error
 * yet. `record` is the line's object as the checker left it (backfills and defaults filled in),
 * which is what zod re-validates.
 */
export declare class InvalidEventLine extends Error {
    readonly file: string;
    readonly lineNumber: number;
    readonly eventType: CoreEventType;
    readonly record: Record<string, unknown>;
    readonly name = "InvalidEventLine";
    constructor(file: string, lineNumber: number, eventType: CoreEventType, record: Record<string, unknown>);
}
export declare class EventLineParser {
    private readonly file;
    private runningRound;
    constructor(file: string);
    /**
     * Parse one line (without its newline). Returns `undefined` for a blank line. A reader that
     * knows the line holds no `\\u` (src/node/read-run.ts finds them per chunk of bytes) passes
     * `surrogateEscape: false` and saves the search for a lone surrogate escape.
     */
    parseLine(line: string, lineNumber: number, surrogateEscape?: boolean): AgentEvent | undefined;
}
