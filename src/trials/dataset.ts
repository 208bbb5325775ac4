/**
 * A trial dataset line (issue 8 §1), validated with zod: `task {id, intent?, metadata?}`,
 * `trial {id, task_id, status, metadata?}` (NeMo's statuses), `inputs`, `reference` (grader-only),
 * `candidate {output_text, response?, metadata, evidence?}`. Unknown keys are errors (NeMo's models forbid
 * them too), so a typo never silently drops data.
 *
 * `candidate.evidence` maps names to descriptors. Three spellings:
 * - NeMo's descriptor `{kind, ref?, format?, data?, metadata?}` (at least one of ref and data);
 * - a path string for a standard name: `trace` (kind trace), `final_state` / `initial_state`
 *   (kind filesystem), `logs` / `verifier_logs` (kind logs);
 * - an inline ATIF trajectory object for a trace (`{"schema_version": "ATIF-v1.4", ...}`).
 * NeMo's `{descriptors: {...}, metadata: {...}}` wrapper is accepted as well.
 * Paths stay as written here; the Node reader resolves them against the dataset's directory.
 */
import { z } from "zod";
import { LineInputError } from "../core/errors.js";
import { ownKeysRecord } from "../core/own-record.js";
import { defineOwn } from "../core/own-keys.js";
import { firstIssue } from "../core/schema-issue.js";
import {
  EVIDENCE_FINAL_STATE,
  EVIDENCE_INITIAL_STATE,
  EVIDENCE_LOGS,
  EVIDENCE_TRACE,
  EVIDENCE_VERIFIER_LOGS,
  TRIAL_STATUSES,
  type EvidenceDescriptor,
  type TrialInfo,
  type TrialTaskInfo,
} from "./contract.js";

/** A bad dataset line: `file:line: field 'x': problem`. */
export class TrialDatasetError extends LineInputError {
  override readonly name = "TrialDatasetError";
}

const objectSchema = ownKeysRecord(z.string(), z.unknown());
const nonEmpty = z.string().min(1, { message: "must not be empty" });

const taskSchema = z
  .object({
    id: nonEmpty,
    intent: z.string().nullish(),
    metadata: objectSchema.default({}),
  })
  .strict();

const trialSchema = z
  .object({
    id: nonEmpty,
    task_id: nonEmpty,
    status: z.enum(TRIAL_STATUSES),
    metadata: objectSchema.default({}),
  })
  .strict();

const candidateSchema = z
  .object({
    output_text: z.string().nullish(),
    // NeMo's AgentOutput.response: any JSON value (a structured answer), null when absent
    response: z.unknown().optional(),
    metadata: objectSchema.default({}),
    evidence: objectSchema.nullish(),
  })
  .strict();

const lineSchema = z
  .object({
    task: taskSchema,
    trial: trialSchema,
    inputs: objectSchema.default({}),
    reference: objectSchema.default({}),
    candidate: candidateSchema.optional(),
  })
  .strict();

// NeMo's EvidenceDescriptor: `kind: str`, `ref: str | None` (no length rule: an empty one fails the
// handle that opens it, on that trial, not the dataset)
const descriptorSchema = z
  .object({
    kind: z.string(),
    ref: z.string().nullish(),
    format: z.string().nullish(),
    data: z.unknown().optional(),
    metadata: objectSchema.default({}),
  })
  .strict()
  .refine((d) => (d.ref !== undefined && d.ref !== null) || (d.data !== undefined && d.data !== null), {
    message: "an evidence descriptor needs a ref or data",
  });

/** The kind a bare path or inline value under a standard name has. */
const STANDARD_KINDS: Readonly<Record<string, string>> = {
  [EVIDENCE_TRACE]: "trace",
  [EVIDENCE_FINAL_STATE]: "filesystem",
  [EVIDENCE_INITIAL_STATE]: "filesystem",
  [EVIDENCE_LOGS]: "logs",
  [EVIDENCE_VERIFIER_LOGS]: "logs",
};

/** NeMo's format hint for a trace path: `atif` when the name starts with `atif` or has `.atif.`. */
function traceFormat(ref: string): string {
  const base = ref.split(/[\\/]/).pop() ?? ref;
  return base.startsWith("atif") || base.includes(".atif.") ? "atif" : "json";
}

/** One trial as the grader sees it. */
export interface TrialRecord {
  /** 0-based index among the dataset's trials (NeMo's `row_index`). */
  readonly rowIndex: number;
  /** 1-based line in the file. */
  readonly line: number;
  readonly task: TrialTaskInfo;
  readonly trial: TrialInfo;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly reference: Readonly<Record<string, unknown>>;
  readonly outputText: string | null;
  /** Whether the line has a `candidate` (NeMo's trial `output`); without one a metric's candidate is empty. */
  readonly hasCandidate: boolean;
  /** `candidate.response` (NeMo's `AgentOutput.response`): any JSON value; null when absent. */
  readonly response: unknown;
  readonly candidateMetadata: Readonly<Record<string, unknown>>;
  /** Descriptors by name, in the line's order; null when the trial has no evidence. */
  readonly evidence: Readonly<Record<string, EvidenceDescriptor>> | null;
  /** The line as parsed (with defaults): what OpenJudge mappers address. */
  readonly row: Readonly<Record<string, unknown>>;
  /**
   * The line's `candidate.evidence` text, kept when it holds a number Python's json.loads reads
   * differently from JSON.parse (a trace's `1.0`), so the grader rows can read it as upstream does.
   */
  readonly pythonEvidenceText?: string;
}

function parseDescriptor(name: string, value: unknown, fail: (field: string, detail: string) => never): EvidenceDescriptor {
  const field = `candidate.evidence.${name}`;
  const standard = Object.hasOwn(STANDARD_KINDS, name) ? STANDARD_KINDS[name] : undefined;
  if (typeof value === "string") {
    if (value === "") fail(field, "must not be empty");
    if (standard === undefined) fail(field, `a bare path names only a standard descriptor (${Object.keys(STANDARD_KINDS).join(", ")}); write {kind, ref} for '${name}'`);
    return { kind: standard, ref: value, format: standard === "trace" ? traceFormat(value) : "dir", data: null, metadata: {} };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) fail(field, "expected a path, a descriptor {kind, ref?, data?} or an inline trajectory");
  if (!("kind" in value)) {
    if (standard !== "trace") fail(field, "a descriptor needs a kind (only a trace may be given inline)");
    return { kind: "trace", ref: null, format: "atif", data: value, metadata: {} };
  }
  const parsed = descriptorSchema.safeParse(value);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    fail(issue.field === undefined ? field : `${field}.${issue.field}`, issue.message);
  }
  const d = parsed.data;
  return { kind: d.kind, ref: d.ref ?? null, format: d.format ?? null, data: d.data ?? null, metadata: d.metadata };
}

function parseEvidence(raw: Record<string, unknown>, fail: (field: string, detail: string) => never): Record<string, EvidenceDescriptor> {
  const keys = Object.keys(raw);
  const wrapped = keys.length > 0 && keys.every((k) => k === "descriptors" || k === "metadata") && typeof raw.descriptors === "object" && raw.descriptors !== null;
  const map = wrapped ? (raw.descriptors as Record<string, unknown>) : raw;
  const out: Record<string, EvidenceDescriptor> = {};
  for (const [name, value] of Object.entries(map)) defineOwn(out, name, parseDescriptor(name, value, fail));
  return out;
}

/** The descriptors of a `candidate.evidence` value already accepted by parseTrialLine. */
export function evidenceDescriptors(raw: Record<string, unknown>): Record<string, EvidenceDescriptor> {
  return parseEvidence(raw, (field, detail) => {
    throw new Error(`candidate evidence ${field}: ${detail}`);
  });
}

/** Parses one dataset line (already JSON-parsed); throws a TrialDatasetError naming the field. */
export function parseTrialLine(value: unknown, file: string, line: number, rowIndex: number): TrialRecord {
  const fail = (field: string | undefined, detail: string): never => {
    throw new TrialDatasetError(file, line, field, detail);
  };
  if (value === null || typeof value !== "object" || Array.isArray(value)) fail(undefined, "expected a JSON object (one trial per line)");
  const parsed = lineSchema.safeParse(value);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    fail(issue.field, issue.message);
  }
  const data = (parsed as { data: z.output<typeof lineSchema> }).data;
  if (data.trial.task_id !== data.task.id) fail("trial.task_id", `'${data.trial.task_id}' is not the line's task id '${data.task.id}'`);
  if (data.trial.status === "completed" && data.candidate === undefined) fail("candidate", "a completed trial needs a candidate (its output)");
  const candidate = data.candidate;
  const evidence = candidate?.evidence === undefined || candidate.evidence === null ? null : parseEvidence(candidate.evidence, fail);
  return {
    rowIndex,
    line,
    task: { id: data.task.id, intent: data.task.intent ?? null, metadata: data.task.metadata },
    trial: { id: data.trial.id, task_id: data.trial.task_id, status: data.trial.status, metadata: data.trial.metadata },
    inputs: data.inputs,
    reference: data.reference,
    hasCandidate: candidate !== undefined,
    outputText: candidate?.output_text ?? null,
    response: candidate?.response ?? null,
    candidateMetadata: candidate?.metadata ?? {},
    evidence,
    row: data,
  };
}

/** Dataset-wide rules: a trial id is unique within its task (NeMo joins attempts by trial id). */
export function checkTrials(records: readonly TrialRecord[], file: string): void {
  const seen = new Map<string, number>();
  for (const r of records) {
    const key = JSON.stringify([r.task.id, r.trial.id]);
    const first = seen.get(key);
    if (first !== undefined) throw new TrialDatasetError(file, r.line, "trial.id", `trial '${r.trial.id}' of task '${r.task.id}' is already on line ${first}`);
    seen.set(key, r.line);
  }
}
