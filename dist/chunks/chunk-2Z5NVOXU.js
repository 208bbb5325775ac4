import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  VERDICT_SEVERITY,
  formatDelta,
  formatScore,
  sampleVariance,
  shouldFail
} from "./chunk-JVVEEN34.js";
import {
  renderTemplate
} from "./chunk-Y5GWXIEH.js";
import {
  compareCodePoints,
  fmean
} from "./chunk-WIWH3ZML.js";
import {
  ownValue
} from "./chunk-YGHWAPUX.js";

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
  s = s.replace(/[|`[\]*~]/g, (c) => `\\${c}`);
  s = s.replace(/(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, "\\_");
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

// raw-text:templates/comment/chart.njk
var chart_default = '{#- Mermaid xychart of the per-round success rate, collapsed: the verdict and table come first.\n    xychart-beta has no legend, so the series are told apart by kind (bars vs line) and named in\n    the caption. Only numbers go into the chart. -#}\n<details>\n<summary>Chart: per-round success rate</summary>\n\n```mermaid\n%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "{{ palette }}"}}}}%%\nxychart-beta\n  title "{{ title }}"\n  x-axis "round" [{% for r in rounds %}"{{ r }}"{% if not loop.last %}, {% endif %}{% endfor %}]\n  y-axis "success rate (%)" 0 --> 100\n{%- if baseline %}\n  bar [{{ baseline | join(", ") }}]\n{%- endif %}\n  line [{{ candidate | join(", ") }}]\n```\n<sub>{% if baseline %}Bars: baseline ({{ baselineRuns }}) \xB7 line: candidate ({{ candidateRuns }}).{% else %}Candidate ({{ candidateRuns }}).{% endif %} Success rate per round, pooled over runs.{% if skipped > 0 %} {{ skippedRounds }} scored on one side only left out.{% endif %}</sub>\n\n</details>\n';

// raw-text:templates/comment/details.njk
var details_default = `{#- Collapsed details: how each interval was computed, notes, differing fields, provenance.
    Every string is already escaped Markdown. -#}
<details>
<summary>Details: methods, notes, provenance</summary>
{%- if hasDiff %}

Intervals are two-sided {{ confidence }}%. A regression needs the interval to exclude 0 (Holm-adjusted across gated metrics) **and** \u0394 to reach the gate margin; with fewer than {{ minRuns }} {{ kUnit }} a verdict is at most a warning. k: {{ kUnit }} with the metric, baseline / candidate. MDE: the smallest change this design detects with 80% power. p: two-sided p-value for \u0394 = 0.

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
- Trimmed from this comment: {{ dropped | join("; ") }}
{%- endif %}

</details>
`;

// raw-text:templates/comment/flips.njk
var flips_default = "{#- Per-round flips of a 0/1 round metric (round_success): one line of counts, the rounds collapsed.\n    Every string is already escaped Markdown. -#}\n{% if notComparable -%}\n**Round flips** in {{ metric }}: not comparable: {{ notComparable }}.\n{%- else -%}\n**Round flips** in {{ metric }}: {{ failingText }}, {{ passingText }}{% if skipped %}; {{ skipped }}{% endif %}.\n{%- endif %}\n{%- if rows.length > 0 %}\n\n<details>\n<summary>Show the {{ shownText }}</summary>\n\n| | {% if keyed %}Scenario | Seed | {% endif %}Round | Baseline | Candidate |\n|:--|{% if keyed %}:--|:--|{% endif %}--:|--:|--:|\n{%- for row in rows %}\n| {% if row.failing %}\u{1F53B} newly failing{% else %}\u{1F53A} newly passing{% endif %} | {% if keyed %}{{ row.scenario }} | {{ row.seed }} | {% endif %}{{ row.round }} | {{ row.baseline }} | {{ row.candidate }} |\n{%- endfor %}\n{%- if hiddenFailing > 0 or hiddenPassing > 0 %}\n\n<sub>Not shown: {% if hiddenFailing > 0 %}{{ hiddenFailing }} more newly failing{% endif %}{% if hiddenFailing > 0 and hiddenPassing > 0 %}, {% endif %}{% if hiddenPassing > 0 %}{{ hiddenPassing }} more newly passing{% endif %} (all flips are in the job summary).</sub>\n{%- endif %}\n\n</details>\n{%- endif %}\n";

// raw-text:templates/comment/header.njk
var header_default = '{#- Header of the PR comment: hidden markers (must come first), title, the verdict line, one line of\n    context. Every string in `view` is already escaped Markdown (src/report/escape-markdown.ts). -#}\n{%- for marker in markers %}{{ marker }}\n{% endfor -%}\n### {{ title }}\n\n{% if headline.kind == "no_baseline" -%}\n\u2139\uFE0F **No baseline**: showing absolute candidate scores.\n{%- elif headline.kind == "empty" -%}\n\u2139\uFE0F **Nothing to compare**: neither side has any metric.\n{%- elif headline.kind == "regression" -%}\n\u274C **Regression** in {{ headline.metric }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "possible_regression" -%}\n\u26A0\uFE0F **Possible regression** in {{ headline.metric }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}: a suggestive drop, not yet conclusive\n{%- elif headline.kind == "not_comparable" -%}\n\u{1F6AB} **Not comparable**: {{ headline.metric }} was measured differently on the two sides (differing: {{ headline.fields }}){% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "candidate_missing" -%}\n\u26A0\uFE0F **Missing in candidate**: {{ headline.metric }}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "improvement" -%}\n\u2705 **No regressions**; improvement in {{ headline.metric }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "baseline_missing" -%}\n\u2705 **No regressions**; {{ headline.metric }} is new (no baseline){% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "changed" -%}\n\u2705 **No regressions**; {{ headline.metric }} {{ headline.direction }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %} (a metric without a good direction){% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "too_few_runs" -%}\n\u2754 **{{ headline.label }}** in {{ headline.metric }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %} \xB7 at most a warning\n{%- elif headline.kind == "equivalent" -%}\n\u2705 **No regressions**: {{ headline.label | lower }} in {{ headline.metric }} ({{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}){% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}\n{%- elif headline.kind == "inconclusive" and headline.margin -%}\n\u2796 **Inconclusive** in {{ headline.metric }}: {{ headline.delta }}{% if headline.interval %} {{ headline.interval }}{% endif %}{% if headline.more > 0 %} (and {{ headline.more }} more){% endif %}: neither a drop of {{ headline.margin }} nor its absence is shown{% if headline.mde %} (MDE \u2248 {{ headline.mde }}){% endif %}\n{%- elif headline.kind == "inconclusive" -%}\n\u2796 **Nothing conclusive**: no metric moved beyond what these runs can tell apart\n{%- elif headline.kind == "unchanged" -%}\n\u2705 **No regressions**: identical inputs, unchanged scores\n{%- else -%}\n\u2705 **No regressions**\n{%- endif %}{% if failing %} \xB7 **the check fails**{% endif %}\n{%- if ungated.length > 0 %}\n\n\u26A0\uFE0F Moved the bad way but not gated (does not fail the check): {{ ungated | join(", ") }}\n{%- endif %}\n\n<sub>{% if gates.length > 0 %}Gates: {{ gates | join(", ") }} \xB7 fail-on: {{ failOn }} \xB7 {% elif hasDiff %}No gate rules: informational, never fails the check \xB7 {% endif %}{% if baseline %}Baseline: {% if baseline.url %}[{{ baseline.description }}]({{ baseline.url }}){% else %}{{ baseline.description }}{% endif %}{% if baseline.commit %} \xB7 commit {{ baseline.commit }}{% endif %}{% if baseline.age %} \xB7 {{ baseline.age }}{% endif %} \xB7 {% endif %}{{ runs }}{% if judgeMode %} \xB7 judge: {{ judgeMode }}{% endif %}</sub>\n{%- for warning in warnings %}\n\n> [!WARNING]\n> {{ warning }}\n{%- endfor %}\n';

// raw-text:templates/comment/metrics-table.njk
var metrics_table_default = '{#- The per-metric table. With a baseline: the rows a reviewer must see (gated, or moved), one legend\n    line that explains every column once, and the quiet rows collapsed. Without: absolute candidate\n    scores. Every string is already escaped Markdown. -#}\n{%- macro diffRows(rows) -%}\n| Metric | Baseline \u2192 Candidate | \u0394 ({{ confidence }}% interval) | Verdict |\n|:--|--:|:--|:--|\n{%- for row in rows %}\n| {{ row.metric }}{% if row.gate %} <sub>gate {{ row.gate }}</sub>{% endif %} | {{ row.baseline }} \u2192 {{ row.candidate }}{% if row.showK %} <sub>k = {{ row.k }}</sub>{% endif %} | {{ row.delta }}{% if row.interval %} {{ row.interval }}{% endif %} | {{ row.verdict }}{% if row.verdictNote %} <sub>{{ row.verdictNote }}</sub>{% endif %} |\n{%- endfor %}\n{%- endmacro -%}\n{%- if mode == "diff" -%}\n{%- if rows.length > 0 %}\n{{ diffRows(rows) }}\n\n{% endif -%}\n<sub>\u0394 = candidate \u2212 baseline{% if anyFraction %} (pp = percentage points){% endif %}, with its two-sided {{ confidence }}% interval. {% if kCommon %}Every metric has k = {{ kCommon }}: {% else %}k = {% endif %}{% if kUnit == "task" %}tasks scored on the baseline / candidate side, paired by task id{% else %}runs with the metric in the baseline / candidate{% endif %}.{% if anyRough %} ~[\u2026]: a rough interval ({% if kUnit == "task" %}few tasks, or few tasks whose outcome flipped{% else %}too few runs, or rounds pooled under an assumed within-run correlation{% endif %}), not a calibrated {{ confidence }}% one.{% endif %} A regression needs the interval to exclude 0 and \u0394 to reach the gate margin.{% if anyChanged %} "Changed": a significant move of a metric with no good direction (a gate gives it one).{% endif %}</sub>\n{%- for line in advice %}\n\n\u{1F4A1} {{ line }}.\n{%- endfor %}\n{%- if quietRows.length > 0 %}\n\n<details>\n<summary>{{ quietSummary }}</summary>\n\n{{ diffRows(quietRows) }}\n\n</details>\n{%- endif %}\n{%- else -%}\n| Metric | Candidate | {% if kUnit == "task" %}Tasks{% else %}Runs{% endif %} | SD across {% if kUnit == "task" %}tasks{% else %}runs{% endif %} | Unit |\n|:--|--:|--:|--:|:--|\n{%- for row in rows %}\n| {{ row.metric }} | {{ row.candidate }} | {{ row.k }} | {{ row.sd }} | {{ row.unit }} |\n{%- endfor %}\n{%- endif %}\n{%- if collapsed.length > 0 %}\n\n<sub>Not shown: {{ collapsed | join(", ") }} (all rows are in the job summary).</sub>\n{%- endif %}\n';

// raw-text:templates/comment/tasks.njk
var tasks_default = "{#- Trial-report diffs: newly failing tasks (the first ten open, the rest collapsed) and tasks\n    present on one side only. Every string is already escaped Markdown. -#}\n{%- macro taskTable(list) -%}\n| Task |{% if hasIntent %} Intent |{% endif %} Key | Baseline \u2192 Candidate |{% if hasReason %} Reason |{% endif %}\n|:--|{% if hasIntent %}:--|{% endif %}:--|:--|{% if hasReason %}:--|{% endif %}\n{%- for row in list %}\n| {{ row.task }} |{% if hasIntent %} {{ row.intent }} |{% endif %} {{ row.key }} | {{ row.baseline }} \u2192 {{ row.candidate }} |{% if hasReason %} {{ row.reason }} |{% endif %}\n{%- endfor %}\n{%- endmacro -%}\n**Newly failing tasks**: {% if failingCount > 0 %}{{ failingCount }}{% else %}none{% endif %} of {{ shared }} on both sides{% if passingCount > 0 %} \xB7 {{ passingCount }} newly passing{% endif %}.\n{%- if rows.length > 0 %}\n\n{{ taskTable(rows) }}\n{%- endif %}\n{%- if hiddenRows.length > 0 %}\n\n<details>\n<summary>{{ hiddenSummary }}</summary>\n\n{{ taskTable(hiddenRows) }}\n\n</details>\n{%- endif %}\n{%- if hiddenByBudget > 0 %}\n\n<sub>Not shown: {{ hiddenByBudget }} more newly failing tasks (all are in the job summary).</sub>\n{%- endif %}\n{%- if baselineOnlyCount > 0 or candidateOnlyCount > 0 %}\n\n<sub>Not in \u0394 (scored on one side only):{% if baselineOnlyCount > 0 %} {{ baselineOnlyCount }} only in the baseline: {{ baselineOnly }}.{% endif %}{% if candidateOnlyCount > 0 %} {{ candidateOnlyCount }} only in the candidate: {{ candidateOnly }}.{% endif %}</sub>\n{%- endif %}\n";

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
function verdictLabel(m) {
  return m.verdictLabel === "" ? VERDICT_LABELS[m.verdict] : `${VERDICT_ICONS[m.verdict]} ${md(m.verdictLabel, MAX_NOTE)}`;
}
function intervalDisplay(m, withUnit) {
  if (m.intervalText === null) return "";
  const text = withUnit ? m.intervalText : m.intervalText.replace(/ pp$/, "");
  return m.intervalCalibrated ? text : `~${text}`;
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
function formatP(p) {
  if (p === null) return "\u2014";
  if (p < 1e-3) return "< 0.001";
  return p.toPrecision(2);
}
function headline(diff) {
  const blank = { metric: "", delta: "", interval: "", fields: "", more: 0, direction: "", label: "", margin: "", mde: "" };
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
    mde: first.mdeText ?? ""
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
    interval: intervalDisplay(m, false),
    verdict: verdictLabel(m),
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
  const row = (m) => ({ ...diffRow(m), showK: kCommon === "" });
  return {
    rows: metrics.filter(isShownRow).map(row),
    quietRows: metrics.filter((m) => !isShownRow(m)).map(row),
    kCommon,
    kUnit: unit,
    anyFraction: metrics.some((m) => m.fraction),
    anyRough: metrics.some((m) => m.intervalText !== null && !m.intervalCalibrated),
    anyChanged: metrics.some((m) => m.verdict === "changed"),
    advice: metrics.filter((m) => m.gate !== null && m.advice !== null && (m.verdict === "inconclusive" || m.verdict === "too_few_runs" || m.verdict === "possible_regression")).map((m) => `${md(m.metric, MAX_NAME)}: ${md(m.advice?.text ?? "", MAX_NOTE)}`),
    confidence: confidencePercent(diff.alpha)
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
    confidence: confidencePercent(diff?.alpha ?? 0.05),
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
  const all = t.newlyFailing.map(row);
  const rest = all.slice(TASKS_SHOWN);
  return {
    failingCount: t.newlyFailing.length,
    passingCount: t.newlyPassing.length,
    shared: t.tasks.shared,
    rows: all.slice(0, TASKS_SHOWN),
    hiddenRows: hiddenLimit === void 0 ? rest : rest.slice(0, hiddenLimit),
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
    return renderTemplate(metrics_table_default, { mode: "absolute", rows: kept, collapsed, confidence: "", kUnit }, { name: "metrics-table.njk", strip: true });
  }
  const view = diffTableView(diff, kUnit);
  const others = view.rows.filter((r) => !PROBLEM_VERDICTS.has(r.verdictKind) && r.gate === "");
  const rows = layout.otherRows ? view.rows : view.rows.filter((r) => PROBLEM_VERDICTS.has(r.verdictKind) || r.gate !== "");
  if (!layout.otherRows && others.length > 0) collapsed.push(`${plural(others.length, "metric")} with improvements, changes or no baseline`);
  const quietRows = layout.quietRows ? view.quietRows : [];
  if (!layout.quietRows && view.quietRows.length > 0) collapsed.push(`${plural(view.quietRows.length, "metric")} without a conclusive change`);
  const quietSummary = `${plural(view.quietRows.length, "more metric")} without a conclusive change`;
  return renderTemplate(metrics_table_default, { mode: "diff", ...view, rows, quietRows, quietSummary, collapsed }, { name: "metrics-table.njk", strip: true });
}
function tasksSection(ctx, layout) {
  const trials = ctx.input.trials;
  if (trials === void 0) return "";
  const view = tasksView(trials, layout.flipLimit);
  const hiddenTotal = Math.max(0, view.failingCount - TASKS_SHOWN);
  const hiddenSummary = `${plural(view.hiddenRows.length, "more newly failing task")}`;
  return renderTemplate(
    tasks_default,
    { ...view, hiddenSummary, hiddenByBudget: hiddenTotal - view.hiddenRows.length },
    { name: "tasks.njk", strip: true }
  );
}
function flipsSection(m, layout) {
  const view = flipsView(m, layout.flipLimit);
  return renderTemplate(
    flips_default,
    {
      ...view,
      failingText: `${plural(view.failingCount, "round")} newly failing`,
      passingText: `${view.passingCount} newly passing`,
      shownText: plural(view.rows.length, "round")
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
    for (const m of flipMetrics(diff)) sections.push(flipsSection(m, layout));
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
var STEPS = [
  (ctx, layout) => {
    const quiet = ctx.input.diff?.metrics.filter((m) => !isShownRow(m)).length ?? 0;
    if (!layout.quietRows || quiet === 0) return void 0;
    return { layout: { ...layout, quietRows: false }, label: `${plural(quiet, "metric row")} without a conclusive change (collapsed into a count)` };
  },
  (ctx, layout) => layout.chart && chartFor(ctx) !== void 0 ? { layout: { ...layout, chart: false }, label: "the per-round chart" } : void 0,
  (ctx, layout) => {
    const diff = ctx.input.diff;
    if (diff === void 0 || layout.flipLimit !== void 0) return void 0;
    const hidden = flipMetrics(diff).reduce((n, m) => {
      const v = flipsView(m, FLIP_LIMIT);
      return n + v.hiddenFailing + v.hiddenPassing;
    }, 0);
    const trials = ctx.input.trials;
    const hiddenTasks = trials === void 0 ? 0 : Math.max(0, trials.newlyFailing.length - TASKS_SHOWN - FLIP_LIMIT);
    if (hidden + hiddenTasks === 0) return void 0;
    const what = [hidden > 0 ? `${plural(hidden, "round flip")} beyond the first ${FLIP_LIMIT} per list` : "", hiddenTasks > 0 ? `${plural(hiddenTasks, "newly failing task")} beyond the first ${TASKS_SHOWN + FLIP_LIMIT}` : ""];
    return { layout: { ...layout, flipLimit: FLIP_LIMIT }, label: what.filter((x) => x !== "").join("; ") };
  },
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

export {
  isValidCommentId,
  commentIdMarker,
  headMarker,
  parseCommentMarkers,
  plainText,
  sortMetrics,
  attemptsText,
  renderComment
};
