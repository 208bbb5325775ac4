/**
 * CPython's `PyOS_double_to_string` (Python/pystrtod.c `format_float_short`), the text behind
 * `format(x, ".2f")`, `"{:.3e}"`, `"{:g}"` and the format spec with no type letter. Digits come
 * from the exact decimal expansion of the double (BigInt), rounded half-to-even on exact ties as
 * David Gay's dtoa does: JavaScript's `toFixed`/`toPrecision` round ties away from zero and differ
 * from Python on values such as 0.125 or 2.5.
 */

/** The format code after CPython's mapping: `r` is repr (shortest round-trip digits). */
export type DoubleFormatCode = "e" | "E" | "f" | "F" | "g" | "G" | "r";

export interface DoubleToStringFlags {
  /** Py_DTSF_ADD_DOT_0: keep one digit after the point (`1.0`), and `g` switches to exponent one digit sooner. */
  readonly addDot0?: boolean;
  /** Py_DTSF_ALT (`#`): keep the point and, for `g`, trailing zeros. */
  readonly alternate?: boolean;
  /** Py_DTSF_NO_NEG_0 (`z`): a negative number that rounds to zero prints without its sign. */
  readonly noNegativeZero?: boolean;
}

interface Digits {
  /** Significant digits, no trailing zeros ("0" for zero). */
  readonly digits: string;
  /** Position of the decimal point: value = 0.digits × 10^decpt. */
  readonly decpt: number;
}

const view = new DataView(new ArrayBuffer(8));

/** The exact decimal expansion of a finite, non-zero, positive double. */
function exactDigits(x: number): Digits {
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const rawExponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  const mantissa = rawExponent === 0 ? fraction : fraction | (1n << 52n);
  const exponent = rawExponent === 0 ? -1074 : rawExponent - 1075;
  // x = mantissa × 2^exponent; for a negative exponent, × 5^-e / 10^-e keeps it an integer
  const text = exponent >= 0 ? (mantissa << BigInt(exponent)).toString() : (mantissa * 5n ** BigInt(-exponent)).toString();
  const decpt = exponent >= 0 ? text.length : text.length + exponent;
  return { digits: text.replace(/0+$/, ""), decpt };
}

/** Keeps the first `keep` digits (may be <= 0 or past the end), rounding half-to-even on exact ties. */
function roundDigits(value: Digits, keep: number): Digits {
  const { digits } = value;
  let { decpt } = value;
  if (keep >= digits.length) return value;
  let up = false;
  if (keep >= 0) {
    const next = digits.charCodeAt(keep) - 48;
    if (next > 5) up = true;
    // the digits carry no trailing zeros: anything after a 5 is non-zero, so above the half
    else if (next === 5) up = keep + 1 < digits.length || (keep > 0 && (digits.charCodeAt(keep - 1) - 48) % 2 === 1);
  }
  let head = digits.slice(0, Math.max(keep, 0));
  if (up) {
    if (head === "") {
      head = "1";
      decpt += 1;
    } else {
      const incremented = (BigInt(head) + 1n).toString();
      if (incremented.length > head.length) decpt += 1;
      head = incremented;
    }
  }
  head = head.replace(/0+$/, "");
  return head === "" ? { digits: "0", decpt: 1 } : { digits: head, decpt };
}

/** Shortest round-trip digits (dtoa mode 0): JavaScript and CPython pick the same ones. */
function shortestDigits(x: number): Digits {
  const [mantissa, exponent] = x.toExponential().split("e") as [string, string];
  return { digits: mantissa.replace(".", ""), decpt: Number(exponent) + 1 };
}

const zeros = (n: number): string => (n > 0 ? "0".repeat(n) : "");

/**
 * `PyOS_double_to_string(x, code, precision, flags)`: `-` for negatives (never `+`), `inf`/`nan`
 * (upper case for E/F/G; a NaN never has a sign). `precision` is ignored for `r`.
 */
export function pyDoubleToString(x: number, formatCode: DoubleFormatCode, precision: number, flags: DoubleToStringFlags = {}): string {
  const upper = formatCode === "E" || formatCode === "F" || formatCode === "G";
  const code = formatCode.toLowerCase();
  if (Number.isNaN(x)) return upper ? "NAN" : "nan";
  let negative = x < 0 || Object.is(x, -0);
  if (!Number.isFinite(x)) return (negative ? "-" : "") + (upper ? "INF" : "inf");
  const magnitude = Math.abs(x);
  let p = precision;
  if (code === "e") p += 1; // 'e' asks dtoa for precision + 1 significant digits
  else if (code === "g" && p === 0) p = 1; // precision 0 makes no sense for 'g'; CPython reads it as 1
  let value: Digits;
  if (magnitude === 0) value = { digits: "0", decpt: 1 };
  else if (code === "r") value = shortestDigits(magnitude);
  else {
    const exact = exactDigits(magnitude);
    value = roundDigits(exact, code === "f" ? exact.decpt + p : p);
  }
  const { digits } = value;
  let { decpt } = value;
  if (flags.noNegativeZero === true && /^0*$/.test(digits)) negative = false;
  const addDot0 = flags.addDot0 === true;
  const alternate = flags.alternate === true;

  // the output is the slice [vStart, vEnd) of digits padded with zeros on both sides
  let useExp = false;
  let vEnd = digits.length;
  if (code === "e") {
    useExp = true;
    vEnd = p;
  } else if (code === "f") vEnd = decpt + p;
  else if (code === "g") {
    if (decpt <= -4 || decpt > (addDot0 ? p - 1 : p)) useExp = true;
    if (alternate) vEnd = p;
  } else if (decpt <= -4 || decpt > 16) useExp = true; // repr switches to exponent form at 1e16
  let exp = 0;
  if (useExp) {
    exp = decpt - 1;
    decpt = 1;
  }
  const vStart = decpt <= 0 ? decpt - 1 : 0;
  if (!useExp && addDot0) vEnd = Math.max(vEnd, decpt + 1);
  else vEnd = Math.max(vEnd, decpt);

  let out = negative ? "-" : "";
  if (decpt <= 0) out += `${zeros(decpt - vStart)}.${zeros(-decpt)}`;
  else out += zeros(-vStart);
  if (decpt > 0 && decpt <= digits.length) out += `${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
  else out += digits;
  if (digits.length < decpt) out += `${zeros(decpt - digits.length)}.${zeros(vEnd - decpt)}`;
  else out += zeros(vEnd - digits.length);
  if (out.endsWith(".") && !alternate) out = out.slice(0, -1);
  if (useExp) out += `${upper ? "E" : "e"}${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  return out;
}
