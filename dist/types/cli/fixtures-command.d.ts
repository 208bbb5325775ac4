/**
 * What `grade` and `rubrics generate` record under: NeMo's llm_judge (trials/metrics/llm-judge.ts
 * LLM_JUDGE_NAMESPACE) and OpenJudge's graders (`openjudge.<grader>`, graders/llm/llm-grader.ts
 * fixtureNamespace). Their prompts are the user's grading config, not bundled templates, so check
 * cannot tell them stale (tests/cli/fixtures-prune.test.ts keeps these names in step).
 */
export declare function isTrialNamespace(metric: string): boolean;
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
    /** Deletes one recording (default: unlink); tests make it fail. */
    readonly remove?: (file: string) => Promise<void>;
}
export interface PruneResult {
    /** Run-metric recordings a report's replay used. */
    readonly kept: number;
    /** Recordings prune never deletes: other commands' (ontology consolidate, grade, rubrics) and the agent probes'. */
    readonly keptOthers: number;
    readonly deleted: readonly string[];
    /** Recordings prune meant to delete but could not, with why: they are still in the store. */
    readonly notDeleted: readonly {
        readonly file: string;
        readonly error: string;
    }[];
}
/**
 * Replay the judge metrics of every given run's report, collect the recordings they use, and
 * delete every other recording in the store. A recording that cannot be deleted does not stop the
 * others: the result names exactly what was deleted and what was not (and why), so a prune that
 * failed part of the way never leaves the store in a state nobody knows.
 */
export declare function pruneFixtures(options: PruneOptions, log: (line: string) => void): Promise<PruneResult>;
