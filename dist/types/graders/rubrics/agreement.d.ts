/**
 * Agreement of a grader with human labels (`agent-eval rubrics check`): accuracy, Cohen's kappa
 * and the confusion matrix over the labelled examples. A prediction is the grader's score; an
 * example whose grade is not a score (an error, a rank) counts as the class "error", which never
 * equals a label. Classes are the labels and predictions seen, numbers ascending, "error" last.
 *
 * kappa = (p_o − p_e) / (1 − p_e), with p_e = Σ_k (row_k/n)(col_k/n); when p_e = 1 (every label
 * and every prediction is the same single class) kappa is undefined and reported as null.
 */
export type PredictedClass = number | "error";
export interface Agreement {
    readonly n: number;
    readonly accuracy: number;
    readonly kappa: number | null;
    readonly classes: readonly PredictedClass[];
    /** `matrix[i][j]`: examples labelled classes[i] and predicted classes[j]. */
    readonly matrix: readonly (readonly number[])[];
}
export declare function agreement(labels: readonly number[], predictions: readonly PredictedClass[]): Agreement;
