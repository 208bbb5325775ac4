/**
 * CPython 3's `repr(str)` (`unicode_repr`), for texts that must equal upstream's: Python `re.error`
 * messages (`unknown group name 'x'`), `KeyError` texts, NeMo's and pydantic's messages
 * (`Missing declared metric outputs: ['detail']`) and list/dict reprs inside OpenJudge prompts.
 *
 * Which code points are printable is python3 3.11's `str.isprintable()` (Unicode 14.0; the table in
 * py-printable-table.ts), not Node's newer Unicode database: a code point assigned after Unicode 14
 * (U+1C89, U+0897) is escaped as Python 3.11 escapes it.
 */
import { inRanges, parseRanges } from "./code-point-ranges.js";
import { PY_NON_PRINTABLE } from "./py-printable-table.js";

let nonPrintable: Int32Array | undefined;

/** Whether str.isprintable() is false for a code point from U+0080 up (Cc, Cf, Cs, Co, Cn, Zl, Zp, Zs). */
function isNonPrintable(code: number): boolean {
  nonPrintable ??= parseRanges(PY_NON_PRINTABLE);
  return inRanges(nonPrintable, code);
}
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
  if (!isNonPrintable(code)) return ch;
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
