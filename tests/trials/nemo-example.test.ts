/**
 * The NeMo-style example (examples/trials/nemo/, written by scripts/generate-trial-examples.ts):
 * it grades cleanly in replay mode without a provider, the recordings are exactly what the
 * scripted example judge answers today (labelled as scripted), and the scores are the ones worked
 * out by hand from the dataset below.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SCRIPTED_PREFIX } from "../../scripts/example-judge.js";
import { trialExampleJudgeAnswer } from "../../scripts/trial-example-judge.js";
import { parseFixtureRecord, requestFromRecord, SCRIPTED_SOURCE } from "../../src/judge/fixture-store.js";
import { gradeDataset } from "../../src/node/grade-trials.js";

const root = path.resolve(import.meta.dirname, "..", "..");
const dir = path.join(root, "examples", "trials", "nemo");
const store = path.join(dir, "recorded-judges");
const scratch = mkdtempSync(path.join(tmpdir(), "nemo-example-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("examples/trials/nemo recordings", () => {
  it("come from the scripted local judge, are labelled, and match what it answers now", () => {
    const files = readdirSync(store, { recursive: true }).map(String).filter((f) => f.endsWith(".json"));
    // 27 trials - 1 failed - 2 of fix-slugify (no llm_judge there) = 24 calls; count-lines:a and :b
    // both answer "3" to the same question, one prompt, so 23 recordings
    expect(files.length).toBe(23);
    for (const file of files) {
      const record = parseFixtureRecord(readFileSync(path.join(store, file), "utf8"), file);
      expect(record.source).toBe(SCRIPTED_SOURCE);
      expect(record.response.model).toBe("scripted-local-judge");
      const output = record.response.output as { answer: string };
      expect(output.answer).toContain(SCRIPTED_PREFIX);
      expect(output).toEqual(trialExampleJudgeAnswer(requestFromRecord(record)));
    }
  });
});

describe("scripts/generate-trial-examples.ts", () => {
  it("regenerates examples/trials/nemo byte for byte (the committed example is current)", () => {
    const fresh = path.join(scratch, "regenerated");
    execFileSync(process.execPath, ["--import", "tsx", "--import", "./scripts/register-raw-text.mjs", "scripts/generate-trial-examples.ts", "--out", fresh], { cwd: root, stdio: "pipe" });
    const list = (base: string): string[] => readdirSync(base, { recursive: true }).map(String).filter((f) => statSync(path.join(base, f)).isFile()).sort();
    expect(list(fresh)).toEqual(list(dir));
    for (const file of list(dir)) expect(readFileSync(path.join(fresh, file), "utf8"), file).toBe(readFileSync(path.join(dir, file), "utf8"));
  }, 60_000);
});

describe("grading examples/trials/nemo in replay mode", () => {
  it("runs every metric on every trial, with the hand-checked scores", async () => {
    const outcome = await gradeDataset({
      dataset: path.join(dir, "trials.jsonl"),
      config: path.join(dir, "grading.yaml"),
      out: path.join(scratch, "trials.report.json"),
      concurrency: 4,
      judge: { provider: "scripted", model: "scripted-local-judge", settings: {}, mode: "replay", fixturesDir: store, concurrency: 4 },
      log: () => undefined,
    });
    expect(outcome.failures).toEqual([]);
    const byId = new Map(outcome.report.trials.map((t) => [t.trial_id, t]));
    // count-lines:b runs `wc -l notes.txt` three times and `cat` once
    expect(byId.get("count-lines:b")?.scores).toMatchObject({ "tool_call_count.count": 4, "efficient_tool_use.efficient_tool_use": false, "efficient_tool_use.max_repeated_tool_calls": 3 });
    // the held-out test passes on the fixed module (a) and fails on the half fix (b, a partial trial: still graded)
    expect(byId.get("fix-slugify:a")?.scores).toMatchObject({ "verifier.score": 1, "verifier.exit_code": 0, "changed_files.files_changed": 1, "changed_files.log_says_done": true, "view.quality": 1 });
    expect(byId.get("fix-slugify:b")?.scores).toMatchObject({ "verifier.score": 0, "verifier.exit_code": 1, "changed_files.log_says_done": false, "view.quality": 0 });
    expect(byId.get("fix-slugify:b")?.status).toBe("partial");
    // the half fix lower-cases but keeps every dash: two of the three held-out cases fail
    expect(byId.get("fix-slugify:b")?.scores["verifier.output"]).toBe(
      'FAIL slugify("Hello  World!") = "hello--world!", expected "hello-world"\nFAIL slugify("  A -- b  ") = "--a----b--", expected "a-b"\n1/3 passed',
    );
    expect(byId.get("fix-slugify:a")?.scores["verifier.output"]).toBe("3/3 passed");
    // a failed trial is never graded
    expect(byId.get("largest-planet:c")).toMatchObject({ status: "failed", scores: {}, errors: {} });
    // capital-japan:b says Kyoto: keyword 0, the scripted judge says incorrect (no shared word), view (1·0 + 2·0)/3
    expect(byId.get("capital-japan:b")?.scores).toMatchObject({ "keyword_match.score": 0, "llm_judge.verdict": 0, "llm_judge.verdict.label": "incorrect", "view.quality": 0 });
    // tokyo-offset:b "JST, that is UTC+09:00." shares "utc" with "UTC+9": partially correct; view (0 + 2·0.5)/3
    expect(byId.get("tokyo-offset:b")?.scores["llm_judge.verdict.label"]).toBe("partially_correct");
    expect(byId.get("tokyo-offset:b")?.scores["view.quality"]).toBeCloseTo(1 / 3, 12);
    // keyword_match: 18 of the 24 graded answers contain the expected text (listed in the generator)
    const keyword = outcome.report.summary["keyword_match.score"];
    expect(keyword).toMatchObject({ count: 24, nan_count: 1, sum: 18, mean: 0.75 });
    // the multiply:a trace has final_metrics: its totals are read as stored
    const multiply = JSON.parse(readFileSync(path.join(dir, "traces", "multiply-a.atif.json"), "utf8")) as { final_metrics: { total_prompt_tokens: number; total_completion_tokens: number } };
    expect(byId.get("multiply:a")?.scores).toMatchObject({
      "token_usage.prompt_tokens": multiply.final_metrics.total_prompt_tokens,
      "token_usage.completion_tokens": multiply.final_metrics.total_completion_tokens,
    });
    expect(outcome.judge?.accounting.snapshot()).toMatchObject({ replayed: 24, recorded: 0 });
  });
});
