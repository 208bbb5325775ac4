import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/core/printable.ts
var CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
var ESCAPED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029"\\]/g;
var CONTROL_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/g;
var SHORT = { "\n": "\\n", "\r": "\\r", "	": "\\t", "\b": "\\b", "\f": "\\f", '"': '\\"', "\\": "\\\\" };
function escaped(c) {
  return SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
}
function hasControlCharacter(text) {
  return CONTROL.test(text);
}
function oneLine(line) {
  if (!CONTROL.test(line)) return line;
  return line.replace(CONTROL_BUT_TAB, escaped);
}
function printablePath(text) {
  if (!CONTROL.test(text)) return text;
  return `"${text.replace(ESCAPED, escaped)}"`;
}

export {
  hasControlCharacter,
  oneLine,
  printablePath
};
