import { describe, expect, it } from "vitest";
import { evaluationJobFor, judgeConfigFor } from "../../src/action/evaluate.js";
import { checkJob } from "../../src/node/run-jobs.js";
import { readConfig } from "../../src/github/inputs.js";

const configWith = (inputs: Record<string, string>) => readConfig((name) => ({ runs: "runs/*", metrics: "round_success", mode: "evaluate", ...inputs })[name] ?? "");

describe("Action input errors name the input, not a CLI flag", () => {
  it("an unknown metric, whether found building the job or checking it", async () => {
    const expected = "Invalid value for input 'metrics': unknown metric 'word_count'";
    expect(() => evaluationJobFor(configWith({ metrics: "round_success,word_count" }), process.cwd())).toThrow(expected);
    const job = { ...evaluationJobFor(configWith({}), process.cwd()), metrics: "round_success,word_count" };
    await expect(checkJob(job)).rejects.toThrow(expected);
  });

  it("judge settings that are not JSON", () => {
    // refused as the inputs are read, before any judge config is built
    expect(() => judgeConfigFor(configWith({ metrics: "shorthand_codes", "judge-provider": "scripted", "judge-model": "m", "judge-settings": "{oops" }))).toThrow(
      "Invalid value for input 'judge-settings': not valid JSON",
    );
  });
});
