import { compareCodePoints, formatFixed, mean } from "../core/pynum.js";
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
  readGroupKeyedObservations,
  readProbeResponses,
} from "./shared/probe-responses.js";

const NAME = "protocol_probe_agent_pair_similarity";
const ARTIFACT = "protocol_probe_agent_pair_similarity.json";

interface PairGroup {
  readonly questionId: string;
  readonly roleFilter: string;
  readonly cutoff: number | null;
  readonly agentIds: readonly string[];
  readonly roleNames: readonly string[];
  readonly models: readonly string[];
  readonly textsByAgent: ReadonlyMap<string, readonly string[]>;
  readonly cells: readonly { i: number; j: number; value: number }[];
  readonly mean: number;
}

/** Groups of >= 2 agents per (question, cutoff, role filter), in (question, cutoff, filter) order. */
function pairGroups(rows: readonly ProbeResponse[]): PairGroup[] {
  const byKey = new Map<string, { first: ProbeResponse; byAgent: Map<string, ProbeResponse[]> }>();
  for (const row of rows) {
    const key = JSON.stringify([row.question_id, row.cutoff_round, row.question_role_filter]);
    let entry = byKey.get(key);
    if (entry === undefined) {
      entry = { first: row, byAgent: new Map() };
      byKey.set(key, entry);
    }
    const agentRows = entry.byAgent.get(row.agent_id);
    if (agentRows === undefined) entry.byAgent.set(row.agent_id, [row]);
    else agentRows.push(row);
  }
  const entries = [...byKey.values()].sort(
    ({ first: x }, { first: y }) =>
      compareCodePoints(x.question_id, y.question_id) ||
      compareCutoffs(x.cutoff_round, y.cutoff_round) ||
      compareStringTuples([x.question_role_filter], [y.question_role_filter]),
  );
  const groups: PairGroup[] = [];
  for (const { first, byAgent } of entries) {
    if (byAgent.size < 2) continue;
    const agentIds = [...byAgent.keys()].sort(compareCodePoints);
    // role and model come from each agent's first row in file order
    const firstRows = agentIds.map((id) => (byAgent.get(id) as ProbeResponse[])[0] as ProbeResponse);
    const textsByAgent = new Map(
      agentIds.map((id) => [id, byReplica(byAgent.get(id) as ProbeResponse[]).map((row) => row.response_text)] as const),
    );
    const cells: { i: number; j: number; value: number }[] = [];
    for (let i = 0; i < agentIds.length; i++) {
      for (let j = i + 1; j < agentIds.length; j++) {
        const value = cartesianMeanSimilarity(
          textsByAgent.get(agentIds[i] as string) as string[],
          textsByAgent.get(agentIds[j] as string) as string[],
        );
        cells.push({ i, j, value });
      }
    }
    groups.push({
      questionId: first.question_id,
      roleFilter: first.question_role_filter,
      cutoff: first.cutoff_round,
      agentIds,
      roleNames: firstRows.map((row) => row.role_name),
      models: firstRows.map((row) => row.model),
      textsByAgent,
      cells,
      mean: mean(cells.map((cell) => cell.value)),
    });
  }
  return groups;
}

function artifactOf(groups: readonly PairGroup[], overall: number): CompactJson {
  return {
    schema_version: 1,
    groups: groups.map((group) => ({
      question_id: group.questionId,
      question_role_filter: group.roleFilter,
      cutoff_round: group.cutoff,
      agent_ids: group.agentIds,
      role_names: group.roleNames,
      models: group.models,
      response_texts_by_agent: group.textsByAgent,
      cells: group.cells.map((cell) => ({ i: cell.i, j: cell.j, value: pyFloat(cell.value) })),
      mean_similarity: pyFloat(group.mean),
    })),
    overall_mean_similarity: pyFloat(overall),
  };
}

export const protocolProbeAgentPairSimilarity: BuiltinMetric = {
  name: NAME,
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: false,
  eventTypes: [],
  description: "How alike different agents' probe answers to the same question are (Levenshtein similarity).",
  unit: "similarity",
  notApplicableWhen: "there is no probe responses file, or no (question, cutoff) group was answered by two agents",
  async compute(context) {
    const rows = await readProbeResponses(context, NAME);
    if (rows === undefined || rows.length === 0) {
      context.log(`${NAME}: no probe responses; no measurement`);
      return [];
    }
    const groups = pairGroups(rows);
    if (groups.length === 0) {
      // GlossoGen's docstring promises a zero-score measurement here; its code returns [] (spec §11.12)
      context.log(`${NAME}: no (question, cutoff) group was answered by two agents; no measurement`);
      return [];
    }
    const score = mean(groups.map((group) => group.mean));
    await context.sidecars.writeText(ARTIFACT, dumpsCompact(artifactOf(groups, score)));
    return [
      {
        metric_name: NAME,
        score,
        score_unit: "similarity",
        summary: `Agent-pair similarity (macro mean across ${groups.length} (question, cutoff) groups): ${formatFixed(score, 3)}. Lower values indicate the agents' protocols diverged.`,
        per_round: [],
        per_agent: [],
      },
    ];
  },
  readKeyedObservations(sidecars) {
    return readGroupKeyedObservations(sidecars, ARTIFACT);
  },
};
