/**
 * Python's `str.format(**kwargs)`, the way OpenJudge fills its prompt templates (`"Query: {query}"`,
 * `{{`/`}}` for literal braces), with values printed by core/py-repr.ts (`str()`/`repr()`; which JS
 * number is a Python int and which a float is decided there: a `PyFloat`, a dataset's `1.0`, is a
 * float, so `{x:.2}` prints `1.0` where the int `1` raises).
 */
import { PyFloat } from "../core/json-format.js";
import { type DoubleFormatCode, pyDoubleToString } from "../core/py-double-to-string.js";
import { pyRepr, pyStr, pyTypeName } from "../core/py-repr.js";
import { pyStrRepr } from "../core/py-str-repr.js";
import { PY_DIGIT_RANGES } from "./text/py-regex-tables.js";

/** An error with Python's exception class name (`KeyError`, `ValueError`...) and its `str(e)`. */
export class PyError extends Error {
  constructor(
    readonly pyType: string,
    message: string,
  ) {
    super(message);
    this.name = pyType;
  }
}

/**
 * What Python's `int(text)` strips around the digits (python3 3.11: `str.isspace()` minus
 * `\x1c`-`\x1f`, i.e. Unicode White_Space; `\ufeff` is not stripped).
 */
const INT_SPACE = /^[\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

/**
 * Python `int(text)` acceptance for a path or index segment: surrounding White_Space, a sign, then
 * decimal digits of any script (`٣` is 3) with single `_` between them; undefined where int() raises.
 */
export function pyIntFromString(text: string): number | undefined {
  const body = text.replace(INT_SPACE, "");
  const sign = body.startsWith("-") ? -1 : 1;
  const digits = body.startsWith("-") || body.startsWith("+") ? body.slice(1) : body;
  let value = 0n;
  let previous = "";
  for (const ch of digits) {
    if (ch === "_") {
      if (previous === "" || previous === "_") return undefined;
    } else {
      const digit = decimalValue(ch.codePointAt(0) as number);
      if (digit === undefined) return undefined;
      value = value * 10n + BigInt(digit);
    }
    previous = ch;
  }
  if (previous === "" || previous === "_") return undefined;
  return sign * Number(value);
}

interface Field {
  readonly name: string;
  readonly conversion: string | undefined;
  readonly spec: string;
}

/** A parse error, raised when rendering reaches it: CPython parses and renders field by field. */
interface ParseError {
  readonly error: string;
}

type Piece = string | Field | ParseError;

const parsed = new Map<string, readonly Piece[]>();

/**
 * Splits a format string into literal text and replacement fields as CPython's `MarkupIterator`
 * and `parse_field` do (Objects/stringlib/unicode_format.h), on code points. Parsing stops at the
 * first error, which is kept as the last piece, so an earlier field's KeyError still wins.
 */
function parseFormat(template: string): readonly Piece[] {
  const cached = parsed.get(template);
  if (cached !== undefined) return cached;
  const cp = [...template];
  const end = cp.length;
  const pieces: Piece[] = [];
  let pos = 0;
  let literal = "";
  const fail = (message: string): readonly Piece[] => {
    if (literal !== "") pieces.push(literal);
    pieces.push({ error: message });
    parsed.set(template, pieces);
    return pieces;
  };
  while (pos < end) {
    const c = cp[pos++] ?? "";
    if (c !== "{" && c !== "}") {
      literal += c;
      continue;
    }
    const atEnd = pos >= end;
    if (c === "}" && (atEnd || cp[pos] !== "}")) return fail("Single '}' encountered in format string");
    if (atEnd) return fail("Single '{' encountered in format string");
    if (cp[pos] === c) {
      literal += c; // an escaped {{ or }}
      pos++;
      continue;
    }
    if (literal !== "") pieces.push(literal);
    literal = "";
    // parse_field: the name ends at ':', '!' or '}'; '[' skips to the next ']'
    const nameStart = pos;
    let stop = "";
    while (pos < end) {
      const ch = cp[pos++] ?? "";
      if (ch === "{") return fail("unexpected '{' in field name");
      if (ch === "[") {
        while (pos < end && cp[pos] !== "]") pos++;
        continue;
      }
      if (ch === "}" || ch === ":" || ch === "!") {
        stop = ch;
        break;
      }
    }
    if (stop === "") return fail("expected '}' before end of string");
    const name = cp.slice(nameStart, pos - 1).join("");
    if (stop === "}") {
      pieces.push({ name, conversion: undefined, spec: "" });
      continue;
    }
    let conversion: string | undefined;
    if (stop === "!") {
      if (pos >= end) return fail("end of string while looking for conversion specifier");
      conversion = cp[pos++] ?? "";
      if (pos < end) {
        const next = cp[pos++];
        if (next === "}") {
          pieces.push({ name, conversion, spec: "" });
          continue;
        }
        if (next !== ":") return fail("expected ':' after conversion specifier");
      }
    }
    const specStart = pos;
    let depth = 1;
    while (pos < end && depth > 0) {
      const ch = cp[pos++];
      if (ch === "{") depth++;
      else if (ch === "}") depth--;
    }
    if (depth > 0) return fail("unmatched '{' in format spec");
    pieces.push({ name, conversion, spec: cp.slice(specStart, pos - 1).join("") });
  }
  if (literal !== "") pieces.push(literal);
  parsed.set(template, pieces);
  return pieces;
}

/** Python 3.11's decimal digits (`str.isdecimal()`, the same set as `re`'s `\d`), as [lo, hi] runs of ten. */
let decimalRuns: Array<readonly [number, number]> | undefined;
const PY_SSIZE_T_MAX = 2n ** 63n - 1n;

function decimalValue(cp: number): number | undefined {
  decimalRuns ??= PY_DIGIT_RANGES.split(",").map((r) => {
    const [lo, hi = lo] = r.split("-") as [string, string?];
    return [parseInt(lo, 16), parseInt(hi, 16)] as const;
  });
  for (const [lo, hi] of decimalRuns) if (cp >= lo && cp <= hi) return (cp - lo) % 10;
  return undefined;
}

/**
 * CPython's `get_integer` (Objects/stringlib/unicode_format.h): a field name or `[index]` made only
 * of decimal digits (any script's: `{items[٣]}` is index 3) is an int, else undefined (a name or a
 * string key); past Py_ssize_t it is a ValueError.
 */
function formatInteger(text: string): number | undefined {
  if (text === "") return undefined;
  let acc = 0n;
  for (const ch of text) {
    const digit = decimalValue(ch.codePointAt(0) as number);
    if (digit === undefined) return undefined;
    if (acc > (PY_SSIZE_T_MAX - BigInt(digit)) / 10n) throw new PyError("ValueError", "Too many decimal digits in format string");
    acc = acc * 10n + BigInt(digit);
  }
  return Number(acc);
}

function lookup(name: string, variables: Readonly<Record<string, unknown>>, auto: { next: number }): unknown {
  const first = /^[^.[]*/.exec(name)?.[0] ?? "";
  const firstIndex = formatInteger(first);
  if (first === "" || firstIndex !== undefined) {
    const index = firstIndex ?? auto.next++;
    throw new PyError("IndexError", `Replacement index ${index} out of range for positional args tuple`);
  }
  if (!Object.prototype.hasOwnProperty.call(variables, first)) throw new PyError("KeyError", pyStrRepr(first));
  let value: unknown = variables[first];
  let rest = name.slice(first.length);
  while (rest !== "") {
    if (rest.startsWith(".")) {
      const attr = /^\.([^.[]*)/.exec(rest)?.[1] ?? "";
      if (attr === "") throw new PyError("ValueError", "Empty attribute in format string");
      // CPython writes the name between plain quotes ('%U'), not as a repr
      throw new PyError("AttributeError", `'${pyTypeName(value)}' object has no attribute '${attr}'`);
    }
    if (rest.startsWith("[")) {
      const close = rest.indexOf("]");
      if (close < 0) throw new PyError("ValueError", "Missing ']' in format string");
      const key = rest.slice(1, close);
      if (key === "") throw new PyError("ValueError", "Empty attribute in format string");
      rest = rest.slice(close + 1);
      // CPython subscripts before it looks at what follows the ']'
      value = subscript(value, key);
      continue;
    }
    throw new PyError("ValueError", "Only '.' or '[' may follow ']' in format field specifier");
  }
  return value;
}

function subscript(value: unknown, key: string): unknown {
  // str.format treats an all-digit key as an int index, anything else as a string key
  const index = formatInteger(key);
  if (Array.isArray(value) || typeof value === "string") {
    if (index === undefined) throw new PyError("TypeError", Array.isArray(value) ? "list indices must be integers or slices, not str" : "string indices must be integers, not 'str'");
    const items = Array.isArray(value) ? (value as unknown[]) : [...value];
    if (index >= items.length) throw new PyError("IndexError", `${Array.isArray(value) ? "list" : "string"} index out of range`);
    return items[index];
  }
  // a PyFloat (a dataset's 1.0) is a float, not a dict
  if (value !== null && typeof value === "object" && !(value instanceof PyFloat)) {
    // an int index never equals a JSON object's (string) key: `{d[0]}` of {"0": ...} is KeyError 0
    if (index !== undefined) throw new PyError("KeyError", String(index));
    const record = value as Record<string, unknown>;
    if (!Object.prototype.hasOwnProperty.call(record, key)) throw new PyError("KeyError", pyStrRepr(key));
    return record[key];
  }
  throw new PyError("TypeError", `'${pyTypeName(value)}' object is not subscriptable`);
}

/** A parsed format spec (CPython's `InternalFormatSpec`, Python/formatter_unicode.c). */
interface FormatSpec {
  readonly text: string;
  readonly fill: string;
  readonly align: string;
  /** `+`, `-`, ` ` or "" when not given. */
  readonly sign: string;
  readonly noNegativeZero: boolean;
  readonly alternate: boolean;
  /** -1 when not given. */
  readonly width: number;
  /** "" none, `,` or `_` every three digits, `_4` every four (bin/oct/hex). */
  readonly thousands: "" | "," | "_" | "_4";
  /** -1 when not given. */
  readonly precision: number;
  /** The type letter, or the default ("" for float's none type). */
  readonly type: string;
}

/** The types that take `,` or `_` every three digits ("" is float's none type). */
const GROUPED_TYPES: readonly string[] = ["d", "e", "f", "g", "E", "G", "%", "F", ""];
const FLOAT_TYPES: readonly string[] = ["e", "E", "f", "F", "g", "G", "n", "%", ""];
const INT_TYPES: readonly string[] = ["b", "c", "d", "o", "x", "X", "n"];
const INT_MAX = 2 ** 31 - 1;

/** How CPython names a presentation character in a message: `'d'`, or `'\xe9'` outside printable ASCII. */
function codeText(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return code > 32 && code < 128 ? `'${ch}'` : `'\\x${code.toString(16)}'`;
}

function unknownFormatCode(type: string, typeName: string): PyError {
  return new PyError("ValueError", `Unknown format code ${codeText(type)} for object of type '${typeName}'`);
}

/** `parse_internal_render_format_spec`: the checks that do not depend on the value's type, in CPython's order. */
function parseSpec(text: string, typeName: string, defaultType: string, defaultAlign: string): FormatSpec {
  const cp = [...text];
  const end = cp.length;
  let pos = 0;
  const at = (i: number): string => cp[i] ?? "";
  const isAlign = (c: string): boolean => c === "<" || c === ">" || c === "=" || c === "^";
  let fill = " ";
  let fillSpecified = false;
  let align = defaultAlign;
  let alignSpecified = false;
  if (end - pos >= 2 && isAlign(at(pos + 1))) {
    align = at(pos + 1);
    fill = at(pos);
    fillSpecified = alignSpecified = true;
    pos += 2;
  } else if (end - pos >= 1 && isAlign(at(pos))) {
    align = at(pos);
    alignSpecified = true;
    pos += 1;
  }
  let sign = "";
  if (at(pos) === "+" || at(pos) === "-" || at(pos) === " ") sign = at(pos++);
  const noNegativeZero = at(pos) === "z";
  if (noNegativeZero) pos++;
  const alternate = at(pos) === "#";
  if (alternate) pos++;
  // the special case for 0-padding (backwards compatibility): fill '0', and '=' for numbers
  if (!fillSpecified && at(pos) === "0") {
    fill = "0";
    if (!alignSpecified && defaultAlign === ">") align = "=";
    pos++;
  }
  const integer = (): number | undefined => {
    let digits = "";
    while (/^[0-9]$/.test(at(pos))) digits += at(pos++);
    if (digits === "") return undefined;
    if (BigInt(digits) > PY_SSIZE_T_MAX) throw new PyError("ValueError", "Too many decimal digits in format string");
    return Number(digits);
  };
  const width = integer() ?? -1;
  let thousands: FormatSpec["thousands"] = "";
  if (at(pos) === ",") {
    thousands = ",";
    pos++;
  }
  if (at(pos) === "_") {
    if (thousands !== "") throw new PyError("ValueError", "Cannot specify both ',' and '_'.");
    thousands = "_";
    pos++;
  }
  if (at(pos) === "," && thousands === "_") throw new PyError("ValueError", "Cannot specify both ',' and '_'.");
  let precision = -1;
  if (at(pos) === ".") {
    pos++;
    const given = integer();
    if (given === undefined) throw new PyError("ValueError", "Format specifier missing precision");
    precision = given;
  }
  if (end - pos > 1) throw new PyError("ValueError", `Invalid format specifier '${text}' for object of type '${typeName}'`);
  const type = end - pos === 1 ? at(pos) : defaultType;
  if (thousands !== "") {
    if (GROUPED_TYPES.includes(type)) {
      // PEP 378
    } else if (thousands === "_" && ["b", "o", "x", "X"].includes(type)) {
      thousands = "_4"; // PEP 515: every four digits in bin/oct/hex
    } else {
      throw new PyError("ValueError", `Cannot specify '${thousands}' with ${codeText(type)}.`);
    }
  }
  return { text, fill, align, sign, noNegativeZero, alternate, width, thousands, precision, type };
}

/** `_PyUnicode_InsertThousandsGrouping`: separators every `size` digits, zero-padded up to `minWidth`. */
function groupDigits(digits: string, minWidth: number, separator: string, size: number): string {
  if (size === 0) return zeroPad(digits, minWidth);
  const chunks: string[] = [];
  let remaining = digits.length;
  let min = minWidth;
  for (;;) {
    const l = Math.min(size, Math.max(remaining, min, 1));
    const chars = Math.max(0, Math.min(remaining, l));
    chunks.unshift(zeroPad(digits.slice(remaining - chars, remaining), l));
    remaining -= chars;
    min -= l;
    if (remaining <= 0 && min <= 0) break;
    min -= separator.length;
  }
  return chunks.join(separator);
}

function zeroPad(text: string, width: number): string {
  return width > text.length ? "0".repeat(width - text.length) + text : text;
}

interface NumberParts {
  readonly negative: boolean;
  readonly prefix: string;
  readonly digits: string;
  readonly decimal: boolean;
  /** After the digits and the point: fraction, exponent, `%`, `inf`, or the `c` character. */
  readonly remainder: string;
}

/** `calc_number_widths` + `fill_number`: lpadding, sign, prefix, spadding, grouped digits, point, remainder, rpadding. */
function layoutNumber(spec: FormatSpec, parts: NumberParts, localeAware: boolean, upper: boolean): string {
  const sign = spec.sign === "+" ? (parts.negative ? "-" : "+") : spec.sign === " " ? (parts.negative ? "-" : " ") : parts.negative ? "-" : "";
  // 'n' reads the C locale (Python never calls setlocale for a grader): point '.', no grouping
  const separator = localeAware || spec.thousands === "" ? "" : spec.thousands === "," ? "," : "_";
  const size = separator === "" ? 0 : spec.thousands === "_4" ? 4 : 3;
  const nonDigits = sign.length + parts.prefix.length + (parts.decimal ? 1 : 0) + [...parts.remainder].length;
  const minWidth = spec.fill === "0" && spec.align === "=" ? spec.width - nonDigits : 0;
  let grouped = parts.digits === "" ? "" : groupDigits(parts.digits, minWidth, separator, size);
  let prefix = parts.prefix;
  if (upper) {
    grouped = grouped.toUpperCase();
    prefix = prefix.toUpperCase();
  }
  const padding = spec.width - (nonDigits + grouped.length);
  let left = 0;
  let inner = 0;
  let right = 0;
  if (padding > 0) {
    if (spec.align === "<") right = padding;
    else if (spec.align === "^") {
      left = Math.floor(padding / 2);
      right = padding - left;
    } else if (spec.align === "=") inner = padding;
    else left = padding;
  }
  const fill = (n: number): string => spec.fill.repeat(n);
  return `${fill(left)}${sign}${prefix}${fill(inner)}${grouped}${parts.decimal ? "." : ""}${parts.remainder}${fill(right)}`;
}

/** `format_string_internal`. */
function formatStr(value: string, specText: string): string {
  if (specText === "") return value;
  const spec = parseSpec(specText, "str", "s", "<");
  if (spec.type !== "s") throw unknownFormatCode(spec.type, "str");
  if (spec.sign === " ") throw new PyError("ValueError", "Space not allowed in string format specifier");
  if (spec.sign !== "") throw new PyError("ValueError", "Sign not allowed in string format specifier");
  if (spec.noNegativeZero) throw new PyError("ValueError", "Negative zero coercion (z) not allowed in string format specifier");
  if (spec.alternate) throw new PyError("ValueError", "Alternate form (#) not allowed in string format specifier");
  if (spec.align === "=") throw new PyError("ValueError", "'=' alignment not allowed in string format specifier");
  let chars = [...value];
  if (spec.precision >= 0 && chars.length > spec.precision) chars = chars.slice(0, spec.precision);
  const padding = spec.width - chars.length;
  const body = chars.join("");
  if (padding <= 0) return body;
  const left = spec.align === ">" ? padding : spec.align === "^" ? Math.floor(padding / 2) : 0;
  return spec.fill.repeat(left) + body + spec.fill.repeat(padding - left);
}

const INT_BASES: Readonly<Record<string, { base: number; prefix: string }>> = {
  b: { base: 2, prefix: "0b" },
  o: { base: 8, prefix: "0o" },
  x: { base: 16, prefix: "0x" },
  X: { base: 16, prefix: "0x" },
  d: { base: 10, prefix: "" },
  n: { base: 10, prefix: "" },
};

/** `_PyLong_FormatAdvancedWriter` for an int (or a bool, which formats as its int with a spec). */
function formatInt(value: bigint, specText: string, typeName: string): string {
  const spec = parseSpec(specText, typeName, "d", ">");
  if (spec.type !== "n" && FLOAT_TYPES.includes(spec.type)) {
    const x = Number(value);
    if (!Number.isFinite(x)) throw new PyError("OverflowError", "int too large to convert to float");
    return formatFloat(x, spec);
  }
  if (!INT_TYPES.includes(spec.type)) throw unknownFormatCode(spec.type, typeName);
  if (spec.precision !== -1) throw new PyError("ValueError", "Precision not allowed in integer format specifier");
  if (spec.noNegativeZero) throw new PyError("ValueError", "Negative zero coercion (z) not allowed in integer format specifier");
  if (spec.type === "c") {
    if (spec.sign !== "") throw new PyError("ValueError", "Sign not allowed with integer format specifier 'c'");
    if (spec.alternate) throw new PyError("ValueError", "Alternate form (#) not allowed with integer format specifier 'c'");
    if (value > PY_SSIZE_T_MAX || value < -PY_SSIZE_T_MAX - 1n) throw new PyError("OverflowError", "Python int too large to convert to C long");
    if (value < 0n || value > 0x10ffffn) throw new PyError("OverflowError", "%c arg not in range(0x110000)");
    return layoutNumber(spec, { negative: false, prefix: "", digits: "", decimal: false, remainder: String.fromCodePoint(Number(value)) }, false, false);
  }
  const { base, prefix } = INT_BASES[spec.type] ?? { base: 10, prefix: "" };
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString(base);
  return layoutNumber(spec, { negative, prefix: spec.alternate ? prefix : "", digits, decimal: false, remainder: "" }, spec.type === "n", spec.type === "X");
}

/** `format_float_internal` (also reached by an int with e/f/g/%). */
function formatFloat(value: number, spec: FormatSpec): string {
  if (spec.precision > INT_MAX) throw new PyError("ValueError", "precision too big");
  let type = spec.type;
  let x = value;
  let addDot0 = false;
  let defaultPrecision = 6;
  let percent = false;
  if (type === "") {
    // no type letter: repr() without a precision, else like 'g' keeping a digit after the point
    addDot0 = true;
    type = "r";
    defaultPrecision = 0;
  }
  if (type === "n") type = "g";
  if (type === "%") {
    type = "f";
    x *= 100; // CPython multiplies the double (rounding it) before formatting
    percent = true;
  }
  let precision = spec.precision;
  if (precision < 0) precision = defaultPrecision;
  else if (type === "r") type = "g";
  let text = pyDoubleToString(x, type as DoubleFormatCode, precision, { addDot0, alternate: spec.alternate, noNegativeZero: spec.noNegativeZero });
  if (percent) text += "%";
  const negative = text.startsWith("-");
  if (negative) text = text.slice(1);
  const digits = /^[0-9]*/.exec(text)?.[0] ?? "";
  const decimal = text.charAt(digits.length) === ".";
  return layoutNumber(spec, { negative, prefix: "", digits, decimal, remainder: text.slice(digits.length + (decimal ? 1 : 0)) }, spec.type === "n", false);
}

/** `format(value, spec)` for a value of the JSON-like kinds templates receive (`str` after `!r`/`!s`). */
function applySpec(value: unknown, spec: string, converted: boolean): string {
  if (converted || typeof value === "string") return formatStr(value as string, spec);
  if (spec === "") return pyStr(value);
  if (typeof value === "boolean") return formatInt(value ? 1n : 0n, spec, "bool");
  if (typeof value === "bigint") return formatInt(value, spec, "int");
  if (typeof value === "number" || value instanceof PyFloat) {
    const x = value instanceof PyFloat ? value.value : value;
    if (pyTypeName(value) === "int") return formatInt(BigInt(x), spec, "int");
    const parsedSpec = parseSpec(spec, "float", "", ">");
    if (!FLOAT_TYPES.includes(parsedSpec.type)) throw unknownFormatCode(parsedSpec.type, "float");
    return formatFloat(x, parsedSpec);
  }
  // object.__format__ (None, list, dict) refuses any non-empty spec
  throw new PyError("TypeError", `unsupported format string passed to ${pyTypeName(value)}.__format__`);
}

/** Python `ascii(value)`: the repr with every non-ASCII code point escaped (\\xhh, \\uhhhh, \\Uhhhhhhhh). */
function pyAscii(value: unknown): string {
  return pyRepr(value).replace(/[^\0-\x7f]/gu, (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x100) return `\\x${code.toString(16).padStart(2, "0")}`;
    if (code < 0x10000) return `\\u${code.toString(16).padStart(4, "0")}`;
    return `\\U${code.toString(16).padStart(8, "0")}`;
  });
}

/**
 * Python `template.format(**variables)`. Unused variables are ignored; a missing one raises
 * `KeyError: 'name'` as Python does (str(e) is the quoted name).
 */
export function pyFormat(template: string, variables: Readonly<Record<string, unknown>>): string {
  return buildString(template, variables, 2, { next: 0 });
}

/** CPython's `build_string`: a nested field in a spec is expanded once; deeper nesting is an error. */
function buildString(template: string, variables: Readonly<Record<string, unknown>>, depth: number, auto: { next: number }): string {
  if (depth <= 0) throw new PyError("ValueError", "Max string recursion exceeded");
  let out = "";
  for (const piece of parseFormat(template)) {
    if (typeof piece === "string") {
      out += piece;
      continue;
    }
    if ("error" in piece) throw new PyError("ValueError", piece.error);
    let value = lookup(piece.name, variables, auto);
    let converted = false;
    if (piece.conversion !== undefined) {
      if (piece.conversion === "r") value = pyRepr(value);
      else if (piece.conversion === "a") value = pyAscii(value);
      else if (piece.conversion === "s") value = pyStr(value);
      else {
        const code = piece.conversion.codePointAt(0) ?? 0;
        throw new PyError("ValueError", `Unknown conversion specifier ${code > 32 && code < 127 ? piece.conversion : `\\x${code.toString(16)}`}`);
      }
      converted = true;
    }
    const spec = piece.spec.includes("{") ? buildString(piece.spec, variables, depth - 1, auto) : piece.spec;
    out += applySpec(value, spec, converted);
  }
  return out;
}
