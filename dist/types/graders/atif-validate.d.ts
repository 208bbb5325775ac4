/**
 * The strict ATIF check (atif-and-nemo-evidence.md §1.6): the RFC's required fields and types, and
 * the rules of the Harbor-derived validators, reporting every problem found rather than the first,
 * as Harbor's `trajectory_validator` does. It is the counterpart of the lenient read model in
 * atif.ts, which NeMo's handles use and which takes files this check refuses (no `step_id`,
 * `session_id` or `agent`: the Score-by-Component trace).
 *
 * The reference models are pydantic models that forbid unknown keys, so their fields are checked
 * as pydantic checks them, in lax mode, and refused in pydantic's words at pydantic's locations, in
 * its order (each model's fields in definition order, a nested model's errors in place, unknown keys
 * last): `Field required`, `Input should be a valid string`, `Extra inputs are not permitted`; an int
 * field takes `1.0`, `"1"` and `true` (1), a float field `"0.5"`, `true` and NaN, a bool field `1` and
 * `"yes"`; a list of ints is checked item by item (`steps.1.metrics.prompt_token_ids.3`).
 *
 * Errors:
 * - required fields (root `schema_version`, `session_id` before v1.7, `agent {name, version}`,
 *   `steps`; step `step_id`, `source`, `message`; tool call `tool_call_id`, `function_name`,
 *   `arguments`; observation `results`), with their types;
 * - `steps[i].step_id` equal to i + 1;
 * - a non-null `source_call_id` naming a `tool_call_id` of the same step;
 * - agent-only fields (`model_name`, `reasoning_effort`, `reasoning_content`, `tool_calls`,
 *   `metrics`) absent or null on `system` and `user` steps; `observation` on a system step only
 *   from v1.2; fields added by a later version than the file's (`prompt_token_ids`, v1.4);
 * - timestamps that `datetime.fromisoformat(v.replace("Z", "+00:00"))` refuses;
 * - unknown keys (the reference models forbid them; custom data goes into `extra`);
 * - v1.7: a subagent ref without `trajectory_id` or `trajectory_path` (before v1.7: without
 *   `session_id`), embedded subagents with a repeated `trajectory_id`, an agent step with
 *   `llm_call_count` 0 that has `metrics` or `reasoning_content`;
 * - a `schema_version` other than `ATIF-v1.0` … `ATIF-v1.7`.
 * The rules' own messages are ours (the reference gives the rules, not the validators' texts).
 * Warnings (advisory in the RFC): a `tool_call_id` used in more than one step, and token-id or
 * logprob lists whose length differs from the count they should match.
 */
export interface AtifIssue {
    /** Dotted path of the field (`steps.1.tool_calls.0.arguments`); "" for the root. */
    readonly path: string;
    readonly message: string;
}
export interface AtifValidation {
    readonly valid: boolean;
    readonly version: string | null;
    readonly errors: readonly AtifIssue[];
    readonly warnings: readonly AtifIssue[];
}
/**
 * Checks an ATIF trajectory (a parsed JSON value) against the RFC and the Harbor-derived rules
 * (§1.6), returning every error and warning; `valid` when there is no error.
 */
export declare function validateAtif(value: unknown): AtifValidation;
