/**
 * Run reports whose metric names (a plug-in's) and inputs name Object.prototype members: read,
 * compared and diffed as ordinary names. A lookup that found Object.prototype's `constructor`
 * renamed a plug-in metric `constructor` to `constructor#2`; zod's record dropped a `__proto__`
 * metric record (and so its declared direction).
 */
import { afterEach, describe, expect, it } from "vitest";
import { diffScoreTables } from "../../src/diff/diff.js";
import { fractionOutOfRange, reportsToScoreTable } from "../../src/diff/from-reports.js";
import { parseReport } from "../../src/report/report.js";

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();
afterEach(() => {
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
});

function report(id: string, score: number) {
  const names = ["constructor", "toString", "__proto__"];
  const measurements = names.map((name) => ({ metric_name: name, score, score_unit: "points", summary: "", per_round: [], per_agent: [] }));
  const metrics = `{${names.map((name) => `"${name}": {"status": "ok", "version": "1", "measurements": ["${name}"], "direction": "${name === "__proto__" ? "lower" : "higher"}"}`).join(", ")}}`;
  const raw = `{"simulation_id": "${id}", "scenario_name": "veyru", "measurements": ${JSON.stringify(measurements)}, "evaluation_cost": {"usage": {"input_tokens": 0, "output_tokens": 0, "cache_read_input_tokens": 0, "cache_creation_input_tokens": 0}, "estimated_cost_usd": 0, "model": "none", "provider_name": "none"}, "agent_eval": {"tool_version": "0.1.0", "event_log_sha256": "${id}", "incomplete_run": false, "flags": [], "inputs": {"__proto__": "x", "scenario_mode": "standard"}, "metrics": ${metrics}}}`;
  return parseReport(raw, `${id}.json`);
}

describe("run reports with hostile metric names", () => {
  it("keeps every metric record and measurement under its own name", () => {
    const r = report("a", 2);
    expect(Object.keys(r.agent_eval?.metrics ?? {})).toEqual(["constructor", "toString", "__proto__"]);
    expect(Object.keys(r.agent_eval?.inputs ?? {})).toEqual(["__proto__", "scenario_mode"]);
    const table = reportsToScoreTable([r]);
    expect(Object.keys(table.runs[0]?.metrics ?? {})).toEqual(["constructor", "toString", "__proto__"]);
    // the `__proto__` record declares lower-is-better
    expect(Object.getOwnPropertyDescriptor(table.runs[0]?.metrics, "__proto__")?.value).toMatchObject({ direction: "lower-better", score: 2 });
    expect(fractionOutOfRange(r)).toBeUndefined();
  });

  it("diffs them as three metrics", () => {
    const base = reportsToScoreTable(["a", "b", "c"].map((id) => report(id, 2)));
    const cand = reportsToScoreTable(["d", "e", "f"].map((id) => report(id, 2)));
    const diff = diffScoreTables(base, cand);
    expect(diff.metrics.map((m) => m.metric).sort()).toEqual(["__proto__", "constructor", "toString"]);
  });
});
