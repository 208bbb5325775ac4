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
import { readRegularFile } from "../files.js";
import { decodeUtf8, readProblem } from "./filesystem-evidence.js";

// plainNumbers: what JSON.parse gives, as NeMo's handles give plain JSON (a trace holding an int past
// 2^63 is read with Python's number kinds, see readAtifReadModel)
function readModelCall(call: AtifToolCall): TraceToolCall {
  return { tool_call_id: call.tool_call_id ?? null, function_name: call.function_name, arguments: plainNumbers(call.arguments ?? {}) };
}

function readModelStep(step: AtifReadModelStep): TraceStep {
  const metrics = step.metrics ?? null;
  return {
    source: step.source,
    message: typeof step.message === "string" ? step.message : plainNumbers(step.message),
    tool_calls: step.tool_calls === undefined || step.tool_calls === null ? null : step.tool_calls.map(readModelCall),
    metrics: metrics === null ? null : { prompt_tokens: metrics.prompt_tokens ?? null, completion_tokens: metrics.completion_tokens ?? null },
  };
}

export class AtifTraceEvidence implements TraceHandle {
  private readonly stepList: readonly TraceStep[];
  private readonly usage: TraceTokenUsage;

  constructor(trajectory: AtifReadModel) {
    this.stepList = trajectory.steps.map(readModelStep);
    this.usage = atifTokenUsage(trajectory);
  }

  /** Parses inline data (an object or JSON text); `label` prefixes errors. */
  static fromData(data: unknown, label: string): AtifTraceEvidence {
    return new AtifTraceEvidence(readAtifReadModel(data, label));
  }

  /** Reads and parses the file `file`; `label` (naming the file) prefixes errors. */
  static async fromFile(file: string, label: string): Promise<AtifTraceEvidence> {
    // a regular file only: a named pipe named like the trace would block a plain read forever
    const bytes = await readRegularFile(file).catch((error: unknown) => {
      throw new Error(`${label}: cannot read the trace: ${readProblem(error, file)}`, { cause: error });
    });
    return new AtifTraceEvidence(readAtifReadModel(decodeUtf8(bytes, label), label));
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
