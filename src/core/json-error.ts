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

/** What is wrong with `text` as JSON, in words, quoting none of it. */
export function describeJsonSyntaxError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/Unexpected end of JSON input/.test(message)) return text.trim() === "" ? "the file is empty" : "it ends before the JSON value is complete";
  const at = /at position (\d+)/.exec(message);
  const expected = /^(Expected [^"]*?|Bad [^"]*?|Unterminated [^"]*?|Exponent part [^"]*?|No number [^"]*?)(?: in JSON)? at position/.exec(message);
  let offset: number | undefined = at === null ? undefined : Number(at[1]);
  if (offset === undefined) {
    // `Unexpected token 'x', "…"... is not valid JSON`: the first offending character is not
    // given as a position, so find the first character no JSON text can start with there
    const token = /^Unexpected token '(.)'/u.exec(message);
    if (token !== null) {
      const index = text.indexOf(token[1] as string);
      if (index !== -1) offset = index;
    }
  }
  const what = expected !== null ? (expected[1] as string).trim() : /^Unexpected (token|non-whitespace character)/.test(message) ? "unexpected character" : "not valid JSON";
  if (offset === undefined) return what;
  const { line, column } = lineAndColumn(text, offset);
  return `${what} at line ${line}, column ${column}`;
}
