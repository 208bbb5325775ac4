export interface FixtureCheckResult {
    readonly files: number;
    readonly problems: readonly string[];
    readonly stale: readonly string[];
}
/** Parse every recording, refuse secrets, and list recordings made with another template or judge. */
export declare function checkFixtures(root: string, options: {
    model?: string;
    provider?: string;
    secrets: readonly string[];
}): Promise<FixtureCheckResult>;
export interface PruneOptions {
    readonly runDirs: readonly string[];
    readonly fixturesDir: string;
    readonly ngramTablesDir: string;
    readonly dryRun: boolean;
    readonly ontologyPath: string | undefined;
}
export interface PruneResult {
    readonly kept: number;
    readonly deleted: readonly string[];
}
/**
 * Replay the judge metrics of every given run's report, collect the recordings they use, and
 * delete every other recording in the store.
 */
export declare function pruneFixtures(options: PruneOptions, log: (line: string) => void): Promise<PruneResult>;
