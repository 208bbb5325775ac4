/** An input problem the user must fix: the CLI maps it to exit status 2 and writes nothing. */
export class InputError extends Error {
  override readonly name: string = "InputError";
}

/** A problem in one line of an input file: `file:line: field 'x': detail` (field when known). */
export class LineInputError extends InputError {
  override readonly name: string = "LineInputError";
  constructor(
    readonly file: string,
    readonly line: number,
    readonly field: string | undefined,
    readonly detail: string,
  ) {
    super(`${file}:${line}: ${field === undefined ? "" : `field '${field}': `}${detail}`);
  }
}

/** A problem in one line of an event log, located by file, line and (when known) field. */
export class EventLogError extends LineInputError {
  override readonly name = "EventLogError";
}

/**
 * A config problem naming the path of the bad field (`graders.correctness.params.threshold`); the
 * message is `field: problem` (just the problem when the field is ""). Each config layer has its
 * own subclass, because a relative field (a metric's option) is re-rooted where it is caught.
 */
export class FieldConfigError extends Error {
  override readonly name: string = "FieldConfigError";
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(field === "" ? problem : `${field}: ${problem}`);
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
