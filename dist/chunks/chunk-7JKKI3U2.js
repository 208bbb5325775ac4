import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  eventsOfType,
  ofType
} from "./chunk-7OZOL6PT.js";
import {
  compareCodePoints,
  pyIntList,
  pyJsonLoads,
  pyRound,
  pySplit
} from "./chunk-YQUIWL3O.js";
import {
  PyFloat,
  formatPyJsonFloat,
  orjsonScalar
} from "./chunk-6UXS7MO4.js";
import {
  firstIssue
} from "./chunk-74ZREX4V.js";
import {
  __commonJS,
  __toESM
} from "./chunk-UH4U5CWS.js";

// node_modules/fastest-levenshtein/mod.js
var require_mod = __commonJS({
  "node_modules/fastest-levenshtein/mod.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.distance = exports.closest = void 0;
    var peq = new Uint32Array(65536);
    var myers_32 = function(a, b) {
      var n = a.length;
      var m = b.length;
      var lst = 1 << n - 1;
      var pv = -1;
      var mv = 0;
      var sc = n;
      var i = n;
      while (i--) {
        peq[a.charCodeAt(i)] |= 1 << i;
      }
      for (i = 0; i < m; i++) {
        var eq = peq[b.charCodeAt(i)];
        var xv = eq | mv;
        eq |= (eq & pv) + pv ^ pv;
        mv |= ~(eq | pv);
        pv &= eq;
        if (mv & lst) {
          sc++;
        }
        if (pv & lst) {
          sc--;
        }
        mv = mv << 1 | 1;
        pv = pv << 1 | ~(xv | mv);
        mv &= xv;
      }
      i = n;
      while (i--) {
        peq[a.charCodeAt(i)] = 0;
      }
      return sc;
    };
    var myers_x = function(b, a) {
      var n = a.length;
      var m = b.length;
      var mhc = [];
      var phc = [];
      var hsize = Math.ceil(n / 32);
      var vsize = Math.ceil(m / 32);
      for (var i = 0; i < hsize; i++) {
        phc[i] = -1;
        mhc[i] = 0;
      }
      var j = 0;
      for (; j < vsize - 1; j++) {
        var mv_1 = 0;
        var pv_1 = -1;
        var start_1 = j * 32;
        var vlen_1 = Math.min(32, m) + start_1;
        for (var k = start_1; k < vlen_1; k++) {
          peq[b.charCodeAt(k)] |= 1 << k;
        }
        for (var i = 0; i < n; i++) {
          var eq = peq[a.charCodeAt(i)];
          var pb = phc[i / 32 | 0] >>> i & 1;
          var mb = mhc[i / 32 | 0] >>> i & 1;
          var xv = eq | mv_1;
          var xh = ((eq | mb) & pv_1) + pv_1 ^ pv_1 | eq | mb;
          var ph = mv_1 | ~(xh | pv_1);
          var mh = pv_1 & xh;
          if (ph >>> 31 ^ pb) {
            phc[i / 32 | 0] ^= 1 << i;
          }
          if (mh >>> 31 ^ mb) {
            mhc[i / 32 | 0] ^= 1 << i;
          }
          ph = ph << 1 | pb;
          mh = mh << 1 | mb;
          pv_1 = mh | ~(xv | ph);
          mv_1 = ph & xv;
        }
        for (var k = start_1; k < vlen_1; k++) {
          peq[b.charCodeAt(k)] = 0;
        }
      }
      var mv = 0;
      var pv = -1;
      var start = j * 32;
      var vlen = Math.min(32, m - start) + start;
      for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] |= 1 << k;
      }
      var score = m;
      for (var i = 0; i < n; i++) {
        var eq = peq[a.charCodeAt(i)];
        var pb = phc[i / 32 | 0] >>> i & 1;
        var mb = mhc[i / 32 | 0] >>> i & 1;
        var xv = eq | mv;
        var xh = ((eq | mb) & pv) + pv ^ pv | eq | mb;
        var ph = mv | ~(xh | pv);
        var mh = pv & xh;
        score += ph >>> m - 1 & 1;
        score -= mh >>> m - 1 & 1;
        if (ph >>> 31 ^ pb) {
          phc[i / 32 | 0] ^= 1 << i;
        }
        if (mh >>> 31 ^ mb) {
          mhc[i / 32 | 0] ^= 1 << i;
        }
        ph = ph << 1 | pb;
        mh = mh << 1 | mb;
        pv = mh | ~(xv | ph);
        mv = ph & xv;
      }
      for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] = 0;
      }
      return score;
    };
    var distance2 = function(a, b) {
      if (a.length < b.length) {
        var tmp = b;
        b = a;
        a = tmp;
      }
      if (b.length === 0) {
        return a.length;
      }
      if (a.length <= 32) {
        return myers_32(a, b);
      }
      return myers_x(a, b);
    };
    exports.distance = distance2;
    var closest = function(str, arr) {
      var min_distance = Infinity;
      var min_index = 0;
      for (var i = 0; i < arr.length; i++) {
        var dist = distance2(str, arr[i]);
        if (dist < min_distance) {
          min_distance = dist;
          min_index = i;
        }
      }
      return arr[min_index];
    };
    exports.closest = closest;
  }
});

// src/metrics/shared/sidecar-json.ts
async function readSidecarArray(sidecars, file, field) {
  const text = await sidecars.readText(file);
  if (text === void 0) return [];
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const value = typeof parsed === "object" && parsed !== null ? parsed[field] : void 0;
  return Array.isArray(value) ? value : [];
}
function parseSidecarJson(metric, file, text, schema) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${metric}: ${file}: malformed JSON (${error.message})`, { cause: error });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new Error(`${metric}: ${file}: field '${field ?? "(root)"}': ${message}`);
  }
  return parsed.data;
}

// src/metrics/shared/probe-responses.ts
var import_fastest_levenshtein = __toESM(require_mod(), 1);
var PROBE_RESPONSES_FILE = "protocol_probe_responses.jsonl";
async function readProbeResponses(context, metricName) {
  const text = await context.sidecars.readText(PROBE_RESPONSES_FILE);
  if (text === void 0) return void 0;
  const { probeResponseSchema } = await import("./probe-response-schema-NHSOWT3U.js");
  const rows = [];
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    if (pySplit(line).length === 0) return;
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      parsed = pythonJsonOf(line);
      if (parsed === void 0) {
        context.log(`${metricName}: ${PROBE_RESPONSES_FILE} line ${i + 1} skipped: invalid JSON (${error.message})`);
        return;
      }
    }
    if (holdsLoneSurrogate(parsed)) {
      context.log(`${metricName}: ${PROBE_RESPONSES_FILE} line ${i + 1} skipped: invalid JSON (a lone surrogate escape such as \\ud800)`);
      return;
    }
    const result = probeResponseSchema.safeParse(parsed);
    if (!result.success) {
      const { field, message } = firstIssue(result.error);
      context.log(`${metricName}: ${PROBE_RESPONSES_FILE} line ${i + 1} skipped: not a probe response (${field === void 0 ? "" : `${field}: `}${message})`);
      return;
    }
    rows.push(result.data);
  });
  return rows;
}
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
function holdsLoneSurrogate(value) {
  if (typeof value === "string") return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(holdsLoneSurrogate);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => LONE_SURROGATE.test(key) || holdsLoneSurrogate(item));
  }
  return false;
}
function pythonJsonOf(line) {
  let value;
  try {
    value = pyJsonLoads(line);
  } catch {
    return void 0;
  }
  const plain = (v) => {
    if (typeof v === "bigint") return Number(v);
    if (Array.isArray(v)) return v.map(plain);
    if (v instanceof Map) return Object.fromEntries([...v].map(([key, item]) => [key, plain(item)]));
    return v;
  };
  return plain(value);
}
function codePoints(text) {
  const out = [];
  for (const ch of text) out.push(ch.codePointAt(0));
  return out;
}
function codePointDistance(a, b) {
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  const row = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    const ca = a[i - 1];
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      const substitute = diagonal + (ca === b[j - 1] ? 0 : 1);
      const fromLeft = row[j - 1] + 1;
      row[j] = Math.min(substitute, above + 1, fromLeft);
      diagonal = above;
    }
  }
  return row[b.length];
}
var SURROGATE = /[\ud800-\udfff]/;
function levenshteinDistance(a, b) {
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return (0, import_fastest_levenshtein.distance)(a, b);
  return codePointDistance(codePoints(a), codePoints(b));
}
function normalizedSimilarity(a, b) {
  const longest = Math.max(codePoints(a).length, codePoints(b).length);
  const normalizedDistance = longest === 0 ? 0 : levenshteinDistance(a, b) / longest;
  return 1 - normalizedDistance;
}
function cartesianMeanSimilarity(xs, ys) {
  let total = 0;
  let count = 0;
  for (const x of xs) {
    for (const y of ys) {
      total += normalizedSimilarity(x, y);
      count += 1;
    }
  }
  return total / count;
}
function cutoffSortKey(cutoff) {
  return cutoff === null ? [1, 0] : [0, cutoff];
}
function compareCutoffs(a, b) {
  const [ka, va] = cutoffSortKey(a);
  const [kb, vb] = cutoffSortKey(b);
  return ka !== kb ? ka - kb : va - vb;
}
function byReplica(rows) {
  return [...rows].sort((x, y) => x.replica_index - y.replica_index);
}
function compareStringTuples(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareCodePoints(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}
function writeCompact(value, out) {
  const scalar = orjsonScalar(value);
  if (scalar !== void 0) out.push(scalar);
  else if (Array.isArray(value)) {
    out.push("[");
    value.forEach((item, i) => {
      if (i > 0) out.push(",");
      writeCompact(item, out);
    });
    out.push("]");
  } else {
    const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
    out.push("{");
    entries.forEach(([key, item], i) => {
      if (i > 0) out.push(",");
      out.push(JSON.stringify(key), ":");
      writeCompact(item, out);
    });
    out.push("}");
  }
}
function dumpsCompact(value) {
  const out = [];
  writeCompact(value, out);
  return out.join("");
}
function pyStr(value) {
  if (value === null) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : formatPyJsonFloat(value);
  return typeof value === "string" ? value : JSON.stringify(value);
}
var NOT_KEYS = /* @__PURE__ */ new Set(["response_texts", "response_texts_by_agent", "cells", "pairs", "mean_similarity"]);
async function readGroupKeyedObservations(sidecars, file) {
  const groups = await readSidecarArray(sidecars, file, "groups");
  const observations = [];
  for (const group of groups) {
    if (typeof group !== "object" || group === null) continue;
    const record = group;
    const value = record.mean_similarity;
    if (typeof value !== "number") continue;
    const keys = {};
    for (const [key, field] of Object.entries(record)) {
      if (NOT_KEYS.has(key)) continue;
      if (Array.isArray(field)) keys[key] = field.map(pyStr).join(", ");
      else if (typeof field !== "object" || field === null) keys[key] = pyStr(field);
    }
    observations.push({ keys, value });
  }
  return observations;
}
function pyFloat(value) {
  return new PyFloat(value);
}

// src/metrics/round-success.ts
function compareTeamIds(a, b) {
  if (a === null) return b === null ? 0 : -1;
  if (b === null) return 1;
  return compareCodePoints(a, b);
}
function groupByTeam(results) {
  const groups = /* @__PURE__ */ new Map();
  for (const result of results) {
    const group = groups.get(result.team_id);
    if (group === void 0) groups.set(result.team_id, [result]);
    else group.push(result);
  }
  return [...groups.entries()].sort(([a], [b]) => compareTeamIds(a, b)).map(([teamId, group]) => {
    const sorted = [...group].sort((x, y) => x.round_number - y.round_number);
    return { teamId, results: sorted, won: sorted.filter((r) => r.success).length, total: sorted.length };
  });
}
var roundSuccess = {
  name: "round_success",
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: true,
  eventTypes: ["round_result_recorded"],
  description: "Fraction of recorded round results that succeeded, per team.",
  unit: "fraction of rounds succeeded ({won}/{total})",
  notApplicableWhen: "the run has no round_result_recorded event",
  compute(context) {
    const results = eventsOfType(context.events, "round_result_recorded");
    if (results.length === 0) {
      context.log("round_success: the run has no round_result_recorded event; no measurement");
      return Promise.resolve([]);
    }
    const measurements = groupByTeam(results).map((team) => ({
      metric_name: team.teamId === null ? "round_success" : `round_success_${team.teamId}`,
      score: team.won / team.total,
      // groups are never empty
      score_unit: `fraction of rounds succeeded (${team.won}/${team.total})`,
      summary: `succeeded in ${team.won}/${team.total} rounds`,
      per_round: team.results.map((r) => ({ round_number: r.round_number, value: r.success ? 1 : 0, note: r.reason })),
      per_agent: []
    }));
    return Promise.resolve(measurements);
  }
};

// src/metrics/round-success-after-resume.ts
var NAME = "round_success_after_resume";
var REPLACE_MANIFEST = "replace_manifest.json";
var CROSS_RUN_REPLACE_MANIFEST = "cross_run_replace_manifest.json";
function inRunAnchors(events) {
  const swaps = eventsOfType(events, "agent_swapped_mid_run");
  const advanced = eventsOfType(events, "round_advanced").map((e) => e.round_number);
  if (advanced.length === 0) return [];
  let last = advanced[0];
  for (const round of advanced) if (round > last) last = round;
  const sortedRounds = swaps.map((s) => s.round_number).sort((a, b) => a - b);
  return swaps.map((swap, k) => {
    const round = swap.round_number;
    const next = sortedRounds.indexOf(round) + 1;
    const nextRound = sortedRounds[next];
    const windowEnd = nextRound === void 0 ? last : nextRound - 1;
    const start = k === 0 ? 1 : swaps[k - 1].round_number;
    const end = round - 1;
    return {
      baseName: `${NAME}_round_${round}_${swap.agent_id}`,
      flowLabel: "in-run scheduled swap",
      roundStart: round,
      roundsAfterSwap: Math.max(0, windowEnd - round),
      baseline: end < start ? void 0 : { kind: "in-run", start, end }
    };
  });
}
async function manifestAnchors(context) {
  const replace = await context.sidecars.readText(REPLACE_MANIFEST);
  if (replace !== void 0) {
    const { replaceManifestSchema } = await import("./replace-manifests-DZTJUYQG.js");
    const manifest = parseSidecarJson(NAME, REPLACE_MANIFEST, replace, replaceManifestSchema);
    return [
      {
        baseName: NAME,
        flowLabel: "replace-agent",
        roundStart: manifest.round_start,
        roundsAfterSwap: manifest.rounds_after_swap,
        baseline: { kind: "source-run", runId: manifest.source_run_id, runDir: manifest.source_run_dir }
      }
    ];
  }
  const crossRun = await context.sidecars.readText(CROSS_RUN_REPLACE_MANIFEST);
  if (crossRun !== void 0) {
    const { crossRunReplaceManifestSchema } = await import("./replace-manifests-DZTJUYQG.js");
    const manifest = parseSidecarJson(NAME, CROSS_RUN_REPLACE_MANIFEST, crossRun, crossRunReplaceManifestSchema);
    return [
      {
        baseName: NAME,
        flowLabel: "cross-run replace-agent",
        roundStart: manifest.round_start,
        roundsAfterSwap: manifest.rounds_after_swap,
        baseline: { kind: "source-run", runId: manifest.source_a_run_id, runDir: manifest.source_a_run_dir }
      }
    ];
  }
  return [];
}
function resultsByRound(events) {
  const byRound = /* @__PURE__ */ new Map();
  for (const result of eventsOfType(events, "round_result_recorded")) {
    const bucket = byRound.get(result.round_number);
    if (bucket === void 0) byRound.set(result.round_number, [result]);
    else bucket.push(result);
  }
  return byRound;
}
function scoreWindow(rounds, byRound) {
  return groupByTeam(rounds.flatMap((round) => byRound.get(round) ?? []));
}
function inclusiveRange(start, end) {
  const out = [];
  for (let r = start; r <= end; r++) out.push(r);
  return out;
}
function baselineDescription(baseline) {
  if (baseline === void 0) return "unknown";
  if (baseline.kind === "in-run") return `(rounds ${baseline.start}-${baseline.end} of same run)`;
  return baseline.runId === "" ? "unknown" : baseline.runId;
}
async function baselineTeams(context, anchor, candidates, ownResults) {
  const baseline = anchor.baseline;
  if (baseline === void 0) return [];
  if (baseline.kind === "in-run") {
    const rounds2 = inclusiveRange(baseline.start, baseline.end).filter((r) => ownResults.has(r));
    return scoreWindow(rounds2, ownResults);
  }
  if (baseline.runDir === "") return [];
  const sourceEvents = await context.loadRun(baseline.runDir, context.scenario.name);
  if (sourceEvents === void 0) return [];
  const advanced = new Set(eventsOfType(sourceEvents, "round_advanced").map((e) => e.round_number));
  const sourceResults = resultsByRound(sourceEvents);
  const rounds = candidates.filter((r) => advanced.has(r) && sourceResults.has(r));
  return scoreWindow(rounds, sourceResults);
}
function percent(fraction) {
  return pyRound(fraction * 100);
}
function deltaLabel(delta) {
  if (delta > 0) return `+${delta} pp (resumed better)`;
  if (delta < 0) return `${delta} pp (resumed worse)`;
  return "0 pp (same)";
}
async function scoreAnchor(context, anchor, ownResults) {
  const { roundStart: start, roundsAfterSwap: after } = anchor;
  const candidates = inclusiveRange(start, start + after);
  const resumedScored = candidates.filter((r) => ownResults.has(r));
  const window = `(round_start=${start}, rounds_after_swap=${after})`;
  if (resumedScored.length === 0) {
    return [
      {
        metric_name: anchor.baseName,
        score: 0,
        score_unit: "fraction of post-resume rounds won",
        summary: `${anchor.flowLabel} did not advance any post-swap round ${window}.`,
        per_round: [],
        per_agent: []
      }
    ];
  }
  const resumed = scoreWindow(resumedScored, ownResults);
  const baseline = await baselineTeams(context, anchor, candidates, ownResults);
  const description = baselineDescription(anchor.baseline);
  return resumed.map((team) => {
    const score = team.won / team.total;
    const parts = [`Resumed: ${team.won}/${team.total} (${percent(score)}%) won in post-resume rounds ${window}.`];
    const source = baseline.find((b) => b.teamId === team.teamId);
    if (source === void 0) {
      parts.push(`Source ${description} not available for comparison.`);
    } else {
      const sourceScore = source.won / source.total;
      parts.push(`Source ${description} over the same window: ${source.won}/${source.total} (${percent(sourceScore)}%).`);
      parts.push(`\u0394 vs source: ${deltaLabel(pyRound((score - sourceScore) * 100))}.`);
    }
    parts.push(`Scored rounds (resumed): ${pyIntList(resumedScored)}.`);
    for (const result of team.results) if (!result.success) parts.push(`R${result.round_number}: ${result.reason}`);
    return {
      metric_name: team.teamId === null ? anchor.baseName : `${anchor.baseName}_${team.teamId}`,
      score,
      // Python's `team_id or "solo"`: an empty team id is falsy too
      score_unit: `fraction of post-resume rounds ${team.teamId === null || team.teamId === "" ? "solo" : team.teamId} won (${team.won}/${team.total})`,
      summary: parts.join(" "),
      per_round: team.results.map((r) => ({ round_number: r.round_number, value: r.success ? 1 : 0, note: r.reason })),
      per_agent: []
    };
  });
}
var roundSuccessAfterResume = {
  name: NAME,
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: true,
  eventTypes: ["agent_swapped_mid_run", "round_advanced", "round_result_recorded"],
  description: "Win rate in the rounds after each agent swap or resume, compared with a baseline window.",
  unit: "fraction of post-resume rounds {team} won ({won}/{total})",
  notApplicableWhen: "the run has no swap (event or replace manifest), or no round_result_recorded event",
  async compute(context) {
    const hasInRunSwaps = context.events.some(ofType("agent_swapped_mid_run"));
    const anchors = hasInRunSwaps ? inRunAnchors(context.events) : await manifestAnchors(context);
    if (anchors.length === 0) {
      context.log(
        hasInRunSwaps ? `${NAME}: the run has swap events but no round_advanced event; no measurement` : `${NAME}: no agent_swapped_mid_run event, ${REPLACE_MANIFEST} or ${CROSS_RUN_REPLACE_MANIFEST}; no measurement`
      );
      return [];
    }
    const ownResults = resultsByRound(context.events);
    if (ownResults.size === 0) {
      context.log(`${NAME}: the run has no round_result_recorded event; no measurement`);
      return [];
    }
    const measurements = [];
    for (const anchor of anchors) measurements.push(...await scoreAnchor(context, anchor, ownResults));
    return measurements;
  }
};

// src/metrics/contract.ts
async function appendSidecar(store, name, contents) {
  if (store.appendText !== void 0) return store.appendText(name, contents);
  const before = await store.readText(name) ?? "";
  return store.writeText(name, before + contents);
}
function isFractionMetric(unit) {
  return unit.trimStart().toLowerCase().startsWith("fraction");
}

// src/metrics/lazy-metric.ts
var DECLARED = ["name", "version", "kind", "direction", "fraction", "description", "unit", "notApplicableWhen", "eventTypes", "toolNames"];
function entryMismatch(entry, implementation) {
  for (const field of DECLARED) {
    if (JSON.stringify(entry[field]) !== JSON.stringify(implementation[field])) return field;
  }
  if (entry.readsKeyedObservations !== (implementation.readKeyedObservations !== void 0)) return "readKeyedObservations";
  return void 0;
}
function lazyMetric(entry, load) {
  let loading;
  const implementation = () => {
    loading ??= load().then(
      (loaded) => {
        const field = entryMismatch(entry, loaded);
        if (field !== void 0) throw new Error(`internal error: the registry's entry of ${entry.name} differs from its implementation in '${field}'`);
        return loaded;
      },
      (error) => {
        loading = void 0;
        throw error;
      }
    );
    return loading;
  };
  const { readsKeyedObservations, ...declared } = entry;
  return {
    ...declared,
    compute: async (context) => (await implementation()).compute(context),
    ...readsKeyedObservations ? {
      readKeyedObservations: async (sidecars) => {
        const loaded = await implementation();
        return loaded.readKeyedObservations === void 0 ? [] : loaded.readKeyedObservations(sidecars);
      }
    } : {}
  };
}

// src/metrics/lazy-builtins.ts
async function implementationOf(name) {
  const { JUDGED_METRICS } = await import("./judged-metrics-4A34PSKU.js");
  const metric = JUDGED_METRICS.find((m) => m.name === name);
  if (metric === void 0) throw new Error(`internal error: no implementation of the metric ${name}`);
  return metric;
}
var PROTOCOL_EXPLANATION_ENTRY = {
  name: "protocol_explanation",
  version: "1",
  kind: "probe",
  // a count of what was asked, not a quality: the diff shows it changed, in neither direction
  direction: "none",
  fraction: false,
  description: "Asks each agent, with its own model and its end-of-run history, to describe the protocol it remembers (the scenario's describe template per role, else a generic prompt).",
  unit: "agents probed",
  notApplicableWhen: "no --scenario-assets were given, no agent has a history to rebuild, or every probe failed",
  readsKeyedObservations: false
};
var PROTOCOL_PROBE_ENTRY = {
  name: "protocol_probe",
  version: "1",
  kind: "probe",
  // a count of what was asked, not a quality: the diff shows it changed, in neither direction
  direction: "none",
  fraction: false,
  description: "Re-asks each agent, with its own model and its history up to --probe-round, the scenario's probe questions --probe-replicas times; rows go to protocol_probe_responses.jsonl for the similarity metrics.",
  unit: "probe responses",
  notApplicableWhen: "no --scenario-assets were given or the scenario has no probe question bank",
  readsKeyedObservations: false
};
var JUDGE_METRIC_ENTRIES = [
  {
    name: "communication_feature_presence",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: confidence per communication-ontology category; the score counts categories at confidence \u2265 0.5.",
    unit: "categories \u2265 0.5 (of {ontology categories})",
    notApplicableWhen: "the scenario builds no communication rounds",
    readsKeyedObservations: true
  },
  {
    name: "communication_open_coding",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: free-form labels for the features of the agents' communication, with per-round evidence.",
    unit: "free-form labels",
    notApplicableWhen: "the scenario builds no communication rounds",
    readsKeyedObservations: true
  },
  {
    name: "dialog_retransmission",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge (3 replicas): per-round counts of dialog messages and retransmission requests, written as dialog_count and retransmission_request_count.",
    unit: "{dialog|retransmission request} messages/round",
    notApplicableWhen: "the run has no message on any channel, or all 3 judge replicas fail",
    readsKeyedObservations: false
  },
  {
    name: "language_repetition",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge (3 replicas per round): how many times each message re-encodes its own information, averaged per round and over rounds, per primary channel.",
    unit: "mean encodings per information unit (x; 1.0 = no repetition)",
    notApplicableWhen: "the scenario has no primary channel; per channel: no message could be scored",
    readsKeyedObservations: true
  },
  {
    name: "language_strangeness",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: rounds whose messages use unusual grammar, structure, formatting or telegraph style.",
    unit: "rounds with non-standard language (out of {total_rounds})",
    notApplicableWhen: "the run has no message on any channel",
    readsKeyedObservations: false
  },
  {
    name: "neologism",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: rounds in which agents use genuinely invented words with a meaning.",
    unit: "rounds with detected neologisms (out of {total_rounds})",
    notApplicableWhen: "the run has no message on any channel",
    readsKeyedObservations: false
  },
  {
    name: "protocol_learned_after_swap",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: post-boundary rounds in which a newcomer visibly uses the protocol established before a personnel change.",
    unit: "post-boundary rounds with newcomer protocol evidence (out of {post_rounds})",
    notApplicableWhen: "the scenario reports no boundary, builds no communication rounds, or one side of the boundary is empty",
    readsKeyedObservations: false
  },
  {
    name: "shorthand_codes",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: rounds in which agents use abbreviation systems or symbol-to-meaning codes.",
    unit: "rounds with shorthand codes (out of {total_rounds})",
    notApplicableWhen: "the run has no message on any channel",
    readsKeyedObservations: false
  },
  {
    name: "slang_emergence",
    version: "1",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "LLM judge: rounds in which agents repurpose existing words with meanings of their own.",
    unit: "rounds with slang emergence (out of {total_rounds})",
    notApplicableWhen: "the run has no message on any channel",
    readsKeyedObservations: false
  }
];
var onUse = (entry) => lazyMetric(entry, () => implementationOf(entry.name));
var protocolExplanationOnUse = onUse(PROTOCOL_EXPLANATION_ENTRY);
var protocolProbeOnUse = onUse(PROTOCOL_PROBE_ENTRY);
var JUDGE_METRICS_ON_USE = JUDGE_METRIC_ENTRIES.map(onUse);
function metricDeclaration(name) {
  const entry = [PROTOCOL_EXPLANATION_ENTRY, PROTOCOL_PROBE_ENTRY, ...JUDGE_METRIC_ENTRIES].find((e) => e.name === name);
  if (entry === void 0) throw new Error(`internal error: no registry entry for the metric ${name}`);
  return Object.fromEntries(Object.entries(entry).filter(([field]) => field !== "readsKeyedObservations"));
}

export {
  require_mod,
  readSidecarArray,
  parseSidecarJson,
  PROBE_RESPONSES_FILE,
  readProbeResponses,
  normalizedSimilarity,
  cartesianMeanSimilarity,
  compareCutoffs,
  byReplica,
  compareStringTuples,
  dumpsCompact,
  readGroupKeyedObservations,
  pyFloat,
  roundSuccess,
  REPLACE_MANIFEST,
  roundSuccessAfterResume,
  appendSidecar,
  isFractionMetric,
  protocolExplanationOnUse,
  protocolProbeOnUse,
  JUDGE_METRICS_ON_USE,
  metricDeclaration
};
