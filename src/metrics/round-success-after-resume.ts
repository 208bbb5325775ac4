/**
 * `round_success_after_resume` (spec §7): the win rate in the rounds after each swap boundary,
 * compared with a baseline — earlier rounds of the same run for an in-run swap, or the same
 * rounds of the source run for a replace-agent / cross-run replace-agent manifest.
 */
import { type AgentEvent, type RoundResultRecorded, eventsOfType, ofType } from "../core/events.js";
import type { Measurement } from "../core/measurement.js";
import { pyIntList, pyRound } from "../core/pynum.js";
import type { MetricContext, BuiltinMetric } from "./contract.js";
import { type TeamResults, groupByTeam } from "./round-success.js";
import { parseSidecarJson } from "./shared/sidecar-json.js";

const NAME = "round_success_after_resume";

export const REPLACE_MANIFEST = "replace_manifest.json";
export const CROSS_RUN_REPLACE_MANIFEST = "cross_run_replace_manifest.json";

type Baseline =
  | { readonly kind: "in-run"; readonly start: number; readonly end: number }
  | { readonly kind: "source-run"; readonly runId: string; readonly runDir: string };

interface Anchor {
  readonly baseName: string;
  readonly flowLabel: string;
  readonly roundStart: number;
  readonly roundsAfterSwap: number;
  readonly baseline: Baseline | undefined;
}

function inRunAnchors(events: readonly AgentEvent[]): Anchor[] {
  const swaps = eventsOfType(events, "agent_swapped_mid_run");
  const advanced = eventsOfType(events, "round_advanced").map((e) => e.round_number);
  if (advanced.length === 0) return [];
  // a loop, not Math.max(...advanced): a log with ~120k round_advanced events overflows the stack
  let last = advanced[0] as number;
  for (const round of advanced) if (round > last) last = round;
  const sortedRounds = swaps.map((s) => s.round_number).sort((a, b) => a - b);
  return swaps.map((swap, k) => {
    const round = swap.round_number;
    // First occurrence, as upstream's list.index: two swaps in one round give the first a degenerate window.
    const next = sortedRounds.indexOf(round) + 1;
    const nextRound = sortedRounds[next];
    const windowEnd = nextRound === undefined ? last : nextRound - 1;
    // Baselines chain in file order: from the previous swap's round (or 1) up to the round before.
    const start = k === 0 ? 1 : (swaps[k - 1] as (typeof swaps)[number]).round_number;
    const end = round - 1;
    return {
      baseName: `${NAME}_round_${round}_${swap.agent_id}`,
      flowLabel: "in-run scheduled swap",
      roundStart: round,
      roundsAfterSwap: Math.max(0, windowEnd - round),
      baseline: end < start ? undefined : { kind: "in-run", start, end },
    };
  });
}


async function manifestAnchors(context: MetricContext): Promise<Anchor[]> {
  const replace = await context.sidecars.readText(REPLACE_MANIFEST);
  if (replace !== undefined) {
    // the manifests' schemas (and zod) are loaded for the runs that have one
    const { replaceManifestSchema } = await import("./shared/replace-manifests.js");
    const manifest = parseSidecarJson(NAME, REPLACE_MANIFEST, replace, replaceManifestSchema);
    return [
      {
        baseName: NAME,
        flowLabel: "replace-agent",
        roundStart: manifest.round_start,
        roundsAfterSwap: manifest.rounds_after_swap,
        baseline: { kind: "source-run", runId: manifest.source_run_id, runDir: manifest.source_run_dir },
      },
    ];
  }
  const crossRun = await context.sidecars.readText(CROSS_RUN_REPLACE_MANIFEST);
  if (crossRun !== undefined) {
    const { crossRunReplaceManifestSchema } = await import("./shared/replace-manifests.js");
    const manifest = parseSidecarJson(NAME, CROSS_RUN_REPLACE_MANIFEST, crossRun, crossRunReplaceManifestSchema);
    return [
      {
        baseName: NAME,
        flowLabel: "cross-run replace-agent",
        roundStart: manifest.round_start,
        roundsAfterSwap: manifest.rounds_after_swap,
        baseline: { kind: "source-run", runId: manifest.source_a_run_id, runDir: manifest.source_a_run_dir },
      },
    ];
  }
  return [];
}

/** Results grouped by round, each round's results in file order. */
function resultsByRound(events: readonly AgentEvent[]): Map<number, RoundResultRecorded[]> {
  const byRound = new Map<number, RoundResultRecorded[]>();
  for (const result of eventsOfType(events, "round_result_recorded")) {
    const bucket = byRound.get(result.round_number);
    if (bucket === undefined) byRound.set(result.round_number, [result]);
    else bucket.push(result);
  }
  return byRound;
}

/** Upstream `_score_window`: the window's results (rounds ascending), grouped by team. */
function scoreWindow(rounds: readonly number[], byRound: ReadonlyMap<number, RoundResultRecorded[]>): TeamResults[] {
  return groupByTeam(rounds.flatMap((round) => byRound.get(round) ?? []));
}

function inclusiveRange(start: number, end: number): number[] {
  const out: number[] = [];
  for (let r = start; r <= end; r++) out.push(r);
  return out;
}

function baselineDescription(baseline: Baseline | undefined): string {
  if (baseline === undefined) return "unknown";
  if (baseline.kind === "in-run") return `(rounds ${baseline.start}-${baseline.end} of same run)`;
  return baseline.runId === "" ? "unknown" : baseline.runId;
}

async function baselineTeams(
  context: MetricContext,
  anchor: Anchor,
  candidates: readonly number[],
  ownResults: ReadonlyMap<number, RoundResultRecorded[]>,
): Promise<TeamResults[]> {
  const baseline = anchor.baseline;
  if (baseline === undefined) return [];
  if (baseline.kind === "in-run") {
    const rounds = inclusiveRange(baseline.start, baseline.end).filter((r) => ownResults.has(r));
    return scoreWindow(rounds, ownResults);
  }
  if (baseline.runDir === "") return [];
  const sourceEvents = await context.loadRun(baseline.runDir, context.scenario.name);
  if (sourceEvents === undefined) return [];
  const advanced = new Set(eventsOfType(sourceEvents, "round_advanced").map((e) => e.round_number));
  const sourceResults = resultsByRound(sourceEvents);
  const rounds = candidates.filter((r) => advanced.has(r) && sourceResults.has(r));
  return scoreWindow(rounds, sourceResults);
}

function percent(fraction: number): number {
  return pyRound(fraction * 100);
}

function deltaLabel(delta: number): string {
  if (delta > 0) return `+${delta} pp (resumed better)`;
  if (delta < 0) return `${delta} pp (resumed worse)`;
  return "0 pp (same)";
}

async function scoreAnchor(
  context: MetricContext,
  anchor: Anchor,
  ownResults: ReadonlyMap<number, RoundResultRecorded[]>,
): Promise<Measurement[]> {
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
        per_agent: [],
      },
    ];
  }
  const resumed = scoreWindow(resumedScored, ownResults);
  const baseline = await baselineTeams(context, anchor, candidates, ownResults);
  const description = baselineDescription(anchor.baseline);
  return resumed.map((team) => {
    const score = team.won / team.total;
    const parts = [`Resumed: ${team.won}/${team.total} (${percent(score)}%) won in post-resume rounds ${window}.`];
    const source = baseline.find((b) => b.teamId === team.teamId);
    if (source === undefined) {
      parts.push(`Source ${description} not available for comparison.`);
    } else {
      const sourceScore = source.won / source.total;
      parts.push(`Source ${description} over the same window: ${source.won}/${source.total} (${percent(sourceScore)}%).`);
      parts.push(`Δ vs source: ${deltaLabel(pyRound((score - sourceScore) * 100))}.`);
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
      per_agent: [],
    };
  });
}

export const roundSuccessAfterResume: BuiltinMetric = {
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
    // Precedence: in-run swap events, else replace_manifest.json, else cross_run_replace_manifest.json.
    const hasInRunSwaps = context.events.some(ofType("agent_swapped_mid_run"));
    const anchors = hasInRunSwaps ? inRunAnchors(context.events) : await manifestAnchors(context);
    if (anchors.length === 0) {
      context.log(
        hasInRunSwaps
          ? `${NAME}: the run has swap events but no round_advanced event; no measurement`
          : `${NAME}: no agent_swapped_mid_run event, ${REPLACE_MANIFEST} or ${CROSS_RUN_REPLACE_MANIFEST}; no measurement`,
      );
      return [];
    }
    const ownResults = resultsByRound(context.events);
    if (ownResults.size === 0) {
      context.log(`${NAME}: the run has no round_result_recorded event; no measurement`);
      return [];
    }
    const measurements: Measurement[] = [];
    for (const anchor of anchors) measurements.push(...(await scoreAnchor(context, anchor, ownResults)));
    return measurements;
  },
};
