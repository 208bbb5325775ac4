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

function sortClasses(values: Iterable<PredictedClass>): PredictedClass[] {
  const set = [...new Set(values)];
  const numbers = set.filter((v): v is number => v !== "error").sort((a, b) => a - b);
  return set.includes("error") ? [...numbers, "error"] : numbers;
}

export function agreement(labels: readonly number[], predictions: readonly PredictedClass[]): Agreement {
  if (labels.length !== predictions.length) throw new Error(`agreement: ${labels.length} labels but ${predictions.length} predictions`);
  const n = labels.length;
  if (n === 0) throw new Error("agreement: no labelled examples");
  const classes = sortClasses([...labels, ...predictions]);
  const index = new Map(classes.map((c, i) => [c, i]));
  const matrix = classes.map(() => classes.map(() => 0));
  let agree = 0;
  labels.forEach((label, i) => {
    const predicted = predictions[i] as PredictedClass;
    const cells = matrix[index.get(label) as number] as number[];
    const column = index.get(predicted) as number;
    cells[column] = (cells[column] as number) + 1;
    if (predicted === label) agree++;
  });
  const po = agree / n;
  let pe = 0;
  classes.forEach((_, k) => {
    const row = (matrix[k] as number[]).reduce((a, b) => a + b, 0);
    const col = matrix.reduce((a, r) => a + (r[k] as number), 0);
    pe += (row / n) * (col / n);
  });
  return { n, accuracy: po, kappa: pe === 1 ? null : (po - pe) / (1 - pe), classes, matrix };
}
