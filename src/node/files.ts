/**
 * File-system adapters: guarded reads of every input (regular files only, bounded size), atomic
 * writes that clean up after themselves, a lock file that serialises writers of one report, and
 * the translation of file-system errors into input errors that name the file.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { InputError, LineInputError, OutputError } from "../core/errors.js";
import type { SidecarStore } from "../metrics/contract.js";
import { redactApiKeys } from "./api-keys.js";
import { invalidUtf8Offset } from "./utf8-offset.js";

/** What an errno means, in words (the code alone, e.g. `EISDIR`, tells most people nothing). */
const ERRNO_WORDS: Readonly<Record<string, string>> = {
  ENOENT: "no such file or directory",
  EISDIR: "it is a directory, not a file",
  ENOTDIR: "a part of the path is not a directory",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  EROFS: "read-only file system",
  EMFILE: "too many open files in this process",
  ENFILE: "too many open files on the system",
  ELOOP: "too many symbolic links",
  ENAMETOOLONG: "the path is too long",
  EIO: "input/output error",
  EBUSY: "the resource is busy",
  EEXIST: "it already exists",
  ENOTEMPTY: "the directory is not empty",
  EXDEV: "cannot move across file systems",
  EFBIG: "the file is too large",
  ETXTBSY: "the file is busy",
  EAGAIN: "the resource is temporarily unavailable",
  // what a non-blocking open says of a socket, or of a named pipe nobody reads
  ENXIO: "a socket, or a pipe or device with nothing at the other end, not a regular file",
};

/** A Node file-system error (it carries an errno code and the system call). */
export function isFsError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === "string" && typeof (error as NodeJS.ErrnoException).syscall === "string";
}

/** `EISDIR (it is a directory, not a file)`; the errno code stays for searching. */
export function describeFsError(error: unknown): string {
  if (!isFsError(error)) return error instanceof Error ? error.message : String(error);
  const code = error.code as string;
  const words = ERRNO_WORDS[code];
  return words === undefined ? `${code}: ${error.message}` : `${words} (${code})`;
}

/** `file`, plus the path the error names when that is another one (not our own temporary of it). */
function annotated(error: unknown, file: string): string {
  if (!isFsError(error) || typeof error.path !== "string" || error.path === file || error.path.startsWith(`${file}.`)) return file;
  return `${file} (${error.path})`;
}

/**
 * An input error for a failed file operation: names the file and what was being done, in words.
 * Input errors pass through unchanged (they already name their file).
 */
export function fsInputError(error: unknown, file: string, doing: string): InputError {
  if (error instanceof InputError) return error;
  const target = annotated(error, file);
  return new InputError(`${target}: cannot ${doing}: ${describeFsError(error)}`, { cause: error });
}

/** Like fsInputError, for a file agent-eval writes (an OutputError: never a failed metric). */
export function fsOutputError(error: unknown, file: string, doing: string): OutputError {
  if (error instanceof OutputError) return error;
  const target = annotated(error, file);
  return new OutputError(`${target}: cannot ${doing}: ${error instanceof InputError ? error.message : describeFsError(error)}`, { cause: error });
}

/** Default ceiling for a JSON/YAML/text input read whole (reports, fixtures, configs, datasets). */
export const MAX_INPUT_BYTES = 256 << 20;

function kindOf(info: import("node:fs").Stats): string {
  if (info.isDirectory()) return "a directory";
  if (info.isFIFO()) return "a named pipe (FIFO)";
  if (info.isSocket()) return "a socket";
  if (info.isCharacterDevice()) return "a character device";
  if (info.isBlockDevice()) return "a block device";
  return "not a regular file";
}

/**
 * Why `file` cannot be loaded as code (`import()`), or undefined when it is a regular file or does
 * not exist (the import then says so): a device or a named pipe would be read forever, a directory
 * is not a module. Links are followed.
 */
export function notARegularFile(file: string): string | undefined {
  let info: import("node:fs").Stats;
  try {
    info = statSync(file);
  } catch {
    return undefined;
  }
  return info.isFile() ? undefined : `${file}: ${kindOf(info)}, not a regular file`;
}

/**
 * Opens `file` for reading only when it is a regular file. Opening is non-blocking, so a named
 * pipe named like an input (which a plain open would wait on forever for a writer) is refused at
 * once; the check is made on the opened descriptor, so nothing can be swapped in between.
 * Errors are InputErrors naming the file.
 */
export function openRegularFileSync(file: string): { fd: number; size: number } {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw fsInputError(error, file, "read it");
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new InputError(`${file}: cannot read it: ${kindOf(info)}, not a regular file`);
    return { fd, size: info.size };
  } catch (error) {
    closeSync(fd);
    throw fsInputError(error, file, "read it");
  }
}

/**
 * Opens `file` for appending (created if absent) only when it is a regular file: like
 * openRegularFileSync, non-blocking, so a named pipe in its place (which a plain open for writing
 * waits on forever for a reader) fails at once with ENXIO. Returns the descriptor; the caller
 * turns errors into an OutputError naming the file.
 */
export function openAppendSync(file: string): number {
  const fd = openSync(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK, 0o666);
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new Error(`${kindOf(info)}, not a regular file`);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return fd;
}

/** Writes all of `bytes` at `fd`'s position (writeSync may write fewer than asked). */
export function writeAllSync(fd: number, bytes: Buffer): void {
  for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written, null);
}

/** Appends `contents` to a regular file (see openAppendSync). */
function appendRegularFileSync(file: string, contents: string): void {
  const fd = openAppendSync(file);
  try {
    writeAllSync(fd, Buffer.from(contents, "utf8"));
  } finally {
    closeSync(fd);
  }
}

/** The whole of a regular file, at most `maxBytes` (default 256 MiB); InputErrors name the file. */
export function readRegularFileSync(file: string, maxBytes: number = MAX_INPUT_BYTES): Buffer {
  const { fd, size } = openRegularFileSync(file);
  try {
    if (size > maxBytes) throw new InputError(`${file}: cannot read it: ${size} bytes, more than the ${maxBytes} bytes accepted for this input`);
    const chunks: Buffer[] = [];
    let total = 0;
    // read to the end rather than trusting the size: the file may be growing
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.max(64 * 1024, Math.min(size - total + 1, 16 << 20)));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      total += n;
      if (total > maxBytes) throw new InputError(`${file}: cannot read it: more than the ${maxBytes} bytes accepted for this input`);
      chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    }
    return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
  } catch (error) {
    throw fsInputError(error, file, "read it");
  } finally {
    closeSync(fd);
  }
}

/** A regular file as UTF-8 text (see readRegularFileSync). */
export function readRegularTextSync(file: string, maxBytes?: number): string {
  return readRegularFileSync(file, maxBytes).toString("utf8");
}

// ignoreBOM: a BOM stays in the text, so the JSON parser refuses it as before
const fatalUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * A regular file as UTF-8 text, refusing bytes that are not UTF-8 (InputError naming the file and
 * line) instead of decoding them as U+FFFD: for reports, where a replacement character would
 * silently change the rows a merge keeps, or the names a diff compares. The event log is refused
 * likewise (read-run.ts), as GlossoGen's reader refuses it.
 */
export function readStrictUtf8TextSync(file: string, maxBytes?: number): string {
  const bytes = readRegularFileSync(file, maxBytes);
  try {
    return fatalUtf8.decode(bytes);
  } catch {
    // the line of the first bad byte, for the message (a newline byte never occurs inside a UTF-8 sequence)
    const offset = invalidUtf8Offset(bytes);
    let line = 1;
    for (let at = bytes.indexOf(0x0a); at !== -1 && at < offset; at = bytes.indexOf(0x0a, at + 1)) line++;
    throw new LineInputError(file, line, undefined, "not valid UTF-8; a report is UTF-8 JSON, so this file was damaged or written by something else");
  }
}

/** readStrictUtf8TextSync, undefined when the file does not exist (see readTextIfExistsSync). */
export function readStrictUtf8TextIfExistsSync(file: string, maxBytes?: number): string | undefined {
  return unlessAbsent(file, () => readStrictUtf8TextSync(file, maxBytes));
}

/** Async form of readRegularTextSync (the read itself is synchronous: these files are small). */
export function readRegularText(file: string, maxBytes?: number): Promise<string> {
  try {
    return Promise.resolve(readRegularTextSync(file, maxBytes));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Async form of readRegularFileSync. */
export function readRegularFile(file: string, maxBytes?: number): Promise<Buffer> {
  try {
    return Promise.resolve(readRegularFileSync(file, maxBytes));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function isNotFound(error: unknown): boolean {
  const cause = error instanceof InputError ? error.cause : error;
  return isFsError(cause) && cause.code === "ENOENT";
}

/** `read()`, or undefined when `file` does not exist (before or during the read). */
function unlessAbsent<T>(file: string, read: () => T): T | undefined {
  if (absent(file)) return undefined;
  try {
    return read();
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * True when `file` certainly does not exist: ENOENT, or ENOTDIR (a part of its path is a file, so
 * nothing can be there); false when unsure. Node 24's `throwIfNoEntry: false` answers undefined for
 * both, Node 20's throws ENOTDIR: both count as absent, so every Node version reads the same (a
 * later write then names the part that is not a directory).
 */
function absent(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false }) === undefined;
  } catch (error) {
    return isFsError(error) && error.code === "ENOTDIR"; // anything else: the open says what is wrong
  }
}

/**
 * The small files around a run (reports, sidecars, manifests) are read and written synchronously:
 * a thread-pool round trip per tiny file cost more than the work itself when evaluating many runs.
 * Undefined when the file does not exist; anything else that is wrong is an InputError naming it.
 */
export function readTextIfExistsSync(file: string, maxBytes?: number): string | undefined {
  // Most asks are for files that are not there (a report before the first evaluation, sidecars no
  // metric wrote): a stat that returns undefined costs far less than an open that throws and the
  // errors wrapping it. The open below still decides (the file may vanish in between).
  return unlessAbsent(file, () => readRegularTextSync(file, maxBytes));
}

export function readTextIfExists(file: string, maxBytes?: number): Promise<string | undefined> {
  try {
    return Promise.resolve(readTextIfExistsSync(file, maxBytes));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Temporary files of our own naming: `<name>.<pid>.<8 hex>.tmp` beside the target. */
const OWN_TEMPORARY = /^(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;

/** A temporary file older than this whose writer is gone is left over from a killed write. */
export const STALE_TEMPORARY_MS = 10 * 60 * 1000;

function processIsAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes temporary files a killed write of `file` left behind: only files of our own naming for
 * this very target, only when they are old, and never one whose writer process still runs.
 * Best effort: a failure to clean up never fails the write.
 */
export function removeStaleTemporaries(file: string, nowMs: number = Date.now(), listed?: readonly string[]): void {
  const dir = path.dirname(file);
  const base = path.basename(file);
  let names: readonly string[];
  if (listed !== undefined) names = listed;
  else {
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
  }
  for (const name of names) {
    const match = OWN_TEMPORARY.exec(name);
    if (match === null || match[1] !== base) continue;
    const full = path.join(dir, name);
    try {
      const info = statSync(full);
      if (!info.isFile() || nowMs - info.mtimeMs < STALE_TEMPORARY_MS) continue;
      if (Number(match[2]) !== process.pid && processIsAlive(Number(match[2]))) continue;
      unlinkSync(full);
    } catch {
      // gone already, or not ours to remove
    }
  }
}

/**
 * `mkdir -p dir`, one level at a time from the nearest existing ancestor. Node's recursive mkdir
 * loops forever where mkdir answers ENOENT although the parent exists (procfs: `/proc/x/y`); here
 * that ENOENT is thrown. A path that exists and is not a directory throws EEXIST, as mkdir -p does.
 */
export function makeDirectoriesSync(dir: string): void {
  const missing: string[] = [];
  let current = path.resolve(dir);
  for (;;) {
    let info: import("node:fs").Stats;
    try {
      info = statSync(current);
    } catch (error) {
      const parent = path.dirname(current);
      if (!isFsError(error) || error.code !== "ENOENT" || parent === current) throw error;
      missing.push(current);
      current = parent;
      continue;
    }
    if (info.isDirectory()) break;
    throw Object.assign(new Error(`EEXIST: file already exists, mkdir '${current}'`), { code: "EEXIST", syscall: "mkdir", path: current, errno: -17 });
  }
  for (const next of missing.reverse()) {
    try {
      mkdirSync(next);
    } catch (error) {
      // made meanwhile by another writer
      if (!isFsError(error) || error.code !== "EEXIST" || !statSync(next).isDirectory()) throw error;
    }
  }
}

/** Async form of makeDirectoriesSync (a few stat and mkdir calls: done synchronously). */
export function makeDirectories(dir: string): Promise<void> {
  try {
    makeDirectoriesSync(dir);
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * Runs `create` (which makes a file in `file`'s directory); when it fails because the directory
 * is missing (ENOENT) or a part of its path is not a directory (ENOTDIR), creates the directory
 * and runs it again. The directory almost always exists (a run's own), so it is not created (a
 * mkdir and a stat) before every write; a directory that cannot be created is an OutputError
 * naming it, as when it was created first.
 */
function withParentDirectory<T>(file: string, create: () => T): T {
  try {
    return create();
  } catch (error) {
    if (!isFsError(error) || (error.code !== "ENOENT" && error.code !== "ENOTDIR")) throw error;
  }
  try {
    makeDirectoriesSync(path.dirname(file));
  } catch (error) {
    throw fsOutputError(error, path.dirname(file), "create the directory");
  }
  return create();
}

export interface StageOptions {
  /**
   * The names in the file's directory, listed earlier by the caller (evaluation lists the run
   * directory first): stale temporaries are looked for among them instead of listing it again.
   */
  readonly siblings?: readonly string[];
}

/** A written but not yet renamed temporary file: `commit` puts it in place, `abandon` removes it. */
export interface StagedFile {
  readonly file: string;
  readonly temporary: string;
  commit(): void;
  abandon(): void;
}

/**
 * Writes `contents` to a temporary file beside `file`; nothing is visible under `file` yet. The
 * API keys in use are redacted from what is written (the last guard: judge answers that hold one
 * already fail their metric, but an event log can quote a key too).
 */
export function stageFileSync(file: string, givenContents: string, options: StageOptions = {}): StagedFile {
  const contents = redactApiKeys(givenContents);
  removeStaleTemporaries(file, Date.now(), options.siblings);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    withParentDirectory(file, () => writeFileSync(temporary, contents, { encoding: "utf8", flag: "wx" }));
  } catch (error) {
    if (error instanceof OutputError) throw error;
    rmSync(temporary, { force: true });
    throw fsOutputError(error, file, "write it");
  }
  return {
    file,
    temporary,
    commit: () => {
      try {
        renameSync(temporary, file);
      } catch (error) {
        rmSync(temporary, { force: true });
        throw fsOutputError(error, file, "write it");
      }
    },
    abandon: () => rmSync(temporary, { force: true }),
  };
}

/** Write via a temporary file and rename, so a reader never sees half a file. */
export function writeFileAtomicSync(file: string, contents: string): void {
  stageFileSync(file, contents).commit();
}

/**
 * Like writeFileAtomicSync, but never replaces an existing file: the staged temporary is
 * hard-linked to `file` (link(2) fails with EEXIST when something is there, so of racing writers
 * exactly one wins), or on a file system without hard links created exclusively. False, with
 * nothing written, when `file` exists; other failures are OutputErrors naming it.
 */
export function writeNewFileAtomicSync(file: string, contents: string): boolean {
  const staged = stageFileSync(file, contents);
  try {
    try {
      linkSync(staged.temporary, file);
    } catch (error) {
      if (!isFsError(error) || !["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS"].includes(error.code ?? "")) throw error;
      writeFileSync(file, readRegularFileSync(staged.temporary), { flag: "wx" });
    }
    return true;
  } catch (error) {
    if (isFsError(error) && error.code === "EEXIST") return false;
    throw fsOutputError(error, file, "write it");
  } finally {
    staged.abandon();
  }
}

/** The refusal of an `--out` that exists when replacing it was not asked for (exit 2, nothing written). */
export function refusedExistingOut(out: string, hint = "choose another --out"): InputError {
  return new InputError(`${out}: exists; refusing to overwrite it (nothing was written): ${hint} or pass --overwrite to replace it`);
}

/**
 * Refuses an existing `out` unless `overwrite`: the check a command makes before any work (a judge
 * call, reading a run), so a refusal costs nothing; writeOutFileSync checks again when writing.
 */
export function refuseExistingOut(out: string, overwrite: boolean, hint?: string): void {
  if (!overwrite && existsSync(out)) throw refusedExistingOut(out, hint);
}

/**
 * Writes a command's `--out` atomically. An existing file is replaced only with `overwrite`; without
 * it the file is refused (refusedExistingOut), also when another writer creates it meanwhile.
 */
export function writeOutFileSync(out: string, contents: string, overwrite: boolean, hint?: string): void {
  if (overwrite) writeFileAtomicSync(out, contents);
  else if (!writeNewFileAtomicSync(out, contents)) throw refusedExistingOut(out, hint);
}

export function writeFileAtomic(file: string, contents: string): Promise<void> {
  try {
    writeFileAtomicSync(file, contents);
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export interface LockOptions {
  /** Longest wait for another holder, ms (default 120 s, or AGENT_EVAL_LOCK_TIMEOUT_MS). */
  readonly timeoutMs?: number;
  /** A lock older than this is taken over even if its holder seems alive (default 30 min). */
  readonly staleMs?: number;
  /** Injected for tests. */
  readonly sleep?: (ms: number) => Promise<void>;
}

interface LockHolder {
  readonly pid: number;
  readonly host: string;
  readonly at: string;
  /** Tells two holders of one process apart. */
  readonly token: string;
  /**
   * When the holder's process started (ms since the epoch; absent in locks of older versions): a
   * lock with this process's pid but another start was left by an earlier process that had the
   * same pid (a container's CLI is pid 1 on every run), not taken by this one.
   */
  readonly started?: number;
}

/** When this process started, as LockHolder.started records it (the same in every thread of it). */
function processStarted(): number {
  return Math.round(Date.now() - process.uptime() * 1000);
}

/** How far two readings of processStarted may differ in one process (clock steps, rounding). */
const SAME_START_MS = 2000;

function readHolder(lockFile: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readRegularTextSync(lockFile, 4096)) as Partial<LockHolder>;
    if (typeof parsed.pid === "number" && typeof parsed.host === "string" && typeof parsed.at === "string" && typeof parsed.token === "string") {
      return { pid: parsed.pid, host: parsed.host, at: parsed.at, token: parsed.token, ...(typeof parsed.started === "number" ? { started: parsed.started } : {}) };
    }
  } catch {
    // unreadable or half written: judged by its age below
  }
  return undefined;
}

/** Whether the lock's holder is gone (same host and no such process) or the lock is too old. */
function lockIsStale(lockFile: string, holder: LockHolder | undefined, staleMs: number, nowMs: number): boolean {
  let ageMs: number;
  try {
    ageMs = nowMs - statSync(lockFile).mtimeMs;
  } catch {
    return false; // released meanwhile: just try again
  }
  if (ageMs > staleMs) return true;
  if (holder === undefined) return ageMs > 5_000; // a holder writes its line at once; give it that long
  if (holder.host !== os.hostname()) return false;
  // our own pid: this process holds it only if the holder started when this process did
  if (holder.pid === process.pid) return holder.started !== undefined && Math.abs(holder.started - processStarted()) > SAME_START_MS;
  return !processIsAlive(holder.pid);
}

/**
 * A lock agent-eval made is a regular file. Anything else in its place (a directory, a pipe) is
 * not ours to take over: breaking it would rename the user's entry aside and fail to remove it.
 */
function refuseForeignLock(lockFile: string): void {
  let info: import("node:fs").Stats | undefined;
  try {
    info = statSync(lockFile, { throwIfNoEntry: false });
  } catch {
    return; // the next open says what is wrong
  }
  if (info !== undefined && !info.isFile()) {
    throw new OutputError(`${lockFile}: cannot create the lock file: ${kindOf(info)} is in its place, not a lock agent-eval made; nothing was written. Remove it and run again.`);
  }
}

/**
 * Removes a stale lock without racing another process doing the same: the lock is first renamed
 * to a name of our own (only one rename can succeed), then checked to still be the stale one.
 * A fresh lock renamed by mistake (its holder replaced the stale one meanwhile) is put back.
 */
function breakStaleLock(lockFile: string, stale: LockHolder | undefined): void {
  const aside = `${lockFile}.${process.pid}.${randomBytes(4).toString("hex")}.stale`;
  try {
    renameSync(lockFile, aside);
  } catch {
    return;
  }
  const moved = readHolder(aside);
  const same = stale === undefined ? moved === undefined : moved !== undefined && moved.token === stale.token;
  if (same) {
    rmSync(aside, { force: true });
    return;
  }
  // A live lock was moved: put it back unless a new one exists already (created with O_EXCL, then
  // replaced by the moved one). Holders only ever remove a lock that carries their own token.
  try {
    closeSync(openSync(lockFile, "wx"));
    renameSync(aside, lockFile);
  } catch {
    rmSync(aside, { force: true });
  }
}

function defaultLockTimeout(): number {
  const fromEnv = Number(process.env.AGENT_EVAL_LOCK_TIMEOUT_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 120_000;
}

/**
 * Runs `work` holding `<file>.lock` (created with O_EXCL, holding the pid, host and time). Waits
 * (bounded) while another process holds it; a lock whose holder died (kill -9) is taken over.
 */
export async function withFileLock<T>(file: string, work: () => Promise<T> | T, options: LockOptions = {}): Promise<T> {
  const lockFile = `${file}.lock`;
  const timeoutMs = options.timeoutMs ?? defaultLockTimeout();
  const staleMs = options.staleMs ?? 30 * 60 * 1000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const me: LockHolder = { pid: process.pid, host: os.hostname(), at: new Date().toISOString(), token: randomBytes(8).toString("hex"), started: processStarted() };
  const started = Date.now();
  let wait = 5;
  for (;;) {
    let fd: number | undefined;
    try {
      fd = withParentDirectory(lockFile, () => openSync(lockFile, "wx"));
    } catch (error) {
      if (!isFsError(error) || error.code !== "EEXIST") throw fsOutputError(error, lockFile, "create the lock file");
    }
    if (fd !== undefined) {
      try {
        writeFileSync(fd, `${JSON.stringify(me)}\n`);
      } catch (error) {
        closeSync(fd);
        rmSync(lockFile, { force: true });
        throw fsOutputError(error, lockFile, "write the lock file");
      }
      closeSync(fd);
      break;
    }
    refuseForeignLock(lockFile);
    const holder = readHolder(lockFile);
    if (lockIsStale(lockFile, holder, staleMs, Date.now())) {
      breakStaleLock(lockFile, holder);
      continue;
    }
    if (Date.now() - started >= timeoutMs) {
      throw new InputError(
        `${file}: another agent-eval has been writing it for over ${Math.round(timeoutMs / 1000)} s` +
          (holder === undefined ? "" : ` (pid ${holder.pid} on ${holder.host}, since ${holder.at})`) +
          `; nothing was written. If no agent-eval is running, delete ${lockFile}.`,
      );
    }
    await sleep(wait + Math.floor(Math.random() * wait));
    wait = Math.min(wait * 2, 200);
  }
  try {
    return await work();
  } finally {
    // remove only our own lock: a stale-lock breaker may have replaced it if we were very slow
    const holder = readHolder(lockFile);
    if (holder !== undefined && holder.token === me.token) removeIfPresent(lockFile);
  }
}

/** unlink, an absent file being fine (rmSync's `force` without its two lstat calls first). */
function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (!isFsError(error) || error.code !== "ENOENT") throw error;
  }
}

export interface SidecarStoreOptions {
  /**
   * Read each file once and answer later reads of it from memory until the store itself writes
   * or appends to it. Only for readers that reach the run's files through this store alone (the
   * built-in metrics, which are pure): the three probe-similarity metrics then read
   * protocol_probe_responses.jsonl once, not once each. Default false.
   */
  readonly cacheReads?: boolean;
}

/**
 * Sidecar files of a run. Reads come from the run directory; writes go there too, or to
 * `writeDir` when given (then later reads of a written file see the new version).
 */
export function directorySidecars(runDir: string, writeDir?: string, options: SidecarStoreOptions = {}): SidecarStore {
  const written = new Set<string>();
  const read = (name: string): Promise<string | undefined> =>
    readTextIfExists(path.resolve(writeDir !== undefined && written.has(name) ? writeDir : runDir, name));
  const cache = options.cacheReads === true ? new Map<string, Promise<string | undefined>>() : undefined;
  const store: SidecarStore = {
    readText: (name) => {
      if (cache === undefined) return read(name);
      const known = cache.get(name);
      if (known !== undefined) return known;
      const text = read(name);
      cache.set(name, text);
      // a failed read is not remembered: the next reader tries again and says what is wrong
      void text.catch(() => {
        if (cache.get(name) === text) cache.delete(name);
      });
      return text;
    },
    writeText: (name, contents) => {
      // forgotten first: what lands on disk may differ from `contents` (API keys are redacted)
      cache?.delete(name);
      try {
        writeFileAtomicSync(path.resolve(writeDir ?? runDir, name), contents);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      written.add(name);
      return Promise.resolve();
    },
    appendText: async (name, contents) => {
      // with a separate write directory, the first append copies the run's file there
      if (writeDir !== undefined) return store.writeText(name, ((await store.readText(name)) ?? "") + contents);
      cache?.delete(name);
      try {
        appendRegularFileSync(path.resolve(runDir, name), contents);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return Promise.resolve();
    },
  };
  return store;
}
