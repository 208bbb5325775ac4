import { distance } from "fastest-levenshtein";
import { describe, expect, it } from "vitest";
import { protocolProbeAgentPairSimilarity } from "../../src/metrics/protocol-probe-agent-pair-similarity.js";
import { protocolProbeCutoffTrajectory } from "../../src/metrics/protocol-probe-cutoff-trajectory.js";
import { protocolProbeReplicaSelfSimilarity } from "../../src/metrics/protocol-probe-replica-self-similarity.js";
import {
  PROBE_RESPONSES_FILE,
  compareCutoffs,
  cutoffSortKey,
  dumpsCompact,
  levenshteinDistance,
  normalizedSimilarity,
  pyFloat,
  readProbeResponses,
} from "../../src/metrics/shared/probe-responses.js";
import { contextFor, memorySidecars } from "../helpers/fixtures.js";

const REPLICA_ARTIFACT = "protocol_probe_replica_self_similarity.json";
const PAIR_ARTIFACT = "protocol_probe_agent_pair_similarity.json";
const TRAJECTORY_ARTIFACT = "protocol_probe_cutoff_trajectory.json";

interface RowSpec {
  replica: number;
  agent: string;
  question: string;
  cutoff: number | null;
  text: string;
  role?: string;
  model?: string;
  filter?: string;
}

function row(spec: RowSpec): string {
  return JSON.stringify({
    timestamp: "2026-01-01T00:00:00Z",
    replica_index: spec.replica,
    agent_id: spec.agent,
    role_name: spec.role ?? "Field Observer",
    model: spec.model ?? "m",
    provider: "anthropic",
    question_id: spec.question,
    question_role_filter: spec.filter ?? "observer",
    cutoff_round: spec.cutoff,
    reasoning_text: "because",
    response_text: spec.text,
  });
}

function contextWith(responses: string | undefined) {
  const sidecars = memorySidecars(responses === undefined ? {} : { [PROBE_RESPONSES_FILE]: responses });
  return { context: contextFor([], { sidecars }), files: sidecars.files, sidecars };
}

describe("Levenshtein similarity (spec §9.1)", () => {
  const rows: [string, string, number, number][] = [
    ["we numbered the checkpoints", "we numbered the checkpoints", 0, 1.0],
    ["we numbered the checkpoints", "no convention emerged at all", 24, 0.1428571428571429],
    ["we numbered the checkpoints", "there was no convention at all", 27, 0.09999999999999998],
    ["no convention yet", "we settled on numbered checkpoints", 28, 0.17647058823529416],
    ["early", "later and different", 16, 0.1578947368421053],
    ["lewenstein", "levenshtein", 2, 0.8181818181818181],
    ["", "", 0, 1.0],
    ["", "abc", 3, 0.0],
    ["!AC", "!AC ", 1, 0.75],
    ["!AC", "!AD", 1, 0.6666666666666667],
    ["!AC go", "!AD", 4, 0.33333333333333337],
    ["AC", "!A", 2, 0.0],
    ["😀ab", "ab", 1, 0.6666666666666667],
    ["kitten", "sitting", 3, 0.5714285714285714],
    ["alpha code", "AC", 10, 0.0],
  ];
  it.each(rows)("%j vs %j: distance %i, similarity %d", (a, b, d, sim) => {
    expect(levenshteinDistance(a, b)).toBe(d);
    expect(levenshteinDistance(b, a)).toBe(d);
    expect(normalizedSimilarity(a, b)).toBe(sim);
    expect(normalizedSimilarity(b, a)).toBe(sim);
  });

  it("counts astral characters as one code point, unlike fastest-levenshtein", () => {
    expect(distance("😀ab", "ab")).toBe(2); // UTF-16 units: why the code-point path exists
    expect(levenshteinDistance("😀ab", "ab")).toBe(1);
    expect(levenshteinDistance("😀", "😁")).toBe(1); // same high surrogate, different code point
    expect(levenshteinDistance("a😀b", "a\ue000b")).toBe(1); // private-use char is a different code point
    expect(levenshteinDistance("😀😀x", "x😀😀")).toBe(2);
    expect(normalizedSimilarity("😀x😀", "x")).toBe(1 - 2 / 3);
  });

  it("agrees with a plain code-point DP on random strings, astral or not", () => {
    const alphabet = ["a", "b", "c", "😀", "😁", "\ud83d", "\ue000", "é"];
    let seed = 12345;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const randomText = () => Array.from({ length: next(9) }, () => alphabet[next(alphabet.length)]).join("");
    const reference = (a: string, b: string) => {
      const x = [...a];
      const y = [...b];
      let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
      for (let i = 1; i <= x.length; i++) {
        const cur = [i];
        for (let j = 1; j <= y.length; j++) {
          cur[j] = Math.min(
            (prev[j] as number) + 1,
            (cur[j - 1] as number) + 1,
            (prev[j - 1] as number) + (x[i - 1] === y[j - 1] ? 0 : 1),
          );
        }
        prev = cur;
      }
      return prev[y.length] as number;
    };
    for (let k = 0; k < 2000; k++) {
      const [a, b] = [randomText(), randomText()];
      expect(levenshteinDistance(a, b)).toBe(reference(a, b));
    }
  });
});

describe("probe-similarity helpers", () => {
  it("orders cutoffs numerically with the end of the run last", () => {
    expect(cutoffSortKey(null)).toEqual([1, 0]);
    expect(cutoffSortKey(7)).toEqual([0, 7]);
    expect([null, 10, 2, null, 5].sort(compareCutoffs)).toEqual([2, 5, 10, null, null]);
  });

  it("writes orjson-compact JSON", () => {
    const value = new Map<string, readonly string[]>([
      ["b", ["x"]],
      ["7", ["é\n\"q\""]],
    ]);
    expect(
      dumpsCompact({
        a: 1,
        f: [pyFloat(1), pyFloat(0.1), pyFloat(1e-7), pyFloat(1e16), pyFloat(-0)],
        n: null,
        t: true,
        m: value,
        e: [],
        o: {},
      }),
    ).toBe('{"a":1,"f":[1.0,0.1,1e-7,1e16,-0.0],"n":null,"t":true,"m":{"b":["x"],"7":["é\\n\\"q\\""]},"e":[],"o":{}}');
    expect(() => dumpsCompact(0.5)).toThrow(TypeError);
  });

  it("reads rows tolerantly: blank lines ignored, invalid lines logged with their line number", async () => {
    const text = [
      row({ replica: 1, agent: "a", question: "q", cutoff: null, text: "x" }),
      "   ",
      "{not json",
      JSON.stringify({ replica_index: 1 }),
      row({ replica: 2, agent: "a", question: "q", cutoff: 3, text: "y" }),
      "",
    ].join("\r\n");
    const { context } = contextWith(text);
    const rows = await readProbeResponses(context, "m");
    expect(rows?.map((r) => [r.replica_index, r.cutoff_round, r.response_text])).toEqual([
      [1, null, "x"],
      [2, 3, "y"],
    ]);
    expect(context.logs).toHaveLength(2);
    expect(context.logs[0]).toContain("line 3");
    expect(context.logs[1]).toContain("line 4");
    expect(await readProbeResponses(contextWith(undefined).context, "m")).toBeUndefined();
  });

  it("validates timestamp as GlossoGen's pydantic datetime: text it cannot read skips the row, a Unix time is kept", async () => {
    const base = JSON.parse(row({ replica: 1, agent: "a", question: "q", cutoff: null, text: "x" })) as Record<string, unknown>;
    // verdicts of pydantic 2.13.4's ProtocolProbeResponse.model_validate_json (python3 here)
    const text = ["garbage", "", "2026-13-01T00:00:00Z", 1700000000, "2026-01-02", "1700000000"]
      .map((timestamp) => JSON.stringify({ ...base, timestamp }))
      .join("\n");
    const { context } = contextWith(text);
    const rows = await readProbeResponses(context, "m");
    expect(rows?.map((r) => r.timestamp)).toEqual([1700000000, "2026-01-02", "1700000000"]);
    expect(context.logs).toHaveLength(3);
    expect(context.logs[0]).toMatch(/line 1 skipped: not a probe response \(timestamp: /);
  });

  it("skips a line with an escaped lone surrogate anywhere, as pydantic's model_validate_json refuses it (a pair is fine)", async () => {
    const valid = row({ replica: 1, agent: "a", question: "q", cutoff: null, text: "x" });
    const text = [
      valid.replace('"response_text":"x"', '"response_text":"\\ud800"'),
      valid.replace('"response_text":"x"', '"response_text":"\\udc00 tail"'),
      valid.replace(/}$/, ',"ignored":"\\ud800"}'),
      valid.replace('"response_text":"x"', '"response_text":"\\ud83d\\ude00"'),
    ].join("\n");
    const { context } = contextWith(text);
    const rows = await readProbeResponses(context, "m");
    // verdicts of pydantic 2.13.4's ProtocolProbeResponse.model_validate_json (python3 here); before: all four were kept
    expect(rows?.map((r) => r.response_text)).toEqual(["\u{1F600}"]);
    expect(context.logs.map((line) => line.match(/line (\d)/)?.[1])).toEqual(["1", "2", "3"]);
    expect(context.logs[0]).toContain("lone surrogate");
  });

  it("requires cutoff_round as pydantic requires an `int | None` field without a default (null is the end of the run)", async () => {
    const without = JSON.parse(row({ replica: 1, agent: "a", question: "q", cutoff: 2, text: "x" })) as Record<string, unknown>;
    delete without.cutoff_round;
    const text = [JSON.stringify(without), row({ replica: 2, agent: "a", question: "q", cutoff: null, text: "y" })].join("\n");
    const { context } = contextWith(text);
    const rows = await readProbeResponses(context, "m");
    // before: the row without the key was read as an end-of-run row
    expect(rows?.map((r) => [r.replica_index, r.cutoff_round])).toEqual([[2, null]]);
    expect(context.logs).toHaveLength(1);
    expect(context.logs[0]).toMatch(/line 1 skipped: not a probe response \(cutoff_round: /);
  });
});

// spec §9.7: the rows, then one malformed trailing line
const SPEC_ROWS = [
  row({ replica: 1, agent: "observer_a", question: "q1", cutoff: null, text: "!AC" }),
  row({ replica: 2, agent: "observer_a", question: "q1", cutoff: null, text: "!AC" }),
  row({ replica: 3, agent: "observer_a", question: "q1", cutoff: null, text: "!AD" }),
  row({ replica: 1, agent: "observer_b", question: "q1", cutoff: null, text: "!AC go" }),
  row({ replica: 2, agent: "observer_b", question: "q1", cutoff: null, text: "!AD" }),
  row({ replica: 1, agent: "observer_a", question: "q1", cutoff: 5, text: "AC" }),
  row({ replica: 2, agent: "observer_a", question: "q1", cutoff: 5, text: "!A" }),
  row({ replica: 1, agent: "observer_a", question: "q1", cutoff: 3, text: "alpha code" }),
  row({ replica: 1, agent: "observer_b", question: "q2", cutoff: null, text: "solo answer" }),
  "{not json",
].join("\n");

const SPEC_MEASUREMENTS = {
  replica:
    '{"metric_name": "protocol_probe_replica_self_similarity", "score": 0.3703703703703704, "score_unit": "similarity", "summary": "Replica self-similarity (macro mean across 3 groups): 0.370. Saturation at 1.0 is expected on converged protocols.", "per_round": [], "per_agent": [{"agent_id": "observer_a", "value": 0.3888888888888889, "note": "role=Field Observer; mean self-similarity over 2 (question, cutoff) groups."}, {"agent_id": "observer_b", "value": 0.33333333333333337, "note": "role=Field Observer; mean self-similarity over 1 (question, cutoff) groups."}]}',
  pair: '{"metric_name": "protocol_probe_agent_pair_similarity", "score": 0.6111111111111112, "score_unit": "similarity", "summary": "Agent-pair similarity (macro mean across 1 (question, cutoff) groups): 0.611. Lower values indicate the agents\' protocols diverged.", "per_round": [], "per_agent": []}',
  trajectory:
    '{"metric_name": "protocol_probe_cutoff_trajectory", "score": 0.30555555555555564, "score_unit": "similarity", "summary": "Cutoff trajectory similarity (macro mean across 2 adjacent-cutoff pairs in 1 (agent, question) groups): 0.306.", "per_round": [{"round_number": 5, "value": 0.0, "note": "Mean adjacent-cutoff similarity over 1 (agent, question) groups."}, {"round_number": 6, "value": 0.6111111111111113, "note": "Mean adjacent-cutoff similarity over 1 (agent, question) groups."}], "per_agent": []}',
};

const SPEC_ARTIFACTS = {
  replica:
    '{"schema_version":1,"groups":[{"agent_id":"observer_a","role_name":"Field Observer","model":"m","provider":"anthropic","question_id":"q1","question_role_filter":"observer","cutoff_round":5,"replica_indices":[1,2],"response_texts":["AC","!A"],"cells":[{"i":0,"j":1,"value":0.0}],"mean_similarity":0.0},{"agent_id":"observer_a","role_name":"Field Observer","model":"m","provider":"anthropic","question_id":"q1","question_role_filter":"observer","cutoff_round":null,"replica_indices":[1,2,3],"response_texts":["!AC","!AC","!AD"],"cells":[{"i":0,"j":1,"value":1.0},{"i":0,"j":2,"value":0.6666666666666667},{"i":1,"j":2,"value":0.6666666666666667}],"mean_similarity":0.7777777777777778},{"agent_id":"observer_b","role_name":"Field Observer","model":"m","provider":"anthropic","question_id":"q1","question_role_filter":"observer","cutoff_round":null,"replica_indices":[1,2],"response_texts":["!AC go","!AD"],"cells":[{"i":0,"j":1,"value":0.33333333333333337}],"mean_similarity":0.33333333333333337}],"overall_mean_similarity":0.3703703703703704}',
  pair: '{"schema_version":1,"groups":[{"question_id":"q1","question_role_filter":"observer","cutoff_round":null,"agent_ids":["observer_a","observer_b"],"role_names":["Field Observer","Field Observer"],"models":["m","m"],"response_texts_by_agent":{"observer_a":["!AC","!AC","!AD"],"observer_b":["!AC go","!AD"]},"cells":[{"i":0,"j":1,"value":0.6111111111111112}],"mean_similarity":0.6111111111111112}],"overall_mean_similarity":0.6111111111111112}',
  trajectory:
    '{"schema_version":1,"groups":[{"agent_id":"observer_a","role_name":"Field Observer","model":"m","provider":"anthropic","question_id":"q1","question_role_filter":"observer","cutoffs":[3,5,null],"pairs":[{"cutoff_a":3,"cutoff_b":5,"response_texts_a":["alpha code"],"response_texts_b":["AC","!A"],"mean_similarity":0.0},{"cutoff_a":5,"cutoff_b":null,"response_texts_a":["AC","!A"],"response_texts_b":["!AC","!AC","!AD"],"mean_similarity":0.6111111111111113}],"mean_similarity":0.30555555555555564}],"overall_mean_similarity":0.30555555555555564}',
};

describe("spec §9.7 probe-similarity vector", () => {
  it("replica self-similarity", async () => {
    const { context, files } = contextWith(SPEC_ROWS);
    const [m, ...rest] = await protocolProbeReplicaSelfSimilarity.compute(context);
    expect(rest).toEqual([]);
    expect(m?.score).toBe(0.3703703703703704);
    expect(m?.per_agent.map((a) => a.value)).toEqual([0.3888888888888889, 0.33333333333333337]);
    expect(m?.per_agent[1]?.value).toBe(0.33333333333333337);
    expect(m).toEqual(JSON.parse(SPEC_MEASUREMENTS.replica));
    expect(files.get(REPLICA_ARTIFACT)).toBe(SPEC_ARTIFACTS.replica);
    expect(context.logs).toEqual([expect.stringContaining(`${PROBE_RESPONSES_FILE} line 10`)]);
  });

  it("agent-pair similarity", async () => {
    const { context, files } = contextWith(SPEC_ROWS);
    const [m, ...rest] = await protocolProbeAgentPairSimilarity.compute(context);
    expect(rest).toEqual([]);
    expect(m?.score).toBe(0.6111111111111112);
    expect(m).toEqual(JSON.parse(SPEC_MEASUREMENTS.pair));
    expect(files.get(PAIR_ARTIFACT)).toBe(SPEC_ARTIFACTS.pair);
  });

  it("cutoff trajectory", async () => {
    const { context, files } = contextWith(SPEC_ROWS);
    const [m, ...rest] = await protocolProbeCutoffTrajectory.compute(context);
    expect(rest).toEqual([]);
    expect(m?.score).toBe(0.30555555555555564);
    expect(m?.per_round.map((r) => [r.round_number, r.value])).toEqual([
      [5, 0.0],
      [6, 0.6111111111111113],
    ]);
    expect(m?.per_round[1]?.value).toBe(0.6111111111111113);
    expect(m).toEqual(JSON.parse(SPEC_MEASUREMENTS.trajectory));
    expect(files.get(TRAJECTORY_ARTIFACT)).toBe(SPEC_ARTIFACTS.trajectory);
  });

  it("keyed observations: one per group for replica and agent-pair, always none for the trajectory", async () => {
    const { context, sidecars } = contextWith(SPEC_ROWS);
    await protocolProbeReplicaSelfSimilarity.compute(context);
    await protocolProbeAgentPairSimilarity.compute(context);
    await protocolProbeCutoffTrajectory.compute(context);
    const replica = await protocolProbeReplicaSelfSimilarity.readKeyedObservations?.(sidecars);
    const replicaKeys = (agentId: string, cutoff: string, indices: string) => ({
      agent_id: agentId,
      role_name: "Field Observer",
      model: "m",
      provider: "anthropic",
      question_id: "q1",
      question_role_filter: "observer",
      cutoff_round: cutoff,
      replica_indices: indices,
    });
    expect(replica).toEqual([
      { keys: replicaKeys("observer_a", "5", "1, 2"), value: 0.0 },
      { keys: replicaKeys("observer_a", "None", "1, 2, 3"), value: 0.7777777777777778 },
      { keys: replicaKeys("observer_b", "None", "1, 2"), value: 0.33333333333333337 },
    ]);
    expect(await protocolProbeAgentPairSimilarity.readKeyedObservations?.(sidecars)).toEqual([
      {
        keys: {
          question_id: "q1",
          question_role_filter: "observer",
          cutoff_round: "None",
          agent_ids: "observer_a, observer_b",
          role_names: "Field Observer, Field Observer",
          models: "m, m",
        },
        value: 0.6111111111111112,
      },
    ]);
    // GlossoGen's trajectory reader looks for pair["similarity"], never written: always []
    expect(sidecars.files.has(TRAJECTORY_ARTIFACT)).toBe(true);
    expect(await protocolProbeCutoffTrajectory.readKeyedObservations?.(sidecars)).toEqual([]);
    expect(await protocolProbeReplicaSelfSimilarity.readKeyedObservations?.(memorySidecars())).toEqual([]);
  });
});

describe("spec §9.2 probe-similarity rows", () => {
  it("replica self-similarity: identical replicas → 1.0, different → in [0, 1)", async () => {
    const same = [1, 2].map((r) => row({ replica: r, agent: "first_agent", question: "q", cutoff: 2, text: "alpha" }));
    const [m] = await protocolProbeReplicaSelfSimilarity.compute(contextWith(same.join("\n")).context);
    expect(m?.score).toBe(1.0);
    const differ = ["alpha", "beta"].map((text, i) =>
      row({ replica: i + 1, agent: "first_agent", question: "q", cutoff: 2, text }),
    );
    const [d] = await protocolProbeReplicaSelfSimilarity.compute(contextWith(differ.join("\n")).context);
    expect(d?.score).toBeGreaterThanOrEqual(0);
    expect(d?.score).toBeLessThan(1);
  });

  it("agent-pair similarity: both agents answer the shared question identically → 1.0", async () => {
    const rows = ["first_agent", "second_agent"].map((agent) =>
      row({ replica: 1, agent, question: "shared", cutoff: null, text: "we numbered the checkpoints" }),
    );
    const [m] = await protocolProbeAgentPairSimilarity.compute(contextWith(rows.join("\n")).context);
    expect(m?.score).toBe(1.0);
  });

  it("cutoff trajectory: cutoffs 2 and None with the same answer → 1.0", async () => {
    const rows = [2, null].map((cutoff) => row({ replica: 1, agent: "first_agent", question: "q", cutoff, text: "same" }));
    const [m] = await protocolProbeCutoffTrajectory.compute(contextWith(rows.join("\n")).context);
    expect(m?.score).toBe(1.0);
    // the only pair ends at the end of the run and no pair ends at a numeric cutoff: no per_round entry
    expect(m?.per_round).toEqual([]);
  });
});

describe("when the probe metrics do not apply", () => {
  const metrics = [protocolProbeReplicaSelfSimilarity, protocolProbeAgentPairSimilarity, protocolProbeCutoffTrajectory];

  it.each(metrics.map((m) => [m.name, m] as const))("%s: no responses file → []", async (_name, metric) => {
    const { context, files } = contextWith(undefined);
    expect(await metric.compute(context)).toEqual([]);
    expect(files.size).toBe(0);
    expect(context.logs).toHaveLength(1);
  });

  it.each(metrics.map((m) => [m.name, m] as const))("%s: only blank or invalid rows → []", async (_name, metric) => {
    const { context } = contextWith("\n{not json\n\n");
    expect(await metric.compute(context)).toEqual([]);
  });

  it("agent-pair: a single-team run (one agent per question) → []", async () => {
    const rows = [1, 2, 3].map((r) => row({ replica: r, agent: "only_agent", question: "q1", cutoff: null, text: `t${r}` }));
    const { context, files } = contextWith(rows.join("\n"));
    expect(await protocolProbeAgentPairSimilarity.compute(context)).toEqual([]);
    expect(files.has(PAIR_ARTIFACT)).toBe(false);
  });

  it("replica: every group has one replica → []; trajectory: one cutoff per agent → []", async () => {
    const rows = ["a", "b"].map((agent) => row({ replica: 1, agent, question: "q1", cutoff: 4, text: "x" }));
    expect(await protocolProbeReplicaSelfSimilarity.compute(contextWith(rows.join("\n")).context)).toEqual([]);
    expect(await protocolProbeCutoffTrajectory.compute(contextWith(rows.join("\n")).context)).toEqual([]);
  });
});

describe("probe-similarity edge cases", () => {
  it("trajectory pairs ending at the end of the run vanish from per_round when no numeric later cutoff exists", async () => {
    const rows = [
      row({ replica: 1, agent: "a", question: "q", cutoff: 4, text: "abc" }),
      row({ replica: 1, agent: "a", question: "q", cutoff: null, text: "abd" }),
    ];
    const [m] = await protocolProbeCutoffTrajectory.compute(contextWith(rows.join("\n")).context);
    expect(m?.score).toBe(1 - 1 / 3);
    expect(m?.per_round).toEqual([]);
  });

  it("agent-pair keeps data-derived key order in response_texts_by_agent and sorts agents by code point", async () => {
    const rows = [
      row({ replica: 1, agent: "b", question: "q", cutoff: 1, text: "x" }),
      row({ replica: 1, agent: "10", question: "q", cutoff: 1, text: "x" }),
      row({ replica: 1, agent: "\ufb01", question: "q", cutoff: 1, text: "y" }),
      row({ replica: 1, agent: "😀", question: "q", cutoff: 1, text: "y" }),
    ];
    const { context, files } = contextWith(rows.join("\n"));
    await protocolProbeAgentPairSimilarity.compute(context);
    const artifact = files.get(PAIR_ARTIFACT) ?? "";
    expect(artifact).toContain('"agent_ids":["10","b","\ufb01","😀"]');
    expect(artifact).toContain('"response_texts_by_agent":{"10":["x"],"b":["x"],"\ufb01":["y"],"😀":["y"]}');
  });

  it("duplicate replica indices from repeated probe runs all count, in file order", async () => {
    const rows = [
      row({ replica: 2, agent: "a", question: "q", cutoff: null, text: "second" }),
      row({ replica: 1, agent: "a", question: "q", cutoff: null, text: "first" }),
      row({ replica: 1, agent: "a", question: "q", cutoff: null, text: "again" }),
    ];
    const { context, files } = contextWith(rows.join("\n"));
    await protocolProbeReplicaSelfSimilarity.compute(context);
    expect(files.get(REPLICA_ARTIFACT)).toContain('"replica_indices":[1,1,2],"response_texts":["first","again","second"]');
  });
});
