/** Loading a metric the way agent-eval loads it from a plug-in package, for the package's own tests. */
import { loadPluginMetrics } from "../plugins/load-plugins.js";
import type { Metric } from "../metrics/contract.js";

/**
 * The metric `name` as declared in the `agent-eval.metrics` block of the package.json in
 * `packageDir`, loaded with agent-eval's plug-in rules (declared name = metric name, no built-in
 * name, a Metric export or a `{ command }`). Throws the reason agent-eval would log if it would
 * skip it. A module entry is imported from its declared path (e.g. `./dist/…`: build first).
 */
export async function pluginMetric(packageDir: string, name: string): Promise<Metric> {
  const logs: string[] = [];
  const loaded = await loadPluginMetrics([packageDir], { cwd: packageDir, log: (line) => logs.push(line), only: [name] });
  const metric = loaded.metrics.find((m) => m.name === name);
  if (metric !== undefined) return metric;
  const reason = loaded.skipped[0]?.reason ?? `${packageDir}/package.json declares no metric '${name}'`;
  throw new Error(`agent-eval would not load metric '${name}': ${reason}`);
}
