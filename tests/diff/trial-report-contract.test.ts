/**
 * The trial-report contract, checked against reports the real `agent-eval grade` wrote
 * (tests/fixtures/trial-reports/: trials-core's grader on its tests/fixtures/trials/attempts.* and
 * capitals.*, at trials-core 8df7192). The diff recomputes pass@k per task from `trials`; its
 * means must equal the grader's own `summary` (an independent implementation of NeMo's rules).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { diffTrialReports } from "../../src/diff/trial-diff.js";
import { parseTrialReport } from "../../src/diff/trial-report.js";

const DIR = path.join(import.meta.dirname, "../fixtures/trial-reports");
const load = (name: string) => {
  const raw = JSON.parse(readFileSync(path.join(DIR, name), "utf8")) as { summary: Record<string, { mean: number | null; count: number }> };
  return { raw, report: parseTrialReport(raw, name) };
};

describe("trial reports written by agent-eval grade", () => {
  it.each(["attempts.report.json", "capitals.report.json"])("%s parses, and pass@k per task matches the grader's summary", (name) => {
    const { raw, report } = load(name);
    const result = diffTrialReports(report, report);
    const passKeys = Object.keys(raw.summary).filter((k) => /\.pass@\d+$/.test(k));
    expect(passKeys.length).toBeGreaterThan(0);
    for (const key of passKeys) {
      const m = result.diff.metrics.find((x) => x.metric === key);
      expect(m?.baseline.k, key).toBe(raw.summary[key]?.count);
      expect(m?.baseline.mean ?? null, key).toBeCloseTo(raw.summary[key]?.mean ?? Number.NaN, 12);
      expect(m?.delta).toBe(0);
    }
    expect(result.diff.metrics.every((m) => m.verdict !== "not_comparable")).toBe(true);
  });

  it("a changed metric version in agent_eval makes its keys not comparable", () => {
    const { raw } = load("attempts.report.json");
    const base = parseTrialReport(raw, "b");
    const bumped = structuredClone(raw) as unknown as { agent_eval: { metrics: Record<string, { version: string | null }> } };
    (bumped.agent_eval.metrics.exact_answer as { version: string }).version = "2";
    const result = diffTrialReports(base, parseTrialReport(bumped, "c"));
    const verdicts = Object.fromEntries(result.diff.metrics.map((m) => [m.metric, m.verdict]));
    expect(verdicts["exact_answer.correct"]).toBe("not_comparable");
    expect(verdicts["exact_answer.correct.pass@2"]).toBe("not_comparable");
    expect(verdicts["picky.score"]).not.toBe("not_comparable");
  });

  it("a changed module digest (agent_eval.metrics.<type>.sha256) makes that metric's keys not comparable", () => {
    const { raw } = load("attempts.report.json");
    const withCode = (digest: string): unknown => {
      const copy = structuredClone(raw) as unknown as { agent_eval: { metrics: Record<string, Record<string, unknown>> } };
      (copy.agent_eval.metrics.picky as Record<string, unknown>).sha256 = digest;
      return copy;
    };
    const result = diffTrialReports(parseTrialReport(withCode("a".repeat(64)), "b"), parseTrialReport(withCode("b".repeat(64)), "c"));
    const picky = result.diff.metrics.find((m) => m.metric === "picky.score");
    expect(picky?.verdict).toBe("not_comparable");
    expect(picky?.differingFields.map((f) => f.field)).toEqual(["metric_code"]);
    expect(result.diff.metrics.find((m) => m.metric === "exact_answer.correct")?.verdict).not.toBe("not_comparable");
  });
});
