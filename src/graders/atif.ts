/**
 * Reading an ATIF trajectory (Agent Trajectory Interchange Format, v1.0–v1.7) that the caller has
 * already loaded, for the agent graders: the steps as prompt text, the flattened tool calls, the
 * first user message and the tool definitions.
 *
 * Lenient like NeMo's read model (atif-and-nemo-evidence.md §2.3): `schema_version` must start
 * with `ATIF-` and there must be at least one step with a `source`; `step_id`, `session_id` and
 * `agent` are optional, and unknown fields are kept. A trajectory may also arrive as its JSON text.
 *
 * The trial-evidence trace handle (src/node/evidence/trace-evidence.ts) reads files with the same
 * schema, and takes its token usage from here (`atifTokenUsage`): NeMo's read model keeps only the
 * prompt and completion counts of a step's `metrics` and the two totals of `final_metrics`.
 */
import { ownKeysRecord } from "../core/own-record.js";
import { PyFloat, jsonStringify, plainNumbers } from "../core/json-format.js";
import { z } from "zod";
import { firstIssue } from "../core/schema-issue.js";
import { describeJsonSyntaxError } from "../core/json-error.js";
import { type PyJsonValue, PyIntDigitsError, hasLongDigitRun, PyRecursionError, pyJsonLoads, pyJsonToJs, pyJsonTooDeep } from "../core/py-json.js";
import { defineOwn } from "../core/own-keys.js";
import { coerceDiscrete, coercionDetail } from "../trials/coerce.js";

/**
 * pydantic's words for a value its read model refuses (`ValidationError.errors()`'s `msg`), so a
 * bad trace says what NeMo says: "Field required" for a missing field, else the type's own text.
 */
function pydantic(message: string): { readonly error: (issue: { readonly input?: unknown }) => string } {
  return { error: (issue) => (issue.input === undefined ? "Field required" : message) };
}

const STRING = pydantic("Input should be a valid string");
const LIST = pydantic("Input should be a valid list");
/** A pydantic model given something other than a dict (`Step`, `ToolCall`, …: the names of §2.3). */
const model = (name: string) => pydantic(`Input should be a valid dictionary or instance of ${name}`);

const toolCallSchema = z
  .object(
    {
      tool_call_id: z.string(STRING).nullish(),
      function_name: z.string(STRING),
      arguments: z.unknown().optional(),
    },
    model("ToolCall"),
  )
  .passthrough();

// a string, or (v1.6+) content parts; refused in the words of the read model's `message: str`
const contentSchema = z.custom<string | unknown[]>((v) => typeof v === "string" || Array.isArray(v), STRING);

/**
 * A token count as pydantic's lax `int` takes it (NeMo's read model is a plain pydantic model): a
 * whole number (`90.0` is 90), an integer string (`"90"`, `" 90 "`, `"90.0"`, `"9_0"`) and a boolean
 * (`true` is 1); null = unknown. Fractions, NaN and other strings are refused, as pydantic refuses them.
 */
const tokenCountSchema = z.unknown().transform((raw, ctx): number | null | undefined => {
  if (raw === undefined || raw === null) return raw;
  // Python's kinds (a trace read as json.loads reads it): a whole float is a float, a bigint an int of any size
  const value = raw instanceof PyFloat ? raw.value : raw;
  const coerced = coerceDiscrete(value);
  if (coerced.ok) return coerced.value as number;
  // pydantic's own words, so a refused count says why (`1.5`: got a number with a fractional part)
  ctx.addIssue({ code: "custom", message: coercionDetail(coerced, value) });
  return z.NEVER;
}).optional();

/** Step `metrics`: NeMo keeps the prompt and completion counts (cached tokens, cost, ids, logprobs are ignored). */
const stepMetricsSchema = z.object({ prompt_tokens: tokenCountSchema, completion_tokens: tokenCountSchema }, model("Metrics")).passthrough();

/** Root `final_metrics`: NeMo keeps the two totals (cached, cost and `total_steps` are ignored). */
const finalMetricsSchema = z.object({ total_prompt_tokens: tokenCountSchema, total_completion_tokens: tokenCountSchema }, model("FinalMetrics")).passthrough();

const stepSchema = z
  .object({
    step_id: z.number().int().optional(),
    source: z.string(STRING),
    message: contentSchema.default(""),
    tool_calls: z.array(toolCallSchema, LIST).nullish(),
    observation: z
      .object({
        results: z.array(z.object({ source_call_id: z.string().nullish(), content: contentSchema.nullish() }).passthrough()),
      })
      .passthrough()
      .nullish(),
    metrics: stepMetricsSchema.nullish(),
  })
  .passthrough();

/**
 * NeMo's read model itself (atif-and-nemo-evidence.md §2.3), for the trace evidence handle: only
 * `schema_version`, `steps` (`source`, `message`, `tool_calls`, `metrics`) and `final_metrics` are
 * read. Everything else (`step_id`, `observation`, `timestamp`, `reasoning_content`, `session_id`,
 * `agent`, …) is dropped unread, so a value of any type there never refuses the trajectory.
 */
const readModelStepSchema = z.object(
  {
    source: z.string(STRING),
    message: contentSchema.default(""),
    tool_calls: z.array(toolCallSchema, LIST).nullish(),
    metrics: stepMetricsSchema.nullish(),
  },
  model("Step"),
);

const schemaVersionSchema = z.string(STRING).refine((v) => v.startsWith("ATIF-"), { message: "schema_version must start with 'ATIF-'" });
// pydantic's too_short, as `Field(min_length=1)` says it
const STEPS_MIN = { message: "List should have at least 1 item after validation, not 0" };

const atifReadModelSchema = z.object(
  {
    schema_version: schemaVersionSchema,
    steps: z.array(readModelStepSchema, LIST).min(1, STEPS_MIN),
    final_metrics: finalMetricsSchema.nullish(),
  },
  model("Trajectory"),
);

export type AtifReadModel = z.infer<typeof atifReadModelSchema>;
export type AtifReadModelStep = z.infer<typeof readModelStepSchema>;

export const atifTrajectorySchema = z
  .object({
    schema_version: schemaVersionSchema,
    agent: z.object({ tool_definitions: z.array(z.unknown()).optional(), extra: ownKeysRecord(z.string(), z.unknown()).nullish() }).passthrough().nullish(),
    steps: z.array(stepSchema, LIST).min(1, STEPS_MIN),
    final_metrics: finalMetricsSchema.nullish(),
  })
  .passthrough();

export type AtifTrajectory = z.infer<typeof atifTrajectorySchema>;
export type AtifStep = z.infer<typeof stepSchema>;
export type AtifToolCall = z.infer<typeof toolCallSchema>;

/**
 * Trace text JSON.parse refuses but NeMo's reader (Python's json.load) takes: NaN, Infinity and
 * -Infinity are floats there (a step's `cost_usd: NaN` is read, and ignored as NeMo ignores the
 * cost). Plain JSON values; undefined when Python refuses the text too (JSON.parse's error is
 * then the one reported).
 */
function pythonOnlyJson(text: string): unknown {
  try {
    // plain numbers, as JSON.parse would have given them (the typed fields read them so anyway)
    return plainNumbers(pyJsonToJs(pyJsonLoads(text)));
  } catch {
    return undefined;
  }
}

/**
 * Text JSON.parse reads but NeMo's reader (Python's json.load) refuses, so the trace fails there:
 * nesting past Python's recursion limit (RecursionError) and an int of more than 4300 digits
 * (ValueError). The error names Python's exception and its text.
 */
function refuseWhatJsonLoadsRefuses(text: string, label: string): void {
  const tooDeep = pyJsonTooDeep(text);
  if (tooDeep !== undefined) throw new Error(`${label}: not valid JSON (RecursionError: ${new PyRecursionError(tooDeep).message})`);
  if (!hasLongDigitRun(text)) return;
  try {
    pyJsonLoads(text);
  } catch (error) {
    if (error instanceof PyIntDigitsError) throw new Error(`${label}: not valid JSON (ValueError: ${error.message})`, { cause: error });
  }
}

const MAYBE_HUGE_INT = /(?<![0-9.])[0-9]{19}/;

/**
 * A json.loads value as JSON.parse gives it, except that an int past 2^53 stays a bigint (a whole
 * float is a plain number: a `PyFloat` object would pass for a model where pydantic wants a dict).
 */
function withHugeInts(value: PyJsonValue): unknown {
  if (typeof value === "bigint") return value > MAX_SAFE_INT || value < -MAX_SAFE_INT ? value : Number(value);
  if (Array.isArray(value)) return value.map(withHugeInts);
  if (value instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of value) defineOwn(out, key, withHugeInts(item));
    return out;
  }
  return value;
}

const MAX_SAFE_INT = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Parses a loaded trajectory (object or JSON text) for the agent graders, which also read
 * `step_id`, `observation` and `agent`; errors name the bad field, prefixed with `label` (default
 * `trajectory`).
 */
export function readAtif(value: unknown, label = "trajectory"): AtifTrajectory {
  return parseWith(atifTrajectorySchema, value, label, false);
}

/**
 * Parses a trajectory (object or JSON text) with NeMo's read model, as the trace evidence handle
 * reads it; errors name the bad field, prefixed with `label` (the handle passes the file name).
 */
export function readAtifReadModel(value: unknown, label: string): AtifReadModel {
  return parseWith(atifReadModelSchema, value, label, true);
}

function parseWith<T extends z.ZodType>(schema: T, value: unknown, label: string, readModel: boolean): z.output<T> {
  let data = value;
  if (typeof value === "string") {
    refuseWhatJsonLoadsRefuses(value, label);
    try {
      data = JSON.parse(value);
    } catch (error) {
      data = pythonOnlyJson(value);
      if (data === undefined) throw new Error(`${label}: not valid JSON (${describeJsonSyntaxError(error, value)})`, { cause: error });
    }
    // an int of 19 digits or more may be past 2^63, which JSON.parse makes a float pydantic's int
    // refuses (int_parsing_size) while json.loads keeps the int (any size is a valid count)
    if (readModel && MAYBE_HUGE_INT.test(value)) data = withHugeInts(pyJsonLoads(value));
  }
  let parsed = schema.safeParse(data);
  // a trace mapped from the dataset holds Python's numbers (a whole float is a PyFloat): the graders'
  // typed fields read them plain, as pydantic's lax ints accept 200.0 (copied only then). Not the read
  // model's: its counts take Python's kinds as they are, and plain numbers would lose an int past 2^63
  if (!parsed.success && !readModel) parsed = schema.safeParse(plainNumbers(data));
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new Error(`${label}: not an ATIF trajectory: ${field === undefined ? "" : `field '${field}': `}${message}`);
  }
  return parsed.data;
}

/** Token usage as NeMo's trace handle reports it: the two totals, null when unknown. */
export interface AtifTokenUsage {
  readonly total_prompt_tokens: number | null;
  readonly total_completion_tokens: number | null;
}

/**
 * NeMo's `token_usage()`: `final_metrics` exactly as stored when the file has it (even with null
 * fields); otherwise the sums of the steps' `prompt_tokens` and `completion_tokens` (a missing
 * count is 0), a zero sum reported as null. Cached tokens and cost are never part of it.
 */
export function atifTokenUsage(trajectory: Pick<AtifReadModel, "steps" | "final_metrics">): AtifTokenUsage {
  const final = trajectory.final_metrics;
  if (final !== undefined && final !== null) {
    return { total_prompt_tokens: final.total_prompt_tokens ?? null, total_completion_tokens: final.total_completion_tokens ?? null };
  }
  let prompt = 0;
  let completion = 0;
  for (const step of trajectory.steps) {
    prompt += step.metrics?.prompt_tokens ?? 0;
    completion += step.metrics?.completion_tokens ?? 0;
  }
  return { total_prompt_tokens: prompt === 0 ? null : prompt, total_completion_tokens: completion === 0 ? null : completion };
}

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => {
        if (part !== null && typeof part === "object" && typeof (part as { text?: unknown }).text === "string") return (part as { text: string }).text;
        const type = part !== null && typeof part === "object" ? (part as { type?: unknown }).type : undefined;
        return `[${typeof type === "string" ? type : "part"}]`;
      })
      .join("\n");
  }
  return content === null || content === undefined ? "" : jsonStringify(content);
}

/** Every tool call, in step order then call order (NeMo's `tool_calls()`). */
export function atifToolCalls(trajectory: AtifTrajectory): AtifToolCall[] {
  return trajectory.steps.flatMap((step) => step.tool_calls ?? []);
}

/** The first user step's message: what the agent was asked. */
export function atifFirstUserMessage(trajectory: AtifTrajectory): string {
  const step = trajectory.steps.find((s) => s.source === "user");
  return step === undefined ? "" : contentText(step.message);
}

/** Tool definitions: `agent.tool_definitions` (v1.5+), else `agent.extra.tool_definitions`. */
export function atifToolDefinitions(trajectory: AtifTrajectory): unknown[] {
  const agent = trajectory.agent;
  if (agent?.tool_definitions !== undefined) return agent.tool_definitions;
  const extra = agent?.extra?.tool_definitions;
  return Array.isArray(extra) ? (extra as unknown[]) : [];
}

/** One line per call: `name({"arg": 1})`. */
export function formatToolCall(call: AtifToolCall): string {
  return `${call.function_name}(${jsonStringify(call.arguments ?? {})})`;
}

/** The trajectory as numbered prompt text: messages, tool calls and their observations. */
export function renderAtif(trajectory: AtifTrajectory): string {
  const lines: string[] = [];
  trajectory.steps.forEach((step, index) => {
    const message = contentText(step.message);
    lines.push(`Step ${step.step_id ?? index + 1} [${step.source}]${message === "" ? "" : `: ${message}`}`);
    for (const call of step.tool_calls ?? []) {
      lines.push(`  tool call${call.tool_call_id ? ` ${call.tool_call_id}` : ""}: ${formatToolCall(call)}`);
    }
    for (const result of step.observation?.results ?? []) {
      lines.push(`  observation${result.source_call_id ? ` for ${result.source_call_id}` : ""}: ${contentText(result.content)}`);
    }
  });
  return lines.join("\n");
}
