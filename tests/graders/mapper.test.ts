/**
 * OpenJudge's get_value_by_path / parse_data_with_mapper rules, hand-computed from
 * openjudge-nemo-semantics.md (GradingRunner) and judge-replay-and-graders.md C.2 item 11.
 */
import { describe, expect, it } from "vitest";
import { PyFloat } from "../../src/core/json-format.js";
import { applyMapper, getValueByPath } from "../../src/graders/mapper.js";

const row = {
  inputs: { query: "Where is my order?" },
  candidate: { output_text: "Shipped.", metadata: { tags: ["a", "b"] } },
  reference: { expected: "Shipped May 10", facts: null },
  items: [{ name: "x", n: 1 }, { name: null, n: 2 }, { n: 3 }, { name: "z", n: 4 }],
  nested: [[{ v: 1 }], [{ v: 2 }, { v: null }]],
};

describe("getValueByPath", () => {
  it("reads a list index as Python's int() does (python3 3.11.7: int('٣') == 3, int(' 1') == 1, int('\\ufeff1') raises)", () => {
    // before, only ASCII digits and JavaScript's \s counted: "٣" auto-traversed, "\ufeff1" was index 1
    expect(getValueByPath(row, "items.٣.name")).toBe("z");
    expect(getValueByPath(row, "items. 1_0")).toBeNull();
    expect(getValueByPath(row, "items.\u00850.name")).toBe("x");
    // not an int: every item's "\ufeff1", none has it
    expect(getValueByPath(row, "items.\ufeff1")).toEqual([]);
  });
  it("walks dicts with dot paths", () => {
    expect(getValueByPath(row, "inputs.query")).toBe("Where is my order?");
    expect(getValueByPath(row, "candidate.metadata.tags")).toEqual(["a", "b"]);
  });
  it("gives None (null) for a path that does not exist, and for a present None", () => {
    expect(getValueByPath(row, "inputs.missing")).toBeNull();
    expect(getValueByPath(row, "nothing.at.all")).toBeNull();
    expect(getValueByPath(row, "reference.facts")).toBeNull();
    expect(getValueByPath(row, "reference.facts.deeper")).toBeNull();
    expect(getValueByPath(row, "inputs.query.length")).toBeNull();
  });
  it("indexes lists with numeric segments; past the end is None", () => {
    expect(getValueByPath(row, "items.0.name")).toBe("x");
    expect(getValueByPath(row, "items.3.n")).toBe(4);
    expect(getValueByPath(row, "items.4")).toBeNull();
    expect(getValueByPath(row, "candidate.metadata.tags.1")).toBe("b");
  });
  it("does not support negative indexes (None)", () => {
    expect(getValueByPath(row, "items.-1")).toBeNull();
    expect(getValueByPath(row, "candidate.metadata.tags.-1")).toBeNull();
  });
  it("a whole float (a PyFloat object here) is a scalar, not a dict: its `value` is no key", () => {
    // upstream walks only dicts and lists: get_value_by_path({"a": 1.0}, "a.value") is None, and a list
    // traversal drops the float ({"a": [1.0, {"value": 2}]} with "a.value" gives [2])
    expect(getValueByPath({ a: new PyFloat(1) }, "a.value")).toBeNull();
    expect(getValueByPath({ a: [new PyFloat(1), { value: 2 }] }, "a.value")).toEqual([2]);
  });
  it("auto-traverses a list on a non-numeric segment and drops None values", () => {
    // items[1].name is None and items[2] has no name: both dropped
    expect(getValueByPath(row, "items.name")).toEqual(["x", "z"]);
    expect(getValueByPath(row, "items.n")).toEqual([1, 2, 3, 4]);
    expect(getValueByPath(row, "items.missing")).toEqual([]);
  });
  it("auto-traversal recurses into nested lists", () => {
    // each inner list auto-traverses again; the None at nested[1][1].v is dropped
    expect(getValueByPath(row, "nested.v")).toEqual([[1], [2]]);
  });
});

describe("applyMapper", () => {
  it("without a mapper the row is the arguments", () => {
    expect(applyMapper({ a: 1, b: 2 }, undefined)).toEqual({ a: 1, b: 2 });
  });
  it("a dict mapper gives exactly the mapped keys, None for missing paths", () => {
    expect(applyMapper(row, { query: "inputs.query", response: "candidate.output_text", context: "inputs.context" })).toEqual({
      query: "Where is my order?",
      response: "Shipped.",
      context: null,
    });
  });
  it("a function mapper returns the arguments; a non-object is an error", () => {
    expect(applyMapper(row, (r) => ({ q: (r.inputs as { query: string }).query }))).toEqual({ q: "Where is my order?" });
    expect(() => applyMapper(row, () => "nope")).toThrow(/must return an object/);
  });
});
