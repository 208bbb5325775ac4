import { type AgentEvent } from "./events.js";
export declare class EventLogParser {
    private readonly file;
    private runningRound;
    private eventCount;
    constructor(file: string);
    /** Parse one line (without its newline). Returns `undefined` for a blank line. */
    parseLine(line: string, lineNumber: number): AgentEvent | undefined;
    get eventsParsed(): number;
}
