/**
 * Issue 10's constructed comparisons, end to end through `agent-eval diff` on report files: the
 * verdicts must never claim more than the runs can show.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runDiffCommand } from "../../src/cli/diff-command.js";
import type { DiffResult, MetricDiff } from "../../src/diff/diff.js";
import { tempDir } from "../helpers/run-dirs.js";

interface RunSpec {
  readonly id: string;
  /** round outcomes, one character per round ("1101"). */
  readonly rounds: string;
  readonly chars?: number;
  /** Writes `veyru.jsonl` with a simulation_started line carrying this seed. */
  readonly seed?: number;
}

function writeRun(dir: string, spec: RunSpec): void {
  const values = [...spec.rounds].map(Number);
  const won = values.filter((v) => v === 1).length;
  const measurements: unknown[] = [
    {
      metric_name: "round_success",
      score: won / values.length,
      score_unit: `fraction of rounds succeeded (${won}/${values.length})`,
      summary: "",
      per_round: values.map((value, i) => ({ round_number: i + 1, value, note: "" })),
      per_agent: [],
    },
  ];
  if (spec.chars !== undefined) {
    measurements.push({ metric_name: "mean_chars_per_message", score: spec.chars, score_unit: "chars/message", summary: "", per_round: [], per_agent: [] });
  }
  const report = {
    simulation_id: spec.id,
    scenario_name: "veyru",
    measurements,
    evaluation_cost: {
      usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
      estimated_cost_usd: 0,
      model: "none",
      provider_name: "none",
    },
  };
  const runDir = path.join(dir, spec.id);
  mkdirSync(runDir, { recursive: true });
  writeFileSync(path.join(runDir, "veyru_report.json"), JSON.stringify(report));
  if (spec.seed !== undefined) {
    const started = { event_type: "simulation_started", round_number: 0, run_id: spec.id, scenario_name: "veyru", scenario_config: { seed: spec.seed } };
    writeFileSync(path.join(runDir, "veyru.jsonl"), `${JSON.stringify(started)}\n`);
  }
}

function sideDir(root: string, name: string, runs: readonly RunSpec[]): string {
  const dir = path.join(root, name);
  for (const run of runs) writeRun(dir, run);
  return dir;
}

async function diff(args: { baseline: string[]; candidate: string[]; gate?: string[]; icc?: string; sequential?: boolean; format?: "json" | "text" | "markdown" }) {
  let stdout = "";
  let stderr = "";
  const code = await runDiffCommand(
    {
      baseline: args.baseline,
      candidate: args.candidate,
      format: args.format ?? "json",
      gate: args.gate ?? [],
      failOn: "regression",
      ...(args.icc === undefined ? {} : { icc: args.icc }),
      ...(args.sequential === undefined ? {} : { sequential: args.sequential }),
    },
    { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) },
  );
  return { code, stdout, stderr };
}

function row(stdout: string, metric: string): MetricDiff {
  const found = (JSON.parse(stdout) as DiffResult).metrics.find((m) => m.metric === metric);
  if (found === undefined) throw new Error(`no ${metric}`);
  return found;
}

const bits = (won: number, total = 20): string => "1".repeat(won) + "0".repeat(total - won);

describe("agent-eval diff: honest verdicts at every sample size", () => {
  it("k = 1/1, mean_chars_per_message 26.8 → 80.3: too few runs to tell, never 'no change'", async () => {
    const root = tempDir("verdicts-k1-");
    const b = sideDir(root, "b", [{ id: "base-1", rounds: bits(12), chars: 26.8 }]);
    const c = sideDir(root, "c", [{ id: "cand-1", rounds: bits(11), chars: 80.3 }]);
    const r = await diff({ baseline: [b], candidate: [c] });
    expect(r.code).toBe(0);
    const chars = row(r.stdout, "mean_chars_per_message");
    expect(chars).toMatchObject({ verdict: "too_few_runs", verdictLabel: "too few runs to tell (k = 1/1)", change: "increase", deltaText: "+53.500" });
    const text = await diff({ baseline: [b], candidate: [c], format: "text" });
    expect(text.stdout).toContain("too few runs to tell (k = 1/1)");
    expect(text.stdout).not.toMatch(/no change/);
  });

  it("[0,0,0] vs [1,1,1] runs: exact permutation p = 0.10 (scipy permutation_test), not 0; the gate does not fail", async () => {
    const root = tempDir("verdicts-perm-");
    const b = sideDir(root, "b", [1, 2, 3].map((i) => ({ id: `base-${i}`, rounds: bits(20) })));
    const c = sideDir(root, "c", [1, 2, 3].map((i) => ({ id: `cand-${i}`, rounds: bits(0) })));
    const r = await diff({ baseline: [b], candidate: [c], gate: ["round_success:-5pp"] });
    const m = row(r.stdout, "round_success");
    expect(m.method).toBe("permutation");
    expect(m.pValue).toBeCloseTo(0.1, 12);
    expect(m.verdict).toBe("possible_regression");
    expect(r.code).toBe(0);
  });

  it("output does not depend on the order of the paths given", async () => {
    const root = tempDir("verdicts-order-");
    const b1 = sideDir(root, "b1", [{ id: "base-b", rounds: bits(15) }]);
    const b2 = sideDir(root, "b2", [{ id: "base-a", rounds: bits(17) }, { id: "base-c", rounds: bits(14) }]);
    const c1 = sideDir(root, "c1", [{ id: "cand-z", rounds: bits(12) }, { id: "cand-y", rounds: bits(13) }]);
    const c2 = sideDir(root, "c2", [{ id: "cand-x", rounds: bits(16) }]);
    const forward = await diff({ baseline: [b1, b2], candidate: [c1, c2], gate: ["round_success:-5pp"] });
    const backward = await diff({ baseline: [b2, b1], candidate: [c2, c1], gate: ["round_success:-5pp"] });
    expect(backward.stdout).toBe(forward.stdout);
    expect(row(forward.stdout, "round_success").baseline.runIds).toEqual(["base-a", "base-b", "base-c"]);
    const md = (order: [string, string]) => diff({ baseline: order, candidate: [c1, c2], format: "markdown" });
    expect((await md([b2, b1])).stdout).toBe((await md([b1, b2])).stdout);
  });

  it("round flips only between runs with the same scenario, seed and round count", async () => {
    const root = tempDir("verdicts-flips-");
    const b = sideDir(root, "b", [
      { id: "base-1", rounds: "1101", seed: 1 },
      { id: "base-2", rounds: "1111", seed: 2 },
    ]);
    const c = sideDir(root, "c", [
      { id: "cand-1", rounds: "010011", seed: 1 },
      { id: "cand-2", rounds: "1011", seed: 2 },
    ]);
    const m = row((await diff({ baseline: [b], candidate: [c] })).stdout, "round_success");
    expect(m.flips?.mode).toBe("by-pairing-key");
    expect(m.flips?.newlyFailing).toEqual([{ scenario: "veyru", seed: "2", round: 2, baseline: { successes: 1, trials: 1 }, candidate: { successes: 0, trials: 1 } }]);
    expect(m.flips?.newlyPassing).toEqual([]);
    expect(m.flips?.skipped).toEqual([{ scenario: "veyru", seed: "1", reason: "different round counts (4 in the baseline run, 6 in the candidate run)" }]);
    const other = sideDir(root, "other", [{ id: "cand-9", rounds: "0000", seed: 9 }]);
    const unrelated = row((await diff({ baseline: [b], candidate: [other] })).stdout, "round_success");
    expect(unrelated.flips).toMatchObject({ mode: "not-comparable", newlyFailing: [], reason: "no baseline run shares scenario and seed with a candidate run" });
  });

  it("--icc sets the pooled-rounds correlation; a bad value is a usage error (exit 2)", async () => {
    const root = tempDir("verdicts-icc-");
    const b = sideDir(root, "b", [{ id: "base-1", rounds: bits(18) }]);
    const c = sideDir(root, "c", [{ id: "cand-1", rounds: bits(12) }]);
    const given = row((await diff({ baseline: [b], candidate: [c], icc: "0.1" })).stdout, "round_success");
    expect(given.icc).toMatchObject({ value: 0.1, source: "option", roundsPerRun: 20 });
    // design effect 1 + (m − 1)·ICC with m = 20 rounds a run (reference ci-peers-and-statistics.md §4.4d): 1 + 19 × 0.1 = 2.9
    expect(given.icc?.designEffect).toBeCloseTo(2.9, 12);
    expect(given.intervalCalibrated).toBe(false);
    const fallback = row((await diff({ baseline: [b], candidate: [c] })).stdout, "round_success");
    expect(fallback.icc).toMatchObject({ value: 0.3, source: "default" });
    // decimal digits only, as the Action's icc input and the counts read them (spaces were accepted here)
    for (const bad of ["1.5", "-0.1", "abc", "", " 0.5", "0.5 ", "\t0.5", "1e-1", "0x0", "-0", "Infinity"]) {
      const r = await diff({ baseline: [b], candidate: [c], icc: bad });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--icc: expected a number from 0 to 1/);
    }
  });

  it("--sequential tests each look at alpha/((k-2)(k-1)) and says so", async () => {
    const root = tempDir("verdicts-seq-");
    const b = sideDir(root, "b", [18, 17, 19, 18].map((w, i) => ({ id: `base-${i}`, rounds: bits(w) })));
    const c = sideDir(root, "c", [12, 11, 13, 10].map((w, i) => ({ id: `cand-${i}`, rounds: bits(w) })));
    const plain = row((await diff({ baseline: [b], candidate: [c], gate: ["round_success:-5pp"] })).stdout, "round_success");
    const seq = row((await diff({ baseline: [b], candidate: [c], gate: ["round_success:-5pp"], sequential: true })).stdout, "round_success");
    expect(plain.sequential).toBeNull();
    expect(seq.sequential).toEqual({ look: 4, alphaAtLook: 0.05 / 6 });
    expect(seq.interval?.confidence).toBeCloseTo(1 - 0.05 / 6, 12);
    expect((seq.interval?.upper ?? 0) - (seq.interval?.lower ?? 0)).toBeGreaterThan((plain.interval?.upper ?? 0) - (plain.interval?.lower ?? 0));
  });
});
