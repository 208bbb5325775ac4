/** An input problem the user must fix: the CLI maps it to exit status 2 and writes nothing. */
export class InputError extends Error {
  override readonly name: string = "InputError";
}

/** A problem in one line of an event log, located by file, line and (when known) field. */
export class EventLogError extends InputError {
  override readonly name = "EventLogError";
  constructor(
    readonly file: string,
    readonly line: number,
    readonly field: string | undefined,
    readonly detail: string,
  ) {
    super(`${file}:${line}: ${field === undefined ? "" : `field '${field}': `}${detail}`);
  }
}

/**
 * A file agent-eval writes (a report, a sidecar, a log) could not be written: a full disk, no
 * permission, a directory in its place. Not the metric's fault, so it is never recorded as a failed
 * metric: the run is not evaluated (exit status 2) and the message names the file.
 */
export class OutputError extends InputError {
  override readonly name: string = "OutputError";
}
