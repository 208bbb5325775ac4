/**
 * NeMo's read model (atif-and-nemo-evidence.md §2.3) keeps only `schema_version`, `steps` (`source`,
 * `message`, `tool_calls`, `metrics`) and `final_metrics`; `step_id`, `observation`, `timestamp`,
 * `reasoning_content`, `session_id` and `agent` are dropped, so no value there refuses a trace.
 * Expected: every case below is accepted by that read model written as pydantic 2.13.4 models that
 * ignore unknown keys (as tests/trials/vectors/make-trace-read-model-vectors.py writes it), run here
 * on CPython 3.11.7; the trace handle refused each of them before (it checked them as the graders do).
 */
import { describe, expect, it } from "vitest";
import { openTrialEvidence } from "../../src/lib.js";

const step = (extra: Record<string, unknown>) => ({ source: "agent", message: "m", tool_calls: [{ function_name: "search" }], ...extra });
const CASES: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ["a step_id that is a string", { steps: [step({ step_id: "x" })] }],
  ["a step_id that is a fraction", { steps: [step({ step_id: 1.5 })] }],
  ["a step_id that is a list", { steps: [step({ step_id: [] })] }],
  ["an observation that is a string", { steps: [step({ observation: "x" })] }],
  ["observation results that are a number", { steps: [step({ observation: { results: 5 } })] }],
  ["a source_call_id and content that are numbers", { steps: [step({ observation: { results: [{ source_call_id: 5, content: 3 }] } })] }],
  ["a timestamp that is a number", { steps: [step({ timestamp: 5 })] }],
  ["reasoning_content that is a list", { steps: [step({ reasoning_content: [1] })] }],
  ["an agent that is a string, a session_id that is a number", { agent: "x", session_id: 5, steps: [step({})] }],
  ["agent.extra a list, agent.tool_definitions an object", { agent: { extra: [1], tool_definitions: {} }, steps: [step({})] }],
];

describe("the trace handle reads only what NeMo's read model keeps", () => {
  it.each(CASES)("%s is dropped unread, as NeMo drops it", async (_, fields) => {
    const data = { schema_version: "ATIF-v1.4", ...fields };
    const evidence = openTrialEvidence({ trace: { kind: "trace", ref: null, format: "atif", data, metadata: {} } }, { datasetDir: import.meta.dirname });
    const trace = await evidence.trace();
    expect(await trace.toolCalls()).toEqual([{ tool_call_id: null, function_name: "search", arguments: {} }]);
    expect(await trace.steps()).toEqual([{ source: "agent", message: "m", tool_calls: [{ tool_call_id: null, function_name: "search", arguments: {} }], metrics: null }]);
  });
});
