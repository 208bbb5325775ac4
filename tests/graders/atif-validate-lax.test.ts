/**
 * validateAtif reads the reference models' scalar fields as pydantic's lax mode does (the models are
 * plain pydantic models): an int field takes 90.0, "90", " 7 " and true; a float field "0.5", true,
 * NaN and Infinity; a bool field "yes"; a list of ints or floats is checked item by item. Expected
 * errors: models written from atif-and-nemo-evidence.md §1.1-1.5 (extra="forbid", Optional[int],
 * Optional[float], Optional[list[int]], …) run with pydantic 2.13.4 on CPython 3.11.7 here
 * (`Trajectory.model_validate(doc).errors()`, loc joined with dots); the rule errors (step order,
 * llm_call_count 0) are ours, applied to the value pydantic reads ("0" is 0, 2.0 is 2). Before, every
 * one of these lax values was refused ("must be an integer"), and NaN costs too.
 */
import { describe, expect, it } from "vitest";
import { validateAtif } from "../../src/lib.js";

// [what, trajectory, expected errors as [path, message]]
const CASES: ReadonlyArray<readonly [string, unknown, ReadonlyArray<readonly [string, string]>]> = [
  ["lax ints: 90.0, \"90\", true, \" 7 \"", { schema_version: "ATIF-v1.7", agent: { name: "a", version: "1" }, steps: [{ step_id: 1, source: "agent", message: "m", metrics: { prompt_tokens: 90.0, completion_tokens: "90", cached_tokens: true } }], final_metrics: { total_steps: " 7 " } }, []],
  ["step_id \"1\" and true are the int 1", { schema_version: "ATIF-v1.7", agent: { name: "a", version: "1" }, steps: [{ step_id: "1", source: "agent", message: "m", metrics: {  } }] }, []],
  ["step_id true", { schema_version: "ATIF-v1.7", agent: { name: "a", version: "1" }, steps: [{ step_id: true, source: "agent", message: "m", metrics: {  } }] }, []],
  ["refused ints: 1.5, \"x\", NaN, [], 1e20", { schema_version: "ATIF-v1.7", agent: { name: "a", version: "1" }, steps: [{ step_id: 1, source: "agent", message: "m", metrics: { prompt_tokens: 1.5, completion_tokens: "x", cached_tokens: NaN } }], final_metrics: { total_prompt_tokens: [], total_completion_tokens: 1e+20 } }, [["steps.0.metrics.prompt_tokens", "Input should be a valid integer, got a number with a fractional part"], ["steps.0.metrics.completion_tokens", "Input should be a valid integer, unable to parse string as an integer"], ["steps.0.metrics.cached_tokens", "Input should be a finite number"], ["final_metrics.total_prompt_tokens", "Input should be a valid integer"], ["final_metrics.total_completion_tokens", "Unable to parse input string as an integer, exceeded maximum size"]]],
  ["lax floats: \"0.5\", true, NaN, Infinity", { schema_version: "ATIF-v1.7", agent: { name: "a", version: "1" }, steps: [{ step_id: 1, source: "agent", message: "m", metrics: { cost_usd: "0.5", logprobs: [true, NaN, Infinity, "-0.1"] } }], final_metrics: { total_cost_usd: NaN } }, []],
  ["refused floats", { schema_version: "ATIF-v1.7", agent: { name: "a", version: "1" }, steps: [{ step_id: 1, source: "agent", message: "m", metrics: { cost_usd: "cheap", logprobs: [0.1, "x", null] } }] }, [["steps.0.metrics.cost_usd", "Input should be a valid number, unable to parse string as a number"], ["steps.0.metrics.logprobs.1", "Input should be a valid number, unable to parse string as a number"], ["steps.0.metrics.logprobs.2", "Input should be a valid number"]]],
  ["token ids item by item", { schema_version: "ATIF-v1.7", agent: { name: "a", version: "1" }, steps: [{ step_id: 1, source: "agent", message: "m", metrics: { prompt_token_ids: [1, 2.0, "3", true, 1.5, "x"] } }] }, [["steps.0.metrics.prompt_token_ids.4", "Input should be a valid integer, got a number with a fractional part"], ["steps.0.metrics.prompt_token_ids.5", "Input should be a valid integer, unable to parse string as an integer"]]],
  ["lax bools", { schema_version: "ATIF-v1.7", agent: { name: "a", version: "1" }, steps: [{ step_id: 1, source: "agent", message: "m", metrics: {  }, is_copied_context: "yes" }] }, []],
  ["refused bool", { schema_version: "ATIF-v1.7", agent: { name: "a", version: "1" }, steps: [{ step_id: 1, source: "agent", message: "m", metrics: {  }, is_copied_context: 2 }] }, [["steps.0.is_copied_context", "Input should be a valid boolean, unable to interpret input"]]],
  ["llm_call_count \"0\" is 0", { schema_version: "ATIF-v1.7", agent: { name: "a", version: "1" }, steps: [{ step_id: 1, source: "agent", message: "m", metrics: {  }, llm_call_count: "0", reasoning_content: "r" }] }, [["steps.0.metrics", "must be absent on a step with llm_call_count 0 (deterministic dispatch)"], ["steps.0.reasoning_content", "must be absent on a step with llm_call_count 0 (deterministic dispatch)"]]],
  ["step_id 2.0 out of order", { schema_version: "ATIF-v1.7", agent: { name: "a", version: "1" }, steps: [{ step_id: 2.0, source: "agent", message: "m", metrics: {  } }] }, [["steps.0.step_id", "must be 1 (steps are numbered 1, 2, … in order), got 2"]]],
];

describe("validateAtif reads ints, floats and bools as pydantic's lax mode does", () => {
  it.each(CASES)("%s", (_, trajectory, expected) => {
    expect(validateAtif(trajectory).errors.map((e) => [e.path, e.message])).toEqual(expected);
  });
});
