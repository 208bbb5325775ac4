/**
 * The strict ATIF check against the rules of atif-and-nemo-evidence.md §1 (the RFC's tables 1.1–1.5
 * and the validation rules of §1.6), every expected error worked out by hand from those sections.
 */
import { describe, expect, it } from "vitest";
import { validateAtif } from "../../src/lib.js";

/** §1.8: the minimal valid v1.4 trajectory. */
const MINIMAL = {
  schema_version: "ATIF-v1.4",
  session_id: "run-0001",
  agent: { name: "toy-agent", version: "0.1.0", model_name: "model-x" },
  steps: [
    { step_id: 1, source: "user", message: "How many lines are in notes.txt?" },
    {
      step_id: 2,
      source: "agent",
      message: "",
      tool_calls: [{ tool_call_id: "c1", function_name: "bash", arguments: { cmd: "wc -l notes.txt" } }],
      observation: { results: [{ source_call_id: "c1", content: "3 notes.txt" }] },
      metrics: { prompt_tokens: 90, cached_tokens: 40, completion_tokens: 12 },
    },
    { step_id: 3, source: "agent", message: "It has 3 lines." },
  ],
};

const clone = (): typeof MINIMAL => structuredClone(MINIMAL);
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}
const paths = (value: unknown): string[] => validateAtif(value).errors.map((e) => e.path);

describe("validateAtif (strict RFC mode, §1.6)", () => {
  it("accepts §1.8's minimal v1.4 trajectory, and steps: [] (the RFC states no minimum)", () => {
    expect(validateAtif(MINIMAL)).toEqual({ valid: true, version: "ATIF-v1.4", errors: [], warnings: [] });
    expect(validateAtif({ ...MINIMAL, steps: [] }).valid).toBe(true);
  });

  it("refuses the Score-by-Component trace NeMo's lenient reader takes: no step_id, session_id or agent (§2.3)", () => {
    const trace = { schema_version: "ATIF-v1.4", steps: [{ source: "agent", message: "", tool_calls: [{ tool_call_id: "c1", function_name: "search", arguments: { q: "capital of France" } }] }] };
    expect(validateAtif(trace).errors).toEqual([
      { path: "session_id", message: "Field required" },
      { path: "agent", message: "Field required" },
      { path: "steps.0.step_id", message: "Field required" },
    ]);
  });

  it("reports every error, not only the first, in pydantic's words and order (rule 1: required fields and types)", () => {
    const t = clone() as Record<string, unknown>;
    t.agent = { name: "a" };
    t.steps = [{ step_id: 1, source: "robot" }, { step_id: 2, source: "agent", message: 5, tool_calls: [{ tool_call_id: "c", function_name: "f", arguments: "{}" }] }];
    expect(validateAtif(t).errors).toEqual([
      // pydantic (2.13.4, run here on models written from §1.1-1.3 with extra="forbid"): each model's
      // fields in definition order, a nested model's errors in place
      { path: "agent.version", message: "Field required" },
      { path: "steps.0.source", message: "Input should be 'system', 'user' or 'agent'" },
      { path: "steps.0.message", message: "Field required" },
      { path: "steps.1.message", message: "Input should be a valid string" },
      { path: "steps.1.tool_calls.0.arguments", message: "Input should be a valid dictionary" },
    ]);
  });

  it("rule 2: step_id equals its position + 1 (no gaps, no duplicates, from 1)", () => {
    const t = clone();
    at(t.steps, 1).step_id = 3;
    at(t.steps, 2).step_id = 3;
    expect(validateAtif(t).errors).toEqual([{ path: "steps.1.step_id", message: "must be 2 (steps are numbered 1, 2, … in order), got 3" }]);
  });

  it("rule 3: a non-null source_call_id names a tool call of the same step; null is a non-tool action", () => {
    const t = clone() as { steps: Record<string, unknown>[] };
    t.steps[2] = { step_id: 3, source: "agent", message: "", observation: { results: [{ source_call_id: "c1", content: "x" }, { source_call_id: null, content: "y" }] } };
    expect(validateAtif(t).errors).toEqual([{ path: "steps.2.observation.results.0.source_call_id", message: "'c1' names no tool call of this step" }]);
  });

  it("rule 4: a tool_call_id repeated across steps is a warning, not an error", () => {
    const t = clone() as { steps: Record<string, unknown>[] };
    t.steps[2] = { step_id: 3, source: "agent", message: "", tool_calls: [{ tool_call_id: "c1", function_name: "bash", arguments: {} }] };
    const result = validateAtif(t);
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual([{ path: "steps.2.tool_calls.0.tool_call_id", message: "'c1' is also used in step 2 (tool call ids should be unique)" }]);
  });

  it("rule 5: agent-only fields are absent or null on system and user steps; observation and extra are allowed anywhere (from v1.2 on system steps)", () => {
    const t = clone() as { steps: Record<string, unknown>[] };
    t.steps[0] = { step_id: 1, source: "user", message: "q", model_name: "m", reasoning_effort: "low", reasoning_content: "r", tool_calls: [], metrics: {}, extra: { k: 1 } };
    expect(paths(t)).toEqual(["steps.0.model_name", "steps.0.reasoning_effort", "steps.0.reasoning_content", "steps.0.tool_calls", "steps.0.metrics"]);
    t.steps[0] = { step_id: 1, source: "system", message: "", model_name: null, observation: { results: [{ content: "checkpoint" }] } };
    expect(paths(t)).toEqual([]);
    expect(paths({ ...t, schema_version: "ATIF-v1.1" })).toEqual(["steps.0.observation"]);
  });

  it("rule 6: timestamps parse as ISO 8601, a trailing Z accepted", () => {
    const t = clone() as { steps: Record<string, unknown>[] };
    at(t.steps, 0).timestamp = "2025-10-01T12:00:00Z";
    at(t.steps, 1).timestamp = "2025-10-01T12:00:01.250+02:00";
    expect(paths(t)).toEqual([]);
    at(t.steps, 0).timestamp = "yesterday";
    at(t.steps, 1).timestamp = "2025-02-30T00:00:00Z";
    expect(validateAtif(t).errors).toEqual([
      { path: "steps.0.timestamp", message: "'yesterday' is not an ISO 8601 timestamp" },
      { path: "steps.1.timestamp", message: "'2025-02-30T00:00:00Z' is not an ISO 8601 timestamp" },
    ]);
  });

  it("rule 6 as Python parses ISO 8601: datetime.fromisoformat(v.replace('Z', '+00:00')), CPython 3.11", () => {
    // each checked with python3 3.11.7: datetime.fromisoformat(t.replace("Z", "+00:00")) accepts the
    // the first six (2025-10-11Z reads as a date, "+", then the time 00:00) and raises ValueError for the rest
    const accepted = ["20251011T103000Z", "2025-10-11Z", "2025-W41-6T10:30", "2025-10-11T10", "2025-10-11 10:30:00,5", "2025-10-11T10:30:00+00:99"];
    const refused = ["2025-10-11T10:30:00+24:00", "0000-01-01", "2025-10-11T", "2025-10-11T10:30:00ZZ"];
    const t = clone() as { steps: Record<string, unknown>[] };
    for (const ts of accepted) {
      at(t.steps, 0).timestamp = ts;
      expect(paths(t), ts).toEqual([]);
    }
    for (const ts of refused) {
      at(t.steps, 0).timestamp = ts;
      expect(paths(t), ts).toEqual(["steps.0.timestamp"]);
    }
  });

  it("rule 7: unknown keys are refused at every level; custom data goes into extra; fields of later versions too", () => {
    const t = clone() as Record<string, unknown> & { steps: Record<string, unknown>[] };
    t.custom = 1;
    at(t.steps, 1).cost = 0.1;
    (at(t.steps, 1).metrics as Record<string, unknown>).prompt_token_ids = [1, 2];
    expect(validateAtif({ ...t, schema_version: "ATIF-v1.3" }).errors).toEqual([
      { path: "steps.1.metrics.prompt_token_ids", message: "is not an ATIF-v1.3 field (added in v1.4)" },
      { path: "steps.1.cost", message: "Extra inputs are not permitted" },
      { path: "custom", message: "Extra inputs are not permitted" },
    ]);
    expect(paths({ ...clone(), extra: { anything: true }, notes: "n", continued_trajectory_ref: "next.json" })).toEqual([]);
  });

  it("§1.4: token id and logprob lengths are advisory (the RFC's step 3: 44 completion tokens, 44 logprobs, 37 ids)", () => {
    const t = clone() as { steps: Record<string, unknown>[] };
    t.steps[2] = { step_id: 3, source: "agent", message: "", metrics: { completion_tokens: 44, logprobs: Array(44).fill(-0.1), completion_token_ids: Array(37).fill(7) } };
    const result = validateAtif(t);
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual([{ path: "steps.2.metrics.completion_token_ids", message: "has 37 items but completion_tokens is 44 (advisory: the RFC's own example differs too)" }]);
  });

  it("rule 8 (v1.7): session_id optional, subagent refs need trajectory_id or trajectory_path, sibling ids unique, llm_call_count 0 has no metrics", () => {
    const v17 = {
      schema_version: "ATIF-v1.7",
      agent: { name: "a", version: "1" },
      steps: [
        { step_id: 1, source: "agent", message: "", llm_call_count: 0, metrics: { prompt_tokens: 1 }, tool_calls: [{ tool_call_id: "d", function_name: "delegate", arguments: {}, extra: {} }],
          observation: { results: [{ source_call_id: "d", subagent_trajectory_ref: [{ session_id: "s" }, { trajectory_id: "sub-1" }] }] } },
      ],
      trajectory_id: "main",
      subagent_trajectories: [
        { trajectory_id: "sub-1", agent: { name: "s", version: "1" }, steps: [] },
        { trajectory_id: "sub-1", agent: { name: "s", version: "1" }, steps: [] },
      ],
    };
    expect(validateAtif(v17).errors).toEqual([
      { path: "steps.0.observation.results.0.subagent_trajectory_ref.0", message: "a subagent ref needs a trajectory_id or a trajectory_path (ATIF-v1.7 resolves refs by trajectory_id)" },
      { path: "steps.0.metrics", message: "must be absent on a step with llm_call_count 0 (deterministic dispatch)" },
      { path: "subagent_trajectories.1.trajectory_id", message: "'sub-1' is used by an earlier sibling subagent trajectory" },
    ]);
    // before v1.7 a ref is resolved by session_id, which is then required
    const v16 = clone() as { steps: Record<string, unknown>[] };
    at(v16.steps, 1).observation = { results: [{ source_call_id: "c1", subagent_trajectory_ref: [{ trajectory_path: "sub.json" }] }] };
    expect(validateAtif({ ...v16, schema_version: "ATIF-v1.6" }).errors).toEqual([{ path: "steps.1.observation.results.0.subagent_trajectory_ref.0.session_id", message: "Field required" }]);
  });

  it("versions: ATIF-v1.0 to ATIF-v1.7; anything else is an error; not an object is one error", () => {
    expect(validateAtif({ ...clone(), schema_version: "ATIF-v1.8" }).errors[0]).toEqual({ path: "schema_version", message: "'ATIF-v1.8' is not a supported ATIF version (ATIF-v1.0 to ATIF-v1.7)" });
    expect(validateAtif({ ...clone(), schema_version: "ATIF-v1.0" }).valid).toBe(true);
    expect(validateAtif([]).errors).toEqual([{ path: "", message: "Input should be a valid dictionary or instance of Trajectory" }]);
    expect(validateAtif(null).valid).toBe(false);
  });

  it("a hostile nest of 100,000 subagent trajectories is one error, not a stack overflow", () => {
    let inner: Record<string, unknown> = { trajectory_id: "leaf", agent: { name: "a", version: "1" }, steps: [] };
    for (let i = 0; i < 100_000; i++) inner = { trajectory_id: `t${i}`, agent: { name: "a", version: "1" }, steps: [], subagent_trajectories: [inner] };
    const result = validateAtif({ schema_version: "ATIF-v1.7", agent: { name: "a", version: "1" }, steps: [], subagent_trajectories: [inner] });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.message).toBe("subagent trajectories are nested more than 200 deep");
  });
});
