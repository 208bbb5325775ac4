import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/core/code-point-ranges.ts
function parseRanges(text) {
  const parts = text.split(",");
  const table = new Int32Array(parts.length * 2);
  parts.forEach((part, i) => {
    const [lo, hi] = part.split("-");
    table[2 * i] = parseInt(lo, 16);
    table[2 * i + 1] = parseInt(hi ?? lo, 16);
  });
  return table;
}
function inRanges(table, cp) {
  let lo = 0;
  let hi = table.length / 2 - 1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    if (cp < table[2 * mid]) hi = mid - 1;
    else if (cp > table[2 * mid + 1]) lo = mid + 1;
    else return true;
  }
  return false;
}

export {
  parseRanges,
  inRanges
};
