/**
 * The logging surface the GitHub adapters use. The action passes a `@actions/core`-backed logger;
 * tests pass a recording one, so adapters never need `vi.mock('@actions/core')`.
 */
import * as core from "@actions/core";
import { oneLine } from "../core/printable.js";

export interface Logger {
  readonly debug: (message: string) => void;
  readonly info: (message: string) => void;
  /** A notice annotation: an expected state the user should see (no baseline, stale run skipped). */
  readonly notice: (message: string) => void;
  readonly warning: (message: string) => void;
  readonly error: (message: string) => void;
}

export const coreLogger: Logger = {
  debug: (message) => core.debug(message),
  // info is written to stdout as it is (the others go through workflow commands, which escape
  // newlines): one message, one line, so a path in it cannot start a workflow command
  info: (message) => core.info(oneLine(message)),
  notice: (message) => core.notice(message),
  warning: (message) => core.warning(message),
  error: (message) => core.error(message),
};

/**
 * `log` with every message passed through `redact` first: the github-token and the judge keys
 * must not reach the log even when a hostile API or report echoes them in an error message.
 */
export function redactingLogger(log: Logger, redact: (message: string) => string): Logger {
  return {
    debug: (message) => log.debug(redact(message)),
    info: (message) => log.info(redact(message)),
    notice: (message) => log.notice(redact(message)),
    warning: (message) => log.warning(redact(message)),
    error: (message) => log.error(redact(message)),
  };
}

/** A logger that drops everything (default for library-style calls). */
export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  notice: () => undefined,
  warning: () => undefined,
  error: () => undefined,
};
