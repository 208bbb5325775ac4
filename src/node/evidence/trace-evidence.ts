/**
 * The trace evidence handle (NeMo's `trace()`): an ATIF trajectory, inline (`data`) or in a file
 * (`ref`, read as UTF-8 JSON), validated once with NeMo's read model (src/graders/atif.ts), which
 * reads only the fields it keeps: a malformed `step_id`, `observation` or `agent` is never an
 * error. Errors name the file and the field.
 *
 * What the methods return is NeMo's read model, not the whole file: a step keeps `source`,
 * `message`, `tool_calls` and `metrics` (prompt and completion counts); a tool call keeps
 * `tool_call_id` (null when absent), `function_name` and `arguments` (`{}` when absent). The
 * descriptor's `format` is a hint only and is ignored, as in NeMo.
 */
import { type AtifReadModel, type AtifReadModelStep, type AtifToolCall, atifTokenUsage, readAtifReadModel } from "../../graders/atif.js";
import type { TraceHandle, TraceStep, TraceTokenUsage, TraceToolCall } from "../../trials/contract.js";
import { plainNumbers } from "../../core/json-format.js";
import { attachPythonReading, pythonReadingOf } from "../../core/python-reading.js";
import { pyJsonLoads, pyJsonToJs } from "../../core/py-json.js";
import { readRegularFile } from "../files.js";
import { evidenceNumbersMayDiffer } from "../trial-dataset.js";
import { decodeUtf8, readProblem } from "./filesystem-evidence.js";

// plainNumbers: what JSON.parse gives, as NeMo's handles give plain JSON (a trace holding an int past
// 2^63 is read with Python's number kinds, see readAtifReadModel). The arguments as json.loads read
// them (an int past 2^53 exact, 1.0 a float) ride along, unseen, for the built-in efficient_tool_use
// (core/python-reading.ts), when the file holds a number the two readings tell apart
function readModelCall(call: AtifToolCall, python: unknown): TraceToolCall {
  const args = plainNumbers(call.arguments ?? {});
  if (python !== undefined && args !== null && typeof args === "object") attachPythonReading(args, python);
  return { tool_call_id: call.tool_call_id ?? null, function_name: call.function_name, arguments: args };
}

/** `value[key]` of a plain object, or undefined. */
function field(value: unknown, key: string | number): unknown {
  return value !== null && typeof value === "object" && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

function readModelStep(step: AtifReadModelStep, python: unknown): TraceStep {
  const metrics = step.metrics ?? null;
  const pythonCalls = field(python, "tool_calls");
  return {
    source: step.source,
    message: typeof step.message === "string" ? step.message : plainNumbers(step.message),
    tool_calls: step.tool_calls === undefined || step.tool_calls === null ? null : step.tool_calls.map((call, j) => readModelCall(call, field(field(pythonCalls, j), "arguments") ?? (python === undefined ? undefined : {}))),
    metrics: metrics === null ? null : { prompt_tokens: metrics.prompt_tokens ?? null, completion_tokens: metrics.completion_tokens ?? null },
  };
}

/**
 * The trajectory text as json.loads reads it, or undefined when it holds no number JSON.parse reads
 * differently (then the read model's numbers are Python's already) or Python cannot read it (the
 * read model has accepted it, so that is JSON.parse-only text, which keeps JSON.parse's numbers).
 */
function pythonReadingOfText(text: string): unknown {
  if (!evidenceNumbersMayDiffer(text)) return undefined;
  try {
    return pyJsonToJs(pyJsonLoads(text));
  } catch {
    return undefined;
  }
}

export class AtifTraceEvidence implements TraceHandle {
  private readonly stepList: readonly TraceStep[];
  private readonly usage: TraceTokenUsage;

  /** `python`: the trajectory as json.loads reads it, when that differs from what the read model was given. */
  constructor(trajectory: AtifReadModel, python?: unknown) {
    const pythonSteps = field(python, "steps");
    this.stepList = trajectory.steps.map((step, i) => readModelStep(step, python === undefined ? undefined : field(pythonSteps, i)));
    this.usage = atifTokenUsage(trajectory);
  }

  /** Parses inline data (an object or JSON text); `label` prefixes errors. */
  static fromData(data: unknown, label: string): AtifTraceEvidence {
    const model = readAtifReadModel(data, label);
    const python = typeof data === "string" ? pythonReadingOfText(data) : pythonReadingOf(data);
    return new AtifTraceEvidence(model, python === data ? undefined : python);
  }

  /** Reads and parses the file `file`; `label` (naming the file) prefixes errors. */
  static async fromFile(file: string, label: string): Promise<AtifTraceEvidence> {
    // a regular file only: a named pipe named like the trace would block a plain read forever
    const bytes = await readRegularFile(file).catch((error: unknown) => {
      throw new Error(`${label}: cannot read the trace: ${readProblem(error, file)}`, { cause: error });
    });
    const text = decodeUtf8(bytes, label);
    return new AtifTraceEvidence(readAtifReadModel(text, label), pythonReadingOfText(text));
  }

  steps(): Promise<readonly TraceStep[]> {
    return Promise.resolve(this.stepList);
  }

  toolCalls(): Promise<readonly TraceToolCall[]> {
    return Promise.resolve(this.stepList.flatMap((step) => step.tool_calls ?? []));
  }

  tokenUsage(): Promise<TraceTokenUsage> {
    return Promise.resolve(this.usage);
  }
}
