"""Summaries whose statistics are not finite numbers, or -0.0, for tests/trials/grade-json.test.ts.

Run: python3 tests/trials/vectors/make-grade-json-vectors.py > tests/trials/vectors/grade-json.json
(CPython 3.11.7 when committed). The statistics are NeMo's `_aggregate_range_score` as
openjudge-nemo-semantics.md ("Summary stats") states it, written out here: non-finite values dropped,
Python's left-to-right sum (1e308 + 1e308 overflows to inf; float addition never raises), mean =
sum / count, population and sample variance of the squared deviations, percentiles at rank
(p/100)(n+1)-1. Values are written as agent-eval's report writes them: inf/nan as "Infinity"/"NaN",
-0.0 kept (json.dumps writes it so).
"""
import json, math

def agg(values, total):
    fin = [v for v in values if math.isfinite(v)]
    n = len(fin)
    s = sum(fin)
    mean = s / n
    ss = sum((v - mean) ** 2 for v in fin)
    var = ss / n
    svar = ss / (n - 1) if n >= 2 else None
    srt = sorted(fin)
    pct = {}
    for p in range(10, 101, 10):
        r = (p / 100) * (n + 1) - 1
        if r <= 0: x = srt[0]
        elif r >= n - 1: x = srt[-1]
        else:
            lo = math.floor(r); x = srt[lo] + (srt[lo + 1] - srt[lo]) * (r - lo)
        pct[f"p{p}"] = x
    return {"count": n, "nan_count": max(total - n, 0), "sum": s, "mean": mean, "min": min(fin), "max": max(fin), "variance": var,
            "std_dev": math.sqrt(var), "sample_variance": svar, "sample_std_dev": None if svar is None else math.sqrt(svar),
            "percentiles": pct, "median": pct["p50"]}

def enc(v):
    if isinstance(v, dict): return {k: enc(x) for k, x in v.items()}
    if isinstance(v, float) and not math.isfinite(v): return "NaN" if math.isnan(v) else ("Infinity" if v > 0 else "-Infinity")
    return v

cases = []
for values in ([1e308, 1e308, -0.0], [-1e308, -1e308, float("nan")], [-0.0, -0.0], [1.7976931348623157e308, 1.7976931348623157e308, 1.0, float("inf")]):
    cases.append({"values": [repr(v) for v in values], "summary": enc(agg(values, len(values)))})
print(json.dumps({"source": "python3 3.11.7, NeMo's summary statistics written out from openjudge-nemo-semantics.md", "cases": cases}, indent=1))
