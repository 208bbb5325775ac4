/**
 * Where the seeded PyYAML fuzz (tests/node/pyyaml-fuzz.test.ts) found parseYamlText reading a
 * config otherwise than PyYAML's `yaml.safe_load`, one test per finding. Expected outcomes: PyYAML
 * 6.0.3 on CPython 3.11.7, run here (`python3 -c 'import yaml; print(repr(yaml.safe_load(text)))'`),
 * quoted at each test.
 */
import { describe, expect, it } from "vitest";
import { pyRepr } from "../../src/core/py-repr.js";
import { parseYamlText } from "../../src/node/grading-config.js";

const read = (text: string): unknown => parseYamlText(text, "c.yaml").value;

describe("PyYAML fuzz findings", () => {
  it("a number key is an int or float to PyYAML ({'x': {1: 'a', 'b': 'c'}}), refused naming the line, not read as the string '1' listed first", () => {
    expect(() => read("x: {b: c, 1: a}\n")).toThrow("c.yaml:1: the key 1 is the int 1 to PyYAML, not a string; quote it ('1') to use it as a name");
    expect(() => read("x:\n  0x1: a\n")).toThrow("c.yaml:2: the key 0x1 is the int 1 to PyYAML");
    expect(() => read("x:\n  1.0: a\n")).toThrow("c.yaml:2: the key 1.0 is the float 1.0 to PyYAML");
    expect(read("x: {'1': a}\n")).toEqual({ x: { 1: "a" } });
  });

  it("a list key is refused at its line, as PyYAML refuses it (ConstructorError: found unhashable key), not read as the text '[ a ]'", () => {
    expect(() => read("b: 1\n? [a]\n: 1\n")).toThrow("c.yaml:2: a mapping key is a list, which PyYAML refuses (found unhashable key)");
  });

  it("quoted integer-like keys keep the file's order ({'x': {'2': 'a', 'b': 'c', '1': 'd'}}), not JavaScript's ('1', '2' first)", () => {
    expect(pyRepr(read("x: {'2': a, b: c, '1': d}\n"))).toBe("{'x': {'2': 'a', 'b': 'c', '1': 'd'}}");
    expect(pyRepr(read("- {b: 1, '10': 2}\n- &a {z: 0, '3': 1}\n- *a\n"))).toBe("[{'b': 1, '10': 2}, {'z': 0, '3': 1}, {'z': 0, '3': 1}]");
  });

  it("a plain << value is refused at its line, as PyYAML refuses it (ConstructorError: no constructor for the merge tag), not read as the text '<<'", () => {
    expect(() => read("a: 1\nx: <<\n")).toThrow("c.yaml:2: PyYAML cannot read the plain scalar << (its merge tag has no constructor in safe_load); quote it ('<<') to keep the text");
    expect(() => read("- <<\n")).toThrow("c.yaml:1: PyYAML cannot read the plain scalar <<");
    expect(read("x: '<<'\n")).toEqual({ x: "<<" });
  });

  it("an explicit !!null is None whatever its text ({'x': None} for `x: !!null x`), not the string 'x'", () => {
    expect(read("x: !!null x\n")).toEqual({ x: null });
    expect(read("x: !!null\n")).toEqual({ x: null });
  });

  it("!!int takes Python's 0o / 0O octal prefix (`!!int 0o17` and `!!int 0O17` are 15, `!!int -0o17` -15; `!!int 0o` a ValueError)", () => {
    expect(read("a: !!int 0o17\nb: !!int 0O17\nc: !!int -0o17\n")).toEqual({ a: 15, b: 15, c: -15 });
    expect(() => read("x: !!int 0o\n")).toThrow('c.yaml:1: not valid YAML: invalid int "0o"');
    // the implicit resolver still reads a plain 0o17 as a string
    expect(read("x: 0o17\n")).toEqual({ x: "0o17" });
  });

  it("a tag on a node of another kind is refused at its line, as PyYAML refuses it (ConstructorError), not kept with a warning", () => {
    expect(() => read("a: 1\nx: !!str [1]\n")).toThrow(/^c\.yaml:2: not valid YAML: Unresolved tag: tag:yaml\.org,2002:str .*\(PyYAML refuses a tag on a node of another kind\)$/);
    expect(() => read("x: !!map [1]\n")).toThrow(/^c\.yaml:1: .*tag:yaml\.org,2002:map/);
    expect(() => read("x: !!seq {a: 1}\n")).toThrow(/^c\.yaml:1: .*tag:yaml\.org,2002:seq/);
  });

  it("an anchor defined twice is refused at the second, as PyYAML refuses it (ComposerError: found duplicate anchor), not the later one winning", () => {
    expect(() => read("a: &x 1\nb: &x 2\nc: *x\n")).toThrow("c.yaml:2: not valid YAML: the anchor &x is defined twice (PyYAML refuses a duplicate anchor); rename one");
  });

  it("a tab where PyYAML's scanner wants a token is refused at its line (ScannerError: found character '\\t' that cannot start any token), not read as text or white space", () => {
    expect(() => read("a: 1\nx: a\tb\n")).toThrow("c.yaml:2: not valid YAML: a tab outside quotes, a block scalar or a comment (PyYAML refuses it");
    expect(() => read("x:\ta\n")).toThrow(/^c\.yaml:1: not valid YAML: a tab outside quotes/);
    expect(() => read('x: "a\tb"\t# c\n')).toThrow(/^c\.yaml:1: not valid YAML: a tab outside quotes/);
    expect(() => read("? a\tb\n: 1\n")).toThrow(/^c\.yaml:1: not valid YAML: a tab outside quotes/);
    // PyYAML: {'k': '\ttab\n'}, {'x': 'a'}, {'x': 'a\tb'}
    expect(read("k: |\n  \ttab\n")).toEqual({ k: "\ttab\n" });
    expect(read("x: a # c\tc\n")).toEqual({ x: "a" });
    expect(read('x: "a\tb"\n')).toEqual({ x: "a\tb" });
  });

  it("a merge that brings a mapping into itself (PyYAML: {'x': {'k': [{'k': [...]}]}}, a recursive dict) is refused, not a stack overflow", () => {
    expect(() => read("x: &a {k: [{<<: *a}]}\n")).toThrow("c.yaml: a merge (<<) makes a mapping hold itself (a recursive value, which agent-eval does not model)");
  });

  it("a !!binary key (PyYAML: {b'hi': 1}) is refused as the unmodelled tag it is", () => {
    expect(() => read("? !!binary aGk=\n: 1\n")).toThrow("c.yaml:1: the tag !!binary is not read by agent-eval");
  });

  it("a plain scalar starting with : in a flow collection is refused at its line, as PyYAML refuses it (ParserError for [:a], {b: :a}); in block context it is text", () => {
    expect(() => read("x: [a, :b]\n")).toThrow("c.yaml:1: PyYAML cannot read the plain scalar :b in a flow collection");
    expect(() => read("x:\n  {b: :a}\n")).toThrow("c.yaml:2: PyYAML cannot read the plain scalar :a in a flow collection");
    // PyYAML: {'x': ':a', 'y': [':a']}
    expect(read("x: :a\ny: [':a']\n")).toEqual({ x: ":a", y: [":a"] });
  });

  it("an anchor on a merge source resolves for a later alias (PyYAML: {'x': {'a': 1, 'b': 2}, 'c': {'a': 1}}), not Unresolved alias", () => {
    expect(pyRepr(read("x:\n  <<: &d {a: 1}\n  b: 2\nc: *d\n"))).toBe("{'x': {'a': 1, 'b': 2}, 'c': {'a': 1}}");
  });

  it("under a %YAML 1.1 directive scalars are still PyYAML's (PyYAML: {'x': [True, 'y', '0o17', '1e3', 3.0, None], 'd': '2024-1-1'}), not the yaml package's 1.1 schema (2024-1-1 a Date)", () => {
    const x = read("%YAML 1.1\n---\nx: [yes, y, 0o17, 1e3, 3.0, ~]\nd: 2024-1-1\n");
    expect(pyRepr(x)).toBe("{'x': [True, 'y', '0o17', '1e3', 3.0, None], 'd': '2024-1-1'}");
    expect(() => read("%YAML 1.1\n---\ny: 2024-01-01\n")).toThrow("c.yaml:3: PyYAML reads the plain scalar 2024-01-01 as a timestamp");
  });

  it("an anchor on a merge source before a later alias resolves at top level too (PyYAML: {'c': {}})", () => {
    expect(pyRepr(read("<<: &d {}\nc: *d\n"))).toBe("{'c': {}}");
  });

  it("a tag not followed by a space is refused at its line, as PyYAML's scanner refuses it (`{a: !!null}`: ScannerError; `[!!str, 1]`: ConstructorError, the tag taking the comma)", () => {
    expect(() => read("b: 1\nx: {a: !!null}\n")).toThrow("c.yaml:2: not valid YAML: the tag !!null is not followed by a space (PyYAML refuses it: expected ' ')");
    expect(() => read("x: [!!str, 1]\n")).toThrow(/^c\.yaml:1: not valid YAML: the tag !!str/);
    // PyYAML: {'x': ''}, {'x': ['']}
    expect(read("x: !!str\ny: [!!str ]\n")).toEqual({ x: "", y: [""] });
  });

  it("a line of spaces the yaml package drops from a block scalar with an indentation indicator is refused at its line (PyYAML: {'a': {'x': ' a\\n \\n', 'y': 1}}, the yaml package ' a\\n')", () => {
    expect(() => read("a:\n  x: |1\n    a\n    \n  y: 1\n")).toThrow("c.yaml:4: not valid YAML: a line of spaces in a block scalar with an indentation indicator (|1) is text to PyYAML but dropped");
    expect(() => read("x: >1-\n  \ny: 2\n")).toThrow(/^c\.yaml:2: not valid YAML: a line of spaces in a block scalar/);
    // read alike where the first line stands at the indentation (PyYAML: {'x': 'a\n \n'}) or with no indicator ({'x': 'a\n  \n'})
    expect(read("x: |2\n  a\n   \n")).toEqual({ x: "a\n \n" });
    expect(read("x: |\n  a\n    \n")).toEqual({ x: "a\n  \n" });
    // inner lines of spaces are read alike (PyYAML: [{'c': ' \n   more\n yes', 'd': 1}])
    expect(read("- c: >1-\n    \n      more\n    yes\n  d: 1\n")).toEqual([{ c: " \n   more\n yes", d: 1 }]);
  });

  it("an alias in a merge source to an anchor earlier in the same mapping resolves (PyYAML: {'x': {'k': 1, 'a': 1}}), though the merged pairs go first", () => {
    expect(pyRepr(read("x: {a: &x 1, <<: {k: *x}}\n"))).toBe("{'x': {'k': 1, 'a': 1}}");
    expect(pyRepr(read("d: &d {t: 3}\nx:\n  p: &p {q: 1}\n  <<: [{r: *p}, *d]\n"))).toBe("{'d': {'t': 3}, 'x': {'t': 3, 'r': {'q': 1}, 'p': {'q': 1}}}");
  });

  it("merges of merges that would build a billion nodes are refused as an alias bomb is (no alias is expanded, so the alias count alone does not stop them)", () => {
    const levels = ["a0: &a0 {x: [1, 2, 3, 4, 5, 6, 7, 8, 9]}"];
    for (let i = 1; i <= 9; i++) levels.push(`a${i}: &a${i} {${Array.from({ length: 10 }, (_, j) => `p${j}: {<<: *a${i - 1}}`).join(", ")}}`);
    expect(() => read(`${levels.join("\n")}\n`)).toThrow("c.yaml: not valid YAML: merges (<<) build more than 1000000 nodes, as an alias bomb does");
    // a few levels are an ordinary config
    expect(Object.keys(read(`${levels.slice(0, 3).join("\n")}\n`) as object)).toEqual(["a0", "a1", "a2"]);
  });
});
