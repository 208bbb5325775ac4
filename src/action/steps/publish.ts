/**
 * Step 3, publishing: upload the trial reports as the report artifact (run bundles were uploaded
 * when evaluated), render the report, write the job summary, upsert the sticky comment; and, once
 * the conclusion is known, report the required check on the PR's head commit.
 */
import * as core from "@actions/core";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { checkRunReport, createCheckRun, workflowFileOf } from "../../github/check-run.js";
import { upsertComment } from "../../github/comment.js";
import { checkNameFor } from "../../github/inputs.js";
import { configuredApiKeys, redactStringsIn, secretRedactor } from "../../node/api-keys.js";
import { renderComment } from "../../report/render-comment.js";
import { trialReportBundle } from "../trials.js";
import type { Comparison } from "./compare.js";
import type { BundleCandidate, TrialCandidate } from "./evaluate.js";
import { type StepEnv, runUrl, stampTrialReports, uploadReports } from "./setup.js";

const SHA = /^[0-9a-f]{7,64}$/;

/** What was published: the comment's body and the job summary's. */
export interface PublishedReport {
  readonly comment: string;
  readonly summary: string;
}

/** Upsert the sticky comment; a read-only token, a rate limit or a GitHub failure leaves the report in the job summary. */
async function postComment({ config, context, log, octokit }: StepEnv, comparison: Comparison, body: string): Promise<void> {
  const { target } = comparison;
  if (config.comment === "off") return;
  if (target === undefined) {
    log.info("No pull request for this run: the report is in the job summary only.");
    return;
  }
  try {
    await upsertComment(octokit(), {
      owner: context.owner,
      repo: context.repo,
      issueNumber: target.number,
      body,
      commentId: config.commentId,
      headSha: target.headSha,
      runAttempt: target.runAttempt,
      ...(target.runId === undefined ? {} : { runId: target.runId }),
      mode: config.comment,
      log,
    });
  } catch (error) {
    const status = (error as { status?: number }).status;
    const message = (error as Error).message;
    // the verdict is decided and the job summary holds the report: a comment GitHub would not take
    // is a warning, never a failed step (a bad token, 401, still fails: it is the job's to fix)
    if ((error as { rateLimited?: boolean }).rateLimited === true) {
      log.warning(`Could not write the PR comment: ${message}. The job summary has the report.`);
    } else if (status === 403 || status === 404) {
      log.warning(
        `Could not write the PR comment (HTTP ${status}: ${message}). A fork PR's token is read-only: ` +
          "use mode: evaluate here and mode: comment in a workflow_run workflow (docs/github-action.md). The job summary has the report.",
      );
    } else if (status !== undefined && status !== 401) {
      log.warning(`Could not write the PR comment (HTTP ${status}: ${message}). The job summary has the report.`);
    } else throw error;
  }
}

/** Upload (trial reports), render, write the job summary and the scratch copies, post the comment. */
export async function publishStep(setup: StepEnv, candidate: BundleCandidate | TrialCandidate, comparison: Comparison): Promise<PublishedReport> {
  const { config, context, env, log, workRoot } = setup;
  // what is published must not carry a secret a grader reason or a report quoted: the API keys in
  // use and the github-token input (D.7); reports written here are redacted already, trial reports
  // given as input need not be
  const redact = secretRedactor(configuredApiKeys({ ...env, GITHUB_TOKEN: config.githubToken }));
  if (candidate.kind === "trial-reports" && candidate.upload) {
    // Upload this run's reports, so runs on the base branch leave a baseline for `baseline: artifact`.
    if (candidate.reports === undefined) await trialReportBundle(comparison.trialReports ?? [], candidate.bundleDir, redact);
    await stampTrialReports(setup, candidate.bundleDir);
    await uploadReports(setup, candidate.bundleDir);
  }
  const { diff } = comparison;
  const rendered = renderComment({
    // before rendering: escaping ("-_" → "-\\_") and length caps would hide a key from the redaction after it
    ...redactStringsIn(comparison.content, redact),
    judgeMode: config.judgeMode,
    commentId: config.commentId,
    ...(SHA.test(comparison.headSha) ? { headSha: comparison.headSha } : {}),
    runAttempt: comparison.target?.runAttempt ?? context.runAttempt,
    ...(comparison.target?.runId === undefined ? {} : { runId: comparison.target.runId }),
    ...(context.runId > 0 ? { summaryUrl: runUrl(context, context.runId) } : {}),
  });
  const comment = redact(rendered.comment);
  const summary = redact(rendered.summary);
  await writeFile(path.join(workRoot, "comment.md"), comment);
  await writeFile(path.join(workRoot, "summary.md"), summary);
  await writeFile(path.join(workRoot, "diff.json"), redact(`${JSON.stringify(diff ?? null, null, 2)}\n`));
  // the rendered summary ends with its newline and fills at most GitHub's 1 MiB: add nothing to it
  if ((env.GITHUB_STEP_SUMMARY ?? "") !== "") await core.summary.addRaw(summary).write();
  await postComment(setup, comparison, comment);
  if (rendered.dropped.length > 0) log.info(`Left out of the comment for size: ${rendered.dropped.join(", ")}`);
  return { comment, summary };
}

/**
 * The required check: on the PR's head commit, in every mode that decides a verdict for a PR;
 * `failure` is the step's (the conclusion's), so the check and the step always agree.
 */
export async function publishCheckRun(setup: StepEnv, comparison: Comparison, failure: string | undefined, report: PublishedReport): Promise<void> {
  const { config, context, env, log, octokit } = setup;
  const { target, diff } = comparison;
  if (config.check !== "on" || target === undefined || !SHA.test(target.headSha)) return;
  if (config.githubToken === "") {
    // check: on is the default, so a job that emptied the token would otherwise lose its check silently
    log.warning(`No '${checkNameFor(config.commentId)}' check reported: input 'check' is 'on' but 'github-token' is empty; pass \${{ github.token }} (with checks: write) or set check: off`);
    return;
  }
  const annotationPath = workflowFileOf(env.GITHUB_WORKFLOW_REF);
  const failing = diff?.decision.fail === true ? diff.decision.failing : [];
  // the failure line and the annotations name metrics from the reports: redacted like the comment
  const redact = secretRedactor(configuredApiKeys({ ...env, GITHUB_TOKEN: config.githubToken }));
  const checkReport = checkRunReport({
    name: checkNameFor(config.commentId),
    headSha: target.headSha,
    diff,
    failed: failure !== undefined,
    ...(failure === undefined ? {} : { failureReason: failure }),
    comment: report.comment,
    summaryUrl: context.runId > 0 ? runUrl(context, context.runId) : undefined,
    ...(annotationPath === undefined ? {} : { annotationPath }),
    failingMetrics: new Set(failing.map((m) => m.metric)),
  });
  await createCheckRun(octokit(), context, redactStringsIn(checkReport, redact), log);
}
