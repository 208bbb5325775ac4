import { type TrialRecord } from "../trials/dataset.js";
export interface TrialDataset {
    readonly file: string;
    readonly dir: string;
    readonly sha256: string;
    readonly trials: TrialRecord[];
    /** Task ids in order of first appearance. */
    readonly taskIds: string[];
}
/** Parses dataset text (for tests and the reader). */
export declare function parseTrialDataset(text: string, file: string): {
    trials: TrialRecord[];
    taskIds: string[];
};
export declare function readTrialDataset(file: string): Promise<TrialDataset>;
