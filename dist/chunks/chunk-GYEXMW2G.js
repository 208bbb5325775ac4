import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/core/calendar.ts
function isLeapYear(year) {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
function daysInMonth(year, month) {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

// src/core/py-datetime.ts
var TOO_SHORT = "input is too short";
var EXTRA = "unexpected extra characters at the end of the input";
var AFTER_9999 = "dates after 9999 are not supported as unix timestamps";
var BEFORE_0000 = "dates before 0000 are not supported as unix timestamps";
var MS_WATERSHED = 2e10;
var MAX_UNIX_SECONDS = 253402300799;
var MIN_UNIX_SECONDS = -62167219200;
var fail = (error) => ({ ok: false, error });
function digit(bytes, at) {
  const b = bytes[at];
  return b !== void 0 && b >= 48 && b <= 57 ? b - 48 : -1;
}
function parseDatePart(bytes) {
  if (bytes.length < 10) return { ok: false, error: TOO_SHORT };
  const y = [0, 1, 2, 3].map((i) => digit(bytes, i));
  if (y.some((d) => d < 0)) return { ok: false, error: "invalid character in year" };
  if (bytes[4] !== 45) return { ok: false, error: "invalid date separator, expected `-`" };
  const m1 = digit(bytes, 5);
  const m2 = digit(bytes, 6);
  if (m1 < 0 || m2 < 0) return { ok: false, error: "invalid character in month" };
  if (bytes[7] !== 45) return { ok: false, error: "invalid date separator, expected `-`" };
  const d1 = digit(bytes, 8);
  const d2 = digit(bytes, 9);
  if (d1 < 0 || d2 < 0) return { ok: false, error: "invalid character in day" };
  const year = y[0] * 1e3 + y[1] * 100 + y[2] * 10 + y[3];
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  if (month < 1 || month > 12) return { ok: false, error: "month value is outside expected range of 1-12" };
  if (day < 1 || day > daysInMonth(year, month)) return { ok: false, error: "day value is outside expected range" };
  return { ok: true, year, month, day };
}
function parseDate(bytes) {
  const date = parseDatePart(bytes);
  if (!date.ok) return fail(date.error);
  if (bytes.length > 10) return fail(EXTRA);
  return { ok: true, parts: { year: date.year, month: date.month, day: date.day, hour: 0, minute: 0, second: 0, microsecond: 0, offset: void 0 } };
}
function parseRfc3339(bytes) {
  const date = parseDatePart(bytes);
  if (!date.ok) return fail(date.error);
  const sep = bytes[10];
  if (sep !== 84 && sep !== 116 && sep !== 32 && sep !== 95) return fail("invalid datetime separator, expected `T`, `t`, `_` or space");
  if (bytes.length < 16) return fail(TOO_SHORT);
  const h1 = digit(bytes, 11);
  const h2 = digit(bytes, 12);
  if (h1 < 0 || h2 < 0) return fail("invalid character in hour");
  if (bytes[13] !== 58) return fail("invalid time separator, expected `:`");
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
  if (bytes[at] === 58) {
    const s1 = digit(bytes, at + 1);
    const s2 = digit(bytes, at + 2);
    if (s1 < 0 || s2 < 0) return fail("invalid character in second");
    second = s1 * 10 + s2;
    if (second > 59) return fail("second value is outside expected range of 0-59");
    at += 3;
    if (bytes[at] === 46 || bytes[at] === 44) {
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
  let offset;
  const zone = bytes[at];
  if (zone === 90 || zone === 122) {
    offset = 0;
    at += 1;
  } else if (zone === 43 || zone === 45) {
    const o1 = digit(bytes, at + 1);
    const o2 = digit(bytes, at + 2);
    if (o1 < 0 || o2 < 0) return fail("invalid timezone sign");
    at += 3;
    if (bytes[at] === 58) at += 1;
    const p1 = digit(bytes, at);
    const p2 = digit(bytes, at + 1);
    if (p1 < 0 || p2 < 0) return fail("invalid timezone sign");
    at += 2;
    const hours = o1 * 10 + o2;
    const minutes = p1 * 10 + p2;
    if (hours > 23) return fail("timezone offset must be less than 24 hours");
    if (minutes > 59) return fail("timezone offset minutes must be less than 60");
    offset = (zone === 45 ? -1 : 1) * (hours * 3600 + minutes * 60);
  }
  if (at !== bytes.length) return fail(EXTRA);
  return { ok: true, parts: { year: date.year, month: date.month, day: date.day, hour, minute, second, microsecond, offset } };
}
var I64_MAX = 9223372036854775807n;
var FLOAT_TEXT = /^[+-]?[0-9]*\.[0-9]*(?:[eE][+-]?[0-9]+)?$/;
function parseNumberText(text) {
  const sign = text.charCodeAt(0) === 43 || text.charCodeAt(0) === 45 ? 1 : 0;
  let end = sign;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  if (end === text.length) {
    if (end === sign) return { kind: "none" };
    const digits = text.slice(sign).replace(/^0+(?=\d)/, "");
    if (digits.length > 19) return { kind: "none" };
    const magnitude = BigInt(digits);
    const negative = text.charCodeAt(0) === 45;
    if (magnitude > I64_MAX) return { kind: "none" };
    return { kind: "int", value: Number(negative ? -magnitude : magnitude) };
  }
  if (text.charCodeAt(end) !== 46 || !FLOAT_TEXT.test(text) || !/[0-9]/.test(text.replace(/[eE].*$/, ""))) return { kind: "none" };
  const value = Number(text);
  return Number.isFinite(value) ? { kind: "float", value } : { kind: "none" };
}
function civilFromDays(days) {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}
function fromTimestamp(timestamp, microsecond) {
  let seconds = timestamp;
  let extra = 0;
  if (Math.abs(timestamp) > MS_WATERSHED) {
    if (!Number.isSafeInteger(timestamp)) return fail(timestamp > 0 ? AFTER_9999 : BEFORE_0000);
    const remainder = timestamp % 1e3;
    seconds = (timestamp - remainder) / 1e3;
    extra = remainder * 1e3;
    if (extra < 0) {
      seconds -= 1;
      extra += 1e6;
    }
  }
  let total = microsecond + extra;
  if (total >= 1e6) {
    seconds += Math.floor(total / 1e6);
    total %= 1e6;
  }
  if (seconds > MAX_UNIX_SECONDS) return fail(AFTER_9999);
  if (seconds < MIN_UNIX_SECONDS) return fail(BEFORE_0000);
  const days = Math.floor(seconds / 86400);
  const ofDay = seconds - days * 86400;
  const { year, month, day } = civilFromDays(days);
  return { ok: true, parts: { year, month, day, hour: Math.floor(ofDay / 3600), minute: Math.floor(ofDay % 3600 / 60), second: ofDay % 60, microsecond: total, offset: 0 } };
}
function fromFloatText(value) {
  const normalized = Math.abs(value) > MS_WATERSHED ? value / 1e3 : value;
  const seconds = Math.floor(normalized);
  return fromTimestamp(seconds, Math.round((normalized - seconds) * 1e6));
}
function fromNumber(value) {
  if (Number.isNaN(value)) return fail("NaN values not permitted");
  if (!Number.isFinite(value)) return fail(value > 0 ? AFTER_9999 : BEFORE_0000);
  const floor = Math.floor(value);
  let micro = Math.abs(value - Math.trunc(value)) * 1e6;
  if (Math.abs(value) > MS_WATERSHED) micro /= 1e3;
  return fromTimestamp(floor, Math.round(micro));
}
function pad(value, width) {
  return String(value).padStart(width, "0");
}
function isoformat(parts) {
  const time = `${pad(parts.hour, 2)}:${pad(parts.minute, 2)}:${pad(parts.second, 2)}${parts.microsecond === 0 ? "" : `.${pad(parts.microsecond, 6)}`}`;
  let zone = "";
  if (parts.offset !== void 0) {
    const minutes = Math.abs(parts.offset) / 60;
    zone = `${parts.offset < 0 ? "-" : "+"}${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
  }
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}T${time}${zone}`;
}
function toPython(parsed) {
  if (parsed.year === 0) return { ok: false, type: "datetime_parsing", message: "Input should be a valid datetime, year 0 is out of range" };
  return { ok: true, iso: isoformat(parsed) };
}
var encoder = new TextEncoder();
function fromText(text) {
  const bytes = encoder.encode(text);
  let parsed = parseRfc3339(bytes);
  let number;
  if (!parsed.ok) {
    number = parseNumberText(text);
    if (number.kind === "int") parsed = fromTimestamp(number.value, 0);
    else if (number.kind === "float") parsed = fromFloatText(number.value);
  }
  if (parsed.ok) return toPython(parsed.parts);
  const date = parseDate(bytes);
  if (date.ok) return toPython(date.parts);
  const dateError = number?.kind === "int" ? parsed.error : date.error;
  return { ok: false, type: "datetime_from_date_parsing", message: `Input should be a valid datetime or date, ${dateError}` };
}
function pydanticDatetime(value) {
  if (typeof value === "string") return fromText(value);
  if (typeof value === "number") {
    const parsed = fromNumber(value);
    return parsed.ok ? toPython(parsed.parts) : { ok: false, type: "datetime_parsing", message: `Input should be a valid datetime, ${parsed.error}` };
  }
  return { ok: false, type: "datetime_type", message: "Input should be a valid datetime" };
}
function twoDigits(text, at) {
  const a = text.charCodeAt(at) - 48;
  const b = text.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}
function isIsoDatetime(value) {
  if (typeof value !== "string") return false;
  const length = value.length;
  if (length < 19 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45 || value.charCodeAt(10) !== 84 || value.charCodeAt(13) !== 58 || value.charCodeAt(16) !== 58) return false;
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
  if (value.charCodeAt(at) === 46) {
    const start = ++at;
    while (at < length && at - start < 7 && value.charCodeAt(at) >= 48 && value.charCodeAt(at) <= 57) at++;
    if (at === start || at - start > 6) return false;
  }
  if (at === length) return true;
  const zone = value.charCodeAt(at);
  if (zone === 90) return at + 1 === length;
  if (zone !== 43 && zone !== 45) return false;
  if (at + 6 !== length || value.charCodeAt(at + 3) !== 58) return false;
  const offsetHours = twoDigits(value, at + 1);
  const offsetMinutes = twoDigits(value, at + 4);
  return offsetHours >= 0 && offsetHours <= 23 && offsetMinutes >= 0 && offsetMinutes <= 59;
}

export {
  isLeapYear,
  daysInMonth,
  pydanticDatetime,
  isIsoDatetime
};
