/**
 * validateAtif on 250 seeded hostile trajectories against the reference models run in pydantic
 * (tests/graders/vectors/make-atif-strict-vectors.py: models and §1.6 rules written from
 * atif-and-nemo-evidence.md, pydantic 2.13.4 on CPython 3.11.7): the same type errors, at the same
 * paths, in pydantic's words and order; and the same rule errors (agent-eval words those itself, so
 * only their paths are compared).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateAtif } from "../../src/lib.js";

const cases = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "atif-strict.json"), "utf8")) as { trajectory: unknown; errors: [string, string][] }[];

const isRule = (message: string): boolean => message.startsWith("RULE ");
// agent-eval's rule messages (ours, not pydantic's): the step order, references, agent-only fields, timestamps, versions
const OUR_RULE = /^(must be \d+ \(steps are numbered|'.*' names no tool call|is only allowed on agent steps|'.*' is not an ISO 8601 timestamp|must be absent on a step with llm_call_count 0|'.*' is not a supported ATIF version)/s;

describe("validateAtif agrees with the pydantic reference models (250 vectors)", () => {
  it.each(cases.map((c, i) => [i, c] as const))("trajectory %i", (_, c) => {
    const errors = validateAtif(c.trajectory).errors;
    const ours = errors.filter((e) => !OUR_RULE.test(e.message)).map((e) => [e.path, e.message]);
    expect(ours).toEqual(c.errors.filter(([, m]) => !isRule(m)));
    const rules = errors.filter((e) => OUR_RULE.test(e.message)).map((e) => e.path);
    expect(rules.sort()).toEqual(c.errors.filter(([, m]) => isRule(m)).map(([p]) => p).sort());
  });
});
