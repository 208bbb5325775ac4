/**
 * A trace NeMo's read model refuses says so in pydantic's words, at pydantic's location: the first
 * entry of `ValidationError.errors()` (`loc` joined with dots, `msg`). Expected values: the read model
 * of atif-and-nemo-evidence.md §2.3 as pydantic 2.13.4 models named as §2.3 names them (Trajectory,
 * Step, ToolCall, Metrics, FinalMetrics), fields in §2.3's order, unknown keys ignored, run here on
 * CPython 3.11.7 (`Trajectory.model_validate(doc)`, then `e.errors()[0]`). The handle said zod's
 * words before ("Invalid input: expected string, received undefined" for "Field required").
 */
import { describe, expect, it } from "vitest";
import { openTrialEvidence } from "../../src/lib.js";

// [what, trajectory, pydantic's loc, pydantic's msg]
const CASES: ReadonlyArray<readonly [string, unknown, string, string]> = [
  ["no steps key", {"schema_version": "ATIF-v1.4"}, "steps", "Field required"],
  ["no schema_version", {"steps": [{"source": "agent"}]}, "schema_version", "Field required"],
  ["schema_version a number", {"schema_version": 4, "steps": [{"source": "agent"}]}, "schema_version", "Input should be a valid string"],
  ["steps empty", {"schema_version": "ATIF-v1.4", "steps": []}, "steps", "List should have at least 1 item after validation, not 0"],
  ["steps an object", {"schema_version": "ATIF-v1.4", "steps": {}}, "steps", "Input should be a valid list"],
  ["a step null", {"schema_version": "ATIF-v1.4", "steps": [null]}, "steps.0", "Input should be a valid dictionary or instance of Step"],
  ["a step a string", {"schema_version": "ATIF-v1.4", "steps": ["agent"]}, "steps.0", "Input should be a valid dictionary or instance of Step"],
  ["a step without source", {"schema_version": "ATIF-v1.4", "steps": [{"message": "m"}]}, "steps.0.source", "Field required"],
  ["source a number", {"schema_version": "ATIF-v1.4", "steps": [{"source": 3}]}, "steps.0.source", "Input should be a valid string"],
  ["source true", {"schema_version": "ATIF-v1.4", "steps": [{"source": true}]}, "steps.0.source", "Input should be a valid string"],
  ["message null", {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "message": null}]}, "steps.0.message", "Input should be a valid string"],
  ["message a number", {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "message": 3}]}, "steps.0.message", "Input should be a valid string"],
  ["message an object", {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "message": {}}]}, "steps.0.message", "Input should be a valid string"],
  ["tool_calls an object", {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "tool_calls": {}}]}, "steps.0.tool_calls", "Input should be a valid list"],
  ["tool_calls a string", {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "tool_calls": "ls"}]}, "steps.0.tool_calls", "Input should be a valid list"],
  ["a tool call a string", {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "tool_calls": ["ls"]}]}, "steps.0.tool_calls.0", "Input should be a valid dictionary or instance of ToolCall"],
  ["a tool call without function_name", {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "tool_calls": [{"arguments": {}}]}]}, "steps.0.tool_calls.0.function_name", "Field required"],
  ["function_name a number", {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "tool_calls": [{"function_name": 1}]}]}, "steps.0.tool_calls.0.function_name", "Input should be a valid string"],
  ["tool_call_id a number", {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "tool_calls": [{"tool_call_id": 7, "function_name": "f"}]}]}, "steps.0.tool_calls.0.tool_call_id", "Input should be a valid string"],
  ["metrics a list", {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "metrics": []}]}, "steps.0.metrics", "Input should be a valid dictionary or instance of Metrics"],
  ["metrics a number", {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "metrics": 5}]}, "steps.0.metrics", "Input should be a valid dictionary or instance of Metrics"],
  ["final_metrics a string", {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent"}], "final_metrics": "x"}, "final_metrics", "Input should be a valid dictionary or instance of FinalMetrics"],
  ["the first of two errors", {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "message": 4}, {"message": "m"}]}, "steps.0.message", "Input should be a valid string"],
  ["root a list", [1], "", "Input should be a valid dictionary or instance of Trajectory"],
];

describe("a refused trace names pydantic's location and message", () => {
  it.each(CASES)("%s", async (_, data, loc, msg) => {
    const evidence = openTrialEvidence({ trace: { kind: "trace", ref: null, format: "atif", data, metadata: {} } }, { datasetDir: import.meta.dirname });
    const field = loc === "" ? "" : `field '${loc}': `;
    await expect(evidence.trace()).rejects.toThrow(`evidence 'trace' (inline trajectory): not an ATIF trajectory: ${field}${msg}`);
  });
});
