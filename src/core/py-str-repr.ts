/**
 * CPython 3's `repr(str)` (`unicode_repr`), for texts that must equal upstream's: Python `re.error`
 * messages (`unknown group name 'x'`), `KeyError` texts, NeMo's and pydantic's messages
 * (`Missing declared metric outputs: ['detail']`) and list/dict reprs inside OpenJudge prompts.
 *
 * Which code points are unassigned (category Cn, so escaped) follows Node's Unicode database, as
 * upstream's follows its Python's (3.11: Unicode 14.0, 3.12: 15.0, 3.13: 15.1, 3.14: 16.0): a code
 * point assigned after the running Python's version prints as is here and escaped there.
 */

// str.isprintable() is false for these categories, and true for U+0020 (the only printable Zs).
const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
// Printable ASCII other than the quotes and the backslash: the common case, copied as it is.
const PLAIN_ASCII = /^[\x20\x21\x23-\x26\x28-\x5b\x5d-\x7e]*$/;

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, "0");
}

function escapeChar(ch: string, quote: string): string {
  if (ch === quote || ch === "\\") return `\\${ch}`;
  if (ch === "\t") return "\\t";
  if (ch === "\n") return "\\n";
  if (ch === "\r") return "\\r";
  // iterating by code point yields a lone surrogate as one UTF-16 unit, which \p{Cs} matches
  const code = ch.codePointAt(0) as number;
  if (code < 0x20 || code === 0x7f) return `\\x${hex(code, 2)}`;
  if (code < 0x7f) return ch;
  if (!NON_PRINTABLE.test(ch)) return ch;
  if (code < 0x100) return `\\x${hex(code, 2)}`;
  if (code < 0x10000) return `\\u${hex(code, 4)}`;
  return `\\U${hex(code, 8)}`;
}

/** Python `repr(str)`: single quotes unless the text holds `'` and no `"`; non-printables escaped. */
export function pyStrRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  if (PLAIN_ASCII.test(text)) return quote + text + quote;
  let out = quote;
  for (const ch of text) out += escapeChar(ch, quote);
  return out + quote;
}
