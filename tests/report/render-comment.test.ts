import { describe, expect, it } from "vitest";
import { diffScoreTables } from "../../src/diff/diff.js";
import type { MetricScore, ScoreRun, ScoreTable } from "../../src/diff/score-table.js";
import { parseCommentMarkers } from "../../src/report/comment-markers.js";
import { DEFAULT_MAX_COMMENT_LENGTH, type CommentInput, renderComment } from "../../src/report/render-comment.js";
import { diffTrialReports, trialReportToScoreTable } from "../../src/diff/trial-diff.js";
import { parseTrialReport } from "../../src/diff/trial-report.js";
import { oneTrialEach, trialReport } from "../diff/trial-helpers.js";

// --- builders ---------------------------------------------------------------------------------

/** round_success from a 0/1 string, one character per round ("1101" = rounds 1, 2, 4 succeed). */
function rounds(bits: string, extra: Partial<MetricScore> = {}): MetricScore {
  const values = [...bits].map(Number);
  const won = values.filter((v) => v === 1).length;
  return {
    unit: `fraction of rounds succeeded (${won}/${values.length})`,
    direction: "higher-better",
    fraction: true,
    score: won / values.length,
    rounds: values.map((value, i) => ({ round: i + 1, value })),
    counts: { successes: won, trials: values.length },
    provenance: { metric_version: "round_success@1" },
    ...extra,
  };
}

function plain(score: number, unit = "bits/char", extra: Partial<MetricScore> = {}): MetricScore {
  return { unit, direction: "neutral", fraction: false, score, provenance: { metric_version: "x@1" }, ...extra };
}

/** `won` successes out of `total`, failures spread by a fixed pattern. */
function bits(won: number, total: number, shift = 0): string {
  const out = Array.from({ length: total }, () => "0");
  for (let i = 0; i < won; i++) out[(i * 7 + shift) % total] = "1";
  // Collisions: fill the first free slots so the count is exact.
  let have = out.filter((c) => c === "1").length;
  for (let i = 0; have < won && i < total; i++) {
    if (out[i] === "0") {
      out[i] = "1";
      have++;
    }
  }
  return out.join("");
}

function side(name: string, metrics: readonly Record<string, MetricScore>[], seeds = true): ScoreTable {
  const runs: ScoreRun[] = metrics.map((m, i) => ({
    id: `${name}-run-${i + 1}`,
    pairing: { scenario: "veyru", ...(seeds ? { seed: String(i + 1) } : {}) },
    eventLogDigest: `${name}-${i + 1}`,
    provenance: { scenario_mode: "solo" },
    metrics: m,
  }));
  return { runs };
}

const BASE_INFO = {
  description: "artifact agent-eval-reports from run #123 on main",
  commit: "3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39",
  ageText: "3 days old",
  url: "https://github.com/acme/agents/actions/runs/123",
};

const IDS = { commentId: "agent-eval", headSha: "0123abcd", runAttempt: 2 } as const;

function regressionInput(): CommentInput {
  const b = side("base", [9, 8, 9, 8, 9].map((w, i) => ({ round_success: rounds(bits(w, 10, i)), message_entropy: plain(4.0 + i * 0.01), mean_chars_per_round: plain(300 + i, "chars/round") })));
  const c = side("cand", [6, 5, 7, 5, 6].map((w, i) => ({ round_success: rounds(bits(w, 10, i + 3)), message_entropy: plain(4.0 + ([0.01, -0.005, 0.02, 0, 0.005][i] ?? 0)), mean_chars_per_round: plain(120 + i * 3, "chars/round") })));
  const diff = diffScoreTables(b, c, { gates: ["round_success:-5pp"] });
  return { diff, baseline: b, candidate: c, baselineInfo: BASE_INFO, judgeMode: "replay", ...IDS, summaryUrl: "https://github.com/acme/agents/actions/runs/456" };
}

// --- snapshots --------------------------------------------------------------------------------

describe("renderComment snapshots (tests/__outputs__/*.md)", () => {
  it("regression", async () => {
    const input = regressionInput();
    expect(input.diff?.overall).toBe("regression");
    const out = renderComment(input);
    expect(out.dropped).toEqual([]);
    expect(out.comment).toMatch(/^<!-- agent-eval:comment-id=agent-eval -->\n<!-- agent-eval:head=0123abcd attempt=2 -->\n/);
    expect(out.comment).toContain("❌ **Regression** in round_success: -28.0 pp");
    expect(out.comment).toContain("```mermaid");
    expect(out.comment).toContain("newly failing");
    expect(out.comment).toContain("<details>");
    expect(out.comment).toContain("**the check fails**");
    expect(out.comment).toContain("commit 3f2a9c1");
    await expect(out.comment).toMatchFileSnapshot("../__outputs__/regression.md");
  });

  it("improvement", async () => {
    const b = side("base", [5, 6, 5, 6, 5].map((w, i) => ({ round_success: rounds(bits(w, 10, i)) })));
    const c = side("cand", [8, 9, 8, 9, 9].map((w, i) => ({ round_success: rounds(bits(w, 10, i)) })));
    const diff = diffScoreTables(b, c, { gates: "round_success:-5pp" });
    const out = renderComment({ diff, baseline: b, candidate: c, baselineInfo: BASE_INFO, judgeMode: "replay", ...IDS });
    expect(diff.overall).toBe("improvement");
    expect(out.comment).toContain("✅ **No regressions**; improvement in round_success: +32.0 pp [+26.4, +37.6] pp");
    expect(out.comment).not.toContain("the check fails");
    await expect(out.comment).toMatchFileSnapshot("../__outputs__/improvement.md");
  });

  it("inconclusive (unpaired, underpowered: one-sided p = 0.11 is not a possible regression)", async () => {
    // The reference's §4.5 example: 78% → 68%, Welch interval [-27.3, +7.3] pp, MDE above the margin.
    const b = side("base", [17, 13, 18, 14, 16].map((w, i) => ({ round_success: rounds(bits(w, 20, i)) })), false);
    const c = side("cand", [15, 11, 17, 11, 14].map((w, i) => ({ round_success: rounds(bits(w, 20, i + 2)) })), false);
    const diff = diffScoreTables(b, c, { gates: "round_success:-5pp" });
    const out = renderComment({ diff, baseline: b, candidate: c, baselineInfo: { description: "latest report on main" }, ...IDS });
    expect(diff.overall).toBe("inconclusive");
    expect(out.comment).toContain("| ➖ inconclusive <sub>MDE ≈ 24.0 pp</sub> |");
    // the run-count advice is said under the table, not only in the collapsed notes
    expect(out.comment).toMatch(/\n💡 round_success: to detect a 5\.0 pp drop with 80% power you need about \d+ runs a side/);
    expect(out.comment).toContain("➖ **Inconclusive** in round_success: -10.0 pp [-27.3, +7.3] pp: neither a drop of 5.0 pp nor its absence is shown (MDE ≈ 24.0 pp)");
    await expect(out.comment).toMatchFileSnapshot("../__outputs__/inconclusive.md");
  });

  it("too few runs (k = 1/1): never 'no change', at most a warning, one line per state", async () => {
    // The example: one run against one run that differ a lot.
    const b = side("base", [{ round_success: rounds(bits(9, 10)), mean_chars_per_message: plain(26.8, "chars/message") }]);
    const c = side("cand", [{ round_success: rounds(bits(5, 10, 3)), mean_chars_per_message: plain(80.3, "chars/message") }]);
    const diff = diffScoreTables(b, c, { gates: "round_success:-5pp" });
    expect(diff.overall).toBe("too_few_runs");
    const out = renderComment({ diff, baseline: b, candidate: c, baselineInfo: { description: "files baseline/*/*" }, ...IDS });
    expect(out.comment).toContain("❔ **Too few runs to tell (k = 1/1");
    expect(out.comment).toContain("· at most a warning");
    expect(out.comment).not.toContain("no change");
    expect(out.comment).not.toContain("the check fails");
    // the glob from the input is escaped: it renders as written, not as "baseline//" in italics
    expect(out.comment).toContain("Baseline: files baseline/\\*/\\*");
    expect(out.comment).toContain("1 baseline run, 1 candidate run");
    await expect(out.comment).toMatchFileSnapshot("../__outputs__/too-few-runs.md");
  });

  it("equivalent: 'no drop of 5 pp or more' only when TOST shows it", async () => {
    const won = [16, 17, 15, 16, 17, 16, 15, 17];
    const b = side("base", won.map((w, i) => ({ round_success: rounds(bits(w, 20, i)), message_entropy: plain(4 + i * 0.01) })));
    const c = side("cand", won.map((w, i) => ({ round_success: rounds(bits(w + (i % 3 === 0 ? 1 : 0) - (i % 4 === 1 ? 1 : 0), 20, i)), message_entropy: plain(4 + i * 0.01 + 0.001) })));
    const diff = diffScoreTables(b, c, { gates: "round_success:-5pp" });
    const m = diff.metrics.find((x) => x.metric === "round_success");
    expect(m?.verdict).toBe("equivalent");
    const out = renderComment({ diff, baseline: b, candidate: c, baselineInfo: BASE_INFO, ...IDS });
    expect(out.comment).toContain("✅ **No regressions**: no drop of 5 pp or more in round_success");
    expect(out.comment).toContain("🟰 no drop of 5 pp or more");
    await expect(out.comment).toMatchFileSnapshot("../__outputs__/equivalent.md");
  });

  it("possible regression (trial diff): a suggestive one-sided exact test, never failing by default", () => {
    // 5 of 12 tasks break, none recover: McNemar one-sided p = 0.03125, two-sided 0.0625
    const b = parseTrialReport(trialReport(oneTrialEach("exact_match.correct", Array.from({ length: 12 }, () => true))), "b");
    const c = parseTrialReport(trialReport(oneTrialEach("exact_match.correct", Array.from({ length: 12 }, (_, i) => i >= 5))), "c");
    const trials = diffTrialReports(b, c, { gates: "exact_match.correct:-5pp" });
    const out = renderComment({ diff: trials.diff, trials, baseline: trialReportToScoreTable(b), candidate: trialReportToScoreTable(c) });
    expect(out.comment).toContain("⚠️ **Possible regression** in exact_match.correct: -41.7 pp");
    expect(out.comment).toContain(": a suggestive drop, not yet conclusive");
    expect(out.comment).toContain("-41.7 pp ~[");
    expect(out.comment).toContain("**Newly failing tasks**: 5 of 12 on both sides.");
    expect(out.comment).not.toContain("the check fails");
  });

  it("no baseline: says so and shows absolute candidate scores", async () => {
    const c = side("cand", [6, 5, 7].map((w, i) => ({ round_success: rounds(bits(w, 10, i)), message_entropy: plain(2.6 + i * 0.05) })));
    const out = renderComment({
      diff: undefined,
      candidate: c,
      baselineInfo: { description: "no agent-eval-reports artifact on main within 10 commits of the merge base" },
      judgeMode: "replay",
      ...IDS,
    });
    expect(out.comment).toContain("ℹ️ **No baseline**: showing absolute candidate scores.");
    expect(out.comment).toContain("| round_success | 60.0% (18/30) | 3 |");
    expect(out.comment).toContain("Candidate (3 runs).");
    expect(out.comment).not.toContain("Δ");
    await expect(out.comment).toMatchFileSnapshot("../__outputs__/no-baseline.md");
  });

  it("not comparable: differing provenance fields are named", async () => {
    const judged = (score: number, model: string): MetricScore =>
      plain(score, "score (1-5)", { direction: "higher-better", provenance: { metric_version: "language_strangeness@1", judge_model: model } });
    const b = side("base", [0, 1, 2].map((i) => ({ round_success: rounds(bits(8, 10, i)), language_strangeness: judged(3.1 + i * 0.1, "claude-haiku-4-5") })));
    const c = side("cand", [0, 1, 2].map((i) => ({
      round_success: rounds(bits(8, 10, i), { provenance: { metric_version: "round_success@2" } }),
      language_strangeness: judged(2.4 + i * 0.1, "gpt-5.4-mini"),
    })));
    const diff = diffScoreTables(b, c, { gates: ["round_success:-5pp", "language_strangeness:-0.5"] });
    const out = renderComment({ diff, baseline: b, candidate: c, baselineInfo: BASE_INFO, judgeMode: "live (gpt-5.4-mini)", ...IDS });
    expect(diff.overall).toBe("not_comparable");
    expect(out.comment).toContain("🚫 **Not comparable**: language_strangeness was measured differently on the two sides (differing: judge_model) (and 1 more)");
    expect(out.comment).toContain("judge_model: claude-haiku-4-5 → gpt-5.4-mini");
    expect(out.comment).toContain("metric_version: round_success@1 → round_success@2");
    await expect(out.comment).toMatchFileSnapshot("../__outputs__/not-comparable.md");
  });

  it("oversized: drops detail in the fixed order, says what, and fits the limit", async () => {
    const many = 160;
    const longReason = `failed: ${"the judge returned an unparseable verdict; ".repeat(20)}`;
    const metricsFor = (sideName: string, runIndex: number): Record<string, MetricScore> => {
      const m: Record<string, MetricScore> = {
        round_success: rounds(sideName === "base" ? bits(70, 80, runIndex) : bits(52, 80, runIndex + 5)),
      };
      for (let i = 0; i < many; i++) {
        const name = `judge_metric_${String(i).padStart(3, "0")}_with_a_fairly_long_descriptive_name`;
        // Half the metrics are identical (no change); the other half drift (changed).
        const drift = i % 2 === 0 ? 0 : (sideName === "cand" ? 0.5 : 0) + runIndex * 0.01;
        // One candidate run misses every odd metric, with a long reason: long notes everywhere.
        if (!(sideName === "cand" && runIndex === 0 && i % 2 === 1)) m[name] = plain(1 + i / 100 + drift, "score on a five point scale");
      }
      return m;
    };
    const build = (name: string): ScoreTable => {
      const t = side(name, [0, 1, 2, 3].map((r) => metricsFor(name, r)));
      return {
        runs: t.runs.map((run, r) => ({
          ...run,
          eventLogDigest: `shared-${r}`,
          ...(name === "cand" && r === 0
            ? { unavailable: Object.fromEntries(Array.from({ length: many }, (_, i) => [`judge_metric_${String(i).padStart(3, "0")}_with_a_fairly_long_descriptive_name`, longReason])) }
            : {}),
        })),
      };
    };
    const b = build("base");
    const c = build("cand");
    const diff = diffScoreTables(b, c, { gates: "round_success:-5pp" });
    const full = renderComment({ diff, baseline: b, candidate: c, baselineInfo: BASE_INFO, ...IDS, maxLength: 1_000_000 });
    expect(full.dropped).toEqual([]);
    expect(full.comment.length).toBeGreaterThan(DEFAULT_MAX_COMMENT_LENGTH);

    const out = renderComment({ diff, baseline: b, candidate: c, baselineInfo: BASE_INFO, ...IDS, summaryUrl: "https://github.com/acme/agents/actions/runs/456" });
    expect(out.comment.length).toBeLessThanOrEqual(DEFAULT_MAX_COMMENT_LENGTH);
    expect(out.dropped).toEqual([
      "80 metric rows without a conclusive change (collapsed into a count)",
      "the per-round chart",
      expect.stringMatching(/^\d+ round flips beyond the first 10 per list$/),
      "the details (methods, notes, provenance)",
    ]);
    expect(out.comment).toContain("> Trimmed to fit the comment size limit: dropped 80 metric rows without a conclusive change");
    expect(out.comment).toContain("[the job summary](https://github.com/acme/agents/actions/runs/456)");
    expect(out.comment).toContain("Not shown: 80 metrics without a conclusive change");
    expect(out.comment).not.toContain("<summary>Details: methods");
    expect(out.comment).not.toContain("more metrics with no change</summary>");
    expect(out.comment).not.toContain("```mermaid");
    expect(parseCommentMarkers(out.comment)).toEqual({ commentId: "agent-eval", headSha: "0123abcd", runAttempt: 2 });
    // The summary keeps everything.
    expect(out.summary).toBe(full.comment.replace(/^(<!--.*-->\n)+/, ""));
    expect(new TextEncoder().encode(out.summary).length).toBeLessThanOrEqual(1_048_576);
    await expect(out.comment).toMatchFileSnapshot("../__outputs__/oversized.md");
  });

  it("a tiny limit ends in a cut at a line boundary that keeps the markers and the note", () => {
    const warnings = Array.from({ length: 8 }, (_, i) => `warning ${i}: ${"the baseline was produced by another scenario set. ".repeat(5)}`);
    const out = renderComment({ ...regressionInput(), warnings, maxLength: 1_200 });
    expect(out.comment.length).toBeLessThanOrEqual(1_200);
    expect(out.dropped.at(-1)).toBe("the end of the comment (cut at the size limit)");
    expect(parseCommentMarkers(out.comment)).toEqual({ commentId: "agent-eval", headSha: "0123abcd", runAttempt: 2 });
    expect(out.comment).toContain("❌ **Regression** in round_success");
    expect(out.comment.trimEnd().split("\n").at(-1)).toMatch(/job summary/);
  });
});

describe("renderComment at GitHub's size limits", () => {
  const bytes = (s: string): number => new TextEncoder().encode(s).length;
  /** `<details>` opened and not closed before the end (outside code fences), as GitHub would fold. */
  const openDetails = (text: string): number => {
    let open = 0;
    let fenced = false;
    for (const line of text.split("\n")) {
      if (line.trim().startsWith("```")) fenced = !fenced;
      else if (!fenced) open += (line.match(/<details>/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
    }
    return open;
  };
  const trialPair = (n: number, task: (i: number) => string, reason: string, intent?: string): CommentInput => {
    const spec = (pass: boolean) =>
      Array.from({ length: n }, (_, i) => ({
        task: task(i),
        ...(intent === undefined ? {} : { intent }),
        scores: { "grader.correctness": pass ? 1 : 0 },
        results: { correctness: { score: pass ? 1 : 0, reason } },
      }));
    const b = parseTrialReport(trialReport(spec(true)), "b");
    const c = parseTrialReport(trialReport(spec(false)), "c");
    const trials = diffTrialReports(b, c, { gates: "grader.correctness:-5pp" });
    return { diff: trials.diff, trials, baseline: trialReportToScoreTable(b), candidate: trialReportToScoreTable(c), ...IDS, summaryUrl: "https://github.com/acme/agents/actions/runs/456" };
  };

  it("measures the comment in UTF-8 bytes (the reference's size guard): CJK and emoji names cannot push it past GitHub's limit", () => {
    // 500 plug-in metrics with Japanese names, all moved: 64,000 UTF-16 units would be ~116,000 bytes
    const name = (i: number): string => `指標名前の長い説明的な名前です_${i}_`.repeat(4);
    const table = (offset: number): ScoreTable => ({
      runs: [0, 1, 2, 3, 4].map((r) => ({
        id: `run-${r}`,
        pairing: { scenario: "veyru", seed: String(r) },
        metrics: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [name(i), plain(10 + offset + r * 0.1, "点数（五段階評価）", { direction: "higher-better" })])),
      })),
    });
    const b = table(0);
    const c = table(-5);
    const out = renderComment({ diff: diffScoreTables(b, c, {}), baseline: b, candidate: c, ...IDS });
    expect(bytes(out.comment)).toBeLessThanOrEqual(DEFAULT_MAX_COMMENT_LENGTH);
    expect(out.dropped.at(-1)).toBe("the end of the comment (cut at the size limit)");
    expect(out.comment.trimEnd().split("\n").at(-1)).toMatch(/^> Trimmed to fit the comment size limit: .*job summary/);
    expect(parseCommentMarkers(out.comment)).toEqual({ commentId: "agent-eval", headSha: "0123abcd", runAttempt: 2 });
    expect(bytes(out.summary)).toBeLessThanOrEqual(1_048_576);
  });

  it("a cut inside a collapsed section closes it, so the trimmed notice is not folded away", () => {
    // header warnings fill most of the budget; the cut then lands inside the collapsed task rows
    const input = trialPair(40, (i) => `task-${i}-${"t".repeat(110)}`, "r".repeat(300), "i".repeat(150));
    let cuts = 0;
    for (let count = 120; count <= 150; count += 2) {
      const warnings = Array.from({ length: count }, (_, i) => `warning ${i} ${"w".repeat(390)}`);
      const out = renderComment({ ...input, warnings });
      expect(bytes(out.comment)).toBeLessThanOrEqual(DEFAULT_MAX_COMMENT_LENGTH);
      expect(openDetails(out.comment), `${count} warnings`).toBe(0);
      expect(out.comment.trimEnd().split("\n").slice(-2)).toEqual(["> [!NOTE]", expect.stringMatching(/^> Trimmed to fit the comment size limit/)]);
      if (out.dropped.at(-1) === "the end of the comment (cut at the size limit)" && out.comment.includes("<summary>")) cuts++;
    }
    // the range really exercises cuts inside the collapsed rows, not only before or after them
    expect(cuts).toBeGreaterThan(2);
  });

  it("10,000 newly failing trials with 20,000-character reasons: a valid comment and summary, each saying what it left out", () => {
    const input = trialPair(10_000, (i) => `task-${i}`, "x".repeat(20_000));
    const out = renderComment(input);
    expect(bytes(out.comment)).toBeLessThanOrEqual(DEFAULT_MAX_COMMENT_LENGTH);
    expect(bytes(out.summary)).toBeLessThanOrEqual(1_048_576);
    expect(out.comment).toContain("**Newly failing tasks**: 10000 of 10000 on both sides.");
    expect(out.comment).toContain("> Trimmed to fit the comment size limit: dropped 9980 newly failing tasks beyond the first 20");
    expect(out.summary).toContain("> Trimmed to fit the job summary size limit");
    expect(openDetails(out.summary)).toBe(0);
    // the summary keeps as many tasks as its 1 MiB holds (it kept the comment's 20 before), and says where the rest are
    const summaryRows = out.summary.split("\n").filter((l) => l.startsWith("| task-")).length;
    expect(summaryRows).toBeGreaterThan(1_000);
    expect(bytes(out.summary)).toBeGreaterThan(1_048_576 - 2_000);
    expect(out.summary).toContain(`> Trimmed to fit the job summary size limit: dropped ${10_000 - summaryRows} newly failing tasks beyond the first ${summaryRows}.`);
    expect(out.summary).toContain("- Trimmed from this summary:");
    expect(out.summary).not.toContain("in the job summary");
    expect(openDetails(out.comment)).toBe(0);
    // a reason is capped at 240 code points (239 and an ellipsis), never the whole 20,000
    expect(out.comment).toContain(`${"x".repeat(239)}…`);
    expect(out.comment).not.toContain("x".repeat(241));
  });
});

describe("renderComment behaviour", () => {
  it("starts with the two markers, in order, and omits them when not given", () => {
    const input = regressionInput();
    const out = renderComment(input);
    expect(out.comment.startsWith("<!-- agent-eval:comment-id=agent-eval -->\n<!-- agent-eval:head=0123abcd attempt=2 -->\n")).toBe(true);
    const rest: CommentInput = { ...input, commentId: undefined, headSha: undefined };
    expect(renderComment(rest).comment.startsWith("### agent-eval")).toBe(true);
    expect(renderComment({ ...rest, commentId: "x" }).comment.startsWith("<!-- agent-eval:comment-id=x -->\n### ")).toBe(true);
  });

  it("the summary has no markers but the same content", () => {
    const out = renderComment(regressionInput());
    expect(out.summary).not.toContain("<!-- agent-eval");
    expect(out.summary).toBe(out.comment.replace(/^(<!--.*-->\n)+/, ""));
  });

  it("rejects an invalid comment id, head sha, run attempt or limit", () => {
    const input = regressionInput();
    expect(() => renderComment({ ...input, commentId: "a -->" })).toThrow(/invalid comment id/);
    expect(() => renderComment({ ...input, headSha: "HEAD" })).toThrow(/invalid head sha/);
    expect(() => renderComment({ ...input, runAttempt: 0 })).toThrow(/runAttempt/);
    expect(() => renderComment({ ...input, maxLength: 10 })).toThrow(/maxLength/);
  });

  it("lists runs by id whatever the order of the tables", () => {
    const input = regressionInput();
    const reversed = { ...input, baseline: { runs: [...(input.baseline?.runs ?? [])].reverse() }, candidate: { runs: [...input.candidate.runs].reverse() } };
    expect(renderComment(reversed).comment).toBe(renderComment(input).comment);
  });

  it("is deterministic", () => {
    expect(renderComment(regressionInput())).toEqual(renderComment(regressionInput()));
  });

  it("leaves the chart out when the baseline table is not given", () => {
    const out = renderComment({ ...regressionInput(), baseline: undefined });
    expect(out.comment).not.toContain("mermaid");
    expect(out.comment).toContain("newly failing");
  });

  it("names ungated metrics that regressed without failing the check", () => {
    const b = side("base", [9, 8, 9, 8, 9].map((w, i) => ({ round_success: rounds(bits(w, 10, i)), round_ended_timeout: plain(1 + (i % 2) * 0.1, "rounds", { direction: "lower-better" }) })));
    const c = side("cand", [9, 8, 9, 8, 9].map((w, i) => ({ round_success: rounds(bits(w, 10, i)), round_ended_timeout: plain(4 + (i % 2) * 0.2, "rounds", { direction: "lower-better" }) })));
    const diff = diffScoreTables(b, c, { gates: "round_success:-5pp" });
    const out = renderComment({ diff, baseline: b, candidate: c });
    expect(out.comment).not.toContain("the check fails");
    expect(out.comment).toContain("Moved the bad way but not gated (does not fail the check): round_ended_timeout (+3.040)");
  });

  it("shows diff warnings (the baseline has no runs) and caller warnings", () => {
    const b = { runs: [] };
    const c = side("cand", [{ round_success: rounds("1110") }]);
    const diff = diffScoreTables(b, c, { gates: "round_success:-5pp" });
    const out = renderComment({ diff, baseline: b, candidate: c, warnings: ["the baseline is 40 days old"] });
    expect(out.comment).toContain("> [!WARNING]\n> the baseline has no runs");
    expect(out.comment).toContain("> [!WARNING]\n> the baseline is 40 days old");
  });
});
