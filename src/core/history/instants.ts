/**
 * ISO 8601 timestamps as exact instants in integer microseconds since the epoch, the resolution of
 * Python's `datetime` (JavaScript's Date keeps only milliseconds, and GlossoGen's elapsed-seconds
 * rewrite and cutoff comparisons depend on the microseconds).
 */
import { formatFixed } from "../pynum.js";

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

/** Microseconds since 1970-01-01T00:00:00Z; a timestamp without offset is read as UTC. */
export function instantMicros(timestamp: string): number {
  const m = ISO.exec(timestamp.trim());
  if (m === null) throw new Error(`not an ISO 8601 timestamp: ${JSON.stringify(timestamp)}`);
  const [, year, month, day, hour, minute, second, fraction, zone] = m;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second ?? "0"));
  // Python keeps 6 fractional digits (fromisoformat truncates nothing it accepts; pydantic rounds
  // beyond microseconds, which GlossoGen never writes)
  const micros = fraction === undefined ? 0 : Number(fraction.padEnd(6, "0").slice(0, 6));
  let offsetMinutes = 0;
  if (zone !== undefined && zone !== "Z" && zone !== "z") {
    const digits = zone.slice(1).replace(":", "");
    offsetMinutes = (zone.startsWith("-") ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || "0"));
  }
  return (ms - offsetMinutes * 60_000) * 1000 + micros;
}

/**
 * Python `round((later - earlier).total_seconds(), 3)`: the exact microsecond difference divided
 * by 10**6 (one correctly rounded division), then rounded half-even on its binary value.
 */
export function elapsedSecondsRounded(laterMicros: number, earlierMicros: number): number {
  const seconds = (laterMicros - earlierMicros) / 1e6;
  return Number(formatFixed(seconds, 3));
}
