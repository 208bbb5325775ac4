/**
 * Whether pydantic v2 (lax mode, JSON input) accepts a value for a `datetime` field: GlossoGen's
 * `ProtocolProbeResponse.timestamp` is one (its rows carry pydantic's `…:05.678900Z` form), so a
 * responses-file row whose timestamp pydantic refuses is skipped upstream, and one it accepts
 * (a Unix time as a number, a date alone) is kept.
 *
 * The rules are speedate's (pydantic-core's date parser) as observed with pydantic 2.13.4 here
 * (tests/core/pydantic-datetime.test.ts pins them against python3 output):
 * - RFC 3339-like text: `YYYY-MM-DD`, then `T`/`t`/`_`/space, `HH:MM`, optional `:SS`, an optional
 *   fraction (`.` or `,` and at least one digit), an optional zone `Z`/`z`/`±HH[:]MM`; nothing
 *   else after it. Hours 0–23, minutes and seconds 0–59, zone hours 0–23, year 1–9999, real days.
 * - a date alone (`YYYY-MM-DD`), read as midnight in lax mode;
 * - a number, or text that is one (`[+-]digits[.digits[e±digits]]`, an exponent only after a
 *   point), read as Unix time: seconds, or milliseconds when its magnitude exceeds 2·10¹⁰; the
 *   instant must fall in years 1–9999. NaN, infinities and booleans are refused.
 */

const MAX_SECONDS = 253_402_300_800; // 10000-01-01T00:00:00Z
const MIN_SECONDS = -62_135_596_800; // 0001-01-01T00:00:00Z
const MS_THRESHOLD = 20_000_000_000;

function unixTimeInRange(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const seconds = Math.abs(value) > MS_THRESHOLD ? value / 1000 : value;
  return seconds >= MIN_SECONDS && seconds < MAX_SECONDS;
}

const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$|^[+-]?(?:\d+\.\d*|\.\d+)[eE][+-]?\d+$/;

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME = /^[Tt_ ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(?:[Zz]|[+-](\d{2}):?(\d{2}))?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isDateTimeText(text: string): boolean {
  const date = DATE.exec(text);
  if (date === null) return false;
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (text.length === 10) return true; // a date alone
  const time = TIME.exec(text.slice(10));
  if (time === null) return false;
  const [hour, minute, second] = [Number(time[1]), Number(time[2]), Number(time[3] ?? "0")];
  if (hour > 23 || minute > 59 || second > 59) return false;
  if (time[4] !== undefined && (Number(time[4]) > 23 || Number(time[5]) > 59)) return false;
  return true;
}

export function isPydanticDatetime(value: unknown): boolean {
  if (typeof value === "number") return unixTimeInRange(value);
  if (typeof value !== "string") return false;
  if (isDateTimeText(value)) return true;
  if (!NUMERIC_TEXT.test(value)) return false;
  // speedate reads text with a point ("<int>.<fraction>[e±n]") as an i64 of seconds (or ms) and
  // microseconds, without the range check plain numbers get: the integer part only has to fit an
  // i64 (observed; exponent texts past ~1e18 are refused upstream and accepted here)
  if (value.includes(".")) return Math.abs(Math.trunc(Number(value))) < 2 ** 63;
  return unixTimeInRange(Number(value));
}
