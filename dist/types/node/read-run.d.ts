import { type LoadedRun } from "../core/run.js";
import { type EventSelection } from "../metrics/event-selection.js";
/** agent-eval's own record of each evaluation, appended beside the report. */
export declare const INVOCATION_LOG = "agent_eval_invocations.jsonl";
/**
 * Stream a JSONL file, calling `onLine` per line; returns the sha256 of the bytes. The file is read
 * in 1 MiB chunks with synchronous reads (evaluation has nothing else to do meanwhile, and this
 * avoids idle time between chunks). Each line is decoded on its own, straight from the bytes:
 * decoding a whole chunk at once is several times slower, because a single non-ASCII character
 * turns the chunk into a two-byte string that every later step then pays for. A newline byte
 * never occurs inside a multi-byte UTF-8 sequence, so splitting the bytes is safe; the unfinished
 * tail of a chunk moves to the front of the buffer and the next read appends to it.
 */
export declare function streamLines(file: string, 
/** `surrogateEscape`: whether the line's bytes hold `\u` (found per chunk, not per line), so may hold a surrogate escape. */
onLine: (line: string, lineNumber: number, surrogateEscape: boolean) => void, limits?: {
    readonly chunkBytes?: number;
    readonly maxLineBytes?: number;
    /** Refuse a line that is not valid UTF-8 (EventLogError) instead of decoding it with U+FFFD. */
    readonly strictUtf8?: boolean;
}): string;
/**
 * The scenario name of a run directory: the given one, else the one `*.jsonl` whose first event
 * is `simulation_started`. Ambiguity or absence is an input error that lists the candidates.
 */
export declare function detectScenario(runDir: string, given: string | undefined): Promise<string>;
/** detectScenario, synchronously, with the directory's entries as listed (evaluation reuses them). */
export declare function scanRunDir(runDir: string, given: string | undefined): {
    readonly scenarioName: string;
    readonly entries: readonly string[];
};
/**
 * Reads and validates the run's event log. Read without zod; a line the generated checkers reject
 * (rare: the log is broken) has the log read again with zod's explaining parser, loaded then, so
 * the error names the field exactly as zod does.
 */
export declare function loadRun(runDir: string, scenarioName: string, keep?: EventSelection): Promise<LoadedRun>;
