/**
 * The `agent-eval` check run on the pull request's head commit: what branch protection can require.
 *
 * Why a check run and not only the job's own status: in the fork-safe setup the verdict is reached
 * in a `workflow_run` workflow, whose jobs GitHub does not list among the pull request's checks, so
 * nothing there could be required. A check run created through the API on the PR's head commit is
 * listed (under its name, stable across modes), so "agent-eval" can be made a required check in
 * every mode. It carries the verdict, a link to the job summary and one annotation per regressed
 * metric (check-run annotations need a file: they point at the workflow file that runs the gate).
 */
import type { DiffResult, MetricDiff } from "../diff/diff.js";
import { escapeMarkdown } from "../report/escape-markdown.js";
import { confidencePercent } from "../report/render-model.js";
import type { Octokit } from "./comment.js";
import type { Logger } from "./log.js";

/** GitHub accepts at most 50 annotations per request. */
export const MAX_CHECK_ANNOTATIONS = 50;
/** The output summary's limit (characters). */
const MAX_SUMMARY = 65_535;

export type CheckConclusion = "success" | "failure" | "neutral";

export interface CheckAnnotation {
  readonly path: string;
  readonly start_line: number;
  readonly end_line: number;
  readonly annotation_level: "failure" | "warning" | "notice";
  readonly title: string;
  readonly message: string;
}

export interface CheckRunReport {
  readonly name: string;
  readonly headSha: string;
  readonly conclusion: CheckConclusion;
  readonly title: string;
  readonly summary: string;
  readonly detailsUrl: string | undefined;
  readonly annotations: readonly CheckAnnotation[];
}

const VERDICT_WORDS: Readonly<Record<string, string>> = {
  regression: "regression",
  possible_regression: "possible regression",
  improvement: "improvement",
  no_change: "no change",
  changed: "changed",
  unchanged: "unchanged",
  not_comparable: "not comparable",
  baseline_missing: "metric missing from the baseline",
  candidate_missing: "metric missing from the candidate",
  no_baseline: "no baseline (absolute scores only)",
};

/** The workflow file of `GITHUB_WORKFLOW_REF` (`owner/repo/.github/workflows/x.yml@ref`), if any. */
export function workflowFileOf(workflowRef: string | undefined): string | undefined {
  const match = /^[^/]+\/[^/]+\/(.+?)@/.exec(workflowRef ?? "");
  return match?.[1];
}

/** GitHub refuses (422) an annotation whose title is over 255 characters or whose message is over 64 KB. */
const MAX_ANNOTATION_TITLE = 255;
const MAX_ANNOTATION_MESSAGE = 4_000;
const MAX_NAME_IN_MESSAGE = 1_000;
/** The failure line over the summary: room for it and the link beside a full 64,000-byte comment. */
const MAX_REASON = 1_000;

/** The first `max` UTF-16 units of `text`, one fewer when the cut would split a surrogate pair. */
function cutUnits(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** At most `max` UTF-16 units (never fewer characters than GitHub counts), ending with "…" when cut, never splitting a pair. */
function clipUnits(text: string, max: number): string {
  return text.length <= max ? text : `${cutUnits(text, max - 1)}…`;
}

function annotationFor(metric: MetricDiff, gated: boolean, path: string): CheckAnnotation {
  // the interval's own level (confirm mode builds each look's at alpha/((k−2)(k−1))); a rough one is said to be rough
  const interval =
    metric.intervalText === null || metric.interval === null
      ? ""
      : metric.intervalCalibrated
        ? `, ${confidencePercent(1 - metric.interval.confidence)}% interval ${metric.intervalText}`
        : `, rough interval ~${metric.intervalText}`;
  const gate = metric.gate === null ? "not gated" : `gate ${clipUnits(metric.gate.raw, MAX_NAME_IN_MESSAGE)}`;
  const titleTail = `: ${VERDICT_WORDS[metric.verdict] ?? metric.verdict} (${metric.deltaText ?? "?"})`;
  return {
    path,
    start_line: 1,
    end_line: 1,
    annotation_level: gated ? "failure" : "warning",
    // a long name is shortened, not the verdict and Δ after it: they are what the annotation is for
    title: `${clipUnits(metric.metric, MAX_ANNOTATION_TITLE - titleTail.length)}${titleTail}`,
    message: clipUnits(`${clipUnits(metric.metric, MAX_NAME_IN_MESSAGE)} moved ${metric.deltaText ?? "?"}${interval} (${gate}; ${metric.methodLabel}).`, MAX_ANNOTATION_MESSAGE),
  };
}

export interface CheckRunInput {
  readonly name: string;
  readonly headSha: string;
  readonly diff: DiffResult | undefined;
  /** The gate failed the step (a gated regression) or runs could not be evaluated. */
  readonly failed: boolean;
  /** Why the step failed, when it did (one line). */
  readonly failureReason?: string;
  /** The rendered comment: the check's summary. */
  readonly comment: string;
  /** The workflow run page (its job summary holds the full report). */
  readonly summaryUrl: string | undefined;
  /** Where annotations point (default `.github`). */
  readonly annotationPath?: string;
  /** Names of gated metrics whose regression fails the step. */
  readonly failingMetrics: ReadonlySet<string>;
}

/** The check run to report, as data (pure: tests check it without GitHub). */
export function checkRunReport(input: CheckRunInput): CheckRunReport {
  const verdict = input.diff?.overall ?? "no_baseline";
  const words = VERDICT_WORDS[verdict] ?? verdict;
  const path = input.annotationPath ?? ".github";
  const regressed = (input.diff?.metrics ?? []).filter((m) => m.verdict === "regression" || m.verdict === "possible_regression");
  const annotations = regressed
    .sort((a, b) => Number(input.failingMetrics.has(b.metric)) - Number(input.failingMetrics.has(a.metric)))
    .slice(0, MAX_CHECK_ANNOTATIONS)
    .map((m) => annotationFor(m, input.failingMetrics.has(m.metric), path));
  const link = input.summaryUrl === undefined ? "" : `Full report: [job summary](${input.summaryUrl}).\n\n`;
  // escaped and capped: with hundreds of gated metrics it would push the comment past the summary's limit
  const reason = input.failed && input.failureReason !== undefined ? `**${escapeMarkdown(input.failureReason, MAX_REASON)}**\n\n` : "";
  const body = `${reason}${link}${input.comment}`;
  return {
    name: input.name,
    headSha: input.headSha,
    conclusion: input.failed ? "failure" : "success",
    title: input.failed ? `${words}: fails the gate` : words,
    summary: body.length > MAX_SUMMARY ? `${cutUnits(body, MAX_SUMMARY - 40)}\n\n… (truncated; see the job summary)` : body,
    detailsUrl: input.summaryUrl,
    annotations,
  };
}

/**
 * Creates the check run. A token that may not write checks (a fork PR's read-only token, or no
 * `checks: write`) is a warning naming the permission, and any other HTTP error a warning too:
 * reporting the check never fails an evaluation whose verdict is already decided.
 */
export async function createCheckRun(octokit: Octokit, repo: { owner: string; repo: string }, report: CheckRunReport, log: Logger): Promise<number | undefined> {
  try {
    const response = await octokit.rest.checks.create({
      owner: repo.owner,
      repo: repo.repo,
      name: report.name,
      head_sha: report.headSha,
      status: "completed",
      conclusion: report.conclusion,
      ...(report.detailsUrl === undefined ? {} : { details_url: report.detailsUrl }),
      output: { title: report.title, summary: report.summary, annotations: [...report.annotations] },
    });
    log.info(`Check '${report.name}' on ${report.headSha.slice(0, 7)}: ${report.conclusion} (${report.title}).`);
    return response.data.id;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === undefined) throw error;
    // the verdict, comment and step status stand; a required check left unreported keeps the PR pending (fails closed)
    log.warning(
      status === 403 || status === 404
        ? `Could not create the '${report.name}' check (HTTP ${status}: ${(error as Error).message}): the job needs permissions ` +
            "checks: write. A fork PR's token is read-only: use mode: evaluate there and mode: comment in a workflow_run workflow, which reports the check (docs/github-action.md)."
        : `Could not create the '${report.name}' check (HTTP ${status}: ${(error as Error).message}); the step's own status still carries the verdict.`,
    );
    return undefined;
  }
}
