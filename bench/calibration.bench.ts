/**
 * Calibration benchmark: runs the REAL diff (diffScoreTables + the gate decision) over simulated
 * round_success runs and prints, per cell, how often the gate fails and how often each verdict is
 * given, whether the intervals cover the true Δ, and how often a real drop is detected.
 *
 * Model: each run has 20 rounds; rounds within a run are correlated through a beta-binomial
 * (the run's success probability p_j ~ Beta with mean μ and intra-class correlation ρ, so
 * Var(p_j) = ρ·μ(1−μ)); ρ = 0 means independent rounds. The candidate's μ is the baseline's minus
 * the drop, so the true Δ is −drop. Runs are unpaired (no seeds), gate `round_success:-5pp`,
 * fail-on regression, default options (ICC estimated or the conservative default).
 *
 *   npm run bench:calibration                 # 200 replications per cell (a few minutes at most)
 *   npm run bench:calibration -- --reps 1000  # the full table in docs/statistics.md
 *   npm run bench:calibration -- --quick      # 40 replications, for a smoke run
 *   npm run bench:calibration -- --design paired   # runs paired by seed (paired t)
 *   npm run bench:calibration -- --reps 2000 --k 10 --base 0.9 --drop 0,35   # a few cells
 *
 * Targets (issue 10): under no change, no cell above 5% gate failures or above 10% "possible
 * regression"; every interval presented as a calibrated 95% interval covers the true Δ in at
 * least 93% of comparisons at every k. The run ends with a PASS/FAIL line per target.
 */
import { type DiffResult, diffScoreTables } from "../src/diff/diff.js";
import type { ScoreRun, ScoreTable } from "../src/diff/score-table.js";
import { mulberry32, normalCdf, normalQuantile } from "../src/diff/statistics.js";
import type { Verdict } from "../src/diff/verdicts.js";

const args = process.argv.slice(2);
const argValue = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const REPS = args.includes("--quick") ? 40 : Number(argValue("--reps") ?? 200);
const SEED = Number(argValue("--seed") ?? 20261201);
const ROUNDS = 20;
/** `--k 3,5` etc. narrow the grid (for looking at a few cells with many replications). */
const list = (name: string, fallback: readonly number[]): readonly number[] => argValue(name)?.split(",").map(Number) ?? fallback;
const KS = list("--k", [1, 2, 3, 5, 10]);
const ICCS = list("--icc", [0, 0.1, 0.3]);
const BASES = list("--base", [0.5, 0.9]);
/** Drops in percentage points on the command line (`--drop 0,35`). */
const DROPS = list("--drop", [0, 5, 15, 35]).map((d) => d / 100);
const GATE = "round_success:-5pp";
/**
 * `--design paired`: run i of both sides shares seed i, and the seed shifts the run's success
 * probability on the probit scale by s_i ~ N(0, 0.5²) (the same s_i on both sides), so pairs are
 * positively correlated and the diff pairs them (paired t).
 */
const PAIRED = argValue("--design") === "paired";
const SEED_SD = 0.5;

// --- seeded PRNG and samplers ---------------------------------------------------------------

const random = mulberry32(SEED);

function normal(): number {
  // Box–Muller; 1 − u keeps the log finite.
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Marsaglia–Tsang gamma(shape, 1). */
function gamma(shape: number): number {
  if (shape < 1) return gamma(shape + 1) * random() ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = normal();
    const v = (1 + c * x) ** 3;
    if (v <= 0) continue;
    const u = random();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

function beta(a: number, b: number): number {
  const x = gamma(a);
  return x / (x + gamma(b));
}

/** One run's round outcomes: p ~ Beta(mean μ, ICC ρ), then 20 Bernoulli(p) rounds. */
function simulateRun(mean: number, icc: number): number[] {
  let p = mean;
  if (icc > 0 && mean > 0 && mean < 1) {
    const s = (1 - icc) / icc;
    p = beta(mean * s, (1 - mean) * s);
  }
  return Array.from({ length: ROUNDS }, () => (random() < p ? 1 : 0));
}

/** The run mean for a seed shift s: Φ(a + s) with a chosen so that E over s is exactly `mean`. */
function seededMean(mean: number, shift: number): number {
  const a = normalQuantile(mean) * Math.sqrt(1 + SEED_SD * SEED_SD);
  return normalCdf(a + shift);
}

function seedShifts(k: number): number[] | undefined {
  return PAIRED ? Array.from({ length: k }, () => normal() * SEED_SD) : undefined;
}

function side(name: string, mean: number, icc: number, k: number, shifts?: readonly number[]): ScoreTable {
  const runs: ScoreRun[] = [];
  for (let i = 0; i < k; i++) {
    const outcomes = simulateRun(shifts === undefined ? mean : seededMean(mean, shifts[i] as number), icc);
    const won = outcomes.reduce((a, x) => a + x, 0);
    runs.push({
      id: `${name}-${String(i).padStart(2, "0")}`,
      pairing: { scenario: "sim", ...(shifts === undefined ? {} : { seed: String(i + 1) }) },
      provenance: { scenario_mode: "standard" },
      metrics: {
        round_success: {
          unit: `fraction of rounds succeeded (${won}/${ROUNDS})`,
          direction: "higher-better",
          fraction: true,
          score: won / ROUNDS,
          counts: { successes: won, trials: ROUNDS },
          rounds: outcomes.map((value, r) => ({ round: r + 1, value })),
          provenance: { metric_version: "round_success@1" },
        },
      },
    });
  }
  return { runs };
}

// --- cells -------------------------------------------------------------------------------------

const VERDICTS: readonly Verdict[] = ["regression", "possible_regression", "inconclusive", "equivalent", "too_few_runs", "improvement"];

interface Cell {
  k: number;
  icc: number;
  base: number;
  drop: number;
  fails: number;
  verdicts: Map<Verdict, number>;
  calibratedShown: number;
  calibratedCovered: number;
  roughShown: number;
  roughCovered: number;
  leanWorse: number;
}

function runCell(k: number, icc: number, base: number, drop: number): Cell {
  const cell: Cell = { k, icc, base, drop, fails: 0, verdicts: new Map(), calibratedShown: 0, calibratedCovered: 0, roughShown: 0, roughCovered: 0, leanWorse: 0 };
  const truth = -drop;
  for (let rep = 0; rep < REPS; rep++) {
    const shifts = seedShifts(k);
    const result: DiffResult = diffScoreTables(side("b", base, icc, k, shifts), side("c", base - drop, icc, k, shifts), { gates: GATE });
    const m = result.metrics[0];
    if (m === undefined) throw new Error("no round_success row");
    if (result.decision.fail) cell.fails++;
    cell.verdicts.set(m.verdict, (cell.verdicts.get(m.verdict) ?? 0) + 1);
    if (m.lean === "worse" && m.verdict === "too_few_runs") cell.leanWorse++;
    if (m.interval !== null) {
      const covered = m.interval.lower - 1e-12 <= truth && truth <= m.interval.upper + 1e-12;
      if (m.intervalCalibrated) {
        cell.calibratedShown++;
        if (covered) cell.calibratedCovered++;
      } else {
        cell.roughShown++;
        if (covered) cell.roughCovered++;
      }
    }
  }
  return cell;
}

const pct = (n: number, d: number): string => (d === 0 ? "—" : `${((100 * n) / d).toFixed(1)}`);

const started = performance.now();
const cells: Cell[] = [];
for (const drop of DROPS) for (const base of BASES) for (const icc of ICCS) for (const k of KS) cells.push(runCell(k, icc, base, drop));
const seconds = (performance.now() - started) / 1000;

const header = ["drop pp", "base", "ICC", "k/side", "gate fails %", ...VERDICTS.map((v) => `${v.replaceAll("_", " ")} %`), "too few, looks worse %", "95% coverage % (shown)", "rough coverage % (shown)"];
const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => "--:").join("|")}|`];
for (const c of cells) {
  lines.push(
    `| ${[
      (c.drop * 100).toFixed(0),
      c.base.toFixed(1),
      c.icc.toFixed(1),
      String(c.k),
      pct(c.fails, REPS),
      ...VERDICTS.map((v) => pct(c.verdicts.get(v) ?? 0, REPS)),
      pct(c.leanWorse, REPS),
      c.calibratedShown === 0 ? "—" : `${pct(c.calibratedCovered, c.calibratedShown)} (${c.calibratedShown})`,
      c.roughShown === 0 ? "—" : `${pct(c.roughCovered, c.roughShown)} (${c.roughShown})`,
    ].join(" | ")} |`,
  );
}

console.log(`calibration (${PAIRED ? `paired seeds, seed effect SD ${SEED_SD} on the probit scale` : "unpaired runs"}): ${REPS} replications per cell, ${cells.length} cells, ${ROUNDS} rounds per run, gate ${GATE}, seed ${SEED} (${seconds.toFixed(1)} s)\n`);
console.log(lines.join("\n"));

// --- confirm mode: looking again after every added run ---------------------------------------

/**
 * Under no change, add runs one at a time from 3 to 10 a side and stop at the first look that
 * fails the gate: the share of sequences that ever fail, with and without `sequential`.
 */
function peeking(sequential: boolean, icc: number, base: number, drop = 0): number {
  let everFailed = 0;
  for (let rep = 0; rep < REPS; rep++) {
    const shifts = seedShifts(10);
    const b = side("b", base, icc, 10, shifts);
    const c = side("c", base - drop, icc, 10, shifts);
    for (let k = 3; k <= 10; k++) {
      const result = diffScoreTables({ runs: b.runs.slice(0, k) }, { runs: c.runs.slice(0, k) }, { gates: GATE, sequential });
      if (result.decision.fail) {
        everFailed++;
        break;
      }
    }
  }
  return everFailed / REPS;
}

const peekRows = [
  "| base | ICC | no change, naive peeking: ever fails % | no change, --sequential: ever fails % | 15 pp drop, naive: detected % | 15 pp drop, --sequential: detected % |",
  "|--:|--:|--:|--:|--:|--:|",
];
if (!args.includes("--no-sequential")) {
  for (const base of BASES) {
    for (const icc of ICCS) {
      const rates = [peeking(false, icc, base), peeking(true, icc, base), peeking(false, icc, base, 0.15), peeking(true, icc, base, 0.15)];
      peekRows.push(`| ${base.toFixed(1)} | ${icc.toFixed(1)} | ${rates.map((r) => (r * 100).toFixed(1)).join(" | ")} |`);
    }
  }
  console.log("\nconfirm mode: a look after every added run from 3 to 10 runs a side, stopping at the first failure\n");
  console.log(peekRows.join("\n"));
}

// --- targets -----------------------------------------------------------------------------------

const nulls = cells.filter((c) => c.drop === 0);
const worstFail = Math.max(...nulls.map((c) => c.fails / REPS));
const worstPossible = Math.max(...nulls.map((c) => (c.verdicts.get("possible_regression") ?? 0) / REPS));
const shown = cells.filter((c) => c.calibratedShown >= Math.min(50, REPS / 4));
const worstCoverage = Math.min(...shown.map((c) => c.calibratedCovered / c.calibratedShown));
// Below 1,000 replications a cell's rate is too noisy to hold to the target exactly: allow two binomial
// standard errors (at the target) and say so. At 1,000 or more the targets are checked as stated.
const STRICT = REPS >= 1000;
const slack = (target: number, n: number): number => (STRICT ? 0 : 2 * Math.sqrt((target * (1 - target)) / n));
const minShown = shown.length === 0 ? REPS : Math.min(...shown.map((c) => c.calibratedShown));
const check = (ok: boolean, text: string): string => `${ok ? "PASS" : "FAIL"} ${text}${STRICT ? "" : ` [${REPS} replications: within 2 standard errors; use --reps 1000 for the strict check]`}`;
console.log("");
console.log(check(worstFail <= 0.05 + slack(0.05, REPS), `no-change gate failures: worst cell ${(worstFail * 100).toFixed(1)}% (target <= 5%)`));
console.log(check(worstPossible <= 0.1 + slack(0.1, REPS), `no-change "possible regression": worst cell ${(worstPossible * 100).toFixed(1)}% (target <= 10%)`));
console.log(check(worstCoverage >= 0.93 - slack(0.95, minShown), `coverage of calibrated 95% intervals: worst cell ${(worstCoverage * 100).toFixed(1)}% (target >= 93%; cells with >= ${Math.min(50, REPS / 4)} intervals shown)`));
for (const k of KS) {
  const detect = cells.filter((c) => c.k === k && c.drop >= 0.15);
  if (detect.length === 0) continue;
  const rate = detect.reduce((a, c) => a + c.fails, 0) / (detect.length * REPS);
  console.log(`detection (gate fails) at k = ${k}, drops >= 15 pp: ${(rate * 100).toFixed(1)}%`);
}
