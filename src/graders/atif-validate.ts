/**
 * The strict ATIF check (atif-and-nemo-evidence.md §1.6): the RFC's required fields and types, and
 * the rules of the Harbor-derived validators, reporting every problem found rather than the first,
 * as Harbor's `trajectory_validator` does. It is the counterpart of the lenient read model in
 * atif.ts, which NeMo's handles use and which takes files this check refuses (no `step_id`,
 * `session_id` or `agent`: the Score-by-Component trace).
 *
 * Errors:
 * - required fields (root `schema_version`, `session_id` before v1.7, `agent {name, version}`,
 *   `steps`; step `step_id`, `source`, `message`; tool call `tool_call_id`, `function_name`,
 *   `arguments`; observation `results`), with their JSON types;
 * - `steps[i].step_id` equal to i + 1;
 * - a non-null `source_call_id` naming a `tool_call_id` of the same step;
 * - agent-only fields (`model_name`, `reasoning_effort`, `reasoning_content`, `tool_calls`,
 *   `metrics`) absent or null on `system` and `user` steps; `observation` on a system step only
 *   from v1.2; fields added by a later version than the file's (`prompt_token_ids`, v1.4);
 * - timestamps that do not parse as ISO 8601 (a trailing `Z` is fine);
 * - unknown keys (the reference models forbid them; custom data goes into `extra`);
 * - v1.7: a subagent ref without `trajectory_id` or `trajectory_path` (before v1.7: without
 *   `session_id`), embedded subagents with a repeated `trajectory_id`, an agent step with
 *   `llm_call_count` 0 that has `metrics` or `reasoning_content`;
 * - a `schema_version` other than `ATIF-v1.0` … `ATIF-v1.7`.
 * Warnings (advisory in the RFC): a `tool_call_id` used in more than one step, and token-id or
 * logprob lists whose length differs from the count they should match.
 */

import { pyFromIsoFormatAccepts } from "../core/py-fromisoformat.js";

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

type Json = Record<string, unknown>;
type Check = (value: unknown) => string | undefined;

const isObject = (value: unknown): value is Json => value !== null && typeof value === "object" && !Array.isArray(value);
const str: Check = (v) => (typeof v === "string" ? undefined : "must be a string");
const int: Check = (v) => (typeof v === "number" && Number.isInteger(v) ? undefined : "must be an integer");
const num: Check = (v) => (typeof v === "number" && Number.isFinite(v) ? undefined : "must be a number");
const bool: Check = (v) => (typeof v === "boolean" ? undefined : "must be a boolean");
const obj: Check = (v) => (isObject(v) ? undefined : "must be an object");
const arr: Check = (v) => (Array.isArray(v) ? undefined : "must be an array");
const listOf =
  (item: Check, items: string): Check =>
  (v) =>
    Array.isArray(v) && v.every((x) => item(x) === undefined) ? undefined : `must be an array of ${items}`;
const strOrNum: Check = (v) => (typeof v === "string" || (typeof v === "number" && Number.isFinite(v)) ? undefined : "must be a string or a number");

/**
 * §1.6 rule 6 as the Harbor-derived validators apply it: `datetime.fromisoformat(v.replace("Z", "+00:00"))`
 * (a trailing Z accepted), on CPython 3.11, whose parser reads the ISO 8601 forms (basic, week dates,
 * any separator, hour only) and checks the ranges.
 */
function validTimestamp(text: string): boolean {
  return pyFromIsoFormatAccepts(text.replaceAll("Z", "+00:00"));
}

class Validator {
  readonly errors: AtifIssue[] = [];
  readonly warnings: AtifIssue[] = [];

  constructor(private readonly minor: number) {}

  error(path: string, message: string): void {
    this.errors.push({ path, message });
  }

  /** Checks `value`'s keys: required ones present, known ones typed, unknown ones refused. */
  fields(value: unknown, path: string, spec: Readonly<Record<string, { readonly check: Check; readonly required?: boolean; readonly since?: number }>>): value is Json {
    if (!isObject(value)) {
      this.error(path, "must be an object");
      return false;
    }
    for (const [key, field] of Object.entries(spec)) {
      if (field.required === true && !Object.hasOwn(value, key)) this.error(join(path, key), "is required");
    }
    for (const [key, v] of Object.entries(value)) {
      const field = Object.hasOwn(spec, key) ? spec[key] : undefined;
      if (field === undefined || (field.since !== undefined && this.minor < field.since)) {
        this.error(join(path, key), field === undefined ? "is not an ATIF field (custom data belongs in 'extra')" : `is not an ATIF-v1.${this.minor} field (added in v1.${field.since})`);
        continue;
      }
      if (v === null && field.required !== true) continue;
      const problem = field.check(v);
      if (problem !== undefined) this.error(join(path, key), problem);
    }
    return true;
  }
}

function join(path: string, key: string | number): string {
  return path === "" ? String(key) : `${path}.${key}`;
}

const content = (minor: number): Check => (minor >= 6 ? (v) => (typeof v === "string" || Array.isArray(v) ? undefined : "must be a string or an array of content parts") : str);

/** Subagent trajectories nested deeper than this are one error (json.load would not even read the file). */
const MAX_SUBAGENT_DEPTH = 200;

function validateTrajectory(v: Validator, minor: number, value: unknown, path: string, subagent: boolean, depth = 0): void {
  if (depth > MAX_SUBAGENT_DEPTH) {
    v.error(path, `subagent trajectories are nested more than ${MAX_SUBAGENT_DEPTH} deep`);
    return;
  }
  const root = {
    schema_version: { check: str, required: !subagent },
    session_id: { check: str, required: minor < 7 },
    agent: { check: obj, required: true },
    steps: { check: arr, required: true },
    notes: { check: str },
    final_metrics: { check: obj },
    extra: { check: obj, since: 1 },
    continued_trajectory_ref: { check: str },
    trajectory_id: { check: str, since: 7 },
    subagent_trajectories: { check: arr, since: 7 },
  };
  if (!v.fields(value, path, root)) return;
  if (isObject(value.agent)) {
    v.fields(value.agent, join(path, "agent"), {
      name: { check: str, required: true },
      version: { check: str, required: true },
      model_name: { check: str },
      extra: { check: obj },
      tool_definitions: { check: listOf(obj, "objects"), since: 5 },
    });
  }
  if (isObject(value.final_metrics)) {
    v.fields(value.final_metrics, join(path, "final_metrics"), {
      total_prompt_tokens: { check: int },
      total_completion_tokens: { check: int },
      total_cached_tokens: { check: int },
      total_cost_usd: { check: num },
      total_steps: { check: int },
      extra: { check: obj },
    });
  }
  const seenCallIds = new Map<string, number>();
  if (Array.isArray(value.steps)) value.steps.forEach((step, i) => validateStep(v, minor, step, join(join(path, "steps"), i), i, seenCallIds));
  if (Array.isArray(value.subagent_trajectories)) {
    const ids = new Set<string>();
    value.subagent_trajectories.forEach((sub, i) => {
      const subPath = join(join(path, "subagent_trajectories"), i);
      validateTrajectory(v, minor, sub, subPath, true, depth + 1);
      const id = isObject(sub) ? sub.trajectory_id : undefined;
      if (typeof id !== "string") v.error(join(subPath, "trajectory_id"), "is required for an embedded subagent trajectory");
      else if (ids.has(id)) v.error(join(subPath, "trajectory_id"), `'${id}' is used by an earlier sibling subagent trajectory`);
      else ids.add(id);
    });
  }
}

const AGENT_ONLY = ["model_name", "reasoning_effort", "reasoning_content", "tool_calls", "metrics"] as const;

function validateStep(v: Validator, minor: number, step: unknown, path: string, index: number, seenCallIds: Map<string, number>): void {
  const spec = {
    step_id: { check: int, required: true },
    timestamp: { check: str },
    source: { check: (x: unknown) => (x === "system" || x === "user" || x === "agent" ? undefined : "must be 'system', 'user' or 'agent'"), required: true },
    model_name: { check: str },
    reasoning_effort: { check: strOrNum },
    message: { check: content(minor), required: true },
    reasoning_content: { check: str },
    tool_calls: { check: arr },
    observation: { check: obj },
    metrics: { check: obj },
    extra: { check: obj },
    is_copied_context: { check: bool },
    llm_call_count: { check: (x: unknown) => (typeof x === "number" && Number.isInteger(x) && x >= 0 ? undefined : "must be a whole number of 0 or more"), since: 7 },
  };
  if (!v.fields(step, path, spec)) return;
  if (typeof step.step_id === "number" && Number.isInteger(step.step_id) && step.step_id !== index + 1) {
    v.error(join(path, "step_id"), `must be ${index + 1} (steps are numbered 1, 2, … in order), got ${step.step_id}`);
  }
  if (typeof step.timestamp === "string" && !validTimestamp(step.timestamp)) v.error(join(path, "timestamp"), `'${step.timestamp}' is not an ISO 8601 timestamp`);
  if (step.source === "system" || step.source === "user") {
    for (const key of AGENT_ONLY) {
      if (step[key] !== undefined && step[key] !== null) v.error(join(path, key), `is only allowed on agent steps, not on a ${step.source} step`);
    }
  }
  if (step.source === "system" && step.observation !== undefined && step.observation !== null && minor < 2) {
    v.error(join(path, "observation"), `is allowed on system steps from ATIF-v1.2 on, not in ATIF-v1.${minor}`);
  }
  if (step.llm_call_count === 0) {
    for (const key of ["metrics", "reasoning_content"] as const) {
      if (step[key] !== undefined && step[key] !== null) v.error(join(path, key), "must be absent on a step with llm_call_count 0 (deterministic dispatch)");
    }
  }
  const callIds = new Set<string>();
  if (Array.isArray(step.tool_calls)) {
    step.tool_calls.forEach((call, i) => {
      const callPath = join(join(path, "tool_calls"), i);
      if (!v.fields(call, callPath, { tool_call_id: { check: str, required: true }, function_name: { check: str, required: true }, arguments: { check: obj, required: true }, extra: { check: obj, since: 7 } })) return;
      if (typeof call.tool_call_id !== "string") return;
      callIds.add(call.tool_call_id);
      const earlier = seenCallIds.get(call.tool_call_id);
      if (earlier !== undefined && earlier !== index) v.warnings.push({ path: join(callPath, "tool_call_id"), message: `'${call.tool_call_id}' is also used in step ${earlier + 1} (tool call ids should be unique)` });
      else seenCallIds.set(call.tool_call_id, index);
    });
  }
  if (isObject(step.observation)) validateObservation(v, minor, step.observation, join(path, "observation"), callIds);
  if (isObject(step.metrics)) validateMetrics(v, step.metrics, join(path, "metrics"));
}

function validateObservation(v: Validator, minor: number, observation: Json, path: string, callIds: ReadonlySet<string>): void {
  if (!v.fields(observation, path, { results: { check: arr, required: true } }) || !Array.isArray(observation.results)) return;
  observation.results.forEach((result, i) => {
    const resultPath = join(join(path, "results"), i);
    const ok = v.fields(result, resultPath, {
      source_call_id: { check: str },
      content: { check: content(minor) },
      subagent_trajectory_ref: { check: arr },
      extra: { check: obj, since: 7 },
    });
    if (!ok) return;
    if (typeof result.source_call_id === "string" && !callIds.has(result.source_call_id)) {
      v.error(join(resultPath, "source_call_id"), `'${result.source_call_id}' names no tool call of this step`);
    }
    if (Array.isArray(result.subagent_trajectory_ref)) {
      result.subagent_trajectory_ref.forEach((ref, j) => {
        const refPath = join(join(resultPath, "subagent_trajectory_ref"), j);
        const spec = { session_id: { check: str, required: minor < 7 }, trajectory_path: { check: str }, trajectory_id: { check: str, since: 7 }, extra: { check: obj } };
        if (!v.fields(ref, refPath, spec)) return;
        if (minor >= 7 && typeof ref.trajectory_id !== "string" && typeof ref.trajectory_path !== "string") {
          v.error(refPath, "a subagent ref needs a trajectory_id or a trajectory_path (ATIF-v1.7 resolves refs by trajectory_id)");
        }
      });
    }
  });
}

function validateMetrics(v: Validator, metrics: Json, path: string): void {
  v.fields(metrics, path, {
    prompt_tokens: { check: int },
    completion_tokens: { check: int },
    cached_tokens: { check: int },
    cost_usd: { check: num },
    prompt_token_ids: { check: listOf(int, "integers"), since: 4 },
    completion_token_ids: { check: listOf(int, "integers"), since: 3 },
    logprobs: { check: listOf(num, "numbers") },
    extra: { check: obj },
  });
  const lengthOf = (key: string): number | undefined => (Array.isArray(metrics[key]) ? (metrics[key] as unknown[]).length : undefined);
  const countOf = (key: string): number | undefined => {
    const count = metrics[key];
    return typeof count === "number" ? count : undefined;
  };
  for (const [list, count] of [
    ["prompt_token_ids", "prompt_tokens"],
    ["completion_token_ids", "completion_tokens"],
    ["logprobs", "completion_tokens"],
  ] as const) {
    const length = lengthOf(list);
    const expected = countOf(count);
    if (length !== undefined && expected !== undefined && length !== expected) {
      v.warnings.push({ path: join(path, list), message: `has ${length} items but ${count} is ${expected} (advisory: the RFC's own example differs too)` });
    }
  }
}

/**
 * Checks an ATIF trajectory (a parsed JSON value) against the RFC and the Harbor-derived rules
 * (§1.6), returning every error and warning; `valid` when there is no error.
 */
export function validateAtif(value: unknown): AtifValidation {
  const version = isObject(value) && typeof value.schema_version === "string" ? value.schema_version : null;
  const match = version === null ? null : /^ATIF-v1\.([0-7])$/.exec(version);
  const minor = match === null ? 7 : Number(match[1]);
  const v = new Validator(minor);
  if (version !== null && match === null) v.error("schema_version", `'${version}' is not a supported ATIF version (ATIF-v1.0 to ATIF-v1.7)`);
  validateTrajectory(v, minor, value, "", false);
  return { valid: v.errors.length === 0, version, errors: v.errors, warnings: v.warnings };
}
