import type { Direction } from "../diff/score-table.js";
import type { Metric } from "../metrics/contract.js";
export interface DiffReading {
    /** `higher-better`, `lower-better`, or `neutral` (only a gate rule makes it a regression). */
    readonly direction: Direction;
    /** Deltas in percentage points, Wilson/Newcombe intervals. */
    readonly fraction: boolean;
}
/**
 * The direction and fraction the diff gives `measurement` of `metric`: the metric's declaration,
 * recorded in the report the way `agent-eval evaluate` records it, or the diff's fallback for a
 * metric that declares nothing (higher-better when the name or unit says "similarity", a fraction
 * when the unit starts with "fraction").
 */
export declare function diffReading(metric: Metric, measurement: {
    readonly metric_name: string;
    readonly score_unit: string;
}): DiffReading;
