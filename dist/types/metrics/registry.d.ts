import type { BuiltinMetric, Metric, MetricDiffDeclaration, UnavailableMetric } from "./contract.js";
/**
 * Built-ins in GlossoGen's registry order. The judge and probe metrics are their registry entries
 * (lazy-builtins.ts): same declarations, code imported when one computes.
 */
export declare const BUILTIN_METRICS: readonly BuiltinMetric[];
/** What the diff reads about each built-in (perplexity included, though it runs only with a model). */
export declare const BUILTIN_DECLARATIONS: ReadonlyMap<string, MetricDiffDeclaration>;
/**
 * The declaration a report records for `metric`: only a metric outside the built-in catalogue
 * (a plug-in) writes its own, so a diff elsewhere reads it without loading the plug-in. The
 * built-ins' declarations are known to every agent-eval, and leaving them out keeps reports as
 * they were.
 */
export declare function recordedDeclaration(metric: Metric): Partial<MetricDiffDeclaration>;
export declare const UNAVAILABLE_METRICS: readonly UnavailableMetric[];
export interface MetricRegistry {
    readonly metrics: ReadonlyMap<string, Metric>;
    readonly unavailable: ReadonlyMap<string, UnavailableMetric>;
}
/** The built-ins, built once per process (read-only: plug-ins and perplexity extend copies). */
export declare function builtinRegistry(): MetricRegistry;
/**
 * Parse `--metrics a,b,c`: names are trimmed, order and duplicates kept (a name requested twice
 * runs twice, as upstream). Unknown or unavailable names are an input error listing valid names,
 * prefixed with `label`: the flag or input the list came from.
 */
export declare function resolveMetricList(registry: MetricRegistry, list: string, label?: string): Metric[];
/**
 * The known name nearest to a typo by edit distance, when it is near enough to be what was meant:
 * at most a third of the name's length (at least 2) away, and strictly nearer than any other name.
 */
export declare function closestName(name: string, known: readonly string[]): string | undefined;
