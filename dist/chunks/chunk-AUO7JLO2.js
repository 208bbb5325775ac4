import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  describeCount,
  parseCount
} from "./chunk-OSQLWR62.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";

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
function pathArguments(argv) {
  const values = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") break;
    const inline = arg.startsWith("--") ? arg.indexOf("=") : -1;
    if (!PATH_FLAGS.has(inline === -1 ? arg : arg.slice(0, inline))) continue;
    if (inline !== -1) values.push(arg.slice(inline + 1));
    else for (; i + 1 < argv.length && !argv[i + 1].startsWith("-"); i++) values.push(argv[i + 1]);
  }
  return values;
}
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
  pathArguments,
  checkFlagValues
};
