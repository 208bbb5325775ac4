import type { Metric } from "../metrics/contract.js";
/**
 * The metric `name` as declared in the `agent-eval.metrics` block of the package.json in
 * `packageDir`, loaded with agent-eval's plug-in rules (declared name = metric name, no built-in
 * name, a Metric export or a `{ command }`). Throws the reason agent-eval would log if it would
 * skip it. A module entry is imported from its declared path (e.g. `./dist/…`: build first).
 */
export declare function pluginMetric(packageDir: string, name: string): Promise<Metric>;
