import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  describeCount,
  parseCount
} from "./chunk-PXYAA3UN.js";
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

export {
  collect,
  countFlag
};
