/**
 * Whether CPython 3.11's `datetime.fromisoformat(text)` accepts `text` (the C `_datetime` module, which
 * CPython uses; its quirks differ from Lib/datetime.py's pure-Python fallback). It reads an ISO 8601
 * subset: a date `YYYY-MM-DD`, `YYYYMMDD`, `YYYY-Www[-D]` or `YYYYWww[D]`; then any one separator
 * character and a time `HH[:MM[:SS[.f…]]]` (or `HHMMSS`), with `Z` or an offset `±HH[:MM[:SS[.f…]]]`;
 * and it checks what the constructor checks (year 1-9999, a real day, hour < 24, minute and second
 * < 60, an offset strictly within ±24 h).
 *
 * A port of Modules/_datetimemodule.c (`_sanitize_isoformat_str`, `_find_isoformat_datetime_separator`,
 * `parse_isoformat_date`, `parse_hh_mm_ss_ff`, `parse_isoformat_time`, `iso_to_ymd`), which reads the
 * UTF-8 bytes of the text as a NUL-terminated C string; checked against CPython 3.11.7 on 60,000
 * random and mutated strings (tests/core/vectors/make-fromisoformat-vectors.py).
 */

import { daysInMonth, isLeapYear } from "./calendar.js";

class IsoError extends Error {}

const DASH = 0x2d;
const COLON = 0x3a;
const DOT = 0x2e;
const COMMA = 0x2c;
const PLUS = 0x2b;
const W = 0x57;
const Z = 0x5a;
const isDigit = (byte: number): boolean => byte >= 0x30 && byte <= 0x39;

/** The text's UTF-8 bytes, read as C reads a string: 0 past the end. */
class CString {
  constructor(readonly bytes: Uint8Array) {}
  at(i: number): number {
    return i < this.bytes.length ? (this.bytes[i] as number) : 0;
  }
  get length(): number {
    return this.bytes.length;
  }
}

/** `parse_digits`: exactly `n` ASCII digits from `p`; [value, position after]. */
function parseDigits(s: CString, p: number, n: number): [number, number] {
  let value = 0;
  for (let i = 0; i < n; i++) {
    const byte = s.at(p + i);
    if (!isDigit(byte)) throw new IsoError();
    value = value * 10 + (byte - 0x30);
  }
  return [value, p + n];
}

function separatorAt(s: CString): number {
  const n = s.length;
  if (n === 7) return 7;
  if (s.at(4) === DASH) {
    if (s.at(5) === W) {
      if (n > 8 && s.at(8) === DASH) {
        if (n === 9) throw new IsoError();
        return n > 10 && isDigit(s.at(10)) ? 8 : 10;
      }
      return 8;
    }
    return 10;
  }
  if (s.at(4) === W) {
    let idx = 7;
    while (idx < n && isDigit(s.at(idx))) idx++;
    if (idx < 9) return idx;
    return idx % 2 === 0 ? 7 : 8;
  }
  return 8;
}


/** The weekday of 1 January (0 = Monday), from datetime's ordinal of that day. */
function firstWeekday(year: number): number {
  const y = year - 1;
  const ordinal = y * 365 + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + 1;
  return (ordinal + 6) % 7;
}

/** `iso_to_ymd` and the datetime it must make: 9999-W52-5 (9999-12-31) is the last one. */
function checkIsoWeek(year: number, week: number, day: number): void {
  if (year < 1 || year > 9999) throw new IsoError();
  if (week <= 0 || week >= 53) {
    // ISO years have 53 weeks when they start on a Thursday, or on a Wednesday in a leap year
    const first = firstWeekday(year);
    if (!(week === 53 && (first === 3 || (first === 2 && isLeapYear(year))))) throw new IsoError();
  }
  if (day <= 0 || day >= 8) throw new IsoError();
  if (year === 9999 && (week > 52 || (week === 52 && day > 5))) throw new IsoError();
}

function parseDate(s: CString, len: number): void {
  const [year, afterYear] = parseDigits(s, 0, 4);
  let p = afterYear;
  const usesSeparator = s.at(p) === DASH;
  if (usesSeparator) p++;
  if (s.at(p) === W) {
    p++;
    let week: number;
    [week, p] = parseDigits(s, p, 2);
    let day = 1;
    if (p < len) {
      if (usesSeparator && s.at(p++) !== DASH) throw new IsoError();
      [day] = parseDigits(s, p, 1);
    }
    checkIsoWeek(year, week, day);
    return;
  }
  const [month, afterMonth] = parseDigits(s, p, 2);
  p = afterMonth;
  if (usesSeparator && s.at(p++) !== DASH) throw new IsoError();
  const [day] = parseDigits(s, p, 2);
  if (year < 1 || year > 9999 || month < 1 || month > 12) throw new IsoError();
  if (day < 1 || day > daysInMonth(year, month)) throw new IsoError();
}

/**
 * `parse_hh_mm_ss_ff` over [p, end): [hours, minutes, seconds, microseconds, more], where `more` is
 * the C function's 1 ("not the end of the string"), which the caller ignores when an offset follows.
 */
function parseHhMmSsFf(s: CString, p: number, end: number): [number, number, number, number, boolean] {
  const values = [0, 0, 0];
  let hasSeparator = true;
  for (let i = 0; i < 3; i++) {
    [values[i] as number, p] = parseDigits(s, p, 2);
    const c = s.at(p++);
    if (i === 0) hasSeparator = c === COLON;
    if (p >= end) return [values[0] as number, values[1] as number, values[2] as number, 0, c !== 0];
    if (hasSeparator && c === COLON) continue;
    if (c === DOT || c === COMMA) break;
    if (!hasSeparator) p--;
    else throw new IsoError();
  }
  const remains = end - p;
  const toParse = Math.min(remains, 6);
  let microsecond: number;
  [microsecond, p] = parseDigits(s, p, toParse);
  if (toParse < 6) microsecond *= 10 ** (6 - toParse);
  while (isDigit(s.at(p))) p++;
  return [values[0] as number, values[1] as number, values[2] as number, microsecond, s.at(p) !== 0];
}

function parseTime(s: CString, start: number): void {
  const end = s.length;
  let tz = start;
  do {
    const c = s.at(tz);
    if (c === Z || c === PLUS || c === DASH) break;
  } while (++tz < end);
  const [hour, minute, second, , more] = parseHhMmSsFf(s, start, tz);
  if (hour > 23 || minute > 59 || second > 59) throw new IsoError();
  if (tz === end) {
    if (more) throw new IsoError();
    return;
  }
  if (s.at(tz) === Z) {
    if (s.at(tz + 1) !== 0) throw new IsoError();
    return;
  }
  const [h, m, sec, us, tzMore] = parseHhMmSsFf(s, tz + 1, end);
  if (tzMore) throw new IsoError();
  // timezone(timedelta(seconds=…, microseconds=…)) must lie strictly between -24 h and 24 h
  if ((h * 3600 + m * 60 + sec) * 1e6 + us >= 86400e6) throw new IsoError();
}

/**
 * `_sanitize_isoformat_str`, then UTF-8: the first lone surrogate at code point 7, 8 or 10 becomes `T`
 * (it can only be the separator); any other one makes the text unencodable, hence invalid.
 */
function utf8Bytes(text: string): Uint8Array | undefined {
  const points = Array.from(text, (c) => c.codePointAt(0) as number);
  if (points.length < 7) return undefined;
  const isSurrogate = (p: number | undefined): boolean => p !== undefined && p >= 0xd800 && p <= 0xdfff;
  for (const pos of [7, 8, 10]) {
    if (pos > points.length) break;
    if (isSurrogate(points[pos])) {
      points[pos] = 0x54;
      break;
    }
  }
  if (points.some(isSurrogate)) return undefined;
  return new TextEncoder().encode(String.fromCodePoint(...points));
}

/** CPython 3.11's `datetime.fromisoformat(text)` succeeds. */
export function pyFromIsoFormatAccepts(text: string): boolean {
  const bytes = utf8Bytes(text);
  if (bytes === undefined) return false;
  const s = new CString(bytes);
  try {
    const at = separatorAt(s);
    parseDate(s, at);
    if (s.length > at) {
      // skip the separator, one UTF-8 character whatever it is (C reads its lead byte)
      const lead = s.at(at);
      const width = (lead & 0x80) === 0 ? 1 : (lead & 0xf0) === 0xe0 ? 3 : (lead & 0xf0) === 0xf0 ? 4 : 2;
      parseTime(s, at + width);
    }
    return true;
  } catch (error) {
    if (error instanceof IsoError) return false;
    throw error;
  }
}
