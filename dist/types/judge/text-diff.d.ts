export interface UnifiedDiffOptions {
    readonly fromLabel?: string;
    readonly toLabel?: string;
    /** Unchanged lines shown around each change (default 3). */
    readonly context?: number;
    /** Diff body lines shown at most; the rest is summarised (default 120). */
    readonly maxLines?: number;
}
/** A unified diff of two texts by line; the empty string when they are equal. */
export declare function unifiedLineDiff(before: string, after: string, options?: UnifiedDiffOptions): string;
/**
 * Similarity in [0, 1] of two texts by their lines (Dice coefficient over line multisets), with
 * a small tie-breaker for length. Linear time, so it is cheap on long transcripts.
 */
export declare function lineSimilarity(a: string, b: string): number;
