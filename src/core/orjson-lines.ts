/**
 * What GlossoGen's event-log reader (spec §1.2: `bytes.strip()`, then `orjson.loads`, then the
 * round backfill's `isinstance(raw["round_number"], int)`) refuses or sees that `JSON.parse` does
 * not. Each check runs only behind a cheap test on the line (see src/core/event-lines.ts), so a
 * valid log pays next to nothing for them.
 */

/** orjson refuses a document nesting arrays/objects deeper than this (1025 levels fail). */
export const ORJSON_MAX_DEPTH = 1024;

/** `bytes.strip()`: only ASCII whitespace (space, \t, \n, \r, \v, \f), unlike String.prototype.trim. */
export function stripAsciiWhitespace(line: string): string {
  let start = 0;
  let end = line.length;
  while (start < end && isAsciiSpace(line.charCodeAt(start))) start += 1;
  while (end > start && isAsciiSpace(line.charCodeAt(end - 1))) end -= 1;
  return start === 0 && end === line.length ? line : line.slice(start, end);
}

function isAsciiSpace(unit: number): boolean {
  return unit === 0x20 || (unit >= 0x09 && unit <= 0x0d);
}

/** A surrogate code unit without its pair (no `u` flag: the regex sees UTF-16 code units). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The dotted path of the first string (key or value) holding a surrogate without its pair ("" for
 * the value itself), or undefined. JSON.parse turns `"\ud800"` into such a string; orjson refuses the line.
 */
export function loneSurrogatePath(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path : undefined;
  if (value === null || typeof value !== "object") return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = loneSurrogatePath(value[i], path === "" ? String(i) : `${path}.${i}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const bad = LONE_SURROGATE.test(key);
    // the bad key is named escaped (as JSON writes it): a lone surrogate cannot be printed
    const name = bad ? JSON.stringify(key).slice(1, -1) : key;
    const keyPath = path === "" ? name : `${path}.${name}`;
    if (bad) return keyPath;
    const found = loneSurrogatePath(item, keyPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether a line (valid JSON) nests arrays and objects more than `limit` levels deep; strings are skipped. */
export function nestsDeeperThan(line: string, limit: number): boolean {
  let depth = 0;
  const length = line.length;
  for (let i = 0; i < length; i++) {
    const unit = line.charCodeAt(i);
    // skip the string: to the next quote not escaped by a backslash
    if (unit === 0x22) i = stringEnd(line, i) - 1;
    else if (unit === 0x5b || unit === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (unit === 0x5d || unit === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * Whether the value of the top-level `round_number` key (its last occurrence, which JSON.parse and
 * Python's dict keep) is written as an integer literal (`3`, `-0`), not `3.0` or `3e0`: orjson makes
 * the latter a float, which GlossoGen's round backfill does not take as the running round
 * (pydantic still reads the event's own round_number as 3). `line` must be a valid JSON object.
 */
export function roundNumberIsIntegerLiteral(line: string): boolean {
  let literal: string | undefined;
  let i = skipSpace(line, line.indexOf("{") + 1);
  while (i < line.length && line.charCodeAt(i) === 0x22) {
    const keyEnd = stringEnd(line, i);
    const key = line.slice(i, keyEnd);
    i = skipSpace(line, skipSpace(line, keyEnd) + 1); // past the colon
    const valueEnd = valueEndAt(line, i);
    if (key === '"round_number"' || (key.includes("\\") && JSON.parse(key) === "round_number")) literal = line.slice(i, valueEnd);
    i = skipSpace(line, valueEnd);
    if (line.charCodeAt(i) !== 0x2c) break;
    i = skipSpace(line, i + 1);
  }
  return literal !== undefined && /^-?\d+$/.test(literal);
}

function skipSpace(line: string, i: number): number {
  while (i < line.length && isAsciiSpace(line.charCodeAt(i))) i += 1;
  return i;
}

/** The index just past the string starting at `i` (a quote). */
function stringEnd(line: string, i: number): number {
  for (let j = i + 1; j < line.length; j++) {
    const c = line.charCodeAt(j);
    if (c === 0x5c) j += 1;
    else if (c === 0x22) return j + 1;
  }
  return line.length;
}

/** The index just past the JSON value starting at `i`. */
function valueEndAt(line: string, i: number): number {
  const first = line.charCodeAt(i);
  if (first === 0x22) return stringEnd(line, i);
  if (first === 0x5b || first === 0x7b) {
    let depth = 0;
    for (let j = i; j < line.length; j++) {
      const c = line.charCodeAt(j);
      if (c === 0x22) j = stringEnd(line, j) - 1;
      else if (c === 0x5b || c === 0x7b) depth += 1;
      else if ((c === 0x5d || c === 0x7d) && --depth === 0) return j + 1;
    }
    return line.length;
  }
  let j = i;
  while (j < line.length) {
    const c = line.charCodeAt(j);
    if (c === 0x2c || c === 0x7d || c === 0x5d || isAsciiSpace(c)) break;
    j += 1;
  }
  return j;
}
