import { type SkippedPlugin } from "../plugins/load-plugins.js";
/**
 * A `--plugin` given on the command line whose package could not be loaded at all is a usage error
 * (one, naming each): the user asked for it by name, so a typo must not pass as "no metrics from
 * it". Plug-ins listed in package.json stay warnings (a broken one never stops the others).
 */
export declare function refuseBrokenPluginFlags(flags: readonly string[], skipped: readonly SkippedPlugin[], cwd: string): void;
