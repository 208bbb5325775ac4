/**
 * efficient_tool_use on traces whose tool arguments hold NaN or Infinity, as Python's json.dumps writes
 * a float nan/inf and json.loads (NeMo's reader) takes it back: the calls are counted like any others
 * (the metric failed with "canonicalJson: non-finite number"). Expected values:
 * tests/trials/vectors/make-tool-call-nonfinite-vectors.py (CPython 3.11.7; the documented rule with
 * json.dumps(sort_keys=True) as the identity).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";

const { cases } = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "tool-call-nonfinite.json"), "utf8")) as {
  cases: { trace: string; max_repeated_tool_calls: number; efficient_tool_use: boolean; count: number }[];
};

let dir: string;
let report: { trials: { scores: Record<string, unknown>; errors: Record<string, string> }[] };
let code: number;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-nonfinite-args-"));
  const lines = await Promise.all(
    cases.map(async (c, i) => {
      await writeFile(path.join(dir, `t${i}.atif.json`), c.trace);
      return JSON.stringify({ task: { id: `t${i}` }, trial: { id: "a", task_id: `t${i}`, status: "completed" }, candidate: { output_text: "", evidence: { trace: `t${i}.atif.json` } } });
    }),
  );
  await writeFile(path.join(dir, "d.jsonl"), `${lines.join("\n")}\n`);
  await writeFile(path.join(dir, "c.yaml"), "metrics:\n  - {type: efficient_tool_use}\n  - {type: tool_call_count}\n");
  code = await runCli(["grade", "--dataset", path.join(dir, "d.jsonl"), "--config", path.join(dir, "c.yaml"), "--out", path.join(dir, "r.json")], { stdout: () => undefined, stderr: () => undefined });
  report = JSON.parse(await readFile(path.join(dir, "r.json"), "utf8")) as typeof report;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("efficient_tool_use counts calls with NaN / Infinity arguments", () => {
  it("grades every trial (exit 0)", () => {
    expect(code).toBe(0);
  });
  it.each(cases.map((c, i) => [i, c] as const))("trace %i", (i, c) => {
    const trial = report.trials[i];
    expect(trial?.errors).toEqual({});
    expect(trial?.scores).toEqual({
      "efficient_tool_use.efficient_tool_use": c.efficient_tool_use,
      "efficient_tool_use.max_repeated_tool_calls": c.max_repeated_tool_calls,
      "tool_call_count.count": c.count,
    });
  });
});
