/**
 * Rubric generation (recorded, then replayed to the same rubrics) and agreement statistics.
 * Cohen's kappa for the vector below was computed with numpy from the confusion matrix
 * (p_o = 0.625, p_e = 0.453125, kappa = 0.3142857142857143).
 */
import { afterEach, describe, expect, it } from "vitest";
import { agreement } from "../../src/graders/rubrics/agreement.js";
import { generateIterativeRubrics, generateSimpleRubrics } from "../../src/graders/rubrics/rubric-generation.js";
import { createJudgeStack, type JudgeMode } from "../../src/judge/replay-judge.js";
import { ScriptedJudge } from "../../src/judge/scripted-judge.js";
import type { Judge, JudgeRequest } from "../../src/judge/judge.js";
import { FIXED_NOW, FORBIDDEN_JUDGE, tempStore, type TempStore } from "../judge/judge-test-helpers.js";

const identity = { model: "scripted-local-judge", provider: "scripted", settings: {} };

describe("agreement", () => {
  it("accuracy, kappa and the confusion matrix, with errors as their own class", () => {
    const result = agreement([1, 1, 0, 0, 1, 0, 1, 1], [1, 0, 0, 0, 1, 1, 1, "error"]);
    expect(result.classes).toEqual([0, 1, "error"]);
    expect(result.matrix).toEqual([
      [2, 1, 0],
      [1, 3, 1],
      [0, 0, 0],
    ]);
    expect(result.accuracy).toBe(0.625);
    expect(result.kappa).toBeCloseTo(0.3142857142857143, 15);
  });
  it("kappa is undefined (null) when one class is all there is", () => {
    expect(agreement([1, 1], [1, 1])).toMatchObject({ accuracy: 1, kappa: null });
  });
});

describe("rubric generation", () => {
  let temp: TempStore | undefined;
  afterEach(async () => temp?.cleanup());
  const context = (mode: JudgeMode, provider: Judge) => ({ judge: createJudgeStack({ mode, provider, store: (temp as TempStore).store, now: FIXED_NOW }).judge, judgeIdentity: identity });

  it("simple: retries an unusable answer on the next replica; replay reproduces the same entry", async () => {
    temp = await tempStore();
    const provider = new ScriptedJudge((request) => ({
      output: request.replica === 1 ? { rubrics: [] } : { rubrics: ["Names the order number exactly.", "Gives the ship date from the context."] },
    }));
    const config = { grader_name: "support_quality", task_description: "E-commerce support", sample_queries: ["Where is my order?"] };
    const recorded = await generateSimpleRubrics(config, context("record-missing", provider));
    expect(provider.requests.map((r: JudgeRequest) => r.replica)).toEqual([1, 2]);
    expect(recorded.entry).toEqual({
      grader: "LLMGrader",
      params: { name: "support_quality", mode: "pointwise", rubrics: "1. Names the order number exactly.\n2. Gives the ship date from the context.", min_score: 0, max_score: 1 },
    });
    expect(provider.requests[0]?.user).toContain("- Where is my order?");
    const replayed = await generateSimpleRubrics(config, context("replay", FORBIDDEN_JUDGE));
    expect(replayed.entry).toEqual(recorded.entry);
  });

  it("simple: falls back to default_rubrics after max_retries", async () => {
    temp = await tempStore();
    const provider = new ScriptedJudge(() => ({ output: { nothing: true } }));
    const out = await generateSimpleRubrics({ grader_name: "g", task_description: "t", max_retries: 2, default_rubrics: ["Be correct."] }, context("live", provider));
    expect(out.entry.params.rubrics).toBe("1. Be correct.");
  });

  it("iterative: keeps only rubrics that reproduce the label, stops on patience, replays identically", async () => {
    temp = await tempStore();
    const script = (request: JudgeRequest) => {
      if (request.outputName === "RubricsOutput") {
        const good = request.user.includes("30-day") ? "States the concrete return window." : "Names a specific detail.";
        return { output: { rubrics: [good] } };
      }
      // the verifying grader: 1 when the response has a digit, else 0
      const response = /Response:\n([^\n]*)/.exec(request.user)?.[1] ?? "";
      return { output: { score: /\d/.test(response) ? 1 : 0, reason: "scripted" } };
    };
    const dataset = [
      { query: "Return policy?", response: "30-day returns.", label_score: 1 },
      { query: "Return policy?", response: "We have one.", label_score: 0 },
      { query: "Where is it?", response: "Shipped May 10.", label_score: 1 },
    ];
    const config = { grader_name: "qa", max_epochs: 3, batch_size: 2, patience: 1 };
    const provider = new ScriptedJudge(script);
    const recorded = await generateIterativeRubrics(config, dataset, context("record-missing", provider));
    expect(recorded.entry.params.rubrics).toBe("1. States the concrete return window.\n2. Names a specific detail.");
    expect(recorded.log.at(-1)).toMatch(/stopped early/);
    const replayed = await generateIterativeRubrics(config, dataset, context("replay", FORBIDDEN_JUDGE));
    expect(replayed).toEqual(recorded);
  });
});
