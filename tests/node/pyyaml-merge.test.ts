/**
 * Merge keys (`<<: *defaults`, YAML 1.1) in a grading config, as PyYAML's safe_load reads them:
 * the merged values, explicit keys winning wherever the `<<` stands, and (for one source) PyYAML's
 * key order, merged keys first. Expected values: tests/fixtures/trials/pyyaml-merge-vectors.json,
 * written by `python3 tests/fixtures/trials/pyyaml-merge-vectors.py` (CPython 3.11, PyYAML 6.0.3,
 * run here). A list of sources gives PyYAML's values; its key order is the `yaml` package's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pyRepr } from "../../src/core/py-repr.js";
import { parseYamlText } from "../../src/node/grading-config.js";

interface Vector {
  readonly json?: string;
  readonly repr?: string;
  readonly keys?: readonly string[];
  readonly error?: string | null;
}

const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "trials", "pyyaml-merge-vectors.json"), "utf8")) as { vectors: Record<string, Vector> };
const read = (text: string): unknown => (parseYamlText(text, "c.yaml").value as { x: unknown }).x;

describe("PyYAML merge keys", () => {
  const merged = Object.entries(fixture.vectors).filter(([, v]) => v.repr !== undefined);
  it.each(merged.filter(([text]) => !text.includes("[*a, *b]")))("%s: values and key order", (text, v) => {
    const x = read(text) as Record<string, unknown>;
    expect(pyRepr(x)).toBe(v.repr);
    expect(Object.keys(x)).toEqual(v.keys);
  });

  it.each(merged.filter(([text]) => text.includes("[*a, *b]")))("%s: a list of sources gives PyYAML's values (the earlier source wins)", (text, v) => {
    const x = read(text) as Record<string, unknown>;
    const python = JSON.parse(v.json as string) as Record<string, unknown>;
    expect(Object.fromEntries(Object.entries(x).sort())).toEqual(Object.fromEntries(Object.entries(python).sort()));
  });

  it.each(Object.entries(fixture.vectors).filter(([, v]) => v.error !== undefined))("%s: refused, as PyYAML refuses it", (text, v) => {
    expect(v.error).toMatch(/^expected a mapping/);
    expect(() => read(text)).toThrow("c.yaml: not valid YAML: Merge sources must be maps or map aliases (<< merges a mapping or a list of mappings)");
  });

  it("a merge in a grader's params reaches the grader (it was a literal '<<' key before)", () => {
    const value = parseYamlText("defaults: &d {threshold: 3}\ngraders:\n  c:\n    grader: CorrectnessGrader\n    params: {<<: *d, language: en}\n", "c.yaml").value as { graders: { c: { params: unknown } } };
    expect(value.graders.c.params).toEqual({ threshold: 3, language: "en" });
  });
});
