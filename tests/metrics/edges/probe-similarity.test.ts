/**
 * The three probe-similarity metrics on edge-case responses files (a truncated last line, blank
 * lines, empty and non-ASCII answers, agents not in the run, cutoffs beyond the last round, one
 * agent / one replica, a question under two role filters, duplicate replica indices, a naive sum
 * that differs from Neumaier), through the testing kit's runMetric, against python3 implementing
 * spec §4.22 / §3.1 / §3.3 / §3.5 with pydantic validating the rows
 * (tests/metrics/edges/probe-similarity-vectors.py).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { protocolProbeAgentPairSimilarity } from "../../../src/metrics/protocol-probe-agent-pair-similarity.js";
import { protocolProbeCutoffTrajectory } from "../../../src/metrics/protocol-probe-cutoff-trajectory.js";
import { protocolProbeReplicaSelfSimilarity } from "../../../src/metrics/protocol-probe-replica-self-similarity.js";
import { runBuilder, runMetric } from "../../../src/testing.js";

interface Expected {
  readonly score: number;
  readonly summary: string;
  readonly per_round: [number, number, string][];
  readonly per_agent: [string, number, string][];
  readonly artifact: string;
}
interface Case {
  readonly name: string;
  readonly responses: string;
  readonly expected: Record<string, Expected | null>;
}
const cases = JSON.parse(readFileSync(new URL("./probe-similarity-vectors.json", import.meta.url), "utf8")) as Case[];
const metrics = [protocolProbeReplicaSelfSimilarity, protocolProbeAgentPairSimilarity, protocolProbeCutoffTrajectory];

// a three-round run whose only agent is field_observer: the rows name other agents and later cutoffs
const run = runBuilder({ scenario: "veyru" })
  .agent("field_observer")
  .round(1, (r) => r.message("field_observer", "Lf 12").result(true))
  .round(2, (r) => r.message("field_observer", "Lf 13").result(true))
  .round(3, (r) => r.message("field_observer", "Lf 14").result(false));

describe("spec §4.22 probe similarity on edge-case responses files (python3 vectors)", () => {
  const rows = cases.flatMap((c) => metrics.map((metric) => [c.name, metric.name, c, metric] as const));
  it.each(rows)("%s: %s", async (_case, name, c, metric) => {
    const result = await runMetric(metric, { events: run, files: { "protocol_probe_responses.jsonl": c.responses } });
    const expected = c.expected[name];
    if (expected === null || expected === undefined) {
      expect(result.status).toBe("not_applicable");
      expect(Object.keys(result.writtenFiles)).toEqual([]);
      return;
    }
    expect(result.status).toBe("ok");
    const [m] = result.measurements;
    expect(m?.score).toBe(expected.score);
    expect(m?.summary).toBe(expected.summary);
    expect(m?.per_round.map((o) => [o.round_number, o.value, o.note])).toEqual(expected.per_round);
    expect(m?.per_agent.map((o) => [o.agent_id, o.value, o.note])).toEqual(expected.per_agent);
    expect(result.writtenFiles[`${name}.json`]).toBe(expected.artifact);
  });
});
