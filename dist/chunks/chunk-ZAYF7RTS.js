import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/core/json-error.ts
function lineAndColumn(text, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
function describeJsonSyntaxError(error, text) {
  const message = error instanceof Error ? error.message : String(error);
  if (/Unexpected end of JSON input/.test(message)) return text.trim() === "" ? "the file is empty" : "it ends before the JSON value is complete";
  const at = /at position (\d+)/.exec(message);
  const expected = /^(Expected [^"]*?|Bad [^"]*?|Unterminated [^"]*?|Exponent part [^"]*?|No number [^"]*?)(?: in JSON)? at position/.exec(message);
  let offset = at === null ? void 0 : Number(at[1]);
  if (offset === void 0) {
    const token = /^Unexpected token '(.)'/u.exec(message);
    if (token !== null) {
      const index = text.indexOf(token[1]);
      if (index !== -1) offset = index;
    }
  }
  const what = expected !== null ? expected[1].trim() : /^Unexpected (token|non-whitespace character)/.test(message) ? "unexpected character" : "not valid JSON";
  if (offset === void 0) return what;
  const { line, column } = lineAndColumn(text, offset);
  return `${what} at line ${line}, column ${column}`;
}

export {
  describeJsonSyntaxError
};
