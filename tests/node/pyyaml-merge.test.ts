/**
 * Merge keys (`<<: *defaults`, YAML 1.1) in a grading config, as PyYAML's safe_load reads them:
 * the merged values, explicit keys winning wherever the `<<` stands, and (for one source) PyYAML's
 * key order, merged keys first (a list of sources: the later source's keys first, the earlier's
 * values winning). Expected values: tests/fixtures/trials/pyyaml-merge-vectors.json, written by
 * `python3 tests/fixtures/trials/pyyaml-merge-vectors.py` (CPython 3.11, PyYAML 6.0.3, run here).
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
  it.each(merged)("%s: values and key order", (text, v) => {
    const x = read(text) as Record<string, unknown>;
    expect(pyRepr(x)).toBe(v.repr);
    expect(Object.keys(x)).toEqual(v.keys);
  });

  it("a list of sources lists the later source's keys first, as PyYAML's flatten_mapping does (the yaml package listed them in source order)", () => {
    expect(Object.keys(read("a: &a {k: 1, m: 1}\nb: &b {k: 2, n: 2}\nx:\n  <<: [*a, *b]\n  z: 0\n") as object)).toEqual(["k", "n", "m", "z"]);
  });

  it("several << keys in one mapping: the later source wins (PyYAML: {'a': 1, 'b': 7, 'd': 4}; the yaml package kept the first source's b)", () => {
    const x = read("b: &b {a: 1, b: 2}\no: &o {b: 7, d: 4}\nx:\n  <<: *b\n  <<: *o\n");
    expect(pyRepr(x)).toBe("{'a': 1, 'b': 7, 'd': 4}");
  });

  it("a merge of a list whose source merges again, with an explicit key (PyYAML: {'f': 6, 'a': 9, 'b': 2, 'c': True})", () => {
    const x = read("base: &b {a: 1, b: 2}\nmore: &m\n  <<: *b\n  c: on\n  a: 9\nx: {<<: [*m, {f: 6}]}\n");
    expect(pyRepr(x)).toBe("{'f': 6, 'a': 9, 'b': 2, 'c': True}");
  });

  it.each(Object.entries(fixture.vectors).filter(([, v]) => v.error !== undefined))("%s: refused, as PyYAML refuses it", (text, v) => {
    expect(v.error).toMatch(/^expected a mapping/);
    expect(() => read(text)).toThrow(/^c\.yaml:1: not valid YAML: a merge source (?:in a list )?is not a mapping/);
  });

  it("a field's line is the line of the key whose value wins: the explicit key over a merged one, the source's key for a merged one", () => {
    const parsed = parseYamlText("d: &d {threshold: 3, mode: a}\nx:\n  <<: *d\n  threshold: 5\n", "c.yaml");
    expect(parsed.value).toEqual({ d: { threshold: 3, mode: "a" }, x: { threshold: 5, mode: "a" } });
    expect(parsed.lineOf("x.threshold")).toBe(4);
    expect(parsed.lineOf("x.mode")).toBe(1);
    expect(parsed.lineOf("x")).toBe(2);
  });

  it("a merge in a grader's params reaches the grader (it was a literal '<<' key before)", () => {
    const value = parseYamlText("defaults: &d {threshold: 3}\ngraders:\n  c:\n    grader: CorrectnessGrader\n    params: {<<: *d, language: en}\n", "c.yaml").value as { graders: { c: { params: unknown } } };
    expect(value.graders.c.params).toEqual({ threshold: 3, language: "en" });
  });

  it("a file of 30,000 aliases is refused by the alias limit at once (pinning each alias searched back through every node before it: 69 s)", () => {
    const text = `a: &x 1\nb: [${Array.from({ length: 30_000 }, () => "*x").join(", ")}]\n`;
    // no timing asserted: the old quadratic pass ran past the 30 s test timeout
    expect(() => parseYamlText(text, "c.yaml")).toThrow("c.yaml: not valid YAML: Excessive alias count");
  });
});
