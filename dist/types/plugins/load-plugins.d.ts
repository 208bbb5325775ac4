import type { Metric } from "../metrics/contract.js";
import { type MetricRegistry } from "../metrics/registry.js";
/** A plug-in declaration that was not loaded. */
export interface SkippedPlugin {
    /** The metric name as declared, or the plug-in spec when the whole package failed. */
    readonly name: string;
    /** The plug-in as given (`--plugin` value or `plugins` entry). */
    readonly plugin: string;
    /** `metric`: one declared metric; `plugin`: the whole package (not found, bad package.json…). */
    readonly scope: "metric" | "plugin";
    readonly reason: string;
}
/** A plug-in package that was read, with the metrics it contributed. */
export interface LoadedPlugin {
    readonly spec: string;
    /** package.json `name` and `version` (for provenance). */
    readonly packageName: string;
    readonly packageVersion: string;
    readonly dir: string;
    readonly metrics: readonly string[];
}
export interface PluginLoadResult {
    /** Loaded metrics, in declaration order (plug-ins in the order given). */
    readonly metrics: Metric[];
    readonly skipped: SkippedPlugin[];
    readonly plugins: LoadedPlugin[];
}
export interface LoadPluginOptions {
    /** Where package names are resolved from (node_modules lookup) and relative paths are based. */
    readonly cwd: string;
    /** One warning line per refused or skipped declaration. */
    readonly log: (line: string) => void;
    /** The names plug-ins cannot take. Default: `builtinRegistry()` (runnable and unavailable built-ins). */
    readonly builtin?: MetricRegistry;
    /** Load only these declared names; other declarations are ignored (not reported as skipped). */
    readonly only?: readonly string[];
}
/** A `--plugin` value as pluginSpecs lists it (and skipped plug-ins name it): a path made absolute. */
export declare function pluginFlagSpec(flag: string, cwd: string): string;
/** Why `value` is not a Metric, or undefined when it is one. */
export declare function metricProblem(value: unknown): string | undefined;
/**
 * Loads the metrics the given plug-in packages declare. Never throws for a broken plug-in: every
 * problem is in `skipped` (and logged) and everything else is loaded.
 */
export declare function loadPluginMetrics(specs: readonly string[], options: LoadPluginOptions): Promise<PluginLoadResult>;
/**
 * The registry `--metrics` resolves against: the built-ins plus the loaded plug-in metrics. A
 * declared metric that was skipped for being broken is listed as unavailable with its reason, so
 * asking for it says why instead of "unknown metric". Built-ins always win.
 */
export declare function registryWithPlugins(builtin: MetricRegistry, loaded: Pick<PluginLoadResult, "metrics" | "skipped">): MetricRegistry;
/**
 * The plug-ins of an invocation: the `plugins` list in the `agent-eval` block of the nearest
 * package.json at or above `cwd` (paths there are relative to that file), then the `--plugin`
 * flags (relative to `cwd`), in order, without repeats. A malformed `plugins` list is an input error.
 */
export declare function pluginSpecs(options: {
    readonly cwd: string;
    readonly flags?: readonly string[];
}): Promise<string[]>;
/**
 * `loadPluginMetrics` + `registryWithPlugins` over the default built-ins, memoized per process by
 * (cwd, specs): the CLI's parent and each worker thread build the registry once from the same
 * plain-data spec list (metric objects cannot cross a thread boundary). Only the first call for a
 * key logs. With no specs it is the built-in registry itself.
 */
export declare function pluginRegistry(specs: readonly string[], options: LoadPluginOptions): Promise<{
    registry: MetricRegistry;
    loaded: PluginLoadResult;
}>;
