/** What the commands that take `--plugin` do with one that cannot be loaded at all. */
import { InputError } from "../core/errors.js";
import { type SkippedPlugin, pluginFlagSpec } from "../plugins/load-plugins.js";

/**
 * A `--plugin` given on the command line whose package could not be loaded at all is a usage error
 * (one, naming each): the user asked for it by name, so a typo must not pass as "no metrics from
 * it". Plug-ins listed in package.json stay warnings (a broken one never stops the others).
 */
export function refuseBrokenPluginFlags(flags: readonly string[], skipped: readonly SkippedPlugin[], cwd: string): void {
  // skipped plug-ins are named by their resolved spec: `--plugin ./x` is listed as /cwd/x
  const given = new Set(flags.map((flag) => pluginFlagSpec(flag, cwd)));
  const broken = skipped.filter((s) => s.scope === "plugin" && given.has(s.plugin));
  if (broken.length > 0) throw new InputError(broken.map((s) => `--plugin ${s.plugin}: ${s.reason}`).join("; "));
}
