"""Write src/core/generated/glibc-log-tables.ts: the constants of glibc's log() and log2().

GlossoGen's entropy and n-gram metrics call Python's math.log2 / math.log, i.e. the platform libm. On
Linux that is glibc, whose log/log2 (ARM optimized-routines, glibc >= 2.28) read a table of (1/c, log c)
pairs and two polynomials. This script reads those constants out of the libm that python3 here links
(glibc 2.36, Debian 12: struct log_data / log2_data, found by their leading ln2hi, ln2lo /
invln2hi, invln2lo), and checks the TypeScript-side algorithm's Python transcription against math.log /
math.log2 on random inputs before writing. Usage: python3 scripts/parity/glibc-log-tables.py
"""
import math
import random
import struct
import sys
from fractions import Fraction

LIBM = "/lib/x86_64-linux-gnu/libm.so.6"
blob = open(LIBM, "rb").read()


def find(first, second, count):
    pattern = struct.pack("<dd", float.fromhex(first), float.fromhex(second))
    at = blob.find(pattern)
    assert at >= 0, (first, second)
    return struct.unpack_from(f"<{count}d", blob, at)


# struct log_data {ln2hi, ln2lo, poly[5], poly1[11], tab[128]{invc, logc}, tab2[128]{chi, clo}}
LOG = find("0x1.62e42fefa3800p-1", "0x1.ef35793c76730p-45", 2 + 5 + 11 + 256)
# struct log2_data {invln2hi, invln2lo, poly[6], poly1[10], tab[64]{invc, logc}, tab2[64]{chi, clo}}
LOG2 = find("0x1.7154765200000p+0", "0x1.705fc2eefa200p-33", 2 + 6 + 10 + 128)


def asu(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def asd(u):
    return struct.unpack("<d", struct.pack("<Q", u & 0xFFFFFFFFFFFFFFFF))[0]


def fma(a, b, c):
    return float(Fraction(a) * Fraction(b) + Fraction(c))


def split(ix, off_bits, n):
    off = 0x3FE6000000000000
    tmp = (ix - off) % 2**64
    i = (tmp >> (52 - off_bits)) % n
    k = tmp >> 52
    if k >= 2048:
        k -= 4096
    return i, float(k), asd(ix - (tmp & (0xFFF << 52)))


def glibc_log(x):
    ln2hi, ln2lo, A, B = LOG[0], LOG[1], LOG[2:7], LOG[7:18]
    ix = asu(x)
    if (ix - asu(1.0 - 2**-4)) % 2**64 < asu(1.0 + float.fromhex("0x1.09p-4")) - asu(1.0 - 2**-4):
        if x == 1.0:
            return 0.0
        r = x - 1.0
        r2 = r * r
        r3 = r * r2
        in3 = fma(r3, B[10], fma(r2, B[9], fma(r, B[8], B[7])))
        in2 = fma(r3, in3, fma(r2, B[6], fma(r, B[5], B[4])))
        in1 = fma(r3, in2, fma(r2, B[3], fma(r, B[2], B[1])))
        rhi = r + r * 2**27 - r * 2**27
        rlo = r - rhi
        t = rhi * rhi
        hi = fma(t, B[0], r)
        lo = fma(t, B[0], r - hi)
        lo = fma(B[0] * rlo, rhi + r, lo)
        return fma(r3, in1, lo) + hi
    if x < 2.2250738585072014e-308:
        ix = asu(x * 2**52) - (52 << 52)
    i, kd, z = split(ix, 7, 128)
    invc, logc = LOG[18 + 2 * i], LOG[19 + 2 * i]
    r = fma(z, invc, -1.0)
    w = fma(kd, ln2hi, logc)
    hi = w + r
    lo = fma(kd, ln2lo, w - hi + r)
    r2 = r * r
    p = fma(r2, fma(r, A[4], A[3]), fma(r, A[2], A[1]))
    return fma(r * r2, p, fma(r2, A[0], lo)) + hi


def glibc_log2(x):
    ihi, ilo, A, B = LOG2[0], LOG2[1], LOG2[2:8], LOG2[8:18]
    ix = asu(x)
    lo_ = asu(1.0 - float.fromhex("0x1.5b51p-5"))
    if (ix - lo_) % 2**64 < asu(1.0 + float.fromhex("0x1.6ab2p-5")) - lo_:
        if x == 1.0:
            return 0.0
        r = x - 1.0
        hi = r * ihi
        lo = fma(r, ilo, fma(r, ihi, -hi))
        r2 = r * r
        r4 = r2 * r2
        q = fma(r, B[1], B[0])
        y = fma(r2, q, hi)
        lo = lo + fma(r2, q, hi - y)
        poly = fma(r4, fma(r2, fma(r, B[9], B[8]), fma(r, B[7], B[6])), fma(r2, fma(r, B[5], B[4]), fma(r, B[3], B[2])))
        return y + fma(r4, poly, lo)
    if x < 2.2250738585072014e-308:
        ix = asu(x * 2**52) - (52 << 52)
    i, kd, z = split(ix, 6, 64)
    invc, logc = LOG2[18 + 2 * i], LOG2[19 + 2 * i]
    r = fma(z, invc, -1.0)
    t1 = r * ihi
    t2 = fma(r, ilo, fma(r, ihi, -t1))
    t3 = kd + logc
    hi = t3 + t1
    lo = t3 - hi + t1 + t2
    r2 = r * r
    r4 = r2 * r2
    p = fma(r4, fma(r, A[5], A[4]), fma(r2, fma(r, A[3], A[2]), fma(r, A[1], A[0])))
    return fma(r2, p, lo) + hi


def check():
    rng = random.Random(2026)
    xs = [rng.randint(1, 10**6) / rng.randint(1, 10**6) for _ in range(60000)]
    xs += [rng.uniform(0.9, 1.1) for _ in range(40000)]
    xs += [math.exp(rng.uniform(-744, 709)) for _ in range(20000)]
    xs = [x for x in xs if x > 0]
    bad_log = sum(1 for x in xs if glibc_log(x) != math.log(x))
    bad_log2 = sum(1 for x in xs if glibc_log2(x) != math.log2(x))
    print(f"{len(xs)} arguments: log differs {bad_log}, log2 differs {bad_log2}", file=sys.stderr)
    assert bad_log == 0 and bad_log2 == 0


def ts_list(values):
    return ",\n  ".join(", ".join(repr(v) for v in values[i:i + 4]) for i in range(0, len(values), 4))


def vectors(path):
    """math.log / math.log2 of k/n ratios (entropy's and the n-gram scorers' arguments), near-1 and odd values."""
    rng = random.Random(7)
    xs = [rng.randint(1, 4000) / rng.randint(4000, 20000) for _ in range(1500)]
    xs += [1 + rng.uniform(-0.07, 0.07) for _ in range(700)]
    xs += [0.4 * rng.randint(1, 999) / rng.randint(1000, 99999) for _ in range(500)]
    xs += [math.exp(rng.uniform(-744, 709)) for _ in range(300)]
    xs += [5e-324, 2.2250738585072014e-308, 1.0, 2.0, 0.5, 1.7976931348623157e308, 1 - 2**-53, 1 + 2**-52]
    import json
    rows = [[x, math.log(x), math.log2(x)] for x in xs]
    with open(path, "w") as f:
        json.dump({"tool": f"python3 {sys.version.split()[0]} math.log/math.log2, glibc 2.36 (scripts/parity/glibc-log-tables.py vectors)", "rows": rows}, f)
        f.write("\n")


if __name__ == "__main__":
    if sys.argv[1:2] == ["vectors"]:
        vectors(sys.argv[2])
        sys.exit(0)
    check()
    out = f"""// Generated by scripts/parity/glibc-log-tables.py from {LIBM} (glibc 2.36): do not edit.
// The constants of glibc's log() and log2() (ARM optimized-routines), which Python's math.log /
// math.log2 call on Linux. Layout: [ln2hi, ln2lo, poly[5], poly1[11], (invc, logc) x 128] and
// [invln2hi, invln2lo, poly[6], poly1[10], (invc, logc) x 64].
export const LOG_DATA: readonly number[] = [
  {ts_list(LOG)},
];
export const LOG2_DATA: readonly number[] = [
  {ts_list(LOG2)},
];
"""
    open("src/core/generated/glibc-log-tables.ts", "w").write(out)
