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
function refusedForAToken(text) {
  try {
    JSON.parse(text);
    return false;
  } catch (error) {
    return error instanceof Error && /^Unexpected token /.test(error.message);
  }
}
function unexpectedTokenOffset(text) {
  if (!refusedForAToken(text)) return void 0;
  let accepted = 0;
  let refused = text.length;
  while (refused - accepted > 1) {
    const middle = Math.floor((accepted + refused) / 2);
    if (refusedForAToken(text.slice(0, middle))) refused = middle;
    else accepted = middle;
  }
  return refused - 1;
}
function jsonSyntaxErrorOffset(error, text) {
  const message = error instanceof Error ? error.message : String(error);
  const at = /at position (\d+)/.exec(message);
  if (at !== null) return Number(at[1]);
  return /^Unexpected token /.test(message) ? unexpectedTokenOffset(text) : void 0;
}
function nonFiniteLiteralAt(text, offset) {
  if (text.startsWith("NaN", offset)) return "NaN";
  if (text.startsWith("Infinity", offset)) return text.charCodeAt(offset - 1) === 45 ? "-Infinity" : "Infinity";
  return void 0;
}
function describeJsonSyntaxError(error, text) {
  const message = error instanceof Error ? error.message : String(error);
  if (/Unexpected end of JSON input/.test(message)) {
    if (text.trim() === "") return "the file is empty";
    const { line: line2, column: column2 } = lineAndColumn(text, text.trimEnd().length);
    return `it ends before the JSON value is complete at line ${line2}, column ${column2}`;
  }
  const expected = /^(Expected [^"]*?|Bad [^"]*?|Unterminated [^"]*?|Exponent part [^"]*?|No number [^"]*?)(?: in JSON)? at position/.exec(message);
  const offset = jsonSyntaxErrorOffset(error, text);
  const nonFinite = offset === void 0 ? void 0 : nonFiniteLiteralAt(text, offset);
  const what = nonFinite !== void 0 ? `${nonFinite}, which JSON has no number for (Python's json.dumps writes it; JSON.stringify and orjson write null)` : expected !== null ? expected[1].trim() : /^Unexpected (token|non-whitespace character)/.test(message) ? "unexpected character" : "not valid JSON";
  if (offset === void 0) return what;
  const { line, column } = lineAndColumn(text, offset);
  return `${what} at line ${line}, column ${column}`;
}
function describeJsonLineSyntaxError(error, line) {
  return describeJsonSyntaxError(error, line).replace(/ at line 1, column (\d+)$/, " at column $1");
}

export {
  jsonSyntaxErrorOffset,
  describeJsonSyntaxError,
  describeJsonLineSyntaxError
};
