import type { NgramTables } from "../metrics/contract.js";
export declare const PLAIN_TABLE_FILE = "english_char_trigram.json";
export declare const BACKOFF_TABLE_FILE = "english_backoff_trigram_cased_punct.json";
/** GlossoGen caches its tables here (`~/.cache/glossogen`). */
export declare function defaultNgramTablesDir(): string;
export interface LoadedNgramTables {
    readonly tables: NgramTables;
    /** sha256 per table file that was found, for report provenance. */
    readonly digests: Readonly<Record<string, string>>;
}
export declare function loadNgramTables(dir: string, want: {
    plain: boolean;
    backoff: boolean;
}): Promise<LoadedNgramTables>;
