import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  BUILTIN_METRICS,
  INVOCATION_LOG,
  InputError,
  PERPLEXITY,
  PyFloat,
  ZERO_USAGE,
  addUsage,
  builtinScenario,
  canonicalJson,
  compareCodePoints,
  createJudgeStack,
  descriptorFromConfigFile,
  detectScenario,
  directorySidecars,
  dumpsIndent2,
  estimateCostUsd,
  external_exports,
  firstIssue,
  fmean,
  formatPyJsonFloat,
  fsum,
  gpt2MessageScorer,
  inferDescriptor,
  judgeRequestKey,
  loadRun,
  measurementSchema,
  openFixtureStore,
  perplexityMetric,
  pluginRegistry,
  readTextIfExists,
  renderTemplate,
  resolveMetricList,
  runMetrics,
  withPerplexity,
  writeFileAtomic
} from "./chunk-WDAPZPU4.js";

// src/version.ts
var AGENT_EVAL_VERSION = "0.1.0";

// src/diff/format.ts
var MAX_DIGITS = 6;
function roundDecimal(x, digits) {
  const magnitude = Math.abs(x);
  if (magnitude < 1e-6) return Math.sign(x) * Math.round(magnitude * 10 ** digits) / 10 ** digits;
  if (magnitude >= 1e12) return Math.sign(x) * Math.round(magnitude);
  const clean = Number(magnitude.toPrecision(12));
  const rounded = Number(`${Math.round(Number(`${clean}e${digits}`))}e-${digits}`);
  return Math.sign(x) * rounded;
}
function checkDigits(digits) {
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_DIGITS) {
    throw new RangeError(`digits must be an integer in 0..${MAX_DIGITS}, got ${digits}`);
  }
}
function formatSigned(value, digits) {
  checkDigits(digits);
  if (!Number.isFinite(value)) return String(value);
  const rounded = roundDecimal(value, digits);
  if (rounded === 0) return 0 .toFixed(digits);
  return `${rounded > 0 ? "+" : "-"}${Math.abs(rounded).toFixed(digits)}`;
}
function formatDelta(delta, options) {
  if (options.fraction) return `${formatSigned(delta * 100, 1)} pp`;
  return formatSigned(delta, options.digits ?? 3);
}
function formatInterval(lower, upper, options) {
  if (options.fraction) return `[${formatSigned(lower * 100, 1)}, ${formatSigned(upper * 100, 1)}] pp`;
  const digits = options.digits ?? 3;
  return `[${formatSigned(lower, digits)}, ${formatSigned(upper, digits)}]`;
}
function formatScore(score, options) {
  if (!Number.isFinite(score)) return String(score);
  const digits = options.fraction ? 1 : options.digits ?? 3;
  checkDigits(digits);
  const value = roundDecimal(options.fraction ? score * 100 : score, digits);
  const text = (value === 0 ? 0 : value).toFixed(digits);
  return options.fraction ? `${text}%` : text;
}

// src/diff/gate-rules.ts
var GateRuleError = class extends Error {
  problems;
  constructor(problems) {
    super(problems.map((p) => `gate rule '${p.rule}': ${p.reason}`).join("; "));
    this.name = "GateRuleError";
    this.problems = problems;
  }
};
var METRIC_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.#-]*$/;
var MARGIN = /^([+-])(\d+(?:\.\d+)?|\.\d+)(pp)?$/;
function parseOne(raw) {
  const rule = raw.trim();
  const colon = rule.lastIndexOf(":");
  if (colon < 0) return { rule, reason: "expected '<metric>:<+|-><margin>[pp]', e.g. 'round_success:-5pp' (no ':' found)" };
  const metric = rule.slice(0, colon).trim();
  const spec = rule.slice(colon + 1).trim().replace(/^\u2212/, "-").replace(/\s+/g, "");
  if (metric === "") return { rule, reason: "the metric name is empty" };
  if (!METRIC_NAME.test(metric)) return { rule, reason: `'${metric}' is not a metric name (letters, digits, '_', '.', '-', '#')` };
  if (spec === "") return { rule, reason: "the margin is missing" };
  if (/^\d|^\./.test(spec)) {
    return { rule, reason: "the margin needs a sign saying which way is bad: '-' (a drop is bad) or '+' (a rise is bad)" };
  }
  if (spec.endsWith("%")) {
    return { rule, reason: "'%' is ambiguous (relative or absolute?): write percentage points as 'pp', e.g. '-5pp'" };
  }
  const match = MARGIN.exec(spec);
  if (match === null) return { rule, reason: `'${spec}' is not a signed number with optional 'pp' suffix` };
  const value = Number(match[2]);
  if (!(value > 0)) {
    return { rule, reason: "the margin must be greater than 0: a zero margin gates on significance alone, which flaps (\xA74.7)" };
  }
  const unit = match[3] === "pp" ? "pp" : "absolute";
  if (unit === "pp" && value > 100) return { rule, reason: `${value}pp exceeds 100 percentage points` };
  return {
    raw: rule,
    metric,
    bad: match[1] === "-" ? "decrease" : "increase",
    // Dividing by 100 (not multiplying by 0.01) keeps 5pp exactly 0.05.
    margin: unit === "pp" ? value / 100 : value,
    unit
  };
}
function parseGateRules(input) {
  const items = (typeof input === "string" ? input.split(/[,;\n]/) : input).map((s) => s.trim()).filter((s) => s !== "");
  const rules = [];
  const problems = [];
  const seen = /* @__PURE__ */ new Map();
  for (const item of items) {
    const parsed = parseOne(item);
    if ("reason" in parsed) {
      problems.push(parsed);
      continue;
    }
    const earlier = seen.get(parsed.metric);
    if (earlier !== void 0) {
      problems.push({ rule: parsed.raw, reason: `metric '${parsed.metric}' is already gated by '${earlier}'` });
      continue;
    }
    seen.set(parsed.metric, parsed.raw);
    rules.push(parsed);
  }
  if (problems.length > 0) throw new GateRuleError(problems);
  return rules;
}

// src/diff/score-table.ts
var stringMap = external_exports.record(external_exports.string(), external_exports.string());
var metricScoreSchema = external_exports.object({
  unit: external_exports.string(),
  direction: external_exports.enum(["higher-better", "lower-better", "neutral"]),
  fraction: external_exports.boolean(),
  score: external_exports.number().refine(Number.isFinite, "score must be finite"),
  rounds: external_exports.array(external_exports.object({ round: external_exports.number().int(), value: external_exports.number() })).optional(),
  counts: external_exports.object({ successes: external_exports.number().nonnegative(), trials: external_exports.number().positive() }).refine((c) => c.successes <= c.trials, "successes must not exceed trials").optional(),
  provenance: stringMap.optional()
});
var scoreRunSchema = external_exports.object({
  id: external_exports.string().min(1),
  pairing: external_exports.object({ scenario: external_exports.string().optional(), seed: external_exports.string().optional() }).optional(),
  eventLogDigest: external_exports.string().optional(),
  provenance: stringMap.optional(),
  metrics: external_exports.record(external_exports.string(), metricScoreSchema),
  unavailable: stringMap.optional(),
  incomplete: external_exports.boolean().optional()
});
var scoreTableSchema = external_exports.object({ runs: external_exports.array(scoreRunSchema) }).superRefine((table, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  for (const [i, run] of table.runs.entries()) {
    if (seen.has(run.id)) ctx.addIssue({ code: "custom", path: ["runs", i, "id"], message: `duplicate run id '${run.id}'` });
    seen.add(run.id);
  }
});
function pairingKey(run) {
  const scenario = run.pairing?.scenario;
  const seed = run.pairing?.seed;
  if (scenario === void 0 && seed === void 0) return void 0;
  return `${scenario ?? ""}\0${seed ?? ""}`;
}

// src/diff/statistics.ts
var LANCZOS_G = 7;
var LANCZOS_COEFFICIENTS = [
  0.9999999999998099,
  676.5203681218851,
  -1259.1392167224028,
  771.3234287776531,
  -176.6150291621406,
  12.507343278686905,
  -0.13857109526572012,
  9984369578019572e-21,
  15056327351493116e-23
];
function logGamma(x) {
  if (!(x > 0)) throw new RangeError(`logGamma needs x > 0, got ${x}`);
  if (x < 0.5) {
    return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  }
  const z = x - 1;
  let sum = LANCZOS_COEFFICIENTS[0];
  for (let i = 1; i < LANCZOS_COEFFICIENTS.length; i++) sum += LANCZOS_COEFFICIENTS[i] / (z + i);
  const t = z + LANCZOS_G + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}
var TINY = 1e-300;
var MAX_ITERATIONS = 1e4;
var EPSILON = 1e-16;
function betaContinuedFraction(a, b, x) {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - qab * x / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    let aa = m * (b - m) * x / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return h;
}
function regularizedIncompleteBeta(x, a, b) {
  if (!(a > 0) || !(b > 0)) throw new RangeError(`incomplete beta needs a, b > 0, got a=${a}, b=${b}`);
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
  if (x < (a + 1) / (a + b + 2)) return front * betaContinuedFraction(a, b, x) / a;
  return 1 - front * betaContinuedFraction(b, a, 1 - x) / b;
}
function regularizedGammaQ(a, x) {
  if (x <= 0) return 1;
  const logFront = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n <= MAX_ITERATIONS; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
    }
    return 1 - sum * Math.exp(logFront);
  }
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(logFront) * h;
}
function normalCdf(z) {
  if (Number.isNaN(z)) return Number.NaN;
  const tail = 0.5 * regularizedGammaQ(0.5, z * z / 2);
  return z < 0 ? tail : 1 - tail;
}
function bisect(f, target, lo, hi) {
  for (let i = 0; i < 2e3; i++) {
    const mid = lo + (hi - lo) / 2;
    if (mid === lo || mid === hi) return mid;
    if (f(mid) < target) lo = mid;
    else hi = mid;
  }
  return lo + (hi - lo) / 2;
}
function normalQuantile(p) {
  if (!(p > 0 && p < 1)) throw new RangeError(`normal quantile needs 0 < p < 1, got ${p}`);
  if (p === 0.5) return 0;
  if (p < 0.5) return -normalQuantile(1 - p);
  return bisect(normalCdf, p, 0, 40);
}
var NORMAL_DF = 1e7;
function studentTCdf(t, df) {
  if (!(df > 0)) throw new RangeError(`Student t needs df > 0, got ${df}`);
  if (Number.isNaN(t)) return Number.NaN;
  if (df > NORMAL_DF) return normalCdf(t);
  if (t === 0) return 0.5;
  const tail = 0.5 * regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t < 0 ? tail : 1 - tail;
}
function studentTTwoSidedP(t, df) {
  if (!(df > 0)) throw new RangeError(`Student t needs df > 0, got ${df}`);
  if (df > NORMAL_DF) return 2 * normalCdf(-Math.abs(t));
  if (!Number.isFinite(t)) return 0;
  return regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5);
}
function studentTQuantile(p, df) {
  if (!(p > 0 && p < 1)) throw new RangeError(`t quantile needs 0 < p < 1, got ${p}`);
  if (!(df > 0)) throw new RangeError(`Student t needs df > 0, got ${df}`);
  if (df > NORMAL_DF) return normalQuantile(p);
  if (p === 0.5) return 0;
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  let hi = 1;
  while (studentTCdf(hi, df) < p) hi *= 2;
  return bisect((t) => studentTCdf(t, df), p, 0, hi);
}
function sampleVariance(values) {
  if (values.length < 2) throw new RangeError("sample variance needs at least two values");
  if (values.every((v) => v === values[0])) return 0;
  const centre = fmean(values);
  return fsum(values.map((v) => (v - centre) ** 2)) / (values.length - 1);
}
function degenerate(delta) {
  return { delta, se: 0, df: null, lower: delta, upper: delta, pValue: delta === 0 ? 1 : 0 };
}
function tInterval(delta, se, df, alpha) {
  const q = studentTQuantile(1 - alpha / 2, df);
  return { delta, se, df, lower: delta - q * se, upper: delta + q * se, pValue: studentTTwoSidedP(delta / se, df) };
}
function checkAlpha(alpha) {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
}
function welchInterval(baseline, candidate, alpha = 0.05) {
  checkAlpha(alpha);
  if (baseline.length < 2 || candidate.length < 2) throw new RangeError("Welch needs at least two values per side");
  const delta = fmean(candidate) - fmean(baseline);
  const vb = sampleVariance(baseline) / baseline.length;
  const vc = sampleVariance(candidate) / candidate.length;
  const v = vb + vc;
  if (v === 0) return degenerate(delta);
  const df = v * v / (vb * vb / (baseline.length - 1) + vc * vc / (candidate.length - 1));
  return tInterval(delta, Math.sqrt(v), df, alpha);
}
function pairedInterval(differences, alpha = 0.05) {
  checkAlpha(alpha);
  if (differences.length < 2) throw new RangeError("a paired interval needs at least two pairs");
  const delta = fmean(differences);
  const variance = sampleVariance(differences);
  if (variance === 0) return degenerate(delta);
  return tInterval(delta, Math.sqrt(variance / differences.length), differences.length - 1, alpha);
}
function wilsonAtZ(successes, trials, z) {
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = z / denominator * Math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials));
  return {
    estimate: p,
    lower: successes === 0 ? 0 : Math.max(0, centre - half),
    upper: successes === trials ? 1 : Math.min(1, centre + half)
  };
}
function checkCounts(successes, trials) {
  if (!(trials > 0) || !(successes >= 0) || successes > trials) {
    throw new RangeError(`need 0 <= successes <= trials and trials > 0, got ${successes}/${trials}`);
  }
}
function newcombeAtZ(baseline, candidate, z) {
  const b = wilsonAtZ(baseline.successes, baseline.trials, z);
  const c = wilsonAtZ(candidate.successes, candidate.trials, z);
  const delta = c.estimate - b.estimate;
  return {
    delta,
    lower: delta - Math.sqrt((c.estimate - c.lower) ** 2 + (b.upper - b.estimate) ** 2),
    upper: delta + Math.sqrt((c.upper - c.estimate) ** 2 + (b.estimate - b.lower) ** 2)
  };
}
function newcombeInterval(baseline, candidate, alpha = 0.05) {
  checkAlpha(alpha);
  checkCounts(baseline.successes, baseline.trials);
  checkCounts(candidate.successes, candidate.trials);
  const at = newcombeAtZ(baseline, candidate, normalQuantile(1 - alpha / 2));
  return { ...at, pValue: newcombePValue(baseline, candidate, at.delta) };
}
function newcombePValue(baseline, candidate, delta) {
  if (delta === 0) return 1;
  const nearLimit = (z) => {
    const at = newcombeAtZ(baseline, candidate, z);
    return delta > 0 ? -at.lower : at.upper;
  };
  if (nearLimit(40) < 0) return 0;
  const zStar = bisect(nearLimit, 0, 0, 40);
  return Math.min(1, 2 * normalCdf(-zStar));
}
function minimumDetectableEffect(se, options = {}) {
  const alpha = options.alpha ?? 0.05;
  const power = options.power ?? 0.8;
  const df = options.df ?? Number.POSITIVE_INFINITY;
  checkAlpha(alpha);
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be in (0, 1), got ${power}`);
  if (!(se >= 0)) throw new RangeError(`standard error must be >= 0, got ${se}`);
  return (studentTQuantile(1 - alpha / 2, df) + studentTQuantile(power, df)) * se;
}
function holmAdjust(pValues, alpha = 0.05) {
  checkAlpha(alpha);
  const m = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
  const adjusted = new Array(m).fill(1);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return { adjusted, rejected: adjusted.map((p) => p <= alpha) };
}
function hashSeed(text) {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash >>> 0;
}
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function quantileSorted(sorted, q) {
  const position = (sorted.length - 1) * q;
  const lo = Math.floor(position);
  const hi = Math.ceil(position);
  const a = sorted[lo];
  const b = sorted[hi];
  return a + (b - a) * (position - lo);
}
function bootstrapInterval(baseline, candidate, options = {}) {
  const resamples = options.resamples ?? 1e4;
  const alpha = options.alpha ?? 0.05;
  checkAlpha(alpha);
  if (baseline.length === 0 || candidate.length === 0) throw new RangeError("bootstrap needs runs on both sides");
  if (!Number.isInteger(resamples) || resamples < 1) throw new RangeError(`resamples must be a positive integer, got ${resamples}`);
  const seed = options.seed ?? hashSeed(JSON.stringify([baseline, candidate, resamples]));
  const random = mulberry32(seed);
  const draw = (values) => {
    const picked = [];
    for (let i = 0; i < values.length; i++) picked.push(values[Math.floor(random() * values.length)]);
    return fmean(picked);
  };
  const deltas = [];
  for (let b = 0; b < resamples; b++) {
    const mb = draw(baseline);
    deltas.push(draw(candidate) - mb);
  }
  deltas.sort((x, y) => x - y);
  return { lower: quantileSorted(deltas, alpha / 2), upper: quantileSorted(deltas, 1 - alpha / 2), seed, resamples };
}

// src/diff/diff.ts
var byCodePoint = (a, b) => compareCodePoints(a, b);
function reaches(x, m) {
  return x >= m - 1e-9 * Math.max(1, Math.abs(m));
}
function entriesFor(runs, metric) {
  const out = [];
  for (const run of runs) {
    const score = run.metrics[metric];
    if (score !== void 0) out.push({ run, score });
  }
  return out;
}
function pooledCounts(entries) {
  if (entries.length === 0) return null;
  let successes = 0;
  let trials = 0;
  for (const { score } of entries) {
    if (score.counts === void 0) return null;
    successes += score.counts.successes;
    trials += score.counts.trials;
  }
  return trials > 0 ? { successes, trials } : null;
}
function summarize(entries, allRuns) {
  const scores = entries.map((e) => e.score.score);
  return {
    k: entries.length,
    missingRuns: allRuns - entries.length,
    mean: scores.length > 0 ? fmean(scores) : null,
    sd: scores.length > 1 ? Math.sqrt(sampleVariance(scores)) : null,
    pooled: pooledCounts(entries),
    runIds: entries.map((e) => e.run.id)
  };
}
var ABSENT = "(absent)";
function differingFields(baseline, candidate) {
  const fieldsOf = (e) => ({ ...e.run.provenance, ...e.score.provenance });
  const names = /* @__PURE__ */ new Set();
  for (const e of [...baseline, ...candidate]) for (const key of Object.keys(fieldsOf(e))) names.add(key);
  const valuesOf = (entries, field) => [...new Set(entries.map((e) => fieldsOf(e)[field] ?? ABSENT))].sort(byCodePoint);
  const out = [];
  for (const field of [...names].sort(byCodePoint)) {
    const b = valuesOf(baseline, field);
    const c = valuesOf(candidate, field);
    if (b.join("\0") !== c.join("\0")) out.push({ field, baseline: b, candidate: c });
  }
  return out;
}
function sameEventLogs(baseline, candidate) {
  const digests = (entries) => {
    const out = [];
    for (const e of entries) {
      if (e.run.eventLogDigest === void 0) return void 0;
      out.push(e.run.eventLogDigest);
    }
    return out.sort(byCodePoint);
  };
  const b = digests(baseline);
  const c = digests(candidate);
  return b !== void 0 && c !== void 0 && b.join("\0") === c.join("\0");
}
function sameScoresPerLog(baseline, candidate) {
  const key = (entries) => entries.map((e) => `${e.run.eventLogDigest ?? ""}\0${e.score.score}`).sort(byCodePoint).join("");
  return key(baseline) === key(candidate);
}
function groupByKey(entries) {
  const groups = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const key = pairingKey(e.run);
    if (key === void 0) return void 0;
    const group = groups.get(key);
    if (group === void 0) groups.set(key, [e]);
    else group.push(e);
  }
  return groups;
}
function planPairing(baseline, candidate) {
  const b = groupByKey(baseline);
  const c = groupByKey(candidate);
  if (b === void 0 || c === void 0) return void 0;
  const onlyB = [...b.keys()].filter((k) => !c.has(k)).length;
  const onlyC = [...c.keys()].filter((k) => !b.has(k)).length;
  if (onlyB > 0 || onlyC > 0) {
    return { mismatch: `pairing keys do not line up (${onlyB} only in baseline, ${onlyC} only in candidate): runs compared unpaired` };
  }
  return { keys: [...b.keys()].sort(byCodePoint), baseline: b, candidate: c };
}
function splitKey(key) {
  const [scenario = "", seed = ""] = key.split("\0");
  return { ...scenario === "" ? {} : { scenario }, ...seed === "" ? {} : { seed } };
}
function binaryRounds(entries) {
  let any = false;
  for (const { score } of entries) {
    for (const r of score.rounds ?? []) {
      if (r.value !== 0 && r.value !== 1) return false;
      any = true;
    }
  }
  return any;
}
function tallyRounds(entries) {
  const tally = /* @__PURE__ */ new Map();
  for (const { score } of entries) {
    for (const r of score.rounds ?? []) {
      const t = tally.get(r.round) ?? { successes: 0, trials: 0 };
      tally.set(r.round, { successes: t.successes + r.value, trials: t.trials + 1 });
    }
  }
  return tally;
}
function flipTable(baseline, candidate, plan) {
  if (!binaryRounds(baseline) || !binaryRounds(candidate)) return null;
  const groups = plan === void 0 ? [{ b: baseline, c: candidate }] : plan.keys.map((key) => ({ key, b: plan.baseline.get(key) ?? [], c: plan.candidate.get(key) ?? [] }));
  const newlyFailing = [];
  const newlyPassing = [];
  for (const group of groups) {
    const tb = tallyRounds(group.b);
    const tc = tallyRounds(group.c);
    const rounds = [...tb.keys()].filter((r) => tc.has(r)).sort((x, y) => x - y);
    for (const round of rounds) {
      const b = tb.get(round);
      const c = tc.get(round);
      const cmp = c.successes * b.trials - b.successes * c.trials;
      if (cmp === 0) continue;
      const entry = { ...group.key === void 0 ? {} : splitKey(group.key), round, baseline: b, candidate: c };
      (cmp < 0 ? newlyFailing : newlyPassing).push(entry);
    }
  }
  const oneToOne = plan !== void 0 && plan.keys.every((k) => plan.baseline.get(k)?.length === 1 && plan.candidate.get(k)?.length === 1);
  return { mode: oneToOne ? "by-pairing-key" : "pooled-by-round", newlyFailing, newlyPassing };
}
function formatDf(df) {
  return Number.isInteger(df) ? String(df) : df.toFixed(1);
}
function newcombeEstimate(b, c, kB, kC, s, fewRuns, notes) {
  const deflate = (counts, k) => {
    const deff = 1 + (counts.trials / k - 1) * s.icc;
    return { successes: counts.successes / deff, trials: counts.trials / deff };
  };
  const r = newcombeInterval(deflate(b, kB), deflate(c, kC), s.alpha);
  const z = normalQuantile(1 - s.alpha / 2);
  const se = (r.upper - r.lower) / (2 * z);
  const assumption = s.icc === 0 ? "assumes independent rounds" : `assumes ICC = ${s.icc}`;
  return {
    method: "newcombe-pooled-rounds",
    methodLabel: `Newcombe hybrid score interval on pooled rounds (${assumption})`,
    delta: r.delta,
    lower: r.lower,
    upper: r.upper,
    se,
    df: null,
    pValue: r.pValue,
    mde: minimumDetectableEffect(se, { alpha: s.alpha, power: s.power }),
    fewRuns,
    notes
  };
}
function tEstimate(method, label, r, s, fewRuns, notes) {
  if (r.df === null) notes.push("zero variance: the interval is degenerate (a single point)");
  return {
    method,
    methodLabel: r.df === null ? label : `${label} (df = ${formatDf(r.df)})`,
    delta: r.delta,
    lower: r.lower,
    upper: r.upper,
    se: r.se,
    df: r.df,
    pValue: r.pValue,
    mde: r.df === null ? null : minimumDetectableEffect(r.se, { alpha: s.alpha, power: s.power, df: r.df }),
    fewRuns,
    notes
  };
}
function estimate(baseline, candidate, fraction, s) {
  const notes = [];
  const plan = planPairing(baseline, candidate);
  const bScores = baseline.map((e) => e.score.score);
  const cScores = candidate.map((e) => e.score.score);
  const kB = baseline.length;
  const kC = candidate.length;
  const pooledB = pooledCounts(baseline);
  const pooledC = pooledCounts(candidate);
  const canPool = fraction && pooledB !== null && pooledC !== null;
  const zeroSeFallback = (r, primary) => {
    if (r.df === null && r.delta !== 0 && canPool) {
      notes.push("zero between-run variance: fell back to the pooled-rounds interval");
      return newcombeEstimate(pooledB, pooledC, kB, kC, s, false, notes);
    }
    return primary();
  };
  if (plan !== void 0 && "mismatch" in plan) notes.push(plan.mismatch);
  else if (plan !== void 0 && plan.keys.length >= s.minRuns) {
    const diffs = plan.keys.map((key) => {
      const b = (plan.baseline.get(key) ?? []).map((e) => e.score.score);
      const c = (plan.candidate.get(key) ?? []).map((e) => e.score.score);
      return fmean(c) - fmean(b);
    });
    const r = pairedInterval(diffs, s.alpha);
    const many = kB > plan.keys.length || kC > plan.keys.length;
    const label = `paired t over ${plan.keys.length} scenario/seed keys${many ? " (runs averaged per key)" : ""}`;
    return zeroSeFallback(r, () => tEstimate("paired", label, r, s, false, notes));
  }
  if (kB >= s.minRuns && kC >= s.minRuns) {
    const r = welchInterval(bScores, cScores, s.alpha);
    return zeroSeFallback(r, () => tEstimate("welch", "Welch t on per-run scores", r, s, false, notes));
  }
  notes.push(`fewer than ${s.minRuns} runs on a side (k = ${kB}/${kC}): at most a warning, never a failure`);
  if (canPool) return newcombeEstimate(pooledB, pooledC, kB, kC, s, true, notes);
  if (kB >= 2 && kC >= 2) {
    const r = welchInterval(bScores, cScores, s.alpha);
    return tEstimate("welch", `Welch t on per-run scores with fewer than ${s.minRuns} runs`, r, s, true, notes);
  }
  notes.push("no interval: a single run on a side has no between-run variance and no round counts to pool");
  return {
    method: "none",
    methodLabel: "no interval (too few runs)",
    delta: fmean(cScores) - fmean(bScores),
    lower: null,
    upper: null,
    se: null,
    df: null,
    pValue: null,
    mde: null,
    fewRuns: true,
    notes
  };
}
function effectiveDirection(declared, gate) {
  if (gate === null) return declared;
  return gate.bad === "decrease" ? "higher-better" : "lower-better";
}
function normalizeGates(gates) {
  if (gates === void 0) return [];
  if (typeof gates === "string") return parseGateRules(gates);
  const text = gates.filter((g) => typeof g === "string");
  const parsed = [...gates.filter((g) => typeof g !== "string"), ...parseGateRules(text)];
  const seen = /* @__PURE__ */ new Set();
  for (const g of parsed) {
    if (seen.has(g.metric)) throw new GateRuleError([{ rule: g.raw, reason: `metric '${g.metric}' is gated more than once` }]);
    seen.add(g.metric);
  }
  return parsed;
}
function checkOptions(options) {
  const alpha = options.alpha ?? 0.05;
  const power = options.power ?? 0.8;
  const minRuns = options.minRunsForWelch ?? 3;
  const icc = options.icc ?? 0;
  const bootstrap = options.bootstrapResamples ?? 0;
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be in (0, 1), got ${power}`);
  if (!Number.isInteger(minRuns) || minRuns < 2) throw new RangeError(`minRunsForWelch must be an integer >= 2, got ${minRuns}`);
  if (!(icc >= 0 && icc <= 1)) throw new RangeError(`icc must be in [0, 1], got ${icc}`);
  if (!Number.isInteger(bootstrap) || bootstrap < 0) throw new RangeError(`bootstrapResamples must be a non-negative integer, got ${bootstrap}`);
  return { alpha, power, minRuns, icc, bootstrap };
}
function sortedRuns(table) {
  return [...table.runs].sort((a, b) => byCodePoint(a.id, b.id));
}
function unavailableReason(runs, metric) {
  for (const run of runs) {
    for (const [name, reason] of Object.entries(run.unavailable ?? {}).sort(([a], [b]) => byCodePoint(a, b))) {
      if (metric === name || metric.startsWith(`${name}_`)) return `${run.id}: ${name} ${reason}`;
    }
  }
  return void 0;
}
function draftMetric(metric, bRuns, cRuns, gate, s) {
  const b = entriesFor(bRuns, metric);
  const c = entriesFor(cRuns, metric);
  const reference = c[0] ?? b[0];
  const fraction = [...b, ...c].every((e) => e.score.fraction);
  const declared = reference.score.direction;
  const notes = [];
  const base = {
    metric,
    // Per-run counts in the unit ("(12/15)") describe one run, not the aggregate.
    unit: fraction ? reference.score.unit.replace(/\s*\(\d+\s*\/\s*\d+\)\s*$/, "") : reference.score.unit,
    fraction,
    declared,
    gate,
    baseline: summarize(b, bRuns.length),
    candidate: summarize(c, cRuns.length),
    notes
  };
  if (gate?.unit === "pp" && !fraction) {
    throw new GateRuleError([{ rule: gate.raw, reason: `'pp' needs a fraction metric, but '${metric}' is measured in '${reference.score.unit}'` }]);
  }
  if (gate !== null && gate.unit === "absolute" && fraction && gate.margin >= 1) {
    const asPp = `${gate.bad === "decrease" ? "-" : "+"}${gate.margin}pp`;
    throw new GateRuleError([
      { rule: gate.raw, reason: `'${metric}' is a fraction (0 to 1), so a margin of ${gate.margin} can never be reached; did you mean ${metric}:${asPp}?` }
    ]);
  }
  if (gate !== null && declared !== "neutral" && effectiveDirection(declared, gate) !== declared) {
    notes.push(`the gate treats a ${gate.bad} as bad although the metric's default direction is ${declared}`);
  }
  if ([...b, ...c].some((e) => e.score.fraction) && !fraction) notes.push("the sides disagree on whether this is a fraction; treated as a plain number");
  for (const [side, runs, entries] of [["baseline", bRuns, b], ["candidate", cRuns, c]]) {
    const incomplete = entries.filter((e) => e.run.incomplete === true).length;
    if (incomplete > 0) notes.push(`${incomplete} ${side} run(s) did not finish; their scores cover part of the run`);
    if (entries.length > 0 && entries.length < runs.length) {
      const reason = unavailableReason(runs.filter((r) => r.metrics[metric] === void 0), metric);
      notes.push(`missing in ${runs.length - entries.length} of ${runs.length} ${side} runs${reason === void 0 ? "" : ` (${reason})`}`);
    }
  }
  const none = { estimate: null, delta: null, differing: [], flips: null, bootstrap: null };
  if (b.length === 0 || c.length === 0) {
    const verdict = b.length === 0 ? "baseline_missing" : "candidate_missing";
    const reason = unavailableReason(b.length === 0 ? bRuns : cRuns, metric);
    if (reason !== void 0) notes.push(reason);
    return { ...base, ...none, fixedVerdict: verdict };
  }
  const delta = fmean(c.map((e) => e.score.score)) - fmean(b.map((e) => e.score.score));
  const differing = differingFields(b, c);
  const sameLogs = sameEventLogs(b, c);
  if (differing.length > 0) {
    notes.push(`not comparable: ${differing.map((d) => d.field).join(", ")} differ`);
    if (sameLogs) notes.push("same event logs on both sides: the \u0394 comes from the changed metric definition or inputs, not the agent");
    return { ...base, ...none, delta, differing, fixedVerdict: "not_comparable" };
  }
  if (sameLogs) {
    if (sameScoresPerLog(b, c)) {
      notes.push("identical event logs, provenance and scores on both sides: \u0394 is exactly 0");
      return { ...base, ...none, delta: 0, fixedVerdict: "unchanged" };
    }
    notes.push("same event logs and provenance, yet the scores differ: the metric is not deterministic (e.g. a live judge)");
  }
  const est = estimate(b, c, fraction, s);
  notes.push(...est.notes);
  const plan = planPairing(b, c);
  const flips = fraction ? flipTable(b, c, plan === void 0 || "mismatch" in plan ? void 0 : plan) : null;
  const bootstrap = s.bootstrap > 0 && b.length >= 2 && c.length >= 2 ? (() => {
    const r = bootstrapInterval(
      b.map((e) => e.score.score),
      c.map((e) => e.score.score),
      { resamples: s.bootstrap, alpha: s.alpha }
    );
    return { lower: r.lower, upper: r.upper, resamples: r.resamples };
  })() : null;
  return { ...base, estimate: est, delta: est.delta, differing, flips, bootstrap, fixedVerdict: null };
}
function decide(d, significant, allowFewRuns) {
  const est = d.estimate;
  const direction = effectiveDirection(d.declared, d.gate);
  const margin = d.gate?.margin ?? 0;
  const fmt = (x) => formatDelta(x, { fraction: d.fraction });
  if (direction === "neutral") {
    if (significant) return "changed";
    return "no_change";
  }
  const harm = direction === "higher-better" ? -est.delta : est.delta;
  const material = (x) => d.gate === null ? x > 0 : reaches(x, margin);
  if (est.lower === null || est.upper === null) {
    if (d.gate !== null && material(harm)) return "possible_regression";
    return "no_change";
  }
  if (significant && material(harm)) {
    if (est.fewRuns && !allowFewRuns) {
      d.notes.push("the interval excludes 0, but with this few runs the verdict stays a warning (allowFailWithFewRuns to change)");
      return "possible_regression";
    }
    return "regression";
  }
  if (significant && material(-harm)) return "improvement";
  const verdict = d.gate !== null && material(harm) ? "possible_regression" : "no_change";
  if (d.gate !== null) {
    const plain = (x) => fmt(x).replace(/^\+/, "");
    if (est.lower > -margin && est.upper < margin) {
      d.notes.push(`equivalent within \xB1${plain(margin)}: the interval lies inside the margin`);
    } else if (est.mde !== null && est.mde > margin) {
      d.notes.push(`inconclusive: these runs can only detect changes of about ${plain(est.mde)} (margin ${plain(margin)})`);
    }
  }
  return verdict;
}
var VERDICT_SEVERITY = [
  "regression",
  "possible_regression",
  "not_comparable",
  "candidate_missing",
  "baseline_missing",
  "changed",
  "improvement",
  "no_change",
  "unchanged"
];
function diffScoreTables(baseline, candidate, options = {}) {
  const settings = checkOptions(options);
  const gates = normalizeGates(options.gates);
  const gateFor = new Map(gates.map((g) => [g.metric, g]));
  const bRuns = sortedRuns(baseline);
  const cRuns = sortedRuns(candidate);
  const names = /* @__PURE__ */ new Set();
  for (const run of [...bRuns, ...cRuns]) for (const name of Object.keys(run.metrics)) names.add(name);
  const metrics = [...names].sort(byCodePoint);
  const warnings = [];
  const unmatched = gates.filter((g) => !names.has(g.metric));
  if (unmatched.length > 0 && names.size > 0) {
    const available = [...names].sort(byCodePoint).join(", ");
    throw new GateRuleError(unmatched.map((g) => ({ rule: g.raw, reason: `no metric '${g.metric}' on either side (metrics: ${available})` })));
  }
  for (const g of unmatched) warnings.push(`gate '${g.raw}' matches no metric on either side`);
  if (bRuns.length === 0) warnings.push("the baseline has no runs");
  if (cRuns.length === 0) warnings.push("the candidate has no runs");
  const drafts = metrics.map((m) => draftMetric(m, bRuns, cRuns, gateFor.get(m) ?? null, settings));
  const tested = drafts.map((d, i) => ({ d, i })).filter(({ d }) => d.gate !== null && d.estimate !== null && d.estimate.pValue !== null);
  const holm = holmAdjust(
    tested.map(({ d }) => d.estimate?.pValue),
    settings.alpha
  );
  const holmByIndex = new Map(tested.map(({ i }, j) => [i, holm.adjusted[j]]));
  const results = drafts.map((d, i) => {
    const est = d.estimate;
    const pHolm = holmByIndex.get(i) ?? null;
    const p = est?.pValue ?? null;
    const significant = (d.gate !== null ? pHolm : p) !== null && (d.gate !== null ? pHolm : p) <= settings.alpha;
    const verdict = d.fixedVerdict ?? decide(d, significant, options.allowFailWithFewRuns === true);
    if (d.gate !== null && p !== null && pHolm !== null && p <= settings.alpha && pHolm > settings.alpha) {
      d.notes.push(`significant alone (p = ${p.toPrecision(2)}) but not after Holm across ${tested.length} gated metrics (p = ${pHolm.toPrecision(2)})`);
    }
    const fmtOpts = { fraction: d.fraction };
    const hasInterval = est !== null && est.lower !== null && est.upper !== null;
    const mde = est?.mde ?? null;
    return {
      metric: d.metric,
      unit: d.unit,
      fraction: d.fraction,
      direction: effectiveDirection(d.declared, d.gate),
      gate: d.gate,
      baseline: d.baseline,
      candidate: d.candidate,
      delta: d.delta,
      deltaText: d.delta === null ? null : formatDelta(d.delta, fmtOpts),
      interval: hasInterval ? { lower: est.lower, upper: est.upper, confidence: 1 - settings.alpha } : null,
      intervalText: hasInterval ? formatInterval(est.lower, est.upper, fmtOpts) : null,
      method: est?.method ?? "none",
      methodLabel: est?.methodLabel ?? "no interval",
      se: est?.se ?? null,
      df: est?.df ?? null,
      pValue: p,
      pValueHolm: pHolm,
      mde,
      mdeText: mde === null ? null : formatDelta(mde, fmtOpts).replace(/^\+/, ""),
      underpowered: d.gate !== null && mde !== null && mde > d.gate.margin,
      verdict,
      differingFields: d.differing,
      notes: d.notes,
      flips: d.flips,
      bootstrap: d.bootstrap
    };
  });
  const gated = results.filter((r) => r.gate !== null);
  const scope = gated.length > 0 ? gated : results;
  const overall = VERDICT_SEVERITY.find((v) => scope.some((r) => r.verdict === v)) ?? "no_change";
  return {
    metrics: results,
    overall,
    failOn: options.failOn ?? "regression",
    alpha: settings.alpha,
    minRunsForWelch: settings.minRuns,
    gates,
    warnings
  };
}
function shouldFail(result, failOn = result.failOn) {
  const gated = result.metrics.filter((m) => m.gate !== null);
  switch (failOn) {
    case "never":
      return false;
    case "regression":
      return gated.some((m) => m.verdict === "regression");
    case "possible-regression":
      return gated.some((m) => m.verdict === "regression" || m.verdict === "possible_regression");
  }
}

// raw-text:templates/comment/chart.njk
var chart_default = '{#- Mermaid xychart of the per-round success rate. xychart-beta has no legend, so the series are\n    told apart by kind (bars vs line) and named in the caption. Only numbers go into the chart. -#}\n```mermaid\n%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "{{ palette }}"}}}}%%\nxychart-beta\n  title "{{ title }}"\n  x-axis "round" [{% for r in rounds %}"{{ r }}"{% if not loop.last %}, {% endif %}{% endfor %}]\n  y-axis "success rate (%)" 0 --> 100\n{%- if baseline %}\n  bar [{{ baseline | join(", ") }}]\n{%- endif %}\n  line [{{ candidate | join(", ") }}]\n```\n<sub>{% if baseline %}Bars: baseline ({{ kBaseline }} runs) \xB7 line: candidate ({{ kCandidate }} runs).{% else %}Candidate ({{ kCandidate }} runs).{% endif %} Success rate per round, pooled over runs.{% if skipped > 0 %} {{ skipped }} round(s) scored on one side only are left out.{% endif %}</sub>\n';

// raw-text:templates/comment/details.njk
var details_default = `{#- Collapsed details: how each interval was computed, notes, differing fields, provenance.
    Every string is already escaped Markdown. -#}
<details>
<summary>Details: methods, notes, provenance</summary>
{%- if hasDiff %}

Intervals are two-sided {{ confidence }}%. A regression needs the interval to exclude 0 (Holm-adjusted across gated metrics) **and** \u0394 to reach the gate margin; with fewer than {{ minRuns }} runs (or pairs) on a side a verdict is at most a warning. MDE: the smallest change these runs can detect with 80% power.

| Metric | Method | k (baseline / candidate) | MDE | p | p (Holm) |
|:--|:--|--:|--:|--:|--:|
{%- for m in methods %}
| {{ m.metric }} | {{ m.method }} | {{ m.kBaseline }} / {{ m.kCandidate }} | {{ m.mde }}{% if m.underpowered %} \u26A0\uFE0F{% endif %} | {{ m.p }} | {{ m.pHolm }} |
{%- endfor %}
{%- if underpowered %}

<sub>\u26A0\uFE0F MDE above the gate margin: these runs cannot reliably detect a change of the margin's size.</sub>
{%- endif %}
{%- endif %}
{%- if notes.length > 0 %}

**Notes**
{% for n in notes %}
- **{{ n.metric }}**
{%- for item in n.items %}
  - {{ item }}
{%- endfor %}
{%- endfor %}
{%- endif %}
{%- if notComparable.length > 0 %}

**Not comparable** (values differ between the sides)
{% for n in notComparable %}
- **{{ n.metric }}**
{%- for f in n.fields %}
  - {{ f.field }}: {{ f.baseline }} \u2192 {{ f.candidate }}
{%- endfor %}
{%- endfor %}
{%- endif %}

**Provenance**
{% for p in provenance %}
- {{ p.label }}: {{ p.value }}
{%- endfor %}
{%- if dropped.length > 0 %}
- Trimmed from this comment: {{ dropped | join("; ") }}
{%- endif %}

</details>
`;

// raw-text:templates/comment/flips.njk
var flips_default = "{#- Per-round flips of a 0/1 round metric (round_success): rounds whose success rate moved.\n    Every string is already escaped Markdown. -#}\n#### Round flips: {{ metric }}\n\n{{ failingCount }} newly failing, {{ passingCount }} newly passing{% if pooled %} (rounds pooled over the runs that share a scenario/seed: they do not pair up one to one){% endif %}.\n{%- if rows.length > 0 %}\n\n| | {% if keyed %}Scenario | Seed | {% endif %}Round | Baseline | Candidate |\n|:--|{% if keyed %}:--|:--|{% endif %}--:|--:|--:|\n{%- for row in rows %}\n| {% if row.failing %}\u{1F53B} newly failing{% else %}\u{1F53A} newly passing{% endif %} | {% if keyed %}{{ row.scenario }} | {{ row.seed }} | {% endif %}{{ row.round }} | {{ row.baseline }} | {{ row.candidate }} |\n{%- endfor %}\n{%- endif %}\n{%- if hiddenFailing > 0 or hiddenPassing > 0 %}\n\n<sub>Not shown: {% if hiddenFailing > 0 %}{{ hiddenFailing }} more newly failing{% endif %}{% if hiddenFailing > 0 and hiddenPassing > 0 %}, {% endif %}{% if hiddenPassing > 0 %}{{ hiddenPassing }} more newly passing{% endif %} (all flips are in the job summary).</sub>\n{%- endif %}\n";

// raw-text:templates/comment/header.njk
var header_default = '{#- Header of the PR comment: hidden markers (must come first), title, one-line verdict, context.\n    Every string in `view` is already escaped Markdown (src/report/escape-markdown.ts). -#}\n{%- for marker in markers %}{{ marker }}\n{% endfor -%}\n### {{ title }}\n\n{% if headline.kind == "no_baseline" -%}\n\u2139\uFE0F **No baseline**: showing absolute candidate scores.\n{%- elif headline.kind == "empty" -%}\n\u2139\uFE0F **Nothing to compare**: neither side has any metric.\n{%- elif headline.kind == "regression" -%}\n\u274C **Regression** in {{ headline.metric }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "possible_regression" -%}\n\u26A0\uFE0F **Possible regression (inconclusive)** in {{ headline.metric }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "not_comparable" -%}\n\u{1F6AB} **Not comparable**: {{ headline.metric }} was measured differently on the two sides (differing: {{ headline.fields }}){% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "candidate_missing" -%}\n\u26A0\uFE0F **Missing in candidate**: {{ headline.metric }}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "improvement" -%}\n\u2705 **No regressions**; improvement in {{ headline.metric }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "baseline_missing" -%}\n\u2705 **No regressions**; {{ headline.metric }} is new (no baseline){% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "changed" -%}\n\u2705 **No regressions**; {{ headline.metric }} changed (a metric without a good direction){% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "unchanged" -%}\n\u2705 **No regressions**: identical inputs, unchanged scores\n{%- else -%}\n\u2705 **No regressions**\n{%- endif %}\n{%- if ungated.length > 0 %}\n\n\u26A0\uFE0F Moved the bad way but not gated (does not fail the check): {{ ungated | join(", ") }}\n{%- endif %}\n\n{% if gates.length > 0 -%}\n<sub>Gates: {{ gates | join(", ") }} \xB7 fail-on: {{ failOn }}{% if failing %} \xB7 **the check fails**{% endif %}</sub>\n{% elif hasDiff -%}\n<sub>No gate rules: verdicts are informational and never fail the check.</sub>\n{% endif -%}\n<sub>{% if baseline %}Baseline: {% if baseline.url %}[{{ baseline.description }}]({{ baseline.url }}){% else %}{{ baseline.description }}{% endif %}{% if baseline.commit %} \xB7 commit {{ baseline.commit }}{% endif %}{% if baseline.age %} \xB7 {{ baseline.age }}{% endif %} \xB7 {% endif %}Runs: {{ runs }}{% if judgeMode %} \xB7 judge: {{ judgeMode }}{% endif %}</sub>\n{%- for warning in warnings %}\n\n> [!WARNING]\n> {{ warning }}\n{%- endfor %}\n';

// raw-text:templates/comment/metrics-table.njk
var metrics_table_default = '{#- The per-metric table. With a baseline: one row per metric with \u0394 and its interval; without:\n    absolute candidate scores. Every string is already escaped Markdown. -#}\n{%- if mode == "diff" -%}\n| Metric | Baseline \u2192 Candidate | \u0394 | {{ confidence }}% interval | Verdict |\n|:--|--:|--:|:--:|:--|\n{%- for row in rows %}\n| {{ row.metric }}{% if row.unit %} <sub>{{ row.unit }}</sub>{% endif %}{% if row.gate %}<br><sub>gate {{ row.gate }}</sub>{% endif %} | {{ row.baseline }} \u2192 {{ row.candidate }}<br><sub>k = {{ row.k }}</sub> | {{ row.delta }} | {{ row.interval }} | {{ row.verdict }}{% if row.verdictNote %}<br><sub>{{ row.verdictNote }}</sub>{% endif %} |\n{%- endfor %}\n{%- else -%}\n| Metric | Candidate | Runs | SD across runs | Unit |\n|:--|--:|--:|--:|:--|\n{%- for row in rows %}\n| {{ row.metric }} | {{ row.candidate }} | {{ row.k }} | {{ row.sd }} | {{ row.unit }} |\n{%- endfor %}\n{%- endif %}\n{%- if collapsed.length > 0 %}\n\n<sub>Not shown: {{ collapsed | join(", ") }} (all rows are in the job summary).</sub>\n{%- endif %}\n';

// raw-text:templates/comment/trimmed.njk
var trimmed_default = '{#- Says what the size budget dropped, and where the full report is. -#}\n> [!NOTE]\n> Trimmed to fit the {{ limitName }}: dropped {{ dropped | join("; ") }}. {% if summaryUrl %}The full report is in [the job summary]({{ summaryUrl }}).{% elif inSummary %}The complete data is in the JSON diff (`agent-eval diff --format json`).{% else %}The full report is in the job summary of this workflow run.{% endif %}\n';

// src/report/comment-markers.ts
var COMMENT_ID = /<!-- agent-eval:comment-id=([A-Za-z0-9_.-]+) -->/;
var HEAD = /<!-- agent-eval:head=([0-9a-f]{7,64}) attempt=(\d+) -->/;
function isValidCommentId(id) {
  return /^[A-Za-z0-9_.-]{1,64}$/.test(id);
}
function commentIdMarker(commentId) {
  if (!isValidCommentId(commentId)) throw new Error(`invalid comment id '${commentId}': use letters, digits, '.', '_' or '-'`);
  return `<!-- agent-eval:comment-id=${commentId} -->`;
}
function headMarker(headSha, runAttempt) {
  if (!/^[0-9a-f]{7,64}$/.test(headSha)) throw new Error(`invalid head sha '${headSha}'`);
  return `<!-- agent-eval:head=${headSha} attempt=${runAttempt} -->`;
}
function parseCommentMarkers(body) {
  const head = body.slice(0, 300);
  const id = COMMENT_ID.exec(head);
  const commit = HEAD.exec(head);
  return {
    commentId: id?.[1],
    headSha: commit?.[1],
    runAttempt: commit?.[2] === void 0 ? void 0 : Number(commit[2])
  };
}

// src/report/escape-markdown.ts
var ZERO_WIDTH_JOINER = "\u200D";
var DEFAULT_MAX_TEXT_LENGTH = 500;
var LINE_BREAKS = /\r\n|[\r\n\u2028\u2029\u0085]/g;
var CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
var BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
var COMMENT_DELIMITERS = /<!--|-->|--!>/g;
function clipText(text, max) {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, got ${max}`);
  if (text.length <= max) return text;
  const points = Array.from(text);
  if (points.length <= max) return text;
  return `${points.slice(0, max - 1).join("")}\u2026`;
}
function plainText(text, max = DEFAULT_MAX_TEXT_LENGTH) {
  return clipText(text, max).replace(LINE_BREAKS, " ").replace(/\t/g, " ").replace(CONTROLS, "\uFFFD").replace(BIDI, "");
}
function stripCommentDelimiters(text) {
  let current = text;
  for (; ; ) {
    const next = current.replace(COMMENT_DELIMITERS, "");
    if (next === current) return current;
    current = next;
  }
}
function escapeMarkdown(text, max = DEFAULT_MAX_TEXT_LENGTH) {
  let s = stripCommentDelimiters(plainText(text, max));
  s = s.replace(/\\/g, "\\\\");
  s = s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  s = s.replace(/[|`[\]]/g, (c) => `\\${c}`);
  s = s.replace(/(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])/g, `@${ZERO_WIDTH_JOINER}`);
  s = s.replace(/#(?=\d)/g, `#${ZERO_WIDTH_JOINER}`);
  s = s.replace(/\b(GH)(?=-\d)/gi, `$1${ZERO_WIDTH_JOINER}`);
  s = s.replace(/^(\s*)([#+*=~-])/, "$1\\$2").replace(/^(\s*\d+)([.)])/, "$1\\$2");
  return s;
}
function markdownLinkTarget(url) {
  const trimmed = url.trim();
  if (!/^https?:\/\/[^\s/]/i.test(trimmed)) return void 0;
  if (trimmed.length > 2e3) return void 0;
  if (/[\u0000-\u001F\u007F-\u009F]/.test(trimmed)) return void 0;
  return trimmed.replace(/[\s()<>"'`|[\]\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function shortCommit(commit) {
  const trimmed = commit.trim().toLowerCase();
  return /^[0-9a-f]{7,64}$/.test(trimmed) ? trimmed.slice(0, 7) : void 0;
}

// src/report/render-chart.ts
var CHART_METRIC = "round_success";
var MAX_CHART_ROUNDS = 100;
function perRoundRates(table, metric = CHART_METRIC) {
  const tally = /* @__PURE__ */ new Map();
  for (const run of table.runs) {
    for (const r of run.metrics[metric]?.rounds ?? []) {
      const t = tally.get(r.round) ?? { total: 0, trials: 0 };
      tally.set(r.round, { total: t.total + r.value, trials: t.trials + 1 });
    }
  }
  return [...tally.entries()].sort(([a], [b]) => a - b).map(([round, t]) => ({ round, ...t }));
}
function runsWithRounds(table, metric = CHART_METRIC) {
  return table.runs.filter((run) => (run.metrics[metric]?.rounds?.length ?? 0) > 0).length;
}
function percent(rate) {
  const value = Math.round(rate.total / rate.trials * 1e3) / 10;
  return (value === 0 ? 0 : value).toFixed(1);
}

// src/report/render-model.ts
var MAX_NAME = 120;
var MAX_UNIT = 60;
var MAX_NOTE = 400;
var MAX_VALUE = 200;
var MAX_RUN_IDS = 20;
var md = (text, max) => escapeMarkdown(text, max);
var VERDICT_LABELS = {
  regression: "\u274C regression",
  possible_regression: "\u26A0\uFE0F possible regression",
  not_comparable: "\u{1F6AB} not comparable",
  candidate_missing: "\u26A0\uFE0F missing in candidate",
  baseline_missing: "\u{1F195} new (no baseline)",
  changed: "\u{1F500} changed",
  improvement: "\u2705 improvement",
  no_change: "\u2796 no change",
  unchanged: "\u{1F7F0} unchanged"
};
var VERDICT_ORDER = VERDICT_SEVERITY;
var QUIET_VERDICTS = /* @__PURE__ */ new Set(["no_change", "unchanged"]);
var PROBLEM_VERDICTS = /* @__PURE__ */ new Set(["regression", "possible_regression", "not_comparable", "candidate_missing"]);
function sortMetrics(metrics) {
  const rank = (v) => VERDICT_ORDER.indexOf(v);
  return [...metrics].sort((a, b) => rank(a.verdict) - rank(b.verdict) || compareCodePoints(a.metric, b.metric));
}
function gateText(gate, fraction) {
  return formatDelta(gate.bad === "decrease" ? -gate.margin : gate.margin, { fraction });
}
function confidencePercent(alpha) {
  const c = (1 - alpha) * 100;
  return Number.isInteger(Math.round(c * 10) / 10) ? String(Math.round(c)) : c.toFixed(1);
}
function formatP(p) {
  if (p === null) return "\u2014";
  if (p < 1e-3) return "< 0.001";
  return p.toPrecision(2);
}
function headline(diff) {
  const blank = { metric: "", delta: "", interval: "", fields: "", more: 0 };
  if (diff === void 0) return { kind: "no_baseline", ...blank };
  if (diff.metrics.length === 0) return { kind: "empty", ...blank };
  const gated = diff.metrics.filter((m) => m.gate !== null);
  const scope = sortMetrics(gated.length > 0 ? gated : diff.metrics).filter((m) => m.verdict === diff.overall);
  const first = scope[0];
  if (first === void 0) return { kind: diff.overall, ...blank };
  return {
    kind: diff.overall,
    metric: md(first.metric, MAX_NAME),
    delta: first.deltaText ?? "",
    interval: first.intervalText ?? "",
    fields: first.differingFields.map((f) => md(f.field, MAX_NAME)).join(", "),
    more: scope.length - 1
  };
}
function headerView(input) {
  const { diff } = input;
  const info = input.baselineInfo;
  const commit = info?.commit === void 0 ? void 0 : shortCommit(info.commit) ?? md(info.commit, 64);
  const ungated = diff === void 0 || diff.gates.length === 0 ? [] : sortMetrics(diff.metrics.filter((m) => m.gate === null && (m.verdict === "regression" || m.verdict === "possible_regression"))).map(
    (m) => `${md(m.metric, MAX_NAME)} (${m.deltaText ?? "?"})`
  );
  const baselineRuns = diff === void 0 ? void 0 : input.baseline?.runs.length ?? Math.max(0, ...diff.metrics.map((m) => m.baseline.k + m.baseline.missingRuns));
  return {
    markers: input.markers,
    title: md(input.title, 200),
    headline: headline(diff),
    ungated,
    gates: diff?.gates.map((g) => md(g.raw, MAX_NAME)) ?? [],
    failOn: diff?.failOn ?? "",
    failing: input.failing,
    hasDiff: diff !== void 0,
    baseline: info === void 0 ? null : {
      description: md(info.description, MAX_VALUE),
      url: info.url === void 0 ? null : markdownLinkTarget(info.url) ?? null,
      commit: commit ?? null,
      age: info.ageText === void 0 ? null : md(info.ageText, 60)
    },
    judgeMode: input.judgeMode === void 0 ? null : md(input.judgeMode, 60),
    runs: baselineRuns === void 0 ? `${input.candidate.runs.length} candidate` : `${baselineRuns} baseline / ${input.candidate.runs.length} candidate`,
    warnings: [...diff?.warnings ?? [], ...input.extraWarnings].map((w) => md(w, MAX_NOTE)),
    confidence: confidencePercent(diff?.alpha ?? 0.05)
  };
}
function verdictNote(m) {
  if (m.verdict === "not_comparable") return m.differingFields.map((f) => md(f.field, MAX_NAME)).join(", ");
  if (m.verdict === "unchanged") return "identical input";
  if (m.gate !== null && m.interval !== null && (m.verdict === "no_change" || m.verdict === "possible_regression")) {
    const margin = m.gate.margin;
    if (m.interval.lower > -margin && m.interval.upper < margin) {
      return `equivalent within \xB1${formatDelta(margin, { fraction: m.fraction }).replace(/^\+/, "")}`;
    }
  }
  if ((m.verdict === "possible_regression" || m.verdict === "no_change") && m.mdeText !== null && (m.underpowered || m.verdict === "possible_regression")) {
    return `inconclusive: MDE \u2248 ${m.mdeText}`;
  }
  if (m.method === "none" && m.verdict !== "baseline_missing" && m.verdict !== "candidate_missing") return "no interval: too few runs";
  return "";
}
function diffRow(m) {
  const score = (mean) => mean === null ? "\u2014" : formatScore(mean, { fraction: m.fraction });
  return {
    metric: md(m.metric, MAX_NAME),
    unit: m.fraction ? "" : md(m.unit, MAX_UNIT),
    gate: m.gate === null ? "" : gateText(m.gate, m.fraction),
    baseline: score(m.baseline.mean),
    candidate: score(m.candidate.mean),
    k: `${m.baseline.k}/${m.candidate.k}`,
    delta: m.deltaText ?? "\u2014",
    interval: m.intervalText ?? "\u2014",
    verdict: VERDICT_LABELS[m.verdict],
    verdictNote: verdictNote(m),
    verdictKind: m.verdict
  };
}
function absoluteRows(table) {
  const names = /* @__PURE__ */ new Set();
  for (const run of table.runs) for (const name of Object.keys(run.metrics)) names.add(name);
  return [...names].sort(compareCodePoints).map((name) => {
    const scores = table.runs.flatMap((run) => {
      const s = run.metrics[name];
      return s === void 0 ? [] : [s];
    });
    const fraction = scores.every((s) => s.fraction);
    const values = scores.map((s) => s.score);
    const mean = fmean(values);
    const counts = scores.every((s) => s.counts !== void 0) ? scores.reduce((acc, s) => ({ successes: acc.successes + (s.counts?.successes ?? 0), trials: acc.trials + (s.counts?.trials ?? 0) }), { successes: 0, trials: 0 }) : void 0;
    const unit = scores[0]?.unit ?? "";
    const fmt = { fraction };
    return {
      metric: md(name, MAX_NAME),
      candidate: `${formatScore(mean, fmt)}${fraction && counts !== void 0 ? ` (${counts.successes}/${counts.trials})` : ""}`,
      k: String(values.length),
      sd: values.length > 1 ? formatScore(Math.sqrt(sampleVariance(values)), fmt).replace(/%$/, " pp") : "\u2014",
      unit: md(fraction ? unit.replace(/\s*\(\d+\s*\/\s*\d+\)\s*$/, "") : unit, MAX_UNIT)
    };
  });
}
function outcome(successes, trials) {
  if (trials === 1) return successes === 1 ? "\u2705 pass" : "\u274C fail";
  return `${successes}/${trials}`;
}
function flipMetrics(diff) {
  const withFlips = diff.metrics.filter((m) => m.flips !== null && m.flips.newlyFailing.length + m.flips.newlyPassing.length > 0);
  return [...withFlips].sort((a, b) => Number(b.metric === CHART_METRIC) - Number(a.metric === CHART_METRIC) || compareCodePoints(a.metric, b.metric));
}
function flipsView(m, limit) {
  const flips = m.flips;
  if (flips === null) throw new Error(`${m.metric} has no flips`);
  const take = (entries) => limit === void 0 ? entries : entries.slice(0, limit);
  const row = (failing2) => (e) => ({
    failing: failing2,
    scenario: e.scenario === void 0 ? "\u2014" : md(e.scenario, MAX_NAME),
    seed: e.seed === void 0 ? "\u2014" : md(e.seed, MAX_NAME),
    round: e.round,
    baseline: outcome(e.baseline.successes, e.baseline.trials),
    candidate: outcome(e.candidate.successes, e.candidate.trials)
  });
  const failing = take(flips.newlyFailing);
  const passing = take(flips.newlyPassing);
  return {
    metric: md(m.metric, MAX_NAME),
    pooled: flips.mode === "pooled-by-round",
    keyed: [...flips.newlyFailing, ...flips.newlyPassing].some((e) => e.scenario !== void 0 || e.seed !== void 0),
    failingCount: flips.newlyFailing.length,
    passingCount: flips.newlyPassing.length,
    rows: [...failing.map(row(true)), ...passing.map(row(false))],
    hiddenFailing: flips.newlyFailing.length - failing.length,
    hiddenPassing: flips.newlyPassing.length - passing.length
  };
}
function chartView(candidate, baseline) {
  const c = perRoundRates(candidate);
  const b = baseline === void 0 ? void 0 : perRoundRates(baseline);
  if (c.length === 0 || b !== void 0 && b.length === 0) return void 0;
  const bByRound = new Map((b ?? []).map((r) => [r.round, r]));
  const cShown = b === void 0 ? c : c.filter((r) => bByRound.has(r.round));
  const allRounds = /* @__PURE__ */ new Set([...c.map((r) => r.round), ...(b ?? []).map((r) => r.round)]);
  if (cShown.length === 0 || cShown.length > MAX_CHART_ROUNDS) return void 0;
  return {
    title: `${CHART_METRIC}: success rate per round`,
    palette: b === void 0 ? "#1f77b4" : "#9e9e9e, #1f77b4",
    rounds: cShown.map((r) => r.round),
    baseline: b === void 0 ? null : cShown.map((r) => percent(bByRound.get(r.round))),
    candidate: cShown.map(percent),
    kBaseline: baseline === void 0 ? 0 : runsWithRounds(baseline),
    kCandidate: runsWithRounds(candidate),
    skipped: allRounds.size - cShown.length
  };
}
function runIds(table) {
  const ids = table.runs.map((r) => md(r.id, MAX_NAME));
  const shown = ids.slice(0, MAX_RUN_IDS).join(", ");
  return ids.length > MAX_RUN_IDS ? `${shown} and ${ids.length - MAX_RUN_IDS} more` : shown || "none";
}
function detailsView(input, dropped) {
  const { diff, baselineInfo: info } = input;
  const metrics = diff === void 0 ? [] : sortMetrics(diff.metrics);
  const values = (list) => list.map((v) => md(v, MAX_VALUE)).join(", ");
  const provenance = [];
  if (info !== void 0) {
    provenance.push({ label: "Baseline", value: md(info.description, MAX_VALUE) });
    if (info.commit !== void 0) provenance.push({ label: "Baseline commit", value: shortCommit(info.commit) ?? md(info.commit, 64) });
    if (info.ageText !== void 0) provenance.push({ label: "Baseline age", value: md(info.ageText, 60) });
  } else if (diff === void 0) provenance.push({ label: "Baseline", value: "none" });
  if (input.judgeMode !== void 0) provenance.push({ label: "Judge mode", value: md(input.judgeMode, 60) });
  if (input.baseline !== void 0) provenance.push({ label: "Baseline runs", value: runIds(input.baseline) });
  provenance.push({ label: "Candidate runs", value: runIds(input.candidate) });
  return {
    hasDiff: diff !== void 0,
    confidence: confidencePercent(diff?.alpha ?? 0.05),
    minRuns: diff?.minRunsForWelch ?? 3,
    methods: metrics.map((m) => ({
      metric: md(m.metric, MAX_NAME),
      method: md(m.methodLabel, MAX_NOTE),
      kBaseline: m.baseline.k,
      kCandidate: m.candidate.k,
      mde: m.mdeText ?? "\u2014",
      underpowered: m.underpowered,
      p: formatP(m.pValue),
      pHolm: formatP(m.pValueHolm)
    })),
    underpowered: metrics.some((m) => m.underpowered),
    notes: metrics.filter((m) => m.notes.length > 0).map((m) => ({ metric: md(m.metric, MAX_NAME), items: m.notes.map((n) => md(n, MAX_NOTE)) })),
    notComparable: metrics.filter((m) => m.differingFields.length > 0).map((m) => ({
      metric: md(m.metric, MAX_NAME),
      fields: m.differingFields.map((f) => ({ field: md(f.field, MAX_NAME), baseline: values(f.baseline), candidate: values(f.candidate) }))
    })),
    provenance,
    dropped
  };
}

// src/report/render-comment.ts
var DEFAULT_MAX_COMMENT_LENGTH = 64e3;
var JOB_SUMMARY_LIMIT_BYTES = 1048576;
var FLIP_LIMIT = 10;
var MIN_MAX_LENGTH = 1e3;
var DEFAULT_TITLE = "agent-eval";
var FULL = { quietRows: true, otherRows: true, chart: true, flips: true, flipLimit: void 0, details: true };
var ABSOLUTE_ROWS_KEPT = 10;
function tableSection(ctx, layout) {
  const { diff, candidate } = ctx.input;
  const collapsed = [];
  if (diff === void 0) {
    const rows = absoluteRows(candidate);
    const kept2 = layout.otherRows ? rows : rows.slice(0, ABSOLUTE_ROWS_KEPT);
    if (kept2.length < rows.length) collapsed.push(`${rows.length - kept2.length} more metrics`);
    return renderTemplate(metrics_table_default, { mode: "absolute", rows: kept2, collapsed, confidence: "" }, { name: "metrics-table.njk", strip: true });
  }
  const metrics = sortMetrics(diff.metrics);
  const quiet = metrics.filter((m) => QUIET_VERDICTS.has(m.verdict));
  const others = metrics.filter((m) => !QUIET_VERDICTS.has(m.verdict) && !PROBLEM_VERDICTS.has(m.verdict));
  const kept = metrics.filter((m) => QUIET_VERDICTS.has(m.verdict) ? layout.quietRows : PROBLEM_VERDICTS.has(m.verdict) || layout.otherRows);
  if (!layout.otherRows && others.length > 0) collapsed.push(`${others.length} ${others.length === 1 ? "metric" : "metrics"} with improvements, changes or no baseline`);
  if (!layout.quietRows && quiet.length > 0) collapsed.push(`${quiet.length} ${quiet.length === 1 ? "metric" : "metrics"} with no change`);
  const confidence = confidencePercent(diff.alpha);
  return renderTemplate(metrics_table_default, { mode: "diff", rows: kept.map(diffRow), collapsed, confidence }, { name: "metrics-table.njk", strip: true });
}
function headerInput(ctx) {
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
    extraWarnings: input.warnings ?? []
  };
}
function chartFor(ctx) {
  const { diff, candidate, baseline } = ctx.input;
  if (diff !== void 0 && baseline === void 0) return void 0;
  return chartView(candidate, diff === void 0 ? void 0 : baseline);
}
function renderBody(ctx, layout, dropped) {
  const { diff } = ctx.input;
  const sections = [renderTemplate(header_default, { ...headerView(headerInput(ctx)) }, { name: "header.njk", strip: true })];
  sections.push(tableSection(ctx, layout));
  if (diff !== void 0 && layout.flips) {
    for (const m of flipMetrics(diff)) sections.push(renderTemplate(flips_default, { ...flipsView(m, layout.flipLimit) }, { name: "flips.njk", strip: true }));
  }
  const chart = layout.chart ? chartFor(ctx) : void 0;
  if (chart !== void 0) sections.push(renderTemplate(chart_default, { ...chart }, { name: "chart.njk", strip: true }));
  if (layout.details) {
    const details = detailsView(
      { diff, candidate: ctx.input.candidate, baseline: ctx.input.baseline, baselineInfo: ctx.input.baselineInfo, judgeMode: ctx.input.judgeMode },
      dropped
    );
    sections.push(renderTemplate(details_default, { ...details }, { name: "details.njk", strip: true }));
  }
  const note = dropped.length === 0 ? "" : renderTemplate(
    trimmed_default,
    {
      dropped,
      limitName: ctx.target === "comment" ? "comment size limit" : "job summary size limit",
      summaryUrl: ctx.target === "comment" ? ctx.summaryUrl ?? "" : "",
      inSummary: ctx.target === "summary"
    },
    { name: "trimmed.njk", strip: true }
  );
  return { body: sections.filter((s) => s !== "").join("\n\n"), note };
}
function assemble(body, note) {
  return `${note === "" ? body : `${body}

${note}`}
`;
}
var plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
var STEPS = [
  (ctx, layout) => {
    const quiet = ctx.input.diff?.metrics.filter((m) => QUIET_VERDICTS.has(m.verdict)).length ?? 0;
    if (!layout.quietRows || quiet === 0) return void 0;
    return { layout: { ...layout, quietRows: false }, label: `${plural(quiet, "metric row", "metric rows")} with no change (collapsed into a count)` };
  },
  (ctx, layout) => layout.chart && chartFor(ctx) !== void 0 ? { layout: { ...layout, chart: false }, label: "the per-round chart" } : void 0,
  (ctx, layout) => {
    const diff = ctx.input.diff;
    if (diff === void 0 || layout.flipLimit !== void 0) return void 0;
    const hidden = flipMetrics(diff).reduce((n, m) => {
      const v = flipsView(m, FLIP_LIMIT);
      return n + v.hiddenFailing + v.hiddenPassing;
    }, 0);
    if (hidden === 0) return void 0;
    return { layout: { ...layout, flipLimit: FLIP_LIMIT }, label: `${plural(hidden, "round flip", "round flips")} beyond the first ${FLIP_LIMIT} per list` };
  },
  (_ctx, layout) => layout.details ? { layout: { ...layout, details: false }, label: "the details (methods, notes, provenance)" } : void 0,
  (ctx, layout) => {
    if (!layout.otherRows) return void 0;
    const diff = ctx.input.diff;
    const others = diff === void 0 ? Math.max(0, absoluteRows(ctx.input.candidate).length - ABSOLUTE_ROWS_KEPT) : diff.metrics.filter((m) => !QUIET_VERDICTS.has(m.verdict) && !PROBLEM_VERDICTS.has(m.verdict)).length;
    if (others === 0) return void 0;
    const what = diff === void 0 ? "metric rows" : "metric rows with improvements, changes or no baseline";
    return { layout: { ...layout, otherRows: false }, label: `${others} more ${what} (collapsed into a count)` };
  },
  (ctx, layout) => {
    const diff = ctx.input.diff;
    if (diff === void 0 || !layout.flips || flipMetrics(diff).length === 0) return void 0;
    return { layout: { ...layout, flips: false }, label: "the round flips" };
  }
];
function cutToFit(body, room, measure) {
  const lines = body.split("\n");
  let out = "";
  let size = 0;
  for (const line of lines) {
    const add = measure(line) + (out === "" ? 0 : 1);
    if (size + add > room) break;
    out = out === "" ? line : `${out}
${line}`;
    size += add;
  }
  const kept = out.split("\n");
  while (kept.length > 0) {
    const last = kept.at(-1) ?? "";
    if (/^> \[![A-Z]+\]$/.test(last) || last.trim() === "") kept.pop();
    else if (/^\|(:?-+:?\|)+$/.test(last)) kept.splice(-2, 2);
    else break;
  }
  return kept.join("\n");
}
function fit(ctx, limit, measure) {
  let layout = FULL;
  const dropped = [];
  for (const step of [...STEPS, void 0]) {
    const { body: body2, note: note2 } = renderBody(ctx, layout, dropped);
    const text2 = assemble(body2, note2);
    if (measure(text2) <= limit) return { text: text2, dropped };
    if (step === void 0) break;
    const next = step(ctx, layout);
    if (next !== void 0) {
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
var utf8 = new TextEncoder();
var byteLength = (s) => utf8.encode(s).length;
var charLength = (s) => s.length;
function markersFor(input) {
  const markers = [];
  if (input.commentId !== void 0) markers.push(commentIdMarker(input.commentId));
  if (input.headSha !== void 0) markers.push(headMarker(input.headSha, input.runAttempt ?? 1));
  return markers;
}
function renderComment(input) {
  const maxLength = input.maxLength ?? DEFAULT_MAX_COMMENT_LENGTH;
  if (!Number.isInteger(maxLength) || maxLength < MIN_MAX_LENGTH) {
    throw new RangeError(`maxLength must be an integer >= ${MIN_MAX_LENGTH}, got ${maxLength}`);
  }
  const runAttempt = input.runAttempt ?? 1;
  if (!Number.isInteger(runAttempt) || runAttempt < 1) throw new RangeError(`runAttempt must be a positive integer, got ${runAttempt}`);
  const failing = input.diff === void 0 ? false : shouldFail(input.diff);
  const summaryUrl = input.summaryUrl === void 0 ? void 0 : markdownLinkTarget(input.summaryUrl);
  const base = { input, failing, summaryUrl };
  const comment = fit({ ...base, target: "comment", markers: markersFor(input) }, maxLength, charLength);
  const summary = fit({ ...base, target: "summary", markers: [] }, JOB_SUMMARY_LIMIT_BYTES, byteLength);
  return { comment: comment.text, summary: summary.text, dropped: comment.dropped };
}

// src/diff/from-reports.ts
function isFractionMetric(name, unit) {
  return name.startsWith("round_success") || unit.trimStart().toLowerCase().startsWith("fraction");
}
function defaultDirection(name, unit) {
  if (name.startsWith("round_success") || name.includes("similarity") || unit.includes("similarity")) return "higher-better";
  if (name === "content_filter_refusal" || name.startsWith("round_ended_timeout") || name.startsWith("postmortem_ended_timeout")) {
    return "lower-better";
  }
  return "neutral";
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
function metricProvenance(report, measurementName) {
  const provenance = {};
  const registry = registryName(report, measurementName);
  const inputs = report.agent_eval?.inputs ?? {};
  if (registry !== void 0) {
    const record = report.agent_eval?.metrics[registry];
    if (record !== void 0) provenance.metric_version = `${registry}@${record.version}`;
  }
  if (registry?.startsWith("english_ngram") === true) {
    for (const [key, value] of Object.entries(inputs)) if (key.startsWith("ngram_table:")) provenance[key] = value;
  }
  if (registry === PERPLEXITY) {
    for (const [key, value] of Object.entries(inputs)) if (key.startsWith("gpt2_model:")) provenance[key] = value;
  }
  if (registry === void 0 || !DETERMINISTIC.has(registry)) {
    const explicit = JUDGE_INPUTS.filter((key) => inputs[key] !== void 0);
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
function reportToRun(report, meta, id) {
  const metrics = {};
  for (const measurement of report.measurements) {
    let name = measurement.metric_name;
    for (let n = 2; metrics[name] !== void 0; n++) name = `${measurement.metric_name}#${n}`;
    const unit = measurement.score_unit;
    const fraction = isFractionMetric(measurement.metric_name, unit);
    const rounds = roundsOf(measurement);
    const counts = fraction ? countsOf(unit, rounds) : void 0;
    metrics[name] = {
      unit,
      direction: defaultDirection(measurement.metric_name, unit),
      fraction,
      score: measurement.score,
      ...rounds.length > 0 ? { rounds } : {},
      ...counts === void 0 ? {} : { counts },
      provenance: metricProvenance(report, measurement.metric_name)
    };
  }
  const unavailable = {};
  for (const [name, record] of Object.entries(report.agent_eval?.metrics ?? {})) {
    if (record.status === "failed") unavailable[name] = `failed: ${record.error ?? "unknown error"}`;
    else if (record.status === "not_applicable") unavailable[name] = "not applicable to this run";
  }
  const scenarioMode = report.agent_eval?.inputs.scenario_mode;
  const seed = meta?.seed;
  return {
    id,
    pairing: { scenario: meta?.scenario ?? report.scenario_name, ...seed === void 0 ? {} : { seed: String(seed) } },
    ...report.agent_eval === void 0 ? {} : { eventLogDigest: report.agent_eval.event_log_sha256 },
    provenance: scenarioMode === void 0 ? {} : { scenario_mode: scenarioMode },
    metrics,
    ...Object.keys(unavailable).length > 0 ? { unavailable } : {},
    ...report.agent_eval?.incomplete_run === true ? { incomplete: true } : {}
  };
}
function reportsToScoreTable(reports, runMeta2 = []) {
  const used = /* @__PURE__ */ new Set();
  const runs = reports.map((report, i) => {
    const meta = runMeta2[i];
    const base = meta?.runId ?? report.simulation_id;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}#${n}`;
    used.add(id);
    return reportToRun(report, meta, id);
  });
  return { runs };
}

// src/report/report.ts
var usageSchema = external_exports.object({
  input_tokens: external_exports.number().int(),
  output_tokens: external_exports.number().int(),
  cache_read_input_tokens: external_exports.number().int(),
  cache_creation_input_tokens: external_exports.number().int()
});
var evaluationCostSchema = external_exports.object({
  usage: usageSchema,
  estimated_cost_usd: external_exports.number(),
  model: external_exports.string(),
  provider_name: external_exports.string()
});
var metricJudgeSchema = external_exports.object({
  model: external_exports.string(),
  provider: external_exports.string(),
  usage: usageSchema
});
var metricRecordSchema = external_exports.object({
  status: external_exports.enum(["ok", "not_applicable", "failed"]),
  version: external_exports.string(),
  measurements: external_exports.array(external_exports.string()).default([]),
  error: external_exports.string().optional(),
  judge: metricJudgeSchema.optional()
});
var agentEvalBlockSchema = external_exports.object({
  tool_version: external_exports.string(),
  event_log_sha256: external_exports.string(),
  incomplete_run: external_exports.boolean().default(false),
  flags: external_exports.array(external_exports.string()).default([]),
  inputs: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  metrics: external_exports.record(external_exports.string(), metricRecordSchema).default({})
});
var reportSchema = external_exports.object({
  simulation_id: external_exports.string(),
  scenario_name: external_exports.string(),
  measurements: external_exports.array(measurementSchema),
  evaluation_cost: evaluationCostSchema,
  agent_eval: agentEvalBlockSchema.optional()
});
function freshCost(cost) {
  return {
    usage: { ...cost.usage },
    estimated_cost_usd: estimateCostUsd(cost.usage, cost.model),
    model: cost.model,
    provider_name: cost.providerName
  };
}
var NO_JUDGE_COST = {
  usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
  estimated_cost_usd: 0,
  model: "none",
  provider_name: "none"
};
function mergeReport(existing, result, costPolicy = "glossogen-accumulate") {
  const stale = /* @__PURE__ */ new Set([...result.requestedMetrics, ...result.measurements.map((m) => m.metric_name)]);
  const measurements = [
    ...existing?.measurements.filter((m) => !stale.has(m.metric_name)) ?? [],
    ...result.measurements
  ];
  const previousMetrics = existing?.agent_eval?.metrics ?? {};
  const keptMetrics = Object.fromEntries(
    Object.entries(previousMetrics).filter(([name]) => !result.requestedMetrics.includes(name))
  );
  const agentEval = {
    ...result.agentEval,
    metrics: { ...keptMetrics, ...result.agentEval.metrics }
  };
  let cost;
  if (costPolicy === "describe-report") cost = describedCost(existing, result, agentEval);
  else if (result.judgeCost === void 0) cost = existing?.evaluation_cost ?? NO_JUDGE_COST;
  else if (existing !== void 0 && existing.evaluation_cost.model === result.judgeCost.model && existing.evaluation_cost.provider_name === result.judgeCost.providerName) {
    const usage = addUsage(existing.evaluation_cost.usage, result.judgeCost.usage);
    cost = {
      usage,
      estimated_cost_usd: estimateCostUsd(usage, result.judgeCost.model),
      model: result.judgeCost.model,
      provider_name: result.judgeCost.providerName
    };
  } else cost = freshCost(result.judgeCost);
  return {
    simulation_id: result.simulationId,
    scenario_name: result.scenarioName,
    measurements,
    evaluation_cost: cost,
    agent_eval: agentEval
  };
}
function describedCost(existing, result, merged) {
  const identity = result.judgeCost === void 0 ? existing === void 0 ? void 0 : { model: existing.evaluation_cost.model, providerName: existing.evaluation_cost.provider_name } : { model: result.judgeCost.model, providerName: result.judgeCost.providerName };
  if (identity === void 0) return NO_JUDGE_COST;
  let usage = existing !== void 0 && existing.agent_eval === void 0 && existing.evaluation_cost.model === identity.model && existing.evaluation_cost.provider_name === identity.providerName ? existing.evaluation_cost.usage : ZERO_USAGE;
  for (const name of Object.keys(merged.metrics).sort()) {
    const judge = merged.metrics[name]?.judge;
    if (judge !== void 0 && judge.model === identity.model && judge.provider === identity.providerName) usage = addUsage(usage, judge.usage);
  }
  return {
    usage: { ...usage },
    estimated_cost_usd: estimateCostUsd(usage, identity.model),
    model: identity.model,
    provider_name: identity.providerName
  };
}
function measurementToJson(m) {
  return {
    metric_name: m.metric_name,
    score: new PyFloat(m.score),
    score_unit: m.score_unit,
    summary: m.summary,
    per_round: m.per_round.map((r) => ({ round_number: r.round_number, value: new PyFloat(r.value), note: r.note })),
    per_agent: m.per_agent.map((a) => ({ agent_id: a.agent_id, value: new PyFloat(a.value), note: a.note }))
  };
}
function agentEvalToJson(block) {
  const metrics = {};
  for (const name of Object.keys(block.metrics).sort()) {
    const record = block.metrics[name];
    metrics[name] = {
      status: record.status,
      version: record.version,
      measurements: record.measurements,
      ...record.error === void 0 ? {} : { error: record.error },
      ...record.judge === void 0 ? {} : {
        judge: {
          model: record.judge.model,
          provider: record.judge.provider,
          usage: {
            input_tokens: record.judge.usage.input_tokens,
            output_tokens: record.judge.usage.output_tokens,
            cache_read_input_tokens: record.judge.usage.cache_read_input_tokens,
            cache_creation_input_tokens: record.judge.usage.cache_creation_input_tokens
          }
        }
      }
    };
  }
  return {
    tool_version: block.tool_version,
    event_log_sha256: block.event_log_sha256,
    incomplete_run: block.incomplete_run,
    flags: block.flags,
    inputs: block.inputs,
    metrics
  };
}
function serializeReport(report) {
  const body = {
    simulation_id: report.simulation_id,
    scenario_name: report.scenario_name,
    measurements: report.measurements.map(measurementToJson),
    evaluation_cost: {
      usage: {
        input_tokens: report.evaluation_cost.usage.input_tokens,
        output_tokens: report.evaluation_cost.usage.output_tokens,
        cache_read_input_tokens: report.evaluation_cost.usage.cache_read_input_tokens,
        cache_creation_input_tokens: report.evaluation_cost.usage.cache_creation_input_tokens
      },
      estimated_cost_usd: new PyFloat(report.evaluation_cost.estimated_cost_usd),
      model: report.evaluation_cost.model,
      provider_name: report.evaluation_cost.provider_name
    }
  };
  if (report.agent_eval !== void 0) body.agent_eval = agentEvalToJson(report.agent_eval);
  return dumpsIndent2(body);
}
function parseReport(text, source) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not valid JSON (${error.message})`, { cause: error });
  }
  const parsed = reportSchema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new Error(`${source}: field '${field ?? ""}': ${message}`);
  }
  return parsed.data;
}

// src/node/evaluate-run.ts
import { createHash } from "node:crypto";
import { appendFileSync, existsSync } from "node:fs";
import path2 from "node:path";

// src/core/knobs.ts
var COMMON = [
  "agent_max_tokens",
  "channel_noise_level",
  "compaction",
  "max_round_duration_seconds",
  "model_overrides",
  "noise_replacement_mode",
  "postmortem_disabled_at_start",
  "postmortem_duration_seconds",
  "postmortem_enabled",
  "replace_agent_default_channel_visibility",
  "round_count",
  "scheduled_events"
];
var ROUNDS = ["round_time_budget_seconds", "seed"];
var JUDGED = ["judge_model", "judge_provider"];
var SWAPS = ["announce_swap", "intern_enabled", "intern_join_round", "intern_takeover_round", "postmortem_after_swap", "swap_round", "two_teams"];
var BUILTIN_KNOBS = {
  container_yard_stacking: [...COMMON, ...ROUNDS, ...SWAPS, "batch_size_values", "batch_size_weights", "easy_round_numbers", "yard_slot_count"],
  drive_module_repair: [
    ...COMMON,
    ...ROUNDS,
    ...JUDGED,
    "easy_round_numbers",
    "module_count_values",
    "module_count_weights",
    "replacements_count_values",
    "replacements_count_weights"
  ],
  hospital_bed_assignment_privacy: [
    ...COMMON,
    ...ROUNDS,
    "destination_pool_size",
    "observer_intercept_attempts",
    "patient_pool_size",
    "restricted_vocabulary_size",
    "transport_mode_pool_size"
  ],
  orbital_anomaly: [...COMMON, ...ROUNDS, ...JUDGED, "cipher_enabled", "easy_round_numbers", "fault_count_values", "fault_count_weights"],
  prisoners_dilemma: [...COMMON, "payoff_punishment", "payoff_reward", "payoff_sucker", "payoff_temptation"],
  satellite_contact_window: [...COMMON, ...ROUNDS, ...JUDGED, "pattern_count_max", "pattern_count_min"],
  spillway_release: [
    ...COMMON,
    ...ROUNDS,
    "archetype_weights",
    "day_end_hours",
    "easy_round_numbers",
    "gate_count",
    "max_level",
    "min_level",
    "release_per_gate_per_hour"
  ],
  spot_the_difference: [
    ...COMMON,
    ...ROUNDS,
    ...JUDGED,
    "all_must_submit",
    "difference_count_values",
    "difference_count_weights",
    "difference_kinds",
    "easy_round_numbers",
    "grid_size",
    "object_count_values",
    "object_count_weights",
    "shared_link",
    "two_teams"
  ],
  veyru: [...COMMON, ...ROUNDS, ...JUDGED, ...SWAPS, "easy_round_numbers"],
  warehouse_robot_recovery: [...COMMON, ...ROUNDS, ...JUDGED, "fault_count_max", "fault_count_min"]
};
function knownKnobs(scenarioName, recorded, declared = []) {
  const builtin = Object.hasOwn(BUILTIN_KNOBS, scenarioName) ? BUILTIN_KNOBS[scenarioName] ?? [] : [];
  return [.../* @__PURE__ */ new Set([...builtin, ...Object.keys(recorded), ...declared])].sort();
}
function applyKnobs(run, knobs, declared = [], label = "--knobs") {
  const names = Object.keys(knobs);
  if (names.length === 0) return run;
  const recorded = run.simulationStarted.scenario_config;
  const known = knownKnobs(run.scenarioName, recorded, declared);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new InputError(
      `${label}: the ${run.scenarioName} scenario has no knob ${unknown.map((n) => `'${n}'`).join(", ")} (${run.logPath}). Its knobs: ${known.join(", ")}`
    );
  }
  const simulationStarted = { ...run.simulationStarted, scenario_config: { ...recorded, ...knobs } };
  const events = run.events.map((event) => event === run.simulationStarted ? simulationStarted : event);
  return { ...run, simulationStarted, events };
}

// src/node/ontology-files.ts
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
var openCodingSchema = external_exports.object({
  run_id: external_exports.string(),
  labels: external_exports.array(external_exports.object({ text: external_exports.string(), evidence: external_exports.array(external_exports.object({ round_number: external_exports.number().int(), quote: external_exports.string() })) }))
});
var SAMPLE_QUOTES = 3;
async function poolLabels(runDirs) {
  const pooled = /* @__PURE__ */ new Map();
  const runIds2 = [];
  for (const runDir of runDirs) {
    const file = path.join(runDir, "communication_open_coding.json");
    const text = await readTextIfExists(file);
    if (text === void 0) throw new InputError(`${file}: missing; run communication_open_coding on this run first`);
    let parsed;
    try {
      parsed = openCodingSchema.parse(JSON.parse(text));
    } catch (error) {
      throw new InputError(`${file}: not an open-coding sidecar (${error.message.split("\n")[0] ?? ""})`, { cause: error });
    }
    runIds2.push(parsed.run_id);
    for (const label of parsed.labels) {
      const key = label.text.trim().toLowerCase();
      const entry = pooled.get(key) ?? { text: label.text.trim(), runIds: [], evidence: 0, quotes: [] };
      if (!entry.runIds.includes(parsed.run_id)) entry.runIds.push(parsed.run_id);
      entry.evidence += label.evidence.length;
      for (const citation of label.evidence) if (entry.quotes.length < SAMPLE_QUOTES && !entry.quotes.includes(citation.quote)) entry.quotes.push(citation.quote);
      pooled.set(key, entry);
    }
  }
  return {
    pool: [...pooled.values()].map((e) => ({ text: e.text, run_ids: e.runIds, evidence_count_total: e.evidence, sample_quotes: e.quotes })),
    runIds: runIds2
  };
}
async function newestOntology(runDir) {
  const dir = path.resolve(runDir, "..", "_ontology");
  let names;
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(".json"));
  } catch {
    return void 0;
  }
  let newest;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file, { bigint: true });
    if (newest === void 0 || info.mtimeNs > newest.mtime) newest = { file, mtime: info.mtimeNs };
  }
  return newest?.file;
}

// src/node/evaluate-run.ts
var NO_NGRAM_TABLES = { location: "(no n-gram tables were given)" };
function reportPathFor(runDir, scenarioName, out) {
  return out ?? path2.join(runDir, `${scenarioName}_report.json`);
}
var INCOMPLETE_EXPLANATION = "the run has no simulation_ended event, so it did not finish: its last round may have been cut off mid-play and scoring it would count a partial round as a real outcome. Pass --allow-incomplete to evaluate it anyway";
function chooseScenario(run, configFile, log) {
  if (configFile !== void 0) return descriptorFromConfigFile(configFile, run.scenarioName);
  const builtin = builtinScenario(run.scenarioName, run.simulationStarted.scenario_config);
  if (builtin !== void 0) return builtin;
  const inferred = inferDescriptor(run.scenarioName, run.simulationStarted.channel_ids);
  log(
    `warning: ${run.runDir}: scenario '${run.scenarioName}' is not a GlossoGen built-in and no --scenario-config was given; primary channels inferred as [${inferred.primaryChannels.map((c) => c.channel_id).join(", ")}]`
  );
  return inferred;
}
function loadSourceRun(runDir, scenarioName) {
  if (!existsSync(path2.join(runDir, `${scenarioName}.jsonl`))) return Promise.resolve(void 0);
  try {
    return Promise.resolve(loadRun(runDir, scenarioName).events);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
async function evaluateRun(options) {
  const started = performance.now();
  const scenarioName = await detectScenario(options.runDir, options.scenario);
  const declared = options.metrics.map((m) => m.eventTypes);
  const keep = declared.every((types) => types !== void 0) ? new Set(declared.flat()) : void 0;
  const knobs = options.knobs ?? {};
  const run = applyKnobs(loadRun(options.runDir, scenarioName, keep), knobs, options.scenarioConfig?.knobs);
  if (!run.finished && options.allowIncomplete !== true) throw new InputError(`${run.logPath}: ${INCOMPLETE_EXPLANATION}`);
  const scenario = chooseScenario(run, options.scenarioConfig, options.log);
  const reportPath = reportPathFor(options.runDir, scenarioName, options.out);
  const existingText = await readTextIfExists(reportPath);
  let existing;
  if (existingText !== void 0) {
    try {
      existing = parseReport(existingText, reportPath);
    } catch (error) {
      throw new InputError(`existing report cannot be merged, so it was left untouched: ${error.message}`, {
        cause: error
      });
    }
    const previousDigest = existing.agent_eval?.event_log_sha256;
    if (existing.simulation_id !== run.simulationStarted.event_id || previousDigest !== void 0 && previousDigest !== run.eventLogSha256) {
      throw new InputError(
        `${reportPath} was made from a different event log (simulation ${existing.simulation_id}${previousDigest === void 0 ? "" : `, sha256 ${previousDigest.slice(0, 12)}\u2026`}; now ${run.simulationStarted.event_id}, sha256 ${run.eventLogSha256.slice(0, 12)}\u2026), so its other measurements no longer describe this run. It was left untouched: delete it (or pass --out) and evaluate again.`
      );
    }
    const previousKnobs = existing.agent_eval?.inputs.knobs;
    const knobsNow = Object.keys(knobs).length > 0 ? canonicalJson(knobs) : void 0;
    if (existing.agent_eval !== void 0 && previousKnobs !== knobsNow) {
      throw new InputError(
        `${reportPath} was made with ${previousKnobs === void 0 ? "no --knobs" : `--knobs ${previousKnobs}`}, now ${knobsNow === void 0 ? "none are given" : `--knobs ${knobsNow}`}: its other measurements would describe another configuration. It was left untouched: evaluate with the same knobs, or delete it (or pass --out).`
      );
    }
  }
  const needsJudge = options.metrics.some((m) => m.kind === "judge");
  let metricOptions = options.metricOptions ?? {};
  if (metricOptions.ontologyPath !== void 0) metricOptions = { ...metricOptions, ontologyPath: path2.resolve(metricOptions.ontologyPath) };
  else if (options.metrics.some((m) => m.name === "communication_feature_presence")) {
    const newest = await newestOntology(options.runDir);
    if (newest !== void 0) metricOptions = { ...metricOptions, ontologyPath: newest };
  }
  const stack = needsJudge ? await options.judge?.() : void 0;
  const outcomes = await runMetrics(
    options.metrics,
    {
      events: run.events,
      agentConfigs: run.agentConfigs,
      scenario,
      runDir: options.runDir,
      options: metricOptions,
      sidecars: directorySidecars(options.runDir, options.sidecarWriteDir),
      loadRun: loadSourceRun,
      ngramTables: options.ngramTables ?? NO_NGRAM_TABLES,
      log: (line) => options.log(`${options.runDir}: ${line}`),
      ...stack === void 0 ? {} : { judge: stack.judge, judgeIdentity: stack.identity }
    },
    stack === void 0 ? {} : { judgeUsage: () => stack.accounting.snapshot().used.usage }
  );
  const metrics = {};
  for (const outcome2 of outcomes) metrics[outcome2.name] = outcome2.record;
  const measurements = outcomes.flatMap((o) => o.measurements);
  const flags = options.allowIncomplete === true ? ["--allow-incomplete"] : [];
  const inputs = { scenario_mode: scenario.mode };
  if (Object.keys(knobs).length > 0) {
    flags.push("--knobs");
    inputs.knobs = canonicalJson(knobs);
  }
  for (const [file, digest] of Object.entries(options.ngramTableDigests ?? {})) inputs[`ngram_table:${file}`] = digest;
  for (const [key, digest] of Object.entries(options.inputDigests ?? {})) inputs[key] = digest;
  if (metricOptions.ontologyPath !== void 0 && options.metrics.some((m) => m.name === "communication_feature_presence")) {
    const ontology = await readTextIfExists(metricOptions.ontologyPath);
    if (ontology !== void 0) inputs.ontology_sha256 = createHash("sha256").update(ontology).digest("hex");
  }
  if (stack !== void 0) {
    inputs.judge_model = stack.identity.model;
    inputs.judge_provider = stack.identity.provider;
    inputs.judge_settings = canonicalJson(stack.identity.settings);
  }
  const report = mergeReport(
    existing,
    {
      simulationId: run.simulationStarted.event_id,
      scenarioName,
      requestedMetrics: options.metrics.map((m) => m.name),
      measurements,
      judgeCost: stack === void 0 ? void 0 : { usage: stack.accounting.snapshot().used.usage, model: stack.identity.model, providerName: stack.identity.provider },
      agentEval: {
        tool_version: options.toolVersion ?? AGENT_EVAL_VERSION,
        event_log_sha256: run.eventLogSha256,
        incomplete_run: !run.finished,
        flags,
        inputs,
        metrics
      }
    },
    "describe-report"
  );
  await writeFileAtomic(reportPath, serializeReport(report));
  const invocation = {
    judgeMode: stack?.mode,
    judge: stack?.accounting.snapshot(),
    usedFixtureKeys: stack === void 0 ? [] : [...stack.usedKeys].sort(),
    durationMs: Math.round(performance.now() - started)
  };
  if (options.invocationLog !== false) {
    appendInvocationLog(path2.join(path2.dirname(reportPath), INVOCATION_LOG), {
      at: (/* @__PURE__ */ new Date()).toISOString(),
      tool_version: options.toolVersion ?? AGENT_EVAL_VERSION,
      report: path2.basename(reportPath),
      metrics: Object.fromEntries(Object.entries(metrics).map(([name, record]) => [name, record.status])),
      judge_mode: invocation.judgeMode ?? null,
      judge_calls_used: invocation.judge?.used.calls ?? 0,
      judge_calls_replayed: invocation.judge?.replayed ?? 0,
      judge_calls_recorded: invocation.judge?.recorded ?? 0,
      judge_spent_usd: invocation.judge?.spent.costUsd ?? 0,
      duration_ms: invocation.durationMs
    });
  }
  return {
    runDir: options.runDir,
    scenarioName,
    reportPath,
    measurements,
    metrics,
    failed: outcomes.filter((o) => o.record.status === "failed").map((o) => ({ name: o.name, error: o.record.error ?? "failed" })),
    report,
    invocation
  };
}
function appendInvocationLog(file, entry) {
  appendFileSync(file, `${JSON.stringify(entry)}
`, "utf8");
}

// src/node/run-jobs.ts
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

// src/node/judge-setup.ts
var JUDGE_PROVIDERS = ["anthropic", "openai", "scripted"];
var ENV_KEYS = {
  anthropic: { key: "ANTHROPIC_API_KEY", baseUrl: "ANTHROPIC_BASE_URL" },
  openai: { key: "OPENAI_API_KEY", baseUrl: "OPENAI_BASE_URL" }
};
var unreachableProvider = {
  call: () => Promise.reject(new Error("internal error: the provider was called in replay mode"))
};
function configuredApiKeys(env) {
  return Object.values(ENV_KEYS).map((names) => env[names.key]).filter((value) => typeof value === "string" && value.length >= 8);
}
async function providerJudge(config, env, log) {
  if (config.mode === "replay") return unreachableProvider;
  if (config.provider === "scripted") {
    throw new InputError(
      `--provider scripted only names the scripted local judge that recorded agent-eval's example fixtures; it cannot answer new requests (--judge-mode ${config.mode}). Use --provider anthropic or openai to record.`
    );
  }
  const names = ENV_KEYS[config.provider];
  const apiKey = env[names.key];
  if (apiKey === void 0 || apiKey === "") {
    throw new InputError(
      `judge mode ${config.mode} calls the ${config.provider} API and needs ${names.key} in the environment (in a workflow: env: ${names.key}: \${{ secrets.${names.key} }} on the step), or use judge mode replay`
    );
  }
  const baseURL = env[names.baseUrl];
  const options = { apiKey, log, ...baseURL === void 0 || baseURL === "" ? {} : { baseURL } };
  if (config.provider === "anthropic") return (await import("./anthropic-M75QXQRQ.js")).createAnthropicJudge(options);
  return (await import("./openai-Z7N6OQWY.js")).createOpenAIJudge(options);
}
async function buildJudgeStack(config, env, log) {
  const store = config.mode === "live" ? void 0 : openFixtureStore(config.fixturesDir, { knownSecrets: configuredApiKeys(env) });
  const { judge, accounting } = createJudgeStack({
    mode: config.mode,
    provider: await providerJudge(config, env, log),
    ...store === void 0 ? {} : { store },
    now: () => (/* @__PURE__ */ new Date()).toISOString(),
    concurrency: config.concurrency
  });
  const usedKeys = /* @__PURE__ */ new Set();
  const tracking = {
    call: (request, options) => {
      usedKeys.add(judgeRequestKey(request));
      return judge.call(request, options);
    },
    ...judge.source === void 0 ? {} : { source: judge.source }
  };
  return {
    judge: tracking,
    accounting,
    identity: { model: config.model, provider: config.provider, settings: config.settings },
    usedKeys,
    mode: config.mode
  };
}
function parseJudgeSettings(text, label = "--judge-settings") {
  if (text === void 0) return {};
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${label}: not valid JSON (${error.message})`, { cause: error });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError(`${label}: expected a JSON object such as '{"max_tokens": 4096}'`);
  }
  return value;
}

// src/node/ngram-tables.ts
import { createHash as createHash2 } from "node:crypto";
import os from "node:os";
import path3 from "node:path";
var PLAIN_TABLE_FILE = "english_char_trigram.json";
var BACKOFF_TABLE_FILE = "english_backoff_trigram_cased_punct.json";
function defaultNgramTablesDir() {
  return path3.join(os.homedir(), ".cache", "glossogen");
}
async function readTable(dir, file) {
  const full = path3.join(dir, file);
  const text = await readTextIfExists(full);
  if (text === void 0) return void 0;
  try {
    return { value: JSON.parse(text), sha256: createHash2("sha256").update(text).digest("hex") };
  } catch (error) {
    throw new InputError(`${full}: not valid JSON (${error.message})`);
  }
}
async function loadNgramTables(dir, want) {
  const plain = want.plain ? await readTable(dir, PLAIN_TABLE_FILE) : void 0;
  const backoff = want.backoff ? await readTable(dir, BACKOFF_TABLE_FILE) : void 0;
  const digests = {};
  if (plain !== void 0) digests[PLAIN_TABLE_FILE] = plain.sha256;
  if (backoff !== void 0) digests[BACKOFF_TABLE_FILE] = backoff.sha256;
  return {
    tables: {
      location: dir,
      ...plain === void 0 ? {} : { plain: plain.value },
      ...backoff === void 0 ? {} : { backoff: backoff.value }
    },
    digests
  };
}

// src/node/progress.ts
function createProgress(total, write, stream) {
  let finished = 0;
  const interactive = stream?.isTTY === true && total > 1;
  const width = 30;
  return {
    advance(label) {
      finished += 1;
      if (interactive) {
        const filled = Math.round(finished / total * width);
        write(`\r[${"#".repeat(filled)}${" ".repeat(width - filled)}] ${finished}/${total} runs`);
      } else {
        write(`[${finished}/${total}] ${label}
`);
      }
    },
    done() {
      if (interactive) write("\n");
    }
  };
}
async function mapBounded(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}

// src/node/gpt2-files.ts
import { createHash as createHash3 } from "node:crypto";
import { readFile } from "node:fs/promises";
import path4 from "node:path";
var positiveInt = external_exports.number().int().positive();
var configSchema = external_exports.looseObject({
  model_type: external_exports.literal("gpt2").optional(),
  n_layer: positiveInt,
  n_head: positiveInt,
  n_embd: positiveInt,
  n_positions: positiveInt.optional(),
  n_ctx: positiveInt.optional(),
  vocab_size: positiveInt,
  n_inner: positiveInt.nullish(),
  layer_norm_epsilon: external_exports.number().positive().default(1e-5),
  activation_function: external_exports.enum(["gelu_new", "gelu_pytorch_tanh"], { message: "only GPT-2's tanh GELU (gelu_new) is supported" }).default("gelu_new"),
  scale_attn_by_inverse_layer_idx: external_exports.literal(false, { message: "must be false (GPT-2's attention scaling)" }).optional()
}).refine((c) => c.n_embd % c.n_head === 0, { message: "n_embd must be a multiple of n_head", path: ["n_head"] }).refine((c) => c.n_positions !== void 0 || c.n_ctx !== void 0, { message: "n_positions is required", path: ["n_positions"] });
var tensorSchema = external_exports.object({
  dtype: external_exports.string(),
  shape: external_exports.array(external_exports.number().int().nonnegative()),
  data_offsets: external_exports.tuple([external_exports.number().int().nonnegative(), external_exports.number().int().nonnegative()])
});
var tokenizerJsonSchema = external_exports.looseObject({
  added_tokens: external_exports.array(external_exports.looseObject({ id: external_exports.number().int().nonnegative(), content: external_exports.string(), special: external_exports.boolean().default(false) })).default([]),
  pre_tokenizer: external_exports.looseObject({ type: external_exports.literal("ByteLevel", { message: "GPT-2 uses a ByteLevel pre-tokenizer" }), add_prefix_space: external_exports.literal(false, { message: "GPT-2 adds no prefix space" }).default(false) }).nullish(),
  model: external_exports.looseObject({
    type: external_exports.literal("BPE", { message: "GPT-2's tokenizer model is BPE" }),
    vocab: external_exports.record(external_exports.string(), external_exports.number().int().nonnegative()),
    merges: external_exports.array(external_exports.union([external_exports.string(), external_exports.tuple([external_exports.string(), external_exports.string()])]))
  })
});
var vocabSchema = external_exports.record(external_exports.string(), external_exports.number().int().nonnegative());
function invalid(file, error) {
  const { field, message } = firstIssue(error);
  return new InputError(`${file}: field '${field ?? ""}': ${message}`);
}
async function readRequired(dir, name) {
  const file = path4.join(dir, name);
  try {
    return await readFile(file);
  } catch (error) {
    const code = error.code;
    throw new InputError(`--gpt2-model ${dir}: cannot read ${name} (${code ?? String(error)})`, { cause: error });
  }
}
async function readOptional(dir, name) {
  try {
    return await readFile(path4.join(dir, name));
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw new InputError(`--gpt2-model ${dir}: cannot read ${name} (${error.code ?? String(error)})`, { cause: error });
  }
}
function parseJson(file, bytes) {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    throw new InputError(`${file}: not valid JSON (${error.message})`, { cause: error });
  }
}
function sha256(bytes) {
  return createHash3("sha256").update(bytes).digest("hex");
}
function parseSafetensors(file, bytes) {
  if (bytes.length < 8) throw new InputError(`${file}: too short to be a safetensors file`);
  const headerLength = Number(bytes.readBigUInt64LE(0));
  if (headerLength > bytes.length - 8) throw new InputError(`${file}: header length ${headerLength} runs past the end of the file; is this a safetensors file?`);
  const header = parseJson(file, bytes.subarray(8, 8 + headerLength));
  if (typeof header !== "object" || header === null || Array.isArray(header)) throw new InputError(`${file}: the header is not a JSON object`);
  const dataStart = 8 + headerLength;
  const tensors = /* @__PURE__ */ new Map();
  for (const [name, raw] of Object.entries(header)) {
    if (name === "__metadata__") continue;
    const parsed = tensorSchema.safeParse(raw);
    if (!parsed.success) throw invalid(`${file} (tensor ${name})`, parsed.error);
    const { dtype, shape, data_offsets: [begin, end] } = parsed.data;
    const count = shape.reduce((a, b) => a * b, 1);
    if (dtype !== "F32") {
      throw new InputError(`${file}: tensor ${name} has dtype ${dtype}; only float32 (F32) checkpoints are read, like GlossoGen's float32 scoring`);
    }
    if (end - begin !== count * 4 || dataStart + end > bytes.length) {
      throw new InputError(`${file}: tensor ${name}: data_offsets [${begin}, ${end}] do not hold ${count} ${dtype} values inside the file`);
    }
    const at = bytes.byteOffset + dataStart + begin;
    const data = at % 4 === 0 ? new Float32Array(bytes.buffer, at, count) : new Float32Array(bytes.buffer.slice(at, at + count * 4));
    tensors.set(name, { shape, data });
  }
  return tensors;
}
function weightsFrom(file, tensors, config) {
  const prefix = tensors.has("wte.weight") ? "" : "transformer.";
  const take = (name, shape, full = `${prefix}${name}`) => {
    const tensor = tensors.get(full);
    if (tensor === void 0) throw new InputError(`${file}: tensor ${full} is missing; is this a GPT-2 checkpoint?`);
    if (tensor.shape.length !== shape.length || tensor.shape.some((d, i) => d !== shape[i])) {
      throw new InputError(`${file}: tensor ${full} has shape [${tensor.shape.join(", ")}], expected [${shape.join(", ")}] from config.json`);
    }
    return tensor.data;
  };
  const { n_embd: c, vocab_size: v, n_positions: p, n_inner: inner } = config;
  const blocks = [];
  for (let i = 0; i < config.n_layer; i++) {
    const h = `h.${i}.`;
    blocks.push({
      ln1Weight: take(`${h}ln_1.weight`, [c]),
      ln1Bias: take(`${h}ln_1.bias`, [c]),
      attnWeight: take(`${h}attn.c_attn.weight`, [c, 3 * c]),
      attnBias: take(`${h}attn.c_attn.bias`, [3 * c]),
      attnProjWeight: take(`${h}attn.c_proj.weight`, [c, c]),
      attnProjBias: take(`${h}attn.c_proj.bias`, [c]),
      ln2Weight: take(`${h}ln_2.weight`, [c]),
      ln2Bias: take(`${h}ln_2.bias`, [c]),
      fcWeight: take(`${h}mlp.c_fc.weight`, [c, inner]),
      fcBias: take(`${h}mlp.c_fc.bias`, [inner]),
      mlpProjWeight: take(`${h}mlp.c_proj.weight`, [inner, c]),
      mlpProjBias: take(`${h}mlp.c_proj.bias`, [c])
    });
  }
  const wte = take("wte.weight", [v, c]);
  const wpe = take("wpe.weight", [p, c]);
  const head = tensors.get("lm_head.weight");
  const lmHead = head === void 0 ? void 0 : take("lm_head.weight", [v, c], "lm_head.weight");
  return { wte, wpe, blocks, lnFWeight: take("ln_f.weight", [c]), lnFBias: take("ln_f.bias", [c]), ...lmHead === void 0 ? {} : { lmHead } };
}
function mergePair(file, entry, index) {
  if (typeof entry !== "string") return [entry[0], entry[1]];
  const parts = entry.split(" ");
  if (parts.length !== 2 || parts[0] === "" || parts[1] === "") throw new InputError(`${file}: merge ${index + 1} ('${entry}') is not two symbols separated by one space`);
  return [parts[0], parts[1]];
}
async function loadTokenizer(dir, digests, vocabSize) {
  const json = await readOptional(dir, "tokenizer.json");
  let data;
  if (json !== void 0) {
    const file = path4.join(dir, "tokenizer.json");
    digests["tokenizer.json"] = sha256(json);
    const parsed = tokenizerJsonSchema.safeParse(parseJson(file, json));
    if (!parsed.success) throw invalid(file, parsed.error);
    const { model, added_tokens: added } = parsed.data;
    data = {
      vocab: new Map(Object.entries(model.vocab)),
      merges: model.merges.map((entry, i) => mergePair(file, entry, i)),
      specialTokens: new Map(added.filter((t) => t.special).map((t) => [t.content, t.id]))
    };
  } else {
    const vocabBytes = await readOptional(dir, "vocab.json");
    const mergesBytes = await readOptional(dir, "merges.txt");
    if (vocabBytes === void 0 || mergesBytes === void 0) {
      throw new InputError(`--gpt2-model ${dir}: no tokenizer: expected tokenizer.json, or vocab.json and merges.txt`);
    }
    digests["vocab.json"] = sha256(vocabBytes);
    digests["merges.txt"] = sha256(mergesBytes);
    const vocabFile = path4.join(dir, "vocab.json");
    const parsed = vocabSchema.safeParse(parseJson(vocabFile, vocabBytes));
    if (!parsed.success) throw invalid(vocabFile, parsed.error);
    const mergesFile = path4.join(dir, "merges.txt");
    const lines = mergesBytes.toString("utf8").split(/\r?\n/).filter((line, i) => line !== "" && !(i === 0 && line.startsWith("#version")));
    const vocab = new Map(Object.entries(parsed.data));
    const endOfText = vocab.get("<|endoftext|>");
    data = {
      vocab,
      merges: lines.map((line, i) => mergePair(mergesFile, line, i)),
      // GPT-2's tokenizer registers <|endoftext|> as its special token
      specialTokens: endOfText === void 0 ? /* @__PURE__ */ new Map() : /* @__PURE__ */ new Map([["<|endoftext|>", endOfText]])
    };
  }
  for (const [token, id] of [...data.vocab, ...data.specialTokens]) {
    if (id >= vocabSize) throw new InputError(`--gpt2-model ${dir}: token ${JSON.stringify(token)} has id ${id}, outside the model's vocab_size ${vocabSize}`);
  }
  return data;
}
async function loadGpt2Directory(dir) {
  const digests = {};
  const configFile = path4.join(dir, "config.json");
  const configBytes = await readRequired(dir, "config.json");
  digests["config.json"] = sha256(configBytes);
  const parsedConfig = configSchema.safeParse(parseJson(configFile, configBytes));
  if (!parsedConfig.success) throw invalid(configFile, parsedConfig.error);
  const raw = parsedConfig.data;
  const config = {
    n_layer: raw.n_layer,
    n_head: raw.n_head,
    n_embd: raw.n_embd,
    n_positions: raw.n_positions ?? raw.n_ctx,
    vocab_size: raw.vocab_size,
    layer_norm_epsilon: raw.layer_norm_epsilon,
    n_inner: raw.n_inner ?? 4 * raw.n_embd
  };
  const tokenizer = await loadTokenizer(dir, digests, config.vocab_size);
  const modelBytes = await readOptional(dir, "model.safetensors");
  if (modelBytes === void 0) {
    throw new InputError(
      `--gpt2-model ${dir}: no model.safetensors (only the safetensors checkpoint format is read; convert pytorch_model.bin with the safetensors library)`
    );
  }
  digests["model.safetensors"] = sha256(modelBytes);
  const modelFile = path4.join(dir, "model.safetensors");
  const weights = weightsFrom(modelFile, parseSafetensors(modelFile, modelBytes), config);
  return { config, weights, tokenizer, digests };
}
var loaded = /* @__PURE__ */ new Map();
function gpt2Model(dir) {
  const key = path4.resolve(dir);
  let model = loaded.get(key);
  if (model === void 0) {
    model = loadGpt2Directory(dir);
    loaded.set(key, model);
    model.catch(() => loaded.delete(key));
  }
  return model;
}
var scorers = /* @__PURE__ */ new Map();
function gpt2ScorerFor(dir) {
  const key = path4.resolve(dir);
  let scorer = scorers.get(key);
  if (scorer === void 0) {
    scorer = gpt2Model(dir).then(({ config, weights, tokenizer }) => gpt2MessageScorer(config, weights, tokenizer));
    scorers.set(key, scorer);
    scorer.catch(() => scorers.delete(key));
  }
  return scorer;
}
async function gpt2Provenance(dir) {
  const { digests } = await gpt2Model(dir);
  return Object.fromEntries(Object.entries(digests).map(([file, digest]) => [`gpt2_model:${file}`, digest]));
}

// src/node/run-jobs.ts
function summarise(result) {
  if (result.kind !== "ok") return result;
  const { runDir, scenarioName, reportPath, measurements, metrics, failed, invocation } = result.outcome;
  return { kind: "ok", outcome: { runDir, scenarioName, reportPath, measurements, metrics, failed, invocation } };
}
var tableCache = /* @__PURE__ */ new Map();
function tablesFor(job, metricNames) {
  const want = { plain: metricNames.has("english_ngram_surprisal"), backoff: metricNames.has("english_ngram_backoff_surprisal") };
  const key = `${job.ngramTablesDir}\0${want.plain}\0${want.backoff}`;
  let cached = tableCache.get(key);
  if (cached === void 0) {
    cached = loadNgramTables(job.ngramTablesDir, want);
    tableCache.set(key, cached);
  }
  return cached;
}
async function registryFor(job, log) {
  const { registry } = await pluginRegistry(job.plugins ?? [], { cwd: job.pluginCwd ?? process.cwd(), log });
  return withGpt2Model(registry, job.gpt2Model);
}
function withGpt2Model(registry, dir) {
  return dir === void 0 ? registry : withPerplexity(registry, perplexityMetric(() => gpt2ScorerFor(dir)));
}
function gpt2InputsFor(job, metricNames) {
  return job.gpt2Model !== void 0 && metricNames.has(PERPLEXITY) ? gpt2Provenance(job.gpt2Model) : Promise.resolve({});
}
async function checkJob(job, log = () => void 0) {
  const metrics = resolveMetricList(await registryFor(job, log), job.metrics, job.metricsLabel);
  const names = new Set(metrics.map((m) => m.name));
  await gpt2InputsFor(job, names);
  return (await tablesFor(job, names)).tables;
}
async function runJob(runDir, job, log) {
  try {
    const metrics = resolveMetricList(await registryFor(job, () => void 0), job.metrics, job.metricsLabel);
    const names = new Set(metrics.map((m) => m.name));
    const { tables, digests } = await tablesFor(job, names);
    const gpt2Inputs = await gpt2InputsFor(job, names);
    const outcome2 = await evaluateRun({
      runDir,
      scenario: job.scenario,
      metrics,
      out: job.out,
      allowIncomplete: job.allowIncomplete,
      scenarioConfig: job.scenarioConfig,
      knobs: job.knobs,
      ngramTables: tables,
      ngramTableDigests: digests,
      ...Object.keys(gpt2Inputs).length === 0 ? {} : { inputDigests: gpt2Inputs },
      toolVersion: AGENT_EVAL_VERSION,
      log,
      metricOptions: job.metricOptions,
      ...job.judge === void 0 ? {} : { judge: () => buildJudgeStack(job.judge, process.env, log) },
      ...job.sidecarWriteDir === void 0 ? {} : { sidecarWriteDir: job.sidecarWriteDir },
      ...job.invocationLog === void 0 ? {} : { invocationLog: job.invocationLog }
    });
    return { kind: "ok", outcome: outcome2 };
  } catch (error) {
    if (error instanceof InputError) return { kind: "input-error", message: error.message };
    throw error;
  }
}
var WORKER_ENV = "AGENT_EVAL_EVALUATION_WORKER";
function serveEvaluationRequests(port) {
  let queue = Promise.resolve();
  port.on("message", (request) => {
    const log = (line) => port.send({ type: "log", line });
    queue = queue.then(
      () => runJob(request.runDir, request.job, log).then(
        (result) => {
          port.send({ type: "result", id: request.id, result: summarise(result) });
        },
        (error) => {
          port.send({
            type: "crash",
            id: request.id,
            message: error instanceof Error ? error.stack ?? error.message : String(error)
          });
        }
      )
    );
  });
}
var WORKER_RUNS_IN_FLIGHT = 2;
var FORK_WHEN_PROJECTED_MS = 2e3;
var WARM_UP_MS = 300;
var ESTIMATE_WINDOW = 4;
function workersToAdd(input) {
  let processes = input.processes;
  while (processes < input.maxProcesses && processes < input.remainingRuns && input.remainingRuns * input.msPerRun / processes > input.thresholdMs) {
    processes += 1;
  }
  return processes - input.processes;
}
async function runMany(runDirs, job, options) {
  const maxProcesses = Math.min(options.concurrency, runDirs.length);
  if (options.workerScript === void 0 || maxProcesses < 2) {
    return mapBounded(runDirs, options.concurrency, async (runDir) => {
      const result = summarise(await runJob(runDir, job, options.log));
      options.onResult(runDir, result);
      return result;
    });
  }
  const script = fileURLToPath(options.workerScript);
  const now = options.now ?? (() => performance.now());
  const thresholdMs = options.forkWhenProjectedMs ?? FORK_WHEN_PROJECTED_MS;
  const results = new Array(runDirs.length);
  let next = 0;
  const children = [];
  const childrenDone = [];
  let childFailed = false;
  const startChild = () => {
    const child = fork(script, [], { env: { ...process.env, [WORKER_ENV]: "1" }, serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] });
    children.push(child);
    options.onWorkerStarted?.(1 + children.length);
    let fill = () => void 0;
    const done = new Promise((resolve, reject) => {
      let inFlight = 0;
      fill = () => {
        while (next < runDirs.length && inFlight < WORKER_RUNS_IN_FLIGHT && (inFlight === 0 || runDirs.length - next > 1 + children.length)) {
          inFlight += 1;
          const id = next++;
          child.send({ id, runDir: runDirs[id], job });
        }
        if (inFlight === 0) resolve();
      };
      child.on("message", (message) => {
        if (message.type === "log") options.log(message.line);
        else if (message.type === "crash") reject(new Error(`evaluating ${runDirs[message.id]} crashed: ${message.message}`));
        else {
          inFlight -= 1;
          results[message.id] = message.result;
          options.onResult(runDirs[message.id], message.result);
          fill();
        }
      });
      child.on("error", reject);
      child.on("exit", (code) => {
        if (inFlight > 0 || next < runDirs.length || code !== 0) reject(new Error(`an evaluation worker exited early (status ${code ?? "signal"})`));
      });
    });
    done.catch(() => {
      childFailed = true;
    });
    childrenDone.push(done);
    return fill;
  };
  const startChildren = (count) => {
    const fills = Array.from({ length: count }, startChild);
    for (const fill of fills) fill();
  };
  const parentShare = async () => {
    const recentRunTimes = [];
    let elapsed = 0;
    while (next < runDirs.length && !childFailed) {
      const id = next++;
      const started = now();
      const result = summarise(await runJob(runDirs[id], job, options.log));
      const took = now() - started;
      recentRunTimes.push(took);
      if (recentRunTimes.length > ESTIMATE_WINDOW) recentRunTimes.shift();
      elapsed += took;
      results[id] = result;
      options.onResult(runDirs[id], result);
      if (options.processes === "adaptive" && elapsed >= WARM_UP_MS) {
        const msPerRun = Math.min(...recentRunTimes);
        const add = workersToAdd({ remainingRuns: runDirs.length - next, msPerRun, processes: 1 + children.length, maxProcesses, thresholdMs });
        startChildren(add);
      }
      if (children.length > 0) await new Promise((resolve) => setImmediate(resolve));
    }
  };
  try {
    if (options.processes === "fixed") startChildren(maxProcesses - 1);
    await parentShare();
    await Promise.all(childrenDone);
  } finally {
    for (const child of children) {
      child.removeAllListeners("exit");
      if (child.connected) child.disconnect();
    }
  }
  return results;
}

// src/node/load-reports.ts
import { open, readFile as readFile2, readdir as readdir2, stat as stat2 } from "node:fs/promises";
import path5 from "node:path";
var REPORT_SUFFIX = "_report.json";
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set(["node_modules", ".git"]);
var MAX_FIRST_LINE_BYTES = 8 * 1024 * 1024;
function errnoCode(error) {
  return error.code ?? String(error);
}
async function findInTree(dir, out) {
  let entries;
  try {
    entries = await readdir2(dir, { withFileTypes: true });
  } catch (error) {
    throw new InputError(`${dir}: cannot read the directory (${errnoCode(error)})`);
  }
  const sorted = [...entries].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const entry of sorted) {
    const full = path5.join(dir, entry.name);
    if (entry.isFile() && entry.name.endsWith(REPORT_SUFFIX)) out.push(full);
  }
  for (const entry of sorted) {
    if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) await findInTree(path5.join(dir, entry.name), out);
  }
}
async function findReportFiles(paths, flag) {
  if (paths.length === 0) throw new InputError(`${flag}: at least one path is required`);
  const files = [];
  for (const given of paths) {
    let info;
    try {
      info = await stat2(given);
    } catch (error) {
      const code = errnoCode(error);
      throw new InputError(code === "ENOENT" ? `${flag} ${given}: no such file or directory` : `${flag} ${given}: cannot access (${code})`);
    }
    if (info.isFile()) {
      files.push(path5.resolve(given));
      continue;
    }
    if (!info.isDirectory()) throw new InputError(`${flag} ${given}: not a file or directory`);
    const direct = (await readdir2(given, { withFileTypes: true })).filter((e) => e.isFile() && e.name.endsWith(REPORT_SUFFIX)).map((e) => path5.resolve(given, e.name)).sort();
    if (direct.length > 0) {
      files.push(...direct);
      continue;
    }
    const found = [];
    await findInTree(path5.resolve(given), found);
    if (found.length === 0) {
      throw new InputError(`${flag} ${given}: no *${REPORT_SUFFIX} found (searched recursively, skipping node_modules and .git)`);
    }
    files.push(...found);
  }
  return [...new Set(files)];
}
async function readFirstLine(file, maxBytes = MAX_FIRST_LINE_BYTES) {
  let handle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    if (errnoCode(error) === "ENOENT") return void 0;
    throw error;
  }
  try {
    const chunks = [];
    let total = 0;
    const chunk = Buffer.alloc(64 * 1024);
    for (; ; ) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, total);
      if (bytesRead === 0) break;
      const piece = chunk.subarray(0, bytesRead);
      const newline = piece.indexOf(10);
      if (newline !== -1) {
        chunks.push(Buffer.from(piece.subarray(0, newline)));
        break;
      }
      chunks.push(Buffer.from(piece));
      total += bytesRead;
      if (total > maxBytes) throw new Error(`the first line is longer than ${maxBytes} bytes`);
    }
    return Buffer.concat(chunks).toString("utf8").replace(/\r$/, "");
  } finally {
    await handle.close();
  }
}
function seedFromFirstLine(line) {
  let event;
  try {
    event = JSON.parse(line);
  } catch {
    return { problem: "the first line is not JSON" };
  }
  if (typeof event !== "object" || event === null) return { problem: "the first line is not an event" };
  const record = event;
  if (record.event_type !== "simulation_started") return { problem: "the first event is not simulation_started" };
  const config = record.scenario_config;
  const seed = typeof config === "object" && config !== null ? config.seed : void 0;
  if (typeof seed === "number" && Number.isFinite(seed)) return { seed };
  if (typeof seed === "string" && seed !== "") return { seed };
  return { seed: void 0 };
}
function eventLogCandidates(reportPath, report) {
  const dir = path5.dirname(reportPath);
  const base = path5.basename(reportPath);
  const names = [`${report.scenario_name}.jsonl`];
  if (base.endsWith(REPORT_SUFFIX)) names.push(`${base.slice(0, -REPORT_SUFFIX.length)}.jsonl`);
  return [...new Set(names)].filter((n) => path5.basename(n) === n && n !== ".jsonl").map((n) => path5.join(dir, n));
}
async function runMeta(reportPath, report, warnings) {
  for (const log of eventLogCandidates(reportPath, report)) {
    let line;
    try {
      line = await readFirstLine(log);
    } catch (error) {
      warnings.push(`${log}: cannot read the event log (${error.message}); the run is not paired by seed`);
      return { meta: {}, eventLog: void 0 };
    }
    if (line === void 0) continue;
    const seed = seedFromFirstLine(line);
    if ("problem" in seed) {
      warnings.push(`${log}: ${seed.problem}; the run is not paired by seed`);
      return { meta: {}, eventLog: log };
    }
    return { meta: seed.seed === void 0 ? {} : { seed: seed.seed }, eventLog: log };
  }
  return { meta: {}, eventLog: void 0 };
}
async function loadSide(paths, flag) {
  const files = await findReportFiles(paths, flag);
  const warnings = [];
  const reports = [];
  for (const file of files) {
    let text;
    try {
      text = await readFile2(file, "utf8");
    } catch (error) {
      throw new InputError(`${flag} ${file}: cannot read the report (${errnoCode(error)})`);
    }
    let report;
    try {
      report = parseReport(text, file);
    } catch (error) {
      throw new InputError(`${flag} ${error.message}`);
    }
    const { meta, eventLog } = await runMeta(file, report, warnings);
    reports.push({ path: file, report, meta, eventLog });
  }
  const table = reportsToScoreTable(
    reports.map((r) => r.report),
    reports.map((r) => r.meta)
  );
  return { table, reports, warnings };
}

// src/node/knobs-input.ts
var knobsSchema = external_exports.record(external_exports.string().min(1), external_exports.unknown(), { message: "expected a JSON object of knob names and values" });
async function readKnobs(value, label = "--knobs") {
  const inline = value.trimStart().startsWith("{");
  let text = value;
  if (!inline) {
    text = await readTextIfExists(value);
    if (text === void 0) throw new InputError(`${label} ${value}: not inline JSON (it does not start with '{') and no such file`);
  }
  const where = inline ? label : `${label} ${value}`;
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${where}: not valid JSON (${error.message})`, { cause: error });
  }
  const parsed = knobsSchema.safeParse(raw);
  if (!parsed.success) throw new InputError(`${where}: expected a JSON object of knob names and values, e.g. '{"seed": 7}'`);
  return parsed.data;
}

// src/node/export-files.ts
import { mkdir } from "node:fs/promises";
import path6 from "node:path";

// src/report/export-tables.ts
var RUN_COLUMNS = ["scenario", "run_id", "seed", "run_dir", "metric_name"];
function seedCell(seed) {
  if (seed === void 0) return null;
  return typeof seed === "number" ? Number.isInteger(seed) ? { int: seed } : { float: seed } : { text: seed };
}
function exportTables(sources) {
  const ordered = [...sources].sort(
    (a, b) => compareCodePoints(a.report.scenario_name, b.report.scenario_name) || compareCodePoints(a.report.simulation_id, b.report.simulation_id) || compareCodePoints(a.runDir, b.runDir)
  );
  const measurements = [];
  const perRound = [];
  const perAgent = [];
  for (const { runDir, report, seed } of ordered) {
    for (const m of report.measurements) {
      const run = [{ text: report.scenario_name }, { text: report.simulation_id }, seedCell(seed), { text: runDir }, { text: m.metric_name }];
      measurements.push([...run, { float: m.score }, { text: m.score_unit }, { text: m.summary }]);
      for (const r of m.per_round) perRound.push([...run, { int: r.round_number }, { float: r.value }, { text: r.note }]);
      for (const a of m.per_agent) perAgent.push([...run, { text: a.agent_id }, { float: a.value }, { text: a.note }]);
    }
  }
  return [
    { name: "measurements", columns: [...RUN_COLUMNS, "score", "score_unit", "summary"], rows: measurements },
    { name: "per_round", columns: [...RUN_COLUMNS, "round_number", "value", "note"], rows: perRound },
    { name: "per_agent", columns: [...RUN_COLUMNS, "agent_id", "value", "note"], rows: perAgent }
  ];
}
function cellText(cell) {
  if (cell === null) return "";
  if ("text" in cell) return cell.text;
  if ("int" in cell) return String(cell.int);
  return Number.isNaN(cell.float) ? "NaN" : Number.isFinite(cell.float) ? formatPyJsonFloat(cell.float) : cell.float > 0 ? "inf" : "-inf";
}
function csvField(text) {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
function tableToCsv(table) {
  const lines = [table.columns.map(csvField).join(","), ...table.rows.map((row) => row.map((cell) => csvField(cellText(cell))).join(","))];
  return `${lines.join("\r\n")}\r
`;
}
function jsonValue(cell) {
  if (cell === null) return "null";
  if ("text" in cell) return JSON.stringify(cell.text);
  if ("int" in cell) return String(cell.int);
  return Number.isFinite(cell.float) ? formatPyJsonFloat(cell.float) : "null";
}
function tableToJsonl(table) {
  return table.rows.map((row) => `{${table.columns.map((column, i) => `${JSON.stringify(column)}:${jsonValue(row[i] ?? null)}`).join(",")}}
`).join("");
}

// src/node/export-files.ts
var EXPORT_FORMATS = ["csv", "jsonl"];
function renderTable(table, format) {
  return format === "csv" ? tableToCsv(table) : tableToJsonl(table);
}
async function loadExportTables(paths, flag, cwd) {
  const side = await loadSide(paths, flag);
  const sources = side.reports.map((loaded2) => ({
    runDir: path6.relative(cwd, path6.dirname(loaded2.path)).split(path6.sep).join("/") || ".",
    report: loaded2.report,
    seed: loaded2.meta.seed
  }));
  return { tables: exportTables(sources), warnings: side.warnings, reports: sources.length };
}
async function writeExportTables(tables, format, outDir) {
  try {
    await mkdir(outDir, { recursive: true });
  } catch (error) {
    throw new InputError(`--out ${outDir}: cannot create the directory (${error.code ?? String(error)})`);
  }
  const written = [];
  for (const table of tables) {
    const file = path6.join(outDir, `${table.name}.${format}`);
    await writeFileAtomic(file, renderTable(table, format));
    written.push(file);
  }
  return written;
}

export {
  AGENT_EVAL_VERSION,
  JUDGE_PROVIDERS,
  configuredApiKeys,
  buildJudgeStack,
  parseJudgeSettings,
  formatDelta,
  formatScore,
  GateRuleError,
  parseGateRules,
  diffScoreTables,
  shouldFail,
  isValidCommentId,
  commentIdMarker,
  headMarker,
  parseCommentMarkers,
  plainText,
  sortMetrics,
  renderComment,
  reportsToScoreTable,
  mergeReport,
  serializeReport,
  parseReport,
  readFirstLine,
  seedFromFirstLine,
  loadSide,
  poolLabels,
  reportPathFor,
  evaluateRun,
  defaultNgramTablesDir,
  createProgress,
  mapBounded,
  withGpt2Model,
  checkJob,
  runJob,
  WORKER_ENV,
  serveEvaluationRequests,
  runMany,
  readKnobs,
  exportTables,
  EXPORT_FORMATS,
  renderTable,
  loadExportTables,
  writeExportTables
};
