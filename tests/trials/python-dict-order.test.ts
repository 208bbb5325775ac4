/**
 * A dataset's dict prints in the line's key order, as Python's json.loads keeps it, also where a
 * JavaScript object would list integer-like keys ("2", "10") first: str(), repr() and str.format
 * of a reference value, and so exact_match's comparison with `str(reference[key])`. Expected
 * values: tests/fixtures/trials/python-dict-order-vectors.json, written by
 * `python3 tests/fixtures/trials/python-dict-order-vectors.py` (CPython 3.11, run here).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pyRepr, pyStr } from "../../src/core/py-repr.js";
import { pyFormat } from "../../src/graders/py-format.js";
import { parseTraceJson, parseTrialDataset, pythonEvidence } from "../../src/node/trial-dataset.js";
import { exactMatchMetric } from "../../src/trials/metrics/exact-match.js";
import { trialInput } from "./trial-input.js";

interface Vector {
  readonly str: string;
  readonly repr: string;
  readonly template: string;
  readonly template_r: string;
}

const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "trials", "python-dict-order-vectors.json"), "utf8")) as { vectors: Record<string, Vector> };
const vectors = Object.entries(fixture.vectors);

const line = (json: string, output = ""): string =>
  `{"task": {"id": "t"}, "trial": {"id": "t:a", "task_id": "t", "status": "completed"}, "reference": {"expected": ${json}}, "inputs": ${json.startsWith("{") ? json : "{}"}, "candidate": {"output_text": ${JSON.stringify(output)}, "metadata": {}}}`;

describe("dataset dicts in Python's key order", () => {
  it("the vectors hold integer-like keys out of JavaScript's order", () => {
    expect(vectors.some(([, v]) => v.str.startsWith("{'b': 1, '2': 2"))).toBe(true);
  });

  it.each(vectors)("%s: str, repr and str.format as Python prints the json.loads value", (json, v) => {
    const [trial] = parseTrialDataset(line(json), "d.jsonl").trials;
    const x = trial?.reference.expected;
    expect(pyStr(x)).toBe(v.str);
    expect(pyRepr(x)).toBe(v.repr);
    expect(pyFormat("x is {x}", { x })).toBe(v.template);
    expect(pyFormat("x is {x!r}", { x })).toBe(v.template_r);
    // a record the line validates as a whole (inputs) keeps the order too
    if (json.startsWith("{")) expect(pyStr(trial?.inputs)).toBe(v.str);
  });

  it.each(vectors)("%s: exact_match compares the answer with str(reference['expected'])", async (json, v) => {
    const [trial] = parseTrialDataset(line(json, v.str), "d.jsonl").trials;
    const metric = exactMatchMetric({}, {});
    const result = await metric.computeScores(trialInput({ reference: trial?.reference as Record<string, unknown>, outputText: v.str }));
    expect(result.outputs).toEqual([{ name: "score", value: 1 }]);
  });

  it("JSON.stringify and Object.keys still see JavaScript's object (the order is Python's printers' only)", () => {
    const [trial] = parseTrialDataset(line('{"b": 1, "2": 2}'), "d.jsonl").trials;
    expect(Object.keys(trial?.reference.expected as object)).toEqual(["2", "b"]);
    expect(JSON.stringify(trial?.reference.expected)).toBe('{"2":2,"b":1}');
  });
});

describe("evidence dicts in Python's key order (what OpenJudge mappers address)", () => {
  it.each(vectors.filter(([json]) => json.startsWith("{")))("%s: an inline trace's dict and a trace file's", (json, v) => {
    const text = `{"task": {"id": "t"}, "trial": {"id": "t:a", "task_id": "t", "status": "completed"}, "candidate": {"output_text": "", "metadata": {}, "evidence": {"trace": {"schema_version": "ATIF-v1.4", "steps": [], "extra": ${json}}}}}`;
    const [trial] = parseTrialDataset(text, path.join(import.meta.dirname, "d.jsonl")).trials;
    if (trial === undefined) throw new Error("no trial");
    // as the grader rows read it (node/grade-trials.ts): the Python view when the line needs one
    const descriptors = pythonEvidence(trial, import.meta.dirname) ?? trial.evidence;
    expect(pyStr((descriptors?.trace?.data as { extra: unknown }).extra)).toBe(v.str);
    expect(pyStr(parseTraceJson(json))).toBe(v.str);
  });
});
