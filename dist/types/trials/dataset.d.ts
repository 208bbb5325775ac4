import { LineInputError } from "../core/errors.js";
import { type EvidenceDescriptor, type TrialInfo, type TrialTaskInfo } from "./contract.js";
/** A bad dataset line: `file:line: field 'x': problem`. */
export declare class TrialDatasetError extends LineInputError {
    readonly name = "TrialDatasetError";
}
/** One trial as the grader sees it. */
export interface TrialRecord {
    /** 0-based index among the dataset's trials (NeMo's `row_index`). */
    readonly rowIndex: number;
    /** 1-based line in the file. */
    readonly line: number;
    readonly task: TrialTaskInfo;
    readonly trial: TrialInfo;
    readonly inputs: Readonly<Record<string, unknown>>;
    readonly reference: Readonly<Record<string, unknown>>;
    readonly outputText: string | null;
    /** Whether the line has a `candidate` (NeMo's trial `output`); without one a metric's candidate is empty. */
    readonly hasCandidate: boolean;
    /** `candidate.response` (NeMo's `AgentOutput.response`): any JSON value; null when absent. */
    readonly response: unknown;
    readonly candidateMetadata: Readonly<Record<string, unknown>>;
    /** Descriptors by name, in the line's order; null when the trial has no evidence. */
    readonly evidence: Readonly<Record<string, EvidenceDescriptor>> | null;
    /** The line as parsed (with defaults): what OpenJudge mappers address. */
    readonly row: Readonly<Record<string, unknown>>;
    /**
     * The line's `candidate.evidence` text, kept when it holds a number Python's json.loads reads
     * differently from JSON.parse (a trace's `1.0`), so the grader rows can read it as upstream does.
     */
    readonly pythonEvidenceText?: string;
}
/** The descriptors of a `candidate.evidence` value already accepted by parseTrialLine. */
export declare function evidenceDescriptors(raw: Record<string, unknown>): Record<string, EvidenceDescriptor>;
/** Parses one dataset line (already JSON-parsed); throws a TrialDatasetError naming the field. */
export declare function parseTrialLine(value: unknown, file: string, line: number, rowIndex: number): TrialRecord;
/** Dataset-wide rules: a trial id is unique within its task (NeMo joins attempts by trial id). */
export declare function checkTrials(records: readonly TrialRecord[], file: string): void;
