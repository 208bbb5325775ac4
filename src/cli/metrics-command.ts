/** `agent-eval metrics`: list every metric (built-in and from plug-ins), as text or JSON. Loaded only when this command runs. */
import { pluginRegistry, pluginSpecs } from "../plugins/load-plugins.js";
import type { CliIo } from "./main.js";
import { refuseBrokenPluginFlags } from "./plugin-flags.js";

export async function metricsCommand(io: CliIo, json: boolean, pluginFlags: string[]): Promise<number> {
  const plugins = await pluginSpecs({ cwd: process.cwd(), flags: pluginFlags });
  const { registry, loaded } = await pluginRegistry(plugins, { cwd: process.cwd(), log: (line) => io.stderr(`${line}\n`) });
  refuseBrokenPluginFlags(pluginFlags, loaded.skipped, process.cwd());
  const available = [...registry.metrics.values()].sort((a, b) => a.name.localeCompare(b.name));
  const unavailable = [...registry.unavailable.values()].sort((a, b) => a.name.localeCompare(b.name));
  if (json) {
    io.stdout(
      `${JSON.stringify(
        {
          available: available.map((m) => ({
            name: m.name,
            kind: m.kind,
            version: m.version,
            unit: m.unit,
            description: m.description,
            not_applicable_when: m.notApplicableWhen,
          })),
          unavailable,
        },
        null,
        2,
      )}\n`,
    );
    return 0;
  }
  const width = Math.max(...available.map((m) => m.name.length), ...unavailable.map((m) => m.name.length));
  const lines = available.map(
    (m) =>
      `${m.name.padEnd(width)}  [${m.kind}] ${m.description} Unit: ${m.unit}. ` +
      (m.notApplicableWhen.startsWith("never") ? `Always applies (${m.notApplicableWhen.replace(/^never\s*/, "").replace(/^\((.*)\)$/, "$1") || "never skipped"}).` : `Does not apply when ${m.notApplicableWhen}.`),
  );
  lines.push("", "Not available:");
  for (const m of unavailable) lines.push(`${m.name.padEnd(width)}  ${m.reason}`);
  io.stdout(`${lines.join("\n")}\n`);
  return 0;
}
