"""Summary-statistics vectors for tests/trials/stats.test.ts.

Run: python3 tests/trials/vectors/make-stats-vectors.py > tests/trials/vectors/stats.json
Two independent sources per case:
- "rules": the rules of openjudge-nemo-semantics.md ("Summary stats") written out in Python 3.11
  (built-in sum, population/sample variance, rank (p/100)(n+1)-1 clamped and interpolated);
- "numpy": numpy's own var(ddof=0/1), std, and percentile(method="weibull") (the same rank rule),
  compared with a relative tolerance since numpy sums pairwise.
"""
import json, math
import numpy as np

def rules(values, total):
    finite = [v for v in values if math.isfinite(v)]
    n = len(finite)
    nan_count = max(total - n, 0)
    if n == 0:
        return {"count": 0, "nan_count": nan_count}
    s = sum(finite)
    mean = s / n
    sq = sum((v - mean) ** 2 for v in finite)
    var = sq / n
    svar = sq / (n - 1) if n >= 2 else None
    srt = sorted(finite)
    pct = {}
    for p in range(10, 101, 10):
        rank = (p / 100) * (n + 1) - 1
        if rank <= 0: v = srt[0]
        elif rank >= n - 1: v = srt[-1]
        else:
            lo = math.floor(rank); w = rank - lo
            v = srt[lo] + (srt[lo + 1] - srt[lo]) * w
        pct[f"p{p}"] = v
    return {"count": n, "nan_count": nan_count, "sum": s, "mean": mean, "min": min(finite), "max": max(finite), "variance": var,
            "std_dev": math.sqrt(var), "sample_variance": svar, "sample_std_dev": None if svar is None else math.sqrt(svar),
            "percentiles": pct, "median": pct["p50"]}

def numpy_ref(values):
    a = np.array([v for v in values if math.isfinite(v)], dtype=float)
    if a.size == 0: return None
    out = {"variance": float(np.var(a)), "std_dev": float(np.std(a)), "mean": float(np.mean(a)),
           "percentiles": {f"p{p}": float(np.percentile(a, p, method="weibull")) for p in range(10, 101, 10)}}
    if a.size >= 2:
        out["sample_variance"] = float(np.var(a, ddof=1)); out["sample_std_dev"] = float(np.std(a, ddof=1))
    return out

def enc(v):
    return v if math.isfinite(v) else ("NaN" if math.isnan(v) else ("Infinity" if v > 0 else "-Infinity"))

cases = [
    ("n=1", [5.0], 1),
    ("two values", [1.0, 0.0], 2),
    ("1..4", [1.0, 2.0, 3.0, 4.0], 4),
    ("0.1 0.2 0.3 (built-in sum is not compensated on 3.11)", [0.1, 0.2, 0.3], 3),
    ("unsorted with ties", [3.0, 1.0, 2.0, 3.0, 1.0, 0.5, 2.0], 7),
    ("non-finite values and failed records", [float("nan"), 1.0, float("inf"), 2.0, float("-inf")], 6),
    ("only non-finite", [float("nan"), float("inf")], 3),
    ("nothing", [], 4),
    ("ten thirds", [i / 3 for i in range(10)], 10),
    ("eleven mixed", [0.7, 0.25, 1e-9, 0.999, 0.5, 0.125, 0.33, 0.8, 0.05, 0.6, 0.41], 11),
    ("large and small", [1e16, 1.0, -1e16, 3.0], 4),
]
# numpy sums pairwise: where cancellation makes the order matter ("large and small") only the rules apply
print(json.dumps({"cases": [{"name": n, "values": [enc(v) for v in vals], "total": t, "rules": rules(vals, t), "numpy": None if n == "large and small" else numpy_ref(vals)} for n, vals, t in cases]}, indent=1))
