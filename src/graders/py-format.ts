/**
 * Python's `str.format(**kwargs)`, the way OpenJudge fills its prompt templates (`"Query: {query}"`,
 * `{{`/`}}` for literal braces), with values printed by core/py-repr.ts (`str()`/`repr()`; which JS
 * number is a Python int and which a float is decided there).
 */
import { formatFixed } from "../core/pynum.js";
import { pyFloatRepr, pyRepr, pyStr, pyTypeName } from "../core/py-repr.js";
import { pyStrRepr } from "../core/py-str-repr.js";

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

/** Python `int(text)` acceptance for a path or index segment (ASCII digits, sign, `_` separators). */
export function pyIntFromString(text: string): number | undefined {
  const match = /^[\s]*([+-]?)(\d+(?:_\d+)*)[\s]*$/.exec(text);
  if (match === null) return undefined;
  const digits = (match[2] ?? "").replace(/_/g, "");
  const n = Number(digits);
  return match[1] === "-" ? -n : n;
}

interface Field {
  readonly name: string;
  readonly conversion: string | undefined;
  readonly spec: string;
}

type Piece = string | Field;

const parsed = new Map<string, readonly Piece[]>();

/** Splits a format string into literal text and replacement fields (Python's `_string.formatter_parser`). */
function parseFormat(template: string): readonly Piece[] {
  const cached = parsed.get(template);
  if (cached !== undefined) return cached;
  const pieces: Piece[] = [];
  let literal = "";
  let i = 0;
  while (i < template.length) {
    const ch = template.charAt(i);
    if (ch === "{") {
      if (template.charAt(i + 1) === "{") {
        literal += "{";
        i += 2;
        continue;
      }
      // find the matching close brace, allowing nested fields in the format spec
      let depth = 1;
      let j = i + 1;
      while (j < template.length && depth > 0) {
        const c = template.charAt(j);
        if (c === "{") depth++;
        else if (c === "}") depth--;
        if (depth > 0) j++;
      }
      if (depth > 0) throw new PyError("ValueError", "expected '}' before end of string");
      const body = template.slice(i + 1, j);
      if (literal !== "") pieces.push(literal);
      literal = "";
      pieces.push(parseField(body));
      i = j + 1;
      continue;
    }
    if (ch === "}") {
      if (template.charAt(i + 1) === "}") {
        literal += "}";
        i += 2;
        continue;
      }
      throw new PyError("ValueError", "Single '}' encountered in format string");
    }
    literal += ch;
    i++;
  }
  if (literal !== "") pieces.push(literal);
  parsed.set(template, pieces);
  return pieces;
}

function parseField(body: string): Field {
  // field_name ["!" conversion] [":" format_spec]; brackets may hold any character but "]"
  let k = 0;
  let inBracket = false;
  while (k < body.length) {
    const c = body.charAt(k);
    if (c === "[") inBracket = true;
    else if (c === "]") inBracket = false;
    else if (!inBracket && (c === "!" || c === ":")) break;
    k++;
  }
  const name = body.slice(0, k);
  let conversion: string | undefined;
  let spec = "";
  let rest = body.slice(k);
  if (rest.startsWith("!")) {
    conversion = rest.charAt(1);
    rest = rest.slice(2);
    if (rest !== "" && !rest.startsWith(":")) throw new PyError("ValueError", "expected ':' after conversion specifier");
    if (conversion === "" ) throw new PyError("ValueError", "end of string while looking for conversion specifier");
  }
  if (rest.startsWith(":")) spec = rest.slice(1);
  return { name, conversion, spec };
}

function lookup(name: string, variables: Readonly<Record<string, unknown>>, auto: { next: number }): unknown {
  const first = /^[^.[]*/.exec(name)?.[0] ?? "";
  if (first === "" || /^\d+$/.test(first)) {
    const index = first === "" ? auto.next++ : Number(first);
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
      if (rest !== "" && !rest.startsWith(".") && !rest.startsWith("[")) {
        throw new PyError("ValueError", "Only '.' or '[' may follow ']' in format field specifier");
      }
      value = subscript(value, key);
      continue;
    }
    throw new PyError("ValueError", "Only '.' or '[' may follow ']' in format field specifier");
  }
  return value;
}

function subscript(value: unknown, key: string): unknown {
  // str.format treats an all-digit key as an int index, anything else as a string key
  const index = /^\d+$/.test(key) ? Number(key) : undefined;
  if (Array.isArray(value) || typeof value === "string") {
    if (index === undefined) throw new PyError("TypeError", `${Array.isArray(value) ? "list" : "string"} indices must be integers${Array.isArray(value) ? " or slices, not str" : ""}`);
    const items = Array.isArray(value) ? (value as unknown[]) : [...value];
    if (index >= items.length) throw new PyError("IndexError", `${Array.isArray(value) ? "list" : "string"} index out of range`);
    return items[index];
  }
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const name = key;
    if (!Object.prototype.hasOwnProperty.call(record, name)) throw new PyError("KeyError", index === undefined ? pyStrRepr(key) : key);
    return record[name];
  }
  throw new PyError("TypeError", `'${pyTypeName(value)}' object is not subscriptable`);
}

const SPEC = /^(?:(.)?([<>^=]))?([+\- ])?(#)?(0)?(\d+)?([,_])?(?:\.(\d+))?([bcdeEfFgGnosxX%])?$/su;

/** The subset of the format-spec mini-language prompts use: fill/align/width, `.Nf`, `d`, `%`, `s`. */
function applySpec(value: unknown, spec: string, converted: boolean): string {
  if (spec === "") return converted ? (value as string) : pyStr(value);
  const match = SPEC.exec(spec);
  if (match === null) throw new PyError("ValueError", `Invalid format specifier '${spec}' for object of type '${pyTypeName(value)}'`);
  const [, fill = " ", align, sign, , zero, widthText, , precisionText, type] = match;
  const precision = precisionText === undefined ? undefined : Number(precisionText);
  let body: string;
  let numeric = false;
  if (typeof value === "number" && !converted && type !== "s") {
    numeric = true;
    const x = value;
    switch (type) {
      case undefined:
        body = precision === undefined ? pyStr(x) : formatGeneral(x, precision);
        break;
      case "f":
      case "F":
        body = formatFixed(x, precision ?? 6);
        break;
      case "%":
        body = `${formatFixed(x * 100, precision ?? 6)}%`;
        break;
      case "d":
        if (pyTypeName(x) !== "int") throw new PyError("ValueError", "Unknown format code 'd' for object of type 'float'");
        body = String(x);
        break;
      default:
        throw new PyError("ValueError", `format code '${type}' is not supported in agent-eval's templates`);
    }
    if (sign === "+" && !body.startsWith("-")) body = `+${body}`;
    else if (sign === " " && !body.startsWith("-")) body = ` ${body}`;
  } else {
    if (type !== undefined && type !== "s") {
      throw new PyError("ValueError", `Unknown format code '${type}' for object of type '${converted ? "str" : pyTypeName(value)}'`);
    }
    body = converted ? (value as string) : pyStr(value);
    if (precision !== undefined) body = [...body].slice(0, precision).join("");
  }
  const width = widthText === undefined ? 0 : Number(widthText);
  const length = [...body].length;
  if (length >= width) return body;
  const pad = width - length;
  const padChar = zero !== undefined && align === undefined && numeric ? "0" : fill;
  const how = align ?? (numeric ? (zero !== undefined ? "=" : ">") : "<");
  if (how === "<") return body + padChar.repeat(pad);
  if (how === ">") return padChar.repeat(pad) + body;
  if (how === "^") return padChar.repeat(Math.floor(pad / 2)) + body + padChar.repeat(pad - Math.floor(pad / 2));
  const signChar = /^[+\- ]/.test(body) ? body.charAt(0) : "";
  return signChar + padChar.repeat(pad) + body.slice(signChar.length);
}

function formatGeneral(x: number, precision: number): string {
  const digits = precision === 0 ? 1 : precision;
  const text = x.toPrecision(digits);
  return pyFloatRepr(Number(text));
}

/**
 * Python `template.format(**variables)`. Unused variables are ignored; a missing one raises
 * `KeyError: 'name'` as Python does (str(e) is the quoted name).
 */
export function pyFormat(template: string, variables: Readonly<Record<string, unknown>>): string {
  const auto = { next: 0 };
  let out = "";
  for (const piece of parseFormat(template)) {
    if (typeof piece === "string") {
      out += piece;
      continue;
    }
    let value = lookup(piece.name, variables, auto);
    let converted = false;
    if (piece.conversion !== undefined) {
      if (piece.conversion === "r" || piece.conversion === "a") value = pyRepr(value);
      else if (piece.conversion === "s") value = pyStr(value);
      else throw new PyError("ValueError", `Unknown conversion specifier ${piece.conversion}`);
      converted = true;
    }
    const spec = piece.spec.includes("{") ? pyFormat(piece.spec, variables) : piece.spec;
    out += applySpec(value, spec, converted);
  }
  return out;
}
