/**
 * Number formatting for diffs: fixed decimals, decimal (not binary) rounding, no float noise
 * (never `+7.000000000000001pp`). Negative numbers use the ASCII hyphen-minus "-", not U+2212:
 * the output is grep-able, diff-able and matches the numbers in GlossoGen's own summaries. Zero
 * is printed unsigned ("0.0 pp"), including values that only round to zero, so "-0.0" never
 * appears.
 */

const MAX_DIGITS = 6;

/**
 * Round half away from zero at `digits` decimals, on the shortest decimal representation of x.
 * Going through the decimal string avoids `(1.005).toFixed(2) === "1.00"`-style surprises, and
 * toPrecision(12) first strips accumulated binary noise such as 7.000000000000001.
 */
function roundDecimal(x: number, digits: number): number {
  const magnitude = Math.abs(x);
  // Below 1e-6 JavaScript prints exponents, which the string trick cannot shift; at most six
  // decimals, plain arithmetic is exact enough there.
  if (magnitude < 1e-6) return (Math.sign(x) * Math.round(magnitude * 10 ** digits)) / 10 ** digits;
  if (magnitude >= 1e12) return Math.sign(x) * Math.round(magnitude);
  const clean = Number(magnitude.toPrecision(12));
  const rounded = Number(`${Math.round(Number(`${clean}e${digits}`))}e-${digits}`);
  return Math.sign(x) * rounded;
}

function checkDigits(digits: number): void {
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_DIGITS) {
    throw new RangeError(`digits must be an integer in 0..${MAX_DIGITS}, got ${digits}`);
  }
}

/** A signed number with fixed decimals: "+0.200", "-1.500", "0.000". */
export function formatSigned(value: number, digits: number): string {
  checkDigits(digits);
  if (!Number.isFinite(value)) return String(value);
  const rounded = roundDecimal(value, digits);
  if (rounded === 0) return (0).toFixed(digits);
  return `${rounded > 0 ? "+" : "-"}${Math.abs(rounded).toFixed(digits)}`;
}

/** How to print a metric's values. */
export interface FormatOptions {
  /** Fractions print in percentage points with one decimal. */
  readonly fraction: boolean;
  /** Decimals for non-fraction metrics (default 3). */
  readonly digits?: number;
}

/** Δ for display: fractions as "+7.0 pp" / "-10.0 pp", other metrics as "+0.200". */
export function formatDelta(delta: number, options: FormatOptions): string {
  if (options.fraction) return `${formatSigned(delta * 100, 1)} pp`;
  return formatSigned(delta, options.digits ?? 3);
}

/** An interval for display: "[-27.3, +7.3] pp" for fractions, "[-0.120, +0.045]" otherwise. */
export function formatInterval(lower: number, upper: number, options: FormatOptions): string {
  if (options.fraction) return `[${formatSigned(lower * 100, 1)}, ${formatSigned(upper * 100, 1)}] pp`;
  const digits = options.digits ?? 3;
  return `[${formatSigned(lower, digits)}, ${formatSigned(upper, digits)}]`;
}

/** A score for display: fractions as "80.0%", others with fixed decimals ("2.584"). */
export function formatScore(score: number, options: FormatOptions): string {
  if (!Number.isFinite(score)) return String(score);
  const digits = options.fraction ? 1 : (options.digits ?? 3);
  checkDigits(digits);
  const value = roundDecimal(options.fraction ? score * 100 : score, digits);
  const text = (value === 0 ? 0 : value).toFixed(digits);
  return options.fraction ? `${text}%` : text;
}
