/**
 * glibc's `log` and `log2` (2.28+, ARM optimized-routines), as Python's `math.log` / `math.log2` compute
 * them on Linux x86-64 with FMA (glibc's `__log_fma` / `__log2_fma`, built with GCC's floating-point
 * contraction). GlossoGen's entropy and n-gram metrics sum such logarithms: V8's `Math.log` /
 * `Math.log2` (fdlibm) differ from glibc's in the last bit for about one argument in thirteen
 * (spec §0.5), which shows in the reports' values. Checked bit for bit against python3's math.log /
 * math.log2 (glibc 2.36) on 120,000 arguments by scripts/parity/glibc-log-tables.py, which also
 * wrote the constants, and by tests/core/glibc-log.test.ts.
 */
import { LOG2_DATA, LOG_DATA } from "./generated/glibc-log-tables.js";

const view = new DataView(new ArrayBuffer(8));

function bitsOf(x: number): bigint {
  view.setFloat64(0, x);
  return view.getBigUint64(0);
}

/** x = mantissa * 2^exponent exactly (finite x). */
function decompose(x: number): { mantissa: bigint; exponent: number } {
  const bits = bitsOf(x);
  const sign = bits >> 63n === 1n ? -1n : 1n;
  const rawExponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  if (rawExponent === 0) return { mantissa: sign * fraction, exponent: -1074 };
  return { mantissa: sign * (fraction | (1n << 52n)), exponent: rawExponent - 1075 };
}

function scale(x: number, exponent: number): number {
  let e = exponent;
  let y = x;
  while (e > 511) {
    y *= 2 ** 511;
    e -= 511;
  }
  while (e < -511) {
    y *= 2 ** -511;
    e += 511;
  }
  return y * 2 ** e;
}

/** a*b + c with one rounding, exactly (BigInt); results in the normal range. */
function exactFma(a: number, b: number, c: number): number {
  const x = decompose(a);
  const y = decompose(b);
  const z = decompose(c);
  const productExponent = x.exponent + y.exponent;
  const low = Math.min(productExponent, z.exponent);
  let total = ((x.mantissa * y.mantissa) << BigInt(productExponent - low)) + (z.mantissa << BigInt(z.exponent - low));
  if (total === 0n) return a * b + c;
  const negative = total < 0n;
  if (negative) total = -total;
  let exponent = low;
  const length = total.toString(2).length;
  if (length > 62) {
    const shift = BigInt(length - 62);
    const sticky = (total & ((1n << shift) - 1n)) === 0n ? 0n : 1n;
    total = (total >> shift) | sticky;
    exponent += length - 62;
  }
  const magnitude = scale(Number(total), exponent);
  return negative ? -magnitude : magnitude;
}

const SPLITTER = 134217729; // 2^27 + 1

/**
 * Correctly rounded a*b + c (C's `fma`). A double-double evaluation settles almost every call; the
 * rare one whose rounding it cannot decide is computed exactly.
 */
export function fma(a: number, b: number, c: number): number {
  const p = a * b;
  if (!Number.isFinite(p) || !Number.isFinite(c)) return a * b + c;
  if (c === 0 || a === 0 || b === 0) return p + c; // an exact product or sum: one rounding
  if (p === 0 || Math.abs(p) < 2 ** -900 || Math.abs(p) > 2 ** 900 || Math.abs(c) > 2 ** 900) return exactFma(a, b, c);
  // exact product p + e (Veltkamp/Dekker)
  let t = SPLITTER * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLITTER * b;
  const bh = t - (t - b);
  const bl = b - bh;
  const e = ah * bh - p + ah * bl + al * bh + al * bl;
  // p + c = s + sErr exactly
  const s = p + c;
  const bb = s - p;
  const sErr = p - (s - bb) + (c - bb);
  // sErr + e = u + w exactly
  const u = sErr + e;
  const ub = u - sErr;
  const w = sErr - (u - ub) + (e - ub);
  // s + u = r + v exactly; the exact result is r + v + w
  const r = s + u;
  const rb = r - s;
  const v = s - (r - rb) + (u - rb);
  if (w === 0) return r;
  if (r !== 0 && Number.isFinite(r) && Math.abs(r) >= 2 ** -1000) {
    view.setFloat64(0, r);
    const hi = view.getUint32(0);
    const half = 2 ** (((hi >>> 20) & 0x7ff) - 1076); // half the spacing above |r|
    const powerOfTwo = (hi & 0xfffff) === 0 && view.getUint32(4) === 0;
    // the exact result is r + d: r is its rounding unless d reaches half a spacing (a quarter
    // below a power of two), with a margin for the rounding of v + w
    const d = v + w;
    const towardZero = d < 0 !== r < 0;
    const bound = towardZero && powerOfTwo ? half / 2 : half;
    if (Math.abs(d) < bound * (1 - 2 ** -20)) return r;
  }
  return exactFma(a, b, c);
}

const LOG_LN2HI = LOG_DATA[0] as number;
const LOG_LN2LO = LOG_DATA[1] as number;
const LOG_A = LOG_DATA.slice(2, 7);
const LOG_B = LOG_DATA.slice(7, 18);
const LOG_TABLE = 18;
const LOG2_INVLN2HI = LOG2_DATA[0] as number;
const LOG2_INVLN2LO = LOG2_DATA[1] as number;
const LOG2_A = LOG2_DATA.slice(2, 8);
const LOG2_B = LOG2_DATA.slice(8, 18);
const LOG2_TABLE = 18;

const LOG_NEAR_LO = 1 - 2 ** -4;
const LOG_NEAR_HI = 1 + 0x109 * 2 ** -12;
const LOG2_NEAR_LO = 1 - 0x15b51 * 2 ** -21;
const LOG2_NEAR_HI = 1 + 0x16ab2 * 2 ** -21;
const c = (values: readonly number[], i: number): number => values[i] as number;

/** Special arguments (not finite and positive) as glibc answers them; undefined for the others. */
function special(x: number): number | undefined {
  if (Number.isNaN(x) || x < 0) return Number.NaN;
  if (x === 0) return -Infinity;
  if (x === Infinity) return Infinity;
  return undefined;
}

let reducedIndex = 0;
let reducedExponent = 0;

/**
 * glibc's reduction x = 2^k z (subnormals scaled first): sets reducedIndex (the table entry) and
 * reducedExponent (k), returns z. Only the high word of x takes part (OFF = 0x3fe6000000000000).
 */
function reduce(x: number, tableBits: number): number {
  view.setFloat64(0, x < 2 ** -1022 ? x * 2 ** 52 : x);
  let hi = view.getUint32(0);
  if (x < 2 ** -1022) hi -= 52 << 20;
  const tmp = (hi - 0x3fe60000) | 0;
  reducedIndex = (tmp >>> (20 - tableBits)) & ((1 << tableBits) - 1);
  reducedExponent = tmp >> 20;
  view.setUint32(0, (hi - (tmp & 0xfff00000)) >>> 0);
  return view.getFloat64(0);
}

/**
 * The metrics take logarithms of few distinct arguments (count/total ratios, n-gram probabilities),
 * each many times: recent results are kept (a bounded memo: a pure function's cache).
 */
const MEMO_LIMIT = 1 << 14;
const logMemo = new Map<number, number>();
const log2Memo = new Map<number, number>();

function memoised(memo: Map<number, number>, compute: (x: number) => number, x: number): number {
  const known = memo.get(x);
  if (known !== undefined) return known;
  const value = compute(x);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(x, value);
  return value;
}

/** glibc `log(x)`. */
export function glibcLog(x: number): number {
  return memoised(logMemo, computeLog, x);
}

/** glibc `log2(x)`. */
export function glibcLog2(x: number): number {
  return memoised(log2Memo, computeLog2, x);
}

function computeLog(x: number): number {
  const odd = special(x);
  if (odd !== undefined) return odd;
  if (x >= LOG_NEAR_LO && x < LOG_NEAR_HI) {
    if (x === 1) return 0;
    const B = LOG_B;
    const r = x - 1.0;
    const r2 = r * r;
    const r3 = r * r2;
    const in3 = fma(r3, c(B, 10), fma(r2, c(B, 9), fma(r, c(B, 8), c(B, 7))));
    const in2 = fma(r3, in3, fma(r2, c(B, 6), fma(r, c(B, 5), c(B, 4))));
    const in1 = fma(r3, in2, fma(r2, c(B, 3), fma(r, c(B, 2), c(B, 1))));
    const w = r * 2 ** 27;
    const rhi = r + w - w;
    const rlo = r - rhi;
    const t = rhi * rhi;
    const hi = fma(t, c(B, 0), r);
    let lo = fma(t, c(B, 0), r - hi);
    lo = fma(c(B, 0) * rlo, rhi + r, lo);
    return fma(r3, in1, lo) + hi;
  }
  const z = reduce(x, 7);
  const i = reducedIndex;
  const kd = reducedExponent;
  const invc = c(LOG_DATA, LOG_TABLE + 2 * i);
  const logc = c(LOG_DATA, LOG_TABLE + 2 * i + 1);
  const A = LOG_A;
  const r = fma(z, invc, -1.0);
  const w = fma(kd, LOG_LN2HI, logc);
  const hi = w + r;
  const lo = fma(kd, LOG_LN2LO, w - hi + r);
  const r2 = r * r;
  const p = fma(r2, fma(r, c(A, 4), c(A, 3)), fma(r, c(A, 2), c(A, 1)));
  return fma(r * r2, p, fma(r2, c(A, 0), lo)) + hi;
}

function computeLog2(x: number): number {
  const odd = special(x);
  if (odd !== undefined) return odd;
  if (x >= LOG2_NEAR_LO && x < LOG2_NEAR_HI) {
    if (x === 1) return 0;
    const B = LOG2_B;
    const r = x - 1.0;
    const hi = r * LOG2_INVLN2HI;
    let lo = fma(r, LOG2_INVLN2LO, fma(r, LOG2_INVLN2HI, -hi));
    const r2 = r * r;
    const r4 = r2 * r2;
    const q = fma(r, c(B, 1), c(B, 0));
    const y = fma(r2, q, hi);
    lo = lo + fma(r2, q, hi - y);
    const poly = fma(r4, fma(r2, fma(r, c(B, 9), c(B, 8)), fma(r, c(B, 7), c(B, 6))), fma(r2, fma(r, c(B, 5), c(B, 4)), fma(r, c(B, 3), c(B, 2))));
    return y + fma(r4, poly, lo);
  }
  const z = reduce(x, 6);
  const i = reducedIndex;
  const kd = reducedExponent;
  const invc = c(LOG2_DATA, LOG2_TABLE + 2 * i);
  const logc = c(LOG2_DATA, LOG2_TABLE + 2 * i + 1);
  const A = LOG2_A;
  const r = fma(z, invc, -1.0);
  const t1 = r * LOG2_INVLN2HI;
  const t2 = fma(r, LOG2_INVLN2LO, fma(r, LOG2_INVLN2HI, -t1));
  const t3 = kd + logc;
  const hi = t3 + t1;
  const lo = t3 - hi + t1 + t2;
  const r2 = r * r;
  const r4 = r2 * r2;
  const p = fma(r4, fma(r, c(A, 5), c(A, 4)), fma(r2, fma(r, c(A, 3), c(A, 2)), fma(r, c(A, 1), c(A, 0))));
  return fma(r2, p, lo) + hi;
}
