/**
 * NeMo Evaluator's metric protocol (`metrics/protocol.py`, `values/protocol.py`,
 * `values/evidence.py`), in TypeScript. A trial metric is any object with `type`, `outputSpec()` and
 * `async computeScores(input)`: no base class (NeMo's `Metric` is a structural protocol too).
 *
 * Names follow NeMo with camelCase for the TypeScript API (`compute_scores` -> `computeScores`,
 * `output_text` -> `outputText`, `run_verifier` -> `runVerifier`). Data read from an ATIF file keeps
 * ATIF's own field names (`tool_calls`, `function_name`, `prompt_tokens`), so a step looks like the
 * file it came from.
 *
 * This room is pure: the evidence handles are interfaces here; the Node layer implements them
 * (src/node/evidence/), and everything that touches the outside world (a judge, files, commands)
 * reaches a metric through its input or through the context its factory was called with.
 */
import type { z } from "zod";
import type { CallBound } from "../core/call-bound.js";
import { FieldConfigError } from "../core/errors.js";
import type { Judge, JudgeIdentity } from "../judge/judge.js";
/**
 * The declared type of one output, as NeMo's value schema classes: `continuous_score` is
 * `ContinuousScore` (a float), `discrete_score` `DiscreteScore` (an int), `boolean` `BooleanValue`,
 * `label` `Label` (a string), `model` a custom schema (here a zod schema).
 */
export type MetricOutputKind = "continuous_score" | "discrete_score" | "boolean" | "label" | "model";
/**
 * One declared output: `MetricOutputSpec {name, description?, value_schema}`. Build it with the
 * static constructors, as in NeMo (`MetricOutputSpec.continuousScore("score")`). Any object with
 * the same fields is accepted too (the type is structural).
 */
export declare class MetricOutputSpec {
    readonly name: string;
    readonly kind: MetricOutputKind;
    readonly description?: string | undefined;
    /** The schema of a `model` output (zod; unknown keys are stripped like a plain pydantic BaseModel). */
    readonly valueSchema?: z.ZodType | undefined;
    private constructor();
    /** A float score (0–1 or unbounded); gets a mean in the summary. */
    static continuousScore(name: string, description?: string): MetricOutputSpec;
    /** An int: counts or ordinal levels. */
    static discreteScore(name: string, description?: string): MetricOutputSpec;
    /** A pass/fail check; no mean in the summary, 1/0 in views and pass@k. */
    static boolean(name: string, description?: string): MetricOutputSpec;
    /** A category label (a string). */
    static label(name: string, description?: string): MetricOutputSpec;
    /** A structured value validated by `valueSchema` (NeMo: a custom pydantic model). */
    static model(name: string, valueSchema: z.ZodType, description?: string): MetricOutputSpec;
}
/** `MetricOutput {name, value}`: the value as the metric returned it (validation coerces it). */
export interface MetricOutput {
    readonly name: string;
    readonly value: unknown;
}
/** `MetricResult {outputs}`. */
export interface MetricResult {
    readonly outputs: readonly MetricOutput[];
}
/** NeMo's trial statuses (TRIALS): `failed` trials are never graded (a failed attempt). */
export declare const TRIAL_STATUSES: readonly ["completed", "partial", "failed"];
export type TrialStatus = (typeof TRIAL_STATUSES)[number];
/** `row.data.task`. */
export interface TrialTaskInfo {
    readonly id: string;
    readonly intent: string | null;
    readonly metadata: Readonly<Record<string, unknown>>;
}
/** `row.data.trial`. */
export interface TrialInfo {
    readonly id: string;
    readonly task_id: string;
    readonly status: TrialStatus;
    readonly metadata: Readonly<Record<string, unknown>>;
}
/** `row.data`: what a metric knows about the task and trial (keys exactly as NeMo's). */
export interface TrialRowData {
    /** Grader-only ground truth, never shown to the agent. */
    readonly reference: Readonly<Record<string, unknown>>;
    /** What the agent saw (`inputs.instruction` is the prompt). */
    readonly inputs: Readonly<Record<string, unknown>>;
    readonly task: TrialTaskInfo;
    readonly trial: TrialInfo;
}
/** `DatasetRow {row_index, data}`: `rowIndex` is the 0-based line index of the trial in the dataset. */
export interface DatasetRow {
    readonly rowIndex: number;
    readonly data: TrialRowData;
}
/** `CandidateOutput`: the trial under evaluation. */
export interface CandidateOutput {
    /** The agent's final answer (null when it gave none). */
    readonly outputText: string | null;
    /** A structured answer (`candidate.response`, NeMo's `response`): any JSON value; null or absent when none. */
    readonly response?: unknown;
    /** `trial.metadata` merged with `candidate.metadata` (the candidate's keys win), as NeMo's sample; `{}` when the trial has no candidate. */
    readonly metadata: Readonly<Record<string, unknown>>;
    /** Null when the trial names no evidence. */
    readonly evidence: CandidateEvidence | null;
}
/** `MetricInput {row, candidate}`. */
export interface MetricInput {
    readonly row: DatasetRow;
    readonly candidate: CandidateOutput;
}
/** NeMo's structural `Metric` protocol. */
export interface TrialMetric {
    /** Unique within a task; the summary key prefix (`<type>.<output>`). */
    readonly type: string;
    /** Optional version, written into the report's provenance (bump it when scores change). */
    readonly version?: string;
    outputSpec(): readonly MetricOutputSpec[];
    /** May throw: the error fails this metric on this trial (recorded, never a crash). */
    computeScores(input: MetricInput): Promise<MetricResult>;
    /**
     * Optional (NeMo's `MetricWithPreflight`): one-time setup, awaited once before any trial is scored.
     * An error stops `grade` before anything is written (exit 2), naming the metric's config entry.
     */
    preflight?(): Promise<void> | void;
}
/** What a metric factory may use besides its options: injected by the Node layer. */
export interface MetricFactoryContext {
    /** The recorded/replayed judge, when the invocation configured one (llm_judge needs it). */
    readonly judge?: Judge;
    readonly judgeIdentity?: JudgeIdentity;
    /** The directory of the config file, for options that name files. */
    readonly configDir?: string;
    /** The time limit on user-supplied computation a built-in metric runs (llm_judge's regex parser). */
    readonly bound?: CallBound;
}
/**
 * Builds a metric from its config entry's options (every key of `{type: x, ...options}` but
 * `type`). Throws a MetricConfigError naming the bad option for invalid options.
 */
export type TrialMetricFactory = (options: Readonly<Record<string, unknown>>, context: MetricFactoryContext) => TrialMetric;
/** A bad metric option; `field` is the option's path inside the entry (`keywords.0`). */
export declare class MetricConfigError extends FieldConfigError {
    readonly name = "MetricConfigError";
}
/** The standard descriptor names (`EVIDENCE_*`). */
export declare const EVIDENCE_INITIAL_STATE = "initial_state";
export declare const EVIDENCE_TRACE = "trace";
export declare const EVIDENCE_LOGS = "logs";
export declare const EVIDENCE_FINAL_STATE = "final_state";
export declare const EVIDENCE_VERIFIER_LOGS = "verifier_logs";
/**
 * `EvidenceDescriptor {kind, ref, format, data, metadata}`: `ref` is a local path (resolved against
 * the dataset's directory when the dataset is read, so here it is absolute) or null; `data` inline
 * content (e.g. an ATIF trajectory) or null. At least one of them is set.
 */
export interface EvidenceDescriptor {
    readonly kind: string;
    readonly ref: string | null;
    readonly format: string | null;
    readonly data: unknown;
    readonly metadata: Readonly<Record<string, unknown>>;
}
/** `CandidateEvidence`: named descriptors, each opened through a typed handle (cached per name). */
export interface CandidateEvidence {
    /** Descriptor names, in the dataset's order, optionally only those of one kind. */
    names(kind?: string): string[];
    /** The descriptor, or undefined when absent; never loads anything. */
    get(name: string): EvidenceDescriptor | undefined;
    /** The descriptor; throws when it is missing or (with `kind`) of another kind. */
    require(name: string, kind?: string): EvidenceDescriptor;
    /** Needs kind `trace` and a `ref` or `data`; the ATIF file is read and validated once. */
    trace(name?: string): Promise<TraceHandle>;
    /** Needs kind `filesystem` and a `ref` (a directory). */
    filesystem(name: string): Promise<FilesystemHandle>;
    /** Needs kind `logs` and a `ref` (a directory). */
    logs(name?: string): Promise<LogsHandle>;
}
/** One ATIF tool call as NeMo's read model keeps it. */
export interface TraceToolCall {
    readonly tool_call_id?: string | null;
    readonly function_name: string;
    readonly arguments?: unknown;
}
/** Per-step token counts as NeMo's read model keeps them. */
export interface TraceStepMetrics {
    readonly prompt_tokens?: number | null;
    readonly completion_tokens?: number | null;
}
/** One ATIF step as NeMo's read model keeps it (`source`, `message`, `tool_calls`, `metrics`). */
export interface TraceStep {
    readonly source: string;
    /** A string, or (ATIF v1.6+) an array of content parts. */
    readonly message: string | readonly unknown[];
    readonly tool_calls?: readonly TraceToolCall[] | null;
    readonly metrics?: TraceStepMetrics | null;
}
/**
 * `token_usage()`: `final_metrics`'s totals exactly as stored when the file has `final_metrics`
 * (fields may be null), else the sums of the per-step counts (a missing count is 0) with a zero
 * total reported as null.
 */
export interface TraceTokenUsage {
    readonly total_prompt_tokens: number | null;
    readonly total_completion_tokens: number | null;
}
/** The trace handle: an ATIF trajectory. */
export interface TraceHandle {
    /** Steps in file order. */
    steps(): Promise<readonly TraceStep[]>;
    /** Every tool call, in step order then call order. */
    toolCalls(): Promise<readonly TraceToolCall[]>;
    tokenUsage(): Promise<TraceTokenUsage>;
}
/** Options of `runVerifier` (NeMo: `cwd="."`, `overlay_files`, `timeout_s`). */
export interface VerifierOptions {
    /** Working directory inside the copy (default "."); outside it is an error. */
    readonly cwd?: string;
    /** Files (relative path -> UTF-8 text) written into the copy first, e.g. held-out tests. */
    readonly overlayFiles?: Readonly<Record<string, string>>;
    /** Timeout in milliseconds; the implementation has a default so nothing hangs forever. */
    readonly timeoutMs?: number;
}
/** `CommandResult {exit_code, stdout, stderr, timed_out}`; on timeout exit -1 and empty output. */
export interface CommandResult {
    readonly exitCode: number;
    readonly stdout: string;
    readonly stderr: string;
    readonly timedOut: boolean;
}
export type FilesystemChangeType = "added" | "modified" | "deleted";
export interface FilesystemDiffEntry {
    readonly path: string;
    readonly changeType: FilesystemChangeType;
}
/** `FilesystemDiff`: all added (sorted), then all deleted (sorted), then all modified (sorted). */
export interface FilesystemDiff {
    readonly entries: readonly FilesystemDiffEntry[];
    /**
     * `.changed(prefix?, kinds?)`: the entries whose path starts with `prefix` (a plain string prefix)
     * and whose change type is one of `kinds`, in `entries` order; an omitted filter keeps everything.
     */
    changed(prefix?: string | null, kinds?: readonly FilesystemChangeType[] | null): FilesystemDiffEntry[];
}
/** A directory snapshot; paths cannot escape it. */
export interface FilesystemHandle {
    /** The resolved snapshot directory. */
    readonly root: string;
    exists(relativePath: string): Promise<boolean>;
    /** `read_text(rel, encoding="utf-8")`: strict UTF-8, a BOM kept as U+FEFF, `\r\n` and `\r` read as `\n` (Python's universal newlines). */
    readText(relativePath: string): Promise<string>;
    /** `read_bytes(rel)`: the file's bytes as stored. */
    readBytes(relativePath: string): Promise<Uint8Array>;
    /** `list_files(pattern="**\/*")`: files only (a pathlib glob, default every file), sorted relative POSIX paths. */
    listFiles(pattern?: string): Promise<string[]>;
    /** `iter_paths(rel=".", recursive=false)`: files and directories under `relativePath`, sorted, relative to the snapshot. */
    iterPaths(relativePath?: string, recursive?: boolean): Promise<string[]>;
    /**
     * Runs `command` (an argv, no shell) in a temporary copy of the snapshot, never in place, with
     * a timeout; returns the exit code and output.
     */
    runVerifier(command: readonly string[], options?: VerifierOptions): Promise<CommandResult>;
    /** This snapshot as *before*, `other` as *after*: content changes of regular files. */
    diff(other: FilesystemHandle): Promise<FilesystemDiff>;
    /**
     * `unified_diff(other, rel, context=3)`: the unified diff of `relativePath` from this snapshot
     * (`a/<rel>`) to `other` (`b/<rel>`), Python difflib's hunks; `""` when both sides are the same
     * or either is not UTF-8; a missing side counts as empty.
     */
    unifiedDiff(other: FilesystemHandle, relativePath: string, context?: number): Promise<string>;
}
/** A log directory; paths cannot escape it. */
export interface LogsHandle {
    /** Sorted relative paths. */
    listFiles(): Promise<string[]>;
    /** The whole file, read as the filesystem handle's `readText` reads it. */
    readText(file: string): Promise<string>;
    /** The last `lines` lines (default 50) joined with `\n`, no trailing newline. */
    tail(file: string, lines?: number): Promise<string>;
}
/**
 * Opens the evidence of one trial: the Node layer's implementation (src/node/evidence/) has this
 * type. `datasetDir` is the directory of the dataset (refs are already absolute).
 */
export type EvidenceFactory = (descriptors: Readonly<Record<string, EvidenceDescriptor>>, options: {
    readonly datasetDir: string;
}) => CandidateEvidence;
