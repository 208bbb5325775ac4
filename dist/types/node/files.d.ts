import { InputError, OutputError } from "../core/errors.js";
import type { SidecarStore } from "../metrics/contract.js";
/** A Node file-system error (it carries an errno code and the system call). */
export declare function isFsError(error: unknown): error is NodeJS.ErrnoException;
/** `EISDIR (it is a directory, not a file)`; the errno code stays for searching. */
export declare function describeFsError(error: unknown): string;
/**
 * An input error for a failed file operation: names the file and what was being done, in words.
 * Input errors pass through unchanged (they already name their file).
 */
export declare function fsInputError(error: unknown, file: string, doing: string): InputError;
/** Like fsInputError, for a file agent-eval writes (an OutputError: never a failed metric). */
export declare function fsOutputError(error: unknown, file: string, doing: string): OutputError;
/** Default ceiling for a JSON/YAML/text input read whole (reports, fixtures, configs, datasets). */
export declare const MAX_INPUT_BYTES: number;
/**
 * Why `file` cannot be loaded as code (`import()`), or undefined when it is a regular file or does
 * not exist (the import then says so): a device or a named pipe would be read forever, a directory
 * is not a module. Links are followed.
 */
export declare function notARegularFile(file: string): string | undefined;
/**
 * Opens `file` for reading only when it is a regular file. Opening is non-blocking, so a named
 * pipe named like an input (which a plain open would wait on forever for a writer) is refused at
 * once; the check is made on the opened descriptor, so nothing can be swapped in between.
 * Errors are InputErrors naming the file.
 */
export declare function openRegularFileSync(file: string): {
    fd: number;
    size: number;
};
/**
 * Opens `file` for appending (created if absent) only when it is a regular file: like
 * openRegularFileSync, non-blocking, so a named pipe in its place (which a plain open for writing
 * waits on forever for a reader) fails at once with ENXIO. Returns the descriptor; the caller
 * turns errors into an OutputError naming the file.
 */
export declare function openAppendSync(file: string): number;
/** Writes all of `bytes` at `fd`'s position (writeSync may write fewer than asked). */
export declare function writeAllSync(fd: number, bytes: Buffer): void;
/** The whole of a regular file, at most `maxBytes` (default 256 MiB); InputErrors name the file. */
export declare function readRegularFileSync(file: string, maxBytes?: number): Buffer;
/** A regular file as UTF-8 text (see readRegularFileSync). */
export declare function readRegularTextSync(file: string, maxBytes?: number): string;
/**
 * A regular file as UTF-8 text, refusing bytes that are not UTF-8 (InputError naming the file and
 * line) instead of decoding them as U+FFFD: for reports, where a replacement character would
 * silently change the rows a merge keeps, or the names a diff compares. The event log is refused
 * likewise (read-run.ts), as GlossoGen's reader refuses it.
 */
export declare function readStrictUtf8TextSync(file: string, maxBytes?: number): string;
/** readStrictUtf8TextSync, undefined when the file does not exist (see readTextIfExistsSync). */
export declare function readStrictUtf8TextIfExistsSync(file: string, maxBytes?: number): string | undefined;
/** Async form of readRegularTextSync (the read itself is synchronous: these files are small). */
export declare function readRegularText(file: string, maxBytes?: number): Promise<string>;
/** Async form of readRegularFileSync. */
export declare function readRegularFile(file: string, maxBytes?: number): Promise<Buffer>;
/**
 * The small files around a run (reports, sidecars, manifests) are read and written synchronously:
 * a thread-pool round trip per tiny file cost more than the work itself when evaluating many runs.
 * Undefined when the file does not exist; anything else that is wrong is an InputError naming it.
 */
export declare function readTextIfExistsSync(file: string, maxBytes?: number): string | undefined;
export declare function readTextIfExists(file: string, maxBytes?: number): Promise<string | undefined>;
/** A temporary file older than this whose writer is gone is left over from a killed write. */
export declare const STALE_TEMPORARY_MS: number;
/**
 * Removes temporary files a killed write of `file` left behind: only files of our own naming for
 * this very target, only when they are old, and never one whose writer process still runs.
 * Best effort: a failure to clean up never fails the write.
 */
export declare function removeStaleTemporaries(file: string, nowMs?: number, listed?: readonly string[]): void;
/**
 * `mkdir -p dir`, one level at a time from the nearest existing ancestor. Node's recursive mkdir
 * loops forever where mkdir answers ENOENT although the parent exists (procfs: `/proc/x/y`); here
 * that ENOENT is thrown. A path that exists and is not a directory throws EEXIST, as mkdir -p does.
 */
export declare function makeDirectoriesSync(dir: string): void;
/** Async form of makeDirectoriesSync (a few stat and mkdir calls: done synchronously). */
export declare function makeDirectories(dir: string): Promise<void>;
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
export declare function stageFileSync(file: string, givenContents: string, options?: StageOptions): StagedFile;
/** Write via a temporary file and rename, so a reader never sees half a file. */
export declare function writeFileAtomicSync(file: string, contents: string): void;
/**
 * Like writeFileAtomicSync, but never replaces an existing file: the staged temporary is
 * hard-linked to `file` (link(2) fails with EEXIST when something is there, so of racing writers
 * exactly one wins), or on a file system without hard links created exclusively. False, with
 * nothing written, when `file` exists; other failures are OutputErrors naming it.
 */
export declare function writeNewFileAtomicSync(file: string, contents: string): boolean;
/** The refusal of an `--out` that exists when replacing it was not asked for (exit 2, nothing written). */
export declare function refusedExistingOut(out: string, hint?: string): InputError;
/**
 * Refuses an existing `out` unless `overwrite`: the check a command makes before any work (a judge
 * call, reading a run), so a refusal costs nothing; writeOutFileSync checks again when writing.
 */
export declare function refuseExistingOut(out: string, overwrite: boolean, hint?: string): void;
/**
 * Writes a command's `--out` atomically. An existing file is replaced only with `overwrite`; without
 * it the file is refused (refusedExistingOut), also when another writer creates it meanwhile.
 */
export declare function writeOutFileSync(out: string, contents: string, overwrite: boolean, hint?: string): void;
export declare function writeFileAtomic(file: string, contents: string): Promise<void>;
export interface LockOptions {
    /** Longest wait for another holder, ms (default 120 s, or AGENT_EVAL_LOCK_TIMEOUT_MS). */
    readonly timeoutMs?: number;
    /** A lock older than this is taken over even if its holder seems alive (default 30 min). */
    readonly staleMs?: number;
    /** Injected for tests. */
    readonly sleep?: (ms: number) => Promise<void>;
}
/**
 * Runs `work` holding `<file>.lock` (created with O_EXCL, holding the pid, host and time). Waits
 * (bounded) while another process holds it; a lock whose holder died (kill -9) is taken over.
 */
export declare function withFileLock<T>(file: string, work: () => Promise<T> | T, options?: LockOptions): Promise<T>;
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
export declare function directorySidecars(runDir: string, writeDir?: string, options?: SidecarStoreOptions): SidecarStore;
