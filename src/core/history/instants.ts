/**
 * ISO 8601 timestamps as exact instants in integer microseconds since the epoch, the resolution of
 * Python's `datetime` (JavaScript's Date keeps only milliseconds, and GlossoGen's elapsed-seconds
 * rewrite and cutoff comparisons depend on the microseconds).
 */
import { formatFixed } from "../pynum.js";

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * A timestamp read as Python holds it: microseconds since 1970-01-01T00:00:00Z (a naive one read
 * as UTC) and whether it carries an offset. Python refuses to subtract or order a naive and an
 * aware datetime, so the callers need to know which one they have.
 */
export interface Instant {
  readonly micros: number;
  readonly aware: boolean;
}

/** The timestamp as an instant (see Instant). */
export function readInstant(timestamp: string): Instant {
  const m = ISO.exec(timestamp.trim());
  if (m === null) throw new Error(`not an ISO 8601 timestamp: ${JSON.stringify(timestamp)}`);
  const [, year, month, day, hour, minute, second, fraction, zone] = m;
  // not Date.UTC: it reads the years 0-99 as 1900-1999, and Python's datetime starts at year 1
  const days = daysFromCivil(Number(year), Number(month), Number(day));
  const ms = ((days * 24 + Number(hour)) * 60 + Number(minute)) * 60_000 + Number(second ?? "0") * 1000;
  // Python keeps 6 fractional digits (fromisoformat truncates nothing it accepts; pydantic rounds
  // beyond microseconds, which GlossoGen never writes)
  const micros = fraction === undefined ? 0 : Number(fraction.padEnd(6, "0").slice(0, 6));
  let offsetMinutes = 0;
  if (zone !== undefined && zone !== "Z" && zone !== "z") {
    const digits = zone.slice(1).replace(":", "");
    offsetMinutes = (zone.startsWith("-") ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || "0"));
  }
  return { micros: (ms - offsetMinutes * 60_000) * 1000 + micros, aware: zone !== undefined };
}

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Microseconds since 1970-01-01T00:00:00Z; a timestamp without offset is read as UTC. */
export function instantMicros(timestamp: string): number {
  return readInstant(timestamp).micros;
}

/**
 * Python's refusal to mix a naive and an aware datetime in a subtraction or an ordering
 * (`TypeError: can't subtract offset-naive and offset-aware datetimes`), with both texts named.
 */
export function assertSameKind(operation: "subtract" | "compare", a: Instant, aText: string, b: Instant, bText: string): void {
  if (a.aware === b.aware) return;
  throw new Error(
    `can't ${operation} offset-naive and offset-aware datetimes (Python raises TypeError): ${JSON.stringify(aText)} and ${JSON.stringify(bText)}; write every timestamp of the run with a UTC offset (as GlossoGen does) or every one without`,
  );
}

/**
 * Python `round((later - earlier).total_seconds(), 3)`: the exact microsecond difference divided
 * by 10**6 (one correctly rounded division), then rounded half-even on its binary value.
 */
export function elapsedSecondsRounded(laterMicros: number, earlierMicros: number): number {
  const seconds = (laterMicros - earlierMicros) / 1e6;
  return Number(formatFixed(seconds, 3));
}
