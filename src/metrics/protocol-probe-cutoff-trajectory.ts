import type { RoundObservation } from "../core/measurement.js";
import { formatFixed, mean } from "../core/pynum.js";
import type { BuiltinMetric } from "./contract.js";
import {
  type CompactJson,
  type ProbeResponse,
  byReplica,
  cartesianMeanSimilarity,
  compareCutoffs,
  compareStringTuples,
  dumpsCompact,
  pyFloat,
  readProbeResponses,
} from "./shared/probe-responses.js";

const NAME = "protocol_probe_cutoff_trajectory";
const ARTIFACT = "protocol_probe_cutoff_trajectory.json";

interface CutoffPair {
  readonly cutoffA: number | null;
  readonly cutoffB: number | null;
  readonly textsA: readonly string[];
  readonly textsB: readonly string[];
  readonly mean: number;
}

interface TrajectoryGroup {
  readonly first: ProbeResponse;
  readonly cutoffs: readonly (number | null)[];
  readonly pairs: readonly CutoffPair[];
  readonly mean: number;
}

/** Per (agent, question) with >= 2 distinct cutoffs: similarity of each adjacent cutoff pair. */
function trajectoryGroups(rows: readonly ProbeResponse[]): TrajectoryGroup[] {
  const byKey = new Map<string, { agentQuestion: [string, string]; byCutoff: Map<number | null, ProbeResponse[]> }>();
  for (const row of rows) {
    const key = JSON.stringify([row.agent_id, row.question_id]);
    let entry = byKey.get(key);
    if (entry === undefined) {
      entry = { agentQuestion: [row.agent_id, row.question_id], byCutoff: new Map() };
      byKey.set(key, entry);
    }
    const cutoffRows = entry.byCutoff.get(row.cutoff_round);
    if (cutoffRows === undefined) entry.byCutoff.set(row.cutoff_round, [row]);
    else cutoffRows.push(row);
  }
  const entries = [...byKey.values()].sort((x, y) => compareStringTuples(x.agentQuestion, y.agentQuestion));
  const groups: TrajectoryGroup[] = [];
  for (const { byCutoff } of entries) {
    if (byCutoff.size < 2) continue;
    const cutoffs = [...byCutoff.keys()].sort(compareCutoffs);
    const textsAt = (cutoff: number | null): string[] =>
      byReplica(byCutoff.get(cutoff) as ProbeResponse[]).map((row) => row.response_text);
    const pairs: CutoffPair[] = [];
    for (let k = 0; k + 1 < cutoffs.length; k++) {
      const [cutoffA, cutoffB] = [cutoffs[k] as number | null, cutoffs[k + 1] as number | null];
      const [textsA, textsB] = [textsAt(cutoffA), textsAt(cutoffB)];
      pairs.push({ cutoffA, cutoffB, textsA, textsB, mean: cartesianMeanSimilarity(textsA, textsB) });
    }
    groups.push({
      // metadata: the first row (file order) at the earliest cutoff
      first: (byCutoff.get(cutoffs[0] as number | null) as ProbeResponse[])[0] as ProbeResponse,
      cutoffs,
      pairs,
      mean: mean(pairs.map((pair) => pair.mean)),
    });
  }
  return groups;
}

/**
 * Pairs bucketed at their later cutoff. Pairs ending at the end of the run (null) go to a
 * synthetic round one past the largest numeric later cutoff, and vanish when there is none.
 */
function perRound(groups: readonly TrajectoryGroup[]): RoundObservation[] {
  const pairs = groups.flatMap((group) => group.pairs);
  let latest: number | undefined;
  for (const { cutoffB } of pairs) if (cutoffB !== null && (latest === undefined || cutoffB > latest)) latest = cutoffB;
  const endOfRun = latest === undefined ? undefined : latest + 1;
  const buckets = new Map<number, number[]>();
  for (const pair of pairs) {
    const round = pair.cutoffB ?? endOfRun;
    if (round === undefined) continue;
    const bucket = buckets.get(round);
    if (bucket === undefined) buckets.set(round, [pair.mean]);
    else bucket.push(pair.mean);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, means]) => {
      let total = 0;
      for (const mean of means) total += mean; // naive, as upstream
      return {
        round_number: round,
        value: total / means.length,
        note: `Mean adjacent-cutoff similarity over ${means.length} (agent, question) groups.`,
      };
    });
}

function artifactOf(groups: readonly TrajectoryGroup[], overall: number): CompactJson {
  return {
    schema_version: 1,
    groups: groups.map((group) => ({
      agent_id: group.first.agent_id,
      role_name: group.first.role_name,
      model: group.first.model,
      provider: group.first.provider,
      question_id: group.first.question_id,
      question_role_filter: group.first.question_role_filter,
      cutoffs: group.cutoffs,
      pairs: group.pairs.map((pair) => ({
        cutoff_a: pair.cutoffA,
        cutoff_b: pair.cutoffB,
        response_texts_a: pair.textsA,
        response_texts_b: pair.textsB,
        mean_similarity: pyFloat(pair.mean),
      })),
      mean_similarity: pyFloat(group.mean),
    })),
    overall_mean_similarity: pyFloat(overall),
  };
}

export const protocolProbeCutoffTrajectory: BuiltinMetric = {
  name: NAME,
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: false,
  eventTypes: [],
  description: "How much an agent's probe answer changes between adjacent probe cutoffs (Levenshtein similarity).",
  unit: "similarity",
  notApplicableWhen: "there is no probe responses file, or no (agent, question) was probed at two cutoffs",
  async compute(context) {
    const rows = await readProbeResponses(context, NAME);
    if (rows === undefined || rows.length === 0) {
      context.log(`${NAME}: no probe responses; no measurement`);
      return [];
    }
    const groups = trajectoryGroups(rows);
    if (groups.length === 0) {
      // GlossoGen's docstring promises a zero-score measurement here; its code returns [] (spec §11.11)
      context.log(`${NAME}: no (agent, question) was probed at two cutoffs; no measurement`);
      return [];
    }
    const pairMeans = groups.flatMap((group) => group.pairs.map((pair) => pair.mean));
    const score = mean(pairMeans);
    await context.sidecars.writeText(ARTIFACT, dumpsCompact(artifactOf(groups, score)));
    return [
      {
        metric_name: NAME,
        score,
        score_unit: "similarity",
        summary: `Cutoff trajectory similarity (macro mean across ${pairMeans.length} adjacent-cutoff pairs in ${groups.length} (agent, question) groups): ${formatFixed(score, 3)}.`,
        per_round: perRound(groups),
        per_agent: [],
      },
    ];
  },
  /**
   * Always []: GlossoGen's reader looks up `pair["similarity"]`, a key its own artifact never
   * writes (pairs carry `mean_similarity`), so it never yields an observation (spec §4.22, §11.11).
   * Reproduced deliberately, so keyed observations agree with GlossoGen's.
   */
  readKeyedObservations() {
    return Promise.resolve([]);
  },
};
