/** Builds a MetricInput as the protocol runner hands it to a metric (contract.ts), for metric tests. */
import { openTrialEvidence } from "../../src/node/evidence/candidate-evidence.js";
import type { EvidenceDescriptor, MetricInput } from "../../src/trials/contract.js";

export interface TrialInputParts {
  readonly outputText?: string | null;
  readonly response?: unknown;
  readonly reference?: Record<string, unknown>;
  readonly inputs?: Record<string, unknown>;
  readonly evidence?: Record<string, EvidenceDescriptor>;
  readonly datasetDir?: string;
  readonly taskId?: string;
  readonly trialId?: string;
}

export function descriptor(kind: string, ref: string | null, data: unknown = null): EvidenceDescriptor {
  return { kind, ref, format: null, data, metadata: {} };
}

export function trialInput(parts: TrialInputParts = {}): MetricInput {
  const taskId = parts.taskId ?? "task-1";
  return {
    row: {
      rowIndex: 0,
      data: {
        reference: parts.reference ?? {},
        inputs: parts.inputs ?? { instruction: "Answer the question." },
        task: { id: taskId, intent: null, metadata: {} },
        trial: { id: parts.trialId ?? `${taskId}:a`, task_id: taskId, status: "completed", metadata: {} },
      },
    },
    candidate: {
      outputText: parts.outputText === undefined ? "" : parts.outputText,
      ...(parts.response === undefined ? {} : { response: parts.response }),
      metadata: {},
      evidence: parts.evidence === undefined ? null : openTrialEvidence(parts.evidence, { datasetDir: parts.datasetDir ?? process.cwd() }),
    },
  };
}

/** A trace descriptor holding an inline ATIF trajectory with these agent steps. */
export function inlineTrace(steps: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}): Record<string, EvidenceDescriptor> {
  return { trace: descriptor("trace", null, { schema_version: "ATIF-v1.4", steps, ...extra }) };
}

/** `{name: value}` of a result's outputs. */
export function valuesOf(result: { outputs: readonly { name: string; value: unknown }[] }): Record<string, unknown> {
  return Object.fromEntries(result.outputs.map((o) => [o.name, o.value]));
}
