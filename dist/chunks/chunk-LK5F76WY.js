import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  BUILTIN_DECLARATIONS,
  BUILTIN_METRICS
} from "./chunk-VTNSK7JX.js";
import {
  PERPLEXITY
} from "./chunk-K2GLU2FO.js";
import {
  isFractionMetric
} from "./chunk-7JKKI3U2.js";
import {
  compareCodePoints
} from "./chunk-YQUIWL3O.js";
import {
  defineOwn,
  ownValue
} from "./chunk-YGHWAPUX.js";

// src/diff/from-reports.ts
function defaultDirection(name, unit) {
  return name.includes("similarity") || unit.includes("similarity") ? "higher-better" : "neutral";
}
var DIRECTIONS = { higher: "higher-better", lower: "lower-better", none: "neutral" };
function declared(report, registry, declarations, measurement) {
  const record = registry === void 0 || report.agent_eval === void 0 ? void 0 : ownValue(report.agent_eval.metrics, registry);
  const known = registry === void 0 ? void 0 : declarations.get(registry);
  const direction = record?.direction ?? known?.direction;
  const fraction = record?.fraction ?? known?.fraction;
  return {
    direction: direction === void 0 ? defaultDirection(measurement.metric_name, measurement.score_unit) : DIRECTIONS[direction],
    fraction: fraction ?? isFractionMetric(measurement.score_unit)
  };
}
var COUNTS_IN_UNIT = /\((\d+)\s*\/\s*(\d+)\)\s*$/;
function parseCountsFromUnit(unit) {
  const match = COUNTS_IN_UNIT.exec(unit);
  if (match === null) return void 0;
  const successes = Number(match[1]);
  const trials = Number(match[2]);
  if (trials === 0 || successes > trials) return void 0;
  return { successes, trials };
}
var DETERMINISTIC = /* @__PURE__ */ new Set([...BUILTIN_METRICS.filter((m) => m.kind === "deterministic").map((m) => m.name), PERPLEXITY]);
var BUILTIN_NAMES = [...BUILTIN_METRICS.map((m) => m.name), PERPLEXITY].sort((a, b) => b.length - a.length);
var JUDGE_INPUTS = ["judge_model", "judge_provider", "judge_settings"];
function registryName(report, measurementName) {
  for (const [name, record] of Object.entries(report.agent_eval?.metrics ?? {})) {
    if (record.measurements.includes(measurementName)) return name;
  }
  return BUILTIN_NAMES.find((name) => measurementName === name || measurementName.startsWith(`${name}_`));
}
function metricProvenance(report, registry) {
  const provenance = {};
  const inputs = report.agent_eval?.inputs ?? {};
  if (registry !== void 0) {
    const record = report.agent_eval === void 0 ? void 0 : ownValue(report.agent_eval.metrics, registry);
    if (record !== void 0) provenance.metric_version = `${registry}@${record.version}`;
  }
  if (registry?.startsWith("english_ngram") === true) {
    for (const [key, value] of Object.entries(inputs)) if (key.startsWith("ngram_table:")) defineOwn(provenance, key, value);
  }
  if (registry === PERPLEXITY) {
    for (const [key, value] of Object.entries(inputs)) if (key.startsWith("gpt2_model:")) defineOwn(provenance, key, value);
  }
  if (registry === void 0 || !DETERMINISTIC.has(registry)) {
    const explicit = JUDGE_INPUTS.filter((key) => ownValue(inputs, key) !== void 0);
    if (explicit.length > 0) {
      for (const key of explicit) provenance[key] = inputs[key];
    } else if (report.evaluation_cost.model !== "none") {
      provenance.judge_model = report.evaluation_cost.model;
      provenance.judge_provider = report.evaluation_cost.provider_name;
    }
  }
  return provenance;
}
function roundsOf(measurement) {
  return measurement.per_round.map((r) => ({ round: r.round_number, value: r.value }));
}
function countsOf(unit, rounds) {
  const fromUnit = parseCountsFromUnit(unit);
  if (fromUnit !== void 0) return fromUnit;
  if (rounds.length === 0 || !rounds.every((r) => r.value === 0 || r.value === 1)) return void 0;
  return { successes: rounds.filter((r) => r.value === 1).length, trials: rounds.length };
}
function reportToRun(report, meta, id, declarations) {
  const metrics = {};
  for (const measurement of report.measurements) {
    let name = measurement.metric_name;
    for (let n = 2; Object.hasOwn(metrics, name); n++) name = `${measurement.metric_name}#${n}`;
    const unit = measurement.score_unit;
    const registry = registryName(report, measurement.metric_name);
    const { direction, fraction } = declared(report, registry, declarations, measurement);
    const rounds = roundsOf(measurement);
    const counts = fraction ? countsOf(unit, rounds) : void 0;
    defineOwn(metrics, name, {
      unit,
      direction,
      fraction,
      score: measurement.score,
      ...rounds.length > 0 ? { rounds } : {},
      ...counts === void 0 ? {} : { counts },
      provenance: metricProvenance(report, registry)
    });
  }
  const unavailable = {};
  for (const [name, record] of Object.entries(report.agent_eval?.metrics ?? {})) {
    if (record.status === "failed") defineOwn(unavailable, name, `failed: ${record.error ?? "unknown error"}`);
    else if (record.status === "not_applicable") defineOwn(unavailable, name, "not applicable to this run");
  }
  const scenarioMode = report.agent_eval?.inputs.scenario_mode;
  const seed = meta?.seed;
  return {
    id,
    pairing: { scenario: meta?.scenario ?? report.scenario_name, ...seed === void 0 ? {} : { seed: String(seed) } },
    ...report.agent_eval === void 0 ? {} : { eventLogDigest: report.agent_eval.event_log_sha256 },
    // the scenario is provenance too: a side holding runs of another scenario than the other side
    // would pool unrelated simulations into one mean (veyru's round_success against a spot_the_difference run's)
    provenance: { scenario: report.scenario_name, ...scenarioMode === void 0 ? {} : { scenario_mode: scenarioMode } },
    metrics,
    ...Object.keys(unavailable).length > 0 ? { unavailable } : {},
    ...report.agent_eval?.incomplete_run === true ? { incomplete: true } : {}
  };
}
function fractionOutOfRange(report, declarations = BUILTIN_DECLARATIONS) {
  for (const [i, measurement] of report.measurements.entries()) {
    const registry = registryName(report, measurement.metric_name);
    if (registry === void 0) continue;
    const { fraction } = declared(report, registry, declarations, measurement);
    if (fraction && !(measurement.score >= 0 && measurement.score <= 1)) {
      return { field: `measurements.${i}.score`, metric: measurement.metric_name, score: measurement.score };
    }
  }
  return void 0;
}
function describeFractionOutOfRange(outOfRange) {
  return `field '${outOfRange.field}': ${outOfRange.metric} is a fraction, so its score must be from 0 to 1, got ${outOfRange.score}`;
}
function findDuplicateRuns(reports, sources) {
  const seen = /* @__PURE__ */ new Map();
  const duplicates = [];
  reports.forEach((report, i) => {
    const source = sources[i] ?? `report #${i + 1}`;
    const key = JSON.stringify([report.scenario_name, report.simulation_id]);
    const digest = report.agent_eval?.event_log_sha256;
    const earlier = seen.get(key) ?? [];
    const same = earlier.find((e) => e.digest === void 0 || digest === void 0 || e.digest === digest);
    if (same !== void 0) duplicates.push({ simulationId: report.simulation_id, scenario: report.scenario_name, first: same.source, second: source });
    else seen.set(key, [...earlier, { source, digest }]);
  });
  return duplicates;
}
function describeDuplicateRun(duplicate) {
  return `${duplicate.second} holds the same run as ${duplicate.first} (simulation_id '${duplicate.simulationId}', scenario '${duplicate.scenario}')`;
}
function reportsToScoreTable(reports, runMeta = [], declarations = BUILTIN_DECLARATIONS) {
  const items = reports.map((report, i) => {
    const meta = runMeta[i];
    return { report, meta, base: meta?.runId ?? report.simulation_id, content: JSON.stringify([report, meta ?? null], (_key, value) => typeof value === "bigint" ? `${value}n` : value) };
  });
  items.sort((a, b) => compareCodePoints(a.base, b.base) || compareCodePoints(a.content, b.content));
  const used = /* @__PURE__ */ new Set();
  const runs = items.map(({ report, meta, base }) => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}#${n}`;
    used.add(id);
    return reportToRun(report, meta, id, declarations);
  });
  runs.sort((a, b) => compareCodePoints(a.id, b.id));
  return { runs };
}

export {
  fractionOutOfRange,
  describeFractionOutOfRange,
  findDuplicateRuns,
  describeDuplicateRun,
  reportsToScoreTable
};
