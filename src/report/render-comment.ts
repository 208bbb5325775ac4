/**
 * The sticky PR comment and the job summary, rendered from a diff (or from candidate scores alone
 * when there is no baseline). Pure: data in, strings out; the caller supplies everything that
 * needs a clock, the file system or the API (baseline age, commit, URLs, head sha).
 *
 * Layout (templates/comment/*.njk, one template per section, joined here), built so a reviewer
 * gets the answer in ten seconds and the evidence on demand:
 *   header     markers (first, when given), title, the verdict line (and whether the check
 *              fails), one line of context: gates, baseline, sample size, judge
 *   table      only the metrics that are gated or moved: metric | baseline → candidate | Δ with
 *              its interval | verdict; one legend line explaining the columns (k once, when every
 *              row shares it); "no change" rows collapsed below (or absolute scores, no baseline)
 *   tasks      trial diffs: newly failing tasks (ten open, the rest collapsed), tasks on one side
 *   flips      per-round flips of round_success: one line of counts, the rounds collapsed
 *   chart      collapsed mermaid xychart of the per-round success rate, baseline vs candidate
 *   details    collapsed: methods, units, k, MDE, p, notes, differing fields, provenance
 *   trimmed    what the size budget dropped, and where the full report is
 *
 * Size budget: the comment must fit `maxLength` UTF-8 bytes. Detail is dropped in a fixed order
 * until it does: the collapsed no-change rows become a count, then the chart goes, then flips
 * beyond the first 10 per list and collapsed tasks beyond the first 10 more, then the details,
 * then the remaining rows that are not problems, then all flips; as a last resort the body is cut
 * at a line boundary, closing a collapsed section or code fence the cut left open (so the notice
 * after it stays visible). Each step is named in `dropped`, and the comment says so and points to
 * the job summary, which has the full report (same renderer, 1 MiB budget).
 */
import chartSource from "../../templates/comment/chart.njk?raw";
import detailsSource from "../../templates/comment/details.njk?raw";
import flipsSource from "../../templates/comment/flips.njk?raw";
import headerSource from "../../templates/comment/header.njk?raw";
import tableSource from "../../templates/comment/metrics-table.njk?raw";
import tasksSource from "../../templates/comment/tasks.njk?raw";
import trimmedSource from "../../templates/comment/trimmed.njk?raw";
import { renderTemplate } from "../core/template.js";
import { type DiffResult, shouldFail } from "../diff/diff.js";
import type { ScoreTable } from "../diff/score-table.js";
import type { TrialDiffResult } from "../diff/trial-diff.js";
import { commentIdMarker, headMarker } from "./comment-markers.js";
import { markdownLinkTarget } from "./escape-markdown.js";
import {
  type BaselineInfo,
  PROBLEM_VERDICTS,
  TASKS_SHOWN,
  absoluteRows,
  chartView,
  detailsView,
  diffTableView,
  flipMetrics,
  flipsView,
  headerView,
  isShownRow,
  plural,
  tasksView,
} from "./render-model.js";

export type { BaselineInfo } from "./render-model.js";

/** Default budget (UTF-8 bytes): GitHub's 65,536-character comment limit minus room for what a poster may add (the check run's link line). */
export const DEFAULT_MAX_COMMENT_LENGTH = 64_000;
/** GitHub's job-summary limit per step (bytes). */
export const JOB_SUMMARY_LIMIT_BYTES = 1_048_576;
/** Flips shown per list (newly failing / newly passing) once the budget bites. */
export const FLIP_LIMIT = 10;
const MIN_MAX_LENGTH = 1_000;
const DEFAULT_TITLE = "agent-eval";

export interface CommentInput {
  /** The diff; undefined means there is no baseline: the comment says so and shows absolute scores. */
  readonly diff: DiffResult | undefined;
  /** The candidate's score table (absolute scores without a baseline; the chart's candidate line). */
  readonly candidate: ScoreTable;
  /** The baseline's score table, for the per-round chart; without it the chart shows the candidate only when there is no diff, and is left out otherwise. */
  readonly baseline?: ScoreTable;
  readonly baselineInfo?: BaselineInfo;
  /** e.g. "replay" or "live (claude-haiku-4-5)". */
  readonly judgeMode?: string;
  /** Sticky-comment id; when given the comment starts with its marker. */
  readonly commentId?: string;
  /** The PR head commit; when given the head marker follows the comment-id marker. */
  readonly headSha?: string;
  /** Default 1. */
  readonly runAttempt?: number;
  /** The workflow run the report is from; recorded in the head marker (orders two runs of one commit). */
  readonly runId?: number;
  /**
   * Comment budget, measured in UTF-8 bytes (as the reference's size guard does: never fewer than
   * GitHub's characters, whether it counts code points or UTF-16 units); default 64,000.
   */
  readonly maxLength?: number;
  readonly title?: string;
  /** Link to the job summary (the workflow run page), used in the "trimmed" note. */
  readonly summaryUrl?: string;
  /** Extra warnings from the caller (e.g. "the baseline is 40 days old"); shown under the verdict. */
  readonly warnings?: readonly string[];
  /** A trial-report diff (`diff` is its `diff`): adds the task tables, and k counts tasks, not runs. */
  readonly trials?: TrialDiffResult;
  /** What one row of `candidate` is: "run" (default) or "task" (a trial report without a baseline). */
  readonly sampleUnit?: "run" | "task";
}

export interface RenderedComment {
  /** The PR comment body, at most `maxLength` UTF-8 bytes. */
  readonly comment: string;
  /** The full report for the job summary (no markers), at most 1 MiB. */
  readonly summary: string;
  /** What was left out of the comment, in the order it was dropped. */
  readonly dropped: readonly string[];
}

interface Layout {
  readonly quietRows: boolean;
  readonly otherRows: boolean;
  readonly chart: boolean;
  readonly flips: boolean;
  readonly flipLimit: number | undefined;
  readonly details: boolean;
}

const FULL: Layout = { quietRows: true, otherRows: true, chart: true, flips: true, flipLimit: undefined, details: true };

interface Context {
  readonly input: CommentInput;
  readonly target: "comment" | "summary";
  readonly markers: readonly string[];
  readonly failing: boolean;
  readonly summaryUrl: string | undefined;
}

const ABSOLUTE_ROWS_KEPT = 10;

/** Where what a trimmed section left out can be read: the job summary, or for the summary itself the JSON diff. */
function fullReport(ctx: Context): string {
  return ctx.target === "comment" ? "the job summary" : "the JSON diff";
}

function sampleUnit(ctx: Context): "run" | "task" {
  return ctx.input.sampleUnit ?? (ctx.input.trials === undefined ? "run" : "task");
}

function tableSection(ctx: Context, layout: Layout): string {
  const { diff, candidate } = ctx.input;
  const collapsed: string[] = [];
  const kUnit = sampleUnit(ctx);
  if (diff === undefined) {
    const rows = absoluteRows(candidate);
    const kept = layout.otherRows ? rows : rows.slice(0, ABSOLUTE_ROWS_KEPT);
    if (kept.length < rows.length) collapsed.push(`${rows.length - kept.length} more metrics`);
    return renderTemplate(tableSource, { mode: "absolute", rows: kept, collapsed, confidence: "", kUnit, fullReport: fullReport(ctx) }, { name: "metrics-table.njk", strip: true });
  }
  const view = diffTableView(diff, kUnit);
  const others = view.rows.filter((r) => !PROBLEM_VERDICTS.has(r.verdictKind) && r.gate === "");
  const rows = layout.otherRows ? view.rows : view.rows.filter((r) => PROBLEM_VERDICTS.has(r.verdictKind) || r.gate !== "");
  if (!layout.otherRows && others.length > 0) collapsed.push(`${plural(others.length, "metric")} with improvements, changes or no baseline`);
  const quietRows = layout.quietRows ? view.quietRows : [];
  if (!layout.quietRows && view.quietRows.length > 0) collapsed.push(`${plural(view.quietRows.length, "metric")} without a conclusive change`);
  const quietSummary = `${plural(view.quietRows.length, "more metric")} without a conclusive change`;
  return renderTemplate(tableSource, { mode: "diff", ...view, rows, quietRows, quietSummary, collapsed, fullReport: fullReport(ctx) }, { name: "metrics-table.njk", strip: true });
}

function tasksSection(ctx: Context, layout: Layout): string {
  const trials = ctx.input.trials;
  if (trials === undefined) return "";
  const view = tasksView(trials, layout.flipLimit);
  const hiddenTotal = Math.max(0, view.failingCount - TASKS_SHOWN);
  const hiddenSummary = `${plural(view.hiddenRows.length, "more newly failing task")}`;
  return renderTemplate(
    tasksSource,
    { ...view, hiddenSummary, hiddenByBudget: hiddenTotal - view.hiddenRows.length, fullReport: fullReport(ctx) },
    { name: "tasks.njk", strip: true },
  );
}

function flipsSection(ctx: Context, m: Parameters<typeof flipsView>[0], layout: Layout): string {
  const view = flipsView(m, layout.flipLimit);
  return renderTemplate(
    flipsSource,
    {
      ...view,
      failingText: `${plural(view.failingCount, "round")} newly failing`,
      passingText: `${view.passingCount} newly passing`,
      shownText: plural(view.rows.length, "round"),
      fullReport: fullReport(ctx),
    },
    { name: "flips.njk", strip: true },
  );
}

function headerInput(ctx: Context): Parameters<typeof headerView>[0] {
  const { input } = ctx;
  return {
    diff: input.diff,
    failing: ctx.failing,
    candidate: input.candidate,
    baseline: input.baseline,
    baselineInfo: input.baselineInfo,
    judgeMode: input.judgeMode,
    markers: ctx.markers,
    title: input.title ?? DEFAULT_TITLE,
    extraWarnings: input.warnings ?? [],
    ...(input.trials === undefined ? {} : { trials: input.trials }),
    sampleUnit: sampleUnit(ctx),
  };
}

function chartFor(ctx: Context): ReturnType<typeof chartView> {
  const { diff, candidate, baseline } = ctx.input;
  if (diff !== undefined && baseline === undefined) return undefined;
  return chartView(candidate, diff === undefined ? undefined : baseline);
}

function renderBody(ctx: Context, layout: Layout, dropped: readonly string[]): { body: string; note: string } {
  const { diff } = ctx.input;
  const sections: string[] = [renderTemplate(headerSource, { ...headerView(headerInput(ctx)) }, { name: "header.njk", strip: true })];
  sections.push(tableSection(ctx, layout));
  sections.push(tasksSection(ctx, layout));
  if (diff !== undefined && layout.flips) {
    for (const m of flipMetrics(diff)) sections.push(flipsSection(ctx, m, layout));
  }
  const chart = layout.chart ? chartFor(ctx) : undefined;
  if (chart !== undefined) sections.push(renderTemplate(chartSource, { ...chart }, { name: "chart.njk", strip: true }));
  if (layout.details) {
    const details = detailsView(
      {
        diff,
        candidate: ctx.input.candidate,
        baseline: ctx.input.baseline,
        baselineInfo: ctx.input.baselineInfo,
        judgeMode: ctx.input.judgeMode,
        ...(ctx.input.trials === undefined ? {} : { trials: ctx.input.trials }),
      },
      dropped,
    );
    sections.push(renderTemplate(detailsSource, { ...details, trimmedFrom: ctx.target }, { name: "details.njk", strip: true }));
  }
  const note =
    dropped.length === 0
      ? ""
      : renderTemplate(
          trimmedSource,
          {
            dropped,
            limitName: ctx.target === "comment" ? "comment size limit" : "job summary size limit",
            summaryUrl: ctx.target === "comment" ? (ctx.summaryUrl ?? "") : "",
            inSummary: ctx.target === "summary",
          },
          { name: "trimmed.njk", strip: true },
        );
  return { body: sections.filter((s) => s !== "").join("\n\n"), note };
}

function assemble(body: string, note: string): string {
  return `${note === "" ? body : `${body}\n\n${note}`}\n`;
}

type Step = (ctx: Context, layout: Layout) => { layout: Layout; label: string } | undefined;

/** Flips beyond the first `limit` per list, and collapsed tasks beyond `limit` more, left out. */
function limitFlips(ctx: Context, layout: Layout, limit: number): { layout: Layout; label: string } | undefined {
  const diff = ctx.input.diff;
  if (diff === undefined || layout.flipLimit !== undefined) return undefined;
  const hidden = flipMetrics(diff).reduce((n, m) => {
    const v = flipsView(m, limit);
    return n + v.hiddenFailing + v.hiddenPassing;
  }, 0);
  const trials = ctx.input.trials;
  const hiddenTasks = trials === undefined ? 0 : Math.max(0, trials.newlyFailing.length - TASKS_SHOWN - limit);
  if (hidden + hiddenTasks === 0) return undefined;
  const what = [hidden > 0 ? `${plural(hidden, "round flip")} beyond the first ${limit} per list` : "", hiddenTasks > 0 ? `${plural(hiddenTasks, "newly failing task")} beyond the first ${TASKS_SHOWN + limit}` : ""];
  return { layout: { ...layout, flipLimit: limit }, label: what.filter((x) => x !== "").join("; ") };
}

/** The longest list a flip limit cuts: flips per direction, or the collapsed newly failing tasks. */
function longestFlipList(ctx: Context): number {
  const diff = ctx.input.diff;
  const flips = diff === undefined ? [] : flipMetrics(diff).flatMap((m) => [m.flips?.newlyFailing.length ?? 0, m.flips?.newlyPassing.length ?? 0]);
  const tasks = ctx.input.trials === undefined ? 0 : ctx.input.trials.newlyFailing.length - TASKS_SHOWN;
  return Math.max(0, tasks, ...flips);
}

/** The drop order. Each step returns undefined when it has nothing to drop. */
const STEPS: readonly Step[] = [
  (ctx, layout) => {
    const quiet = ctx.input.diff?.metrics.filter((m) => !isShownRow(m)).length ?? 0;
    if (!layout.quietRows || quiet === 0) return undefined;
    return { layout: { ...layout, quietRows: false }, label: `${plural(quiet, "metric row")} without a conclusive change (collapsed into a count)` };
  },
  (ctx, layout) => (layout.chart && chartFor(ctx) !== undefined ? { layout: { ...layout, chart: false }, label: "the per-round chart" } : undefined),
  (ctx, layout) => limitFlips(ctx, layout, FLIP_LIMIT),
  (_ctx, layout) => (layout.details ? { layout: { ...layout, details: false }, label: "the details (methods, notes, provenance)" } : undefined),
  (ctx, layout) => {
    if (!layout.otherRows) return undefined;
    const diff = ctx.input.diff;
    const others =
      diff === undefined
        ? Math.max(0, absoluteRows(ctx.input.candidate).length - ABSOLUTE_ROWS_KEPT)
        : diff.metrics.filter((m) => isShownRow(m) && !PROBLEM_VERDICTS.has(m.verdict) && m.gate === null).length;
    if (others === 0) return undefined;
    const what = diff === undefined ? "metric rows" : "metric rows with improvements, changes or no baseline";
    return { layout: { ...layout, otherRows: false }, label: `${others} more ${what} (collapsed into a count)` };
  },
  (ctx, layout) => {
    const diff = ctx.input.diff;
    if (diff === undefined || !layout.flips || flipMetrics(diff).length === 0) return undefined;
    return { layout: { ...layout, flips: false }, label: "the round flips" };
  },
];

/**
 * What closes the blocks left open at the end of `lines`: a code fence, then every `<details>`
 * (innermost first). Without them a cut inside a collapsed section would fold the trimmed notice
 * (and everything after the cut) into it, and a cut inside a fence would show it as code.
 */
function closersFor(lines: readonly string[]): string[] {
  let fenced = false;
  let open = 0;
  for (const line of lines) {
    const text = line.trim();
    if (text.startsWith("```")) fenced = !fenced;
    else if (!fenced) open += (text.match(/<details>/g) ?? []).length - (text.match(/<\/details>/g) ?? []).length;
  }
  return [...(fenced ? ["```"] : []), ...Array.from({ length: Math.max(0, open) }, () => "</details>")];
}

/** The part of `body` (whole lines) that fits in `room`, never cutting the markers; open blocks are closed. */
function cutToFit(body: string, room: number, measure: (s: string) => number): string {
  const lines = body.split("\n");
  const kept: string[] = [];
  let size = 0;
  for (const line of lines) {
    const add = measure(line) + (kept.length === 0 ? 0 : 1);
    if (size + add > room) break;
    kept.push(line);
    size += add;
  }
  for (;;) {
    // No dangling block openers: an alert without its text, or a table header without rows.
    while (kept.length > 0) {
      const last = kept.at(-1) ?? "";
      if (/^> \[![A-Z]+\]$/.test(last) || last.trim() === "" || /^<(details|summary)>/.test(last.trim())) kept.pop();
      else if (/^\|(:?-+:?\|)+$/.test(last)) kept.splice(-2, 2);
      else break;
    }
    const closers = closersFor(kept).map((c) => `\n\n${c}`).join("");
    const text = `${kept.join("\n")}${closers}`;
    if (measure(text) <= room || kept.length === 0) return text;
    kept.pop();
  }
}

function fit(ctx: Context, limit: number, measure: (s: string) => number): { text: string; dropped: string[] } {
  let layout = FULL;
  const dropped: string[] = [];
  for (const step of [...STEPS, undefined]) {
    const { body, note } = renderBody(ctx, layout, dropped);
    const text = assemble(body, note);
    if (measure(text) <= limit) return { text, dropped };
    if (step === undefined) break;
    let next = step(ctx, layout);
    if (next !== undefined && ctx.target === "summary" && next.layout.flipLimit !== undefined && layout.flipLimit === undefined) {
      // the job summary keeps as many flips and tasks as its 1 MiB holds, not the comment's first ten
      const before = layout;
      const fits = (keep: number): boolean => {
        const tried = limitFlips(ctx, before, keep);
        if (tried === undefined) return false; // hides nothing: the full layout, which did not fit
        const rendered = renderBody(ctx, tried.layout, [...dropped, tried.label]);
        return measure(assemble(rendered.body, rendered.note)) <= limit;
      };
      let lo = FLIP_LIMIT;
      let hi = Math.max(FLIP_LIMIT, longestFlipList(ctx) - 1);
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(mid)) lo = mid;
        else hi = mid - 1;
      }
      next = limitFlips(ctx, before, lo) ?? next;
    }
    if (next !== undefined) {
      layout = next.layout;
      dropped.push(next.label);
    }
  }
  dropped.push("the end of the comment (cut at the size limit)");
  const { body, note } = renderBody(ctx, layout, dropped);
  const room = limit - measure(note) - measure("\n\n\n");
  const cut = cutToFit(body, room, measure);
  const text = assemble(cut, note);
  if (ctx.markers.length > 0 && !text.startsWith(ctx.markers.join("\n"))) {
    throw new RangeError(`the size limit ${limit} is too small for the comment's markers and notice`);
  }
  return { text, dropped };
}

const utf8 = new TextEncoder();
const byteLength = (s: string): number => utf8.encode(s).length;

function markersFor(input: CommentInput): string[] {
  const markers: string[] = [];
  if (input.commentId !== undefined) markers.push(commentIdMarker(input.commentId));
  if (input.headSha !== undefined) markers.push(headMarker(input.headSha, input.runAttempt ?? 1, input.runId));
  return markers;
}

/**
 * Render the PR comment (fitted to `maxLength`) and the full job summary. Throws on an invalid
 * comment id or head sha (they end up inside an HTML comment), or a `maxLength` below 1,000.
 */
export function renderComment(input: CommentInput): RenderedComment {
  const maxLength = input.maxLength ?? DEFAULT_MAX_COMMENT_LENGTH;
  if (!Number.isInteger(maxLength) || maxLength < MIN_MAX_LENGTH) {
    throw new RangeError(`maxLength must be an integer >= ${MIN_MAX_LENGTH}, got ${maxLength}`);
  }
  const runAttempt = input.runAttempt ?? 1;
  if (!Number.isInteger(runAttempt) || runAttempt < 1) throw new RangeError(`runAttempt must be a positive integer, got ${runAttempt}`);
  const failing = input.diff === undefined ? false : shouldFail(input.diff);
  const summaryUrl = input.summaryUrl === undefined ? undefined : markdownLinkTarget(input.summaryUrl);
  const base = { input, failing, summaryUrl };
  const comment = fit({ ...base, target: "comment", markers: markersFor(input) }, maxLength, byteLength);
  const summary = fit({ ...base, target: "summary", markers: [] }, JOB_SUMMARY_LIMIT_BYTES, byteLength);
  return { comment: comment.text, summary: summary.text, dropped: comment.dropped };
}
