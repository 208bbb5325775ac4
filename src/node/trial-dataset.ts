/**
 * Reading a trial dataset (JSONL, one trial per line): every line is parsed and validated before
 * anything is graded, so a bad line stops the command (exit 2) naming `file:line` and the field,
 * with nothing written. Evidence paths are resolved against the dataset's directory (a `file://`
 * URI by its path); whether they exist is checked only when a metric opens them, so a missing
 * evidence file fails the metrics of the trials that use it, not the dataset.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { InputError } from "../core/errors.js";
import { describeJsonSyntaxError } from "../core/json-error.js";
import type { EvidenceDescriptor } from "../trials/contract.js";
import { TrialDatasetError, checkTrials, parseTrialLine, type TrialRecord } from "../trials/dataset.js";
import { readRegularFile } from "./files.js";

export interface TrialDataset {
  readonly file: string;
  readonly dir: string;
  readonly sha256: string;
  readonly trials: TrialRecord[];
  /** Task ids in order of first appearance. */
  readonly taskIds: string[];
}

function resolveRef(ref: string, dir: string): string {
  if (ref.startsWith("file://")) return fileURLToPath(ref);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) return ref; // not local: the evidence handle refuses it
  return path.resolve(dir, ref);
}

function resolveEvidence(evidence: Readonly<Record<string, EvidenceDescriptor>> | null, dir: string): Readonly<Record<string, EvidenceDescriptor>> | null {
  if (evidence === null) return null;
  const out: Record<string, EvidenceDescriptor> = {};
  for (const [name, d] of Object.entries(evidence)) out[name] = d.ref === null ? d : { ...d, ref: resolveRef(d.ref, dir) };
  return out;
}

/** Parses dataset text (for tests and the reader). */
export function parseTrialDataset(text: string, file: string): { trials: TrialRecord[]; taskIds: string[] } {
  const dir = path.dirname(path.resolve(file));
  const trials: TrialRecord[] = [];
  // a UTF-8 byte order mark some editors write is not part of the first line's JSON
  const lines = (text.startsWith("\ufeff") ? text.slice(1) : text).split("\n");
  lines.forEach((raw, i) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      // V8's message quotes the line: say what is wrong and where in the line, quoting none of it
      const problem = describeJsonSyntaxError(error, line).replace(/ at line 1, column (\d+)$/, " at column $1");
      throw new TrialDatasetError(file, i + 1, undefined, `not valid JSON (${problem})`);
    }
    const record = parseTrialLine(value, file, i + 1, trials.length);
    trials.push({ ...record, evidence: resolveEvidence(record.evidence, dir) });
  });
  if (trials.length === 0) throw new InputError(`${file}: the dataset has no trials (expected one JSON trial per line: {task, trial, inputs, reference, candidate}; docs/trials.md)`);
  checkTrials(trials, file);
  const taskIds = [...new Set(trials.map((t) => t.task.id))];
  return { trials, taskIds };
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function refusesPrefix(bytes: Buffer, end: number): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, end), { stream: true });
    return false;
  } catch {
    return true;
  }
}

/**
 * Bytes that are not UTF-8 are refused, naming the line and byte, as NeMo's reader (Python's
 * strict UTF-8 decoding) refuses them: a replacement character would silently change what the
 * metrics compare.
 */
function checkUtf8(bytes: Buffer, file: string): void {
  try {
    strictUtf8.decode(bytes);
    return;
  } catch {
    // find the line, then the first bad byte in it
  }
  let start = 0;
  for (let lineNumber = 1; start <= bytes.length; lineNumber++) {
    const newline = bytes.indexOf(0x0a, start);
    const line = bytes.subarray(start, newline === -1 ? bytes.length : newline);
    try {
      strictUtf8.decode(line);
    } catch {
      // the shortest prefix a streaming decoder refuses (an unfinished sequence at its end is not yet
      // an error, so refusal is monotonic: binary search); the bad sequence starts after the
      // characters its one-shorter prefix completes
      let [low, high] = [0, line.length];
      while (low < high) {
        const mid = (low + high) >> 1;
        if (refusesPrefix(line, mid + 1)) high = mid;
        else low = mid + 1;
      }
      const valid = Buffer.byteLength(new TextDecoder("utf-8").decode(line.subarray(0, low), { stream: true }));
      throw new TrialDatasetError(file, lineNumber, undefined, `invalid UTF-8 at byte ${valid + 1} of the line (NeMo's reader refuses it too)`);
    }
    if (newline === -1) break;
    start = newline + 1;
  }
}

export async function readTrialDataset(file: string): Promise<TrialDataset> {
  let bytes: Buffer;
  try {
    // a regular file only: a named pipe named like the dataset would block a plain read forever
    bytes = await readRegularFile(file);
  } catch (error) {
    const notFound = (error as { cause?: NodeJS.ErrnoException }).cause?.code === "ENOENT";
    throw new InputError(`--dataset ${notFound ? `${file}: file not found` : (error as Error).message}`, { cause: error });
  }
  checkUtf8(bytes, file);
  const { trials, taskIds } = parseTrialDataset(bytes.toString("utf8"), file);
  return { file, dir: path.dirname(path.resolve(file)), sha256: createHash("sha256").update(bytes).digest("hex"), trials, taskIds };
}
