/**
 * Scoring a trial dataset with NeMo's protocol: every (trial, metric) pair of a task runs at most
 * `concurrency` at once; a `failed` trial runs no metric (a failed attempt, never graded), a
 * `partial` one runs them all. A metric that throws, or whose result fails validation, fails on
 * that trial with the message (recorded, never a crash), except a fatal judge error (a replay
 * miss), which stops the run with its explanation so a replayed grade never quietly changes.
 *
 * Then the OpenJudge graders (when configured) grade the trials that did not fail, and each
 * trial's views are reduced from its metric and grader scores.
 */
import { defineOwn } from "../core/own-keys.js";
import { MAX_OUTPUT_CHARS, type CallBound } from "../core/call-bound.js";
import { thrownText } from "../core/thrown-text.js";
import { plainNumbers } from "../core/json-format.js";
import { createLimiter } from "../judge/limit.js";
import { isFatalJudgeError } from "../metrics/judge/judge-call.js";
import type { GraderOutput } from "../graders/contract.js";
import type { CandidateEvidence, MetricInput } from "./contract.js";
import type { PlannedMetric, TaskPlan } from "./config.js";
import type { TrialRecord } from "./dataset.js";
import type { ScoreValue, TrialEntry } from "./summary.js";
import { validateMetricResult } from "./validate.js";
import { computeView } from "./views.js";

export interface GraderRun {
  /** Grades the rows (dataset lines) of the trials that did not fail. */
  readonly run: (rows: readonly Readonly<Record<string, unknown>>[]) => Promise<{ results: Record<string, GraderOutput[]>; scores: Array<Record<string, number>> }>;
}

export interface GradeTrialsOptions {
  readonly trials: readonly TrialRecord[];
  readonly plans: ReadonlyMap<string, TaskPlan>;
  /** Opens a trial's evidence (null when it has none). */
  readonly openEvidence: (trial: TrialRecord) => CandidateEvidence | null;
  /** The rows OpenJudge's mappers see (evidence traces loaded); default: the dataset line. */
  readonly graderRow?: (trial: TrialRecord) => Promise<Readonly<Record<string, unknown>>>;
  readonly concurrency: number;
  readonly graders?: GraderRun;
  /** The metrics that are user code (a module metric, a factory that is not built in); default none. */
  readonly isUserCode?: (metric: PlannedMetric) => boolean;
  /** The time limit on the metrics that are user code. */
  readonly bound?: CallBound;
  /** Removes secrets from a rejected output's repr before the error message cuts it (default: none). */
  readonly redact?: (text: string) => string;
}

/** The first output too long for the report, as a message naming it, the metric and the trial; undefined when all fit. */
function oversizedOutput(outputs: readonly { name: string; value: ScoreValue }[], metric: string, trialId: string): string | undefined {
  for (const output of outputs) {
    if (typeof output.value !== "string" && (typeof output.value !== "object" || output.value === null)) continue;
    let size: number;
    try {
      size = typeof output.value === "string" ? output.value.length : (JSON.stringify(output.value) ?? "").length;
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      size = Number.POSITIVE_INFINITY;
    }
    if (size > MAX_OUTPUT_CHARS) {
      const length = Number.isFinite(size) ? `${size} characters` : "longer than the longest JavaScript string";
      return `output '${output.name}' of metric '${metric}' on trial '${trialId}' is ${length}, over the ${MAX_OUTPUT_CHARS}-character limit of a report value`;
    }
  }
  return undefined;
}

export interface GradeTrialsResult {
  /** One entry per trial, in dataset order. */
  readonly entries: TrialEntry[];
  /** `{<grader or aggregator>: [one result per trial (null for a failed trial)]}`. */
  readonly results: Record<string, Array<GraderOutput | null>>;
}

/** A metric's input; `numbers: "plain"` makes the dataset's values plain JS numbers (for user code). */
function metricInput(trial: TrialRecord, evidence: CandidateEvidence | null, numbers: "python" | "plain"): MetricInput {
  const data = { reference: trial.reference, inputs: trial.inputs, task: trial.task, trial: trial.trial };
  // NeMo's sample merges trial.metadata with output.metadata, and is empty when the trial has no output
  const metadata = trial.hasCandidate ? { ...trial.trial.metadata, ...trial.candidateMetadata } : {};
  return {
    row: { rowIndex: trial.rowIndex, data: numbers === "plain" ? plainNumbers(data) : data },
    candidate: {
      outputText: trial.outputText,
      response: numbers === "plain" ? plainNumbers(trial.response) : trial.response,
      metadata: numbers === "plain" ? plainNumbers(metadata) : metadata,
      evidence,
    },
  };
}

function errorText(error: unknown): string {
  return thrownText(error, { emptyAsName: true });
}

type MetricOutcome = { readonly ok: true; readonly outputs: readonly { name: string; value: ScoreValue }[] } | { readonly ok: false; readonly error: string };

export async function gradeTrials(options: GradeTrialsOptions): Promise<GradeTrialsResult> {
  const limit = createLimiter(options.concurrency);
  const outcomes: Array<Map<string, MetricOutcome>> = options.trials.map(() => new Map<string, MetricOutcome>());
  const jobs: Promise<void>[] = [];
  options.trials.forEach((trial, i) => {
    if (trial.trial.status === "failed") return;
    const plan = options.plans.get(trial.task.id);
    if (plan === undefined) throw new Error(`internal error: no plan for task '${trial.task.id}'`);
    let evidence: CandidateEvidence | null | undefined;
    for (const planned of plan.metrics) {
      jobs.push(
        limit(async (): Promise<MetricOutcome> => {
          try {
            evidence ??= options.openEvidence(trial);
            const userCode = options.isUserCode?.(planned) === true;
            // User JavaScript gets the numbers JSON.parse gives (a whole float a plain number, not a
            // PyFloat object that `===` and `typeof` would not take for a number); the built-ins
            // keep Python's kinds to print what upstream prints.
            const input = metricInput(trial, evidence, userCode ? "plain" : "python");
            const bound = options.bound;
            const result =
              bound !== undefined && userCode
                ? await bound.call(`metric '${planned.type}' on trial '${trial.trial.id}'`, () => planned.metric.computeScores(input))
                : await planned.metric.computeScores(input);
            const validated = validateMetricResult(result, planned.specs, options.redact);
            if (!validated.ok) return { ok: false, error: validated.message };
            const oversized = oversizedOutput(validated.outputs, planned.type, trial.trial.id);
            return oversized === undefined ? { ok: true, outputs: validated.outputs } : { ok: false, error: oversized };
          } catch (error) {
            if (isFatalJudgeError(error)) throw error;
            return { ok: false, error: errorText(error) };
          }
        }).then((outcome) => {
          (outcomes[i] as Map<string, MetricOutcome>).set(planned.type, outcome);
        }),
      );
    }
  });
  await Promise.all(jobs);

  const gradedIndexes = options.trials.flatMap((t, i) => (t.trial.status === "failed" ? [] : [i]));
  const results: Record<string, Array<GraderOutput | null>> = {};
  const graderScores: Array<Record<string, number>> = options.trials.map(() => ({}));
  if (options.graders !== undefined) {
    const rowOf = options.graderRow ?? ((t: TrialRecord) => Promise.resolve(t.row));
    const rows = await Promise.all(gradedIndexes.map((i) => rowOf(options.trials[i] as TrialRecord)));
    const outcome = await options.graders.run(rows);
    for (const [name, column] of Object.entries(outcome.results)) {
      const full: Array<GraderOutput | null> = options.trials.map(() => null);
      column.forEach((output, j) => {
        full[gradedIndexes[j] as number] = output;
      });
      defineOwn(results, name, full);
    }
    outcome.scores.forEach((scores, j) => {
      graderScores[gradedIndexes[j] as number] = scores;
    });
  }

  const entries = options.trials.map((trial, i): TrialEntry => {
    const plan = options.plans.get(trial.task.id) as TaskPlan;
    const scores: Record<string, ScoreValue> = {};
    const errors: Record<string, string> = {};
    if (trial.trial.status !== "failed") {
      const byType = outcomes[i] as Map<string, MetricOutcome>;
      for (const planned of plan.metrics) {
        const outcome = byType.get(planned.type);
        if (outcome === undefined) continue;
        if (outcome.ok) for (const output of outcome.outputs) scores[`${planned.type}.${output.name}`] = output.value;
        else defineOwn(errors, planned.type, outcome.error);
      }
      Object.assign(scores, graderScores[i]);
      for (const view of plan.views) {
        const value = computeView(view, scores);
        if (value !== undefined) scores[`view.${view.name}`] = value;
      }
    }
    return { row_index: trial.rowIndex, task_id: trial.task.id, trial_id: trial.trial.id, status: trial.trial.status, scores, errors };
  });
  return { entries, results };
}
