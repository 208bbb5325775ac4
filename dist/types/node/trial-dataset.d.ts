import { type TrialRecord } from "../trials/dataset.js";
export interface TrialDataset {
    readonly file: string;
    readonly dir: string;
    readonly sha256: string;
    readonly trials: TrialRecord[];
    /** Task ids in order of first appearance. */
    readonly taskIds: string[];
}
/**
 * `[start, end)` of the value of the top-level `candidate` object's `evidence` key in a line that
 * JSON.parse accepted, or undefined when it has none. A structural scan: strings are skipped
 * whole, brackets counted outside them.
 */
export declare function evidenceSpan(text: string): [number, number] | undefined;
/** Parses dataset text (for tests and the reader). */
export declare function parseTrialDataset(text: string, file: string): {
    trials: TrialRecord[];
    taskIds: string[];
};
export declare function readTrialDataset(file: string): Promise<TrialDataset>;
