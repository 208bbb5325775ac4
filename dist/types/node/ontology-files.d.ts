import type { PooledLabel } from "../metrics/judge/index.js";
/** Labels pooled across runs by case-insensitive text, first spelling kept, first-seen order. */
export declare function poolLabels(runDirs: readonly string[]): Promise<{
    pool: PooledLabel[];
    runIds: string[];
}>;
/** The newest `*.json` in `<run-dir>/../_ontology/` (GlossoGen's default ontology location). */
export declare function newestOntology(runDir: string): Promise<string | undefined>;
