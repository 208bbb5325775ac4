/**
 * efficient_tool_use tells tool-call arguments apart as Python's json.loads + json.dumps(sort_keys=True)
 * do (NeMo's trace handle is Python): 9007199254740993 and 9007199254740992 are two arguments, as are
 * 1 and 1.0, 0 and -0.0, 10000000000000000 and 1e16, where the nearest doubles made them one.
 * Expected values: tests/trials/vectors/make-tool-call-identity-vectors.py (CPython 3.11.7), each
 * trace graded through the CLI as a file and inline in the dataset line.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";

const { source, cases } = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "tool-call-identity.json"), "utf8")) as {
  source: string;
  cases: { trace: string; max_repeated_tool_calls: number; efficient_tool_use: boolean; count: number }[];
};

let dir: string;
let report: { trials: { task_id: string; scores: Record<string, unknown>; errors: Record<string, string> }[] };
let code: number;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-tool-identity-"));
  const lines: string[] = [];
  for (const [i, c] of cases.entries()) {
    await writeFile(path.join(dir, `t${i}.atif.json`), c.trace);
    lines.push(JSON.stringify({ task: { id: `file${i}` }, trial: { id: "a", task_id: `file${i}`, status: "completed" }, candidate: { output_text: "", evidence: { trace: `t${i}.atif.json` } } }));
    // the trace's own text inline, so its lexemes (1.0, -0, 9007199254740993) reach the reader as written
    lines.push(`{"task": {"id": "inline${i}"}, "trial": {"id": "a", "task_id": "inline${i}", "status": "completed"}, "candidate": {"output_text": "", "evidence": {"trace": {"kind": "trace", "data": ${c.trace}}}}}`);
  }
  await writeFile(path.join(dir, "d.jsonl"), `${lines.join("\n")}\n`);
  await writeFile(path.join(dir, "c.yaml"), "metrics:\n  - {type: efficient_tool_use}\n  - {type: tool_call_count}\n");
  code = await runCli(["grade", "--dataset", path.join(dir, "d.jsonl"), "--config", path.join(dir, "c.yaml"), "--out", path.join(dir, "r.json")], { stdout: () => undefined, stderr: () => undefined });
  report = JSON.parse(await readFile(path.join(dir, "r.json"), "utf8")) as typeof report;
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe(`efficient_tool_use identities match ${source}`, () => {
  it("grades every trial (exit 0)", () => {
    expect(code).toBe(0);
    expect(cases.length).toBe(200);
  });
  for (const where of ["file", "inline"]) {
    it(`every trace read from ${where === "file" ? "a file" : "the dataset line"}`, () => {
      const wrong = cases.flatMap((c, i) => {
        const trial = report.trials.find((t) => t.task_id === `${where}${i}`);
        const expected = { "efficient_tool_use.efficient_tool_use": c.efficient_tool_use, "efficient_tool_use.max_repeated_tool_calls": c.max_repeated_tool_calls, "tool_call_count.count": c.count };
        return trial?.errors !== undefined && Object.keys(trial.errors).length === 0 && JSON.stringify(trial.scores) === JSON.stringify(expected) ? [] : [{ i, trace: c.trace, expected, got: trial?.scores, errors: trial?.errors }];
      });
      expect(wrong).toEqual([]);
    });
  }
});
