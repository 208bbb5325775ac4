/**
 * Adapter: parsed GlossoGen `<scenario>_report.json` objects → the neutral score table.
 *
 * A metric's direction and "is a fraction" are declared by the metric (metrics/contract.ts;
 * only a gate rule can override the direction), read in this order:
 * 1. the report's record of the metric (a plug-in metric writes its declaration there);
 * 2. the declarations given by the caller (default: the built-ins', metrics/registry.ts);
 * 3. for a metric that declares nothing (an unknown plug-in, a GlossoGen metric agent-eval does
 *    not know): higher-better when its name or unit says "similarity", a fraction when its unit
 *    starts with "fraction", else neutral (a shift either way is "changed", never a regression).
 */
import { defineOwn, ownValue } from "../core/own-keys.js";
import { compareCodePoints } from "../core/pynum.js";
import { type MetricDiffDeclaration, type MetricDirection, isFractionMetric } from "../metrics/contract.js";
import { BUILTIN_DECLARATIONS, BUILTIN_METRICS } from "../metrics/registry.js";
import { PERPLEXITY } from "../metrics/perplexity.js";
import type { EvaluationReport } from "../report/report.js";
import type { Direction, MetricScore, RoundOutcome, ScoreRun, ScoreTable, SuccessCounts } from "./score-table.js";

/** What the caller knows about a run beyond its report (from the run log, when present). */
export interface RunMeta {
  /** Pairing scenario; defaults to the report's scenario_name. */
  readonly scenario?: string;
  /** `simulation_started.scenario_config.seed`, when the run log is available. */
  readonly seed?: string | number | bigint;
  /** Overrides the run id (defaults to simulation_id). */
  readonly runId?: string;
}

export { isFractionMetric };

/** Fallback for a metric that declares nothing (see the module comment). */
export function defaultDirection(name: string, unit: string): Direction {
  return name.includes("similarity") || unit.includes("similarity") ? "higher-better" : "neutral";
}

const DIRECTIONS: Readonly<Record<MetricDirection, Direction>> = { higher: "higher-better", lower: "lower-better", none: "neutral" };

/** Declarations by registry metric name. */
export type MetricDeclarations = ReadonlyMap<string, MetricDiffDeclaration>;

/** Direction and fraction of one measurement, by the order in the module comment. */
function declared(
  report: EvaluationReport,
  registry: string | undefined,
  declarations: MetricDeclarations,
  measurement: { readonly metric_name: string; readonly score_unit: string },
): { readonly direction: Direction; readonly fraction: boolean } {
  const record = registry === undefined || report.agent_eval === undefined ? undefined : ownValue(report.agent_eval.metrics, registry);
  const known = registry === undefined ? undefined : declarations.get(registry);
  const direction = record?.direction ?? known?.direction;
  const fraction = record?.fraction ?? known?.fraction;
  return {
    direction: direction === undefined ? defaultDirection(measurement.metric_name, measurement.score_unit) : DIRECTIONS[direction],
    fraction: fraction ?? isFractionMetric(measurement.score_unit),
  };
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
function metricProvenance(report: EvaluationReport, registry: string | undefined): Record<string, string> {
  const provenance: Record<string, string> = {};
  const inputs = report.agent_eval?.inputs ?? {};
  if (registry !== undefined) {
    const record = report.agent_eval === undefined ? undefined : ownValue(report.agent_eval.metrics, registry);
    if (record !== undefined) provenance.metric_version = `${registry}@${record.version}`;
  }
  if (registry?.startsWith("english_ngram") === true) {
    for (const [key, value] of Object.entries(inputs)) if (key.startsWith("ngram_table:")) defineOwn(provenance, key, value);
  }
  if (registry === PERPLEXITY) {
    for (const [key, value] of Object.entries(inputs)) if (key.startsWith("gpt2_model:")) defineOwn(provenance, key, value);
  }
  if (registry === undefined || !DETERMINISTIC.has(registry)) {
    const explicit = JUDGE_INPUTS.filter((key) => ownValue(inputs, key) !== undefined);
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

function reportToRun(report: EvaluationReport, meta: RunMeta | undefined, id: string, declarations: MetricDeclarations): ScoreRun {
  const metrics: Record<string, MetricScore> = {};
  for (const measurement of report.measurements) {
    // A repeated name in one report is kept apart rather than silently overwritten.
    let name = measurement.metric_name;
    for (let n = 2; Object.hasOwn(metrics, name); n++) name = `${measurement.metric_name}#${n}`;
    const unit = measurement.score_unit;
    const registry = registryName(report, measurement.metric_name);
    const { direction, fraction } = declared(report, registry, declarations, measurement);
    const rounds = roundsOf(measurement);
    const counts = fraction ? countsOf(unit, rounds) : undefined;
    defineOwn(metrics, name, {
      unit,
      direction,
      fraction,
      score: measurement.score,
      ...(rounds.length > 0 ? { rounds } : {}),
      ...(counts === undefined ? {} : { counts }),
      provenance: metricProvenance(report, registry),
    });
  }

  const unavailable: Record<string, string> = {};
  for (const [name, record] of Object.entries(report.agent_eval?.metrics ?? {})) {
    if (record.status === "failed") defineOwn(unavailable, name, `failed: ${record.error ?? "unknown error"}`);
    else if (record.status === "not_applicable") defineOwn(unavailable, name, "not applicable to this run");
  }

  const scenarioMode = report.agent_eval?.inputs.scenario_mode;
  const seed = meta?.seed;
  return {
    id,
    pairing: { scenario: meta?.scenario ?? report.scenario_name, ...(seed === undefined ? {} : { seed: String(seed) }) },
    ...(report.agent_eval === undefined ? {} : { eventLogDigest: report.agent_eval.event_log_sha256 }),
    // the scenario is provenance too: a side holding runs of another scenario than the other side
    // would pool unrelated simulations into one mean (veyru's round_success against a spot_the_difference run's)
    provenance: { scenario: report.scenario_name, ...(scenarioMode === undefined ? {} : { scenario_mode: scenarioMode }) },
    metrics,
    ...(Object.keys(unavailable).length > 0 ? { unavailable } : {}),
    ...(report.agent_eval?.incomplete_run === true ? { incomplete: true } : {}),
  };
}

/** A fraction measurement whose score is not in [0, 1]. */
export interface FractionOutOfRange {
  /** The report field, e.g. `measurements.0.score`. */
  readonly field: string;
  readonly metric: string;
  readonly score: number;
}

/**
 * The first measurement of a report that its metric declares a fraction (in the report's record
 * of the metric, else in `declarations`, else by the contract's default for a known metric: the
 * unit starts with "fraction") but whose score is outside [0, 1] (1e308 would print as
 * "Infinity%"). A measurement of no known metric (no record lists it, no built-in name fits) is
 * not checked: nothing declares it a fraction. Non-finite scores never get here (the report
 * schema refuses them).
 */
export function fractionOutOfRange(report: EvaluationReport, declarations: MetricDeclarations = BUILTIN_DECLARATIONS): FractionOutOfRange | undefined {
  for (const [i, measurement] of report.measurements.entries()) {
    const registry = registryName(report, measurement.metric_name);
    if (registry === undefined) continue;
    const { fraction } = declared(report, registry, declarations, measurement);
    if (fraction && !(measurement.score >= 0 && measurement.score <= 1)) {
      return { field: `measurements.${i}.score`, metric: measurement.metric_name, score: measurement.score };
    }
  }
  return undefined;
}

/** What is wrong with the score, for an error that names the file before it. */
export function describeFractionOutOfRange(outOfRange: FractionOutOfRange): string {
  return `field '${outOfRange.field}': ${outOfRange.metric} is a fraction, so its score must be from 0 to 1, got ${outOfRange.score}`;
}

/** Two report files on one side that hold the same run. */
export interface DuplicateRun {
  readonly simulationId: string;
  readonly scenario: string;
  /** The first file that holds the run, and the later one. */
  readonly first: string;
  readonly second: string;
}

/**
 * Reports on one side that hold the same run: the same simulation_id and scenario_name, made
 * from the same event log where both record its digest (the same file given under two names,
 * copied, or one log evaluated twice). The run is the unit of independence, so counting one twice
 * would inflate n and narrow every interval. Different logs under one id (the testing kit numbers
 * every built run's events from e0001) stay distinct runs. `sources[i]` names `reports[i]`.
 */
export function findDuplicateRuns(reports: readonly EvaluationReport[], sources: readonly string[]): DuplicateRun[] {
  const seen = new Map<string, { source: string; digest: string | undefined }[]>();
  const duplicates: DuplicateRun[] = [];
  reports.forEach((report, i) => {
    const source = sources[i] ?? `report #${i + 1}`;
    const key = JSON.stringify([report.scenario_name, report.simulation_id]);
    const digest = report.agent_eval?.event_log_sha256;
    const earlier = seen.get(key) ?? [];
    const same = earlier.find((e) => e.digest === undefined || digest === undefined || e.digest === digest);
    if (same !== undefined) duplicates.push({ simulationId: report.simulation_id, scenario: report.scenario_name, first: same.source, second: source });
    else seen.set(key, [...earlier, { source, digest }]);
  });
  return duplicates;
}

/** Which file repeats which run, for an error or a warning that says what follows. */
export function describeDuplicateRun(duplicate: DuplicateRun): string {
  return `${duplicate.second} holds the same run as ${duplicate.first} (simulation_id '${duplicate.simulationId}', scenario '${duplicate.scenario}')`;
}

/**
 * Build one side's score table from its reports. `runMeta[i]` describes `reports[i]`; pass the
 * seed from the run log so baseline and candidate runs of the same scenario/seed can be paired.
 * Runs come out sorted by id (code points), never in the order the paths were given, so every
 * output built from the table is stable. Duplicate run ids get a `#n` suffix in an order fixed by
 * the reports' content, so every run stays distinct. `declarations` say which way each metric is
 * better and whether it is a fraction, beyond what the reports record (default: the built-ins').
 */
export function reportsToScoreTable(
  reports: readonly EvaluationReport[],
  runMeta: readonly (RunMeta | undefined)[] = [],
  declarations: MetricDeclarations = BUILTIN_DECLARATIONS,
): ScoreTable {
  const items = reports.map((report, i) => {
    const meta = runMeta[i];
    return { report, meta, base: meta?.runId ?? report.simulation_id, content: JSON.stringify([report, meta ?? null], (_key, value: unknown) => (typeof value === "bigint" ? `${value}n` : value)) };
  });
  items.sort((a, b) => compareCodePoints(a.base, b.base) || compareCodePoints(a.content, b.content));
  const used = new Set<string>();
  const runs = items.map(({ report, meta, base }) => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}#${n}`;
    used.add(id);
    return reportToRun(report, meta, id, declarations);
  });
  runs.sort((a, b) => compareCodePoints(a.id, b.id));
  return { runs };
}
