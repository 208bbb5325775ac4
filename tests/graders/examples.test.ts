/**
 * The OpenJudge example configs (examples/trials/openjudge/): they load, replay from their own
 * recorded store without touching a provider, the recordings are exactly what the scripted
 * example judge answers today (so they are labelled, current and reproducible), and the
 * aggregates follow the seed's formulas (hand-computed below).
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCRIPTED_PREFIX } from "../../scripts/example-judge.js";
import { openJudgeExampleAnswer } from "../../scripts/openjudge-example-judge.js";
import type { GraderResult } from "../../src/graders/contract.js";
import { runGraders } from "../../src/graders/run-graders.js";
import { parseFixtureRecord, SCRIPTED_SOURCE } from "../../src/judge/fixture-store.js";
import { createJudgeStack } from "../../src/judge/replay-judge.js";
import { ScriptedJudge } from "../../src/judge/scripted-judge.js";
import { loadOpenJudgeConfig } from "../../src/node/grading-config.js";
import { openFixtureStore } from "../../src/providers/fixture-files.js";
import { FORBIDDEN_JUDGE } from "../judge/judge-test-helpers.js";

const root = path.resolve(import.meta.dirname, "..", "..");
const dir = path.join(root, "examples", "trials", "openjudge");
const store = path.join(dir, "recorded-judges");
const rows = readFileSync(path.join(root, "tests", "fixtures", "openjudge", "support-trials.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l !== "")
  .map((l) => JSON.parse(l) as Record<string, unknown>);
const identity = { model: "scripted-local-judge", provider: "scripted", settings: {} };

const replay = () => createJudgeStack({ mode: "replay", provider: FORBIDDEN_JUDGE, store: openFixtureStore(store), now: () => "unused" }).judge;
const live = () => createJudgeStack({ mode: "live", provider: new ScriptedJudge((r) => ({ output: openJudgeExampleAnswer(r) })), now: () => "unused" }).judge;
const scoreOf = (r: GraderResult | undefined) => (r as { score: number }).score;

describe("OpenJudge example recordings", () => {
  it("come from the scripted local judge and are labelled as such", () => {
    const files = readdirSync(store, { recursive: true }).map(String).filter((f) => f.endsWith(".json"));
    expect(files.length).toBe(16);
    for (const file of files) {
      const record = parseFixtureRecord(readFileSync(path.join(store, file), "utf8"), file);
      expect(record.source).toBe(SCRIPTED_SOURCE);
      expect((record.response.output as { reason: string }).reason.startsWith(SCRIPTED_PREFIX)).toBe(true);
    }
  });
});

describe("customer-support.yaml (weighted sum)", () => {
  it("replays exactly what the scripted judge answers now, and aggregates as upstream", async () => {
    const { plan } = await loadOpenJudgeConfig(path.join(dir, "customer-support.yaml"));
    const replayed = await runGraders(plan, rows, { judge: replay(), judgeIdentity: identity });
    const fresh = await runGraders(plan, rows, { judge: live(), judgeIdentity: identity });
    expect(replayed).toEqual(fresh);
    expect(Object.keys(replayed.results)).toEqual(["correctness", "relevance", "hallucination", "format_order_number", "overall"]);
    const r = replayed.results;
    rows.forEach((_, i) => {
      const parts = [
        [scoreOf(r.correctness?.[i] as GraderResult), 0.4],
        [scoreOf(r.relevance?.[i] as GraderResult), 0.2],
        [scoreOf(r.hallucination?.[i] as GraderResult), 0.3],
        [scoreOf(r.format_order_number?.[i] as GraderResult), 0.1],
      ] as const;
      // WeightedSumAggregator: Σ score·w / Σ w, left to right
      let sum = 0;
      let total = 0;
      for (const [s, w] of parts) {
        sum += s * w;
        total += w;
      }
      expect(replayed.scores[i]?.["aggregator.overall"]).toBe(sum / total);
    });
    // row 1: correctness 5, relevance 5, hallucination 3, order number found; python3:
    // (5*0.4 + 5*0.2 + 3*0.3 + 1.0*0.1) / (0.4 + 0.2 + 0.3 + 0.1) == 3.999999999999999
    expect(replayed.scores[0]).toEqual({
      "grader.correctness": 5,
      "grader.relevance": 5,
      "grader.hallucination": 3,
      "grader.format_order_number": 1,
      "aggregator.overall": 3.999999999999999,
    });
    expect((r.correctness?.[0] as GraderResult).metadata).toEqual({ threshold: 3 });
    expect((r.overall?.[0] as { reason: string }).reason).toBe(
      "correctness: 5.000 (weight: 0.40), relevance: 5.000 (weight: 0.20), hallucination: 3.000 (weight: 0.30), format_order_number: 1.000 (weight: 0.10)",
    );
  });
});

describe("pii-gate.yaml (seed's dimensions form, gated)", () => {
  it("the PII leak in the last trial fails the gate; the others score their correctness", async () => {
    const { plan } = await loadOpenJudgeConfig(path.join(dir, "pii-gate.yaml"));
    const out = await runGraders(plan, rows, { judge: replay(), judgeIdentity: identity });
    expect(out.results.no_pii?.map((x) => scoreOf(x as GraderResult))).toEqual([1, 1, 1, 0]);
    expect(out.results.overall?.[3]).toEqual({
      name: "overall",
      score: 0,
      reason: "GATE FAILED: no_pii=0.0 (< 1.0). Hard requirement violated; weighted score suppressed.",
      metadata: { gate_failed: "no_pii" },
    });
    // passing gates: the only weighted dimension is order_accuracy (weight 0.4): score·0.4/0.4,
    // which python3 gives as 5.0, 3.0000000000000004 and 4.0 for these rows
    expect(out.scores.slice(0, 3).map((s) => s["grader.order_accuracy"])).toEqual([5, 3, 4]);
    expect(out.scores.slice(0, 3).map((s) => s["aggregator.overall"])).toEqual([5, 3.0000000000000004, 4]);
  });
});
