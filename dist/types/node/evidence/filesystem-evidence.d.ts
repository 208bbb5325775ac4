import type { CommandResult, FilesystemDiff, FilesystemHandle, VerifierOptions } from "../../trials/contract.js";
/** Used when `runVerifier` gets no `timeoutMs` (NeMo has none; a stuck verifier must not hang grading): the `verifier` metric's default. */
export declare const DEFAULT_VERIFIER_TIMEOUT_MS: number;
/** Bytes kept per output stream of a verifier. */
export declare const MAX_VERIFIER_OUTPUT_BYTES: number;
/** The evaluator's environment without anything that looks like a credential. */
export declare function verifierEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** Strict UTF-8 (Python's `read_text(encoding="utf-8")` raises on invalid bytes too). */
export declare function decodeUtf8(bytes: Uint8Array, label: string): string;
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
    readText(relativePath: string): Promise<string>;
    listFiles(): Promise<string[]>;
    runVerifier(command: readonly string[], options?: VerifierOptions): Promise<CommandResult>;
    diff(other: FilesystemHandle): Promise<FilesystemDiff>;
}
