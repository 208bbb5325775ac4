import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  describeCount,
  parseCount
} from "./chunk-PF7TFW42.js";
import {
  InputError
} from "./chunk-TESCUGIO.js";

// src/cli/flag-values.ts
var collect = (value, previous = []) => [...previous, value];
function countFlag(value, flag, bounds = {}) {
  if (value === void 0) return void 0;
  const n = parseCount(value, bounds);
  if (n === void 0) throw new InputError(`${flag}: expected ${describeCount(bounds)}, got '${value}'`);
  return n;
}
var PATH_FLAGS = /* @__PURE__ */ new Set([
  "--run-dir",
  "--out",
  "--scenario-config",
  "--ngram-tables",
  "--gpt2-model",
  "--ontology-path",
  "--scenario-assets",
  "--fixtures",
  "--baseline",
  "--candidate",
  "--reports",
  "--dataset",
  "--config",
  "--merge",
  "--data"
]);
function checkFlagValues(command) {
  for (const option of command.options) {
    if (option.isBoolean()) continue;
    const flag = option.long ?? option.flags;
    const single = !option.variadic && option.parseArg !== collect;
    const path = PATH_FLAGS.has(flag);
    if (!single && !path) continue;
    let first;
    command.on(`option:${option.name()}`, (value) => {
      if (path && value === "") throw new InputError(`${flag} is empty (an unset variable?): give a path, or leave the flag out`);
      if (!single) return;
      if (first === void 0) first = value;
      else if (value !== first) throw new InputError(`${flag} is given twice ('${first}', then '${value}'); it takes one value: give it once`);
    });
  }
  for (const sub of command.commands) checkFlagValues(sub);
}

export {
  collect,
  countFlag,
  checkFlagValues
};
