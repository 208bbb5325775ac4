/**
 * What the code graders need from the outside world, injected by the Node layer
 * (src/node/code-capabilities.ts): checking a source text's syntax and running a program with
 * test cases in a temporary directory. The graders stay pure: they only call these.
 */
export declare const CODE_LANGUAGES: readonly ["python", "javascript", "typescript"];
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];
/** A syntax check: `null` when the source parses, else its first error (message, 1-based line and column when known). */
export interface SyntaxProblem {
    readonly message: string;
    readonly line?: number;
    readonly column?: number;
}
/** One test case: the program reads `input` on stdin; it passes when its stdout (trailing whitespace trimmed) equals `expected_output` (trimmed). */
export interface CodeTestCase {
    readonly input: string;
    readonly expected_output: string;
}
/** What one run of the program produced. */
export interface CodeRunResult {
    readonly stdout: string;
    readonly stderr: string;
    /** Exit code, or null when the program was killed (timeout) or did not start. */
    readonly exitCode: number | null;
    readonly timedOut: boolean;
    /** Set when the program could not be started (e.g. no python3 on this machine). */
    readonly startError?: string;
}
export interface CodeCapabilities {
    /**
     * Checks each source in order: `null` or its problem, one per source. A failure that is not a
     * syntax error (Python's ast.parse raising UnicodeEncodeError, MemoryError, RecursionError)
     * rejects with that error, as it escapes upstream's grader.
     */
    checkSyntax(language: CodeLanguage, sources: readonly string[]): Promise<Array<SyntaxProblem | null>>;
    /** Runs `source` once with `stdin`, in a fresh temporary directory, with a timeout and no network where the machine allows it. */
    run(language: CodeLanguage, source: string, stdin: string, timeoutMs: number): Promise<CodeRunResult>;
}
