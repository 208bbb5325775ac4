import type { CliIo } from "./main.js";
export interface VerifyOptions {
    readonly scenario: string | undefined;
    readonly fixturesDir: string;
    readonly ngramTablesDir: string;
    readonly judgeConcurrency: number;
    readonly ontologyPath?: string | undefined;
    /** Plug-in specs (from --plugin and package.json) for reports that list plug-in metrics. */
    readonly plugins?: readonly string[];
    readonly pluginCwd?: string;
    /** A local GPT-2 model directory, for reports that list perplexity. */
    readonly gpt2Model?: string | undefined;
}
export interface MetricDifference {
    readonly metric: string;
    /** What differs first, in one line: the field and both values, or the error the replay met. */
    readonly first?: string;
    readonly diff: string;
}
export interface VerifyResult {
    readonly runDir: string;
    readonly reportPath: string;
    readonly status: "identical" | "equivalent" | "different";
    readonly note?: string;
    readonly differences: readonly MetricDifference[];
    /** Metrics in the report: how many, and those recorded as failed (a reproduced failure is still a failure). */
    readonly metricCount: number;
    readonly failedMetrics: readonly string[];
}
/** Exit status of one verified run: 1 when it did not reproduce or a reproduced metric failed. */
export declare function verifyExitStatus(result: VerifyResult): 0 | 1;
/**
 * The first leaf where two JSON values differ (depth first, keys in the committed order, then the
 * replayed one's extra keys), as `path: committed X, replayed Y`; undefined when they are equal.
 */
export declare function firstDifference(committed: unknown, replayed: unknown, at?: string): string | undefined;
export declare function verifyRun(runDir: string, options: VerifyOptions, log: (line: string) => void): Promise<VerifyResult>;
export declare function formatVerifyResult(result: VerifyResult): string;
export interface VerifyFlags {
    runDir: string[];
    fixtures: string;
    ngramTables?: string;
    ontologyPath?: string;
    plugin: string[];
    gpt2Model?: string;
    json: boolean;
}
/** `verify` on each --run-dir: a run that cannot be verified is reported, named, and the others are still verified. */
export declare function verifyCommand(scenario: string | undefined, flags: VerifyFlags, io: CliIo): Promise<number>;
