/** An input problem the user must fix: the CLI maps it to exit status 2 and writes nothing. */
export declare class InputError extends Error {
    readonly name: string;
}
/** A problem in one line of an event log, located by file, line and (when known) field. */
export declare class EventLogError extends InputError {
    readonly file: string;
    readonly line: number;
    readonly field: string | undefined;
    readonly detail: string;
    readonly name = "EventLogError";
    constructor(file: string, line: number, field: string | undefined, detail: string);
}
/**
 * A file agent-eval writes (a report, a sidecar, a log) could not be written: a full disk, no
 * permission, a directory in its place. Not the metric's fault, so it is never recorded as a failed
 * metric: the run is not evaluated (exit status 2) and the message names the file.
 */
export declare class OutputError extends InputError {
    readonly name: string;
}
