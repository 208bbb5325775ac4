import { describe, expect, it } from "vitest";
import { diffScoreTables, shouldFail } from "../../src/diff/diff.js";
import { defaultDirection, findDuplicateRuns, isFractionMetric, parseCountsFromUnit, reportsToScoreTable } from "../../src/diff/from-reports.js";
import { parseScoreTable } from "../../src/diff/score-table.js";
import { type EvaluationReport, parseReport } from "../../src/report/report.js";

interface ReportInput {
  id: string;
  digest: string;
  won: number;
  total?: number;
  entropy?: number;
  surprisal?: number;
  version?: string;
  ngramDigest?: string;
  judge?: string;
  extraMetric?: boolean;
  failedEntropy?: boolean;
}

/** A report as the CLI writes it, round-tripped through parseReport so defaults apply. */
function report(input: ReportInput): EvaluationReport {
  const total = input.total ?? 4;
  const rounds = Array.from({ length: total }, (_, i) => ({ round_number: i + 1, value: i < input.won ? 1 : 0, note: "" }));
  const measurements: unknown[] = [
    {
      metric_name: "round_success",
      score: input.won / total,
      score_unit: `fraction of rounds succeeded (${input.won}/${total})`,
      summary: "",
      per_round: rounds,
      per_agent: [],
    },
  ];
  const metrics: Record<string, unknown> = {
    round_success: { status: "ok", version: input.version ?? "1", measurements: ["round_success"] },
  };
  if (input.failedEntropy === true) {
    metrics.message_entropy = { status: "failed", version: "1", measurements: [], error: "boom" };
  } else {
    measurements.push({ metric_name: "message_entropy", score: input.entropy ?? 2.5, score_unit: "bits/char", summary: "", per_round: [], per_agent: [] });
    metrics.message_entropy = { status: "ok", version: "1", measurements: ["message_entropy"] };
  }
  measurements.push({
    metric_name: "english_ngram_surprisal",
    score: input.surprisal ?? 3,
    score_unit: "nats/char (english-trigram)",
    summary: "",
    per_round: [],
    per_agent: [],
  });
  metrics.english_ngram_surprisal = { status: "ok", version: "1", measurements: ["english_ngram_surprisal"] };
  if (input.extraMetric === true) {
    measurements.push({ metric_name: "protocol_clarity", score: 0.7, score_unit: "judge score", summary: "", per_round: [], per_agent: [] });
    metrics.protocol_clarity = { status: "ok", version: "3", measurements: ["protocol_clarity"] };
  }
  const raw = {
    simulation_id: input.id,
    scenario_name: "veyru",
    measurements,
    evaluation_cost: {
      usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
      estimated_cost_usd: 0,
      model: input.judge ?? "none",
      provider_name: input.judge === undefined ? "none" : "anthropic",
    },
    agent_eval: {
      tool_version: "0.1.0",
      event_log_sha256: input.digest,
      incomplete_run: false,
      flags: [],
      inputs: { scenario_mode: "standard", "ngram_table:en.json": input.ngramDigest ?? "n1" },
      metrics,
    },
  };
  return parseReport(JSON.stringify(raw), `${input.id}_report.json`);
}

describe("fraction, counts and direction", () => {
  it("fallback fractions (a metric that declares nothing): units starting with 'fraction'", () => {
    expect(isFractionMetric("fraction of post-resume rounds won")).toBe(true);
    expect(isFractionMetric("Fraction of things")).toBe(true);
    expect(isFractionMetric("rounds ended via timeout (out of 5)")).toBe(false);
    expect(isFractionMetric("bits/char")).toBe(false);
  });

  it("fallback direction: higher-better only when the name or unit says similarity", () => {
    expect(defaultDirection("my_similarity", "score")).toBe("higher-better");
    expect(defaultDirection("x", "cosine similarity")).toBe("higher-better");
    expect(defaultDirection("content_filter_refusal_rate", "events")).toBe("neutral");
  });

  it("counts from the unit", () => {
    expect(parseCountsFromUnit("fraction of rounds succeeded (12/15)")).toEqual({ successes: 12, trials: 15 });
    expect(parseCountsFromUnit("fraction of post-resume rounds teamA won (0/3)")).toEqual({ successes: 0, trials: 3 });
    expect(parseCountsFromUnit("fraction of rounds succeeded (0/0)")).toBeUndefined();
    expect(parseCountsFromUnit("bits/char")).toBeUndefined();
  });

  // The directions the diff gave these measurements when it decided by name; each built-in now
  // declares its own, and a report GlossoGen wrote (no agent_eval block) still gets them.
  it.each([
    ["round_success", "fraction of rounds succeeded (1/2)", "higher-better", true],
    ["round_success_teamA", "fraction of rounds succeeded (1/2)", "higher-better", true],
    ["round_success_after_resume_teamA", "fraction", "higher-better", true],
    ["protocol_probe_agent_pair_similarity", "similarity", "higher-better", false],
    ["protocol_probe_cutoff_trajectory", "similarity", "higher-better", false],
    ["content_filter_refusal", "refusal events across the run", "lower-better", false],
    ["round_ended_timeout", "rounds ended via timeout (out of 5)", "lower-better", false],
    ["postmortem_ended_timeout", "postmortem phases ended via timeout (out of 2)", "lower-better", false],
    ["message_entropy", "bits/char", "neutral", false],
    ["gzip_compression_ratio", "compressed/original", "neutral", false],
    ["english_ngram_surprisal", "nats/char (english-trigram)", "neutral", false],
    ["mean_chars_per_round", "chars/round", "neutral", false],
    ["round_ended_idle", "rounds ended via idle (out of 5)", "neutral", false],
    ["perplexity", "nats/token (gpt2)", "neutral", false],
    ["neologism", "rounds with neologisms (out of 5)", "neutral", false],
  ])("built-in %s → %s", (name, unit, direction, fraction) => {
    const glossogen = {
      simulation_id: "sim",
      scenario_name: "veyru",
      measurements: [{ metric_name: name, score: 0.5, score_unit: unit, summary: "", per_round: [], per_agent: [] }],
      evaluation_cost: {
        usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
        estimated_cost_usd: 0,
        model: "none",
        provider_name: "none",
      },
    };
    const score = reportsToScoreTable([parseReport(JSON.stringify(glossogen), "r.json")]).runs[0]?.metrics[name];
    expect(score).toMatchObject({ direction, fraction });
  });

  it("a plug-in's declaration recorded in the report beats the fallback; the caller's declarations fill in", () => {
    const base = report({ id: "sim-1", digest: "d1", won: 3, extraMetric: true });
    const agentEval = base.agent_eval as NonNullable<EvaluationReport["agent_eval"]>;
    const withRecord: EvaluationReport = {
      ...base,
      agent_eval: { ...agentEval, metrics: { ...agentEval.metrics, protocol_clarity: { status: "ok", version: "3", measurements: ["protocol_clarity"], direction: "lower", fraction: true } } },
    };
    expect(reportsToScoreTable([base]).runs[0]?.metrics.protocol_clarity).toMatchObject({ direction: "neutral", fraction: false });
    expect(reportsToScoreTable([withRecord]).runs[0]?.metrics.protocol_clarity).toMatchObject({ direction: "lower-better", fraction: true });
    const declarations = new Map([["protocol_clarity", { direction: "higher", fraction: false } as const]]);
    expect(reportsToScoreTable([base], [], declarations).runs[0]?.metrics.protocol_clarity).toMatchObject({ direction: "higher-better" });
  });
});

describe("reportsToScoreTable", () => {
  it("maps scores, rounds, counts, pairing and provenance", () => {
    const t = reportsToScoreTable([report({ id: "sim-1", digest: "d1", won: 3, extraMetric: true, judge: "judge-x" })], [{ seed: 42 }]);
    const run = t.runs[0];
    expect(run).toMatchObject({
      id: "sim-1",
      pairing: { scenario: "veyru", seed: "42" },
      eventLogDigest: "d1",
      provenance: { scenario_mode: "standard" },
    });
    expect(run?.metrics.round_success).toEqual({
      unit: "fraction of rounds succeeded (3/4)",
      direction: "higher-better",
      fraction: true,
      score: 0.75,
      rounds: [
        { round: 1, value: 1 },
        { round: 2, value: 1 },
        { round: 3, value: 1 },
        { round: 4, value: 0 },
      ],
      counts: { successes: 3, trials: 4 },
      // Deterministic built-in: no judge fields, no n-gram tables.
      provenance: { metric_version: "round_success@1" },
    });
    expect(run?.metrics.english_ngram_surprisal?.provenance).toEqual({ metric_version: "english_ngram_surprisal@1", "ngram_table:en.json": "n1" });
    // Unknown metric: may be judged, so the judge identity is part of its provenance.
    expect(run?.metrics.protocol_clarity?.provenance).toEqual({ metric_version: "protocol_clarity@3", judge_model: "judge-x", judge_provider: "anthropic" });
    expect(run?.metrics.message_entropy).toMatchObject({ direction: "neutral", fraction: false });
    expect(run?.metrics.message_entropy?.counts).toBeUndefined();
    // The output is a valid neutral score table.
    expect(parseScoreTable(JSON.parse(JSON.stringify(t)), "table")).toEqual(t);
  });

  it("prefers explicit judge inputs over evaluation_cost, records failures, disambiguates ids", () => {
    const r = report({ id: "sim-1", digest: "d1", won: 1, extraMetric: true, judge: "judge-x", failedEntropy: true });
    const withInputs = { ...r, agent_eval: { ...(r.agent_eval as NonNullable<EvaluationReport["agent_eval"]>), inputs: { judge_model: "m", judge_settings: "t=0" } } };
    const t = reportsToScoreTable([withInputs, r]);
    expect(t.runs.map((x) => x.id)).toEqual(["sim-1", "sim-1#2"]);
    expect(t.runs[0]?.metrics.protocol_clarity?.provenance).toEqual({ metric_version: "protocol_clarity@3", judge_model: "m", judge_settings: "t=0" });
    expect(t.runs[1]?.unavailable).toEqual({ message_entropy: "failed: boom" });
  });

  it("findDuplicateRuns: one id and scenario from the same log (or a log not recorded) is one run given twice", () => {
    const a = report({ id: "sim-1", digest: "d1", won: 1 });
    const copy = report({ id: "sim-1", digest: "d1", won: 3 }); // the same log evaluated again
    const otherLog = report({ id: "sim-1", digest: "d2", won: 1 }); // the kit's e0001 ids on a different log
    const other = report({ id: "sim-2", digest: "d1", won: 1 });
    const glossogen: EvaluationReport = { ...a, agent_eval: undefined }; // GlossoGen's own report records no digest
    expect(findDuplicateRuns([a, otherLog, other], ["a", "b", "c"])).toEqual([]);
    expect(findDuplicateRuns([a, otherLog, copy, glossogen], ["a", "b", "c", "d"])).toEqual([
      { simulationId: "sim-1", scenario: a.scenario_name, first: "a", second: "c" },
      { simulationId: "sim-1", scenario: a.scenario_name, first: "a", second: "d" },
    ]);
    expect(findDuplicateRuns([a, { ...copy, scenario_name: "other" }], ["a", "b"])).toEqual([]);
  });

  it("rejects an invalid neutral table with the field named", () => {
    expect(() => parseScoreTable({ runs: [{ id: "a", metrics: {} }, { id: "a", metrics: {} }] }, "t.json")).toThrow(/t.json: field 'runs.1.id': duplicate run id 'a'/);
    expect(() => parseScoreTable({ runs: [{ id: "a", metrics: { m: { unit: "", direction: "up", fraction: false, score: 1 } } }] }, "t.json")).toThrow(
      /runs.0.metrics.m.direction/,
    );
  });
});

describe("end to end from reports", () => {
  const side = (prefix: string, won: number[], extra: Partial<ReportInput> = {}): EvaluationReport[] =>
    won.map((w, i) => report({ id: `${prefix}-${i}`, digest: `${prefix}-log-${i}`, won: w, total: 20, ...extra }));
  const seeds = [{ seed: 1 }, { seed: 2 }, { seed: 3 }, { seed: 4 }, { seed: 5 }];

  it("paired by seed from runMeta: regression on round_success; entropy is neutral and ungated", () => {
    const b = reportsToScoreTable(side("b", [17, 13, 18, 14, 16]), seeds);
    const c = reportsToScoreTable(side("c", [15, 11, 17, 11, 14]), seeds);
    const result = diffScoreTables(b, c, { gates: "round_success:-5pp" });
    const rs = result.metrics.find((m) => m.metric === "round_success");
    expect(rs).toMatchObject({ method: "paired-t", intervalText: "[-14.4, -5.6] pp", verdict: "regression" });
    expect(rs?.flips?.mode).toBe("by-pairing-key");
    expect(rs?.flips?.newlyFailing.length).toBe(10);
    expect(result.metrics.find((m) => m.metric === "message_entropy")?.verdict).toBe("inconclusive");
    expect(shouldFail(result)).toBe(true);
  });

  it("identical report sets → unchanged everywhere", () => {
    const b = reportsToScoreTable(side("b", [17, 13, 18]));
    const result = diffScoreTables(b, reportsToScoreTable(side("b", [17, 13, 18])), { gates: "round_success:-5pp" });
    expect(result.metrics.map((m) => m.verdict)).toEqual(["unchanged", "unchanged", "unchanged"]);
    expect(result.overall).toBe("unchanged");
  });

  it("a changed n-gram table makes only the n-gram metric not comparable", () => {
    const b = reportsToScoreTable(side("b", [17, 13, 18]));
    const c = reportsToScoreTable(side("c", [17, 13, 18], { ngramDigest: "n2", surprisal: 2 }));
    const result = diffScoreTables(b, c);
    const verdicts = Object.fromEntries(result.metrics.map((m) => [m.metric, m.verdict]));
    expect(verdicts).toEqual({ english_ngram_surprisal: "not_comparable", message_entropy: "inconclusive", round_success: "inconclusive" });
    expect(result.metrics[0]?.differingFields).toEqual([{ field: "ngram_table:en.json", baseline: ["n1"], candidate: ["n2"] }]);
  });
});
