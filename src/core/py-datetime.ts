/**
 * pydantic 2's lax `datetime` validation of a JSON value (GlossoGen's `EventBase.timestamp` and
 * `SimulationMessage.timestamp`; spec §1.3), as pydantic-core and its date/time parser (speedate)
 * do it: RFC 3339 text with `T`, `t`, `_` or a space between date and time, optional seconds,
 * fractions cut to microseconds and `Z`/`±HH[:]MM` offsets; a plain date (midnight); a unix
 * timestamp as a number or as text (seconds, or milliseconds past 2e10 in magnitude). What it
 * refuses, it refuses with pydantic's error type and message. Checked against pydantic 2.13.4 on
 * python3 (tests/core/py-datetime.test.ts lists the vectors).
 *
 * An accepted value is given as Python's `datetime.isoformat()` of what pydantic built, which the
 * rest of agent-eval reads as an instant (src/core/history/instants.ts). Pure.
 */

import { daysInMonth } from "./calendar.js";

export type PydanticDatetime =
  | { readonly ok: true; readonly iso: string }
  | { readonly ok: false; readonly type: "datetime_type" | "datetime_parsing" | "datetime_from_date_parsing"; readonly message: string };

/** A date and time as speedate holds it: offset in seconds, undefined when naive. */
interface Parts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly microsecond: number;
  readonly offset: number | undefined;
}

type Parsed = { readonly ok: true; readonly parts: Parts } | { readonly ok: false; readonly error: string };

// speedate's error texts (ParseError's Display)
const TOO_SHORT = "input is too short";
const EXTRA = "unexpected extra characters at the end of the input";
const AFTER_9999 = "dates after 9999 are not supported as unix timestamps";
const BEFORE_0000 = "dates before 0000 are not supported as unix timestamps";

/** |timestamp| above this is in milliseconds (speedate's MS_WATERSHED). */
const MS_WATERSHED = 20_000_000_000;
const MAX_UNIX_SECONDS = 253_402_300_799; // 9999-12-31T23:59:59Z
const MIN_UNIX_SECONDS = -62_167_219_200; // 0000-01-01T00:00:00Z

const fail = (error: string): Parsed => ({ ok: false, error });

function digit(bytes: Uint8Array, at: number): number {
  const b = bytes[at];
  return b !== undefined && b >= 0x30 && b <= 0x39 ? b - 0x30 : -1;
}

/** speedate's Date::parse_bytes_partial: `YYYY-MM-DD` at the start of at least 10 bytes. */
function parseDatePart(bytes: Uint8Array): { ok: true; year: number; month: number; day: number } | { ok: false; error: string } {
  if (bytes.length < 10) return { ok: false, error: TOO_SHORT };
  const y = [0, 1, 2, 3].map((i) => digit(bytes, i));
  if (y.some((d) => d < 0)) return { ok: false, error: "invalid character in year" };
  if (bytes[4] !== 0x2d) return { ok: false, error: "invalid date separator, expected `-`" };
  const m1 = digit(bytes, 5);
  const m2 = digit(bytes, 6);
  if (m1 < 0 || m2 < 0) return { ok: false, error: "invalid character in month" };
  if (bytes[7] !== 0x2d) return { ok: false, error: "invalid date separator, expected `-`" };
  const d1 = digit(bytes, 8);
  const d2 = digit(bytes, 9);
  if (d1 < 0 || d2 < 0) return { ok: false, error: "invalid character in day" };
  const year = (y[0] as number) * 1000 + (y[1] as number) * 100 + (y[2] as number) * 10 + (y[3] as number);
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  if (month < 1 || month > 12) return { ok: false, error: "month value is outside expected range of 1-12" };
  if (day < 1 || day > daysInMonth(year, month)) return { ok: false, error: "day value is outside expected range" };
  return { ok: true, year, month, day };
}

/** speedate's Date::parse_bytes_rfc3339: exactly `YYYY-MM-DD`. */
function parseDate(bytes: Uint8Array): Parsed {
  const date = parseDatePart(bytes);
  if (!date.ok) return fail(date.error);
  if (bytes.length > 10) return fail(EXTRA);
  return { ok: true, parts: { year: date.year, month: date.month, day: date.day, hour: 0, minute: 0, second: 0, microsecond: 0, offset: undefined } };
}

/** speedate's DateTime::parse_bytes_rfc3339 (fractions past microseconds truncated, pydantic's default). */
function parseRfc3339(bytes: Uint8Array): Parsed {
  const date = parseDatePart(bytes);
  if (!date.ok) return fail(date.error);
  const sep = bytes[10];
  if (sep !== 0x54 && sep !== 0x74 && sep !== 0x20 && sep !== 0x5f) return fail("invalid datetime separator, expected `T`, `t`, `_` or space");
  // HH:MM
  if (bytes.length < 16) return fail(TOO_SHORT);
  const h1 = digit(bytes, 11);
  const h2 = digit(bytes, 12);
  if (h1 < 0 || h2 < 0) return fail("invalid character in hour");
  if (bytes[13] !== 0x3a) return fail("invalid time separator, expected `:`");
  const n1 = digit(bytes, 14);
  const n2 = digit(bytes, 15);
  if (n1 < 0 || n2 < 0) return fail("invalid character in minute");
  const hour = h1 * 10 + h2;
  const minute = n1 * 10 + n2;
  if (hour > 23) return fail("hour value is outside expected range of 0-23");
  if (minute > 59) return fail("minute value is outside expected range of 0-59");
  let at = 16;
  let second = 0;
  let microsecond = 0;
  if (bytes[at] === 0x3a) {
    const s1 = digit(bytes, at + 1);
    const s2 = digit(bytes, at + 2);
    if (s1 < 0 || s2 < 0) return fail("invalid character in second");
    second = s1 * 10 + s2;
    if (second > 59) return fail("second value is outside expected range of 0-59");
    at += 3;
    if (bytes[at] === 0x2e || bytes[at] === 0x2c) {
      let digits = 0;
      at += 1;
      for (let d = digit(bytes, at); d >= 0; d = digit(bytes, at)) {
        if (digits < 6) microsecond = microsecond * 10 + d;
        digits += 1;
        at += 1;
      }
      if (digits === 0) return fail("second fraction value is missing");
      for (let k = digits; k < 6; k++) microsecond *= 10;
    }
  }
  let offset: number | undefined;
  const zone = bytes[at];
  if (zone === 0x5a || zone === 0x7a) {
    offset = 0;
    at += 1;
  } else if (zone === 0x2b || zone === 0x2d) {
    const o1 = digit(bytes, at + 1);
    const o2 = digit(bytes, at + 2);
    if (o1 < 0 || o2 < 0) return fail("invalid timezone sign");
    at += 3;
    if (bytes[at] === 0x3a) at += 1;
    const p1 = digit(bytes, at);
    const p2 = digit(bytes, at + 1);
    if (p1 < 0 || p2 < 0) return fail("invalid timezone sign");
    at += 2;
    const hours = o1 * 10 + o2;
    const minutes = p1 * 10 + p2;
    if (hours > 23) return fail("timezone offset must be less than 24 hours");
    if (minutes > 59) return fail("timezone offset minutes must be less than 60");
    offset = (zone === 0x2d ? -1 : 1) * (hours * 3600 + minutes * 60);
  }
  if (at !== bytes.length) return fail(EXTRA);
  return { ok: true, parts: { year: date.year, month: date.month, day: date.day, hour, minute, second, microsecond, offset } };
}

type NumberText = { readonly kind: "int"; readonly value: number } | { readonly kind: "float"; readonly value: number } | { readonly kind: "none" };

const I64_MAX = 9_223_372_036_854_775_807n;
const FLOAT_TEXT = /^[+-]?[0-9]*\.[0-9]*(?:[eE][+-]?[0-9]+)?$/;

/**
 * speedate's float_parse_bytes: `[+-]digits` as an i64 (an overflow is not a number), else text
 * with a `.` after the digits read by Rust's f64 parser (`1.`, `.5`, `1.5e3`; not `1e9`).
 */
function parseNumberText(text: string): NumberText {
  const sign = text.charCodeAt(0) === 0x2b || text.charCodeAt(0) === 0x2d ? 1 : 0;
  let end = sign;
  while (end < text.length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end++;
  if (end === text.length) {
    if (end === sign) return { kind: "none" };
    // past 19 significant digits it overflows an i64 (and a huge text is never handed to BigInt)
    const digits = text.slice(sign).replace(/^0+(?=\d)/, "");
    if (digits.length > 19) return { kind: "none" };
    const magnitude = BigInt(digits);
    const negative = text.charCodeAt(0) === 0x2d;
    // i64: -2^63 parses too, but its magnitude overflows the positive accumulator speedate uses
    if (magnitude > I64_MAX) return { kind: "none" };
    return { kind: "int", value: Number(negative ? -magnitude : magnitude) };
  }
  if (text.charCodeAt(end) !== 0x2e || !FLOAT_TEXT.test(text) || !/[0-9]/.test(text.replace(/[eE].*$/, ""))) return { kind: "none" };
  const value = Number(text);
  return Number.isFinite(value) ? { kind: "float", value } : { kind: "none" };
}

/** Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's civil_from_days). */
function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/**
 * speedate's DateTime::from_timestamp: seconds, or milliseconds past the watershed (the
 * remainder becoming microseconds), plus `microsecond`; UTC.
 */
function fromTimestamp(timestamp: number, microsecond: number): Parsed {
  let seconds = timestamp;
  let extra = 0;
  if (Math.abs(timestamp) > MS_WATERSHED) {
    if (!Number.isSafeInteger(timestamp)) return fail(timestamp > 0 ? AFTER_9999 : BEFORE_0000);
    const remainder = timestamp % 1000;
    seconds = (timestamp - remainder) / 1000;
    extra = remainder * 1000;
    if (extra < 0) {
      seconds -= 1;
      extra += 1_000_000;
    }
  }
  let total = microsecond + extra;
  if (total >= 1_000_000) {
    seconds += Math.floor(total / 1_000_000);
    total %= 1_000_000;
  }
  if (seconds > MAX_UNIX_SECONDS) return fail(AFTER_9999);
  if (seconds < MIN_UNIX_SECONDS) return fail(BEFORE_0000);
  const days = Math.floor(seconds / 86_400);
  const ofDay = seconds - days * 86_400;
  const { year, month, day } = civilFromDays(days);
  return { ok: true, parts: { year, month, day, hour: Math.floor(ofDay / 3600), minute: Math.floor((ofDay % 3600) / 60), second: ofDay % 60, microsecond: total, offset: 0 } };
}

/**
 * A timestamp given as text with a fraction (speedate's float branch): milliseconds past the
 * watershed are scaled to seconds first, then split into the floor and the rest rounded to
 * microseconds; the whole seconds go through fromTimestamp (and its watershed) again.
 */
function fromFloatText(value: number): Parsed {
  const normalized = Math.abs(value) > MS_WATERSHED ? value / 1000 : value;
  const seconds = Math.floor(normalized);
  return fromTimestamp(seconds, Math.round((normalized - seconds) * 1_000_000));
}

/**
 * A JSON number (pydantic-core's float_as_datetime): the floor as whole seconds and the
 * fraction's magnitude as microseconds (so -1.25 is read as -2 + 0.25, as pydantic does),
 * divided by 1000 past the watershed.
 */
function fromNumber(value: number): Parsed {
  // not from JSON, but a caller may hold one (Python's float('nan'), float('inf'))
  if (Number.isNaN(value)) return fail("NaN values not permitted");
  if (!Number.isFinite(value)) return fail(value > 0 ? AFTER_9999 : BEFORE_0000);
  const floor = Math.floor(value);
  let micro = Math.abs(value - Math.trunc(value)) * 1_000_000;
  if (Math.abs(value) > MS_WATERSHED) micro /= 1000;
  return fromTimestamp(floor, Math.round(micro));
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

/** Python's `datetime.isoformat()`. */
function isoformat(parts: Parts): string {
  const time = `${pad(parts.hour, 2)}:${pad(parts.minute, 2)}:${pad(parts.second, 2)}${parts.microsecond === 0 ? "" : `.${pad(parts.microsecond, 6)}`}`;
  let zone = "";
  if (parts.offset !== undefined) {
    const minutes = Math.abs(parts.offset) / 60;
    zone = `${parts.offset < 0 ? "-" : "+"}${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
  }
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}T${time}${zone}`;
}

/** speedate's result made a Python datetime: year 0 is the one it holds and Python does not. */
function toPython(parsed: Parts): PydanticDatetime {
  if (parsed.year === 0) return { ok: false, type: "datetime_parsing", message: "Input should be a valid datetime, year 0 is out of range" };
  return { ok: true, iso: isoformat(parsed) };
}

const encoder = new TextEncoder();

function fromText(text: string): PydanticDatetime {
  const bytes = encoder.encode(text);
  let parsed = parseRfc3339(bytes);
  let number: NumberText | undefined;
  if (!parsed.ok) {
    number = parseNumberText(text);
    if (number.kind === "int") parsed = fromTimestamp(number.value, 0);
    else if (number.kind === "float") parsed = fromFloatText(number.value);
  }
  if (parsed.ok) return toPython(parsed.parts);
  // pydantic then tries the text as a date (midnight); its error is the one reported
  const date = parseDate(bytes);
  if (date.ok) return toPython(date.parts);
  // a date's own number reading takes integers only
  const dateError = number?.kind === "int" ? parsed.error : date.error;
  return { ok: false, type: "datetime_from_date_parsing", message: `Input should be a valid datetime or date, ${dateError}` };
}

/** pydantic's lax `datetime` validation of a JSON value (see the module comment). */
export function pydanticDatetime(value: unknown): PydanticDatetime {
  if (typeof value === "string") return fromText(value);
  if (typeof value === "number") {
    const parsed = fromNumber(value);
    return parsed.ok ? toPython(parsed.parts) : { ok: false, type: "datetime_parsing", message: `Input should be a valid datetime, ${parsed.error}` };
  }
  return { ok: false, type: "datetime_type", message: "Input should be a valid datetime" };
}

function twoDigits(text: string, at: number): number {
  const a = text.charCodeAt(at) - 0x30;
  const b = text.charCodeAt(at + 1) - 0x30;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/**
 * The timestamps agent-eval reads as they are, checked on every event: `YYYY-MM-DDTHH:MM:SS`, an
 * optional fraction of 1-6 digits and an optional `Z` or `±HH:MM`, a real date and time of year
 * 1-9999 (what GlossoGen writes, and what pydanticDatetime gives back). pydantic accepts more;
 * the reader sends anything else through pydanticDatetime, which reads it or names why not.
 */
export function isIsoDatetime(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const length = value.length;
  if (length < 19 || value.charCodeAt(4) !== 0x2d || value.charCodeAt(7) !== 0x2d || value.charCodeAt(10) !== 0x54 || value.charCodeAt(13) !== 0x3a || value.charCodeAt(16) !== 0x3a) return false;
  const century = twoDigits(value, 0);
  const yy = twoDigits(value, 2);
  const month = twoDigits(value, 5);
  const day = twoDigits(value, 8);
  const hour = twoDigits(value, 11);
  const minute = twoDigits(value, 14);
  const second = twoDigits(value, 17);
  if (century < 0 || yy < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return false;
  const year = century * 100 + yy;
  if (year === 0 || day > daysInMonth(year, month)) return false;
  let at = 19;
  if (value.charCodeAt(at) === 0x2e) {
    const start = ++at;
    while (at < length && at - start < 7 && value.charCodeAt(at) >= 0x30 && value.charCodeAt(at) <= 0x39) at++;
    if (at === start || at - start > 6) return false;
  }
  if (at === length) return true;
  const zone = value.charCodeAt(at);
  if (zone === 0x5a) return at + 1 === length;
  if (zone !== 0x2b && zone !== 0x2d) return false;
  if (at + 6 !== length || value.charCodeAt(at + 3) !== 0x3a) return false;
  const offsetHours = twoDigits(value, at + 1);
  const offsetMinutes = twoDigits(value, at + 4);
  return offsetHours >= 0 && offsetHours <= 23 && offsetMinutes >= 0 && offsetMinutes <= 59;
}
