/**
 * A grading config's booleans and nulls as PyYAML (`yaml.safe_load`, YAML 1.1) reads them:
 * `yes`/`no`/`on`/`off` (three casings) and `true`/`false` are bools, `~`/`null`/`Null`/`NULL`/empty
 * are None, `y`/`n` and odd casings (`yEs`) stay strings, quoted scalars stay strings. Expected
 * values: tests/fixtures/trials/pyyaml-bool-null-vectors.json, written by
 * `python3 tests/fixtures/trials/pyyaml-bool-null-vectors.py` (CPython 3.11, PyYAML 6.0.3, run here;
 * for each lexeme v: `x = yaml.safe_load("x: " + v)["x"]`, then `type(x).__name__`, `str(x)`,
 * `repr(x)` and `"x is {x}".format(x=x)`). Timestamps, `=` and keys PyYAML reads as bool/None are
 * refused naming the file and line (the texts PyYAML gives are named at each test).
 */
import { describe, expect, it } from "vitest";
import { expectPrintedAsPython, llmGraderPrompt, readPyYamlVectors, yamlValue } from "./pyyaml-vectors.js";
import { parseYamlText } from "../../src/node/grading-config.js";

const fixture = { vectors: readPyYamlVectors("pyyaml-bool-null-vectors.json") };
const vectors = Object.entries(fixture.vectors);

describe("PyYAML bool and null vectors", () => {
  it("cover the words where PyYAML and YAML 1.2 differ, and the look-alikes", () => {
    expect(Object.keys(fixture.vectors)).toEqual(expect.arrayContaining(["yes", "No", "ON", "off", "y", "n", "yEs", "~", "", "'yes'"]));
    expect(fixture.vectors.yes?.type).toBe("bool");
    expect(fixture.vectors.y?.type).toBe("str");
  });

  it.each(vectors)("%s: type, str and repr as PyYAML's value prints them", (lexeme, v) => {
    expectPrintedAsPython(yamlValue(lexeme), v);
  });

  it.each(vectors.filter(([, v]) => v.type !== "list" && v.type !== "dict"))("%s: an LLMGrader's extra param in an OpenJudge template prints str(x)", async (lexeme, v) => {
    expect(await llmGraderPrompt(`params:\n  name: g\n  template: 'x is {x}'\n  x: ${lexeme}\n`)).toBe(v.template);
  });
});

describe("plain scalars PyYAML reads as kinds agent-eval does not model", () => {
  // python3 + PyYAML 6.0.3: yaml.safe_load("x: 2024-01-01")["x"] == datetime.date(2024, 1, 1);
  // "x: 2001-12-14 21:59:43.10 -5" gives a datetime.datetime; "x: =" raises ConstructorError
  it.each(["2024-01-01", "2001-12-14t21:59:43.10-05:00", "2001-12-14 21:59:43.10 -5", "2002-1-1 1:02:03"])("timestamp %s is refused naming the line; quoted it is text", (lexeme) => {
    expect(() => parseYamlText(`a: 1\nx: ${lexeme}\n`, "c.yaml")).toThrow(`c.yaml:2: PyYAML reads the plain scalar ${lexeme} as a timestamp (datetime.date or datetime.datetime), which agent-eval does not model; quote it ('${lexeme}') to keep the text`);
    expect(yamlValue(`'${lexeme}'`)).toBe(lexeme);
  });

  it("look-alikes PyYAML keeps as str stay text", () => {
    // python3 + PyYAML 6.0.3: each is a str
    for (const lexeme of ["2024-1-1", "2024-01-01x", "2024-01-01 12:00"]) expect(yamlValue(lexeme)).toBe(lexeme);
  });

  it("= is refused (PyYAML's safe_load: could not determine a constructor for the tag 'tag:yaml.org,2002:value')", () => {
    expect(() => parseYamlText("x: =\n", "c.yaml")).toThrow("c.yaml:1: PyYAML cannot read the plain scalar = (its value tag has no constructor in safe_load)");
    expect(yamlValue("'='")).toBe("=");
  });

  it("a key PyYAML reads as a bool or None is refused at its line; quoted it is a name", () => {
    // python3 + PyYAML 6.0.3: yaml.safe_load("graders:\n  on: 1") == {'graders': {True: 1}}
    expect(() => parseYamlText("graders:\n  on: {grader: StringMatchGrader}\n", "c.yaml")).toThrow("c.yaml:2: the key on is True to PyYAML, not a string; quote it ('on') to use it as a name");
    expect(() => parseYamlText("views: {~: 1}\n", "c.yaml")).toThrow("c.yaml:1: the key ~ is None to PyYAML, not a string");
    expect(parseYamlText("graders:\n  'on': 1\n  y: 2\n", "c.yaml").value).toEqual({ graders: { on: 1, y: 2 } });
  });
});

describe("= as a key and in a list", () => {
  // python3 + PyYAML 6.0.3: yaml.safe_load("=: x") == {'=': 'x'}; "a: [=]" and "- =" raise ConstructorError
  it("is a string key, and refused as a list item", () => {
    expect(parseYamlText("=: x\n", "c.yaml").value).toEqual({ "=": "x" });
    expect(() => parseYamlText("a: 1\nb: [=]\n", "c.yaml")).toThrow("c.yaml:2: PyYAML cannot read the plain scalar =");
    expect(() => parseYamlText("- =\n", "c.yaml")).toThrow("c.yaml:1: PyYAML cannot read the plain scalar =");
  });
});

describe("explicit tags PyYAML reads as kinds agent-eval does not model", () => {
  // python3 + PyYAML 6.0.3: !!set {a, b} -> {'a', 'b'}, !!omap [a: 1] -> [('a', 1)], !!binary -> b'hello',
  // !!python/tuple and !foo -> ConstructorError, ! 3 -> 3; the `yaml` package read them as {}, {}, a Buffer, [1, 2], "bar", "3"
  it.each(["!!set {a, b}", "!!omap [a: 1]", "!!binary aGVsbG8=", "!!python/tuple [1, 2]", "!foo bar", "! 3", "!!pairs [a: 1]"])("%s is refused naming the line", (lexeme) => {
    expect(() => parseYamlText(`a: 1\nx: ${lexeme}\n`, "c.yaml")).toThrow(/^c\.yaml:2: the tag \S+ is not read by agent-eval/);
  });

  it("the tags it models stay", () => {
    expect(parseYamlText("a: !!str 3\nb: !!map {k: !!seq [!!null '', !!bool on]}\n", "c.yaml").value).toEqual({ a: "3", b: { k: [null, true] } });
  });
});
