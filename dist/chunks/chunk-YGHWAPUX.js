import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/core/own-keys.ts
function defineOwn(target, key, value) {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
function ownValue(target, key) {
  return Object.hasOwn(target, key) ? target[key] : void 0;
}

export {
  defineOwn,
  ownValue
};
