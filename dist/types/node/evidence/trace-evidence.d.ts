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
import { type AtifReadModel } from "../../graders/atif.js";
import type { TraceHandle, TraceStep, TraceTokenUsage, TraceToolCall } from "../../trials/contract.js";
export declare class AtifTraceEvidence implements TraceHandle {
    private readonly stepList;
    private readonly usage;
    /** `python`: the trajectory as json.loads reads it, when that differs from what the read model was given. */
    constructor(trajectory: AtifReadModel, python?: unknown);
    /** Parses inline data (an object or JSON text); `label` prefixes errors. */
    static fromData(data: unknown, label: string): AtifTraceEvidence;
    /** Reads and parses the file `file`; `label` (naming the file) prefixes errors. */
    static fromFile(file: string, label: string): Promise<AtifTraceEvidence>;
    steps(): Promise<readonly TraceStep[]>;
    toolCalls(): Promise<readonly TraceToolCall[]>;
    tokenUsage(): Promise<TraceTokenUsage>;
}
