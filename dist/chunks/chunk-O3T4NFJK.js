import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  metricTypeOf,
  missingShards
} from "./chunk-GL5WYNCH.js";
import {
  renderTemplate
} from "./chunk-Y5GWXIEH.js";
import {
  compareCodePoints,
  fmean,
  fsum
} from "./chunk-YQUIWL3O.js";
import {
  ownKeysRecord
} from "./chunk-7GJBLW7Q.js";
import {
  defineOwn,
  ownValue
} from "./chunk-YGHWAPUX.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";

// src/diff/verdicts.ts
var VERDICT_SEVERITY = [
  "regression",
  "possible_regression",
  "not_comparable",
  "candidate_missing",
  "too_few_runs",
  "baseline_missing",
  "changed",
  "inconclusive",
  "improvement",
  "equivalent",
  "unchanged"
];
var SUGGESTIVE_ONE_SIDED = 0.05;
var MIN_RUNS_FOR_VERDICT = 3;
function marginText(gate, fraction) {
  if (fraction) return `${Number((gate.margin * 100).toFixed(6))} pp`;
  return String(gate.margin);
}
function verdictLabel(row) {
  switch (row.verdict) {
    case "regression":
      return "regression";
    case "possible_regression":
      return "possible regression";
    case "improvement":
      return "improvement";
    case "equivalent": {
      if (row.gate === null) return "equivalent";
      const move = row.gate.bad === "decrease" ? "drop" : "rise";
      return `no ${move} of ${marginText(row.gate, row.fraction)} or more`;
    }
    case "inconclusive":
      return "inconclusive";
    case "too_few_runs": {
      const lean = row.lean === "worse" ? ", looks worse" : row.lean === "better" ? ", looks better" : "";
      return `too few ${row.counted ?? "runs"} to tell (${row.kText}${lean})`;
    }
    case "changed":
      return row.change === "none" ? "changed" : `changed (${row.change})`;
    case "unchanged":
      return "unchanged";
    case "not_comparable":
      return "not comparable";
    case "baseline_missing":
      return "new (no baseline)";
    case "candidate_missing":
      return "missing in candidate";
  }
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
function emptyGateWarning(source) {
  const where = source === "flag" ? "--gate is empty" : "input 'gate' holds no rule";
  const instead = source === "flag" ? "give a rule such as --gate round_success:-5pp (trial reports: --gate view.quality:-5pp), or leave --gate out to diff without gating" : "give rules in the 'gate' input, e.g. `gate: round_success:-5pp` (trial reports: `view.quality:-5pp`), or remove the input to diff without gating";
  return `${where}: no metric is gated, so this diff cannot fail on a regression; ${instead}`;
}
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
function normalizeGateOption(gates, parse, noun) {
  if (gates === void 0) return [];
  if (typeof gates === "string") return parse(gates);
  const text = gates.filter((g) => typeof g === "string");
  const parsed = [...gates.filter((g) => typeof g !== "string"), ...parse(text)];
  const seen = /* @__PURE__ */ new Set();
  for (const g of parsed) {
    if (seen.has(g.metric)) throw new GateRuleError([{ rule: g.raw, reason: `${noun} '${g.metric}' is gated more than once` }]);
    seen.add(g.metric);
  }
  return parsed;
}

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

// src/diff/score-table.ts
var stringMap = ownKeysRecord(external_exports.string(), external_exports.string());
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
  metrics: ownKeysRecord(external_exports.string(), metricScoreSchema),
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

// src/diff/pairing.ts
var byCodePoint = (a, b) => compareCodePoints(a, b);
function entriesFor(runs, metric) {
  const out = [];
  for (const run of runs) {
    const score = ownValue(run.metrics, metric);
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
function runCounts(entries) {
  const out = [];
  for (const { score } of entries) {
    if (score.counts === void 0 || !(score.counts.trials > 0)) return null;
    out.push(score.counts);
  }
  return out;
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
function scenarioMix(baseline, candidate) {
  const tally = (entries) => {
    const counts = /* @__PURE__ */ new Map();
    for (const e of entries) {
      const name = e.run.pairing?.scenario ?? e.run.provenance?.scenario;
      if (name === void 0) return void 0;
      const mode = e.run.provenance?.scenario_mode;
      const scenario = mode === void 0 ? name : `${name} (${mode})`;
      counts.set(scenario, (counts.get(scenario) ?? 0) + 1);
    }
    return counts;
  };
  const b = tally(baseline);
  const c = tally(candidate);
  if (b === void 0 || c === void 0 || baseline.length === 0 || candidate.length === 0) return void 0;
  const names = [.../* @__PURE__ */ new Set([...b.keys(), ...c.keys()])].sort(byCodePoint);
  if (names.length < 2) return void 0;
  const same = names.every((name) => (b.get(name) ?? 0) * candidate.length === (c.get(name) ?? 0) * baseline.length);
  if (same) return void 0;
  const describe = (counts, total) => names.map((name) => `${name}: ${counts.get(name) ?? 0} of ${total} runs`);
  return { field: "scenario mix", baseline: describe(b, baseline.length), candidate: describe(c, candidate.length) };
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
function roundOutcomes(e) {
  return e.score.rounds ?? [];
}
function keyLabel(where) {
  return [where.scenario, where.seed === void 0 ? void 0 : `seed ${where.seed}`].filter((x) => x !== void 0).join(", ");
}
function flipTable(baseline, candidate) {
  if (!binaryRounds(baseline) || !binaryRounds(candidate)) return null;
  const notComparable = (reason, skipped2 = []) => ({
    mode: "not-comparable",
    newlyFailing: [],
    newlyPassing: [],
    reason,
    skipped: skipped2
  });
  const b = groupByKey(baseline);
  const c = groupByKey(candidate);
  if (b === void 0 || c === void 0) return notComparable("runs carry no scenario and seed, so no candidate run is known to replay a baseline run");
  const keys = [...b.keys()].filter((k) => c.has(k)).sort(byCodePoint);
  if (keys.length === 0) return notComparable("no baseline run shares scenario and seed with a candidate run");
  const newlyFailing = [];
  const newlyPassing = [];
  const skipped = [];
  let lined = 0;
  for (const key of keys) {
    const where = splitKey(key);
    const bs = b.get(key) ?? [];
    const cs = c.get(key) ?? [];
    if (where.seed === void 0) {
      skipped.push({ ...where, reason: "no seed recorded: runs of one scenario with unknown seeds are different simulations" });
      continue;
    }
    if (bs.length !== 1 || cs.length !== 1) {
      skipped.push({ ...where, reason: `${bs.length} baseline and ${cs.length} candidate runs share this scenario and seed` });
      continue;
    }
    const nb = roundOutcomes(bs[0]).length;
    const nc = roundOutcomes(cs[0]).length;
    if (nb !== nc) {
      skipped.push({ ...where, reason: `different round counts (${nb} in the baseline run, ${nc} in the candidate run)` });
      continue;
    }
    lined++;
    const tb = tallyRounds(bs);
    const tc = tallyRounds(cs);
    const rounds = [...tb.keys()].filter((r) => tc.has(r)).sort((x, y) => x - y);
    for (const round of rounds) {
      const bc = tb.get(round);
      const cc = tc.get(round);
      const cmp = cc.successes * bc.trials - bc.successes * cc.trials;
      if (cmp === 0) continue;
      (cmp < 0 ? newlyFailing : newlyPassing).push({ ...where, round, baseline: bc, candidate: cc });
    }
  }
  if (lined === 0) {
    const first = skipped[0];
    return notComparable(`no run pair shares scenario, seed and round count (${keyLabel(first)}: ${first.reason})`, skipped);
  }
  return { mode: "by-pairing-key", newlyFailing, newlyPassing, reason: null, skipped };
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
function regularizedIncompleteBeta(x, a, b, y) {
  if (!(a > 0) || !(b > 0)) throw new RangeError(`incomplete beta needs a, b > 0, got a=${a}, b=${b}`);
  if (x <= 0) return 0;
  if (x >= 1 || y !== void 0 && y <= 0) return 1;
  const logY = y === void 0 ? Math.log1p(-x) : Math.log(y);
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * logY);
  if (x < (a + 1) / (a + b + 2)) return front * betaContinuedFraction(a, b, x) / a;
  return 1 - front * betaContinuedFraction(b, a, y ?? 1 - x) / b;
}
function tBetaArguments(t, df) {
  const t2 = t * t;
  return [df / (df + t2), t2 / (df + t2)];
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
  if (p > 0.5) return -normalQuantile(1 - p);
  return bisect(normalCdf, p, -40, 0);
}
var NORMAL_DF = 1e7;
function studentTCdf(t, df) {
  if (!(df > 0)) throw new RangeError(`Student t needs df > 0, got ${df}`);
  if (Number.isNaN(t)) return Number.NaN;
  if (df > NORMAL_DF) return normalCdf(t);
  if (t === 0) return 0.5;
  const [x, y] = tBetaArguments(t, df);
  const tail = 0.5 * regularizedIncompleteBeta(x, df / 2, 0.5, y);
  return t < 0 ? tail : 1 - tail;
}
function studentTTwoSidedP(t, df) {
  if (!(df > 0)) throw new RangeError(`Student t needs df > 0, got ${df}`);
  if (df > NORMAL_DF) return 2 * normalCdf(-Math.abs(t));
  if (!Number.isFinite(t)) return 0;
  const [x, y] = tBetaArguments(t, df);
  return regularizedIncompleteBeta(x, df / 2, 0.5, y);
}
function studentTQuantile(p, df) {
  if (!(p > 0 && p < 1)) throw new RangeError(`t quantile needs 0 < p < 1, got ${p}`);
  if (!(df > 0)) throw new RangeError(`Student t needs df > 0, got ${df}`);
  if (df > NORMAL_DF) return normalQuantile(p);
  if (p === 0.5) return 0;
  if (p > 0.5) return -studentTQuantile(1 - p, df);
  let lo = -1;
  while (studentTCdf(lo, df) > p && Number.isFinite(lo)) lo *= 2;
  return bisect((t) => studentTCdf(t, df), p, lo, 0);
}
function extremeScale(values) {
  let largest = 0;
  for (const v of values) largest = Math.max(largest, Math.abs(v));
  if (!(largest > 2 ** 500 || largest > 0 && largest < 2 ** -500) || !Number.isFinite(largest)) return 1;
  return 2 ** Math.floor(Math.log2(largest));
}
function scaledMean(values) {
  const scale = extremeScale(values);
  return scale === 1 ? fmean(values) : fmean(values.map((v) => v / scale)) * scale;
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
  const q = -studentTQuantile(alpha / 2, df);
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
  const sb = vb / v;
  const sc = vc / v;
  const df = 1 / (sb * sb / (baseline.length - 1) + sc * sc / (candidate.length - 1));
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
  const at = newcombeAtZ(baseline, candidate, -normalQuantile(alpha / 2));
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
  return (-studentTQuantile(alpha / 2, df) + studentTQuantile(power, df)) * se;
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
    return scaledMean(picked);
  };
  const deltas = [];
  for (let b = 0; b < resamples; b++) {
    const mb = draw(baseline);
    deltas.push(draw(candidate) - mb);
  }
  deltas.sort((x, y) => x - y);
  return { lower: quantileSorted(deltas, alpha / 2), upper: quantileSorted(deltas, 1 - alpha / 2), seed, resamples };
}

// src/diff/design.ts
var DEFAULT_ICC = 0.3;
function estimateIcc(sides) {
  let ssb = 0;
  let ssw = 0;
  let runs = 0;
  let groups = 0;
  let trials = 0;
  let sumSquaresOverSide = 0;
  for (const side of sides) {
    if (side.length === 0) continue;
    groups++;
    const n = side.reduce((a, c) => a + c.trials, 0);
    const s = side.reduce((a, c) => a + c.successes, 0);
    const mean = s / n;
    for (const c of side) {
      const r = c.successes / c.trials;
      ssb += c.trials * (r - mean) ** 2;
      ssw += c.trials * r * (1 - r);
      sumSquaresOverSide += c.trials * c.trials / n;
    }
    runs += side.length;
    trials += n;
  }
  const dfB = runs - groups;
  const dfW = trials - runs;
  if (dfB < 1 || dfW < 1) return null;
  const msb = ssb / dfB;
  const msw = ssw / dfW;
  const n0 = (trials - sumSquaresOverSide) / dfB;
  const denominator = msb + (n0 - 1) * msw;
  if (!(denominator > 0)) return null;
  return Math.min(1, Math.max(0, (msb - msw) / denominator));
}
function runsNeeded(sd, detect, alpha, power, paired) {
  if (!(sd > 0) || !(detect > 0)) return 2;
  const z = -studentTQuantile(alpha / 2, Number.POSITIVE_INFINITY) + studentTQuantile(power, Number.POSITIVE_INFINITY);
  const factor = paired ? 1 : 2;
  let k = Math.max(2, Math.ceil(factor * z * z * sd * sd / (detect * detect)));
  const enough = (n) => {
    const df = paired ? n - 1 : 2 * n - 2;
    const q = -studentTQuantile(alpha / 2, df) + studentTQuantile(power, df);
    return q * sd * Math.sqrt(factor / n) <= detect;
  };
  for (let i = 0; i < 1e4 && !enough(k); i++) k++;
  return k;
}
function iccInfo(b, c, option, minRuns = Number.POSITIVE_INFINITY) {
  if (b === null || c === null) return null;
  const all = [...b, ...c];
  const roundsPerRun = all.reduce((a, x) => a + x.trials, 0) / all.length;
  const estimate2 = estimateIcc([b, c]);
  let value;
  let source;
  if (option !== void 0) {
    value = option;
    source = "option";
  } else if (estimate2 !== null && (estimate2 > DEFAULT_ICC || b.length >= minRuns && c.length >= minRuns)) {
    value = estimate2;
    source = "estimated";
  } else {
    value = DEFAULT_ICC;
    source = "default";
  }
  return { value, source, estimate: estimate2, roundsPerRun, designEffect: 1 + (roundsPerRun - 1) * value };
}
function runAdvice(baseline, candidate, fraction, gate, direction, icc, s) {
  const detect = gate?.margin ?? (fraction ? 0.05 : null);
  if (detect === null) return null;
  const scores = baseline.map((e) => e.score.score);
  let sd = scores.length >= 2 ? Math.sqrt(sampleVariance(scores)) : 0;
  let basis = "baseline-spread";
  if (!(sd > 0)) {
    const counts = fraction ? runCounts(baseline) : null;
    const pooled = counts === null ? null : pooledCounts([...baseline, ...candidate]);
    if (counts === null || pooled === null) return null;
    const p = pooled.successes / pooled.trials;
    const m = counts.reduce((a, c) => a + c.trials, 0) / counts.length;
    sd = Math.sqrt(p * (1 - p) / m * (1 + (m - 1) * icc));
    basis = "icc-model";
    if (!(sd > 0)) return null;
  }
  const runsPerSide = runsNeeded(sd, detect, s.alpha, s.power, false);
  const pairedRunsPerSide = runsNeeded(sd, detect, s.alpha, s.power, true);
  const move = direction === "higher-better" ? "drop" : direction === "lower-better" ? "rise" : "change";
  const size = formatDelta(detect, { fraction }).replace(/^\+/, "");
  const power = Math.round(s.power * 100);
  return {
    detect,
    power: s.power,
    runsPerSide,
    pairedRunsPerSide,
    basis,
    sd,
    text: `to detect a ${size} ${move} with ${power}% power you need about ${runsPerSide} runs a side (pairing the same seeds on both sides halves it: about ${pairedRunsPerSide})`
  };
}

// src/diff/decision.ts
function reaches(x, m) {
  return x >= m - 1e-9 * Math.max(1, Math.abs(m));
}
function effectiveDirection(declared, gate) {
  if (gate === null) return declared;
  return gate.bad === "decrease" ? "higher-better" : "lower-better";
}
function leanOf(direction, below, above) {
  if (direction === "neutral" || below === above) return "none";
  return direction === "higher-better" === above ? "better" : "worse";
}
function decideVerdict(d) {
  const { direction, delta } = d;
  const margin = d.gate?.margin ?? 0;
  const plain = (x) => formatDelta(x, { fraction: d.fraction }).replace(/^\+/, "");
  const up = direction === "higher-better";
  const harm = up ? -delta : delta;
  const pHarm = direction === "neutral" ? null : d.pHarmExact ?? (d.pShift === null ? null : d.pShift(0, up ? "less" : "greater"));
  let tost = null;
  if (d.gate !== null && d.pShift !== null) {
    const pNoHarm = up ? d.pShift(-margin, "greater") : d.pShift(margin, "less");
    const pNoGain = up ? d.pShift(margin, "less") : d.pShift(-margin, "greater");
    tost = { margin, pNoHarm, pNoGain, noMaterialHarm: pNoHarm <= d.alpha, equivalentTwoSided: pNoHarm <= d.alpha && pNoGain <= d.alpha };
  }
  const hasInterval = d.lower !== null && d.upper !== null;
  const out = (verdict, lean = leanOf(direction, delta < 0, delta > 0)) => ({ verdict, lean, tost, pHarm });
  if (d.tooFew) {
    return out("too_few_runs", hasInterval ? leanOf(direction, d.upper < 0, d.lower > 0) : "none");
  }
  if (direction === "neutral") return out(d.significant ? "changed" : "inconclusive");
  const material = (x) => d.gate === null ? x > 0 : reaches(x, margin);
  if (d.significant && material(harm)) return out("regression");
  if (d.significant && material(-harm)) return out("improvement");
  if (tost?.noMaterialHarm === true) {
    d.notes.push(`no ${up ? "drop" : "rise"} of ${plain(margin)} or more: TOST at the gate margin (p = ${tost.pNoHarm.toPrecision(2)})`);
    return out("equivalent");
  }
  const reachesMargin = !hasInterval || (up ? reaches(-d.lower, margin) : reaches(d.upper, margin));
  if (pHarm !== null && pHarm <= SUGGESTIVE_ONE_SIDED && reachesMargin) return out("possible_regression");
  if (d.gate !== null && d.mde !== null && d.mde > margin) {
    d.notes.push(
      d.mdeCapped ? `inconclusive: these ${d.units} cannot detect any change of this fraction (margin ${plain(margin)})` : `inconclusive: these ${d.units} can only detect changes of about ${plain(d.mde)} (margin ${plain(margin)})`
    );
  }
  return out("inconclusive");
}
function holmByRow(ps, alpha) {
  const tested = ps.map((p, i) => ({ p, i })).filter((x) => x.p !== null);
  const holm = holmAdjust(
    tested.map(({ p }) => p),
    alpha
  );
  return { adjusted: new Map(tested.map(({ i }, j) => [i, holm.adjusted[j]])), family: tested.length };
}
function changeOf(delta) {
  if (delta === null || delta === 0) return "none";
  return delta > 0 ? "increase" : "decrease";
}
function overallVerdict(rows) {
  const gated = rows.filter((r) => r.gate !== null);
  const scope = gated.length > 0 ? gated : rows;
  return VERDICT_SEVERITY.find((v) => scope.some((r) => r.verdict === v)) ?? "inconclusive";
}

// src/diff/permutation.ts
var MAX_ENUMERATED = 2e5;
var MONTE_CARLO_DRAWS = 2e4;
function tolerance(values) {
  let scale = 0;
  for (const v of values) scale = Math.max(scale, Math.abs(v));
  return 1e-9 * Math.max(1, scale) * Math.max(1, values.length);
}
function binomial(n, k) {
  let r = 1;
  for (let i = 1; i <= k; i++) r = r * (n - k + i) / i;
  return Math.round(r);
}
function unpairedRelabelings(baseline, candidate) {
  const pooled = Float64Array.from([...baseline, ...candidate]);
  const n = pooled.length;
  const kC = candidate.length;
  const firstCandidate = baseline.length;
  const observed = fsum(candidate);
  const total = binomial(n, kC);
  const exact = total <= MAX_ENUMERATED;
  const size = exact ? total : MONTE_CARLO_DRAWS + 1;
  const u = new Float64Array(size);
  const v = new Float64Array(size);
  const record = (slot, chosen) => {
    let sum = 0;
    let fromCandidate = 0;
    for (let k = 0; k < kC; k++) {
      const i = chosen[k];
      sum += pooled[i];
      if (i >= firstCandidate) fromCandidate++;
    }
    u[slot] = sum - observed;
    v[slot] = kC - fromCandidate;
  };
  if (exact) {
    const chosen = Int32Array.from({ length: kC }, (_, i) => i);
    let slot = 0;
    for (; ; ) {
      record(slot++, chosen);
      let i = kC - 1;
      while (i >= 0 && chosen[i] === n - kC + i) i--;
      if (i < 0) break;
      chosen[i] = chosen[i] + 1;
      for (let j = i + 1; j < kC; j++) chosen[j] = chosen[j - 1] + 1;
    }
  } else {
    const random = mulberry32(hashSeed(JSON.stringify(["perm", baseline, candidate])));
    record(0, Int32Array.from({ length: kC }, (_, i) => firstCandidate + i));
    const indices = Int32Array.from({ length: n }, (_, i) => i);
    for (let d = 1; d < size; d++) {
      for (let i = 0; i < kC; i++) {
        const j = i + Math.floor(random() * (n - i));
        const t = indices[i];
        indices[i] = indices[j];
        indices[j] = t;
      }
      record(d, indices);
    }
  }
  return { u, v, exact };
}
function shiftTest(r, delta, groupScale, centreOf, tol) {
  const size = r.u.length;
  const count = (theta, test) => {
    const observed = centreOf(theta);
    let hits = 0;
    for (let s = 0; s < size; s++) {
      const x = observed + (r.u[s] + theta * r.v[s]) * groupScale;
      if (test(x, observed)) hits++;
    }
    return hits / size;
  };
  return {
    delta,
    count: size,
    exact: r.exact,
    // Twice the smaller one-sided p (scipy's definition), so the interval and TOST agree with it.
    pTwoSided: (theta) => Math.min(1, 2 * Math.min(count(theta, (x, o) => x >= o - tol), count(theta, (x, o) => x <= o + tol))),
    pGreater: (theta) => count(theta, (x, o) => x >= o - tol),
    pLess: (theta) => count(theta, (x, o) => x <= o + tol),
    minTwoSidedP: 0
  };
}
function permutationTest(baseline, candidate) {
  if (baseline.length === 0 || candidate.length === 0) throw new RangeError("a permutation test needs runs on both sides");
  const kB = baseline.length;
  const kC = candidate.length;
  const delta = fsum(candidate) / kC - fsum(baseline) / kB;
  const r = unpairedRelabelings(baseline, candidate);
  const totalB = fsum(baseline);
  const totalC = fsum(candidate);
  const scale = 1 / kC + 1 / kB;
  const test = shiftTest(r, delta, scale, (theta) => delta - theta, tolerance([...baseline, ...candidate, totalB, totalC]) * scale);
  const total = binomial(kB + kC, kC);
  return { ...test, minTwoSidedP: r.exact ? 2 / total : 2 / (MONTE_CARLO_DRAWS + 1) };
}
function invertShiftTest(test, alpha, scale, bounds) {
  const step0 = Math.max(scale, 1e-12);
  const edge = (sign) => {
    const limit = bounds === void 0 ? void 0 : sign > 0 ? bounds.upper : bounds.lower;
    if (test.minTwoSidedP > alpha) return limit ?? null;
    let inside = test.delta;
    let outside;
    for (let i = 0, step = step0; i < 60; i++, step *= 2) {
      let theta = test.delta + sign * step;
      if (limit !== void 0 && sign * (theta - limit) >= 0) theta = limit;
      if (test.pTwoSided(theta) <= alpha) {
        outside = theta;
        break;
      }
      inside = theta;
      if (theta === limit) return limit;
    }
    if (outside === void 0) return limit ?? null;
    let out = outside;
    for (let i = 0; i < 60 && Math.abs(out - inside) > 1e-9 * step0; i++) {
      const mid = (inside + out) / 2;
      if (test.pTwoSided(mid) <= alpha) out = mid;
      else inside = mid;
    }
    return inside;
  };
  return { lower: edge(-1), upper: edge(1) };
}

// src/diff/wording.ts
function formatDf(df) {
  return Number.isInteger(df) ? String(df) : df.toFixed(1);
}
function formatIcc(x) {
  return String(Number(x.toFixed(3)));
}
function iccSourceText(source) {
  return source === "option" ? "as given" : source === "estimated" ? "estimated from the runs" : "conservative default";
}
function kTextOf(kB, kC, pairs) {
  return `k = ${kB}/${kC}${pairs === null ? "" : `, ${pairs} ${pairs === 1 ? "pair" : "pairs"}`}`;
}
function kTextOfTasks(tasks) {
  return `k = ${tasks} ${tasks === 1 ? "task" : "tasks"}`;
}

// src/diff/estimate.ts
function lookLevel(s, look) {
  if (!s.sequential || look < 3) return { alpha: s.alpha, sequential: null };
  const alpha = s.alpha / ((look - 2) * (look - 1));
  return { alpha, sequential: { look, alphaAtLook: alpha } };
}
function capMde(mde, fraction) {
  if (mde === null || !fraction) return { mde, capped: false };
  return mde >= 1 ? { mde: 1, capped: true } : { mde, capped: false };
}
function pooledEstimate(b, c, icc, kB, kC, s, fraction, notes) {
  const deffB = 1 + (b.trials / kB - 1) * icc.value;
  const deffC = 1 + (c.trials / kC - 1) * icc.value;
  const deflate = (counts, deff) => ({ successes: counts.successes / deff, trials: counts.trials / deff });
  const r = newcombeInterval(deflate(b, deffB), deflate(c, deffC), s.alpha);
  const z = -normalQuantile(s.alpha / 2);
  const se = (r.upper - r.lower) / (2 * z);
  const origin = iccSourceText(icc.source);
  const mde = capMde(minimumDetectableEffect(se, { alpha: s.alpha, power: s.power }), fraction);
  return {
    method: "pooled-rounds-icc",
    // the design effects applied: each side's own when its runs are of another length
    methodLabel: `rough interval on pooled rounds (Newcombe, assumes ICC = ${formatIcc(icc.value)}, ${origin}; ${deffB.toFixed(2) === deffC.toFixed(2) ? `design effect ${deffB.toFixed(2)}` : `design effects ${deffB.toFixed(2)} (baseline) and ${deffC.toFixed(2)} (candidate)`})`,
    delta: r.delta,
    // the rates Newcombe compares (deflating both counts keeps each ratio), so Δ is their difference
    means: { baseline: deflate(b, deffB).successes / deflate(b, deffB).trials, candidate: deflate(c, deffC).successes / deflate(c, deffC).trials },
    lower: r.lower,
    upper: r.upper,
    calibrated: false,
    confidence: 1 - s.alpha,
    alpha: s.alpha,
    se,
    df: null,
    pValue: r.pValue,
    pShift: se > 0 ? (theta, side) => normalCdf(side === "greater" ? -(r.delta - theta) / se : (r.delta - theta) / se) : null,
    mde: mde.mde,
    mdeCapped: mde.capped,
    fewRuns: true,
    pairs: null,
    sequential: null,
    icc: { ...icc, designEffects: { baseline: deffB, candidate: deffC } },
    notes
  };
}
function tEstimate(method, label, r, level, s, extra, notes) {
  const df = r.df;
  const mde = capMde(minimumDetectableEffect(r.se, { alpha: level.alpha, power: s.power, df }), extra.fraction);
  return {
    method,
    methodLabel: `${label} (df = ${formatDf(df)})`,
    delta: r.delta,
    means: extra.means,
    lower: r.lower,
    upper: r.upper,
    calibrated: !extra.fewRuns,
    confidence: 1 - level.alpha,
    alpha: level.alpha,
    se: r.se,
    df,
    pValue: r.pValue,
    pShift: (theta, side) => studentTCdf(side === "greater" ? -(r.delta - theta) / r.se : (r.delta - theta) / r.se, df),
    mde: mde.mde,
    mdeCapped: mde.capped,
    fewRuns: extra.fewRuns,
    pairs: extra.pairs,
    sequential: level.sequential,
    icc: null,
    notes
  };
}
function permutationEstimate(method, label, test, spread, level, s, extra, notes) {
  const interval = invertShiftTest(test, level.alpha, spread.scale, extra.fraction ? { lower: -1, upper: 1 } : void 0);
  const bounded = interval.lower !== null && interval.upper !== null;
  if (!bounded) notes.push("the permutation interval is unbounded: these few runs cannot exclude any shift at this level");
  let mde;
  if (test.minTwoSidedP > level.alpha) {
    notes.push(`no permutation p-value can reach ${level.alpha} with ${test.count} relabelings (smallest possible p = ${test.minTwoSidedP.toPrecision(2)})`);
    mde = extra.fraction ? { mde: 1, capped: true } : { mde: null, capped: false };
  } else {
    mde = capMde(spread.se > 0 ? minimumDetectableEffect(spread.se, { alpha: level.alpha, power: s.power, df: spread.df }) : null, extra.fraction);
  }
  return {
    method,
    methodLabel: `${label} (${test.exact ? `exact over ${test.count} relabelings` : `${test.count - 1} seeded random relabelings`})`,
    delta: test.delta,
    means: extra.means,
    lower: bounded ? interval.lower : null,
    upper: bounded ? interval.upper : null,
    calibrated: true,
    confidence: 1 - level.alpha,
    alpha: level.alpha,
    se: spread.se > 0 ? spread.se : null,
    df: null,
    pValue: test.pTwoSided(0),
    pShift: (theta, side) => side === "greater" ? test.pGreater(theta) : test.pLess(theta),
    mde: mde.mde,
    mdeCapped: mde.capped,
    fewRuns: false,
    pairs: extra.pairs,
    sequential: level.sequential,
    icc: null,
    notes
  };
}
function widenWithPooledRounds(exact, pooled) {
  const lower = exact.lower === null || pooled.lower === null ? exact.lower : Math.min(exact.lower, pooled.lower);
  const upper = exact.upper === null || pooled.upper === null ? exact.upper : Math.max(exact.upper, pooled.upper);
  const pShift = exact.pShift === null || pooled.pShift === null ? exact.pShift : (theta, side) => Math.max(exact.pShift(theta, side), pooled.pShift(theta, side));
  const icc = pooled.icc;
  return {
    ...exact,
    methodLabel: `${exact.methodLabel}, widened to the pooled-rounds interval (ICC = ${formatIcc(icc.value)}, ${iccSourceText(icc.source)})`,
    lower,
    upper,
    pValue: exact.pValue === null || pooled.pValue === null ? exact.pValue : Math.max(exact.pValue, pooled.pValue),
    pShift,
    icc
  };
}
function dataScale(values) {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  return Math.max(hi - lo, Math.abs(hi), Math.abs(lo), 1e-6);
}
function estimate(baseline, candidate, fraction, s) {
  const scale = fraction ? 1 : extremeScale([...baseline, ...candidate].map((e) => e.score.score));
  if (scale === 1) return estimateAtScale(baseline, candidate, fraction, s);
  const scaled = (entries) => entries.map((e) => ({ ...e, score: { ...e.score, score: e.score.score / scale } }));
  const inner = estimateAtScale(scaled(baseline), scaled(candidate), fraction, s);
  const times = (x) => x === null ? null : x * scale;
  const pShift = inner.pShift;
  return {
    ...inner,
    delta: inner.delta * scale,
    means: { baseline: inner.means.baseline * scale, candidate: inner.means.candidate * scale },
    lower: times(inner.lower),
    upper: times(inner.upper),
    se: times(inner.se),
    mde: times(inner.mde),
    pShift: pShift === null ? null : (theta, side) => pShift(theta / scale, side)
  };
}
function estimateAtScale(baseline, candidate, fraction, s) {
  const notes = [];
  const plan = planPairing(baseline, candidate);
  const bScores = baseline.map((e) => e.score.score);
  const cScores = candidate.map((e) => e.score.score);
  const kB = baseline.length;
  const kC = candidate.length;
  const runMeans = { baseline: fmean(bScores), candidate: fmean(cScores) };
  if (plan !== void 0 && "mismatch" in plan) notes.push(plan.mismatch);
  else if (plan !== void 0 && plan.keys.length >= s.minRuns) {
    const keyMeans = plan.keys.map((key) => ({
      baseline: fmean((plan.baseline.get(key) ?? []).map((e) => e.score.score)),
      candidate: fmean((plan.candidate.get(key) ?? []).map((e) => e.score.score))
    }));
    const diffs = keyMeans.map((m) => m.candidate - m.baseline);
    const pairs = plan.keys.length;
    const level = lookLevel(s, pairs);
    const many = kB > pairs || kC > pairs;
    const per = many ? " (runs averaged per key)" : "";
    const r = pairedInterval(diffs, level.alpha);
    if (r.df !== null) return tEstimate("paired-t", `paired t over ${pairs} scenario/seed pairs${per}`, r, level, s, { fewRuns: false, pairs, fraction, means: { baseline: fmean(keyMeans.map((m) => m.baseline)), candidate: fmean(keyMeans.map((m) => m.candidate)) } }, notes);
    notes.push("every pair moved by the same amount (no spread to test the pairing with): runs compared unpaired");
  }
  if (kB >= s.minRuns && kC >= s.minRuns) {
    const level = lookLevel(s, Math.min(kB, kC));
    const vB = sampleVariance(bScores);
    const vC = sampleVariance(cScores);
    if (vB > 0 && vC > 0) return tEstimate("welch-t", "Welch t on per-run scores", welchInterval(bScores, cScores, level.alpha), level, s, { fewRuns: false, pairs: null, fraction, means: runMeans }, notes);
    notes.push(vB === 0 && vC === 0 ? "all runs agree on each side: an exact permutation test over runs replaces Welch t" : `the ${vB === 0 ? "baseline" : "candidate"} runs all agree: an exact permutation test over runs replaces Welch t`);
    const exact = permutationEstimate(
      "permutation",
      "permutation test over runs",
      permutationTest(bScores, cScores),
      { se: Math.sqrt(vB / kB + vC / kC), df: kB + kC - 2, scale: dataScale([...bScores, ...cScores]) },
      level,
      s,
      { pairs: null, fraction, means: runMeans },
      notes
    );
    const icc2 = fraction ? iccInfo(runCounts(baseline), runCounts(candidate), s.icc, s.minRuns) : null;
    const pooledB2 = pooledCounts(baseline);
    const pooledC2 = pooledCounts(candidate);
    if (icc2 === null || pooledB2 === null || pooledC2 === null) return exact;
    return widenWithPooledRounds(exact, pooledEstimate(pooledB2, pooledC2, icc2, kB, kC, { ...s, alpha: level.alpha }, fraction, []));
  }
  notes.push(`fewer than ${s.minRuns} runs on a side (k = ${kB}/${kC}): too few runs to tell, at most a warning in either direction`);
  const bCounts = fraction ? runCounts(baseline) : null;
  const cCounts = fraction ? runCounts(candidate) : null;
  const icc = iccInfo(bCounts, cCounts, s.icc);
  const pooledB = pooledCounts(baseline);
  const pooledC = pooledCounts(candidate);
  if (icc !== null && pooledB !== null && pooledC !== null) return pooledEstimate(pooledB, pooledC, icc, kB, kC, s, fraction, notes);
  if (kB >= 2 && kC >= 2) {
    const r = welchInterval(bScores, cScores, s.alpha);
    if (r.df !== null) {
      return tEstimate("welch-t", `Welch t on per-run scores with fewer than ${s.minRuns} runs`, r, { alpha: s.alpha, sequential: null }, s, { fewRuns: true, pairs: null, fraction, means: runMeans }, notes);
    }
  }
  notes.push("no interval: too few runs for between-run variance and no round counts to pool");
  return {
    method: "none",
    methodLabel: "no interval (too few runs)",
    delta: fmean(cScores) - fmean(bScores),
    means: runMeans,
    lower: null,
    upper: null,
    calibrated: false,
    confidence: 1 - s.alpha,
    alpha: s.alpha,
    se: null,
    df: null,
    pValue: null,
    pShift: null,
    mde: null,
    mdeCapped: false,
    fewRuns: true,
    pairs: null,
    sequential: null,
    icc: null,
    notes
  };
}

// src/diff/diff.ts
var byCodePoint2 = (a, b) => compareCodePoints(a, b);
function summarize(entries, allRuns) {
  const scores = entries.map((e) => e.score.score);
  const scale = extremeScale(scores);
  return {
    k: entries.length,
    missingRuns: allRuns - entries.length,
    mean: scores.length > 0 ? scaledMean(scores) : null,
    sd: scores.length > 1 ? Math.sqrt(sampleVariance(scale === 1 ? scores : scores.map((x) => x / scale))) * scale : null,
    pooled: pooledCounts(entries),
    runIds: entries.map((e) => e.run.id)
  };
}
function normalizeGates(gates) {
  return normalizeGateOption(gates, parseGateRules, "metric");
}
function checkOptions(options) {
  const alpha = options.alpha ?? 0.05;
  const power = options.power ?? 0.8;
  const minRuns = options.minRunsForWelch ?? MIN_RUNS_FOR_VERDICT;
  const bootstrap = options.bootstrapResamples ?? 0;
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be in (0, 1), got ${power}`);
  if (!Number.isInteger(minRuns) || minRuns < 2) throw new RangeError(`minRunsForWelch must be an integer >= 2, got ${minRuns}`);
  if (options.icc !== void 0 && !(options.icc >= 0 && options.icc <= 1)) throw new RangeError(`icc must be in [0, 1], got ${options.icc}`);
  if (!Number.isInteger(bootstrap) || bootstrap < 0) throw new RangeError(`bootstrapResamples must be a non-negative integer, got ${bootstrap}`);
  return { alpha, power, minRuns, icc: options.icc, sequential: options.sequential === true, bootstrap };
}
function sortedRuns(table) {
  return [...table.runs].sort((a, b) => byCodePoint2(a.id, b.id));
}
function unavailableReason(runs, metric) {
  for (const run of runs) {
    for (const [name, reason] of Object.entries(run.unavailable ?? {}).sort(([a], [b]) => byCodePoint2(a, b))) {
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
    notes.push(`the gate treats ${gate.bad === "increase" ? "an increase" : "a decrease"} as bad although the metric's default direction is ${declared}`);
  }
  if ([...b, ...c].some((e) => e.score.fraction) && !fraction) notes.push("the sides disagree on whether this is a fraction; treated as a plain number");
  for (const [side, runs, entries] of [["baseline", bRuns, b], ["candidate", cRuns, c]]) {
    const incomplete = entries.filter((e) => e.run.incomplete === true).length;
    if (incomplete > 0) notes.push(`${incomplete} ${side} run(s) did not finish; their scores cover part of the run`);
    if (entries.length > 0 && entries.length < runs.length) {
      const reason = unavailableReason(runs.filter((r) => ownValue(r.metrics, metric) === void 0), metric);
      notes.push(`missing in ${runs.length - entries.length} of ${runs.length} ${side} runs${reason === void 0 ? "" : ` (${reason})`}`);
    }
  }
  const none = { estimate: null, delta: null, differing: [], flips: null, bootstrap: null, advice: null };
  if (b.length === 0 || c.length === 0) {
    const verdict = b.length === 0 ? "baseline_missing" : "candidate_missing";
    const reason = unavailableReason(b.length === 0 ? bRuns : cRuns, metric);
    if (reason !== void 0) notes.push(reason);
    return { ...base, ...none, fixedVerdict: verdict };
  }
  const delta = scaledMean(c.map((e) => e.score.score)) - scaledMean(b.map((e) => e.score.score));
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
  const mix = est.method === "paired-t" ? void 0 : scenarioMix(b, c);
  if (mix !== void 0) {
    notes.push(
      `not comparable: the sides hold the scenarios in different proportions (baseline ${mix.baseline.join(", ")}; candidate ${mix.candidate.join(", ")}), so a mean over runs would measure the mix, not the agent; give both sides the same mix, or runs that pair up by scenario and seed`
    );
    return { ...base, ...none, delta, differing: [mix], fixedVerdict: "not_comparable" };
  }
  notes.push(...est.notes);
  const flips = fraction ? flipTable(b, c) : null;
  const bootstrap = s.bootstrap > 0 && b.length >= 2 && c.length >= 2 ? (() => {
    const r = bootstrapInterval(
      b.map((e) => e.score.score),
      c.map((e) => e.score.score),
      { resamples: s.bootstrap, alpha: s.alpha }
    );
    return { lower: r.lower, upper: r.upper, resamples: r.resamples };
  })() : null;
  const iccForAdvice = est.icc?.value ?? iccInfo(fraction ? runCounts(b) : null, fraction ? runCounts(c) : null, s.icc)?.value ?? DEFAULT_ICC;
  const advice = runAdvice(b, c, fraction, gate, effectiveDirection(declared, gate), iccForAdvice, s);
  const sides = { baseline: { ...base.baseline, mean: est.means.baseline }, candidate: { ...base.candidate, mean: est.means.candidate } };
  return { ...base, ...sides, estimate: est, delta: est.delta, differing, flips, bootstrap, advice, fixedVerdict: null };
}
function decide(d, significant, allowFewRuns) {
  const est = d.estimate;
  if (est.fewRuns && allowFewRuns) d.notes.push("allowFailWithFewRuns: the rough few-runs interval is allowed to decide");
  return decideVerdict({
    direction: effectiveDirection(d.declared, d.gate),
    gate: d.gate,
    fraction: d.fraction,
    delta: est.delta,
    lower: est.lower,
    upper: est.upper,
    pShift: est.pShift,
    pHarmExact: null,
    alpha: est.alpha,
    significant,
    tooFew: est.fewRuns && !allowFewRuns,
    mde: est.mde,
    mdeCapped: est.mdeCapped,
    units: "runs",
    notes: d.notes
  });
}
function failingVerdicts(failOn) {
  switch (failOn) {
    case "never":
      return [];
    case "regression":
      return ["regression"];
    case "possible-regression":
      return ["regression", "possible_regression"];
  }
}
function gateDecision(metrics, failOn, hasGates) {
  const bad = failingVerdicts(failOn);
  const failing = metrics.filter((m) => m.gate !== null && bad.includes(m.verdict)).map((m) => ({ metric: m.metric, verdict: m.verdict, deltaText: m.deltaText })).sort((a, b) => byCodePoint2(a.metric, b.metric));
  const summary = !hasGates ? "no gates: informational" : failing.length === 0 ? `passes (fail-on ${failOn})` : `fails (fail-on ${failOn}): ${failing.map((f) => `${f.metric} ${f.deltaText ?? ""} (${f.verdict.replace("_", " ")})`.replace("  ", " ")).join(", ")}`;
  return { failOn, fail: failing.length > 0, failing, summary };
}
function diffScoreTables(baseline, candidate, options = {}) {
  const settings = checkOptions(options);
  const gates = normalizeGates(options.gates);
  const failOn = options.failOn ?? "regression";
  const gateFor = new Map(gates.map((g) => [g.metric, g]));
  const bRuns = sortedRuns(baseline);
  const cRuns = sortedRuns(candidate);
  const names = /* @__PURE__ */ new Set();
  for (const run of [...bRuns, ...cRuns]) for (const name of Object.keys(run.metrics)) names.add(name);
  const metrics = [...names].sort(byCodePoint2);
  const warnings = [];
  const unmatched = gates.filter((g) => !names.has(g.metric));
  if (unmatched.length > 0 && names.size > 0) {
    const available = [...names].sort(byCodePoint2).join(", ");
    throw new GateRuleError(unmatched.map((g) => ({ rule: g.raw, reason: `no metric '${g.metric}' on either side (metrics: ${available})` })));
  }
  for (const g of unmatched) warnings.push(`gate '${g.raw}' matches no metric on either side`);
  if (bRuns.length === 0) warnings.push("the baseline has no runs");
  if (cRuns.length === 0) warnings.push("the candidate has no runs");
  const drafts = metrics.map((m) => draftMetric(m, bRuns, cRuns, gateFor.get(m) ?? null, settings));
  const allowFewRuns = options.allowFailWithFewRuns === true;
  const holm = holmByRow(
    drafts.map((d) => d.gate !== null && d.estimate !== null && (!d.estimate.fewRuns || allowFewRuns) ? d.estimate.pValue : null),
    settings.alpha
  );
  const bad = failingVerdicts(failOn);
  const results = drafts.map((d, i) => {
    const est = d.estimate;
    const pHolm = holm.adjusted.get(i) ?? null;
    const p = est?.pValue ?? null;
    const level = est?.alpha ?? settings.alpha;
    const tested = d.gate !== null ? pHolm : p;
    const significant = tested !== null && tested <= level;
    const decision = d.fixedVerdict !== null || est === null ? { verdict: d.fixedVerdict ?? "inconclusive", lean: "none", tost: null, pHarm: null } : decide(d, significant, allowFewRuns);
    if (d.gate !== null && p !== null && pHolm !== null && p <= level && pHolm > level) {
      d.notes.push(`significant alone (p = ${p.toPrecision(2)}) but not after Holm across ${holm.family} gated metrics (p = ${pHolm.toPrecision(2)})`);
    }
    if (d.advice !== null && (decision.verdict === "inconclusive" || decision.verdict === "too_few_runs" || decision.verdict === "possible_regression")) {
      d.notes.push(d.advice.text);
    }
    const fmtOpts = { fraction: d.fraction };
    const hasInterval = est !== null && est.lower !== null && est.upper !== null;
    const mde = est?.mde ?? null;
    const pairs = est?.pairs ?? null;
    const kText = kTextOf(d.baseline.k, d.candidate.k, pairs);
    const change = changeOf(d.delta);
    const direction = effectiveDirection(d.declared, d.gate);
    return {
      metric: d.metric,
      unit: d.unit,
      fraction: d.fraction,
      direction,
      gate: d.gate,
      baseline: d.baseline,
      candidate: d.candidate,
      pairs,
      kText,
      delta: d.delta,
      deltaText: d.delta === null ? null : formatDelta(d.delta, fmtOpts),
      change,
      lean: decision.lean,
      interval: hasInterval ? { lower: est.lower, upper: est.upper, confidence: est.confidence } : null,
      intervalText: hasInterval ? formatInterval(est.lower, est.upper, fmtOpts) : null,
      intervalCalibrated: hasInterval && est.calibrated,
      method: est?.method ?? "none",
      methodLabel: est?.methodLabel ?? "no interval",
      se: est?.se ?? null,
      df: est?.df ?? null,
      pValue: p,
      pValueHarm: decision.pHarm,
      pValueHolm: pHolm,
      tost: decision.tost,
      icc: est?.icc ?? null,
      mde,
      mdeText: mde === null ? null : formatDelta(mde, fmtOpts).replace(/^\+/, ""),
      mdeCapped: est?.mdeCapped ?? false,
      underpowered: d.gate !== null && mde !== null && mde > d.gate.margin,
      advice: d.advice,
      sequential: est?.sequential ?? null,
      verdict: decision.verdict,
      verdictLabel: verdictLabel({ verdict: decision.verdict, fraction: d.fraction, gate: d.gate, change, lean: decision.lean, kText }),
      fails: d.gate !== null && bad.includes(decision.verdict),
      differingFields: d.differing,
      notes: d.notes,
      flips: d.flips,
      bootstrap: d.bootstrap
    };
  });
  const overall = overallVerdict(results);
  return {
    metrics: results,
    overall,
    failOn,
    decision: gateDecision(results, failOn, gates.length > 0),
    alpha: settings.alpha,
    minRunsForWelch: settings.minRuns,
    sequential: settings.sequential,
    gates,
    warnings
  };
}
function shouldFail(result, failOn = result.failOn) {
  if (failOn === result.decision.failOn) return result.decision.fail;
  return gateDecision(result.metrics, failOn, result.gates.length > 0).fail;
}

// src/diff/summary-gates.ts
var AT = "#at#";
var PASS_AT_DIGITS = /\.pass@(\d+)$/;
function neverAKey(key) {
  const k = PASS_AT_DIGITS.exec(key)?.[1];
  if (k === void 0 || /^[1-9]\d*$/.test(k)) return void 0;
  const digits = k.replace(/^0+/, "");
  if (digits === "") return `no summary key ends in 'pass@${k}': pass@k is over k attempts, from k = 1`;
  return `no summary key ends in 'pass@${k}': k is written without leading zeros; did you mean '${key.slice(0, -k.length)}${digits}'?`;
}
function parseSummaryKeyGates(input) {
  const items = (typeof input === "string" ? input.split(/[,;\n]/) : input).map((s) => s.trim()).filter((s) => s !== "");
  const restore = (s) => s.split(AT).join("@");
  const masked = items.map((item) => {
    const colon = item.lastIndexOf(":");
    return colon < 0 ? item : `${item.slice(0, colon).split("@").join(AT)}${item.slice(colon)}`;
  });
  let rules;
  try {
    rules = parseGateRules(masked).map((g) => ({ ...g, raw: restore(g.raw), metric: restore(g.metric) }));
  } catch (error) {
    if (error instanceof GateRuleError) {
      throw new GateRuleError(error.problems.map((p) => ({ rule: restore(p.rule), reason: restore(p.reason) })));
    }
    throw error;
  }
  const impossible = rules.flatMap((g) => {
    const reason = neverAKey(g.metric);
    return reason === void 0 ? [] : [{ rule: g.raw, reason }];
  });
  if (impossible.length > 0) throw new GateRuleError(impossible);
  return rules;
}

// src/report/comment-markers.ts
var COMMENT_ID = /<!-- agent-eval:comment-id=([A-Za-z0-9_.-]+) -->/;
var HEAD = /<!-- agent-eval:head=([0-9a-f]{7,64}) attempt=(\d+)(?: run=(\d+))? -->/;
function isValidCommentId(id) {
  return /^[A-Za-z0-9_.-]{1,64}$/.test(id);
}
function commentIdMarker(commentId) {
  if (!isValidCommentId(commentId)) throw new Error(`invalid comment id '${commentId}': use letters, digits, '.', '_' or '-'`);
  return `<!-- agent-eval:comment-id=${commentId} -->`;
}
function headMarker(headSha, runAttempt, runId) {
  if (!/^[0-9a-f]{7,64}$/.test(headSha)) throw new Error(`invalid head sha '${headSha}'`);
  if (runId !== void 0 && !(Number.isSafeInteger(runId) && runId > 0)) throw new Error(`invalid run id '${runId}'`);
  return `<!-- agent-eval:head=${headSha} attempt=${runAttempt}${runId === void 0 ? "" : ` run=${runId}`} -->`;
}
function parseCommentMarkers(body) {
  const head = body.slice(0, 300);
  const id = COMMENT_ID.exec(head);
  const commit = HEAD.exec(head);
  return {
    commentId: id?.[1],
    headSha: commit?.[1],
    runAttempt: commit?.[2] === void 0 ? void 0 : Number(commit[2]),
    runId: commit?.[3] === void 0 ? void 0 : Number(commit[3])
  };
}

// src/report/escape-markdown.ts
var ZERO_WIDTH_JOINER = "\u200D";
var DEFAULT_MAX_TEXT_LENGTH = 500;
var LINE_BREAKS = /\r\n|[\r\n\u2028\u2029\u0085]/g;
var CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
var BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
var INVISIBLE = new RegExp("\\p{Default_Ignorable_Code_Point}", "gu");
var PICTOGRAPH = new RegExp("^\\p{Extended_Pictographic}$", "u");
var JOINING_SCRIPT_LETTER = /^(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}])[\p{L}\p{M}]$/u;
var pointBefore = (text, index) => String.fromCodePoint(text.codePointAt(index - 1 - (index >= 2 && /[\uDC00-\uDFFF]/.test(text.charAt(index - 1)) ? 1 : 0)) ?? 0);
var pointAt = (text, index) => String.fromCodePoint(text.codePointAt(index) ?? 0);
function showInvisible(text) {
  return text.replace(INVISIBLE, (c, at) => {
    if (c >= "\uFE00" && c <= "\uFE0F") return c;
    if (c === "\u200C" || c === "\u200D") {
      const beforeIndex = at > 0 && text.charAt(at - 1) === "\uFE0F" ? at - 1 : at;
      const before = at > 0 ? pointBefore(text, beforeIndex) : "";
      const after = at + 1 < text.length ? pointAt(text, at + 1) : "";
      if (c === "\u200D" && PICTOGRAPH.test(before) && PICTOGRAPH.test(after)) return c;
      if (JOINING_SCRIPT_LETTER.test(pointBefore(text, at)) && JOINING_SCRIPT_LETTER.test(after)) return c;
    }
    return "\uFFFD";
  });
}
function clipText(text, max) {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, got ${max}`);
  if (text.length <= max) return text;
  let end = 0;
  let cut = 0;
  for (let points = 0; points < max; points++) {
    if (end >= text.length) return text;
    if (points === max - 1) cut = end;
    end += (text.codePointAt(end) ?? 0) > 65535 ? 2 : 1;
  }
  return end >= text.length ? text : `${text.slice(0, cut)}\u2026`;
}
function plainText(text, max = DEFAULT_MAX_TEXT_LENGTH) {
  return showInvisible(
    clipText(text, max).replace(LINE_BREAKS, " ").replace(/\t/g, " ").replace(CONTROLS, "\uFFFD").replace(BIDI, "").replace(new RegExp("(\\p{M}{4})\\p{M}+", "gu"), "$1")
  );
}
function escapeMarkdown(text, max = DEFAULT_MAX_TEXT_LENGTH) {
  let s = plainText(text, max);
  s = s.replace(/\\/g, "\\\\");
  s = s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  s = s.replace(/[|`[\]*~]/g, (c) => `\\${c}`);
  s = s.replace(/(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, "\\_");
  s = s.replace(/(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])/g, `@${ZERO_WIDTH_JOINER}`);
  s = s.replace(/#(?=\d)/g, `#${ZERO_WIDTH_JOINER}`);
  s = s.replace(/\b(GH)(?=-\d)/gi, `$1${ZERO_WIDTH_JOINER}`);
  s = s.replace(/\b(https?|ftp)(?=:\/\/)/gi, `$1${ZERO_WIDTH_JOINER}`).replace(/\b(www)(?=\.)/gi, `$1${ZERO_WIDTH_JOINER}`);
  s = s.replace(/\$/g, () => "<span>$</span>");
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

// raw-text:templates/comment/chart.njk
var chart_default = '{#- Mermaid xychart of the per-round success rate, collapsed: the verdict and table come first.\n    xychart-beta has no legend, so the series are told apart by kind (bars vs line) and named in\n    the caption. Only numbers go into the chart. -#}\n<details>\n<summary>Chart: per-round success rate</summary>\n\n```mermaid\n%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "{{ palette }}"}}}}%%\nxychart-beta\n  title "{{ title }}"\n  x-axis "round" [{% for r in rounds %}"{{ r }}"{% if not loop.last %}, {% endif %}{% endfor %}]\n  y-axis "success rate (%)" 0 --> 100\n{%- if baseline %}\n  bar [{{ baseline | join(", ") }}]\n{%- endif %}\n  line [{{ candidate | join(", ") }}]\n```\n<sub>{% if baseline %}Bars: baseline ({{ baselineRuns }}) \xB7 line: candidate ({{ candidateRuns }}).{% else %}Candidate ({{ candidateRuns }}).{% endif %} Success rate per round, pooled over runs.{% if skipped > 0 %} {{ skippedRounds }} scored on one side only left out.{% endif %}</sub>\n\n</details>\n';

// raw-text:templates/comment/details.njk
var details_default = `{#- Collapsed details: how each interval was computed, notes, differing fields, provenance.
    Every string is already escaped Markdown. -#}
<details>
<summary>Details: methods, notes, provenance</summary>
{%- if hasDiff %}

Intervals are two-sided {% if confidence %}{{ confidence }}%{% else %}at each row's level (confirm mode: the look at k runs or pairs a side at alpha/((k\u22122)(k\u22121))){% endif %}{% if sequential and confidence %} (confirm mode: the level of this look, alpha/((k\u22122)(k\u22121)) at k runs or pairs a side){% endif %}. A regression needs the interval to exclude 0 (Holm-adjusted across gated metrics) **and** \u0394 to reach the gate margin; with fewer than {{ minRuns }} {{ kUnit }} a verdict is at most a warning. k: {{ kUnit }} with the metric, baseline / candidate. MDE: the smallest change this design detects with 80% power. p: two-sided p-value for \u0394 = 0.

| Metric | Unit | Method | k | MDE | p | p (Holm) |
|:--|:--|:--|--:|--:|--:|--:|
{%- for m in methods %}
| {{ m.metric }} | {{ m.unit }} | {{ m.method }} | {{ m.kBaseline }} / {{ m.kCandidate }} | {{ m.mde }}{% if m.underpowered %} \u26A0\uFE0F{% endif %} | {{ m.p }} | {{ m.pHolm }} |
{%- endfor %}
{%- if underpowered %}

<sub>\u26A0\uFE0F MDE above the gate margin: this design cannot reliably detect a change of the margin's size.</sub>
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
- Trimmed from this {{ trimmedFrom }}: {{ dropped | join("; ") }}
{%- endif %}

</details>
`;

// raw-text:templates/comment/flips.njk
var flips_default = "{#- Per-round flips of a 0/1 round metric (round_success): one line of counts, the rounds collapsed.\n    Every string is already escaped Markdown. -#}\n{% if notComparable -%}\n**Round flips** in {{ metric }}: not comparable: {{ notComparable }}.\n{%- else -%}\n**Round flips** in {{ metric }}: {{ failingText }}, {{ passingText }}{% if skipped %}; {{ skipped }}{% endif %}.\n{%- endif %}\n{%- if rows.length > 0 %}\n\n<details>\n<summary>Show the {{ shownText }}</summary>\n\n| | {% if keyed %}Scenario | Seed | {% endif %}Round | Baseline | Candidate |\n|:--|{% if keyed %}:--|:--|{% endif %}--:|--:|--:|\n{%- for row in rows %}\n| {% if row.failing %}\u{1F53B} newly failing{% else %}\u{1F53A} newly passing{% endif %} | {% if keyed %}{{ row.scenario }} | {{ row.seed }} | {% endif %}{{ row.round }} | {{ row.baseline }} | {{ row.candidate }} |\n{%- endfor %}\n{%- if hiddenFailing > 0 or hiddenPassing > 0 %}\n\n<sub>Not shown: {% if hiddenFailing > 0 %}{{ hiddenFailing }} more newly failing{% endif %}{% if hiddenFailing > 0 and hiddenPassing > 0 %}, {% endif %}{% if hiddenPassing > 0 %}{{ hiddenPassing }} more newly passing{% endif %} (all flips are in {{ fullReport }}).</sub>\n{%- endif %}\n\n</details>\n{%- endif %}\n";

// raw-text:templates/comment/header.njk
var header_default = '{#- Header of the PR comment: hidden markers (must come first), title, the verdict line, one line of\n    context. Every string in `view` is already escaped Markdown (src/report/escape-markdown.ts). -#}\n{%- for marker in markers %}{{ marker }}\n{% endfor -%}\n### {{ title }}\n\n{% if headline.kind == "no_baseline" -%}\n\u2139\uFE0F **No baseline**: showing absolute candidate scores.\n{%- elif headline.kind == "empty" -%}\n\u2139\uFE0F **Nothing to compare**: neither side has any metric.\n{%- elif headline.kind == "regression" -%}\n\u274C **Regression** in {{ headline.metric }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "possible_regression" -%}\n\u26A0\uFE0F **Possible regression** in {{ headline.metric }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}: a suggestive {{ headline.move }}, not yet conclusive\n{%- elif headline.kind == "not_comparable" -%}\n\u{1F6AB} **Not comparable**: {{ headline.metric }} {% if headline.scenarios %}comes from different scenarios on the two sides{% else %}was measured differently on the two sides{% endif %} (differing: {{ headline.fields }}){% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "candidate_missing" -%}\n\u26A0\uFE0F **Missing in candidate**: {{ headline.metric }}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "improvement" -%}\n\u2705 **No regressions**; improvement in {{ headline.metric }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "baseline_missing" -%}\n\u2705 **No regressions**; {{ headline.metric }} is new (no baseline){% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "changed" -%}\n\u2705 **No regressions**; {{ headline.metric }} {{ headline.direction }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %} (a metric without a good direction){% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "too_few_runs" -%}\n\u2754 **{{ headline.label }}** in {{ headline.metric }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %} \xB7 at most a warning\n{%- elif headline.kind == "equivalent" -%}\n\u2705 **No regressions**: {{ headline.label | lower }} in {{ headline.metric }} ({{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}){% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "inconclusive" and headline.margin -%}\n\u2796 **Inconclusive** in {{ headline.metric }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}: neither a {{ headline.move }} of {{ headline.margin }} nor its absence is shown{% if headline.mde %} (MDE \u2248 {{ headline.mde }}){% endif %}\n{%- elif headline.kind == "inconclusive" -%}\n\u2796 **Nothing conclusive**: no metric moved beyond what these runs can tell apart\n{%- elif headline.kind == "unchanged" -%}\n\u2705 **No regressions**: identical inputs, unchanged scores\n{%- else -%}\n\u2705 **No regressions**\n{%- endif %}{% if failing %} \xB7 **the check fails**{% endif %}\n{%- if ungated.length > 0 %}\n\n\u26A0\uFE0F Moved the bad way but not gated (does not fail the check): {{ ungated | join(", ") }}\n{%- endif %}\n\n<sub>{% if gates.length > 0 %}Gates: {{ gates | join(", ") }} \xB7 fail-on: {{ failOn }} \xB7 {% elif hasDiff %}No gate rules: informational, never fails the check \xB7 {% endif %}{% if baseline %}Baseline: {% if baseline.url %}[{{ baseline.description }}]({{ baseline.url }}){% else %}{{ baseline.description }}{% endif %}{% if baseline.commit %} \xB7 commit {{ baseline.commit }}{% endif %}{% if baseline.age %} \xB7 {{ baseline.age }}{% endif %} \xB7 {% endif %}{{ runs }}{% if judgeMode %} \xB7 judge: {{ judgeMode }}{% endif %}</sub>\n{%- for warning in warnings %}\n\n> [!WARNING]\n> {{ warning }}\n{%- endfor %}\n';

// raw-text:templates/comment/metrics-table.njk
var metrics_table_default = '{#- The per-metric table. With a baseline: the rows a reviewer must see (gated, or moved), one legend\n    line that explains every column once, and the quiet rows collapsed. Without: absolute candidate\n    scores. Every string is already escaped Markdown. -#}\n{%- macro diffRows(rows) -%}\n| Metric | Baseline \u2192 Candidate | \u0394 ({% if confidence %}{{ confidence }}% {% endif %}interval) | Verdict |\n|:--|--:|:--|:--|\n{%- for row in rows %}\n| {{ row.metric }}{% if row.gate %} <sub>gate {{ row.gate }}</sub>{% endif %} | {{ row.baseline }} \u2192 {{ row.candidate }}{% if row.showK %} <sub>k = {{ row.k }}</sub>{% endif %} | {{ row.delta }}{% if row.interval %} {{ row.interval }}{% endif %} | {{ row.verdict }}{% if row.verdictNote %} <sub>{{ row.verdictNote }}</sub>{% endif %} |\n{%- endfor %}\n{%- endmacro -%}\n{%- if mode == "diff" -%}\n{%- if rows.length > 0 %}\n{{ diffRows(rows) }}\n\n{% endif -%}\n<sub>\u0394 = candidate \u2212 baseline{% if anyFraction %} (pp = percentage points){% endif %}, with its two-sided {% if confidence %}{{ confidence }}% interval{% else %}interval at the level in parentheses{% endif %}.{% if sequential %} Confirm mode: the look at k runs (or pairs) a side is tested, and its interval built, at alpha/((k\u22122)(k\u22121)).{% endif %} {% if kCommon %}Every metric has k = {{ kCommon }}: {% else %}k = {% endif %}{% if kUnit == "task" %}tasks scored on the baseline / candidate side, paired by task id{% else %}runs with the metric in the baseline / candidate{% endif %}.{% if anyRough %} ~[\u2026]: a rough interval ({% if kUnit == "task" %}few tasks, or few tasks whose outcome flipped{% else %}too few runs, or rounds pooled under an assumed within-run correlation{% endif %}), not a calibrated {% if confidence %}{{ confidence }}% {% endif %}one.{% endif %} A regression needs the interval to exclude 0 and \u0394 to reach the gate margin.{% if anyChanged %} "Changed": a significant move of a metric with no good direction (a gate gives it one).{% endif %}</sub>\n{%- for line in advice %}\n\n\u{1F4A1} {{ line }}.\n{%- endfor %}\n{%- if quietRows.length > 0 %}\n\n<details>\n<summary>{{ quietSummary }}</summary>\n\n{{ diffRows(quietRows) }}\n\n</details>\n{%- endif %}\n{%- else -%}\n| Metric | Candidate | {% if kUnit == "task" %}Tasks{% else %}Runs{% endif %} | SD across {% if kUnit == "task" %}tasks{% else %}runs{% endif %} | Unit |\n|:--|--:|--:|--:|:--|\n{%- for row in rows %}\n| {{ row.metric }} | {{ row.candidate }} | {{ row.k }} | {{ row.sd }} | {{ row.unit }} |\n{%- endfor %}\n{%- endif %}\n{%- if collapsed.length > 0 %}\n\n<sub>Not shown: {{ collapsed | join(", ") }} (all rows are in {{ fullReport }}).</sub>\n{%- endif %}\n';

// raw-text:templates/comment/tasks.njk
var tasks_default = "{#- Trial-report diffs: newly failing tasks (the first ten open, the rest collapsed) and tasks\n    present on one side only. Every string is already escaped Markdown. -#}\n{%- macro taskTable(list) -%}\n| Task |{% if hasIntent %} Intent |{% endif %} Key | Baseline \u2192 Candidate |{% if hasReason %} Reason |{% endif %}\n|:--|{% if hasIntent %}:--|{% endif %}:--|:--|{% if hasReason %}:--|{% endif %}\n{%- for row in list %}\n| {{ row.task }} |{% if hasIntent %} {{ row.intent }} |{% endif %} {{ row.key }} | {{ row.baseline }} \u2192 {{ row.candidate }} |{% if hasReason %} {{ row.reason }} |{% endif %}\n{%- endfor %}\n{%- endmacro -%}\n**Newly failing tasks**: {% if failingTasks > 0 %}{{ failingTasks }}{% else %}none{% endif %} of {{ shared }} on both sides{% if failingCount != failingTasks %} ({{ failingCount }} task/key rows){% endif %}{% if passingTasks > 0 %} \xB7 {{ passingTasks }} newly passing{% if passingCount != passingTasks %} ({{ passingCount }} task/key rows){% endif %}{% endif %}.\n{%- if rows.length > 0 %}\n\n{{ taskTable(rows) }}\n{%- endif %}\n{%- if hiddenRows.length > 0 %}\n\n<details>\n<summary>{{ hiddenSummary }}</summary>\n\n{{ taskTable(hiddenRows) }}\n\n</details>\n{%- endif %}\n{%- if hiddenByBudget > 0 %}\n\n<sub>Not shown: {{ hiddenByBudget }} more newly failing tasks (all are in {{ fullReport }}).</sub>\n{%- endif %}\n{%- if baselineOnlyCount > 0 or candidateOnlyCount > 0 %}\n\n<sub>Not in \u0394 (scored on one side only):{% if baselineOnlyCount > 0 %} {{ baselineOnlyCount }} only in the baseline: {{ baselineOnly }}.{% endif %}{% if candidateOnlyCount > 0 %} {{ candidateOnlyCount }} only in the candidate: {{ candidateOnly }}.{% endif %}</sub>\n{%- endif %}\n";

// raw-text:templates/comment/trimmed.njk
var trimmed_default = '{#- Says what the size budget dropped, and where the full report is. -#}\n> [!NOTE]\n> Trimmed to fit the {{ limitName }}: dropped {{ dropped | join("; ") }}. {% if summaryUrl %}The full report is in [the job summary]({{ summaryUrl }}).{% elif inSummary %}The complete data is in the JSON diff (`agent-eval diff --format json`).{% else %}The full report is in the job summary of this workflow run.{% endif %}\n';

// src/report/render-chart.ts
var CHART_METRIC = "round_success";
var MAX_CHART_ROUNDS = 100;
function perRoundRates(table, metric = CHART_METRIC) {
  const tally = /* @__PURE__ */ new Map();
  for (const run of table.runs) {
    for (const r of ownValue(run.metrics, metric)?.rounds ?? []) {
      const t = tally.get(r.round) ?? { total: 0, trials: 0 };
      tally.set(r.round, { total: t.total + r.value, trials: t.trials + 1 });
    }
  }
  return [...tally.entries()].sort(([a], [b]) => a - b).map(([round, t]) => ({ round, ...t }));
}
function runsWithRounds(table, metric = CHART_METRIC) {
  return table.runs.filter((run) => (ownValue(run.metrics, metric)?.rounds?.length ?? 0) > 0).length;
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
var VERDICT_ICONS = {
  regression: "\u274C",
  possible_regression: "\u26A0\uFE0F",
  not_comparable: "\u{1F6AB}",
  candidate_missing: "\u26A0\uFE0F",
  baseline_missing: "\u{1F195}",
  changed: "\u{1F500}",
  improvement: "\u2705",
  equivalent: "\u{1F7F0}",
  inconclusive: "\u2796",
  too_few_runs: "\u2754",
  unchanged: "\u{1F7F0}"
};
var VERDICT_LABELS = {
  regression: "\u274C regression",
  possible_regression: "\u26A0\uFE0F possible regression",
  not_comparable: "\u{1F6AB} not comparable",
  candidate_missing: "\u26A0\uFE0F missing in candidate",
  baseline_missing: "\u{1F195} new (no baseline)",
  changed: "\u{1F500} changed",
  improvement: "\u2705 improvement",
  equivalent: "\u{1F7F0} no material change",
  inconclusive: "\u2796 inconclusive",
  too_few_runs: "\u2754 too few runs to tell",
  unchanged: "\u{1F7F0} unchanged"
};
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function verdictLabel2(m) {
  return m.verdictLabel === "" ? VERDICT_LABELS[m.verdict] : `${VERDICT_ICONS[m.verdict]} ${md(m.verdictLabel, MAX_NOTE)}`;
}
function intervalDisplay(m, withUnit, withLevel = false) {
  if (m.intervalText === null) return "";
  const text = withUnit ? m.intervalText : m.intervalText.replace(/ pp$/, "");
  const level = withLevel && m.interval !== null ? ` (${confidencePercent(1 - m.interval.confidence)}%)` : "";
  return `${m.intervalCalibrated ? text : `~${text}`}${level}`;
}
var VERDICT_ORDER = VERDICT_SEVERITY;
var QUIET_VERDICTS = /* @__PURE__ */ new Set(["inconclusive", "equivalent", "unchanged", "too_few_runs"]);
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
function commonIntervalLevel(diff) {
  const levels = new Set(diff.metrics.flatMap((m) => m.interval === null ? [] : [confidencePercent(1 - m.interval.confidence)]));
  if (levels.size === 0) return confidencePercent(diff.alpha);
  return levels.size === 1 ? [...levels][0] : "";
}
function formatP(p) {
  if (p === null) return "\u2014";
  if (p < 1e-3) return "< 0.001";
  return p.toPrecision(2);
}
function headline(diff) {
  const blank = { metric: "", delta: "", interval: "", fields: "", more: 0, direction: "", label: "", margin: "", mde: "", move: "drop", scenarios: false };
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
    interval: intervalDisplay(first, true),
    fields: first.differingFields.map((f) => md(f.field, MAX_NAME)).join(", "),
    more: scope.length - 1,
    direction: first.delta === null || first.delta === 0 ? "changed" : first.delta > 0 ? "rose" : "fell",
    label: md(first.verdictLabel.charAt(0).toUpperCase() + first.verdictLabel.slice(1), MAX_NOTE),
    margin: first.gate === null ? "" : formatDelta(first.gate.margin, { fraction: first.fraction }).replace(/^\+/, ""),
    mde: first.mdeText ?? "",
    move: first.direction === "lower-better" ? "rise" : "drop",
    scenarios: first.differingFields.length > 0 && first.differingFields.every((f) => ["scenario", "scenario mix", "scenario_mode"].includes(f.field))
  };
}
function sampleText(input, baselineRuns) {
  const t = input.trials;
  if (t !== void 0) {
    const only = [
      t.tasks.baselineOnly.length > 0 ? `${t.tasks.baselineOnly.length} only in the baseline` : "",
      t.tasks.candidateOnly.length > 0 ? `${t.tasks.candidateOnly.length} only in the candidate` : ""
    ].filter((x) => x !== "");
    return `${plural(t.tasks.shared, "task")} on both sides${only.length > 0 ? ` (${only.join(", ")})` : ""} \xB7 ${plural(t.trials.baseline, "baseline trial")}, ${plural(t.trials.candidate, "candidate trial")}`;
  }
  const candidate = plural(input.candidate.runs.length, input.sampleUnit === "task" ? "candidate task" : "candidate run");
  return baselineRuns === void 0 ? candidate : `${plural(baselineRuns, "baseline run")}, ${candidate}`;
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
    runs: sampleText(input, baselineRuns),
    warnings: [...diff?.warnings ?? [], ...input.extraWarnings].map((w) => md(w, MAX_NOTE)),
    confidence: confidencePercent(diff?.alpha ?? 0.05)
  };
}
function verdictNote(m) {
  if (m.verdict === "not_comparable") return m.differingFields.map((f) => md(f.field, MAX_NAME)).join(", ");
  if (m.verdict === "unchanged") return "identical input";
  if ((m.verdict === "possible_regression" || m.verdict === "inconclusive") && m.mdeText !== null && (m.underpowered || m.verdict === "possible_regression")) {
    return `MDE \u2248 ${m.mdeText}${m.mdeCapped ? " (any change)" : ""}`;
  }
  if (m.method === "none" && m.verdict !== "baseline_missing" && m.verdict !== "candidate_missing" && m.verdict !== "too_few_runs") return "no interval";
  return "";
}
function diffRow(m, withLevel = false) {
  const score = (mean) => mean === null ? "\u2014" : formatScore(mean, { fraction: m.fraction });
  return {
    metric: md(m.metric, MAX_NAME),
    unit: m.fraction ? "" : md(m.unit, MAX_UNIT),
    gate: m.gate === null ? "" : gateText(m.gate, m.fraction),
    baseline: score(m.baseline.mean),
    candidate: score(m.candidate.mean),
    k: `${m.baseline.k}/${m.candidate.k}`,
    delta: m.deltaText ?? "\u2014",
    interval: intervalDisplay(m, false, withLevel),
    verdict: verdictLabel2(m),
    verdictNote: verdictNote(m),
    verdictKind: m.verdict
  };
}
function isShownRow(m) {
  return m.gate !== null || !QUIET_VERDICTS.has(m.verdict);
}
function diffTableView(diff, unit) {
  const metrics = sortMetrics(diff.metrics);
  const ks = new Set(metrics.map((m) => `${m.baseline.k}/${m.candidate.k}`));
  const kCommon = ks.size === 1 ? [...ks][0] : "";
  const confidence = commonIntervalLevel(diff);
  const row = (m) => ({ ...diffRow(m, confidence === ""), showK: kCommon === "" });
  return {
    rows: metrics.filter(isShownRow).map(row),
    quietRows: metrics.filter((m) => !isShownRow(m)).map(row),
    kCommon,
    kUnit: unit,
    anyFraction: metrics.some((m) => m.fraction),
    anyRough: metrics.some((m) => m.intervalText !== null && !m.intervalCalibrated),
    anyChanged: metrics.some((m) => m.verdict === "changed"),
    advice: metrics.filter((m) => m.gate !== null && m.advice !== null && (m.verdict === "inconclusive" || m.verdict === "too_few_runs" || m.verdict === "possible_regression")).map((m) => `${md(m.metric, MAX_NAME)}: ${md(m.advice?.text ?? "", MAX_NOTE)}`),
    confidence,
    sequential: diff.sequential
  };
}
function absoluteRows(table) {
  const names = /* @__PURE__ */ new Set();
  for (const run of table.runs) for (const name of Object.keys(run.metrics)) names.add(name);
  return [...names].sort(compareCodePoints).map((name) => {
    const scores = table.runs.flatMap((run) => {
      const s = ownValue(run.metrics, name);
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
  const withFlips = diff.metrics.filter(
    (m) => m.flips !== null && (m.flips.newlyFailing.length + m.flips.newlyPassing.length > 0 || m.flips.mode === "not-comparable" && (m.metric === CHART_METRIC || m.gate !== null))
  );
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
    pooled: false,
    keyed: [...flips.newlyFailing, ...flips.newlyPassing].some((e) => e.scenario !== void 0 || e.seed !== void 0),
    failingCount: flips.newlyFailing.length,
    passingCount: flips.newlyPassing.length,
    rows: [...failing.map(row(true)), ...passing.map(row(false))],
    hiddenFailing: flips.newlyFailing.length - failing.length,
    hiddenPassing: flips.newlyPassing.length - passing.length,
    notComparable: flips.mode === "not-comparable" ? md(flips.reason ?? "no run pair shares scenario, seed and round count", MAX_NOTE) : "",
    skipped: flips.mode === "not-comparable" || flips.skipped.length === 0 ? "" : (() => {
      const first = flips.skipped[0];
      const where = [first.scenario, first.seed === void 0 ? void 0 : `seed ${first.seed}`].filter((x) => x !== void 0).join(", ");
      return md(`${plural(flips.skipped.length, "scenario/seed pair")} left out (${where === "" ? "" : `${where}: `}${first.reason})`, MAX_NOTE);
    })()
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
    baselineRuns: plural(baseline === void 0 ? 0 : runsWithRounds(baseline), "run"),
    candidateRuns: plural(runsWithRounds(candidate), "run"),
    skipped: allRounds.size - cShown.length,
    skippedRounds: plural(allRounds.size - cShown.length, "round")
  };
}
function runIds(table) {
  const ids = table.runs.map((r) => r.id).sort(compareCodePoints).map((id) => md(id, MAX_NAME));
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
  const t = input.trials;
  if (t !== void 0) {
    const failed = (n) => n > 0 ? ` (${plural(n, "failed trial")}, scored as failed attempts for pass@k)` : "";
    provenance.push({ label: "Baseline trials", value: `${t.trials.baseline}${failed(t.trials.failedBaseline)}` });
    provenance.push({ label: "Candidate trials", value: `${t.trials.candidate}${failed(t.trials.failedCandidate)}` });
  } else {
    if (input.baseline !== void 0) provenance.push({ label: "Baseline runs", value: runIds(input.baseline) });
    provenance.push({ label: "Candidate runs", value: runIds(input.candidate) });
  }
  return {
    hasDiff: diff !== void 0,
    confidence: diff === void 0 ? confidencePercent(0.05) : commonIntervalLevel(diff),
    sequential: diff?.sequential ?? false,
    minRuns: diff?.minRunsForWelch ?? 3,
    kUnit: t === void 0 ? "runs (or pairs)" : "tasks on both sides",
    methods: metrics.map((m) => ({
      metric: md(m.metric, MAX_NAME),
      unit: md(m.unit, MAX_UNIT),
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
var TASKS_SHOWN = 10;
var MAX_TASK_IDS = 30;
function attemptsText(passes, attempts2, direction = "higher-better") {
  if (direction === "lower-better") return attempts2 === 1 ? String(passes) : `${passes}/${attempts2} true`;
  if (attempts2 === 1) return passes === 1 ? "pass" : "fail";
  return `${passes}/${attempts2}`;
}
function attempts(passes, total, direction) {
  const text = attemptsText(passes, total, direction);
  return text === "pass" ? "\u2705 pass" : text === "fail" ? "\u274C fail" : text;
}
function taskIds(ids) {
  const shown = ids.slice(0, MAX_TASK_IDS).map((id) => md(id, MAX_NAME)).join(", ");
  return ids.length > MAX_TASK_IDS ? `${shown} and ${ids.length - MAX_TASK_IDS} more` : shown;
}
function tasksView(t, hiddenLimit) {
  const row = (f) => ({
    task: md(f.taskId, MAX_NAME),
    intent: f.intent === null ? "\u2014" : md(f.intent, 160),
    key: md(f.key, MAX_NAME),
    baseline: attempts(f.baseline.passes, f.baseline.attempts, f.direction),
    candidate: attempts(f.candidate.passes, f.candidate.attempts, f.direction),
    reason: f.reason === null ? "\u2014" : md(f.reason, 240)
  });
  const hiddenEnd = hiddenLimit === void 0 ? t.newlyFailing.length : TASKS_SHOWN + hiddenLimit;
  return {
    failingCount: t.newlyFailing.length,
    passingCount: t.newlyPassing.length,
    failingTasks: new Set(t.newlyFailing.map((f) => f.taskId)).size,
    passingTasks: new Set(t.newlyPassing.map((f) => f.taskId)).size,
    shared: t.tasks.shared,
    rows: t.newlyFailing.slice(0, TASKS_SHOWN).map(row),
    hiddenRows: t.newlyFailing.slice(TASKS_SHOWN, hiddenEnd).map(row),
    hasIntent: t.newlyFailing.some((f) => f.intent !== null),
    hasReason: t.newlyFailing.some((f) => f.reason !== null),
    baselineOnly: taskIds(t.tasks.baselineOnly),
    baselineOnlyCount: t.tasks.baselineOnly.length,
    candidateOnly: taskIds(t.tasks.candidateOnly),
    candidateOnlyCount: t.tasks.candidateOnly.length,
    labelKeys: t.labelKeys.map((k) => md(k, MAX_NAME)).join(", ")
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
function fullReport(ctx) {
  return ctx.target === "comment" ? "the job summary" : "the JSON diff";
}
function sampleUnit(ctx) {
  return ctx.input.sampleUnit ?? (ctx.input.trials === void 0 ? "run" : "task");
}
function tableSection(ctx, layout) {
  const { diff, candidate } = ctx.input;
  const collapsed = [];
  const kUnit = sampleUnit(ctx);
  if (diff === void 0) {
    const rows2 = absoluteRows(candidate);
    const kept = layout.otherRows ? rows2 : rows2.slice(0, ABSOLUTE_ROWS_KEPT);
    if (kept.length < rows2.length) collapsed.push(`${rows2.length - kept.length} more metrics`);
    return renderTemplate(metrics_table_default, { mode: "absolute", rows: kept, collapsed, confidence: "", kUnit, fullReport: fullReport(ctx) }, { name: "metrics-table.njk", strip: true });
  }
  const view = diffTableView(diff, kUnit);
  const others = view.rows.filter((r) => !PROBLEM_VERDICTS.has(r.verdictKind) && r.gate === "");
  const rows = layout.otherRows ? view.rows : view.rows.filter((r) => PROBLEM_VERDICTS.has(r.verdictKind) || r.gate !== "");
  if (!layout.otherRows && others.length > 0) collapsed.push(`${plural(others.length, "metric")} with improvements, changes or no baseline`);
  const quietRows = layout.quietRows ? view.quietRows : [];
  if (!layout.quietRows && view.quietRows.length > 0) collapsed.push(`${plural(view.quietRows.length, "metric")} without a conclusive change`);
  const quietSummary = `${plural(view.quietRows.length, "more metric")} without a conclusive change`;
  return renderTemplate(metrics_table_default, { mode: "diff", ...view, rows, quietRows, quietSummary, collapsed, fullReport: fullReport(ctx) }, { name: "metrics-table.njk", strip: true });
}
function tasksSection(ctx, layout) {
  const trials = ctx.input.trials;
  if (trials === void 0) return "";
  const view = tasksView(trials, layout.flipLimit);
  const hiddenTotal = Math.max(0, view.failingCount - TASKS_SHOWN);
  const hiddenSummary = `${plural(view.hiddenRows.length, "more newly failing task")}`;
  return renderTemplate(
    tasks_default,
    { ...view, hiddenSummary, hiddenByBudget: hiddenTotal - view.hiddenRows.length, fullReport: fullReport(ctx) },
    { name: "tasks.njk", strip: true }
  );
}
function flipsSection(ctx, m, layout) {
  const view = flipsView(m, layout.flipLimit);
  return renderTemplate(
    flips_default,
    {
      ...view,
      failingText: `${plural(view.failingCount, "round")} newly failing`,
      passingText: `${view.passingCount} newly passing`,
      shownText: plural(view.rows.length, "round"),
      fullReport: fullReport(ctx)
    },
    { name: "flips.njk", strip: true }
  );
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
    extraWarnings: input.warnings ?? [],
    ...input.trials === void 0 ? {} : { trials: input.trials },
    sampleUnit: sampleUnit(ctx)
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
  sections.push(tasksSection(ctx, layout));
  if (diff !== void 0 && layout.flips) {
    for (const m of flipMetrics(diff)) sections.push(flipsSection(ctx, m, layout));
  }
  const chart = layout.chart ? chartFor(ctx) : void 0;
  if (chart !== void 0) sections.push(renderTemplate(chart_default, { ...chart }, { name: "chart.njk", strip: true }));
  if (layout.details) {
    const details = detailsView(
      {
        diff,
        candidate: ctx.input.candidate,
        baseline: ctx.input.baseline,
        baselineInfo: ctx.input.baselineInfo,
        judgeMode: ctx.input.judgeMode,
        ...ctx.input.trials === void 0 ? {} : { trials: ctx.input.trials }
      },
      dropped
    );
    sections.push(renderTemplate(details_default, { ...details, trimmedFrom: ctx.target }, { name: "details.njk", strip: true }));
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
function limitFlips(ctx, layout, limit) {
  const diff = ctx.input.diff;
  if (diff === void 0 || layout.flipLimit !== void 0) return void 0;
  const hidden = flipMetrics(diff).reduce((n, m) => {
    const v = flipsView(m, limit);
    return n + v.hiddenFailing + v.hiddenPassing;
  }, 0);
  const trials = ctx.input.trials;
  const hiddenTasks = trials === void 0 ? 0 : Math.max(0, trials.newlyFailing.length - TASKS_SHOWN - limit);
  if (hidden + hiddenTasks === 0) return void 0;
  const what = [hidden > 0 ? `${plural(hidden, "round flip")} beyond the first ${limit} per list` : "", hiddenTasks > 0 ? `${plural(hiddenTasks, "newly failing task")} beyond the first ${TASKS_SHOWN + limit}` : ""];
  return { layout: { ...layout, flipLimit: limit }, label: what.filter((x) => x !== "").join("; ") };
}
function longestFlipList(ctx) {
  const diff = ctx.input.diff;
  const flips = diff === void 0 ? [] : flipMetrics(diff).flatMap((m) => [m.flips?.newlyFailing.length ?? 0, m.flips?.newlyPassing.length ?? 0]);
  const tasks = ctx.input.trials === void 0 ? 0 : ctx.input.trials.newlyFailing.length - TASKS_SHOWN;
  return Math.max(0, tasks, ...flips);
}
var STEPS = [
  (ctx, layout) => {
    const quiet = ctx.input.diff?.metrics.filter((m) => !isShownRow(m)).length ?? 0;
    if (!layout.quietRows || quiet === 0) return void 0;
    return { layout: { ...layout, quietRows: false }, label: `${plural(quiet, "metric row")} without a conclusive change (collapsed into a count)` };
  },
  (ctx, layout) => layout.chart && chartFor(ctx) !== void 0 ? { layout: { ...layout, chart: false }, label: "the per-round chart" } : void 0,
  (ctx, layout) => limitFlips(ctx, layout, FLIP_LIMIT),
  (_ctx, layout) => layout.details ? { layout: { ...layout, details: false }, label: "the details (methods, notes, provenance)" } : void 0,
  (ctx, layout) => {
    if (!layout.otherRows) return void 0;
    const diff = ctx.input.diff;
    const others = diff === void 0 ? Math.max(0, absoluteRows(ctx.input.candidate).length - ABSOLUTE_ROWS_KEPT) : diff.metrics.filter((m) => isShownRow(m) && !PROBLEM_VERDICTS.has(m.verdict) && m.gate === null).length;
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
function closersFor(lines) {
  let fenced = false;
  let open = 0;
  for (const line of lines) {
    const text = line.trim();
    if (text.startsWith("```")) fenced = !fenced;
    else if (!fenced) open += (text.match(/<details>/g) ?? []).length - (text.match(/<\/details>/g) ?? []).length;
  }
  return [...fenced ? ["```"] : [], ...Array.from({ length: Math.max(0, open) }, () => "</details>")];
}
function cutToFit(body, room, measure) {
  const lines = body.split("\n");
  const kept = [];
  let size = 0;
  for (const line of lines) {
    const add = measure(line) + (kept.length === 0 ? 0 : 1);
    if (size + add > room) break;
    kept.push(line);
    size += add;
  }
  for (; ; ) {
    while (kept.length > 0) {
      const last = kept.at(-1) ?? "";
      if (/^> \[![A-Z]+\]$/.test(last) || last.trim() === "" || /^<(details|summary)>/.test(last.trim())) kept.pop();
      else if (/^\|(:?-+:?\|)+$/.test(last)) kept.splice(-2, 2);
      else break;
    }
    const closers = closersFor(kept).map((c) => `

${c}`).join("");
    const text = `${kept.join("\n")}${closers}`;
    if (measure(text) <= room || kept.length === 0) return text;
    kept.pop();
  }
}
function fit(ctx, limit, measure) {
  let layout = FULL;
  const dropped = [];
  for (const step of [...STEPS, void 0]) {
    const { body: body2, note: note2 } = renderBody(ctx, layout, dropped);
    const text2 = assemble(body2, note2);
    if (measure(text2) <= limit) return { text: text2, dropped };
    if (step === void 0) break;
    let next = step(ctx, layout);
    if (next !== void 0 && ctx.target === "summary" && next.layout.flipLimit !== void 0 && layout.flipLimit === void 0) {
      const before = layout;
      const fits = (keep) => {
        const tried = limitFlips(ctx, before, keep);
        if (tried === void 0) return false;
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
function markersFor(input) {
  const markers = [];
  if (input.commentId !== void 0) markers.push(commentIdMarker(input.commentId));
  if (input.headSha !== void 0) markers.push(headMarker(input.headSha, input.runAttempt ?? 1, input.runId));
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
  const comment = fit({ ...base, target: "comment", markers: markersFor(input) }, maxLength, byteLength);
  const summary = fit({ ...base, target: "summary", markers: [] }, JOB_SUMMARY_LIMIT_BYTES, byteLength);
  return { comment: comment.text, summary: summary.text, dropped: comment.dropped };
}

// src/diff/exact-tests.ts
var EXACT_LIMIT = 5e3;
var SCALE_BITS = 200;
function logBinomialHalf(n, i) {
  return logGamma(n + 1) - logGamma(i + 1) - logGamma(n - i + 1) - n * Math.LN2;
}
function signTestP(worse, better) {
  for (const [name, v] of [["worse", worse], ["better", better]]) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`${name} must be a non-negative integer, got ${v}`);
  }
  const n = worse + better;
  if (n === 0) return 1;
  const low = Math.min(worse, better);
  if (2 * low === n) return 1;
  if (n <= EXACT_LIMIT) {
    let coefficient = 1n;
    let tail2 = 0n;
    for (let i = 0; i <= low; i++) {
      tail2 += coefficient;
      coefficient = coefficient * BigInt(n - i) / BigInt(i + 1);
    }
    const scaled = Number(tail2 << BigInt(SCALE_BITS + 1) >> BigInt(n)) / 2 ** SCALE_BITS;
    if (scaled > 0) return Math.min(1, scaled);
  }
  let tail = 0;
  for (let i = 0; i <= low; i++) tail += Math.exp(logBinomialHalf(n, i));
  return Math.min(1, 2 * tail);
}
function discordantCounts(differences) {
  let worse = 0;
  let better = 0;
  let ties = 0;
  for (const d of differences) {
    if (d < 0) worse++;
    else if (d > 0) better++;
    else ties++;
  }
  return { worse, better, ties };
}
function signTestWorseP(worse, better) {
  const n = worse + better;
  if (n === 0) return 1;
  if (worse === 0) return 1;
  const lowTail = better < worse ? signTestP(worse, better) / 2 : 1 - signTestP(worse - 1, better + 1) / 2;
  return Math.min(1, lowTail);
}

// src/diff/trial-diff.ts
var byCodePoint3 = (a, b) => compareCodePoints(a, b);
var PASS_AT = /^(.+)\.pass@(\d+)$/;
var NON_FINITE_TEXT = /^\s*[+-]?(nan|inf|infinity)\s*$/i;
var SCORE_TYPES = /* @__PURE__ */ new Set(["exact_match", "keyword_match", "efficient_tool_use", "verifier", "llm_judge"]);
var MIN_DISCORDANT_FOR_T = 10;
function numeric(value) {
  if (value === void 0 || value === null) return void 0;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return Number.isFinite(value) ? value : void 0;
  if (NON_FINITE_TEXT.test(value)) return void 0;
  return "label";
}
function attemptValue(value) {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value !== "string" || !NON_FINITE_TEXT.test(value)) return void 0;
  const text = value.trim().toLowerCase();
  return text.includes("nan") ? Number.NaN : text.startsWith("-") ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
}
function groupTasks(report) {
  const groups = /* @__PURE__ */ new Map();
  report.trials.forEach((t, i) => {
    const list = groups.get(t.task_id);
    if (list === void 0) groups.set(t.task_id, [i]);
    else list.push(i);
  });
  return new Map([...groups].map(([taskId, indexes]) => [taskId, { taskId, indexes }]));
}
var isFailedStatus = (status) => /^(failed|error|errored|timeout|timed_out|cancelled|canceled)$/i.test(status);
function passAtK(n, c, k) {
  if (n - c < k) return 1;
  let product = 1;
  for (let i = n - c + 1; i <= n; i++) product *= 1 - k / i;
  return 1 - product;
}
var passCountsOf = /* @__PURE__ */ new WeakMap();
function passCounts(report, tasks, base) {
  let byBase = passCountsOf.get(tasks);
  if (byBase === void 0) {
    byBase = /* @__PURE__ */ new Map();
    passCountsOf.set(tasks, byBase);
  }
  const known = byBase.get(base);
  if (known !== void 0) return known;
  const type = metricTypeOf(base);
  const counts = /* @__PURE__ */ new Map();
  for (const [taskId, { indexes }] of tasks) {
    let n = 0;
    let c = 0;
    for (const i of indexes) {
      const trial = report.trials[i];
      if (isFailedStatus(trial.status)) {
        n++;
        continue;
      }
      if (type !== void 0 && ownValue(trial.errors, type) !== void 0) continue;
      const v = attemptValue(trial.scores[base]);
      if (v === void 0) continue;
      n++;
      if (v >= 1) c++;
    }
    counts.set(taskId, { n, c });
  }
  byBase.set(base, counts);
  return counts;
}
function taskValues(report, tasks, key) {
  const out = /* @__PURE__ */ new Map();
  const passAt = PASS_AT.exec(key);
  for (const [taskId, { indexes }] of tasks) {
    if (passAt !== null) {
      const k = Number(passAt[2]);
      const counts = passCounts(report, tasks, passAt[1]).get(taskId);
      if (counts !== void 0 && counts.n >= k) out.set(taskId, { value: passAtK(counts.n, counts.c, k), passes: counts.c, attempts: counts.n });
      continue;
    }
    const values = [];
    for (const i of indexes) {
      const v = numeric(ownValue(report.trials[i].scores, key));
      if (typeof v === "number") values.push(v);
    }
    if (values.length > 0) {
      out.set(taskId, { value: fmean(values), passes: values.filter((v) => v === 1).length, attempts: values.length });
    }
  }
  return out;
}
function trialOutsideUnit(reports, key) {
  for (const report of reports) {
    for (const trial of report.trials) {
      const v = numeric(ownValue(trial.scores, key));
      if (typeof v === "number" && !(v >= 0 && v <= 1)) return { taskId: trial.task_id, trialId: trial.trial_id, score: v };
    }
  }
  return void 0;
}
function isFractionKey(reports, key, values) {
  if (values.length === 0 || !values.every((v) => v.value >= 0 && v.value <= 1)) return false;
  return PASS_AT.test(key) || trialOutsideUnit(reports, key) === void 0;
}
function hasLabels(report, key) {
  return report.trials.some((t) => numeric(ownValue(t.scores, key)) === "label");
}
function allKeys(report) {
  const keys = new Set(Object.keys(report.summary));
  for (const t of report.trials) for (const k of Object.keys(t.scores)) keys.add(k);
  return keys;
}
function defaultDirection(key, binary) {
  if (binary || PASS_AT.test(key) || /^(view|grader|aggregator)\./.test(key)) return "higher-better";
  const type = metricTypeOf(key);
  return type !== void 0 && SCORE_TYPES.has(type) ? "higher-better" : "neutral";
}
function unitOf(key, binary, fraction) {
  if (PASS_AT.test(key)) return "pass@k over tasks";
  if (binary) return "pass rate over tasks";
  return fraction ? "mean score over tasks (0 to 1)" : "mean score over tasks";
}
function scaledSd(values) {
  const scale = extremeScale(values);
  return Math.sqrt(sampleVariance(scale === 1 ? values : values.map((x) => x / scale))) * scale;
}
function summarizeSide(values, missing, binary) {
  const v = values.map((x) => x.value);
  return {
    k: v.length,
    missingRuns: missing,
    mean: v.length > 0 ? scaledMean(v) : null,
    sd: v.length > 1 ? scaledSd(v) : null,
    pooled: binary && values.length > 0 ? { successes: values.reduce((n, x) => n + x.passes, 0), trials: values.reduce((n, x) => n + x.attempts, 0) } : null,
    runIds: []
  };
}
function differingProvenance(b, c) {
  const out = [];
  for (const field of [.../* @__PURE__ */ new Set([...Object.keys(b), ...Object.keys(c)])].sort(byCodePoint3)) {
    const bv = b[field] ?? "(absent)";
    const cv = c[field] ?? "(absent)";
    if (bv !== cv) out.push({ field, baseline: [bv], candidate: [cv] });
  }
  return out;
}
function draftKey(key, base, cand, bTasks, cTasks, gate, s) {
  const bValues = taskValues(base, bTasks, key);
  const cValues = taskValues(cand, cTasks, key);
  const shared = [...bValues.keys()].filter((t2) => cValues.has(t2)).sort(byCodePoint3);
  const all = [...bValues.values(), ...cValues.values()];
  const binary = !PASS_AT.test(key) && allBinary(base, cand, key);
  const fraction = isFractionKey([base, cand], key, all);
  const declared = defaultDirection(key, binary);
  const notes = [];
  const pairedB = shared.map((t2) => bValues.get(t2));
  const pairedC = shared.map((t2) => cValues.get(t2));
  const side = (paired, own, tasks) => summarizeSide(paired.length > 0 ? paired : [...own.values()], paired.length > 0 ? tasks.size - paired.length : tasks.size - own.size, binary);
  const baseline = side(pairedB, bValues, bTasks);
  const candidate = side(pairedC, cValues, cTasks);
  const blank = {
    delta: null,
    lower: null,
    upper: null,
    se: null,
    df: null,
    p: null,
    mde: null,
    mdeCapped: false,
    paired: shared.length,
    methodLabel: "no interval",
    pShift: null,
    pWorseExact: null,
    pBetterExact: null,
    calibrated: false,
    sdDiff: null
  };
  const common = { key, binary, fraction, declared, gate, baseline, candidate, notes };
  if (gate?.unit === "pp" && !fraction) {
    const outside = PASS_AT.test(key) ? void 0 : trialOutsideUnit([base, cand], key);
    const example = outside === void 0 ? "" : ` (trial '${outside.trialId}' of task '${outside.taskId}' scores ${outside.score})`;
    throw new GateRuleError([{ rule: gate.raw, reason: `'pp' needs a key whose values lie in [0, 1], but '${key}' has values outside it${example}` }]);
  }
  if (gate !== null && gate.unit === "absolute" && fraction && gate.margin >= 1) {
    const asPp = `${gate.bad === "decrease" ? "-" : "+"}${gate.margin}pp`;
    throw new GateRuleError([{ rule: gate.raw, reason: `'${key}' lies in [0, 1], so a margin of ${gate.margin} can never be reached; did you mean ${key}:${asPp}?` }]);
  }
  if (bValues.size === 0 || cValues.size === 0) {
    return { ...common, ...blank, differing: [], fixed: bValues.size === 0 ? "baseline_missing" : "candidate_missing" };
  }
  const differing = differingProvenance(ownValue(base.keyProvenance, key) ?? {}, ownValue(cand.keyProvenance, key) ?? {});
  if (differing.length > 0) {
    notes.push(`not comparable: ${differing.map((d) => d.field).join(", ")} differ`);
    return { ...common, ...blank, differing, fixed: "not_comparable" };
  }
  if (shared.length === 0) {
    notes.push("no task was scored on both sides: nothing to pair");
    const ids = (values) => {
      const sorted = [...values.keys()].sort(byCodePoint3);
      return sorted.length > 10 ? [...sorted.slice(0, 10), `and ${sorted.length - 10} more`] : sorted;
    };
    return { ...common, ...blank, differing: [{ field: "tasks", baseline: ids(bValues), candidate: ids(cValues) }], fixed: "not_comparable" };
  }
  const onlyB = bValues.size - shared.length;
  const onlyC = cValues.size - shared.length;
  if (onlyB + onlyC > 0) notes.push(`compared over the ${shared.length} tasks scored on both sides (${onlyB} only in baseline, ${onlyC} only in candidate: listed, not in \u0394)`);
  const rawDiffs = shared.map((_, i) => pairedC[i].value - pairedB[i].value);
  const scale = extremeScale(rawDiffs);
  const diffs = scale === 1 ? rawDiffs : rawDiffs.map((d) => d / scale);
  const scaledDelta = fmean(diffs);
  const delta = scaledDelta * scale;
  const counts = discordantCounts(diffs);
  const exactP = signTestP(counts.worse, counts.better);
  const spread = diffs.length >= 2 && sampleVariance(diffs) > 0;
  const t = spread ? pairedInterval(diffs, s.alpha) : null;
  const few = shared.length < s.minTasks;
  if (few) notes.push(`fewer than ${s.minTasks} tasks on both sides (${shared.length}): too few to tell, never a failure or an improvement`);
  const moved = counts.worse + counts.better;
  const exactLabel = binary ? `McNemar exact on ${moved} discordant ${moved === 1 ? "task" : "tasks"} (${counts.worse} worse, ${counts.better} better)` : `exact sign test on ${moved} ${moved === 1 ? "task that" : "tasks that"} moved (${counts.worse} down, ${counts.better} up)`;
  const useExact = binary || t === null;
  if (t === null && diffs.length >= 2 && delta !== 0) notes.push("every task moved by the same amount: no spread for a t interval, the exact sign test decides");
  const mde = t === null ? null : capMde(minimumDetectableEffect(t.se, { alpha: s.alpha, power: s.power, df: t.df ?? Number.POSITIVE_INFINITY }) * scale, fraction);
  const methodLabel = [t === null ? null : `paired t over ${shared.length} tasks (df = ${t.df ?? 0})`, useExact ? exactLabel : null].filter((x) => x !== null).join("; ");
  return {
    ...common,
    differing: [],
    fixed: null,
    delta,
    lower: t === null ? null : t.lower * scale,
    upper: t === null ? null : t.upper * scale,
    se: t === null ? null : t.se * scale,
    df: t?.df ?? null,
    p: useExact ? exactP : t?.pValue ?? exactP,
    mde: mde?.mde ?? null,
    mdeCapped: mde?.capped ?? false,
    paired: shared.length,
    methodLabel,
    pShift: t === null || t.df === null ? null : (theta, side2) => {
      const stat = (scaledDelta - theta / scale) / t.se;
      return studentTCdf(side2 === "greater" ? -stat : stat, t.df);
    },
    pWorseExact: binary ? signTestWorseP(counts.worse, counts.better) : null,
    pBetterExact: binary ? signTestWorseP(counts.better, counts.worse) : null,
    // A paired t on 0/1 differences is a Wald interval: trusted once there are enough discordant tasks.
    calibrated: t !== null && !few && (!binary || counts.worse + counts.better >= MIN_DISCORDANT_FOR_T),
    sdDiff: spread ? Math.sqrt(sampleVariance(diffs)) * scale : null
  };
}
function allBinary(base, cand, key) {
  let any = false;
  for (const report of [base, cand]) {
    for (const t of report.trials) {
      const v = numeric(ownValue(t.scores, key));
      if (v === void 0) continue;
      if (v !== 0 && v !== 1) return false;
      any = true;
    }
  }
  return any;
}
function decide2(d, significant, s) {
  const direction = effectiveDirection(d.declared, d.gate);
  return decideVerdict({
    direction,
    gate: d.gate,
    fraction: d.fraction,
    delta: d.delta,
    lower: d.lower,
    upper: d.upper,
    pShift: d.pShift,
    pHarmExact: direction === "higher-better" ? d.pWorseExact : d.pBetterExact,
    alpha: s.alpha,
    significant,
    tooFew: d.paired < s.minTasks,
    mde: d.mde,
    mdeCapped: d.mdeCapped,
    units: "tasks",
    notes: d.notes
  });
}
function taskAdvice(d, direction, s) {
  if (d.gate === null || d.sdDiff === null) return null;
  const detect = d.gate.margin;
  const tasks = runsNeeded(d.sdDiff, detect, s.alpha, s.power, true);
  const move = direction === "higher-better" ? "drop" : direction === "lower-better" ? "rise" : "change";
  const size = formatDelta(detect, { fraction: d.fraction }).replace(/^\+/, "");
  return {
    detect,
    power: s.power,
    runsPerSide: tasks,
    pairedRunsPerSide: tasks,
    basis: "baseline-spread",
    sd: d.sdDiff,
    text: `to detect a ${size} ${move} with ${Math.round(s.power * 100)}% power you need about ${tasks} tasks on both sides (from the spread of the per-task differences; ${d.paired} now)`
  };
}
function reasonFor(report, key, indexes, failingValue) {
  const graderName = /^(?:grader|aggregator)\.(.+)$/.exec(key)?.[1];
  const type = metricTypeOf(key);
  for (const i of indexes) {
    const trial = report.trials[i];
    const v = numeric(ownValue(trial.scores, key));
    if (v !== failingValue && v !== void 0) continue;
    if (graderName !== void 0) {
      const r = ownValue(report.results, graderName)?.[i];
      const text = r?.error ?? r?.reason;
      if (text !== void 0 && text !== null && text !== "") return text;
    }
    const error = type === void 0 ? void 0 : ownValue(trial.errors, type);
    if (error !== void 0) return error;
    if (isFailedStatus(trial.status)) return `trial ${trial.trial_id}: ${trial.status}`;
  }
  return null;
}
function taskFlips(d, base, cand, bTasks, cTasks) {
  const failing = [];
  const passing = [];
  if (!d.binary || d.fixed === "not_comparable" || d.fixed === "baseline_missing" || d.fixed === "candidate_missing") return { failing, passing };
  const bValues = taskValues(base, bTasks, d.key);
  const cValues = taskValues(cand, cTasks, d.key);
  const lowerBetter = effectiveDirection(d.declared, d.gate) === "lower-better";
  for (const taskId of [...bValues.keys()].filter((t) => cValues.has(t)).sort(byCodePoint3)) {
    const b = bValues.get(taskId);
    const c = cValues.get(taskId);
    if (c.value === b.value) continue;
    const worse = lowerBetter ? c.value > b.value : c.value < b.value;
    const flip = {
      taskId,
      intent: ownValue(cand.intents, taskId) ?? ownValue(base.intents, taskId) ?? null,
      key: d.key,
      gated: d.gate !== null,
      baseline: { passes: b.passes, attempts: b.attempts },
      candidate: { passes: c.passes, attempts: c.attempts },
      reason: worse ? reasonFor(cand, d.key, cTasks.get(taskId).indexes, lowerBetter ? 1 : 0) : null,
      direction: lowerBetter ? "lower-better" : "higher-better"
    };
    (worse ? failing : passing).push(flip);
  }
  if (!lowerBetter) {
    const crashed = (report, tasks, taskId, other) => {
      const indexes = tasks.get(taskId)?.indexes ?? [];
      return other.has(taskId) && indexes.length > 0 && indexes.every((i) => isFailedStatus(report.trials[i].status)) ? indexes.length : 0;
    };
    const flipOf = (taskId, b, c, reason) => ({
      taskId,
      intent: ownValue(cand.intents, taskId) ?? ownValue(base.intents, taskId) ?? null,
      key: d.key,
      gated: d.gate !== null,
      baseline: b,
      candidate: c,
      reason,
      direction: "higher-better"
    });
    for (const [taskId, b] of [...bValues].filter(([t]) => !cValues.has(t)).sort(([x], [y]) => byCodePoint3(x, y))) {
      const n = crashed(cand, cTasks, taskId, bValues);
      if (n > 0 && b.passes > 0) failing.push(flipOf(taskId, { passes: b.passes, attempts: b.attempts }, { passes: 0, attempts: n }, reasonFor(cand, d.key, cTasks.get(taskId).indexes, 0)));
    }
    for (const [taskId, c] of [...cValues].filter(([t]) => !bValues.has(t)).sort(([x], [y]) => byCodePoint3(x, y))) {
      const n = crashed(base, bTasks, taskId, cValues);
      if (n > 0 && c.passes > 0) passing.push(flipOf(taskId, { passes: 0, attempts: n }, { passes: c.passes, attempts: c.attempts }, null));
    }
  }
  return { failing, passing };
}
function diffTrialReports(baseline, candidate, options = {}) {
  const alpha = options.alpha ?? 0.05;
  const power = options.power ?? 0.8;
  const minTasks = options.minTasks ?? 3;
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be in (0, 1), got ${power}`);
  if (!Number.isInteger(minTasks) || minTasks < 2) throw new RangeError(`minTasks must be an integer >= 2, got ${minTasks}`);
  const s = { alpha, power, minTasks };
  const gates = normalizeGateOption(options.gates, parseSummaryKeyGates, "key");
  const gateFor = new Map(gates.map((g) => [g.metric, g]));
  const bKeys = allKeys(baseline);
  const cKeys = allKeys(candidate);
  const keys = [.../* @__PURE__ */ new Set([...bKeys, ...cKeys])].sort(byCodePoint3);
  const labelKeys = keys.filter((k) => hasLabels(baseline, k) || hasLabels(candidate, k));
  const numericKeys = keys.filter((k) => !labelKeys.includes(k));
  const unmatched = gates.filter((g) => !numericKeys.includes(g.metric));
  if (unmatched.length > 0) {
    throw new GateRuleError(
      unmatched.map((g) => ({
        rule: g.raw,
        reason: labelKeys.includes(g.metric) ? `'${g.metric}' holds labels, not numbers` : `no summary key '${g.metric}' on either side (keys: ${numericKeys.join(", ") || "none"})`
      }))
    );
  }
  const bTasks = groupTasks(baseline);
  const cTasks = groupTasks(candidate);
  const drafts = numericKeys.map((k) => draftKey(k, baseline, candidate, bTasks, cTasks, gateFor.get(k) ?? null, s));
  const holm = holmByRow(
    drafts.map((d) => d.gate !== null && d.paired >= minTasks ? d.p : null),
    alpha
  );
  const scored = drafts.map((d, i) => {
    const pHolm = holm.adjusted.get(i) ?? null;
    const pUsed = d.gate !== null ? pHolm : d.p;
    const significant = pUsed !== null && pUsed <= alpha;
    const decision2 = d.fixed !== null || d.delta === null ? { verdict: d.fixed ?? "inconclusive", lean: "none", tost: null, pHarm: null } : decide2(d, significant, s);
    const verdict = decision2.verdict;
    if (d.gate !== null && d.p !== null && pHolm !== null && d.p <= alpha && pHolm > alpha) {
      d.notes.push(`significant alone (p = ${d.p.toPrecision(2)}) but not after Holm across ${holm.family} gated keys (p = ${pHolm.toPrecision(2)})`);
    }
    const direction = effectiveDirection(d.declared, d.gate);
    const change = changeOf(d.delta);
    if (verdict === "changed") d.notes.push(`${change === "increase" ? "rose" : "fell"}: a key without a good direction (gate it to give it one)`);
    const undecided = verdict === "inconclusive" || verdict === "too_few_runs" || verdict === "possible_regression";
    const advice = undecided ? taskAdvice(d, direction, { alpha, power }) : null;
    if (advice !== null) d.notes.push(advice.text);
    const fmt = { fraction: d.fraction };
    const hasInterval = d.lower !== null && d.upper !== null;
    const kText = kTextOfTasks(d.paired);
    const label = verdictLabel({ verdict, fraction: d.fraction, gate: d.gate, change, lean: decision2.lean, kText, counted: "tasks" });
    return {
      metric: d.key,
      unit: unitOf(d.key, d.binary, d.fraction),
      fraction: d.fraction,
      direction,
      gate: d.gate,
      baseline: d.baseline,
      candidate: d.candidate,
      pairs: d.paired,
      kText,
      delta: d.delta,
      deltaText: d.delta === null ? null : formatDelta(d.delta, fmt),
      change,
      lean: decision2.lean,
      interval: hasInterval ? { lower: d.lower, upper: d.upper, confidence: 1 - alpha } : null,
      intervalText: hasInterval ? formatInterval(d.lower, d.upper, fmt) : null,
      intervalCalibrated: hasInterval && d.calibrated,
      method: d.delta === null ? "none" : d.lower === null ? "permutation" : "paired-t",
      methodLabel: d.methodLabel,
      se: d.se,
      df: d.df,
      pValue: d.p,
      pValueHarm: decision2.pHarm,
      pValueHolm: pHolm,
      tost: decision2.tost,
      icc: null,
      mde: d.mde,
      mdeText: d.mde === null ? null : formatDelta(d.mde, fmt).replace(/^\+/, ""),
      mdeCapped: d.mdeCapped,
      underpowered: d.gate !== null && d.mde !== null && d.mde > d.gate.margin,
      advice,
      sequential: null,
      verdict,
      verdictLabel: label,
      fails: false,
      differingFields: d.differing,
      notes: d.notes,
      flips: null,
      bootstrap: null
    };
  });
  const failOn = options.failOn ?? "regression";
  const decision = gateDecision(scored, failOn, gates.length > 0);
  const failingKeys = new Set(decision.failing.map((f) => f.metric));
  const metrics = scored.map((m) => failingKeys.has(m.metric) ? { ...m, fails: true } : m);
  const warnings = [];
  if (baseline.trials.length === 0) warnings.push("the baseline has no trials");
  if (candidate.trials.length === 0) warnings.push("the candidate has no trials");
  for (const [side, report] of [["baseline", baseline], ["candidate", candidate]]) {
    for (const { dataset, total, missing } of missingShards(report)) {
      const list = missing.map((i) => `${i}/${total}`).join(", ");
      const one = missing.length === 1;
      warnings.push(`the ${side} lacks ${one ? "shard" : "shards"} ${list} of ${dataset} (grade --shard ${list}): ${one ? "its" : "their"} tasks are not compared`);
    }
  }
  const config = differingProvenance(baseline.provenance, candidate.provenance);
  for (const f of config) {
    warnings.push(`${f.field} differs (${f.baseline.join(", ")} \u2192 ${f.candidate.join(", ")}): the scoring changed, so a \u0394 may come from the yardstick rather than the agent`);
  }
  if (labelKeys.length > 0) warnings.push(`not diffed (labels, not numbers): ${labelKeys.join(", ")}`);
  const overall = overallVerdict(metrics);
  const failing = [];
  const passing = [];
  for (const d of drafts) {
    const f = taskFlips(d, baseline, candidate, bTasks, cTasks);
    failing.push(...f.failing);
    passing.push(...f.passing);
  }
  const flipOrder = (a, b) => Number(b.gated) - Number(a.gated) || byCodePoint3(a.key, b.key) || byCodePoint3(a.taskId, b.taskId);
  const countFailed = (r) => r.trials.filter((t) => isFailedStatus(t.status)).length;
  return {
    diff: { metrics, overall, failOn, decision, alpha, minRunsForWelch: minTasks, sequential: false, gates, warnings },
    tasks: {
      shared: [...bTasks.keys()].filter((t) => cTasks.has(t)).length,
      baselineOnly: [...bTasks.keys()].filter((t) => !cTasks.has(t)).sort(byCodePoint3),
      candidateOnly: [...cTasks.keys()].filter((t) => !bTasks.has(t)).sort(byCodePoint3)
    },
    trials: { baseline: baseline.trials.length, candidate: candidate.trials.length, failedBaseline: countFailed(baseline), failedCandidate: countFailed(candidate) },
    newlyFailing: failing.sort(flipOrder),
    newlyPassing: passing.sort(flipOrder),
    labelKeys
  };
}
function trialReportToScoreTable(report) {
  const tasks = groupTasks(report);
  const keys = [...allKeys(report)].filter((k) => !hasLabels(report, k)).sort(byCodePoint3);
  const perKey = new Map(
    keys.map((k) => {
      const values = taskValues(report, tasks, k);
      return [k, { values, fraction: isFractionKey([report], k, [...values.values()]) }];
    })
  );
  const runs = [...tasks.keys()].sort(byCodePoint3).map((taskId) => {
    const metrics = {};
    for (const key of keys) {
      const entry = perKey.get(key);
      const v = entry?.values.get(taskId);
      if (entry === void 0 || v === void 0) continue;
      const { fraction } = entry;
      defineOwn(metrics, key, { unit: unitOf(key, false, fraction), direction: defaultDirection(key, false), fraction, score: v.value });
    }
    return { id: taskId, pairing: { scenario: taskId }, metrics };
  });
  return { runs };
}

export {
  formatDelta,
  formatScore,
  VERDICT_SEVERITY,
  verdictLabel,
  GateRuleError,
  emptyGateWarning,
  parseGateRules,
  diffScoreTables,
  shouldFail,
  parseSummaryKeyGates,
  isValidCommentId,
  commentIdMarker,
  headMarker,
  parseCommentMarkers,
  plainText,
  escapeMarkdown,
  sortMetrics,
  confidencePercent,
  commonIntervalLevel,
  attemptsText,
  renderComment,
  signTestP,
  diffTrialReports,
  trialReportToScoreTable
};
