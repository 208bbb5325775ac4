/**
 * A test double: `CandidateEvidence` over descriptors alone (`names`, `get` and `require` as NeMo's)
 * with handles the test supplies (`open`); a handle with no opener fails that metric on that trial.
 * `agent-eval grade` uses the real handles of src/node/evidence/ (LocalCandidateEvidence).
 */
import type { CandidateEvidence, EvidenceDescriptor, FilesystemHandle, LogsHandle, TraceHandle } from "../../src/trials/contract.js";

export interface HandleOpeners {
  readonly trace?: (descriptor: EvidenceDescriptor, name: string) => Promise<TraceHandle>;
  readonly filesystem?: (descriptor: EvidenceDescriptor, name: string) => Promise<FilesystemHandle>;
  readonly logs?: (descriptor: EvidenceDescriptor, name: string) => Promise<LogsHandle>;
}

export function descriptorEvidence(descriptors: Readonly<Record<string, EvidenceDescriptor>>, open: HandleOpeners = {}): CandidateEvidence {
  const cache = new Map<string, Promise<unknown>>();
  const evidence: CandidateEvidence = {
    names: (kind) => Object.keys(descriptors).filter((n) => kind === undefined || descriptors[n]?.kind === kind),
    get: (name) => (Object.hasOwn(descriptors, name) ? descriptors[name] : undefined),
    require: (name, kind) => {
      const d = evidence.get(name);
      if (d === undefined) throw new Error(`evidence '${name}' is missing (this trial has: ${Object.keys(descriptors).join(", ") || "none"})`);
      if (kind !== undefined && d.kind !== kind) throw new Error(`evidence '${name}' is of kind '${d.kind}', not '${kind}'`);
      return d;
    },
    trace: (name = "trace") => handle(name, "trace", open.trace),
    filesystem: (name) => handle(name, "filesystem", open.filesystem),
    logs: (name = "logs") => handle(name, "logs", open.logs),
  };
  function handle<T>(name: string, kind: string, opener: ((d: EvidenceDescriptor, name: string) => Promise<T>) | undefined): Promise<T> {
    const cached = cache.get(name);
    if (cached !== undefined) return cached as Promise<T>;
    let promise: Promise<T>;
    try {
      const d = evidence.require(name, kind);
      promise = opener === undefined ? Promise.reject(new Error(`${kind} evidence handles are not available in this build`)) : opener(d, name);
    } catch (error) {
      promise = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    cache.set(name, promise);
    return promise;
  }
  return evidence;
}
