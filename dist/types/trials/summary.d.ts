import type { MetricOutputKind } from "./contract.js";
import { type RangeStats } from "./stats.js";
import { type ViewSpec } from "./views.js";
/** A score as the report holds it (coerced metric values, view and grader numbers). */
export type ScoreValue = number | boolean | string | null | Readonly<Record<string, unknown>> | readonly unknown[];
/** One trial of the report. */
export interface TrialEntry {
    readonly row_index: number;
    readonly task_id: string;
    readonly trial_id: string;
    readonly status: string;
    readonly scores: Readonly<Record<string, ScoreValue>>;
    readonly errors: Readonly<Record<string, string>>;
}
/** What a task runs, as the report records it (NeMo's tasks.jsonl `metrics: [{type, outputs}]`). */
export interface TaskDescriptor {
    readonly id: string;
    readonly metrics: readonly {
        readonly type: string;
        readonly outputs: readonly {
            readonly name: string;
            readonly kind: MetricOutputKind;
        }[];
    }[];
    readonly views: Readonly<Record<string, ViewSpec>>;
}
export interface Coverage {
    readonly total: number;
    readonly scored: number;
    readonly failed: number;
    readonly missing: number;
}
export interface SummaryResult {
    readonly summary: Record<string, RangeStats>;
    readonly coverage: Record<string, Coverage>;
}
export declare function summarize(tasks: readonly TaskDescriptor[], entries: readonly TrialEntry[], graders?: readonly string[], aggregators?: readonly string[]): SummaryResult;
