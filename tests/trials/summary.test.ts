/**
 * NeMo's summary driver (openjudge-nemo-semantics.md "Summary driver", atif-and-nemo-evidence.md
 * §3.4): which values and totals feed each key, key order, booleans, views, pass@k and coverage.
 * The scenario's expected values are worked out by hand in the comments; the statistics of a
 * value list are checked against Python/numpy in stats.test.ts, so here they are built with
 * aggregateRangeScore from the hand-picked lists.
 */
import { describe, expect, it } from "vitest";
import { formatSummaryTable } from "../../src/cli/grade-command.js";
import { passAtK } from "../../src/trials/pass-at-k.js";
import { aggregateRangeScore } from "../../src/trials/stats.js";
import { summarize, type TaskDescriptor, type TrialEntry } from "../../src/trials/summary.js";

const m = { type: "m", outputs: [{ name: "s", kind: "continuous_score" as const }, { name: "ok", kind: "boolean" as const }, { name: "lab", kind: "label" as const }] };
const n = { type: "n", outputs: [{ name: "d", kind: "discrete_score" as const }] };
const tasks: TaskDescriptor[] = [
  { id: "A", metrics: [m], views: { v: { reducer: "mean", signals: [{ metric: "m", output: "s" }, { metric: "m", output: "ok" }] } } },
  { id: "B", metrics: [m, n], views: {} },
  { id: "C", metrics: [m], views: {} },
];
const entry = (row: number, task: string, status: string, scores: TrialEntry["scores"], errors: TrialEntry["errors"] = {}): TrialEntry => ({
  row_index: row,
  task_id: task,
  trial_id: `${task}${row}`,
  status,
  scores,
  errors,
});
const trials: TrialEntry[] = [
  entry(0, "A", "completed", { "m.s": 1, "m.ok": true, "m.lab": "x", "view.v": 1 }), // view: mean(1, 1)
  entry(1, "A", "completed", { "m.s": 0.5, "m.ok": false, "m.lab": "y", "view.v": 0.25 }), // view: mean(0.5, 0)
  entry(2, "A", "failed", {}), // a failed attempt: no scores, counts in totals and pass@k
  entry(3, "B", "completed", { "n.d": 3 }, { m: "boom" }), // m failed: no attempt for pass@k
  entry(4, "B", "partial", { "m.s": 1, "m.ok": true, "m.lab": "z", "n.d": 2 }),
  entry(5, "C", "completed", {}, { m: "boom" }), // C has no attempt at all
];

describe("summarize", () => {
  const { summary, coverage } = summarize(tasks, trials);

  it("orders keys as NeMo: outputs by type then name, views, pass@k (continuous and boolean only), k = 1..max n", () => {
    expect(Object.keys(summary)).toEqual(["m.lab", "m.ok", "m.s", "n.d", "view.v", "m.ok.pass@1", "m.ok.pass@2", "m.ok.pass@3", "m.s.pass@1", "m.s.pass@2", "m.s.pass@3"]);
  });

  it("totals count every record of the metric type, failed ones included; values come from records that did not fail", () => {
    // m has 6 records (A0 A1 A2 B3 B4 C5); values of m.s: A0 1, A1 0.5, B4 1
    expect(summary["m.s"]).toEqual(aggregateRangeScore([1, 0.5, 1], 6));
    expect(summary["m.s"]?.nan_count).toBe(3);
    // n has 2 records (B3, B4)
    expect(summary["n.d"]).toEqual(aggregateRangeScore([3, 2], 2));
  });

  it("booleans and labels get no mean: count 0, nan_count = total", () => {
    expect(summary["m.ok"]).toMatchObject({ count: 0, nan_count: 6, mean: null, percentiles: null });
    expect(summary["m.lab"]).toMatchObject({ count: 0, nan_count: 6, mean: null });
  });

  it("a view counts each trial of a task that has it; a skipped trial is NaN", () => {
    expect(summary["view.v"]).toEqual(aggregateRangeScore([1, 0.25], 3));
  });

  it("pass@k: failed trials are failed attempts, failed metrics leave none, empty tasks add to nan_count", () => {
    // A: [1, 0, null] -> n 3, c 1; B: [1] (B3's metric failed) -> n 1, c 1; C: [] -> nan at every k
    expect(summary["m.ok.pass@1"]).toEqual(aggregateRangeScore([passAtK(3, 1, 1), passAtK(1, 1, 1)], 3));
    expect(summary["m.ok.pass@2"]).toEqual(aggregateRangeScore([passAtK(3, 1, 2)], 2));
    expect(summary["m.ok.pass@3"]).toEqual(aggregateRangeScore([1.0], 2));
    // continuous: a pass is >= 1.0, so 0.5 is not one
    expect(summary["m.s.pass@1"]).toEqual(summary["m.ok.pass@1"]);
    expect(summary["m.ok.pass@1"]?.nan_count).toBe(1);
  });

  it("coverage: total, scored, failed (failed trials included), missing", () => {
    expect(coverage["m.s"]).toEqual({ total: 6, scored: 3, failed: 3, missing: 0 });
    expect(coverage["n.d"]).toEqual({ total: 2, scored: 2, failed: 0, missing: 0 });
    expect(Object.keys(coverage)).toEqual(["m.lab", "m.ok", "m.s", "n.d"]);
  });

  it("an output a record lacks counts as missing", () => {
    const t: TaskDescriptor[] = [{ id: "A", metrics: [{ type: "m", outputs: [{ name: "s", kind: "continuous_score" }] }], views: {} }];
    const { coverage: c } = summarize(t, [entry(0, "A", "completed", {})]);
    expect(c["m.s"]).toEqual({ total: 1, scored: 0, failed: 0, missing: 1 });
  });

  it("grader and aggregator scores come last, over every trial", () => {
    const t: TaskDescriptor[] = [{ id: "A", metrics: [], views: {} }];
    const s = summarize(t, [entry(0, "A", "completed", { "grader.g": 4 }), entry(1, "A", "failed", {})], ["g"], ["overall"]).summary;
    expect(Object.keys(s)).toEqual(["grader.g", "aggregator.overall"]);
    expect(s["grader.g"]).toEqual(aggregateRangeScore([4], 2));
    expect(s["aggregator.overall"]).toMatchObject({ count: 0, nan_count: 2 });
  });

  it("sorts metric types and outputs by code point, type first", () => {
    const t: TaskDescriptor[] = [
      {
        id: "A",
        metrics: [
          { type: "b", outputs: [{ name: "x", kind: "label" }] },
          { type: "a-z", outputs: [{ name: "x", kind: "label" }] },
          { type: "a", outputs: [{ name: "z", kind: "label" }, { name: "Y", kind: "label" }] },
        ],
        views: {},
      },
    ];
    // tuple order: ("a","Y") < ("a","z") < ("a-z","x") < ("b","x"); sorting the joined keys would put
    // "a-z.x" first, since '-' (0x2d) < '.' (0x2e)
    expect(Object.keys(summarize(t, []).summary)).toEqual(["a.Y", "a.z", "a-z.x", "b.x"]);
  });

  it("pass@k over very many tasks (more than a spread argument list holds): one attempt each, half pass", () => {
    const metric = { type: "m", outputs: [{ name: "s", kind: "continuous_score" as const }] };
    const count = 200_000;
    const t: TaskDescriptor[] = Array.from({ length: count }, (_, i) => ({ id: `t${i}`, metrics: [metric], views: {} }));
    const lines = t.map((task, i) => entry(i, task.id, "completed", { "m.s": i % 2 }));
    const summary = summarize(t, lines).summary;
    // n = 1 per task: pass@1 is c, so the mean over tasks is the share that passed
    expect(Object.keys(summary)).toEqual(["m.s", "m.s.pass@1"]);
    expect(summary["m.s.pass@1"]).toMatchObject({ count, mean: 0.5 });
  });

  it("one task with very many attempts: pass@1..pass@n are counted once per task and printed", () => {
    const metric = { type: "m", outputs: [{ name: "s", kind: "continuous_score" as const }] };
    const count = 150_000;
    const t: TaskDescriptor[] = [{ id: "A", metrics: [metric], views: {} }];
    const lines = Array.from({ length: count }, (_, i) => entry(i, "A", "completed", { "m.s": 1 }));
    const summary = summarize(t, lines).summary;
    // every attempt passes: n - c = 0 < k, so every pass@k is 1.0 (NeMo's shortcut)
    expect(Object.keys(summary)).toHaveLength(1 + count);
    expect(summary[`m.s.pass@${count}`]).toMatchObject({ count: 1, mean: 1 });
    const table = formatSummaryTable(summary).split("\n");
    expect(table).toHaveLength(2 + count);
    expect(table[table.length - 1]).toMatch(/^m\.s\.pass@150000 +1 +0 +1\.0000 /);
  });

  it("sums task by task, in task order (NeMo's record order), not in line order", () => {
    const t: TaskDescriptor[] = [
      { id: "A", metrics: [{ type: "m", outputs: [{ name: "s", kind: "continuous_score" }] }], views: {} },
      { id: "B", metrics: [{ type: "m", outputs: [{ name: "s", kind: "continuous_score" }] }], views: {} },
    ];
    // lines A(1e16) B(1) A(-1e16): task order sums 1e16 + -1e16 + 1 = 1; line order would give 0
    const lines = [entry(0, "A", "completed", { "m.s": 1e16 }), entry(1, "B", "completed", { "m.s": 1 }), entry(2, "A", "completed", { "m.s": -1e16 })];
    expect(summarize(t, lines).summary["m.s"]?.sum).toBe(1);
  });
});

describe("the summary table", () => {
  it("lines keys up by code points, so an astral character ('𝔘') takes one column", () => {
    const stats = summarize([{ id: "A", metrics: [{ type: "𝔘", outputs: [{ name: "s", kind: "label" }] }, { type: "ab", outputs: [{ name: "s", kind: "label" }] }], views: {} }], []).summary;
    const [, first, second] = formatSummaryTable(stats).split("\n");
    const column = (line: string | undefined) => Array.from(line ?? "").indexOf("0");
    expect(column(second)).toBe(column(first));
    expect(first).toMatch(/^ab\.s {2}/);
    expect(second).toMatch(/^𝔘\.s {3}/);
  });
});
