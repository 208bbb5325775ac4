/**
 * A view signal's `weight` as NeMo's pydantic ViewSignal reads it from the config (lax float: null
 * is no weight, "2" and true are numbers, NaN and ±inf are kept), then WEIGHTED_MEAN over it, through
 * `agent-eval grade`. Expected values: tests/trials/vectors/make-view-weight-vectors.py (PyYAML and
 * pydantic run here; judge-replay-and-graders.md C.1 item 8).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";

const cases = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "view-weights.json"), "utf8")) as { yaml: string; view: number | "NaN" | null | "error" }[];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-view-weights-"));
  // keyword_match scores 1.0 ("x" in "X" ignoring case), a case-sensitive exact_match 0.0
  const line = { task: { id: "t" }, trial: { id: "t:1", task_id: "t", status: "completed" }, reference: { expected: "x" }, candidate: { output_text: "X" } };
  await writeFile(path.join(dir, "trials.jsonl"), `${JSON.stringify(line)}\n`);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("view signal weights (pydantic float | None, then weighted_mean)", () => {
  it.each(cases.map((c) => [c.yaml, c.view] as const))("weight: %s", async (yaml, view) => {
    const config = path.join(dir, "grading.yaml");
    await writeFile(
      config,
      `metrics:\n  - {type: keyword_match}\n  - {type: exact_match, case_sensitive: true}\nviews:\n  q:\n    reducer: weighted_mean\n    signals:\n      - {metric: keyword_match, output: score, weight: ${yaml}}\n      - {metric: exact_match, output: score, weight: 1.0}\n`,
    );
    const out = path.join(dir, "r.json");
    let stderr = "";
    const code = await runCli(["grade", "--dataset", path.join(dir, "trials.jsonl"), "--config", config, "--out", out], { stdout: () => undefined, stderr: (t) => (stderr += t) });
    if (view === "error") {
      expect(code).toBe(2);
      expect(stderr).toContain("field 'views.q.signals.0.weight'");
      return;
    }
    expect(code).toBe(0);
    const scores = (JSON.parse(await readFile(out, "utf8")) as { trials: { scores: Record<string, unknown> }[] }).trials[0]?.scores ?? {};
    expect(scores["keyword_match.score"]).toBe(1);
    expect(scores["exact_match.score"]).toBe(0);
    if (view === null) expect(Object.hasOwn(scores, "view.q")).toBe(false);
    else expect(scores["view.q"]).toBe(view);
  });
});

describe("a non-finite weight in shard reports", () => {
  it("merges to the unsharded report byte for byte (the report writes it as \"NaN\")", async () => {
    const two = ["a", "b"].map((t) => JSON.stringify({ task: { id: t }, trial: { id: `${t}:1`, task_id: t, status: "completed" }, reference: { expected: "x" }, candidate: { output_text: "X" } }));
    await writeFile(path.join(dir, "two.jsonl"), `${two.join("\n")}\n`);
    const config = path.join(dir, "nan.yaml");
    await writeFile(config, "metrics:\n  - {type: keyword_match}\nviews:\n  q:\n    reducer: weighted_mean\n    signals:\n      - {metric: keyword_match, output: score, weight: .nan}\n");
    const run = (args: string[]) => runCli(args, { stdout: () => undefined, stderr: () => undefined });
    const base = ["grade", "--dataset", path.join(dir, "two.jsonl"), "--config", config];
    expect(await run([...base, "--out", path.join(dir, "whole.json")])).toBe(0);
    expect(await run([...base, "--shard", "1/2", "--out", path.join(dir, "s1.json")])).toBe(0);
    expect(await run([...base, "--shard", "2/2", "--out", path.join(dir, "s2.json")])).toBe(0);
    expect(await run(["grade", "--merge", path.join(dir, "s2.json"), path.join(dir, "s1.json"), "--out", path.join(dir, "merged.json")])).toBe(0);
    const whole = await readFile(path.join(dir, "whole.json"), "utf8");
    expect(whole).toContain('"weight": "NaN"');
    expect(await readFile(path.join(dir, "merged.json"), "utf8")).toBe(whole);
  });
});
