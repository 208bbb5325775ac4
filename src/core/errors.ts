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

/**
 * The exit status of a bug in agent-eval: neither 1 (a metric or the gate failed: a CI job must not
 * read a crash as a regression) nor 2 (the user's input is wrong).
 */
export const EXIT_INTERNAL_ERROR = 3;

const ENGINE_ERRORS: ReadonlySet<string> = new Set(["TypeError", "RangeError", "ReferenceError", "SyntaxError", "EvalError", "URIError"]);

/**
 * Whether an error that reached the top is a bug rather than a failure agent-eval anticipated:
 * what the engine throws (a TypeError reading a property of undefined, a RangeError, a JSON
 * SyntaxError no validation caught) or a thrown non-Error. agent-eval's own failures (a judge that
 * failed, a missing API key) are Errors of their own kinds or plain Errors with a message.
 */
export function isInternalError(error: unknown): boolean {
  // by name, not instanceof: an error made in another realm (a vm context) is no instance of ours
  if (typeof error !== "object" || error === null || typeof (error as { message?: unknown }).message !== "string") return true;
  // fetch's TypeError("fetch failed") carries the system error (ECONNREFUSED…): the network, not a bug
  const cause = (error as { cause?: unknown }).cause;
  if (typeof cause === "object" && cause !== null && typeof (cause as { code?: unknown }).code === "string") return false;
  return ENGINE_ERRORS.has((error as { name?: unknown }).name as string);
}
