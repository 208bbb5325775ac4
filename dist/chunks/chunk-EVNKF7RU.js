import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  pluginFlagSpec
} from "./chunk-MKJ3MT4X.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";

// src/cli/plugin-flags.ts
function refuseBrokenPluginFlags(flags, skipped, cwd) {
  const given = new Set(flags.map((flag) => pluginFlagSpec(flag, cwd)));
  const broken = skipped.filter((s) => s.scope === "plugin" && given.has(s.plugin));
  if (broken.length > 0) throw new InputError(broken.map((s) => `--plugin ${s.plugin}: ${s.reason}`).join("; "));
}

export {
  refuseBrokenPluginFlags
};
