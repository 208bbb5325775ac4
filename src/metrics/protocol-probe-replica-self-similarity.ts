import type { AgentObservation } from "../core/measurement.js";
import { compareCodePoints, formatFixed, mean } from "../core/pynum.js";
import type { BuiltinMetric } from "./contract.js";
import {
  type CompactJson,
  type ProbeResponse,
  byReplica,
  compareCutoffs,
  compareStringTuples,
  dumpsCompact,
  normalizedSimilarity,
  pyFloat,
  readGroupKeyedObservations,
  readProbeResponses,
} from "./shared/probe-responses.js";

const NAME = "protocol_probe_replica_self_similarity";
const ARTIFACT = "protocol_probe_replica_self_similarity.json";

interface ReplicaGroup {
  readonly first: ProbeResponse;
  readonly rows: readonly ProbeResponse[];
  readonly cells: readonly { i: number; j: number; value: number }[];
  readonly mean: number;
}

/** Groups of >= 2 replicas per (agent, question, cutoff), in (agent, question, cutoff) order. */
function replicaGroups(rows: readonly ProbeResponse[]): ReplicaGroup[] {
  const byKey = new Map<string, ProbeResponse[]>();
  for (const row of rows) {
    const key = JSON.stringify([row.agent_id, row.question_id, row.cutoff_round]);
    const bucket = byKey.get(key);
    if (bucket === undefined) byKey.set(key, [row]);
    else bucket.push(row);
  }
  const buckets = [...byKey.values()].sort((a, b) => {
    const [x, y] = [a[0] as ProbeResponse, b[0] as ProbeResponse];
    return (
      compareStringTuples([x.agent_id, x.question_id], [y.agent_id, y.question_id]) ||
      compareCutoffs(x.cutoff_round, y.cutoff_round)
    );
  });
  const groups: ReplicaGroup[] = [];
  for (const bucket of buckets) {
    if (bucket.length < 2) continue;
    const sorted = byReplica(bucket);
    const texts = sorted.map((row) => row.response_text);
    const cells: { i: number; j: number; value: number }[] = [];
    // upper_triangle_mean accumulates with a plain += (spec §3.3)
    let total = 0;
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const value = normalizedSimilarity(texts[i] as string, texts[j] as string);
        cells.push({ i, j, value });
        total += value;
      }
    }
    groups.push({ first: sorted[0] as ProbeResponse, rows: sorted, cells, mean: total / cells.length });
  }
  return groups;
}

function artifactOf(groups: readonly ReplicaGroup[], overall: number): CompactJson {
  return {
    schema_version: 1,
    groups: groups.map((group) => ({
      agent_id: group.first.agent_id,
      role_name: group.first.role_name,
      model: group.first.model,
      provider: group.first.provider,
      question_id: group.first.question_id,
      question_role_filter: group.first.question_role_filter,
      cutoff_round: group.first.cutoff_round,
      replica_indices: group.rows.map((row) => row.replica_index),
      response_texts: group.rows.map((row) => row.response_text),
      cells: group.cells.map((cell) => ({ i: cell.i, j: cell.j, value: pyFloat(cell.value) })),
      mean_similarity: pyFloat(group.mean),
    })),
    overall_mean_similarity: pyFloat(overall),
  };
}

export const protocolProbeReplicaSelfSimilarity: BuiltinMetric = {
  name: NAME,
  version: "1",
  kind: "deterministic",
  direction: "higher",
  fraction: false,
  eventTypes: [],
  description: "How alike an agent's replicated probe answers are, per (question, cutoff) group (Levenshtein similarity).",
  unit: "similarity",
  notApplicableWhen: "there is no probe responses file, or no (agent, question, cutoff) group has two replicas",
  async compute(context) {
    const rows = await readProbeResponses(context, NAME);
    if (rows === undefined || rows.length === 0) {
      context.log(`${NAME}: no probe responses; no measurement`);
      return [];
    }
    const groups = replicaGroups(rows);
    if (groups.length === 0) {
      context.log(`${NAME}: no (agent, question, cutoff) group has two replicas; no measurement`);
      return [];
    }
    const score = mean(groups.map((group) => group.mean));
    await context.sidecars.writeText(ARTIFACT, dumpsCompact(artifactOf(groups, score)));

    const byAgent = new Map<string, { means: number[]; role: string }>();
    for (const group of groups) {
      const entry = byAgent.get(group.first.agent_id);
      // the note names the role of the agent's last group
      if (entry === undefined) byAgent.set(group.first.agent_id, { means: [group.mean], role: group.first.role_name });
      else {
        entry.means.push(group.mean);
        entry.role = group.first.role_name;
      }
    }
    const perAgent: AgentObservation[] = [...byAgent.entries()]
      .sort(([a], [b]) => compareCodePoints(a, b))
      .map(([agentId, { means, role }]) => ({
        agent_id: agentId,
        value: mean(means),
        note: `role=${role}; mean self-similarity over ${means.length} (question, cutoff) groups.`,
      }));
    return [
      {
        metric_name: NAME,
        score,
        score_unit: "similarity",
        summary: `Replica self-similarity (macro mean across ${groups.length} groups): ${formatFixed(score, 3)}. Saturation at 1.0 is expected on converged protocols.`,
        per_round: [],
        per_agent: perAgent,
      },
    ];
  },
  readKeyedObservations(sidecars) {
    return readGroupKeyedObservations(sidecars, ARTIFACT);
  },
};
