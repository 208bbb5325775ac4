/** An input problem the user must fix: the CLI maps it to exit status 2 and writes nothing. */
export declare class InputError extends Error {
    readonly name: string;
}
/** A problem in one line of an input file: `file:line: field 'x': detail` (field when known). */
export declare class LineInputError extends InputError {
    readonly file: string;
    readonly line: number;
    readonly field: string | undefined;
    readonly detail: string;
    readonly name: string;
    constructor(file: string, line: number, field: string | undefined, detail: string);
}
/** A problem in one line of an event log, located by file, line and (when known) field. */
export declare class EventLogError extends LineInputError {
    readonly name = "EventLogError";
}
/**
 * A config problem naming the path of the bad field (`graders.correctness.params.threshold`); the
 * message is `field: problem` (just the problem when the field is ""). Each config layer has its
 * own subclass, because a relative field (a metric's option) is re-rooted where it is caught.
 */
export declare class FieldConfigError extends Error {
    readonly field: string;
    readonly problem: string;
    readonly name: string;
    constructor(field: string, problem: string);
}
/**
 * A file agent-eval writes (a report, a sidecar, a log) could not be written: a full disk, no
 * permission, a directory in its place. Not the metric's fault, so it is never recorded as a failed
 * metric: the run is not evaluated (exit status 2) and the message names the file.
 */
export declare class OutputError extends InputError {
    readonly name: string;
}
/**
 * The exit status of a bug in agent-eval: neither 1 (a metric or the gate failed: a CI job must not
 * read a crash as a regression) nor 2 (the user's input is wrong).
 */
export declare const EXIT_INTERNAL_ERROR = 3;
/**
 * Whether an error that reached the top is a bug rather than a failure agent-eval anticipated:
 * what the engine throws (a TypeError reading a property of undefined, a RangeError, a JSON
 * SyntaxError no validation caught) or a thrown non-Error. agent-eval's own failures (a judge that
 * failed, a missing API key) are Errors of their own kinds or plain Errors with a message.
 */
export declare function isInternalError(error: unknown): boolean;
