import type { GraderOutput } from "../graders/contract.js";
import type { RangeStats } from "./stats.js";
import { type Coverage, type TaskDescriptor, type TrialEntry } from "./summary.js";
export declare const TRIAL_REPORT_FORMAT = "agent-eval/trial-report@1";
export interface Shard {
    readonly index: number;
    readonly total: number;
}
/** Provenance, as the run report's `agent_eval` block. */
export interface TrialProvenance {
    readonly report_format: string;
    readonly tool_version: string;
    readonly dataset: {
        readonly file: string;
        readonly sha256: string;
        readonly trials: number;
        readonly tasks: number;
    };
    readonly config: {
        readonly file: string;
        readonly sha256: string;
    };
    /** Every metric type the config runs: its version (null when the metric has none), source, and a module's sha256. */
    readonly metrics: Readonly<Record<string, {
        readonly version: string | null;
        readonly source: string;
        readonly sha256?: string;
    }>>;
    /** OpenJudge graders and aggregators in config order. */
    readonly graders: readonly {
        readonly name: string;
        readonly class: string;
    }[];
    readonly aggregators: readonly {
        readonly name: string;
        readonly type: string;
    }[];
    /** The judge identity behind judge-backed metrics and graders (null when none is configured). */
    readonly judge: {
        readonly provider: string;
        readonly model: string;
        readonly settings: Readonly<Record<string, unknown>>;
    } | null;
    readonly shard?: Shard;
}
export interface TrialReport {
    readonly trials: readonly TrialEntry[];
    readonly summary: Readonly<Record<string, RangeStats>>;
    readonly coverage: Readonly<Record<string, Coverage>>;
    readonly results: Readonly<Record<string, readonly (GraderOutput | null)[]>>;
    readonly tasks: readonly TaskDescriptor[];
    readonly agent_eval: TrialProvenance;
}
export declare function buildTrialReport(entries: readonly TrialEntry[], tasks: readonly TaskDescriptor[], results: Readonly<Record<string, readonly (GraderOutput | null)[]>>, provenance: TrialProvenance): TrialReport;
/**
 * JSON text with reportValue's numbers, and the number texts JSON.stringify cannot write as
 * Python's `json.dumps` does: a negative zero as `-0.0` (as NeMo writes a score or a minimum of
 * -0.0; JavaScript's JSON would write 0), and a `bigint` (a dataset's int beyond 2^53 that a grader
 * echoes in its metadata, read exactly by core/py-json.ts) with every digit (`1152921504606846976`
 * for 2^60, where Number() would write the nearest double, `1152921504606847000`).
 * With `pythonFloats` (OpenJudge's `results`, which its runner writes with `json.dumps`), floats
 * are written as Python's `repr(float)`: a `PyFloat` (a dataset's or config's whole float, `1.0`)
 * always, and a plain number when it is not a Python int by core/py-repr.ts's rule (a fraction,
 * or a whole number from 1e16 on): `1e-07`, `1e-05`, `1e+20` where JavaScript writes `1e-7`,
 * `0.00001`, `100000000000000000000`. A plain whole number below 1e16 stays an int (`1`): its
 * Python type is unknown (a JavaScript grader's `1`), see docs/trial-report.md.
 * Node 20 has no JSON.rawJSON, so these go through a placeholder string (a marker and the number
 * text) that is unquoted afterwards; the marker is one that no key or string of the value holds.
 * `grade --json` prints its summary with it too, so stdout says what the report file says (plain
 * JSON.stringify would print an infinite sum as null, the value of "no finite value").
 */
export declare function stringifyReport(value: unknown, indent?: number, options?: {
    readonly pythonFloats?: boolean;
}): string;
/**
 * The report file's bytes: 2-space JSON, non-finite numbers as strings, a final newline. `results`
 * is written in the runner's order, which a JavaScript object cannot hold for integer-like grader
 * names ("2", "1" would come first): its text is built apart and put in its place.
 */
export declare function serializeTrialReport(report: TrialReport): string;
export interface ParsedTrialReport {
    readonly trials: TrialEntry[];
    readonly results: Record<string, unknown[]>;
    readonly tasks: TaskDescriptor[];
    readonly agent_eval: TrialProvenance;
}
/** Parses a trial report; errors name the source and the bad field. */
export declare function parseTrialReport(text: string, source: string): ParsedTrialReport;
/** The tasks of the dataset that shard `shard` grades: whole tasks, round-robin in first-appearance order. */
export declare function shardTasks(taskIds: readonly string[], shard: Shard): Set<string>;
/**
 * Merges the reports of every shard of one grading into the report the unsharded run writes.
 * Throws (with a readable message) when shards are missing, repeated, or from another dataset,
 * config or tool version, naming what differs. A lone report of shard 1/1 (a matrix of one job)
 * merges into itself.
 */
export declare function mergeTrialReports(reports: readonly {
    readonly source: string;
    readonly report: ParsedTrialReport;
}[]): TrialReport;
