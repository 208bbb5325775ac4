/**
 * `agent-eval verify`: re-evaluate, in replay mode, every metric present in a run's report and
 * compare with the committed report. This is what a repository runs in CI to prove its reports are
 * reproducible from the event log, the metric code and the recorded judge answers.
 */
import { ownValue } from "../core/own-keys.js";
import path from "node:path";
import { InputError } from "../core/errors.js";
import type { Measurement } from "../core/measurement.js";
import { unifiedLineDiff } from "../judge/text-diff.js";
import { scrubSecrets } from "../judge/secrets.js";
import { type EvaluationReport, parseReport, serializeReport, unknownField } from "../report/report.js";
import { AGENT_EVAL_VERSION } from "../version.js";
import { reportPathFor } from "../node/evaluate-run.js";
import { readStrictUtf8TextIfExistsSync } from "../node/files.js";
import { detectScenario } from "../node/read-run.js";
import { recordedKnobs, replayInScratch, replayJudgeOf } from "../node/replay.js";
import { DEFAULT_JUDGE_CONCURRENCY } from "../judge/limit.js";
import { pluginRegistry, pluginSpecs } from "../plugins/load-plugins.js";
import { refuseBrokenPluginFlags } from "./plugin-flags.js";
import { isFsError } from "../node/files.js";
import { defaultNgramTablesDir } from "../node/ngram-tables.js";
import { runFailureMessage } from "../node/run-jobs.js";
import type { CliIo } from "./main.js";
import { isJsonObject } from "../core/json-object.js";
import { hasControlCharacter, printablePath } from "../core/printable.js";

export interface VerifyOptions {
  readonly scenario: string | undefined;
  readonly fixturesDir: string;
  readonly ngramTablesDir: string;
  readonly judgeConcurrency: number;
  readonly ontologyPath?: string | undefined;
  /** Plug-in specs (from --plugin and package.json) for reports that list plug-in metrics. */
  readonly plugins?: readonly string[];
  readonly pluginCwd?: string;
  /** A local GPT-2 model directory, for reports that list perplexity. */
  readonly gpt2Model?: string | undefined;
}

export interface MetricDifference {
  readonly metric: string;
  /** What differs first, in one line: the field and both values, or the error the replay met. */
  readonly first?: string;
  readonly diff: string;
}

export interface VerifyResult {
  readonly runDir: string;
  readonly reportPath: string;
  readonly status: "identical" | "equivalent" | "different";
  readonly note?: string;
  readonly differences: readonly MetricDifference[];
  /** Metrics in the report: how many, and those recorded as failed (a reproduced failure is still a failure). */
  readonly metricCount: number;
  readonly failedMetrics: readonly string[];
}

/** Exit status of one verified run: 1 when it did not reproduce or a reproduced metric failed. */
export function verifyExitStatus(result: VerifyResult): 0 | 1 {
  return result.status === "different" || result.failedMetrics.length > 0 ? 1 : 0;
}

/** Requested names in the order their measurements appear, so one invocation rebuilds that order. */
function metricsInReportOrder(report: EvaluationReport): string[] {
  const records = report.agent_eval?.metrics ?? {};
  const position = (name: string): number => {
    const emitted = new Set(ownValue(records, name)?.measurements ?? []);
    const index = report.measurements.findIndex((m) => emitted.has(m.metric_name));
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return Object.keys(records).sort((a, b) => position(a) - position(b) || a.localeCompare(b));
}

function measurementsOf(report: EvaluationReport, names: ReadonlySet<string>): Measurement[] {
  return report.measurements.filter((m) => names.has(m.metric_name));
}

/**
 * Agent probes are not replayed: they need the user's GlossoGen prompts (--scenario-assets), and
 * protocol_probe appends to a file the evaluation already wrote.
 */
const NOT_REPLAYED = new Set(["protocol_probe", "protocol_explanation"]);

/** How every difference names its two sides. */
const LABELS = { fromLabel: "committed report", toLabel: "replayed now" };

/** A JSON value in one line, cut to a readable length. */
function shortJson(value: unknown): string {
  const text = value === undefined ? "(absent)" : JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/**
 * The first leaf where two JSON values differ (depth first, keys in the committed order, then the
 * replayed one's extra keys), as `path: committed X, replayed Y`; undefined when they are equal.
 */
export function firstDifference(committed: unknown, replayed: unknown, at = ""): string | undefined {
  const bothArrays = Array.isArray(committed) && Array.isArray(replayed);
  const bothObjects = !bothArrays && isJsonObject(committed) && isJsonObject(replayed);
  if (bothArrays) {
    const a = committed as unknown[];
    const b = replayed as unknown[];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const found = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (bothObjects) {
    const a = committed;
    const b = replayed;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(Object.hasOwn(a, key) ? a[key] : undefined, Object.hasOwn(b, key) ? b[key] : undefined, at === "" ? key : `${at}.${key}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (Object.is(committed, replayed)) return undefined;
  return `${at}: committed ${shortJson(committed)}, replayed ${shortJson(replayed)}`;
}

/** `eventLog` names the log replayed now (its digest is compared with the one the report records). */
function compareReports(committed: EvaluationReport, fresh: EvaluationReport, eventLog: string): MetricDifference[] {
  const differences: MetricDifference[] = [];
  const committedRecords = committed.agent_eval?.metrics ?? {};
  const freshRecords = fresh.agent_eval?.metrics ?? {};
  for (const name of Object.keys(committedRecords)) {
    if (NOT_REPLAYED.has(name)) continue;
    const before = ownValue(committedRecords, name);
    const after = ownValue(freshRecords, name);
    const names = new Set([...(before?.measurements ?? []), ...(after?.measurements ?? [])]);
    const sideA = { record: before, measurements: measurementsOf(committed, names) };
    const sideB = { record: after, measurements: measurementsOf(fresh, names) };
    const a = JSON.stringify(sideA, null, 2);
    const b = JSON.stringify(sideB, null, 2);
    if (a === b) continue;
    // a metric that fails on replay (a recording missing, a changed prompt) says why before the diff
    const first = after?.status === "failed" && before?.status !== "failed" ? `failed on replay: ${after.error ?? "no error recorded"}` : firstDifference(sideA, sideB);
    differences.push({ metric: name, ...(first === undefined ? {} : { first }), diff: unifiedLineDiff(a, b, LABELS) });
  }
  // The run's identity, and rows no metric record claims (added by hand, or kept from an earlier
  // evaluation), are in no record's comparison above: a report of another run, or with an
  // injected row, would otherwise pass as "reproduced".
  for (const field of ["simulation_id", "scenario_name"] as const) {
    const a = JSON.stringify(committed[field]);
    const b = JSON.stringify(fresh[field]);
    if (a !== b) differences.push({ metric: field, first: `committed ${a}, replayed ${b}`, diff: unifiedLineDiff(a, b, LABELS) });
  }
  // A change to the log that no metric reads leaves every measurement equal, but the report no
  // longer describes this file (and a diff would call the two logs' runs "unchanged" by digest).
  const evaluated = committed.agent_eval?.event_log_sha256;
  const now = fresh.agent_eval?.event_log_sha256;
  if (evaluated !== undefined && now !== undefined && evaluated !== now) {
    differences.push({
      metric: `event_log_sha256 (${eventLog} differs from the event log the report was evaluated from)`,
      diff: unifiedLineDiff(JSON.stringify(evaluated), JSON.stringify(now), LABELS),
    });
  }
  const claimed = new Set([...Object.values(committedRecords), ...Object.values(freshRecords)].flatMap((record) => record?.measurements ?? []));
  const unclaimed = committed.measurements.filter((m) => !claimed.has(m.metric_name));
  if (unclaimed.length > 0) {
    differences.push({
      metric: `measurements no metric record lists (${[...new Set(unclaimed.map((m) => m.metric_name))].join(", ")}; verify cannot reproduce them)`,
      diff: unifiedLineDiff(JSON.stringify(unclaimed, null, 2), "[]", LABELS),
    });
  }
  const costA = JSON.stringify(committed.evaluation_cost, null, 2);
  const costB = JSON.stringify(fresh.evaluation_cost, null, 2);
  if (costA !== costB) {
    const first = firstDifference(committed.evaluation_cost, fresh.evaluation_cost);
    differences.push({ metric: "evaluation_cost", ...(first === undefined ? {} : { first }), diff: unifiedLineDiff(costA, costB, LABELS) });
  }
  return differences;
}

export async function verifyRun(runDir: string, options: VerifyOptions, log: (line: string) => void): Promise<VerifyResult> {
  const scenarioName = await detectScenario(runDir, options.scenario);
  const reportPath = reportPathFor(runDir, scenarioName, undefined);
  const text = readStrictUtf8TextIfExistsSync(reportPath);
  if (text === undefined) throw new InputError(`${reportPath}: no report to verify (run agent-eval evaluate first)`);
  let committed: EvaluationReport;
  try {
    committed = parseReport(text, reportPath);
  } catch (error) {
    throw new InputError((error as Error).message, { cause: error });
  }
  if (committed.agent_eval === undefined) {
    throw new InputError(`${reportPath}: the report has no agent_eval block (written by another tool), so its metric list and judge are unknown`);
  }
  const listed = metricsInReportOrder(committed);
  if (listed.length === 0) throw new InputError(`${reportPath}: the report lists no metrics`);
  // a name from an edited report reaches "unknown metric '…'" on stderr: raw, a newline and
  // `::error::` in it would split the line and issue a workflow command on a runner
  const unprintable = listed.find(hasControlCharacter);
  if (unprintable !== undefined) {
    throw new InputError(`${reportPath}: field 'agent_eval.metrics': ${printablePath(unprintable)} is not a metric name (it holds a control character); the report was edited`);
  }
  const skipped = listed.filter((name) => NOT_REPLAYED.has(name));
  const metrics = listed.filter((name) => !NOT_REPLAYED.has(name));
  if (skipped.length > 0) log(`${reportPath}: not replaying ${skipped.join(", ")} (agent probes: replay them with evaluate --scenario-assets …)`);
  if (metrics.length === 0) throw new InputError(`${reportPath}: the report lists only agent-probe metrics (${skipped.join(", ")}), which verify does not replay`);

  const outcome = await replayInScratch(
    runDir,
    {
      metricsLabel: `${reportPath} lists a metric agent-eval cannot replay here (pass the same --plugin as the evaluation if a plug-in declares it)`,
      scenario: scenarioName,
      metrics,
      allowIncomplete: committed.agent_eval.flags.includes("--allow-incomplete"),
      ngramTablesDir: options.ngramTablesDir,
      judge: replayJudgeOf(committed, options.fixturesDir, options.judgeConcurrency),
      ontologyPath: options.ontologyPath,
      ...(options.plugins === undefined ? {} : { plugins: options.plugins }),
      ...(options.pluginCwd === undefined ? {} : { pluginCwd: options.pluginCwd }),
      knobs: recordedKnobs(committed),
      ...(options.gpt2Model === undefined ? {} : { gpt2Model: options.gpt2Model }),
    },
    log,
  );
  const fresh = outcome.report;
  const freshText = serializeReport(fresh);
  const counts = {
    metricCount: metrics.length,
    failedMetrics: metrics.filter((name) => (committed.agent_eval === undefined ? undefined : ownValue(committed.agent_eval.metrics, name))?.status === "failed"),
  };
  if (freshText === text) return { runDir, reportPath, status: "identical", differences: [], ...counts };
  const differences = compareReports(committed, fresh, path.join(runDir, `${scenarioName}.jsonl`));
  // a field this version does not read (a later agent-eval's, or added by hand) is compared by
  // nothing above: it would pass as reproduced
  const unknown = unknownField(JSON.parse(text), committed);
  if (unknown !== undefined) {
    const writer = committed.agent_eval.tool_version;
    differences.push({
      metric: `field ${unknown} (${writer === AGENT_EVAL_VERSION ? "" : `written by agent-eval ${writer}; `}this agent-eval ${AGENT_EVAL_VERSION} does not know it, so verify cannot reproduce it${writer === AGENT_EVAL_VERSION ? "" : `: verify with agent-eval ${writer}`})`,
      diff: "",
    });
  }
  if (differences.length === 0) {
    const before = committed.agent_eval.tool_version;
    const after = fresh.agent_eval?.tool_version;
    // the same values written otherwise (`0.50` for `0.5`, re-indented): not a provenance field
    const asWritten = serializeReport(committed);
    const editedAt = asWritten === text ? undefined : firstDifferingLine(asWritten, text);
    return {
      runDir,
      reportPath,
      status: "equivalent",
      note:
        (skipped.length > 0
          ? `same measurements and cost (${skipped.join(", ")} not replayed)`
          : editedAt !== undefined
            ? `same values; the file is not as agent-eval writes them from line ${editedAt} on: edited by hand or reformatted`
            : before === after
            ? "same measurements and cost; bytes differ only in provenance fields"
            : `same measurements and cost; written by agent-eval ${before}, replayed with ${after}`),
      differences: [],
      ...counts,
    };
  }
  return { runDir, reportPath, status: "different", differences: differences.map(scrubDifference), ...counts };
}

/**
 * A difference quotes the committed report, which anyone could have edited: a credential-like
 * value in it (a summary holding `sk-ant-…`) is shown `[redacted]`, never printed into a CI log.
 */
function scrubDifference(difference: MetricDifference): MetricDifference {
  return {
    metric: scrubSecrets(difference.metric),
    ...(difference.first === undefined ? {} : { first: scrubSecrets(difference.first) }),
    diff: scrubSecrets(difference.diff),
  };
}

/** The 1-based number of the first line where two texts differ. */
function firstDifferingLine(a: string, b: string): number {
  const linesA = a.split("\n");
  const linesB = b.split("\n");
  let i = 0;
  while (i < linesA.length && i < linesB.length && linesA[i] === linesB[i]) i++;
  return i + 1;
}

export function formatVerifyResult(result: VerifyResult): string {
  if (result.status !== "different") {
    const how = result.status === "identical" ? "replayed byte-identical" : (result.note ?? "equivalent");
    const failed = result.failedMetrics;
    if (failed.length === 0) return `✓ ${printablePath(result.reportPath)}: reproduced, all ${result.metricCount} metric(s) ok (${how})`;
    return `✗ ${printablePath(result.reportPath)}: reproduced, ${failed.length} of ${result.metricCount} metric(s) failed: ${failed.join(", ")} (${how})`;
  }
  const lines = [`✗ ${printablePath(result.reportPath)}: ${result.differences.length} difference(s)`];
  for (const difference of result.differences) {
    lines.push(`  ${difference.metric}:${difference.first === undefined ? "" : ` ${difference.first}`}`);
    if (difference.diff !== "") lines.push(...difference.diff.split("\n").map((l) => `    ${l}`));
  }
  return lines.join("\n");
}

export interface VerifyFlags {
  runDir: string[];
  fixtures: string;
  ngramTables?: string;
  ontologyPath?: string;
  plugin: string[];
  gpt2Model?: string;
  json: boolean;
}

/** `verify` on each --run-dir: a run that cannot be verified is reported, named, and the others are still verified. */
export async function verifyCommand(scenario: string | undefined, flags: VerifyFlags, io: CliIo): Promise<number> {
  const plugins = await pluginSpecs({ cwd: process.cwd(), flags: flags.plugin });
  if (flags.plugin.length > 0) {
    const { loaded } = await pluginRegistry(plugins, { cwd: process.cwd(), log: (line) => io.stderr(`${line}\n`) });
    refuseBrokenPluginFlags(flags.plugin, loaded.skipped, process.cwd());
  }
  const results = [];
  // the runs that could not be verified, for --json: stderr names them too
  const notVerified: { runDir: string; error: string }[] = [];
  let worst = 0;
  for (const runDir of flags.runDir) {
    let result: VerifyResult;
    try {
      result = await verifyRun(
        runDir,
        {
          scenario,
          fixturesDir: flags.fixtures,
          ngramTablesDir: flags.ngramTables ?? defaultNgramTablesDir(),
          judgeConcurrency: DEFAULT_JUDGE_CONCURRENCY,
          ontologyPath: flags.ontologyPath,
          plugins,
          pluginCwd: process.cwd(),
          gpt2Model: flags.gpt2Model,
        },
        (line) => io.stderr(`${line}\n`),
      );
    } catch (error) {
      if (!(error instanceof InputError) && !isFsError(error)) throw error;
      const message = runFailureMessage(runDir, error);
      io.stderr(`error: ${message}\n`);
      notVerified.push({ runDir, error: message });
      worst = 2;
      continue;
    }
    results.push(result);
    worst = Math.max(worst, verifyExitStatus(result));
    if (!flags.json) io.stdout(`${formatVerifyResult(result)}\n`);
  }
  if (flags.json) io.stdout(`${JSON.stringify({ exit_status: worst, runs: results, not_verified: notVerified }, null, 2)}\n`);
  return worst;
}
