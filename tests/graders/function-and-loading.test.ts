/**
 * FunctionGrader's return-type rule (upstream TypeError texts) and the Node loader's module and
 * template references (tie-breaker functions, nunjucks template files).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FunctionGrader } from "../../src/graders/function-grader.js";
import { runGraders } from "../../src/graders/run-graders.js";
import { ScriptedJudge } from "../../src/judge/scripted-judge.js";
import { loadOpenJudgeConfig } from "../../src/node/grading-config.js";

const dir = path.join(import.meta.dirname, "..", "fixtures", "openjudge");
const identity = { model: "m", provider: "scripted", settings: {} };

describe("FunctionGrader", () => {
  it("accepts sync and async functions returning plain result objects, keeping the function's name", async () => {
    expect(await new FunctionGrader(() => ({ name: "fn", score: 1 }), "grader").evaluate({}, {})).toEqual({ name: "fn", score: 1, reason: "", metadata: {} });
    const listwise = new FunctionGrader(() => Promise.resolve({ name: "r", rank: [2, 1, 3], reason: "why" }), "g", "listwise");
    expect(await listwise.evaluate({}, {})).toEqual({ name: "r", rank: [2, 1, 3], reason: "why", metadata: {} });
  });
  it("a BigInt score is a Python int, which pydantic's float takes; one past the doubles is refused", async () => {
    expect(await new FunctionGrader(() => ({ name: "fn", score: 10n }), "g").evaluate({}, {})).toEqual({ name: "fn", score: 10, reason: "", metadata: {} });
    await expect(new FunctionGrader(() => ({ name: "fn", score: 10n ** 400n }), "g").evaluate({}, {})).rejects.toThrow("Input should be a valid number");
  });
  it("anything else is upstream's TypeError, naming the Python class of what came back", async () => {
    await expect(new FunctionGrader(() => 0.5).evaluate({}, {})).rejects.toThrow("Expected GraderScore for pointwise mode, got <class 'float'>");
    await expect(new FunctionGrader(() => 1).evaluate({}, {})).rejects.toThrow("got <class 'int'>");
    await expect(new FunctionGrader(() => undefined).evaluate({}, {})).rejects.toThrow("got <class 'NoneType'>");
    await expect(new FunctionGrader(() => ({ score: 1 })).evaluate({}, {})).rejects.toThrow("got <class 'dict'>");
    await expect(new FunctionGrader(() => ({ name: "x", score: 1 }), "", "listwise").evaluate({}, {})).rejects.toThrow("Expected GraderRank for listwise mode, got <class 'dict'>");
  });
});

describe("loader: tie-breaker modules and template files", () => {
  it("a voting tie breaker from a module decides ties; a nunjucks template file renders", async () => {
    const { plan } = await loadOpenJudgeConfig(path.join(dir, "strategies.yaml"));
    const judge = new ScriptedJudge((request) => ({
      // votes 4, 2, 4, 2 -> a tie between 4 and 2; the module's `lowest` picks 2
      output: request.metric === "openjudge.correctness" ? { score: request.replica % 2 === 1 ? 4 : 2, reason: "r" } : { score: 3, reason: "t" },
    }));
    const rows = [{ inputs: { query: "Where is it?" }, candidate: { output_text: "Shipped." } }];
    const out = await runGraders(plan, rows, { judge, judgeIdentity: identity });
    expect(out.results.voted?.[0]).toMatchObject({ name: "correctness", score: 2, reason: "Vote from 4 evaluations." });
    expect(out.results.custom?.[0]).toEqual({ name: "custom", score: 3, reason: "t", metadata: {} });
    expect(judge.requests.find((r) => r.metric === "openjudge.custom")?.user).toBe('Rate the reply to "Where is it?": Shipped.');
  });
});
