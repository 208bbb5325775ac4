/**
 * NeMo's pass@k (agent_eval/results.py 04c799e): the unbiased estimator 1 - C(n-c, k)/C(n, k),
 * computed by product as `1 - Π_{i=n-c+1..n} (1 - k/i)`, and 1.0 when n - c < k. A pass is a value
 * >= 1.0 (full credit); a failed trial is an attempt that never passes.
 */
/** pass@k for one task with `n` attempts of which `c` passed. */
export declare function passAtK(n: number, c: number, k: number): number;
/** Whether an attempt's value is a pass (`null`: a failed trial, never a pass). */
export declare function isPass(value: number | null): boolean;
