/**
 * Reading a trial dataset (JSONL, one trial per line): every line is parsed and validated before
 * anything is graded, so a bad line stops the command (exit 2) naming `file:line` and the field,
 * with nothing written. Evidence paths are resolved against the dataset's directory (a `file://`
 * URI by its path); whether they exist is checked only when a metric opens them, so a missing
 * evidence file fails the metrics of the trials that use it, not the dataset.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { InputError } from "../core/errors.js";
import { defineOwn } from "../core/own-keys.js";
import { PyFloat, plainNumbers } from "../core/json-format.js";
import { PyIntDigitsError, hasLongDigitRun, PyJsonDecodeError, PyRecursionError, pyJsonLoads, pyJsonToJs, pyJsonTooDeep, type PyJsonValue } from "../core/py-json.js";
import { describeJsonLineSyntaxError, jsonSyntaxErrorOffset } from "../core/json-error.js";
import type { EvidenceDescriptor } from "../trials/contract.js";
import { TrialDatasetError, checkTrials, evidenceDescriptors, parseTrialLine, type TrialRecord } from "../trials/dataset.js";
import { readRegularFile } from "./files.js";
import { refLocation } from "./evidence/paths.js";
import { invalidUtf8Offset } from "./utf8-offset.js";

export interface TrialDataset {
  readonly file: string;
  readonly dir: string;
  readonly sha256: string;
  readonly trials: TrialRecord[];
  /** Task ids in order of first appearance. */
  readonly taskIds: string[];
}

function resolveRef(ref: string, dir: string): string {
  const location = refLocation(ref);
  if ("scheme" in location) return ref; // not local: the evidence handle refuses it
  // not normalised: the evidence handle resolves it as Path.resolve() does (a ".." after a link climbs from its target)
  return path.isAbsolute(location.local) ? location.local : `${path.resolve(dir)}/${location.local}`;
}

function resolveEvidence(evidence: Readonly<Record<string, EvidenceDescriptor>> | null, dir: string): Readonly<Record<string, EvidenceDescriptor>> | null {
  if (evidence === null) return null;
  const out: Record<string, EvidenceDescriptor> = {};
  for (const [name, d] of Object.entries(evidence)) defineOwn(out, name, d.ref === null || d.ref === "" ? d : { ...d, ref: resolveRef(d.ref, dir) });
  return out;
}

/**
 * A number lexeme whose JSON.parse value loses what Python's `json.loads` keeps: a float written
 * with a point or an exponent (`1.0`, `1e2`: it may be whole), an int of 16 or more digits (beyond
 * 2^53 it is not exact), an int `-0` (Python's 0, JSON.parse's -0). Only a lexeme after `:`, `,`
 * or `[` can be a value; text inside strings may match too, which costs a second parse, never a
 * wrong value.
 */
const PYTHON_NUMBER_HINT = /[:,[]\s*(?:-?\d+[.eE]|-?\d{16}|-0(?![.eE\d]))/;

/**
 * The same for evidence (traces: many fractional floats, which JSON.parse reads as Python does),
 * narrower: only a float with a whole value's look (`1.0`, `2.00`, or any exponent form), a long int
 * or `-0`. A fraction such as `0.25` does not match, so a trace without whole floats is parsed once.
 */
const EVIDENCE_NUMBER_HINT = /[:,[]\s*(?:-?\d+\.0+(?![0-9])|-?\d+(?:\.\d+)?[eE]|-?\d{16}|-0(?![.eE\d]))/;

/** Whether evidence text may hold a number JSON.parse reads differently from json.loads (EVIDENCE_NUMBER_HINT). */
export function evidenceNumbersMayDiffer(text: string): boolean {
  return EVIDENCE_NUMBER_HINT.test(text);
}

/**
 * A key JavaScript objects list first whatever its place in the line (`"2":`, `"10":`: an
 * integer-like key), where a Python dict keeps the line's order: such lines are read by the
 * CPython-exact parser, which records the order for the Python printers (core/py-dict-order.ts).
 * Text inside strings may match too, which costs a second parse, never a wrong value.
 */
const INTEGER_KEY_HINT = /"(?:0|[1-9][0-9]*)"\s*:/;

/** The line's value as upstream sees it, and its evidence text when that holds a number JSON.parse reads differently. */
interface PythonLine {
  readonly value: unknown;
  readonly evidenceText?: string;
}

/**
 * A parsed value as upstream sees it. Python's `json.loads` reads `1.0` as a float and `1` as an
 * int, and what OpenJudge and NeMo print or compare depends on it (`str(1.0)` is `1.0`,
 * `"{x:.2}".format(x=1)` raises, an exact match of reference `1.0` against the answer "1.0"
 * matches). JSON.parse gives the number 1 for both. So the few values where it matters are kept
 * apart, in a representation the rest of the code reads without change (core/py-repr.ts decides
 * a plain number's Python type by its value: whole below 1e16 = int, otherwise float):
 * - a float with a whole value below 1e16 (`1.0`, `1e2`, `0.0`) becomes a `PyFloat` (a Number
 *   object: arithmetic, comparisons, JSON.stringify and nunjucks see the plain value, so our own
 *   prompts and their fixture keys do not change; the Python printers see a float);
 * - an int beyond 2^53 becomes a `bigint` (exact, as Python's int);
 * - an int `-0` becomes 0; every other number stays the plain JavaScript number.
 * Lines without such a lexeme (nearly all) keep JSON.parse's result: the CPython-exact parser
 * (core/py-json.ts) runs only on lines the hint matches. The trial's evidence stays as JSON.parse
 * read it, for the metrics' evidence handles (NeMo's trace handles read plain JSON); its text is
 * kept when it holds a whole float, so the OpenJudge grader rows read it as json.loads does
 * (pythonEvidence).
 */
function withPythonNumbers(line: string, parsed: unknown): PythonLine {
  if (!PYTHON_NUMBER_HINT.test(line) && !INTEGER_KEY_HINT.test(line)) return { value: parsed };
  // the evidence (inline traces: the bulk of a line, often with floats) is not parsed again here:
  // the grader rows read its Python view when they need it (pythonEvidence)
  const span = line.includes('"evidence"') ? evidenceSpan(line) : undefined;
  const evidence = span === undefined ? undefined : line.slice(...span);
  const evidenceText = evidence !== undefined && (EVIDENCE_NUMBER_HINT.test(evidence) || INTEGER_KEY_HINT.test(evidence)) ? evidence : undefined;
  // json.loads reads the whole line, so an int of more than 4300 digits in the evidence refuses it too
  if (evidenceText !== undefined && hasLongDigitRun(evidenceText)) pyJsonLoads(evidenceText);
  const rest = span === undefined ? line : `${line.slice(0, span[0])}null${line.slice(span[1])}`;
  if (span !== undefined && !PYTHON_NUMBER_HINT.test(rest) && !INTEGER_KEY_HINT.test(rest)) return { value: parsed, ...(evidenceText === undefined ? {} : { evidenceText }) };
  return { value: pythonValue(line, rest, parsed), ...(evidenceText === undefined ? {} : { evidenceText }) };
}

function pythonValue(line: string, rest: string, parsed: unknown): unknown {
  let value: PyJsonValue;
  try {
    value = pyJsonLoads(rest);
  } catch (error) {
    if (rest === line || !(error instanceof PyJsonDecodeError)) throw error;
    value = pyJsonLoads(line); // not expected: the span is a whole value
  }
  if (!(value instanceof Map)) return pyJsonToJs(value);
  const plainCandidate = (parsed as { candidate?: unknown }).candidate;
  const out: Record<string, unknown> = {};
  for (const [key, item] of value) {
    // the candidate's evidence as JSON.parse read it (evidence files are read that way too)
    if (key === "candidate" && item instanceof Map && isPlainObject(plainCandidate) && Object.hasOwn(plainCandidate, "evidence")) {
      const candidate: Record<string, unknown> = {};
      for (const [k, v] of item) defineOwn(candidate, k, k === "evidence" ? plainCandidate.evidence : pyJsonToJs(v));
      defineOwn(out, key, candidate);
    } else defineOwn(out, key, pyJsonToJs(item));
  }
  return out;
}

const isJsonSpace = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13;

/** The index of the quote that closes the JSON string opening at `open`, or -1. */
function stringEnd(text: string, open: number): number {
  let from = open + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return -1;
    let backslashes = 0;
    for (let k = quote - 1; text.charCodeAt(k) === 92; k--) backslashes++;
    if (backslashes % 2 === 0) return quote;
    from = quote + 1;
  }
}

/**
 * `[start, end)` of the value of the top-level `candidate` object's `evidence` key in a line that
 * JSON.parse accepted, or undefined when it has none. A structural scan: strings are skipped
 * whole, brackets counted outside them.
 */
export function evidenceSpan(text: string): [number, number] | undefined {
  let depth = 0;
  let topKey: string | undefined;
  let start = -1;
  for (let i = 0; i < text.length && start < 0; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      const close = stringEnd(text, i);
      if (close < 0) return undefined;
      let k = close + 1;
      while (isJsonSpace(text.charCodeAt(k))) k++;
      if (text.charCodeAt(k) === 58 && (depth === 1 || depth === 2)) {
        const key = text.slice(i + 1, close);
        if (depth === 1) topKey = key;
        else if (topKey === "candidate" && key === "evidence") {
          k++;
          while (isJsonSpace(text.charCodeAt(k))) k++;
          start = k;
        }
      }
      i = close;
    } else if (code === 123 || code === 91) depth++;
    else if (code === 125 || code === 93) depth--;
  }
  if (start < 0) return undefined;
  let nested = 0;
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      const close = stringEnd(text, i);
      if (close < 0) return undefined;
      if (nested === 0) return [start, close + 1];
      i = close;
    } else if (code === 123 || code === 91) nested++;
    else if (code === 125 || code === 93) {
      if (nested === 0) return [start, i];
      nested--;
      if (nested === 0) return [start, i + 1];
    } else if (nested === 0 && (code === 44 || isJsonSpace(code))) return [start, i];
  }
  return undefined;
}

/**
 * A line JSON.parse refuses but Python's json.loads reads (a NaN, Infinity or -Infinity literal), as
 * `withPythonNumbers` would give it, its evidence with plain numbers; json.loads' error when Python
 * refuses it too.
 */
function pythonOnlyJson(line: string): PythonLine | PyJsonDecodeError {
  let value: PyJsonValue;
  try {
    value = pyJsonLoads(line);
  } catch (error) {
    if (error instanceof PyJsonDecodeError) return error;
    throw error;
  }
  const converted = pyJsonToJs(value);
  const candidate = isPlainObject(converted) ? converted.candidate : undefined;
  if (!isPlainObject(candidate) || !Object.hasOwn(candidate, "evidence")) return { value: converted };
  const span = evidenceSpan(line);
  const evidenceText = span === undefined ? undefined : line.slice(...span);
  // PyFloats and bigints as plain numbers: what JSON.parse gives, for the evidence handles
  candidate.evidence = plainNumbers(candidate.evidence);
  return { value: converted, ...(evidenceText === undefined ? {} : { evidenceText }) };
}

/**
 * The trial's evidence descriptors as Python's json.loads reads them (a trace's `1.0` a PyFloat),
 * for what OpenJudge mappers address (`candidate.evidence.trace.…`); the trial's own `evidence`
 * keeps JSON.parse's numbers for the metrics' evidence handles. Undefined when the line's evidence
 * holds no number that the two read differently.
 */
export function pythonEvidence(trial: TrialRecord, dir: string): Readonly<Record<string, EvidenceDescriptor>> | undefined {
  if (trial.pythonEvidenceText === undefined) return undefined;
  const value = pyJsonToJs(pyJsonLoads(trial.pythonEvidenceText));
  if (!isPlainObject(value)) return undefined;
  return resolveEvidence(evidenceDescriptors(value), dir) ?? undefined;
}

/** A trace file's JSON as json.loads reads it; JSON.parse's errors (and its value, when no number differs). */
export function parseTraceJson(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // NaN, Infinity and -Infinity are JSON to Python's json.load (a trace's NaN is a float there);
    // text Python refuses too keeps JSON.parse's error
    try {
      return pyJsonToJs(pyJsonLoads(text));
    } catch (pythonError) {
      if (pythonError instanceof PyJsonDecodeError) throw error;
      throw pythonError;
    }
  }
  // json.load refuses it (RecursionError), and the row's copies would overflow the stack
  const tooDeep = pyJsonTooDeep(text);
  if (tooDeep !== undefined) throw new PyRecursionError(tooDeep);
  return EVIDENCE_NUMBER_HINT.test(text) || INTEGER_KEY_HINT.test(text) ? pyJsonToJs(pyJsonLoads(text)) : parsed;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof PyFloat);
}

/**
 * A line with an int of more than 4300 digits (a ValueError) or nested too deep (a RecursionError):
 * Python's json.loads raises, so NeMo's reader fails on it.
 */
function longIntError(file: string, line: number, error: PyIntDigitsError | PyRecursionError): TrialDatasetError {
  return new TrialDatasetError(file, line, undefined, `not valid JSON to Python's json.loads (${error.name}: ${error.message})`);
}

const refusedByPython = (error: unknown): error is PyIntDigitsError | PyRecursionError => error instanceof PyIntDigitsError || error instanceof PyRecursionError;

/** A NaN, Infinity or -Infinity literal at `offset`: JSON.parse refuses it, json.loads reads it. */
const PYTHON_ONLY_LITERAL = /NaN|-?Infinity/y;

/**
 * What is wrong with a line both parsers refuse, and where, quoting none of it (V8's message quotes
 * the line). JSON.parse stops at the first NaN or Infinity, which json.loads reads: the problem is
 * then where json.loads stops, said in its words.
 */
function syntaxProblem(error: unknown, python: PyJsonDecodeError, line: string): string {
  const offset = jsonSyntaxErrorOffset(error, line);
  if (offset === undefined || offset === python.pos) return describeJsonLineSyntaxError(error, line);
  PYTHON_ONLY_LITERAL.lastIndex = offset;
  // V8 reports "-Infinity" at the "I" after the minus sign
  if (!PYTHON_ONLY_LITERAL.test(line) && !(line.charCodeAt(offset - 1) === 45 && line.startsWith("Infinity", offset))) return describeJsonLineSyntaxError(error, line);
  // python.pos counts code points, as json.loads' column does; "Unterminated string starting at" ends in "at"
  return `${python.msg}${python.msg.endsWith(" at") ? "" : " at"} column ${python.pos + 1}`;
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
    let value: PythonLine;
    const tooDeep = pyJsonTooDeep(line);
    if (tooDeep !== undefined) throw longIntError(file, i + 1, new PyRecursionError(tooDeep));
    try {
      value = withPythonNumbers(line, JSON.parse(line));
    } catch (error) {
      if (refusedByPython(error)) throw longIntError(file, i + 1, error);
      // NaN, Infinity and -Infinity are JSON to Python's json.loads (so to NeMo and OpenJudge)
      let python: PythonLine | PyJsonDecodeError;
      try {
        python = pythonOnlyJson(line);
      } catch (pythonError) {
        if (refusedByPython(pythonError)) throw longIntError(file, i + 1, pythonError);
        throw pythonError;
      }
      if (python instanceof PyJsonDecodeError) {
        // an old Mac file's CR-only line ends join its lines into one, which reads as two JSON values
        const lineEnd = line.includes("\r") ? "; the line holds a carriage return (CR) that is not part of a CRLF: lines end with LF or CRLF" : "";
        throw new TrialDatasetError(file, i + 1, undefined, `not valid JSON (${syntaxProblem(error, python, line)}${lineEnd})`);
      }
      value = python;
    }
    const record = parseTrialLine(value.value, file, i + 1, trials.length);
    trials.push({ ...record, evidence: resolveEvidence(record.evidence, dir), ...(value.evidenceText === undefined || record.evidence === null ? {} : { pythonEvidenceText: value.evidenceText }) });
  });
  if (trials.length === 0) throw new InputError(`${file}: the dataset has no trials (expected one JSON trial per line: {task, trial, inputs, reference, candidate}; docs/trials.md)`);
  checkTrials(trials, file);
  const taskIds = [...new Set(trials.map((t) => t.task.id))];
  return { trials, taskIds };
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

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
    // name the line and the first bad byte in it
  }
  const offset = invalidUtf8Offset(bytes);
  const lineStart = offset <= 0 ? 0 : bytes.lastIndexOf(0x0a, offset - 1) + 1;
  let lineNumber = 1;
  for (let i = bytes.indexOf(0x0a); i !== -1 && i < lineStart; i = bytes.indexOf(0x0a, i + 1)) lineNumber++;
  throw new TrialDatasetError(file, lineNumber, undefined, `invalid UTF-8 at byte ${offset - lineStart + 1} of the line (NeMo's reader refuses it too)`);
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
