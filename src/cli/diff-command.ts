/**
 * `agent-eval diff`: compare candidate reports against baseline reports.
 *
 * Exit status: 0 when the check passes (or `failOn` is "never"), 1 when a gated metric fails per
 * `failOn`, 2 for input errors (a bad path or report, a bad gate rule, a bad option), with the
 * problem on stderr. Output (stdout) depends on `format`:
 * - markdown: the PR comment (markers only when a comment id / head sha are given),
 * - json: the DiffResult,
 * - text: a plain table for terminals and logs.
 * Warnings (unpaired runs, gates that match nothing) go to stderr, so stdout stays parseable.
 *
 * Either side may be GlossoGen run reports or trial reports from `agent-eval grade` (detected from
 * the files: a JSON object with a `trials` array), but both sides must be the same kind. Trial
 * reports are diffed key by key, paired by task id (src/diff/trial-diff.ts), and gates name
 * summary keys (`view.quality:-5pp`).
 */
import { InputError } from "../core/errors.js";
import { type DiffResult, type FailOn, diffScoreTables } from "../diff/diff.js";
import { type GateRule, GateRuleError, emptyGateWarning } from "../diff/gate-rules.js";
import { parseSummaryKeyGates } from "../diff/summary-gates.js";
import { isValidCommentId } from "../report/comment-markers.js";
import { plainText } from "../report/escape-markdown.js";
import { renderComment } from "../report/render-comment.js";
import { renderDiffText, renderTrialDiffText } from "../report/render-text.js";
import { type TrialDiffResult, diffTrialReports, trialReportToScoreTable } from "../diff/trial-diff.js";
import { holdsTrialReports, loadSide, loadTrialSide } from "../node/load-reports.js";
import { configuredApiKeys, redactStringsIn, secretRedactor } from "../node/api-keys.js";

import { DIFF_FORMATS, type DiffFormat, FAIL_ON_VALUES } from "./diff-options.js";

export { DIFF_FORMATS, FAIL_ON_VALUES } from "./diff-options.js";
export type { DiffFormat } from "./diff-options.js";

export interface DiffCommandOptions {
  /** Report files, run directories or folders of run directories. */
  readonly baseline: readonly string[];
  readonly candidate: readonly string[];
  readonly format: DiffFormat;
  /** Gate rules such as `round_success:-5pp` (an item may hold several, separated by commas, semicolons or newlines). */
  readonly gate: readonly string[];
  readonly failOn: FailOn;
  /** `--icc`: within-run correlation of rounds, 0 to 1, as written (validated here); omitted: estimated or the default. */
  readonly icc?: string;
  /** `--sequential`: confirm mode (per-look level alpha/((k-2)(k-1))). */
  readonly sequential?: boolean;
  /** Markdown only: start the comment with this sticky-comment marker. */
  readonly commentId?: string;
  /** Markdown only: add the head marker (needs a commit sha). */
  readonly headSha?: string;
  readonly runAttempt?: number;
  /** Markdown only: comment title. */
  readonly title?: string;
}

export interface DiffCommandIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/** `--icc` as a number in [0, 1], or undefined when not given. */
function parseIcc(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  // decimal digits only, as the Action's icc input and the counts (no spaces, sign, exponent or hex)
  const value = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || !(value >= 0 && value <= 1)) {
    throw new InputError(`--icc: expected a number from 0 to 1 (the within-run correlation of rounds), got '${raw}'`);
  }
  return value;
}

function checkOptions(options: DiffCommandOptions): void {
  if (!(DIFF_FORMATS as readonly string[]).includes(options.format)) {
    throw new InputError(`--format: expected one of ${DIFF_FORMATS.join(", ")}, got '${String(options.format)}'`);
  }
  if (!(FAIL_ON_VALUES as readonly string[]).includes(options.failOn)) {
    throw new InputError(`--fail-on: expected one of ${FAIL_ON_VALUES.join(", ")}, got '${String(options.failOn)}'`);
  }
  if (options.commentId !== undefined && !isValidCommentId(options.commentId)) {
    throw new InputError(`--comment-id '${options.commentId}': use 1-64 letters, digits, '.', '_' or '-'`);
  }
  if (options.headSha !== undefined && !/^[0-9a-f]{7,64}$/.test(options.headSha)) {
    throw new InputError(`--head-sha '${options.headSha}': expected 7-64 lowercase hex digits`);
  }
}

function gateError(error: GateRuleError): InputError {
  return new InputError(error.problems.map((p) => `--gate '${p.rule}': ${p.reason}`).join("\n"));
}

/** Which gated metrics make the check fail, for the log line. */
function failingMetrics(diff: DiffResult): string[] {
  return diff.decision.failing.map((m) => `${plainText(m.metric, 120)} ${m.deltaText ?? ""}`.trim());
}

async function run(options: DiffCommandOptions, io: DiffCommandIo): Promise<number> {
  checkOptions(options);
  const icc = parseIcc(options.icc);
  const texts = options.gate.flatMap((g) => g.split(/[,;\n]/)).map((g) => g.trim()).filter((g) => g !== "");
  // `--gate "$GATE"` with GATE unset would otherwise turn gating off without a word
  if (options.gate.length > 0 && texts.length === 0) io.stderr(`warning: ${emptyGateWarning("flag")}\n`);
  // Parsed once, before reading any file: malformed rules fail fast, and the diff takes the typed rules.
  let gates: GateRule[];
  try {
    // Summary-key syntax (also `pass@k` keys) is a superset of run metric names.
    gates = parseSummaryKeyGates(texts);
  } catch (error) {
    if (error instanceof GateRuleError) throw gateError(error);
    throw error;
  }
  const trialSides = [await holdsTrialReports(options.baseline, "--baseline"), await holdsTrialReports(options.candidate, "--candidate")];
  if (trialSides[0] !== trialSides[1]) {
    const kind = (trials: boolean | undefined): string => (trials === true ? "trial reports (agent-eval grade)" : "run reports");
    throw new InputError(`--baseline holds ${kind(trialSides[0])} but --candidate holds ${kind(trialSides[1])}: compare like with like`);
  }
  if (trialSides[0] === true) return runTrials(options, gates, io);
  const baseline = await loadSide(options.baseline, "--baseline");
  const candidate = await loadSide(options.candidate, "--candidate");
  for (const warning of [...baseline.warnings, ...candidate.warnings]) io.stderr(`warning: ${plainText(warning, 2000)}\n`);
  warnSharedFiles(baseline.reports.map((r) => r.path), candidate.reports.map((r) => r.path), io);

  let diff: DiffResult;
  try {
    diff = diffScoreTables(baseline.table, candidate.table, {
      gates,
      failOn: options.failOn,
      ...(icc === undefined ? {} : { icc }),
      sequential: options.sequential === true,
    });
  } catch (error) {
    if (error instanceof GateRuleError) throw gateError(error);
    throw error;
  }
  // a key quoted by a run (its id, a metric's reason) is redacted before rendering, where escaping
  // and length caps would hide it from the redaction of the output
  const safe = redactStringsIn({ diff, candidate: candidate.table, baseline: baseline.table }, configuredRedactor());
  return writeDiff(safe.diff, options, io, {
    json: () => safe.diff,
    text: (failing) => renderDiffText(safe.diff, failing),
    markdown: () => renderComment({ diff: safe.diff, candidate: safe.candidate, baseline: safe.baseline, ...commentOptions(options) }).comment,
  });
}


/** Replaces the secrets configured in the environment (API keys, tokens), read once per diff. */
function configuredRedactor(): (text: string) => string {
  return secretRedactor(configuredApiKeys(process.env));
}

/** How one kind of diff is written in each format (json: the value to serialize). */
interface DiffRenderers {
  readonly json: () => unknown;
  readonly text: (failing: boolean) => string;
  readonly markdown: () => string;
}

/**
 * Warnings to stderr, the diff to stdout in the chosen format, the failing keys to stderr;
 * returns the exit status (1 when failing).
 */
function writeDiff(diff: DiffResult, options: DiffCommandOptions, io: DiffCommandIo, render: DiffRenderers): number {
  for (const warning of diff.warnings) io.stderr(`warning: ${plainText(warning, 2000)}\n`);
  const failing = diff.decision.fail;
  switch (options.format) {
    case "json":
      io.stdout(`${JSON.stringify(render.json(), null, 2)}\n`);
      break;
    case "text":
      io.stdout(`${render.text(failing)}\n`);
      break;
    case "markdown":
      io.stdout(render.markdown());
      break;
  }
  if (failing) io.stderr(`agent-eval diff: failing (--fail-on ${options.failOn}): ${failingMetrics(diff).join(", ")}\n`);
  return failing ? 1 : 0;
}

/** The comment's id, head commit and title, when given. */
function commentOptions(options: DiffCommandOptions): { commentId?: string; headSha?: string; runAttempt?: number; title?: string } {
  return {
    ...(options.commentId === undefined ? {} : { commentId: options.commentId }),
    ...(options.headSha === undefined ? {} : { headSha: options.headSha, runAttempt: options.runAttempt ?? 1 }),
    ...(options.title === undefined ? {} : { title: options.title }),
  };
}

/**
 * The same report file on both sides (a glob or folder given twice by mistake) compares a run with
 * itself: the diff is valid (unchanged) but says nothing about a change, so it is said out loud.
 */
function warnSharedFiles(baseline: readonly string[], candidate: readonly string[], io: DiffCommandIo): void {
  const inBaseline = new Set(baseline);
  const shared = candidate.filter((file) => inBaseline.has(file));
  if (shared.length === 0) return;
  const all = shared.length === baseline.length && shared.length === candidate.length;
  io.stderr(
    `warning: ${all ? "--baseline and --candidate are the same" : `--baseline and --candidate share ${shared.length}`} report file(s) (${plainText(shared[0] ?? "", 500)}${shared.length > 1 ? ", …" : ""}): ` +
      "those runs are compared with themselves\n",
  );
}

async function runTrials(options: DiffCommandOptions, gates: readonly GateRule[], io: DiffCommandIo): Promise<number> {
  const baseline = await loadTrialSide(options.baseline, "--baseline");
  const candidate = await loadTrialSide(options.candidate, "--candidate");
  warnSharedFiles(baseline.files, candidate.files, io);
  let result: TrialDiffResult;
  try {
    result = diffTrialReports(baseline.report, candidate.report, { gates, failOn: options.failOn });
  } catch (error) {
    if (error instanceof GateRuleError) throw gateError(error);
    throw error;
  }
  // as for run reports: a grader's reason may quote a key
  const redact = configuredRedactor();
  const safe = redactStringsIn(result, redact);
  const { diff } = safe;
  return writeDiff(diff, options, io, {
    json: () => ({ ...diff, tasks: safe.tasks, trials: safe.trials, newlyFailing: safe.newlyFailing, newlyPassing: safe.newlyPassing, labelKeys: safe.labelKeys }),
    text: (failing) => renderTrialDiffText(safe, failing),
    markdown: () =>
      renderComment({
        diff,
        trials: safe,
        candidate: redactStringsIn(trialReportToScoreTable(candidate.report), redact),
        baseline: redactStringsIn(trialReportToScoreTable(baseline.report), redact),
        ...commentOptions(options),
      }).comment,
  });
}

/**
 * Run the diff command; returns the exit status (0 ok, 1 gated failure, 2 input error). Input
 * errors are written to stderr as `error: ...`; other errors propagate.
 */
export async function runDiffCommand(options: DiffCommandOptions, io: DiffCommandIo): Promise<number> {
  try {
    return await run(options, io);
  } catch (error) {
    if (error instanceof InputError) {
      io.stderr(`error: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
