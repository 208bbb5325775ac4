/**
 * NeMo's output coercion (pydantic v2 lax mode) against vectors computed by pydantic itself:
 * tests/trials/vectors/pydantic-coercion.json, written by make-coercion-vectors.py beside it.
 * Inputs are encoded by Python type: a Python float is a JS number, a Python int a JS bigint
 * (a JS number is a float to agent-eval, as documented in src/trials/coerce.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { coerceValue } from "../../src/trials/coerce.js";
import { MetricOutputSpec, type MetricOutputKind } from "../../src/trials/contract.js";

interface Encoded {
  readonly t: "none" | "bool" | "int" | "float" | "str" | "list" | "dict";
  readonly v?: unknown;
}
interface Case {
  readonly kind: Exclude<MetricOutputKind, "model">;
  readonly input: Encoded;
  readonly expected: { ok: true; value: unknown } | { ok: false; type: string; msg: string };
}

const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "pydantic-coercion.json"), "utf8")) as { source: string; cases: Case[] };

function pyFloat(text: string): number {
  if (text === "nan") return Number.NaN;
  if (text === "inf") return Number.POSITIVE_INFINITY;
  if (text === "-inf") return Number.NEGATIVE_INFINITY;
  return Number(text);
}

function decode(input: Encoded): unknown {
  switch (input.t) {
    case "none":
      return null;
    case "int":
      return BigInt(input.v as string);
    case "float":
      return pyFloat(input.v as string);
    case "bool":
    case "str":
    case "list":
    case "dict":
      return input.v;
  }
}

const SPECS: Record<Case["kind"], MetricOutputSpec> = {
  continuous_score: MetricOutputSpec.continuousScore("x"),
  discrete_score: MetricOutputSpec.discreteScore("x"),
  boolean: MetricOutputSpec.boolean("x"),
  label: MetricOutputSpec.label("x"),
};

describe(`coercion matches ${vectors.source}`, () => {
  it("has vectors for every kind", () => {
    expect(vectors.cases.length).toBeGreaterThan(400);
  });
  for (const c of vectors.cases) {
    const input = decode(c.input);
    it(`${c.kind} ${JSON.stringify(c.input)} -> ${c.expected.ok ? `ok ${String(c.expected.value)}` : c.expected.type}`, () => {
      const result = coerceValue(SPECS[c.kind], input);
      if (!c.expected.ok) {
        expect(result).toEqual({ ok: false, type: c.expected.type, message: c.expected.msg });
        return;
      }
      expect(result.ok).toBe(true);
      const value = (result as { value: unknown }).value;
      if (c.kind === "continuous_score") expect(Object.is(value, pyFloat(c.expected.value as string))).toBe(true);
      else if (c.kind === "discrete_score") expect(value).toBe(Number(c.expected.value as string));
      else expect(value).toBe(c.expected.value);
    });
  }
});

describe("model outputs", () => {
  const spec = MetricOutputSpec.model("detail", z.object({ reason: z.string(), steps: z.number().int() }));
  it("validate with the schema and drop unknown keys like a plain BaseModel", () => {
    expect(coerceValue(spec, { reason: "ok", steps: 2, extra: 1 })).toEqual({ ok: true, value: { reason: "ok", steps: 2 } });
  });
  it("reject a JSON string and name the bad field", () => {
    expect(coerceValue(spec, '{"reason": "ok", "steps": 2}').ok).toBe(false);
    const bad = coerceValue(spec, { reason: "ok", steps: 2.5 });
    expect(bad.ok).toBe(false);
    expect((bad as { message: string }).message).toMatch(/^steps: /);
  });
});

describe("JavaScript numbers are Python floats", () => {
  it("1e20 is too large for a discrete score as a number, fine as a bigint (NeMo: float 1e20 fails, int 10**20 passes)", () => {
    expect(coerceValue(SPECS.discrete_score, 1e20)).toMatchObject({ ok: false, type: "int_parsing_size" });
    expect(coerceValue(SPECS.discrete_score, 10n ** 20n)).toEqual({ ok: true, value: 1e20 });
  });
  it("undefined is None", () => {
    expect(coerceValue(SPECS.continuous_score, undefined)).toMatchObject({ ok: false, type: "float_type" });
    expect(coerceValue(SPECS.boolean, undefined)).toMatchObject({ ok: false, type: "bool_type" });
  });
});
