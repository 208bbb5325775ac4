import { type AtifTrajectory } from "../../graders/atif.js";
import type { TraceHandle, TraceStep, TraceTokenUsage, TraceToolCall } from "../../trials/contract.js";
export declare class AtifTraceEvidence implements TraceHandle {
    private readonly stepList;
    private readonly usage;
    constructor(trajectory: AtifTrajectory);
    /** Parses inline data (an object or JSON text); `label` prefixes errors. */
    static fromData(data: unknown, label: string): AtifTraceEvidence;
    /** Reads and parses the file `file`; `label` (naming the file) prefixes errors. */
    static fromFile(file: string, label: string): Promise<AtifTraceEvidence>;
    steps(): Promise<readonly TraceStep[]>;
    toolCalls(): Promise<readonly TraceToolCall[]>;
    tokenUsage(): Promise<TraceTokenUsage>;
}
