/**
 * LLMGrader and the built-in LLM graders against the scripted judge and the fixture store:
 * rendering (OpenJudge placeholders, nunjucks), upstream parsing quirks (missing score is 0,
 * leftover fields go to metadata, lax coercion, malformed answers), replicas as distinct
 * recordings that replay identically, and a replay miss that explains itself.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createCorrectnessGrader } from "../../src/graders/llm/correctness-grader.js";
import { createTrajectoryAccuracyGrader } from "../../src/graders/llm/trajectory-accuracy-grader.js";
import { createToolSelectionGrader } from "../../src/graders/llm/tool-selection-grader.js";
import { createLlmGraderFromParams } from "../../src/graders/llm/factories.js";
import { runGrading } from "../../src/graders/runner.js";
import { VotingEvaluationStrategy } from "../../src/graders/strategies/voting.js";
import { createJudgeStack, type JudgeMode } from "../../src/judge/replay-judge.js";
import { ScriptedJudge, type JudgeScript } from "../../src/judge/scripted-judge.js";
import type { Judge } from "../../src/judge/judge.js";
import { FIXED_NOW, FORBIDDEN_JUDGE, tempStore, type TempStore } from "../judge/judge-test-helpers.js";

const identity = { model: "scripted-local-judge", provider: "scripted", settings: {} };
const context = (judge: Judge) => ({ judge, judgeIdentity: identity });
const scripted = (script: JudgeScript) => new ScriptedJudge(script);

const SEED_TEMPLATE = `
You are evaluating whether a customer support response correctly identifies
and uses the customer's order number from the conversation context.

Context: {context}
Response: {response}

Respond in JSON:
{{"critique": "<detailed assessment>", "result": "Pass" or "Fail"}}
`;

describe("LLMGrader", () => {
  it("renders the seed's PASS/FAIL grader as written and asks for GraderScoreCallback", async () => {
    const judge = scripted(() => ({ output: { score: 1, reason: "Exact order number." } }));
    const grader = createLlmGraderFromParams({ key: "order_accuracy", params: { name: "order_accuracy", template: SEED_TEMPLATE }, resources: {} });
    const result = await grader.evaluate({ context: "Order #12345: shipped May 10", response: "Your order #12345 shipped." }, context(judge));
    expect(result).toEqual({ name: "order_accuracy", score: 1, reason: "Exact order number.", metadata: {} });
    const request = judge.requests[0];
    expect(request?.outputName).toBe("GraderScoreCallback");
    expect(request?.user).toContain("Context: Order #12345: shipped May 10\nResponse: Your order #12345 shipped.");
    expect(request?.user).toContain('{"critique": "<detailed assessment>", "result": "Pass" or "Fail"}');
    expect(request?.replica).toBe(1);
    expect(request?.metric).toBe("openjudge.order_accuracy");
  });

  it("upstream quirks: a missing score is 0, leftover fields go to metadata, numeric strings coerce", async () => {
    const grader = createLlmGraderFromParams({ key: "g", params: { template: "{response}", structured_model: { name: "Verdict", schema: { type: "object" } } }, resources: {} });
    const ask = (output: unknown) => grader.evaluate({ response: "r" }, context(scripted(() => ({ output }))));
    expect(await ask({ critique: "Wrong order number.", result: "Fail" })).toEqual({
      name: "",
      score: 0,
      reason: "",
      metadata: { critique: "Wrong order number.", result: "Fail" },
    });
    expect(await ask({ score: " 4 ", reason: "ok" })).toMatchObject({ score: 4 });
    expect(await ask({ score: true })).toMatchObject({ score: 1 });
  });

  it("a malformed answer is an error the runner reports as a GraderError", async () => {
    const grader = createLlmGraderFromParams({ key: "g", params: { name: "quality", template: "{response}" }, resources: {} });
    const judge = scripted(() => ({ output: { score: "high", reason: "very good" } }));
    const results = await runGrading({ graders: [{ key: "g", grader }] }, [{ response: "r" }], context(judge));
    expect(results.get("g")?.[0]).toMatchObject({
      name: "quality",
      reason: "Error in quality during evaluation",
      error: expect.stringMatching(/^Error in quality during evaluation: 1 validation error for GraderScore\nscore\n {2}Input should be a valid number/) as unknown,
    });
  });

  it("listwise: rank must be a permutation of 1..n (missing rank defaults to [] and fails)", async () => {
    const grader = createLlmGraderFromParams({ key: "g", params: { mode: "listwise", template: "{responses}" }, resources: {} });
    const ask = (output: unknown) => grader.evaluate({ responses: ["a", "b"] }, context(scripted(() => ({ output }))));
    expect(await ask({ rank: [2, 1], reason: "b is better" })).toEqual({ name: "", rank: [2, 1], reason: "b is better", metadata: {} });
    await expect(ask({ rank: [1, 1] })).rejects.toThrow(/permutation/);
    await expect(ask({ reason: "no rank" })).rejects.toThrow(/permutation of 1..0/);
  });

  it("a missing template variable is Python's KeyError", async () => {
    const grader = createLlmGraderFromParams({ key: "g", params: { name: "n", template: "{query} {response}" }, resources: {} });
    const results = await runGrading({ graders: [{ key: "g", grader }] }, [{ response: "r" }], context(FORBIDDEN_JUDGE));
    expect(results.get("g")?.[0]).toMatchObject({ error: "Error in n during evaluation: 'query'" });
  });

  it("format specs render as Python's str.format, and an invalid one is Python's ValueError text in the GraderError", async () => {
    // python3 3.11.7: "{x:.2} {x:.2f} {n:>4}|".format(x=0.125, n=7) and "{n:.2}".format(n=5)
    const judge = scripted(() => ({ output: { score: 1, reason: "ok" } }));
    const grader = createLlmGraderFromParams({ key: "g", params: { name: "n", template: "{x:.2} {x:.2f} {n:>4}|" }, resources: {} });
    await grader.evaluate({ x: 0.125, n: 7 }, context(judge));
    expect(judge.requests[0]?.user).toBe("0.12 0.12    7|");
    const invalid = createLlmGraderFromParams({ key: "g", params: { name: "n", template: "{n:.2}" }, resources: {} });
    const results = await runGrading({ graders: [{ key: "g", grader: invalid }] }, [{ n: 5 }], context(FORBIDDEN_JUDGE));
    expect(results.get("g")?.[0]).toMatchObject({ error: "Error in n during evaluation: Precision not allowed in integer format specifier" });
  });

  it("without a template uses our rubric template with the generated rubrics", async () => {
    const judge = scripted(() => ({ output: { score: 1, reason: "meets 1" } }));
    const grader = createLlmGraderFromParams({ key: "g", params: { name: "support", rubrics: "1. Names the order number.", min_score: 0, max_score: 1 }, resources: {} });
    await grader.evaluate({ query: "Where is my order?", response: "Order #1 shipped." }, context(judge));
    expect(judge.requests[0]?.user).toContain("Rubrics:\n1. Names the order number.");
    expect(judge.requests[0]?.user).toContain("Give a score from 0 to 1");
    expect(() => createLlmGraderFromParams({ key: "g", params: {}, resources: {} })).toThrow(/params.rubrics/);
  });
});

describe("built-in LLM graders", () => {
  it("score on the 1–5 scale with {threshold} metadata; errors are GraderError('Evaluation error: ...')", async () => {
    const grader = createCorrectnessGrader({ threshold: 4 });
    const args = { query: "q", response: "r", reference_response: "ref" };
    expect(await grader.evaluate(args, context(scripted(() => ({ output: { score: 5, reason: "matches" } }))))).toEqual({
      name: "correctness",
      score: 5,
      reason: "matches",
      metadata: { threshold: 4 },
    });
    const broken = await grader.evaluate(args, context(scripted(() => ({ output: { score: null, reason: "?" } }))));
    expect(broken).toMatchObject({ name: "correctness", error: expect.stringMatching(/^Evaluation error: 1 validation error for GraderScore/) as unknown, reason: "" });
  });

  it("a placeholder template gets the arguments themselves, as upstream's template.format does", async () => {
    // python3 3.11.7: "{context}|{reference_response!r}|{query}|{response}".format(query="q", response=None, context="", reference_response="")
    // is "|''|q|None", and "{query:>4}|{response:.1f}".format(query="q", response=2.5) is "   q|2.5"; before, every
    // argument was first turned into text (None into "", 2.5 into "2.5", so `.1f` raised Unknown format code 'f')
    const judge = scripted(() => ({ output: { score: 4, reason: "ok" } }));
    const grader = createCorrectnessGrader({ template: { kind: "format", messages: [{ role: "user", content: "{context}|{reference_response!r}|{query}|{response}" }] } });
    await grader.evaluate({ query: "q", response: null }, context(judge));
    expect(judge.requests[0]?.user).toBe("|''|q|None");
    const spec = createCorrectnessGrader({ template: { kind: "format", messages: [{ role: "user", content: "{query:>4}|{response:.1f}" }] } });
    expect(await spec.evaluate({ query: "q", response: 2.5 }, context(judge))).toMatchObject({ score: 4 });
    expect(judge.requests[1]?.user).toBe("   q|2.5");
  });

  it("binds arguments like Python (unexpected keyword, missing argument) and validates the threshold", async () => {
    const grader = createCorrectnessGrader();
    const results = await runGrading({ graders: [{ key: "c", grader }] }, [{ query: "q", response: "r", task: {} }, { response: "r" }], context(FORBIDDEN_JUDGE));
    expect(results.get("c")?.[0]).toMatchObject({ error: "Error in correctness during evaluation: CorrectnessGrader._aevaluate() got an unexpected keyword argument 'task'" });
    expect(results.get("c")?.[1]).toMatchObject({ error: "Error in correctness during evaluation: CorrectnessGrader._aevaluate() missing 1 required positional argument: 'query'" });
    expect(() => createCorrectnessGrader({ threshold: 6 })).toThrow(/threshold must be in range \[1, 5\]/);
  });

  it("the agent graders read the trial's ATIF trace", async () => {
    const trace = {
      schema_version: "ATIF-v1.4",
      agent: { name: "toy", version: "1", extra: { tool_definitions: [{ type: "function", function: { name: "bash" } }] } },
      steps: [
        { step_id: 1, source: "user", message: "How many lines are in notes.txt?" },
        {
          step_id: 2,
          source: "agent",
          message: "",
          tool_calls: [{ tool_call_id: "c1", function_name: "bash", arguments: { cmd: "wc -l notes.txt" } }],
          observation: { results: [{ source_call_id: "c1", content: "3 notes.txt" }] },
        },
        { step_id: 3, source: "agent", message: "It has 3 lines." },
      ],
    };
    const judge = scripted(() => ({ output: { score: 5, reason: "direct" } }));
    await createTrajectoryAccuracyGrader().evaluate({ trajectory: trace }, context(judge));
    const user = judge.requests[0]?.user ?? "";
    expect(user).toContain("Task:\nHow many lines are in notes.txt?");
    expect(user).toContain('Step 2 [agent]\n  tool call c1: bash({"cmd":"wc -l notes.txt"})\n  observation for c1: 3 notes.txt');
    await createToolSelectionGrader().evaluate({ trajectory: JSON.stringify(trace) }, context(judge));
    expect(judge.requests[1]?.user).toContain('Tool calls the agent made, in order:\n- bash({"cmd":"wc -l notes.txt"})');
    expect(judge.requests[1]?.user).toContain('"name":"bash"');
    const bad = await createTrajectoryAccuracyGrader().evaluate({ trajectory: { schema_version: "v1", steps: [] } }, context(judge));
    expect(bad).toMatchObject({ error: "Evaluation error: trajectory: not an ATIF trajectory: field 'schema_version': schema_version must start with 'ATIF-'" });
  });
});

describe("replicas and the fixture store", () => {
  let temp: TempStore | undefined;
  afterEach(async () => temp?.cleanup());

  const stack = (mode: JudgeMode, provider: Judge) => createJudgeStack({ mode, provider, store: (temp as TempStore).store, now: FIXED_NOW }).judge;

  it("N votes are N distinct recordings; replay gives the identical voted grade without the provider", async () => {
    temp = await tempStore();
    const grader = createCorrectnessGrader();
    const entry = { key: "c", grader, strategy: new VotingEvaluationStrategy(3, "max") };
    const rows = [{ query: "q", response: "r" }];
    // the scripted judge answers 3, 4, 4 by replica
    const provider = scripted((request) => ({ output: { score: [3, 4, 4][request.replica - 1], reason: `replica ${request.replica}` } }));
    const recorded = await runGrading({ graders: [entry] }, rows, context(stack("record-missing", provider)));
    expect(provider.calls).toBe(3);
    expect((await temp.files()).length).toBe(3);
    const replayed = await runGrading({ graders: [entry] }, rows, context(stack("replay", FORBIDDEN_JUDGE)));
    expect(replayed.get("c")).toEqual(recorded.get("c"));
    expect(replayed.get("c")?.[0]).toMatchObject({ score: 4, reason: "Vote from 3 evaluations." });
  });

  it("a replay miss (a 4th vote never recorded) fails with the explanation, not a GraderError", async () => {
    temp = await tempStore();
    const grader = createCorrectnessGrader();
    const rows = [{ query: "q", response: "r" }];
    const provider = scripted(() => ({ output: { score: 3, reason: "x" } }));
    await runGrading({ graders: [{ key: "c", grader, strategy: new VotingEvaluationStrategy(3) }] }, rows, context(stack("record-missing", provider)));
    await expect(runGrading({ graders: [{ key: "c", grader, strategy: new VotingEvaluationStrategy(4) }] }, rows, context(stack("replay", FORBIDDEN_JUDGE)))).rejects.toThrow(
      /No recorded judge response for metric "openjudge.correctness" \(replica 4/,
    );
  });
});
