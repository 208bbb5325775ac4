"""Variances whose squared deviations CPython's `d ** 2` and `d * d` round differently (tests/trials/stats-squares.test.ts).

Run: python3 tests/trials/vectors/make-square-vectors.py > tests/trials/vectors/stats-squares.json
(CPython 3.11.7 on Debian glibc 2.36, x86-64, when committed). `d * d` is exactly rounded (checked here
against fractions.Fraction); `d ** 2` is glibc's pow, which rounds the other way for about 0.1% of
values. agent-eval's summary uses `d * d` (docs/trial-report.md); the `**` figures are kept to show
what a Python recomputation written with `**` gets on this machine.
"""
import json, math, random
from fractions import Fraction

def stats(values, square):
    n = len(values)
    mean = sum(values) / n
    ss = sum(square(v - mean) for v in values)
    return {"variance": ss / n, "sample_variance": ss / (n - 1)}

rng = random.Random(20261202)
cases = []
while len(cases) < 12:
    n = rng.randint(2, 12)
    values = [round(rng.random(), rng.choice([2, 3, 17])) for _ in range(n)]
    mean = sum(values) / n
    if all((v - mean) ** 2 == (v - mean) * (v - mean) for v in values): continue
    mul = stats(values, lambda d: d * d)
    pw = stats(values, lambda d: d ** 2)
    if mul == pw: continue
    assert all(float(Fraction(v - mean) ** 2) == (v - mean) * (v - mean) for v in values)
    cases.append({"values": values, "mul": mul, "pow": pw})
print(json.dumps({"source": "CPython 3.11.7, glibc 2.36 pow; d*d checked against fractions.Fraction", "cases": cases}, indent=1))
