import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/core/py-dict-order.ts
var PY_KEY_ORDER = /* @__PURE__ */ Symbol("agent-eval.pyKeyOrder");
function setPyKeyOrder(target, keys) {
  const own = Object.keys(target);
  if (own.length !== keys.length || own.every((k, i) => k === keys[i])) return;
  Object.defineProperty(target, PY_KEY_ORDER, { value: [...keys], enumerable: false, configurable: true, writable: true });
}
function pyKeys(value) {
  const own = Object.keys(value);
  const recorded = value[PY_KEY_ORDER];
  if (recorded === void 0 || recorded.length !== own.length) return own;
  const set = new Set(own);
  return recorded.every((k) => set.has(k)) ? [...recorded] : own;
}
function copyPyKeyOrder(from, to) {
  if (from === null || typeof from !== "object") return;
  const recorded = from[PY_KEY_ORDER];
  if (recorded !== void 0) setPyKeyOrder(to, recorded);
}

export {
  setPyKeyOrder,
  pyKeys,
  copyPyKeyOrder
};
