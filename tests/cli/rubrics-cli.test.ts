/**
 * `agent-eval rubrics generate` (replay reproduces the file byte for byte) and `rubrics check`
 * (agreement, gates, baseline), driven through runCli.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { generateSimpleRubrics } from "../../src/graders/rubrics/rubric-generation.js";
import { createJudgeStack } from "../../src/judge/replay-judge.js";
import { ScriptedJudge } from "../../src/judge/scripted-judge.js";
import { openFixtureStore } from "../../src/providers/fixture-files.js";

const fixtures = path.join(import.meta.dirname, "..", "fixtures", "openjudge");
const identity = { model: "scripted-local-judge", provider: "scripted", settings: {} };
let scratch: string | undefined;
afterEach(async () => {
  if (scratch !== undefined) await rm(scratch, { recursive: true, force: true });
});

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

const JUDGE = ["--provider", "scripted", "--model", "scripted-local-judge"];

describe("rubrics generate", () => {
  it("in replay mode writes the same file every time from the recordings", async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-rubrics-"));
    const store = path.join(scratch, "recorded-judges");
    const provider = new ScriptedJudge(() => ({ output: { rubrics: ["Uses the exact order number.", "States when it ships."] } }));
    const judge = createJudgeStack({ mode: "record-missing", provider, store: openFixtureStore(store), now: () => "2026-12-01T00:00:00.000Z" }).judge;
    await generateSimpleRubrics({ grader_name: "support", task_description: "Support bot", sample_queries: ["Where is my order?"], max_retries: 3 }, { judge, judgeIdentity: identity });
    const args = ["rubrics", "generate", "--simple", "--grader-name", "support", "--task-description", "Support bot", "--query", "Where is my order?", ...JUDGE, "--fixtures", store];
    const first = await cli([...args, "--out", path.join(scratch, "a.yaml")]);
    const second = await cli([...args, "--out", path.join(scratch, "b.yaml")]);
    expect(first.code).toBe(0);
    expect(second.code).toBe(0);
    const a = await readFile(path.join(scratch, "a.yaml"), "utf8");
    expect(a).toBe(await readFile(path.join(scratch, "b.yaml"), "utf8"));
    expect(a).toContain("grader: LLMGrader\nparams:\n  name: support\n  mode: pointwise\n  rubrics: |-\n    1. Uses the exact order number.\n    2. States when it ships.\n");
    expect(first.stderr).toMatch(/judge calls: 1 \(1 replayed, 0 recorded\)/);
  });

  it("a replay miss explains itself and exits non-zero", async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-rubrics-"));
    const result = await cli(["rubrics", "generate", "--simple", "--grader-name", "x", "--task-description", "t", ...JUDGE, "--fixtures", scratch, "--out", path.join(scratch, "x.yaml")]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/no recorded judge answers for metric "openjudge.rubrics.x" yet \(replay mode never calls a model\)/);
  });

  it("never replaces an existing --out unless --overwrite (exit 2 naming it, before any judge call)", async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-rubrics-"));
    const store = path.join(scratch, "recorded-judges");
    const provider = new ScriptedJudge(() => ({ output: { rubrics: ["Uses the exact order number."] } }));
    const judge = createJudgeStack({ mode: "record-missing", provider, store: openFixtureStore(store), now: () => "2026-12-01T00:00:00.000Z" }).judge;
    await generateSimpleRubrics({ grader_name: "support", task_description: "Support bot", sample_queries: [], max_retries: 3 }, { judge, judgeIdentity: identity });
    const out = path.join(scratch, "support.yaml");
    await writeFile(out, "a grader tuned by hand\n");
    // an empty store: had the judge been asked, replay would miss (exit 1), so exit 2 proves it was not
    const args = ["rubrics", "generate", "--simple", "--grader-name", "support", "--task-description", "Support bot", ...JUDGE, "--out", out];
    const refused = await cli([...args, "--fixtures", path.join(scratch, "empty")]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${out}: exists; refusing to overwrite it (nothing was written)`);
    expect(refused.stderr).toContain("--overwrite");
    expect(refused.stdout).toBe("");
    expect(await readFile(out, "utf8")).toBe("a grader tuned by hand\n");
    const replaced = await cli([...args, "--fixtures", store, "--overwrite"]);
    expect(replaced.code).toBe(0);
    expect(await readFile(out, "utf8")).toContain("1. Uses the exact order number.");
  });

  it("usage errors exit 2", async () => {
    expect((await cli(["rubrics", "generate", "--grader-name", "x", "--out", "x.yaml"])).code).toBe(2);
    expect((await cli(["rubrics", "generate", "--simple", "--iterative", "--grader-name", "x", "--out", "x.yaml"])).code).toBe(2);
  });
});

describe("rubrics check", () => {
  it("reports agreement of a grader with the labels and gates on it", async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-check-"));
    const out = path.join(scratch, "check.json");
    const base = ["rubrics", "check", "--config", path.join(fixtures, "check.yaml"), "--grader", "no_pii", "--data", path.join(fixtures, "labelled.jsonl")];
    const result = await cli([...base, "--out", out]);
    // no_pii gives 1 to all but the e-mail example: labels 1,0,1,0,1,0 vs predictions 1,1,1,1,1,0
    // accuracy 4/6; p_e = (3/6)(5/6) + (3/6)(1/6) = 0.5; kappa = (0.6667-0.5)/0.5 = 1/3
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("accuracy 0.667, Cohen's kappa 0.333");
    expect(result.stdout).toContain("          0     1\n    0     1     2\n    1     0     3");
    const saved = JSON.parse(await readFile(out, "utf8")) as { matrix: number[][] };
    expect(saved.matrix).toEqual([[1, 2], [0, 3]]);
    expect((await cli([...base, "--min-kappa", "0.5"])).code).toBe(1);
    await writeFile(path.join(scratch, "better.json"), JSON.stringify({ accuracy: 0.9, kappa: 0.2 }));
    const dropped = await cli([...base, "--baseline", path.join(scratch, "better.json")]);
    expect(dropped.code).toBe(1);
    expect(dropped.stderr).toContain("gate failed: accuracy dropped from 0.900 (baseline) to 0.667");
    expect((await cli([...base, "--baseline", out])).code).toBe(0);
  });

  it("never replaces an existing --out (an earlier --baseline) unless --overwrite", async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-check-"));
    const out = path.join(scratch, "check.json");
    await writeFile(out, JSON.stringify({ accuracy: 0.9, kappa: 0.2 }));
    const base = ["rubrics", "check", "--config", path.join(fixtures, "check.yaml"), "--grader", "no_pii", "--data", path.join(fixtures, "labelled.jsonl"), "--out", out];
    const refused = await cli(base);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${out}: exists; refusing to overwrite it (nothing was written)`);
    expect(refused.stdout).toBe("");
    expect(await readFile(out, "utf8")).toBe(JSON.stringify({ accuracy: 0.9, kappa: 0.2 }));
    const replaced = await cli([...base, "--overwrite"]);
    expect(replaced.code).toBe(0);
    expect((JSON.parse(await readFile(out, "utf8")) as { accuracy: number }).accuracy).toBeCloseTo(4 / 6, 12);
  });

  it("names an unknown grader", async () => {
    const result = await cli(["rubrics", "check", "--config", path.join(fixtures, "check.yaml"), "--grader", "nope", "--data", path.join(fixtures, "labelled.jsonl")]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--grader nope: not a grader in");
  });

  it("a --data line that is not JSON is named by file, line and column, quoting none of it", async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-rubrics-"));
    const data = path.join(scratch, "labelled.jsonl");
    // line 2: `{"a": 1}` is 8 characters and a space, so the stray `hunter2` starts at column 10
    await writeFile(data, '{"query": "q", "response": "r", "label": 1}\n{"a": 1} hunter2\n');
    const result = await cli(["rubrics", "check", "--config", path.join(fixtures, "check.yaml"), "--grader", "no_pii", "--data", data]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${data}:2: not valid JSON (unexpected character at column 10)`);
    expect(result.stderr).not.toContain("hunter2");
  });
});
