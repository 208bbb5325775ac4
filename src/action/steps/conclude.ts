/**
 * The end of the steps: what they found, as plain data, becomes the step's outputs, its failure
 * (if any) and the result `run()` returns. `conclude` decides (pure); `settle` is the one place
 * that tells the runner (`core.setOutput`, `core.setFailed`).
 *
 * Precedence of the failure: a gated regression (the diff's decision), then metric or grader
 * evaluations that failed on trials, then runs that could not be evaluated.
 */
import * as core from "@actions/core";
import type { DiffResult } from "../../diff/diff.js";
import type { Comparison } from "./compare.js";
import type { EvaluatedOnly, EvaluationProblems } from "./evaluate.js";
import type { PublishedReport } from "./publish.js";

/** What `run()` decided, for in-process tests (outputs carry the same facts). */
export interface ActionResult {
  readonly verdict: string;
  readonly reportPath: string;
  readonly diff: DiffResult | undefined;
  readonly failed: boolean;
  readonly comment: string | undefined;
  readonly summary: string | undefined;
}

/** The steps' findings: mode evaluate stops after the first; the other modes compare and publish. */
export type StepsOutcome =
  | { readonly evaluation: EvaluatedOnly }
  | {
      readonly evaluation: EvaluationProblems;
      readonly comparison: Pick<Comparison, "diff" | "reportPath">;
      readonly report: PublishedReport;
    };

/** Step outputs, in the order they are set. */
export type Outputs = readonly (readonly [name: string, value: string])[];

export interface Conclusion {
  readonly outputs: Outputs;
  /** The step's failure message; undefined: the step succeeds. */
  readonly failure: string | undefined;
  readonly result: ActionResult;
}

function diffJson(diff: DiffResult | undefined): string {
  if (diff === undefined) return "null";
  const full = JSON.stringify(diff);
  // Step outputs are capped at 1 MiB: drop the per-round flip tables before anything else.
  return full.length < 900_000 ? full : JSON.stringify({ ...diff, metrics: diff.metrics.map((m) => ({ ...m, flips: null })) });
}

function regressionsOf(diff: DiffResult | undefined): string[] {
  return diff === undefined ? [] : diff.metrics.filter((m) => m.verdict === "regression").map((m) => m.metric);
}

const trialFailures = (n: number): string => `${n} metric or grader evaluation(s) failed on trials; see the errors above (the reports are still written)`;

/** The gate's failure, worded from the diff's decision; undefined when the gate passes (or there is no diff). */
function gateFailure(diff: DiffResult | undefined, verdict: string): string | undefined {
  if (diff?.decision.fail !== true) return undefined;
  const { failOn, failing } = diff.decision;
  return `agent-eval: gated ${failOn === "possible-regression" ? "possible " : ""}regression in ${failing.map((m) => `${m.metric} (${m.deltaText ?? "?"})`).join(", ") || verdict}`;
}

/** Outputs, failure and result from what the steps found (pure). */
export function conclude(outcome: StepsOutcome): Conclusion {
  if (!("comparison" in outcome)) {
    const { reportPath, notEvaluated, failedOnTrials } = outcome.evaluation;
    const failure =
      failedOnTrials > 0 ? trialFailures(failedOnTrials) : notEvaluated > 0 ? `${notEvaluated} run(s) could not be evaluated; see the errors above` : undefined;
    return {
      // every documented output is set in every mode: no baseline here, so no diff (as documented: `null`, none regressed)
      outputs: [
        ["report-path", reportPath],
        ["verdict", "evaluated"],
        ["diff-json", "null"],
        ["regressions", ""],
      ],
      failure,
      result: { verdict: "evaluated", reportPath, diff: undefined, failed: failure !== undefined, comment: undefined, summary: undefined },
    };
  }
  const { evaluation, comparison, report } = outcome;
  const { diff, reportPath } = comparison;
  const verdict = diff?.overall ?? "no_baseline";
  const failure =
    gateFailure(diff, verdict) ??
    (evaluation.failedOnTrials > 0
      ? trialFailures(evaluation.failedOnTrials)
      : evaluation.notEvaluated > 0
        ? "Some runs could not be evaluated; see the errors above"
        : undefined);
  return {
    outputs: [
      ["verdict", verdict],
      ["report-path", reportPath],
      ["diff-json", diffJson(diff)],
      ["regressions", regressionsOf(diff).join(",")],
    ],
    failure,
    result: { verdict, reportPath, diff, failed: failure !== undefined, comment: report.comment, summary: report.summary },
  };
}

/** Tell the runner: set the outputs, then fail the step when there is a failure. The only caller of setOutput/setFailed. */
export function settle({ outputs, failure }: Pick<Conclusion, "outputs" | "failure">): void {
  for (const [name, value] of outputs) core.setOutput(name, value);
  if (failure !== undefined) core.setFailed(failure);
}
