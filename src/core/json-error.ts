/**
 * JSON syntax errors without the file's content. V8's messages quote the text they failed on
 * (`Unexpected token 'r', "root:x:0:0"... is not valid JSON`): for a file that is not what it
 * should be (say, a path pointing at /etc/passwd) that would echo its content into logs, PR
 * comments and Action outputs. We keep V8's description of what was expected, drop any quoted
 * excerpt, and locate the problem by line and column instead.
 */

/** Line and column (1-based) of a character offset in `text`. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 0x0a) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

function refusedForAToken(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch (error) {
    return error instanceof Error && /^Unexpected token /.test(error.message);
  }
}

/**
 * The offset of the character JSON.parse refuses `text` for with "Unexpected token": a prefix
 * that ends before it is refused only for ending early, one that holds it for that character, so
 * a binary search over prefix lengths finds it (in log2(length) parses, on the error path only).
 */
function unexpectedTokenOffset(text: string): number | undefined {
  if (!refusedForAToken(text)) return undefined;
  let accepted = 0;
  let refused = text.length;
  while (refused - accepted > 1) {
    const middle = Math.floor((accepted + refused) / 2);
    if (refusedForAToken(text.slice(0, middle))) refused = middle;
    else accepted = middle;
  }
  return refused - 1;
}

/** The offset in `text` of the character JSON.parse refused it for (its `error`), when V8 tells or it can be found. */
export function jsonSyntaxErrorOffset(error: unknown, text: string): number | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const at = /at position (\d+)/.exec(message);
  if (at !== null) return Number(at[1]);
  // `Unexpected token 'x', "…"... is not valid JSON`: the offending character is not given as a
  // position (and the first 'x' in the text need not be it), so find it as the last character
  // of the shortest prefix refused the same way
  return /^Unexpected token /.test(message) ? unexpectedTokenOffset(text) : undefined;
}

/**
 * `NaN`, `Infinity` or `-Infinity` when the refused character starts one (V8 points at the `N` or
 * the `I`, after any minus sign): the one refusal worth naming, since a number Python wrote is not
 * content a log should hide, and "unexpected character" alone does not say what to change.
 */
function nonFiniteLiteralAt(text: string, offset: number): string | undefined {
  if (text.startsWith("NaN", offset)) return "NaN";
  if (text.startsWith("Infinity", offset)) return text.charCodeAt(offset - 1) === 0x2d ? "-Infinity" : "Infinity";
  return undefined;
}

/** What is wrong with `text` as JSON, in words, quoting none of it. */
export function describeJsonSyntaxError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/Unexpected end of JSON input/.test(message)) {
    if (text.trim() === "") return "the file is empty";
    // a truncated file: where it ends (past its last character), so the line is named as for any other error
    const { line, column } = lineAndColumn(text, text.trimEnd().length);
    return `it ends before the JSON value is complete at line ${line}, column ${column}`;
  }
  const expected = /^(Expected [^"]*?|Bad [^"]*?|Unterminated [^"]*?|Exponent part [^"]*?|No number [^"]*?)(?: in JSON)? at position/.exec(message);
  const offset = jsonSyntaxErrorOffset(error, text);
  const nonFinite = offset === undefined ? undefined : nonFiniteLiteralAt(text, offset);
  const what =
    nonFinite !== undefined
      ? `${nonFinite}, which JSON has no number for (Python's json.dumps writes it; JSON.stringify and orjson write null)`
      : expected !== null
        ? (expected[1] as string).trim()
        : /^Unexpected (token|non-whitespace character)/.test(message)
          ? "unexpected character"
          : "not valid JSON";
  if (offset === undefined) return what;
  const { line, column } = lineAndColumn(text, offset);
  return `${what} at line ${line}, column ${column}`;
}

/** The same for one line of a JSONL file, whose errors name the line themselves: "… at column C". */
export function describeJsonLineSyntaxError(error: unknown, line: string): string {
  return describeJsonSyntaxError(error, line).replace(/ at line 1, column (\d+)$/, " at column $1");
}
