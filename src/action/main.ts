/**
 * The action, as a short sequence of steps that return plain data (src/action/steps/):
 * prepare (read and check every input) → evaluate (this job's runs or trial datasets; mode
 * comment: download the report artifacts) → compare (baseline, diff) → publish (job summary,
 * sticky comment) → conclude (outputs, failure) → the check run → settle (tell the runner).
 * Mode evaluate stops after evaluating: its bundle is uploaded for a later job to compare.
 *
 * Fork-safe split: `mode: evaluate` under `pull_request` needs no secrets and no write access; it
 * uploads the bundle, stamped with the PR number and head sha. `mode: comment` under
 * `workflow_run` downloads it and posts, without checking out or running the PR's code. The stamp
 * is untrusted (the PR wrote it): it must match the triggering run's head sha and the PR's
 * current head before anything is posted.
 */
import * as core from "@actions/core";
import { EXIT_INTERNAL_ERROR, InputError, isInternalError } from "../core/errors.js";
import { InputValidationError } from "../github/inputs.js";
import { coreLogger, type Logger, redactingLogger } from "../github/log.js";
import { configuredApiKeys, secretRedactor } from "../node/api-keys.js";
import { compareStep } from "./steps/compare.js";
import { type ActionResult, type Conclusion, type Outputs, conclude, settle } from "./steps/conclude.js";
import { evaluateStep } from "./steps/evaluate.js";
import { publishCheckRun, publishStep } from "./steps/publish.js";
import { type ActionDeps, prepare } from "./steps/setup.js";

export type { ActionDeps, ActionResult };

/** Outputs already decided when a later step throws: they stand, and the step fails with the error. */
interface Decided {
  outputs: Outputs;
}

/** The action. Catches once: any error fails the step with its message. */
export async function run(deps: ActionDeps = {}): Promise<ActionResult | undefined> {
  // the key in use and the token never reach the log, the outputs or the failure, whatever echoed
  // them (an API's error message, a hostile report); the raw input, before it is checked
  const token = githubTokenInput(deps);
  const redact = secretRedactor([
    ...configuredApiKeys(process.env),
    ...(deps.env === undefined ? [] : configuredApiKeys(deps.env)),
    ...configuredApiKeys({ GITHUB_TOKEN: token }),
  ]);
  const log = redactingLogger(deps.log ?? coreLogger, redact);
  const decided: Decided = { outputs: [] };
  try {
    const conclusion = await runSteps(deps, log, decided);
    // settling writes them; should that throw, the catch below only fails the step
    decided.outputs = [];
    settle({ ...conclusion, outputs: redactOutputs(conclusion.outputs, redact), failure: conclusion.failure === undefined ? undefined : redact(conclusion.failure) });
    return conclusion.result;
  } catch (error) {
    const internal = isInternalError(error);
    const message = error instanceof Error ? error.message : String(error);
    settle({ outputs: redactOutputs(withErrorOutputs(decided.outputs), redact), failure: redact(internal ? `internal error: ${message} (most likely a bug in agent-eval: please report it)` : message) });
    // docs/faults.md's exit statuses hold for the Action too: an input problem is 2, a bug 3 (setFailed makes every failure 1)
    if (error instanceof InputValidationError || error instanceof InputError) process.exitCode = 2;
    else if (internal) process.exitCode = EXIT_INTERNAL_ERROR;
    return undefined;
  }
}

/** The github-token input as given (unchecked; empty when reading inputs fails: that failure is reported by the steps). */
function githubTokenInput(deps: ActionDeps): string {
  try {
    return (deps.getInput ?? ((name: string) => core.getInput(name)))("github-token").trim();
  } catch {
    return "";
  }
}

/**
 * Every documented output is set on a failed step too, so a later step's `if:` reads `error`
 * rather than an empty verdict: what was decided before the failure stands, the rest is
 * `verdict: error`, `diff-json: null`, no regressions and (nothing evaluated) an empty report-path.
 */
function withErrorOutputs(decided: Outputs): Outputs {
  const defaults: Outputs = [
    ["verdict", "error"],
    ["report-path", ""],
    ["diff-json", "null"],
    ["regressions", ""],
  ];
  const names = new Set(decided.map(([name]) => name));
  return [...decided, ...defaults.filter(([name]) => !names.has(name))];
}

function redactOutputs(outputs: Outputs, redact: (text: string) => string): Outputs {
  return outputs.map(([name, value]) => [name, redact(value)]);
}

async function runSteps(deps: ActionDeps, log: Logger, decided: Decided): Promise<Conclusion> {
  const setup = await prepare(deps, log);
  const evaluation = await evaluateStep(setup);
  if (evaluation.kind === "evaluated") return conclude({ evaluation });
  // the bundle evaluated (and uploaded) here is the report-path even if comparing or publishing fails
  if (evaluation.kind === "bundles" && evaluation.evaluatedHere) decided.outputs = [["report-path", evaluation.reportPath]];
  const comparison = await compareStep(setup, evaluation);
  const report = await publishStep(setup, evaluation, comparison);
  const conclusion = conclude({ evaluation, comparison, report });
  // the check run reports this conclusion; its outputs stand should reporting it fail
  decided.outputs = conclusion.outputs;
  await publishCheckRun(setup, comparison, conclusion.failure, report);
  return conclusion;
}
