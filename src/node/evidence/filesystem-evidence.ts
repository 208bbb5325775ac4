/**
 * The filesystem evidence handle (NeMo's `LocalFilesystemEvidence`): a directory snapshot of a
 * trial (`final_state`, `initial_state`) that metrics read, diff against another snapshot, and run
 * verifier commands on.
 *
 * - Every path is confined to the snapshot (paths.ts): `..`, absolute paths and symlinks that lead
 *   out are refused.
 * - `runVerifier(argv)` runs in a temporary copy, never in place (NeMo's steps 1–6, §2.4 of
 *   atif-and-nemo-evidence.md): copy the snapshot (links copied as links, absolute or escaping
 *   links dropped), write the overlay files, resolve `cwd` inside the copy, exec the argv with no
 *   shell in its own process group, SIGKILL the group on timeout (exit -1, `timedOut`, empty
 *   output), delete the copy in every case.
 * - `diff(other)`: this snapshot is *before*, `other` *after*; the SHA-256 of every regular file
 *   is compared; modes, mtimes and empty directories are ignored.
 *
 * Where we differ from NeMo on purpose (docs/trials.md says so too):
 * - a default timeout (DEFAULT_VERIFIER_TIMEOUT_MS) instead of none, so a hung verifier cannot
 *   stall grading;
 * - the child's environment drops variables that look like credentials (API keys, tokens,
 *   passwords), so a verifier that prints its environment cannot leak a secret into a report;
 * - each output stream keeps its first MAX_VERIFIER_OUTPUT_BYTES bytes (a runaway verifier cannot
 *   exhaust memory);
 * - symbolic links are never followed by `diff`: only regular files are compared.
 * It is still not a sandbox: the command runs with the evaluator's privileges and network.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { constants as osConstants, tmpdir } from "node:os";
import { copyFile, lstat, mkdir, mkdtemp, readFile, readdir, readlink, realpath, rm, stat, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CommandResult, FilesystemChangeType, FilesystemDiff, FilesystemDiffEntry, FilesystemHandle, VerifierOptions } from "../../trials/contract.js";
import { compareCodePoints } from "../../core/pynum.js";
import { pyUnifiedDiff } from "../../core/py-difflib.js";
import { splitLinesKeepEnds } from "../../core/py-splitlines.js";
import { compileFnmatch, isWildcardPattern } from "../../core/py-fnmatch.js";
import { DEFAULT_VERIFIER_TIMEOUT_S } from "../../trials/metrics/verifier.js";
import { makeDirectories, readRegularFile } from "../files.js";
import { EvidencePathError, isInside, resolveInside, resolveRoot } from "./paths.js";

/** Used when `runVerifier` gets no `timeoutMs` (NeMo has none; a stuck verifier must not hang grading): the `verifier` metric's default. */
export const DEFAULT_VERIFIER_TIMEOUT_MS = DEFAULT_VERIFIER_TIMEOUT_S * 1000;

/** Bytes kept per output stream of a verifier. */
export const MAX_VERIFIER_OUTPUT_BYTES = 4 * 1024 * 1024;

/** Environment variable names never passed to a verifier (credentials). */
const SECRET_NAME = /(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?)$/i;

/** The evaluator's environment without anything that looks like a credential. */
export function verifierEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !SECRET_NAME.test(name)));
}

const decoder = new TextDecoder("utf-8", { fatal: true });
const bomKeepingDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Strict UTF-8 (Python's `read_text(encoding="utf-8")` raises on invalid bytes too); a leading BOM is dropped. */
export function decodeUtf8(bytes: Uint8Array, label: string): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new Error(`${label}: not valid UTF-8`);
  }
}

/**
 * The text Python's `Path.read_text(encoding="utf-8")` returns: strict UTF-8, a leading BOM kept
 * as U+FEFF (that is the `utf-8-sig` codec's job, not `utf-8`'s), and universal newlines: `\r\n`
 * and a lone `\r` read as `\n`.
 */
export function pyReadText(bytes: Uint8Array, label: string): string {
  let text: string;
  try {
    text = bomKeepingDecoder.decode(bytes);
  } catch {
    throw new Error(`${label}: not valid UTF-8`);
  }
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}

/** Why readRegularFile refused `file`, without the file name (the caller's label names it). */
export function readProblem(error: unknown, file: string): string {
  if ((error as { cause?: NodeJS.ErrnoException }).cause?.code === "ENOENT") return "no such file";
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith(`${file}: cannot read it: `) ? message.slice(`${file}: cannot read it: `.length) : message;
}

/** POSIX relative path (the snapshot's paths are reported with `/` on every platform). */
function posix(relative: string): string {
  return relative.split(path.sep).join("/");
}

/** A link inside `root` whose target is absolute, or resolves (or would resolve) outside `root`. */
async function linkEscapes(root: string, link: string): Promise<boolean> {
  const target = await readlink(link);
  if (path.isAbsolute(target)) return true;
  try {
    return !isInside(root, await realpath(link));
  } catch {
    // dangling: judge by where the text of the link points
    return !isInside(root, path.resolve(path.dirname(link), target));
  }
}

/** Files (and, with `links: "inside"`, in-root links to files) under `dir`, as sorted POSIX paths. */
async function walkFiles(root: string, links: "inside" | "never"): Promise<string[]> {
  const found: string[] = [];
  async function visit(dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await visit(full);
      else if (entry.isFile()) found.push(posix(path.relative(root, full)));
      else if (entry.isSymbolicLink() && links === "inside" && !(await linkEscapes(root, full))) {
        const target = await stat(full).catch(() => undefined);
        if (target?.isFile() === true) found.push(posix(path.relative(root, full)));
      }
    }
  }
  await visit(root);
  return found.sort(compareCodePoints);
}

async function isDirectory(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isDirectory() === true;
}

/**
 * pathlib's `Path.glob(pattern)` (Python 3.11, POSIX) from `root`: the relative paths (as written
 * by the walk, `/`-separated, "" for the root itself) of every match, files and directories.
 * `**` walks the directory and its subdirectories without following links to directories; a
 * wildcard component lists a directory's entries (following links when more components follow);
 * a plain component must exist. Matches are unique.
 */
async function pyGlob(root: string, pattern: string, label: string): Promise<Set<string>> {
  if (pattern === "") throw new Error(`${label}: Unacceptable pattern: ''`);
  if (pattern.startsWith("/")) throw new Error(`${label}: Non-relative patterns are unsupported: ${JSON.stringify(pattern)}`);
  // parse_parts: empty and "." components dropped; a trailing "/" selects directories
  const parts = pattern.split("/").filter((part) => part !== "" && part !== ".");
  if (pattern.endsWith("/")) parts.push("");
  for (const part of parts) {
    if (part !== "**" && part.includes("**")) throw new Error(`${label}: Invalid pattern: '**' can only be an entire path component`);
  }
  const found = new Set<string>();
  const abs = (rel: string): string => (rel === "" ? root : `${root}/${rel}`);
  const child = (rel: string, name: string): string => (rel === "" ? name : `${rel}/${name}`);
  const entries = async (rel: string) => readdir(abs(rel), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "EACCES" || error.code === "EPERM" || error.code === "ENOENT" || error.code === "ENOTDIR") return [];
    throw error;
  });
  async function select(index: number, rel: string, yielded: Set<string>): Promise<void> {
    const part = parts[index];
    if (part === undefined || part === "") {
      yielded.add(rel);
      return;
    }
    const dirOnly = index + 1 < parts.length;
    if (part === "**") {
      const directories: string[] = [];
      const walk = async (dir: string): Promise<void> => {
        directories.push(dir);
        for (const entry of await entries(dir)) if (entry.isDirectory()) await walk(child(dir, entry.name));
      };
      await walk(rel);
      const unique = new Set<string>();
      for (const dir of directories) await select(index + 1, dir, unique);
      for (const p of unique) yielded.add(p);
    } else if (isWildcardPattern(part)) {
      const match = compileFnmatch(part);
      for (const entry of await entries(rel)) {
        if (dirOnly && !(entry.isDirectory() || (entry.isSymbolicLink() && (await isDirectory(abs(child(rel, entry.name))))))) continue;
        if (match(entry.name)) await select(index + 1, child(rel, entry.name), yielded);
      }
    } else {
      const next = child(rel, part);
      const ok = dirOnly ? await isDirectory(abs(next)) : (await stat(abs(next)).catch(() => undefined)) !== undefined;
      if (ok) await select(index + 1, next, yielded);
    }
  }
  if (await isDirectory(root)) await select(0, "", found);
  return found;
}

/** Copies `source` into the existing directory `target`: links as links, escaping or absolute links dropped. */
export async function copySnapshot(source: string, target: string): Promise<void> {
  async function visit(from: string, to: string): Promise<void> {
    for (const entry of await readdir(from, { withFileTypes: true })) {
      const src = path.join(from, entry.name);
      const dst = path.join(to, entry.name);
      if (entry.isDirectory()) {
        await mkdir(dst);
        await visit(src, dst);
      } else if (entry.isFile()) {
        await copyFile(src, dst);
      } else if (entry.isSymbolicLink()) {
        if (!(await linkEscapes(source, src))) await symlink(await readlink(src), dst);
      }
      // sockets, FIFOs and devices are not part of a snapshot
    }
  }
  await visit(source, target);
}

function signalExitCode(signal: NodeJS.Signals | null): number {
  // Python's returncode for a child killed by signal N is -N
  const number = signal === null ? undefined : (osConstants.signals as Record<string, number | undefined>)[signal];
  return number === undefined ? -1 : -number;
}

interface Collected {
  chunks: Buffer[];
  bytes: number;
}

function collect(into: Collected, chunk: Buffer): void {
  const room = MAX_VERIFIER_OUTPUT_BYTES - into.bytes;
  if (room <= 0) return;
  const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
  into.chunks.push(kept);
  into.bytes += kept.length;
}

/** Runs argv in `cwd`; resolves with the result (a timeout is a result, not an error). */
function execute(argv: readonly string[], cwd: string, timeoutMs: number, label: string): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const [file, ...args] = argv as [string, ...string[]];
    const child = spawn(file, args, {
      cwd,
      detached: true, // its own process group, so a timeout kills everything it started
      stdio: ["ignore", "pipe", "pipe"],
      env: verifierEnvironment(process.env),
    });
    const stdout: Collected = { chunks: [], bytes: 0 };
    const stderr: Collected = { chunks: [], bytes: 0 };
    child.stdout.on("data", (chunk: Buffer) => collect(stdout, chunk));
    child.stderr.on("data", (chunk: Buffer) => collect(stderr, chunk));
    let done = false;
    let exited = false;
    const finish = (result: CommandResult): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => {
      if (done) return;
      const timedOut: CommandResult = { exitCode: -1, stdout: "", stderr: "", timedOut: true };
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        // the group is already gone
      }
      if (exited) finish(timedOut);
      else child.once("exit", () => finish(timedOut));
    }, timeoutMs);
    child.once("exit", () => {
      exited = true;
    });
    child.once("error", (error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      reject(new Error(`${label}: cannot run ${JSON.stringify(file)}: ${error.message}`, { cause: error }));
    });
    child.once("close", (code, signal) => {
      finish({
        exitCode: code ?? signalExitCode(signal),
        stdout: Buffer.concat(stdout.chunks).toString("utf8"),
        stderr: Buffer.concat(stderr.chunks).toString("utf8"),
        timedOut: false,
      });
    });
  });
}

async function sha256(file: string): Promise<string> {
  return createHash("sha256").update(await readFile(file)).digest("hex");
}

async function digests(root: string): Promise<Map<string, string>> {
  const files = await walkFiles(root, "never");
  const result = new Map<string, string>();
  for (const file of files) result.set(file, await sha256(path.join(root, file)));
  return result;
}

/** One side of `unifiedDiff`: the text, "" when the file is missing, undefined when it is not UTF-8. */
async function sideText(snapshot: FilesystemHandle, relativePath: string): Promise<string | undefined> {
  if (!(await snapshot.exists(relativePath))) return "";
  const bytes = await snapshot.readBytes(relativePath);
  try {
    return pyReadText(bytes, relativePath);
  } catch {
    return undefined;
  }
}

class SnapshotDiff implements FilesystemDiff {
  constructor(readonly entries: readonly FilesystemDiffEntry[]) {}

  changed(prefix?: string | null, kinds?: readonly FilesystemChangeType[] | null): FilesystemDiffEntry[] {
    return this.entries.filter((e) => (prefix === undefined || prefix === null || e.path.startsWith(prefix)) && (kinds === undefined || kinds === null || kinds.includes(e.changeType)));
  }
}

export class LocalFilesystemEvidence implements FilesystemHandle {
  private constructor(
    /** The resolved snapshot directory. */
    readonly root: string,
    /** `evidence 'final_state'`, for error messages. */
    private readonly label: string,
  ) {}

  /** Opens the snapshot at `dir`; an error naming `label` when it is not a directory. */
  static async open(dir: string, label: string): Promise<LocalFilesystemEvidence> {
    const root = resolveRoot(dir, label);
    if (!(await stat(root)).isDirectory()) throw new EvidencePathError(`${label}: ${dir} is not a directory`);
    return new LocalFilesystemEvidence(root, label);
  }

  /** The resolved absolute path of `relative` (refused when it leaves the snapshot). */
  path(relative: string): string {
    return resolveInside(this.root, relative, this.label);
  }

  async exists(relativePath: string): Promise<boolean> {
    const file = this.path(relativePath);
    return (await lstat(file).catch(() => undefined)) !== undefined;
  }

  /** The file's text as Python's `Path.read_text(encoding="utf-8")` gives it (see pyReadText). */
  async readText(relativePath: string): Promise<string> {
    return pyReadText(await this.readBytes(relativePath), `${this.label}: ${relativePath}`);
  }

  /** The file's bytes (`read_bytes`). */
  async readBytes(relativePath: string): Promise<Uint8Array> {
    const file = this.path(relativePath);
    // a regular file only: a named pipe in the snapshot would block a plain read forever
    return readRegularFile(file).catch((error: unknown) => {
      throw new Error(`${this.label}: cannot read ${JSON.stringify(relativePath)}: ${readProblem(error, file)}`, { cause: error });
    });
  }

  /**
   * `list_files(pattern="**\/*")`: the files matching the pathlib glob `pattern`, sorted relative
   * POSIX paths; links are listed when they lead to a file inside the snapshot, and nothing that
   * resolves outside it is listed.
   */
  async listFiles(pattern = "**/*"): Promise<string[]> {
    if (pattern === "**/*") return walkFiles(this.root, "inside");
    const files: string[] = [];
    for (const rel of await pyGlob(this.root, pattern, this.label)) {
      const real = await realpath(this.root + (rel === "" ? "" : `/${rel}`)).catch(() => undefined);
      if (real === undefined || !isInside(this.root, real)) continue;
      if ((await stat(real).catch(() => undefined))?.isFile() === true) files.push(rel);
    }
    return files.sort(compareCodePoints);
  }

  /**
   * `iter_paths(rel=".", recursive=false)`: the files, directories and links in the directory
   * `relativePath` (with `recursive`, at every depth, not descending through links), as sorted POSIX
   * paths relative to the snapshot; links that lead outside it are left out. A missing directory
   * lists nothing when recursive and is an error otherwise, as `rglob` and `iterdir` do.
   */
  async iterPaths(relativePath = ".", recursive = false): Promise<string[]> {
    const base = relativePath === "." || relativePath === "" ? this.root : this.path(relativePath);
    const prefix = posix(path.relative(this.root, base));
    let found: string[];
    if (recursive) {
      found = [...(await pyGlob(base, "**/*", this.label))];
    } else {
      const list = await readdir(base).catch((error: NodeJS.ErrnoException) => {
        throw new Error(`${this.label}: cannot list ${JSON.stringify(relativePath)}: ${error.code === "ENOENT" ? "no such directory" : error.code === "ENOTDIR" ? "not a directory" : error.message}`, { cause: error });
      });
      found = list;
    }
    const paths: string[] = [];
    for (const rel of found) {
      const full = path.join(base, rel);
      if ((await lstat(full).catch(() => undefined))?.isSymbolicLink() === true && (await linkEscapes(this.root, full))) continue;
      paths.push(prefix === "" ? rel : `${prefix}/${rel}`);
    }
    return paths.sort(compareCodePoints);
  }

  async runVerifier(command: readonly string[], options: VerifierOptions = {}): Promise<CommandResult> {
    if (!Array.isArray(command) || command.length === 0 || command.some((part) => typeof part !== "string") || command[0] === "") {
      throw new Error(`${this.label}: runVerifier needs a command as a non-empty list of strings (an argv; no shell), got ${JSON.stringify(command)}`);
    }
    const timeoutMs = options.timeoutMs ?? DEFAULT_VERIFIER_TIMEOUT_MS;
    if (!(Number.isFinite(timeoutMs) && timeoutMs > 0)) throw new Error(`${this.label}: timeoutMs must be a positive number, got ${timeoutMs}`);
    const copy = await realpath(await mkdtemp(path.join(tmpdir(), "evidence-verify-")));
    try {
      await copySnapshot(this.root, copy);
      const where = `${this.label} (verifier copy)`;
      for (const [relative, text] of Object.entries(options.overlayFiles ?? {})) {
        const file = resolveInside(copy, relative, `${where} overlay file`);
        await makeDirectories(path.dirname(file));
        await writeFile(file, text, "utf8");
      }
      const cwd = options.cwd === undefined || options.cwd === "." ? copy : resolveInside(copy, options.cwd, `${where} cwd`);
      if ((await stat(cwd).catch(() => undefined))?.isDirectory() !== true) {
        throw new Error(`${this.label}: verifier cwd ${JSON.stringify(options.cwd)} is not a directory of the snapshot`);
      }
      return await execute(command, cwd, timeoutMs, this.label);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }

  async unifiedDiff(other: FilesystemHandle, relativePath: string, context = 3): Promise<string> {
    if (!Number.isInteger(context) || context < 0) throw new Error(`${this.label}: unifiedDiff needs a context of 0 or more whole lines, got ${context}`);
    const before = await sideText(this, relativePath);
    const after = await sideText(other, relativePath);
    if (before === undefined || after === undefined || before === after) return "";
    return pyUnifiedDiff(splitLinesKeepEnds(before), splitLinesKeepEnds(after), `a/${relativePath}`, `b/${relativePath}`, context).join("");
  }

  async diff(other: FilesystemHandle): Promise<FilesystemDiff> {
    const before = await digests(this.root);
    const after = await digests(other.root);
    const of = (changeType: FilesystemChangeType, paths: string[]): FilesystemDiffEntry[] =>
      paths.sort(compareCodePoints).map((p) => ({ path: p, changeType }));
    const added = [...after.keys()].filter((p) => !before.has(p));
    const deleted = [...before.keys()].filter((p) => !after.has(p));
    const modified = [...before.keys()].filter((p) => after.has(p) && after.get(p) !== before.get(p));
    return new SnapshotDiff([...of("added", added), ...of("deleted", deleted), ...of("modified", modified)]);
  }
}
