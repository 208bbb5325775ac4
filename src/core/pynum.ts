/**
 * Python 3.12 numeric and string semantics that GlossoGen's numbers depend on (spec §3).
 * Every helper here exists because the JavaScript default differs in some last bit or tie.
 */

/** CPython 3.12 `sum()` over floats: Neumaier-compensated, starting from the int 0. */
export function neumaierSum(values: Iterable<number>): number {
  let f = 0;
  let c = 0;
  let first = true;
  for (const x of values) {
    if (first) {
      // int 0 + x: turns -0.0 into +0.0 exactly as Python does
      f = 0 + x;
      first = false;
      continue;
    }
    const t = f + x;
    if (Math.abs(f) >= Math.abs(x)) c += f - t + x;
    else c += x - t + f;
    f = t;
  }
  if (c !== 0 && Number.isFinite(c)) f += c;
  return f;
}

/**
 * CPython `math.fsum`: Shewchuk's exactly-rounded sum with the half-even correction; with an inf or
 * nan item the plain sum of those items; `RangeError` where Python raises (an overflow of finite
 * items, `inf + -inf`). For code that must fail as Python fails (a GlossoGen metric); agent-eval's
 * own statistics use fsum, which never raises.
 */
export function pyFsum(values: Iterable<number>): number {
  const partials: number[] = [];
  // CPython sums the non-finite items apart: inf/nan items give their plain sum, an inf made from finite items raises
  let specialSum = 0;
  let infSum = 0;
  for (let x of values) {
    const item = x;
    let i = 0;
    for (let j = 0; j < partials.length; j++) {
      let y = partials[j] as number;
      if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x];
      const hi = x + y;
      const lo = y - (hi - x);
      if (lo !== 0) partials[i++] = lo;
      x = hi;
    }
    partials.length = i;
    if (!Number.isFinite(x)) {
      if (Number.isFinite(item)) throw new RangeError("intermediate overflow in fsum");
      if (!Number.isNaN(item)) infSum += item;
      specialSum += item;
      partials.length = 0;
    } else if (x !== 0) partials.push(x);
  }
  if (specialSum !== 0) {
    if (Number.isNaN(infSum)) throw new RangeError("-inf + inf in fsum");
    return specialSum;
  }
  let n = partials.length;
  if (n === 0) return 0;
  let hi = partials[--n] as number;
  let lo = 0;
  while (n > 0) {
    const x = hi;
    const y = partials[--n] as number;
    hi = x + y;
    lo = y - (hi - x);
    if (lo !== 0) break;
  }
  if (n > 0) {
    const below = partials[n - 1] as number;
    if ((lo < 0 && below < 0) || (lo > 0 && below > 0)) {
      const y = lo * 2;
      const x = hi + y;
      if (y === x - hi) hi = x;
    }
  }
  return hi;
}

/** `statistics.fmean`: fsum / n. Callers guarantee a non-empty input. */
/**
 * pyFsum where Python returns; where Python raises, the IEEE sum (±inf for an overflow, NaN for
 * inf + -inf): agent-eval's own statistics (the diff, the comment) take any report's values and
 * must say what they got rather than fail (a fork's report with 1.7e308 scores).
 */
export function fsum(values: Iterable<number>): number {
  const list = Array.isArray(values) ? (values as readonly number[]) : [...values];
  try {
    return pyFsum(list);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    let total = 0;
    for (const value of list) total += value;
    return total;
  }
}

/** CPython `statistics.fmean` (through pyFsum: raises where Python raises). */
export function pyFmean(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError("fmean requires at least one data point");
  return pyFsum(values) / values.length;
}

/** `statistics.fmean` over fsum: never raises for values it is given (but an empty list). */
export function fmean(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError("fmean requires at least one data point");
  return fsum(values) / values.length;
}

/** GlossoGen's `_mean`: Neumaier sum / n, 0.0 for an empty list. */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : neumaierSum(values) / values.length;
}

/** GlossoGen's population std: sqrt(sum((v - mean)^2) / n), 0.0 when n < 2. */
export function populationStd(values: readonly number[], centre: number = mean(values)): number {
  if (values.length < 2) return 0;
  return Math.sqrt(neumaierSum(values.map((v) => (v - centre) ** 2)) / values.length);
}

const TWO_52 = 2 ** 52;

function decompose(x: number): { mantissa: bigint; exponent: number } {
  // x = mantissa * 2^exponent exactly, for finite non-zero x
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(x));
  const bits = view.getBigUint64(0);
  const rawExponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  if (rawExponent === 0) return { mantissa: fraction, exponent: -1074 };
  return { mantissa: fraction | (1n << 52n), exponent: rawExponent - 1075 };
}

/** Python `f"{x:.{digits}f}"`: correctly rounded, exact ties to even (JS `toFixed` ties away). */
export function formatFixed(x: number, digits: number): string {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  const sign = x < 0 || Object.is(x, -0) ? "-" : "";
  const magnitude = Math.abs(x);
  if (magnitude >= 1e21) return sign + BigInt(magnitude).toString() + (digits > 0 ? "." + "0".repeat(digits) : "");
  const plain = magnitude.toFixed(digits);
  if (magnitude === 0) return sign + plain;
  const { mantissa, exponent } = decompose(magnitude);
  if (exponent >= 0) return sign + plain;
  const scaled = mantissa * 10n ** BigInt(digits);
  const shift = BigInt(-exponent);
  const remainder = scaled & ((1n << shift) - 1n);
  const half = 1n << (shift - 1n);
  if (remainder !== half) return sign + plain;
  const floor = scaled >> shift;
  const rounded = floor % 2n === 0n ? floor : floor + 1n;
  const text = rounded.toString().padStart(digits + 1, "0");
  const body = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return sign + body;
}

/** Python `round(x)` to an integer: exact ties to even. */
export function pyRound(x: number): number {
  if (!Number.isFinite(x) || Math.abs(x) >= TWO_52) return x;
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** Python repr of a list of ints: `[1, 2, 3]`; an int beyond 2^53 with all its digits (JS would print `1152921504606847000`). */
export function pyIntList(values: readonly number[]): string {
  return `[${values.map((value) => (Number.isInteger(value) && !Number.isSafeInteger(value) ? BigInt(value).toString() : String(value))).join(", ")}]`;
}

/** The 29 code points Python 3.12 `str.split()` treats as whitespace (spec §3.4). */
// eslint-disable-next-line no-control-regex -- these control characters are whitespace to Python
const PY_WHITESPACE = /[\u0009-\u000d\u001c-\u001f\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/u;

/** Python `str.split()` with no argument. */
export function pySplit(text: string): string[] {
  return text.split(PY_WHITESPACE).filter((part) => part !== "");
}

/** Python `len(str)`: code points, not UTF-16 units. */
export function codePointLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** Python's default string ordering: by code point (JS compares UTF-16 units). */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const ai = a[Symbol.iterator]();
  const bi = b[Symbol.iterator]();
  for (;;) {
    const x = ai.next();
    const y = bi.next();
    if (x.done === true) return y.done === true ? 0 : -1;
    if (y.done === true) return 1;
    const cx = x.value.codePointAt(0) as number;
    const cy = y.value.codePointAt(0) as number;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}

// eslint-disable-next-line no-control-regex -- these control characters are whitespace to Python
const PY_STRIP = /^[\u0009-\u000d\u001c-\u001f\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\u0009-\u000d\u001c-\u001f\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/gu;

/** Python `str.strip()` with no argument (JavaScript's `trim` strips a different set). */
export function pyStrip(text: string): string {
  return text.replace(PY_STRIP, "");
}
