/**
 * `CandidateEvidence` for one trial (NeMo's `values/evidence.py`): the named descriptors, and the
 * handles that open them, each opened once and cached per name.
 *
 * - `get(name)` never loads anything; `require(name, kind?)` throws when the descriptor is missing
 *   or of another kind;
 * - `trace(name = "trace")` needs kind `trace` and a `ref` or `data`; `filesystem(name)` kind
 *   `filesystem` and a `ref`; `logs(name = "logs")` kind `logs` and a `ref`;
 * - a `ref` is a local path (relative refs are taken from the dataset's directory) or a `file://`
 *   URI; `http(s)`, `s3`, `gs` and any other scheme are refused as not local; a ref must lie
 *   inside the dataset's directory (NeMo's `read_trials` refuses refs that escape the bundle).
 *
 * Every problem (a missing descriptor, a missing file or directory, a bad trajectory) is thrown
 * when the metric opens the handle, so it fails that metric on that trial, not the dataset.
 */
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import type {
  CandidateEvidence,
  EvidenceDescriptor,
  EvidenceFactory,
  FilesystemHandle,
  LogsHandle,
  TraceHandle,
} from "../../trials/contract.js";
import { EVIDENCE_LOGS, EVIDENCE_TRACE } from "../../trials/contract.js";
import { LocalFilesystemEvidence } from "./filesystem-evidence.js";
import { LocalLogsEvidence } from "./logs-evidence.js";
import { EvidencePathError, isInside, pyRealpath, refLocation } from "./paths.js";
import { AtifTraceEvidence } from "./trace-evidence.js";

/** A missing descriptor, a descriptor of the wrong kind, or one without what its handle needs. */
export class EvidenceError extends Error {
  override readonly name = "EvidenceError";
}

/** The absolute local path of a ref, refused when it is not local or leaves `datasetDir`. */
export function resolveRef(ref: string, datasetDir: string, label: string): string {
  const location = refLocation(ref);
  if ("scheme" in location) {
    throw new EvidenceError(`${label}: ref ${JSON.stringify(ref)} is not local (${location.scheme}:); only local paths and file:// URIs can be read`);
  }
  const local = location.local;
  const base = existsSync(datasetDir) ? realpathSync(datasetDir) : path.resolve(datasetDir);
  // resolved as Path.resolve() resolves it: a ".." after a linked directory climbs from its target
  const real = pyRealpath(path.isAbsolute(local) ? local : `${base}/${local}`);
  if (real === undefined) throw new EvidencePathError(`${label}: ref ${JSON.stringify(ref)} is a symlink loop`);
  if (!isInside(base, real)) {
    throw new EvidencePathError(`${label}: ref ${JSON.stringify(ref)} lies outside the dataset's directory ${datasetDir}`);
  }
  return real;
}

function describe(descriptors: Readonly<Record<string, EvidenceDescriptor>>): string {
  const names = Object.keys(descriptors);
  return names.length === 0 ? "this trial has no evidence" : `this trial has: ${names.join(", ")}`;
}

export class LocalCandidateEvidence implements CandidateEvidence {
  private readonly handles = new Map<string, Promise<unknown>>();

  constructor(
    private readonly descriptors: Readonly<Record<string, EvidenceDescriptor>>,
    private readonly datasetDir: string,
  ) {}

  names(kind?: string): string[] {
    return Object.entries(this.descriptors)
      .filter(([, descriptor]) => kind === undefined || descriptor.kind === kind)
      .map(([name]) => name);
  }

  get(name: string): EvidenceDescriptor | undefined {
    return Object.hasOwn(this.descriptors, name) ? this.descriptors[name] : undefined;
  }

  require(name: string, kind?: string): EvidenceDescriptor {
    const descriptor = this.get(name);
    if (descriptor === undefined) throw new EvidenceError(`evidence '${name}' is missing (${describe(this.descriptors)})`);
    if (kind !== undefined && descriptor.kind !== kind) {
      throw new EvidenceError(`evidence '${name}' has kind '${descriptor.kind}', expected '${kind}'`);
    }
    return descriptor;
  }

  trace(name: string = EVIDENCE_TRACE): Promise<TraceHandle> {
    return this.cached(name, "trace", async () => {
      const descriptor = this.require(name, "trace");
      const label = `evidence '${name}'`;
      if (descriptor.data !== null && descriptor.data !== undefined) return AtifTraceEvidence.fromData(descriptor.data, `${label} (inline trajectory)`);
      const file = this.refOf(descriptor, name);
      return AtifTraceEvidence.fromFile(file, `${label} (${this.shown(file)})`);
    });
  }

  filesystem(name: string): Promise<FilesystemHandle> {
    return this.cached(name, "filesystem", () => {
      const descriptor = this.require(name, "filesystem");
      const dir = this.refOf(descriptor, name);
      return LocalFilesystemEvidence.open(dir, `evidence '${name}' (${this.shown(dir)})`);
    });
  }

  logs(name: string = EVIDENCE_LOGS): Promise<LogsHandle> {
    return this.cached(name, "logs", () => {
      const descriptor = this.require(name, "logs");
      const dir = this.refOf(descriptor, name);
      return LocalLogsEvidence.open(dir, `evidence '${name}' (${this.shown(dir)})`);
    });
  }

  private refOf(descriptor: EvidenceDescriptor, name: string): string {
    if (typeof descriptor.ref !== "string" || descriptor.ref === "") {
      throw new EvidenceError(`evidence '${name}' (kind '${descriptor.kind}') has no ref: its handle reads a local path`);
    }
    return resolveRef(descriptor.ref, this.datasetDir, `evidence '${name}'`);
  }

  /** A path as the user wrote it: relative to the dataset's directory when inside it. */
  private shown(file: string): string {
    const base = existsSync(this.datasetDir) ? realpathSync(this.datasetDir) : this.datasetDir;
    return isInside(base, file) ? path.relative(base, file).split(path.sep).join("/") : file;
  }

  /**
   * One handle per name and handle type (asking a trace for its filesystem must still fail on the
   * kind); a failed open stays cached too, so every metric of the trial sees the same error.
   */
  private cached<T>(name: string, handleType: string, open: () => T | Promise<T>): Promise<T> {
    const key = `${handleType}\u0000${name}`;
    let handle = this.handles.get(key) as Promise<T> | undefined;
    if (handle === undefined) {
      handle = Promise.resolve().then(open);
      this.handles.set(key, handle);
    }
    return handle;
  }
}

/** The Node layer's `EvidenceFactory`: the evidence of one trial, opened lazily. */
export const openTrialEvidence: EvidenceFactory = (descriptors, options) => new LocalCandidateEvidence(descriptors, options.datasetDir);
