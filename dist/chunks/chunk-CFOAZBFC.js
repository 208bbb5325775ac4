import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/core/pynum.ts
function neumaierSum(values) {
  let f = 0;
  let c = 0;
  let first = true;
  for (const x of values) {
    if (first) {
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
function pyFsum(values) {
  const partials = [];
  let specialSum = 0;
  let infSum = 0;
  for (let x of values) {
    const item = x;
    let i = 0;
    for (let j = 0; j < partials.length; j++) {
      let y = partials[j];
      if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x];
      const hi2 = x + y;
      const lo2 = y - (hi2 - x);
      if (lo2 !== 0) partials[i++] = lo2;
      x = hi2;
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
  let hi = partials[--n];
  let lo = 0;
  while (n > 0) {
    const x = hi;
    const y = partials[--n];
    hi = x + y;
    lo = y - (hi - x);
    if (lo !== 0) break;
  }
  if (n > 0) {
    const below = partials[n - 1];
    if (lo < 0 && below < 0 || lo > 0 && below > 0) {
      const y = lo * 2;
      const x = hi + y;
      if (y === x - hi) hi = x;
    }
  }
  return hi;
}
function fsum(values) {
  const list = Array.isArray(values) ? values : [...values];
  try {
    return pyFsum(list);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    let total = 0;
    for (const value of list) total += value;
    return total;
  }
}
function pyFmean(values) {
  if (values.length === 0) throw new RangeError("fmean requires at least one data point");
  return pyFsum(values) / values.length;
}
function fmean(values) {
  if (values.length === 0) throw new RangeError("fmean requires at least one data point");
  return fsum(values) / values.length;
}
function mean(values) {
  return values.length === 0 ? 0 : neumaierSum(values) / values.length;
}
function populationStd(values, centre = mean(values)) {
  if (values.length < 2) return 0;
  return Math.sqrt(neumaierSum(values.map((v) => (v - centre) ** 2)) / values.length);
}
var TWO_52 = 2 ** 52;
function decompose(x) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(x));
  const bits = view.getBigUint64(0);
  const rawExponent = Number(bits >> 52n & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  if (rawExponent === 0) return { mantissa: fraction, exponent: -1074 };
  return { mantissa: fraction | 1n << 52n, exponent: rawExponent - 1075 };
}
function formatFixed(x, digits) {
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
  const remainder = scaled & (1n << shift) - 1n;
  const half = 1n << shift - 1n;
  if (remainder !== half) return sign + plain;
  const floor = scaled >> shift;
  const rounded = floor % 2n === 0n ? floor : floor + 1n;
  const text = rounded.toString().padStart(digits + 1, "0");
  const body = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return sign + body;
}
function pyRound(x) {
  if (!Number.isFinite(x) || Math.abs(x) >= TWO_52) return x;
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}
function pyIntList(values) {
  return `[${values.map((value) => Number.isInteger(value) && !Number.isSafeInteger(value) ? BigInt(value).toString() : String(value)).join(", ")}]`;
}
var PY_WHITESPACE = /[\u0009-\u000d\u001c-\u001f\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/u;
function pySplit(text) {
  return text.split(PY_WHITESPACE).filter((part) => part !== "");
}
function codePointLength(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 55296 && c <= 56319 && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) i++;
    }
    n++;
  }
  return n;
}
function compareCodePoints(a, b) {
  if (a === b) return 0;
  const ai = a[Symbol.iterator]();
  const bi = b[Symbol.iterator]();
  for (; ; ) {
    const x = ai.next();
    const y = bi.next();
    if (x.done === true) return y.done === true ? 0 : -1;
    if (y.done === true) return 1;
    const cx = x.value.codePointAt(0);
    const cy = y.value.codePointAt(0);
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}
var PY_STRIP = /^[\u0009-\u000d\u001c-\u001f\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\u0009-\u000d\u001c-\u001f\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/gu;
function pyStrip(text) {
  return text.replace(PY_STRIP, "");
}

export {
  neumaierSum,
  fsum,
  pyFmean,
  fmean,
  mean,
  populationStd,
  formatFixed,
  pyRound,
  pyIntList,
  pySplit,
  codePointLength,
  compareCodePoints,
  pyStrip
};
