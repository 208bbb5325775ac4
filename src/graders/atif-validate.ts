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

import { pyFromIsoFormatAccepts } from "../core/py-fromisoformat.js";
import { type CoerceResult, coerceBoolean, coerceContinuous, coerceDiscrete } from "../trials/coerce.js";

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

const isObject = (value: unknown): value is Json => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * §1.6 rule 6 as the Harbor-derived validators apply it: `datetime.fromisoformat(v.replace("Z", "+00:00"))`
 * (a trailing Z accepted), on CPython 3.11, whose parser reads the ISO 8601 forms (basic, week dates,
 * any separator, hour only) and checks the ranges.
 */
function validTimestamp(text: string): boolean {
  return pyFromIsoFormatAccepts(text.replaceAll("Z", "+00:00"));
}

function join(path: string, key: string | number): string {
  return path === "" ? String(key) : `${path}.${key}`;
}

/** Checks a present value at `path`, reporting what it finds. */
type Check = (v: Validator, value: unknown, path: string) => void;

interface Field {
  readonly check: Check;
  readonly required?: boolean;
  /** The minor version that added the field (a file of an older version may not have it). */
  readonly since?: number;
}

type Spec = Readonly<Record<string, Field>>;

class Validator {
  readonly errors: AtifIssue[] = [];
  readonly warnings: AtifIssue[] = [];

  constructor(readonly minor: number) {}

  error(path: string, message: string): void {
    this.errors.push({ path, message });
  }

  /**
   * A pydantic model `name` (extra forbidden): not a dict is one error; else each field in the spec's
   * order (missing, or its check), then every unknown key in the value's order.
   */
  model(value: unknown, path: string, name: string, spec: Spec): value is Json {
    if (!isObject(value)) {
      this.error(path, `Input should be a valid dictionary or instance of ${name}`);
      return false;
    }
    for (const [key, field] of Object.entries(spec)) {
      if (field.since !== undefined && this.minor < field.since) continue;
      if (!Object.hasOwn(value, key)) {
        if (field.required === true) this.error(join(path, key), "Field required");
        continue;
      }
      const v = value[key];
      if (v === null && field.required !== true) continue;
      field.check(this, v, join(path, key));
    }
    for (const key of Object.keys(value)) {
      const field = Object.hasOwn(spec, key) ? spec[key] : undefined;
      if (field === undefined) this.error(join(path, key), "Extra inputs are not permitted");
      else if (field.since !== undefined && this.minor < field.since) this.error(join(path, key), `is not an ATIF-v1.${this.minor} field (added in v1.${field.since})`);
    }
    return true;
  }
}

const coerced =
  (coerce: (value: unknown) => CoerceResult): Check =>
  (v, value, path) => {
    const result = coerce(value);
    if (!result.ok) v.error(path, result.message);
  };

const str: Check = (v, value, path) => {
  if (typeof value !== "string") v.error(path, "Input should be a valid string");
};
const int = coerced(coerceDiscrete);
const float = coerced(coerceContinuous);
const bool = coerced(coerceBoolean);
const dict: Check = (v, value, path) => {
  if (!isObject(value)) v.error(path, "Input should be a valid dictionary");
};
const list =
  (item?: Check): Check =>
  (v, value, path) => {
    if (!Array.isArray(value)) v.error(path, "Input should be a valid list");
    else if (item !== undefined) value.forEach((x, i) => item(v, x, join(path, i)));
  };
/** `Union[str, float]`: a string, or what a float takes. */
const strOrFloat: Check = (v, value, path) => {
  if (typeof value !== "string" && !coerceContinuous(value).ok) v.error(path, "Input should be a valid string or a number");
};
/** `message`/`content`: a string; from v1.6 also a list of content parts. */
const content: Check = (v, value, path) => {
  if (typeof value === "string" || (v.minor >= 6 && Array.isArray(value))) return;
  v.error(path, v.minor >= 6 ? "Input should be a valid string or a list of content parts" : "Input should be a valid string");
};

/** An int as pydantic's lax int reads it, or undefined when it is not one. */
function intValue(value: unknown): number | undefined {
  const result = coerceDiscrete(value);
  return result.ok ? (result.value as number) : undefined;
}

/** Subagent trajectories nested deeper than this are one error (json.load would not even read the file). */
const MAX_SUBAGENT_DEPTH = 200;

function checkTrajectory(v: Validator, value: unknown, path: string, subagent: boolean, depth: number): void {
  if (depth > MAX_SUBAGENT_DEPTH) {
    v.error(path, `subagent trajectories are nested more than ${MAX_SUBAGENT_DEPTH} deep`);
    return;
  }
  const subagentIds = new Set<string>();
  const spec: Spec = {
    schema_version: { check: str, required: !subagent },
    session_id: { check: str, required: v.minor < 7 },
    agent: { check: checkAgent, required: true },
    steps: { check: (vv, steps, p) => checkSteps(vv, steps, p), required: true },
    notes: { check: str },
    final_metrics: { check: checkFinalMetrics },
    extra: { check: dict, since: 1 },
    continued_trajectory_ref: { check: str },
    trajectory_id: { check: str, since: 7 },
    subagent_trajectories: {
      check: list((vv, sub, p) => {
        checkTrajectory(vv, sub, p, true, depth + 1);
        const id = isObject(sub) ? sub.trajectory_id : undefined;
        if (!isObject(sub)) return;
        if (typeof id !== "string") vv.error(join(p, "trajectory_id"), "is required for an embedded subagent trajectory");
        else if (subagentIds.has(id)) vv.error(join(p, "trajectory_id"), `'${id}' is used by an earlier sibling subagent trajectory`);
        else subagentIds.add(id);
      }),
      since: 7,
    },
  };
  v.model(value, path, "Trajectory", spec);
}

const checkAgent: Check = (v, value, path) => {
  v.model(value, path, "Agent", {
    name: { check: str, required: true },
    version: { check: str, required: true },
    model_name: { check: str },
    extra: { check: dict },
    tool_definitions: { check: list(dict), since: 5 },
  });
};

const checkFinalMetrics: Check = (v, value, path) => {
  v.model(value, path, "FinalMetrics", {
    total_prompt_tokens: { check: int },
    total_completion_tokens: { check: int },
    total_cached_tokens: { check: int },
    total_cost_usd: { check: float },
    total_steps: { check: int },
    extra: { check: dict },
  });
};

function checkSteps(v: Validator, steps: unknown, path: string): void {
  if (!Array.isArray(steps)) {
    v.error(path, "Input should be a valid list");
    return;
  }
  const seenCallIds = new Map<string, number>();
  steps.forEach((step, i) => checkStep(v, step, join(path, i), i, seenCallIds));
}

const AGENT_ONLY = ["model_name", "reasoning_effort", "reasoning_content", "tool_calls", "metrics"] as const;

function checkStep(v: Validator, step: unknown, path: string, index: number, seenCallIds: Map<string, number>): void {
  const callIds = new Set<string>();
  const spec: Spec = {
    step_id: { check: int, required: true },
    timestamp: { check: str },
    source: {
      check: (vv, x, p) => {
        if (x !== "system" && x !== "user" && x !== "agent") vv.error(p, "Input should be 'system', 'user' or 'agent'");
      },
      required: true,
    },
    model_name: { check: str },
    reasoning_effort: { check: strOrFloat },
    message: { check: content, required: true },
    reasoning_content: { check: str },
    tool_calls: { check: list((vv, call, p) => checkToolCall(vv, call, p, index, callIds, seenCallIds)) },
    observation: { check: checkObservation },
    metrics: { check: checkMetrics },
    extra: { check: dict },
    is_copied_context: { check: bool },
    llm_call_count: {
      check: (vv, x, p) => {
        const count = intValue(x);
        if (count === undefined) int(vv, x, p);
        else if (count < 0) vv.error(p, "must be a whole number of 0 or more");
      },
      since: 7,
    },
  };
  if (!v.model(step, path, "Step", spec)) return;
  // the model's own rules, once its fields are read (pydantic's model validators)
  const stepId = intValue(step.step_id);
  if (stepId !== undefined && stepId !== index + 1) {
    v.error(join(path, "step_id"), `must be ${index + 1} (steps are numbered 1, 2, … in order), got ${stepId}`);
  }
  if (typeof step.timestamp === "string" && !validTimestamp(step.timestamp)) v.error(join(path, "timestamp"), `'${step.timestamp}' is not an ISO 8601 timestamp`);
  if (step.source === "system" || step.source === "user") {
    for (const key of AGENT_ONLY) {
      if (step[key] !== undefined && step[key] !== null) v.error(join(path, key), `is only allowed on agent steps, not on a ${step.source} step`);
    }
  }
  if (step.source === "system" && step.observation !== undefined && step.observation !== null && v.minor < 2) {
    v.error(join(path, "observation"), `is allowed on system steps from ATIF-v1.2 on, not in ATIF-v1.${v.minor}`);
  }
  if (v.minor >= 7 && step.llm_call_count !== null && step.llm_call_count !== undefined && intValue(step.llm_call_count) === 0) {
    for (const key of ["metrics", "reasoning_content"] as const) {
      if (step[key] !== undefined && step[key] !== null) v.error(join(path, key), "must be absent on a step with llm_call_count 0 (deterministic dispatch)");
    }
  }
  // a source_call_id must name a call of this step (checked once the calls are known)
  const results = isObject(step.observation) && Array.isArray(step.observation.results) ? step.observation.results : [];
  results.forEach((result, i) => {
    if (isObject(result) && typeof result.source_call_id === "string" && !callIds.has(result.source_call_id)) {
      v.error(join(path, `observation.results.${i}.source_call_id`), `'${result.source_call_id}' names no tool call of this step`);
    }
  });
}

function checkToolCall(v: Validator, call: unknown, path: string, stepIndex: number, callIds: Set<string>, seenCallIds: Map<string, number>): void {
  const spec: Spec = {
    tool_call_id: { check: str, required: true },
    function_name: { check: str, required: true },
    arguments: { check: dict, required: true },
    extra: { check: dict, since: 7 },
  };
  if (!v.model(call, path, "ToolCall", spec) || typeof call.tool_call_id !== "string") return;
  callIds.add(call.tool_call_id);
  const earlier = seenCallIds.get(call.tool_call_id);
  if (earlier !== undefined && earlier !== stepIndex) v.warnings.push({ path: join(path, "tool_call_id"), message: `'${call.tool_call_id}' is also used in step ${earlier + 1} (tool call ids should be unique)` });
  else seenCallIds.set(call.tool_call_id, stepIndex);
}

const checkObservation: Check = (v, observation, path) => {
  v.model(observation, path, "Observation", {
    results: {
      check: list((vv, result, p) => {
        vv.model(result, p, "ObservationResult", {
          source_call_id: { check: str },
          content: { check: content },
          subagent_trajectory_ref: { check: list(checkSubagentRef) },
          extra: { check: dict, since: 7 },
        });
      }),
      required: true,
    },
  });
};

const checkSubagentRef: Check = (v, ref, path) => {
  const spec: Spec = { session_id: { check: str, required: v.minor < 7 }, trajectory_path: { check: str }, trajectory_id: { check: str, since: 7 }, extra: { check: dict } };
  if (!v.model(ref, path, "SubagentTrajectoryRef", spec)) return;
  if (v.minor >= 7 && typeof ref.trajectory_id !== "string" && typeof ref.trajectory_path !== "string") {
    v.error(path, "a subagent ref needs a trajectory_id or a trajectory_path (ATIF-v1.7 resolves refs by trajectory_id)");
  }
};

const checkMetrics: Check = (v, metrics, path) => {
  const ok = v.model(metrics, path, "Metrics", {
    prompt_tokens: { check: int },
    completion_tokens: { check: int },
    cached_tokens: { check: int },
    cost_usd: { check: float },
    prompt_token_ids: { check: list(int), since: 4 },
    completion_token_ids: { check: list(int), since: 3 },
    logprobs: { check: list(float) },
    extra: { check: dict },
  });
  if (!ok) return;
  const lengthOf = (key: string): number | undefined => (Array.isArray(metrics[key]) ? (metrics[key] as unknown[]).length : undefined);
  for (const [listKey, countKey] of [
    ["prompt_token_ids", "prompt_tokens"],
    ["completion_token_ids", "completion_tokens"],
    ["logprobs", "completion_tokens"],
  ] as const) {
    const length = lengthOf(listKey);
    const expected = intValue(metrics[countKey]);
    if (length !== undefined && metrics[countKey] !== null && metrics[countKey] !== undefined && expected !== undefined && length !== expected) {
      v.warnings.push({ path: join(path, listKey), message: `has ${length} items but ${countKey} is ${expected} (advisory: the RFC's own example differs too)` });
    }
  }
};

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
  checkTrajectory(v, value, "", false, 0);
  return { valid: v.errors.length === 0, version, errors: v.errors, warnings: v.warnings };
}
