import type { EvidenceDescriptor } from "../trials/contract.js";
import { type TrialRecord } from "../trials/dataset.js";
export interface TrialDataset {
    readonly file: string;
    readonly dir: string;
    readonly sha256: string;
    readonly trials: TrialRecord[];
    /** Task ids in order of first appearance. */
    readonly taskIds: string[];
}
/** Whether evidence text may hold a number JSON.parse reads differently from json.loads (EVIDENCE_NUMBER_HINT). */
export declare function evidenceNumbersMayDiffer(text: string): boolean;
/**
 * `[start, end)` of the value of the top-level `candidate` object's `evidence` key in a line that
 * JSON.parse accepted, or undefined when it has none. A structural scan: strings are skipped
 * whole, brackets counted outside them.
 */
export declare function evidenceSpan(text: string): [number, number] | undefined;
/**
 * The trial's evidence descriptors as Python's json.loads reads them (a trace's `1.0` a PyFloat),
 * for what OpenJudge mappers address (`candidate.evidence.trace.…`); the trial's own `evidence`
 * keeps JSON.parse's numbers for the metrics' evidence handles. Undefined when the line's evidence
 * holds no number that the two read differently.
 */
export declare function pythonEvidence(trial: TrialRecord, dir: string): Readonly<Record<string, EvidenceDescriptor>> | undefined;
/** A trace file's JSON as json.loads reads it; JSON.parse's errors (and its value, when no number differs). */
export declare function parseTraceJson(text: string): unknown;
/** Parses dataset text (for tests and the reader). */
export declare function parseTrialDataset(text: string, file: string): {
    trials: TrialRecord[];
    taskIds: string[];
};
export declare function readTrialDataset(file: string): Promise<TrialDataset>;
