/**
 * Adapter: parsed GlossoGen `<scenario>_report.json` objects → the neutral score table.
 *
 * Default directions (only a gate rule can override them):
 * - higher-better: `round_success*` (incl. `round_success_after_resume*`), any name or unit
 *   containing "similarity" (protocol-probe metrics).
 * - lower-better: `content_filter_refusal`, `round_ended_timeout*`, `postmortem_ended_timeout*`
 *   (refusals and timeouts are failures of the run).
 * - neutral: everything else, notably `message_entropy`, `gzip_compression_ratio`, the n-gram
 *   surprisals, `mean_chars_*` and `round_ended_idle`: a shift in either direction can be a better
 *   or a worse protocol, so without a gate they are reported as "changed", never as a regression.
 */
import { compareCodePoints } from "../core/pynum.js";
import { BUILTIN_METRICS } from "../metrics/registry.js";
import { PERPLEXITY } from "../metrics/perplexity.js";
import type { EvaluationReport } from "../report/report.js";
import type { Direction, MetricScore, RoundOutcome, ScoreRun, ScoreTable, SuccessCounts } from "./score-table.js";

/** What the caller knows about a run beyond its report (from the run log, when present). */
export interface RunMeta {
  /** Pairing scenario; defaults to the report's scenario_name. */
  readonly scenario?: string;
  /** `simulation_started.scenario_config.seed`, when the run log is available. */
  readonly seed?: string | number;
  /** Overrides the run id (defaults to simulation_id). */
  readonly runId?: string;
}

/** Fractions: round_success* always, plus any unit that declares itself a fraction. */
export function isFractionMetric(name: string, unit: string): boolean {
  return name.startsWith("round_success") || unit.trimStart().toLowerCase().startsWith("fraction");
}

/** The default direction for a metric (see the module comment for the reasoning). */
export function defaultDirection(name: string, unit: string): Direction {
  if (name.startsWith("round_success") || name.includes("similarity") || unit.includes("similarity")) return "higher-better";
  if (
    name === "content_filter_refusal" ||
    name.startsWith("round_ended_timeout") ||
    name.startsWith("postmortem_ended_timeout")
  ) {
    return "lower-better";
  }
  return "neutral";
}

const COUNTS_IN_UNIT = /\((\d+)\s*\/\s*(\d+)\)\s*$/;

/** Success counts from a unit like `fraction of rounds succeeded (12/15)`. */
export function parseCountsFromUnit(unit: string): SuccessCounts | undefined {
  const match = COUNTS_IN_UNIT.exec(unit);
  if (match === null) return undefined;
  const successes = Number(match[1]);
  const trials = Number(match[2]);
  if (trials === 0 || successes > trials) return undefined;
  return { successes, trials };
}

// perplexity is built in but registered only when a GPT-2 model is given
const DETERMINISTIC = new Set([...BUILTIN_METRICS.filter((m) => m.kind === "deterministic").map((m) => m.name), PERPLEXITY]);
const BUILTIN_NAMES = [...BUILTIN_METRICS.map((m) => m.name), PERPLEXITY].sort((a, b) => b.length - a.length);
const JUDGE_INPUTS = ["judge_model", "judge_provider", "judge_settings"] as const;

/**
 * The registry metric behind a measurement name: the agent_eval record that lists it, else the
 * longest built-in name it extends (per-team names like `round_success_teamA`).
 */
function registryName(report: EvaluationReport, measurementName: string): string | undefined {
  for (const [name, record] of Object.entries(report.agent_eval?.metrics ?? {})) {
    if (record.measurements.includes(measurementName)) return name;
  }
  return BUILTIN_NAMES.find((name) => measurementName === name || measurementName.startsWith(`${name}_`));
}

/**
 * The comparability fields that can change this metric's value. Judge identity is attached to
 * every metric not known to be deterministic, because a metric we do not recognise may be judged.
 */
function metricProvenance(report: EvaluationReport, measurementName: string): Record<string, string> {
  const provenance: Record<string, string> = {};
  const registry = registryName(report, measurementName);
  const inputs = report.agent_eval?.inputs ?? {};
  if (registry !== undefined) {
    const record = report.agent_eval?.metrics[registry];
    if (record !== undefined) provenance.metric_version = `${registry}@${record.version}`;
  }
  if (registry?.startsWith("english_ngram") === true) {
    for (const [key, value] of Object.entries(inputs)) if (key.startsWith("ngram_table:")) provenance[key] = value;
  }
  if (registry === PERPLEXITY) {
    for (const [key, value] of Object.entries(inputs)) if (key.startsWith("gpt2_model:")) provenance[key] = value;
  }
  if (registry === undefined || !DETERMINISTIC.has(registry)) {
    const explicit = JUDGE_INPUTS.filter((key) => inputs[key] !== undefined);
    if (explicit.length > 0) {
      for (const key of explicit) provenance[key] = inputs[key] as string;
    } else if (report.evaluation_cost.model !== "none") {
      provenance.judge_model = report.evaluation_cost.model;
      provenance.judge_provider = report.evaluation_cost.provider_name;
    }
  }
  return provenance;
}

function roundsOf(measurement: EvaluationReport["measurements"][number]): RoundOutcome[] {
  return measurement.per_round.map((r) => ({ round: r.round_number, value: r.value }));
}

/** Counts from the unit, else from 0/1 per-round outcomes (each scored round is one trial). */
function countsOf(unit: string, rounds: readonly RoundOutcome[]): SuccessCounts | undefined {
  const fromUnit = parseCountsFromUnit(unit);
  if (fromUnit !== undefined) return fromUnit;
  if (rounds.length === 0 || !rounds.every((r) => r.value === 0 || r.value === 1)) return undefined;
  return { successes: rounds.filter((r) => r.value === 1).length, trials: rounds.length };
}

function reportToRun(report: EvaluationReport, meta: RunMeta | undefined, id: string): ScoreRun {
  const metrics: Record<string, MetricScore> = {};
  for (const measurement of report.measurements) {
    // A repeated name in one report is kept apart rather than silently overwritten.
    let name = measurement.metric_name;
    for (let n = 2; metrics[name] !== undefined; n++) name = `${measurement.metric_name}#${n}`;
    const unit = measurement.score_unit;
    const fraction = isFractionMetric(measurement.metric_name, unit);
    const rounds = roundsOf(measurement);
    const counts = fraction ? countsOf(unit, rounds) : undefined;
    metrics[name] = {
      unit,
      direction: defaultDirection(measurement.metric_name, unit),
      fraction,
      score: measurement.score,
      ...(rounds.length > 0 ? { rounds } : {}),
      ...(counts === undefined ? {} : { counts }),
      provenance: metricProvenance(report, measurement.metric_name),
    };
  }

  const unavailable: Record<string, string> = {};
  for (const [name, record] of Object.entries(report.agent_eval?.metrics ?? {})) {
    if (record.status === "failed") unavailable[name] = `failed: ${record.error ?? "unknown error"}`;
    else if (record.status === "not_applicable") unavailable[name] = "not applicable to this run";
  }

  const scenarioMode = report.agent_eval?.inputs.scenario_mode;
  const seed = meta?.seed;
  return {
    id,
    pairing: { scenario: meta?.scenario ?? report.scenario_name, ...(seed === undefined ? {} : { seed: String(seed) }) },
    ...(report.agent_eval === undefined ? {} : { eventLogDigest: report.agent_eval.event_log_sha256 }),
    provenance: scenarioMode === undefined ? {} : { scenario_mode: scenarioMode },
    metrics,
    ...(Object.keys(unavailable).length > 0 ? { unavailable } : {}),
    ...(report.agent_eval?.incomplete_run === true ? { incomplete: true } : {}),
  };
}

/**
 * Build one side's score table from its reports. `runMeta[i]` describes `reports[i]`; pass the
 * seed from the run log so baseline and candidate runs of the same scenario/seed can be paired.
 * Runs come out sorted by id (code points), never in the order the paths were given, so every
 * output built from the table is stable. Duplicate run ids get a `#n` suffix in an order fixed by
 * the reports' content, so every run stays distinct.
 */
export function reportsToScoreTable(reports: readonly EvaluationReport[], runMeta: readonly (RunMeta | undefined)[] = []): ScoreTable {
  const items = reports.map((report, i) => {
    const meta = runMeta[i];
    return { report, meta, base: meta?.runId ?? report.simulation_id, content: JSON.stringify([report, meta ?? null]) };
  });
  items.sort((a, b) => compareCodePoints(a.base, b.base) || compareCodePoints(a.content, b.content));
  const used = new Set<string>();
  const runs = items.map(({ report, meta, base }) => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}#${n}`;
    used.add(id);
    return reportToRun(report, meta, id);
  });
  runs.sort((a, b) => compareCodePoints(a.id, b.id));
  return { runs };
}
