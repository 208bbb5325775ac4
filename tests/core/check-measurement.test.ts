/**
 * checkMeasurement is measurementSchema without zod: for every input it either returns exactly
 * what the schema's parse returns (same fields, same order, defaults filled, extras dropped) or
 * undefined, and it is never more lenient than the schema.
 */
import { describe, expect, it } from "vitest";
import { checkMeasurement } from "../../src/core/measurement.js";
import { measurementSchema } from "../../src/core/measurement-schema.js";

const base = { metric_name: "m", score: 0.5, score_unit: "u", summary: "s" };
const round = { round_number: 1, value: 1, note: "" };
const agent = { agent_id: "a", value: 2, note: "n" };

const cases: [string, unknown][] = [
  ["minimal (defaults)", base],
  ["full", { ...base, per_round: [round, { ...round, round_number: 2 }], per_agent: [agent] }],
  ["extra keys are dropped", { extra: 1, ...base, per_round: [{ ...round, extra: true }], per_agent: [{ note: "n", value: 1, agent_id: "b", x: 0 }] }],
  ["keys in another order", { summary: "s", score_unit: "u", score: 1, metric_name: "m" }],
  ["negative zero", { ...base, score: -0, per_round: [{ ...round, round_number: -0, value: -0 }] }],
  ["NaN score", { ...base, score: Number.NaN }],
  ["infinite score", { ...base, score: Number.POSITIVE_INFINITY }],
  ["empty name", { ...base, metric_name: "" }],
  ["missing summary", { metric_name: "m", score: 1, score_unit: "u" }],
  ["string score", { ...base, score: "1" }],
  ["null per_round", { ...base, per_round: null }],
  ["per_round an object", { ...base, per_round: { 0: round } }],
  ["fractional round number", { ...base, per_round: [{ ...round, round_number: 1.5 }] }],
  ["unsafe round number", { ...base, per_round: [{ ...round, round_number: 2 ** 53 }] }],
  ["NaN round value", { ...base, per_round: [{ ...round, value: Number.NaN }] }],
  ["missing note", { ...base, per_round: [{ round_number: 1, value: 1 }] }],
  ["sparse per_round", { ...base, per_round: [round, , round] }], // eslint-disable-line no-sparse-arrays
  ["numeric agent id", { ...base, per_agent: [{ ...agent, agent_id: 7 }] }],
  ["array", [base]],
  ["null", null],
  ["a string", "m"],
  ["a Date", new Date(0)],
];

describe("checkMeasurement", () => {
  it.each(cases)("%s: same result as the schema", (_label, input) => {
    const parsed = measurementSchema.safeParse(input);
    const checked = checkMeasurement(input);
    if (parsed.success) {
      expect(checked).toEqual(parsed.data);
      expect(JSON.stringify(checked)).toBe(JSON.stringify(parsed.data));
      expect(Object.is(checked?.score, parsed.data.score)).toBe(true);
    } else {
      expect(checked).toBeUndefined();
    }
  });

  it("accepts the common shapes (so the fast path is taken) and copies them", () => {
    const input = { ...base, per_round: [round] };
    const checked = checkMeasurement(input);
    expect(checked).toBeDefined();
    expect(checked?.per_round[0]).not.toBe(round);
    expect(cases.filter(([, v]) => checkMeasurement(v) !== undefined).length).toBe(5);
  });
});
