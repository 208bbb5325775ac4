/**
 * The trial report's bytes: non-finite numbers survive a write and a read ("NaN", "Infinity",
 * "-Infinity" strings, turned back into numbers where the score is numeric), so shards holding
 * them merge into the unsharded report byte for byte; labels that read "NaN" stay strings.
 */
import { describe, expect, it } from "vitest";
import { buildTrialReport, mergeTrialReports, parseTrialReport, serializeTrialReport, shardTasks, type TrialProvenance } from "../../src/trials/report.js";
import type { TaskDescriptor, TrialEntry } from "../../src/trials/summary.js";

const provenance: TrialProvenance = {
  report_format: "agent-eval/trial-report@1",
  tool_version: "test",
  dataset: { file: "d.jsonl", sha256: "0".repeat(64), trials: 4, tasks: 2 },
  config: { file: "c.yaml", sha256: "1".repeat(64) },
  metrics: { m: { version: null, source: "built-in" } },
  graders: [],
  aggregators: [],
  judge: null,
};
const metric = { type: "m", outputs: [{ name: "s", kind: "continuous_score" as const }, { name: "tag", kind: "label" as const }] };
const tasks: TaskDescriptor[] = [
  { id: "A", metrics: [metric], views: { v: { reducer: "all", signals: [{ metric: "m", output: "s" }] } } },
  { id: "B", metrics: [metric], views: { v: { reducer: "all", signals: [{ metric: "m", output: "s" }] } } },
];
const entries: TrialEntry[] = [
  { row_index: 0, task_id: "A", trial_id: "a1", status: "completed", scores: { "m.s": Number.NaN, "m.tag": "NaN", "view.v": Number.NaN }, errors: {} },
  { row_index: 1, task_id: "B", trial_id: "b1", status: "completed", scores: { "m.s": Number.POSITIVE_INFINITY, "m.tag": "x", "view.v": Number.POSITIVE_INFINITY }, errors: {} },
  { row_index: 2, task_id: "A", trial_id: "a2", status: "completed", scores: { "m.s": 1, "m.tag": "y", "view.v": 1 }, errors: {} },
  { row_index: 3, task_id: "B", trial_id: "b2", status: "completed", scores: { "m.s": Number.NEGATIVE_INFINITY, "m.tag": "z", "view.v": Number.NEGATIVE_INFINITY }, errors: {} },
];

describe("trial report bytes", () => {
  const whole = serializeTrialReport(buildTrialReport(entries, tasks, {}, provenance));

  it("writes non-finite numbers as strings", () => {
    expect(whole).toContain('"m.s": "NaN"');
    expect(whole).toContain('"m.s": "Infinity"');
    expect(whole).toContain('"view.v": "-Infinity"');
    expect(whole.endsWith("}\n")).toBe(true);
  });

  it("reads them back as numbers only where the score is numeric", () => {
    const parsed = parseTrialReport(whole, "r.json");
    expect(parsed.trials[0]?.scores["m.s"]).toBeNaN();
    expect(parsed.trials[0]?.scores["m.tag"]).toBe("NaN");
    expect(parsed.trials[1]?.scores["view.v"]).toBe(Number.POSITIVE_INFINITY);
  });

  it("merges shards holding them into the unsharded bytes", () => {
    const shards = [1, 2].map((index) => {
      const mine = shardTasks(["A", "B"], { index, total: 2 });
      const report = buildTrialReport(
        entries.filter((e) => mine.has(e.task_id)),
        tasks.filter((t) => mine.has(t.id)),
        {},
        { ...provenance, shard: { index, total: 2 } },
      );
      return { source: `s${index}`, report: parseTrialReport(serializeTrialReport(report), `s${index}`) };
    });
    expect(serializeTrialReport(mergeTrialReports(shards))).toBe(whole);
  });

  it("refuses shards of another grading", () => {
    const one = buildTrialReport(entries.slice(0, 1), tasks.slice(0, 1), {}, { ...provenance, shard: { index: 1, total: 2 } });
    const two = buildTrialReport(entries.slice(1, 2), tasks.slice(1), {}, { ...provenance, config: { file: "other.yaml", sha256: "2".repeat(64) }, shard: { index: 2, total: 2 } });
    const parse = (r: typeof one, s: string) => ({ source: s, report: parseTrialReport(serializeTrialReport(r), s) });
    expect(() => mergeTrialReports([parse(one, "a"), parse(two, "b")])).toThrow(
      `b: graded with another config than a (agent_eval.config.file: 'other.yaml' here, 'c.yaml' in a; agent_eval.config.sha256: '${"2".repeat(64)}' here, '${"1".repeat(64)}' in a)`,
    );
    const newer = buildTrialReport(entries.slice(1, 2), tasks.slice(1), {}, { ...provenance, tool_version: "9.9.9", shard: { index: 2, total: 2 } });
    expect(() => mergeTrialReports([parse(one, "a"), parse(newer, "b")])).toThrow("b: graded with another agent-eval version than a (agent_eval.tool_version: '9.9.9' here, 'test' in a)");
    const otherData = buildTrialReport(entries.slice(1, 2), tasks.slice(1), {}, { ...provenance, dataset: { ...provenance.dataset, sha256: "3".repeat(64) }, metrics: {}, shard: { index: 2, total: 2 } });
    expect(() => mergeTrialReports([parse(one, "a"), parse(otherData, "b")])).toThrow(/^b: graded with another dataset and other metrics than a \(agent_eval\.dataset\.sha256: '3{64}' here, '0{64}' in a; agent_eval\.metrics\.m: absent here\)$/);
  });

  it("merges a lone report of shard 1/1 (written without a shard block) into itself, and refuses it beside others", () => {
    const parse = (r: ReturnType<typeof buildTrialReport>, s: string) => ({ source: s, report: parseTrialReport(serializeTrialReport(r), s) });
    const lone = buildTrialReport(entries, tasks, {}, provenance);
    expect(serializeTrialReport(mergeTrialReports([parse(lone, "all")]))).toBe(whole);
    expect(() => mergeTrialReports([parse(lone, "all"), parse(lone, "again")])).toThrow("again: shard 1/1 (the whole dataset: graded without --shard or with --shard 1/1) is also all");
    const half = buildTrialReport(entries.slice(0, 1), tasks.slice(0, 1), {}, { ...provenance, shard: { index: 1, total: 2 } });
    expect(() => mergeTrialReports([parse(half, "h"), parse(lone, "all")])).toThrow("all: shard 1/1 (the whole dataset: graded without --shard or with --shard 1/1) does not belong with shard 1/2 (h)");
  });

  it("refuses a shard whose results do not cover its trials", () => {
    const mine = shardTasks(["A", "B"], { index: 1, total: 2 });
    const one = buildTrialReport(entries.filter((e) => mine.has(e.task_id)), tasks.slice(0, 1), { g: [null] }, { ...provenance, graders: [{ name: "g", class: "X" }], shard: { index: 1, total: 2 } });
    const two = buildTrialReport(entries.filter((e) => !mine.has(e.task_id)), tasks.slice(1), { g: [null, null] }, { ...provenance, graders: [{ name: "g", class: "X" }], shard: { index: 2, total: 2 } });
    const parse = (r: typeof one, s: string) => ({ source: s, report: parseTrialReport(serializeTrialReport(r), s) });
    expect(() => mergeTrialReports([parse(one, "a"), parse(two, "b")])).toThrow("a: results.g holds 1 results for 2 trials");
  });

  it("refuses a file that is not a trial report, naming the field", () => {
    expect(() => parseTrialReport('{"trials": []}', "x.json")).toThrow(/^x\.json: not an agent-eval trial report: field 'results'/);
    expect(() => parseTrialReport("root:x:0:0:root:/root:/bin/bash\n", "x.json")).toThrow(/^x\.json: not valid JSON \(unexpected character at line 1, column 1\)$/);
  });

  it("names the trial a set of shards lacks or repeats, and the shard files", () => {
    const parse = (r: ReturnType<typeof buildTrialReport>, s: string) => ({ source: s, report: parseTrialReport(serializeTrialReport(r), s) });
    const shard = (index: number, keep: (e: TrialEntry) => boolean) => {
      const mine = shardTasks(["A", "B"], { index, total: 2 });
      return buildTrialReport(entries.filter((e) => mine.has(e.task_id) && keep(e)), tasks.filter((t) => mine.has(t.id)), {}, { ...provenance, shard: { index, total: 2 } });
    };
    // shard 2 holds B's trials, rows 1 and 3: without row 3 (the last) nothing else is out of place
    expect(() => mergeTrialReports([parse(shard(1, () => true), "a"), parse(shard(2, (e) => e.row_index !== 3), "b")])).toThrow("the shard reports lack trial 3 (row_index) of the dataset's 4");
    expect(() => mergeTrialReports([parse(shard(1, (e) => e.row_index !== 0), "a"), parse(shard(2, () => true), "b")])).toThrow("the shard reports lack trial 0 (row_index) of the dataset's 4");
    const extra = buildTrialReport([...entries.filter((e) => e.task_id === "B"), entries[2] as TrialEntry].sort((x, y) => x.row_index - y.row_index), tasks, {}, { ...provenance, shard: { index: 2, total: 2 } });
    expect(() => mergeTrialReports([parse(shard(1, () => true), "a"), parse(extra, "b")])).toThrow("trial 2 (row_index) of the dataset is in a and in b");
  });
});

describe("results order", () => {
  it("graders then aggregators in config order, integer-like names included (a JavaScript object lists '2' before 'b'); the same content, merge byte for byte", () => {
    const score = (name: string) => ({ name, score: 0.5, reason: "r", metadata: {} });
    const withGraders: TrialProvenance = { ...provenance, graders: [{ name: "b", class: "FunctionGrader" }, { name: "2", class: "FunctionGrader" }], aggregators: [{ name: "0", type: "WeightedSumAggregator" }] };
    const results = { "0": entries.map(() => score("0")), "2": entries.map(() => score("2")), b: entries.map(() => score("b")) };
    const report = buildTrialReport(entries, tasks, results, withGraders);
    const text = serializeTrialReport(report);
    const at = (name: string) => text.indexOf(`\n    "${name}": [`);
    expect(at("b")).toBeGreaterThan(0);
    expect(at("b")).toBeLessThan(at("2"));
    expect(at("2")).toBeLessThan(at("0"));
    // the bytes are JSON.stringify's but for that order
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(report, (_k, v: unknown) => (typeof v === "number" && !Number.isFinite(v) ? (Number.isNaN(v) ? "NaN" : v > 0 ? "Infinity" : "-Infinity") : v))));
    expect(text.indexOf('\n  "results": {\n    "b": [')).toBeGreaterThan(0);
    expect(text.indexOf('\n  "tasks": [')).toBeGreaterThan(text.indexOf('\n  "results": '));
    expect(serializeTrialReport(mergeTrialReports([{ source: "all", report: parseTrialReport(text, "all") }]))).toBe(text);
  });
  it("an empty results block is {} as before", () => {
    expect(serializeTrialReport(buildTrialReport(entries, tasks, {}, provenance))).toContain('\n  "results": {},\n');
  });
  it("writes a negative zero as -0.0 (Python's json.dumps(-0.0)), in scores, summary and results, and reads it back; a label holding NUL text stays a string", () => {
    const zeros: TrialEntry[] = [
      { row_index: 0, task_id: "A", trial_id: "a1", status: "completed", scores: { "m.s": -0, "m.tag": "\u0000-0\u0000", "view.v": -0 }, errors: {} },
      { row_index: 1, task_id: "B", trial_id: "b1", status: "completed", scores: { "m.s": 0.5, "m.tag": "x", "view.v": 0.5 }, errors: {} },
    ];
    const withGrader: TrialProvenance = { ...provenance, dataset: { ...provenance.dataset, trials: 2 }, graders: [{ name: "g", class: "FunctionGrader" }] };
    const results = { g: zeros.map(() => ({ name: "g", score: -0, reason: "r", metadata: {} })) };
    const text = serializeTrialReport(buildTrialReport(zeros, tasks, results, withGrader));
    // python3 -c 'import json; print(json.dumps({"m.s": -0.0}))' prints {"m.s": -0.0}
    expect(text).toContain('"m.s": -0.0,');
    expect(text).toContain('"view.v": -0.0');
    expect(text).toContain('"score": -0.0,');
    expect(text).toContain('"min": -0.0,');
    expect(text).toContain('"p10": -0.0,');
    expect(text).toContain('"sum": 0.5,'); // Python's sum starts from the int 0: 0 + -0.0 is 0.0
    expect(text).toContain('"m.tag": "\\u0000-0\\u0000"');
    const back = parseTrialReport(text, "r.json");
    expect(Object.is(back.trials[0]?.scores["m.s"], -0)).toBe(true);
    expect(back.trials[0]?.scores["m.tag"]).toBe("\u0000-0\u0000");
    expect(serializeTrialReport(mergeTrialReports([{ source: "all", report: back }]))).toBe(text);
  });
});
