import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  hasControlCharacter
} from "./chunk-O5SDIVA5.js";

// src/node/found-paths.ts
import path from "node:path";
var found = /* @__PURE__ */ new Set();
function noteFoundPath(file) {
  for (let at = file; hasControlCharacter(at); at = path.dirname(at)) {
    if (found.has(at)) return;
    found.add(at);
  }
}
function foundPathsWithControlCharacters() {
  return [...found];
}

export {
  noteFoundPath,
  foundPathsWithControlCharacters
};
