/**
 * Which runs a diff compares with which: a metric's entries on each side (run + score), their
 * pooled counts, the pairing of runs by scenario/seed key, the same-input and provenance checks
 * that short-circuit a row, and the per-round flip table. It stands apart from the estimation
 * (estimate.ts) because it decides what is compared, not how much it moved. Pure.
 */
import { ownValue } from "../core/own-keys.js";
import { compareCodePoints } from "../core/pynum.js";
import { type MetricScore, type ScoreRun, pairingKey } from "./score-table.js";
import type { Counts } from "./statistics.js";

/** A provenance field whose values differ between the sides. */
export interface DifferingField {
  readonly field: string;
  readonly baseline: readonly string[];
  readonly candidate: readonly string[];
}

/** A round whose outcome flipped between a baseline run and the candidate run with the same scenario and seed. */
export interface FlipEntry {
  readonly scenario?: string;
  readonly seed?: string;
  readonly round: number;
  readonly baseline: Counts;
  readonly candidate: Counts;
}

/** A scenario/seed pair left out of the flip table, and why. */
export interface SkippedFlipPair {
  readonly scenario?: string;
  readonly seed?: string;
  readonly reason: string;
}

/**
 * Per-round flips for 0/1 round outcomes (round_success), only between runs that share scenario,
 * seed and round count: anything else compares unrelated simulations. A round is "newly failing"
 * when it succeeded in the baseline run and fails in the candidate run.
 */
export interface FlipTable {
  /** by-pairing-key: at least one pair lined up. not-comparable: none did (`reason` says why). */
  readonly mode: "by-pairing-key" | "not-comparable";
  readonly newlyFailing: readonly FlipEntry[];
  readonly newlyPassing: readonly FlipEntry[];
  /** Why no round can be compared (mode not-comparable), else null. */
  readonly reason: string | null;
  /** Pairs that were left out (e.g. different round counts), sorted by scenario/seed. */
  readonly skipped: readonly SkippedFlipPair[];
}

const byCodePoint = (a: string, b: string): number => compareCodePoints(a, b);

export interface Entry {
  readonly run: ScoreRun;
  readonly score: MetricScore;
}

export function entriesFor(runs: readonly ScoreRun[], metric: string): Entry[] {
  const out: Entry[] = [];
  for (const run of runs) {
    const score = ownValue(run.metrics, metric);
    if (score !== undefined) out.push({ run, score });
  }
  return out;
}

export function pooledCounts(entries: readonly Entry[]): Counts | null {
  if (entries.length === 0) return null;
  let successes = 0;
  let trials = 0;
  for (const { score } of entries) {
    if (score.counts === undefined) return null;
    successes += score.counts.successes;
    trials += score.counts.trials;
  }
  return trials > 0 ? { successes, trials } : null;
}

export function runCounts(entries: readonly Entry[]): Counts[] | null {
  const out: Counts[] = [];
  for (const { score } of entries) {
    if (score.counts === undefined || !(score.counts.trials > 0)) return null;
    out.push(score.counts);
  }
  return out;
}

const ABSENT = "(absent)";

/** Provenance fields (run-wide + metric-specific) whose value sets differ between the sides. */
export function differingFields(baseline: readonly Entry[], candidate: readonly Entry[]): DifferingField[] {
  const fieldsOf = (e: Entry): Record<string, string> => ({ ...e.run.provenance, ...e.score.provenance });
  const names = new Set<string>();
  for (const e of [...baseline, ...candidate]) for (const key of Object.keys(fieldsOf(e))) names.add(key);
  const valuesOf = (entries: readonly Entry[], field: string): string[] =>
    [...new Set(entries.map((e) => fieldsOf(e)[field] ?? ABSENT))].sort(byCodePoint);
  const out: DifferingField[] = [];
  for (const field of [...names].sort(byCodePoint)) {
    const b = valuesOf(baseline, field);
    const c = valuesOf(candidate, field);
    if (b.join("\u0000") !== c.join("\u0000")) out.push({ field, baseline: b, candidate: c });
  }
  return out;
}

/**
 * The scenario mix of the two sides when it differs: both sides hold runs of several scenarios,
 * in different proportions (3 veyru + 1 iceberg against 1 veyru + 3 iceberg). An unpaired mean
 * over such runs measures the mix, not the agent: a scenario where the agent scores 90% against
 * one where it scores 30% makes a 30 pp "regression" out of nothing. Undefined when one scenario
 * is all there is, a run does not say its scenario, or the proportions agree (then the mean is
 * over the same mix on both sides).
 */
export function scenarioMix(baseline: readonly Entry[], candidate: readonly Entry[]): DifferingField | undefined {
  const tally = (entries: readonly Entry[]): Map<string, number> | undefined => {
    const counts = new Map<string, number>();
    for (const e of entries) {
      const name = e.run.pairing?.scenario ?? e.run.provenance?.scenario;
      if (name === undefined) return undefined;
      // the mode is part of the game (veyru solo or in teams): a mix of modes is a mix of scenarios
      const mode = e.run.provenance?.scenario_mode;
      const scenario = mode === undefined ? name : `${name} (${mode})`;
      counts.set(scenario, (counts.get(scenario) ?? 0) + 1);
    }
    return counts;
  };
  const b = tally(baseline);
  const c = tally(candidate);
  if (b === undefined || c === undefined || baseline.length === 0 || candidate.length === 0) return undefined;
  const names = [...new Set([...b.keys(), ...c.keys()])].sort(byCodePoint);
  if (names.length < 2) return undefined;
  // exact in integers: share_b = nb / kB equals share_c = nc / kC
  const same = names.every((name) => (b.get(name) ?? 0) * candidate.length === (c.get(name) ?? 0) * baseline.length);
  if (same) return undefined;
  const describe = (counts: ReadonlyMap<string, number>, total: number): string[] =>
    names.map((name) => `${name}: ${counts.get(name) ?? 0} of ${total} runs`);
  return { field: "scenario mix", baseline: describe(b, baseline.length), candidate: describe(c, candidate.length) };
}

/** Same event logs on both sides (as multisets); false when any run lacks a digest (unknown input). */
export function sameEventLogs(baseline: readonly Entry[], candidate: readonly Entry[]): boolean {
  const digests = (entries: readonly Entry[]): string[] | undefined => {
    const out: string[] = [];
    for (const e of entries) {
      if (e.run.eventLogDigest === undefined) return undefined;
      out.push(e.run.eventLogDigest);
    }
    return out.sort(byCodePoint);
  };
  const b = digests(baseline);
  const c = digests(candidate);
  return b !== undefined && c !== undefined && b.join("\u0000") === c.join("\u0000");
}

/** Scores per event-log digest agree on both sides. */
export function sameScoresPerLog(baseline: readonly Entry[], candidate: readonly Entry[]): boolean {
  const key = (entries: readonly Entry[]): string =>
    entries
      .map((e) => `${e.run.eventLogDigest ?? ""}\u0000${e.score.score}`)
      .sort(byCodePoint)
      .join("\u0001");
  return key(baseline) === key(candidate);
}

export interface PairingPlan {
  readonly keys: readonly string[];
  readonly baseline: ReadonlyMap<string, readonly Entry[]>;
  readonly candidate: ReadonlyMap<string, readonly Entry[]>;
}

function groupByKey(entries: readonly Entry[]): Map<string, Entry[]> | undefined {
  const groups = new Map<string, Entry[]>();
  for (const e of entries) {
    const key = pairingKey(e.run);
    if (key === undefined) return undefined;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [e]);
    else group.push(e);
  }
  return groups;
}

/** Pairing plan when every run has a key and both sides cover exactly the same keys. */
export function planPairing(baseline: readonly Entry[], candidate: readonly Entry[]): PairingPlan | { mismatch: string } | undefined {
  const b = groupByKey(baseline);
  const c = groupByKey(candidate);
  if (b === undefined || c === undefined) return undefined;
  const onlyB = [...b.keys()].filter((k) => !c.has(k)).length;
  const onlyC = [...c.keys()].filter((k) => !b.has(k)).length;
  if (onlyB > 0 || onlyC > 0) {
    return { mismatch: `pairing keys do not line up (${onlyB} only in baseline, ${onlyC} only in candidate): runs compared unpaired` };
  }
  return { keys: [...b.keys()].sort(byCodePoint), baseline: b, candidate: c };
}

function splitKey(key: string): { scenario?: string; seed?: string } {
  const [scenario = "", seed = ""] = key.split("\u0000");
  return { ...(scenario === "" ? {} : { scenario }), ...(seed === "" ? {} : { seed }) };
}

/** Round outcomes are 0/1 on every run that has rounds, and both sides have some. */
function binaryRounds(entries: readonly Entry[]): boolean {
  let any = false;
  for (const { score } of entries) {
    for (const r of score.rounds ?? []) {
      if (r.value !== 0 && r.value !== 1) return false;
      any = true;
    }
  }
  return any;
}

function tallyRounds(entries: readonly Entry[]): Map<number, { successes: number; trials: number }> {
  const tally = new Map<number, { successes: number; trials: number }>();
  for (const { score } of entries) {
    for (const r of score.rounds ?? []) {
      const t = tally.get(r.round) ?? { successes: 0, trials: 0 };
      tally.set(r.round, { successes: t.successes + r.value, trials: t.trials + 1 });
    }
  }
  return tally;
}

function roundOutcomes(e: Entry): readonly { round: number; value: number }[] {
  return e.score.rounds ?? [];
}

function keyLabel(where: { scenario?: string; seed?: string }): string {
  return [where.scenario, where.seed === undefined ? undefined : `seed ${where.seed}`].filter((x) => x !== undefined).join(", ");
}

/**
 * Flips between runs that replay the same simulation: one baseline and one candidate run with the
 * same scenario, seed and round count. Anything else is listed as skipped, with the reason.
 */
export function flipTable(baseline: readonly Entry[], candidate: readonly Entry[]): FlipTable | null {
  if (!binaryRounds(baseline) || !binaryRounds(candidate)) return null;
  const notComparable = (reason: string, skipped: readonly SkippedFlipPair[] = []): FlipTable => ({
    mode: "not-comparable",
    newlyFailing: [],
    newlyPassing: [],
    reason,
    skipped,
  });
  const b = groupByKey(baseline);
  const c = groupByKey(candidate);
  if (b === undefined || c === undefined) return notComparable("runs carry no scenario and seed, so no candidate run is known to replay a baseline run");
  const keys = [...b.keys()].filter((k) => c.has(k)).sort(byCodePoint);
  if (keys.length === 0) return notComparable("no baseline run shares scenario and seed with a candidate run");
  const newlyFailing: FlipEntry[] = [];
  const newlyPassing: FlipEntry[] = [];
  const skipped: SkippedFlipPair[] = [];
  let lined = 0;
  for (const key of keys) {
    const where = splitKey(key);
    const bs = b.get(key) ?? [];
    const cs = c.get(key) ?? [];
    if (where.seed === undefined) {
      skipped.push({ ...where, reason: "no seed recorded: runs of one scenario with unknown seeds are different simulations" });
      continue;
    }
    if (bs.length !== 1 || cs.length !== 1) {
      skipped.push({ ...where, reason: `${bs.length} baseline and ${cs.length} candidate runs share this scenario and seed` });
      continue;
    }
    const nb = roundOutcomes(bs[0] as Entry).length;
    const nc = roundOutcomes(cs[0] as Entry).length;
    if (nb !== nc) {
      skipped.push({ ...where, reason: `different round counts (${nb} in the baseline run, ${nc} in the candidate run)` });
      continue;
    }
    lined++;
    const tb = tallyRounds(bs);
    const tc = tallyRounds(cs);
    const rounds = [...tb.keys()].filter((r) => tc.has(r)).sort((x, y) => x - y);
    for (const round of rounds) {
      const bc = tb.get(round) as Counts;
      const cc = tc.get(round) as Counts;
      // Cross-multiplied so the comparison of rates is exact (a round number may repeat after a resume).
      const cmp = cc.successes * bc.trials - bc.successes * cc.trials;
      if (cmp === 0) continue;
      (cmp < 0 ? newlyFailing : newlyPassing).push({ ...where, round, baseline: bc, candidate: cc });
    }
  }
  if (lined === 0) {
    const first = skipped[0] as SkippedFlipPair;
    return notComparable(`no run pair shares scenario, seed and round count (${keyLabel(first)}: ${first.reason})`, skipped);
  }
  return { mode: "by-pairing-key", newlyFailing, newlyPassing, reason: null, skipped };
}
