import type { CommandResult, FilesystemDiff, FilesystemHandle, VerifierOptions } from "../../trials/contract.js";
/** Used when `runVerifier` gets no `timeoutMs` (NeMo has none; a stuck verifier must not hang grading): the `verifier` metric's default. */
export declare const DEFAULT_VERIFIER_TIMEOUT_MS: number;
/** Bytes kept per output stream of a verifier. */
export declare const MAX_VERIFIER_OUTPUT_BYTES: number;
/** The evaluator's environment without anything that looks like a credential. */
export declare function verifierEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** Strict UTF-8 (Python's `read_text(encoding="utf-8")` raises on invalid bytes too); a leading BOM is dropped. */
export declare function decodeUtf8(bytes: Uint8Array, label: string): string;
/**
 * The text Python's `Path.read_text(encoding="utf-8")` returns: strict UTF-8, a leading BOM kept
 * as U+FEFF (that is the `utf-8-sig` codec's job, not `utf-8`'s), and universal newlines: `\r\n`
 * and a lone `\r` read as `\n`.
 */
export declare function pyReadText(bytes: Uint8Array, label: string): string;
/** Why readRegularFile refused `file`, without the file name (the caller's label names it). */
export declare function readProblem(error: unknown, file: string): string;
/** Copies `source` into the existing directory `target`: links as links, escaping or absolute links dropped. */
export declare function copySnapshot(source: string, target: string): Promise<void>;
export declare class LocalFilesystemEvidence implements FilesystemHandle {
    /** The resolved snapshot directory. */
    readonly root: string;
    /** `evidence 'final_state'`, for error messages. */
    private readonly label;
    private constructor();
    /** Opens the snapshot at `dir`; an error naming `label` when it is not a directory. */
    static open(dir: string, label: string): Promise<LocalFilesystemEvidence>;
    /** The resolved absolute path of `relative` (refused when it leaves the snapshot). */
    path(relative: string): string;
    exists(relativePath: string): Promise<boolean>;
    /** The file's text as Python's `Path.read_text(encoding="utf-8")` gives it (see pyReadText). */
    readText(relativePath: string): Promise<string>;
    /** The file's bytes (`read_bytes`). */
    readBytes(relativePath: string): Promise<Uint8Array>;
    /**
     * `list_files(pattern="**\/*")`: the files matching the pathlib glob `pattern`, sorted relative
     * POSIX paths; links are listed when they lead to a file inside the snapshot, and nothing that
     * resolves outside it is listed.
     */
    listFiles(pattern?: string): Promise<string[]>;
    /**
     * `iter_paths(rel=".", recursive=false)`: the files, directories and links in the directory
     * `relativePath` (with `recursive`, at every depth, not descending through links), as sorted POSIX
     * paths relative to the snapshot; links that lead outside it are left out. A missing directory
     * lists nothing when recursive and is an error otherwise, as `rglob` and `iterdir` do.
     */
    iterPaths(relativePath?: string, recursive?: boolean): Promise<string[]>;
    runVerifier(command: readonly string[], options?: VerifierOptions): Promise<CommandResult>;
    unifiedDiff(other: FilesystemHandle, relativePath: string, context?: number): Promise<string>;
    diff(other: FilesystemHandle): Promise<FilesystemDiff>;
}
