"""Expected values for tests/diff/stats-edge.test.ts, computed by this machine's scipy (1.17.1) and numpy (2.4.6).

Edge inputs of the diff's statistics (src/diff/statistics.ts, exact-tests.ts, permutation.ts, design.ts,
trial-diff.ts passAtK) that the other tests do not pin: t quantiles and tails at df < 1, non-integer df and
far tails; the normal tails; Welch and paired t at n = 2, 3 with one side's variance 0 and at scales 1e-150
and 1e150; Wilson at 0/n, n/n (scipy's binomtest(...).proportion_ci(method="wilson")); Newcombe method 10 built
from those Wilson limits; the exact sign test (binomtest) at 0 discordant pairs, beyond the exact-integer limit
and in the far tail; exact permutation tests (permutation_test, n_resamples=inf) at 1 vs 1 up to 3 vs 4 with
ties; pass@k with NeMo's estimator (numpy, nemo_evaluator's formula) at n = k, c = 0, c = n and k large; and
run-count advice by scipy's t.ppf loop.

Run: python3 scripts/stats-edge-vectors.py > tests/fixtures/diff/stats-edge-vectors.json
"""
import json, math
import numpy as np
from scipy import stats

out = {"source": "scipy " + __import__("scipy").__version__ + ", numpy " + np.__version__}


def f(x):
    x = float(x)
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


# --- Student t ---------------------------------------------------------------------------------------------
tq = []
for df in [0.05, 0.3, 0.5, 0.9, 1, 1.5, 2, 2.5, 3.7, 7.6, 100, 1e5]:
    for p in [0.6, 0.8, 0.975, 0.995, 1 - 2.5e-10]:
        if df == 0.05 and p > 0.999:
            # Left out: the true quantile is ~1e185 (the tail falls like |t|^-0.05), beyond where t² is a double,
            # and scipy's isf(2.5e-10, 0.05) = 1.499e153 is wrong too: t.cdf(-1.499e153, 0.05) = 9.8e-9.
            continue
        # isf(1 - p): 1 - p is exact for p >= 1/2, and scipy's ppf near 1 goes through the rounded p itself.
        tq.append([p, df, f(stats.t.isf(1 - p, df))])
out["tQuantile"] = tq

tc = []
for df in [0.05, 0.3, 1, 2.5, 30, 1e6]:
    for t in [-1e300, -1e10, -50, -3, -1e-10, 1e-10, 0.5, 3, 50, 1e10, 1e300]:
        # [t, df, cdf, two-sided p = 2 * sf(|t|)]
        tc.append([t, df, f(stats.t.cdf(t, df)), f(2 * stats.t.sf(abs(t), df))])
out["tCdf"] = tc

# --- normal ------------------------------------------------------------------------------------------------
out["normalCdf"] = [[z, f(stats.norm.cdf(z))] for z in [-38, -37.5, -20, -10, -5, -1e-8, 1e-8, 1, 5, 8.5, 40]]
# Upper quantiles by isf(1 - p), 1 - p being exact for p >= 1/2 (for 0.999999999999 both give 7.0344869100478356,
# which mpmath's sqrt(2)·erfinv(2p − 1) confirms).
out["normalQuantile"] = [[p, f(stats.norm.ppf(p) if p < 0.5 else stats.norm.isf(1 - p))] for p in [1e-300, 1e-20, 1e-12, 1e-5, 0.3, 0.7, 1 - 1e-12]]


# --- Welch and paired t ------------------------------------------------------------------------------------
def welch(b, c):
    r = stats.ttest_ind(c, b, equal_var=False)
    ci = r.confidence_interval(0.95)
    return {"baseline": b, "candidate": c, "delta": f(np.mean(c) - np.mean(b)), "df": f(r.df), "p": f(r.pvalue),
            "lower": f(ci.low), "upper": f(ci.high)}


def scaled(case, scale):
    """scipy's own Welch df over- or underflows at 1e+-150 (it squares the variances): Welch is scale-equivariant,
    so the expected values are the unit-scale ones with Δ and the limits multiplied by the scale."""
    b, c = [x * scale for x in case["baseline"]], [x * scale for x in case["candidate"]]
    return {**case, "baseline": b, "candidate": c, "delta": case["delta"] * scale, "lower": case["lower"] * scale, "upper": case["upper"] * scale}


unit = welch([1, 2, 4], [3, 5, 9])
out["welch"] = [unit, scaled(unit, 1e-150), scaled(unit, 1e150),
    welch([0.5, 0.7], [0.4, 0.9]),
    welch([1, 1], [0.2, 0.6]),
    welch([1, 1, 1], [0.9, 0.8, 1]),
    welch([0.8, 0.8, 0.8, 0.8, 0.8], [0.1, 0.9]),
    welch([0.2, 0.4, 0.9], [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.3]),
]


def paired(d):
    r = stats.ttest_1samp(d, 0)
    ci = r.confidence_interval(0.95)
    return {"differences": d, "delta": f(np.mean(d)), "df": f(r.df), "p": f(r.pvalue), "lower": f(ci.low), "upper": f(ci.high)}


out["paired"] = [paired([0.1, -0.3]), paired([0.05, 0.05, 0.1]), paired([-1, 1, 0]), paired([1e-150, 3e-150, 2e-150])]


# --- Wilson and Newcombe -----------------------------------------------------------------------------------
def wilson(x, n, conf=0.95):
    ci = stats.binomtest(x, n).proportion_ci(confidence_level=conf, method="wilson")
    return float(ci.low), float(ci.high)


out["wilson"] = [[x, n, *wilson(x, n)] for x, n in [(0, 1), (1, 1), (0, 3), (3, 3), (1, 2), (0, 100), (100, 100), (1, 1000), (999, 1000)]]


def newcombe(xb, nb, xc, nc):
    lb, ub = wilson(xb, nb)
    lc, uc = wilson(xc, nc)
    pb, pc = xb / nb, xc / nc
    d = pc - pb
    return [xb, nb, xc, nc, d - math.sqrt((pc - lc) ** 2 + (ub - pb) ** 2), d + math.sqrt((uc - pc) ** 2 + (pb - lb) ** 2)]


out["newcombe"] = [newcombe(*x) for x in [(0, 1, 1, 1), (1, 1, 0, 1), (0, 3, 3, 3), (3, 3, 3, 3), (0, 50, 0, 50), (50, 50, 0, 50), (1, 2, 2, 3)]]

def wilson_formula(x, n, z=stats.norm.isf(0.025)):
    """Reference §4.4d's Wilson formula, for the fractional effective counts the design effect produces."""
    p = x / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def newcombe_fractional(xb, nb, xc, nc):
    lb, ub = wilson_formula(xb, nb)
    lc, uc = wilson_formula(xc, nc)
    pb, pc = xb / nb, xc / nc
    d = pc - pb
    return [xb, nb, xc, nc, d - math.sqrt((pc - lc) ** 2 + (ub - pb) ** 2), d + math.sqrt((uc - pc) ** 2 + (pb - lb) ** 2)]


# 20 rounds per run, ICC 0.3: DEFF = 6.7, so 2 runs of 17/20 and 13/20 become 30/6.7 of 40/6.7.
out["newcombeFractional"] = [newcombe_fractional(*x) for x in [(30 / 6.7, 40 / 6.7, 26 / 6.7, 40 / 6.7), (0.5, 3.2, 2.9, 3.1), (0.0, 2.5, 2.5, 2.5)]]

# --- exact sign test (McNemar exact) -----------------------------------------------------------------------
sign = []
for w, b in [(0, 1), (1, 0), (0, 2), (1, 1), (2, 1), (0, 20), (7, 3), (2500, 2600), (2000, 3100), (3000, 3200), (0, 6000), (10, 6000), (4000, 4400)]:
    n = w + b
    sign.append([w, b, f(stats.binomtest(min(w, b), n, 0.5).pvalue), f(stats.binomtest(w, n, 0.5, alternative="greater").pvalue)])
out["sign"] = sign


# --- exact permutation tests over runs ---------------------------------------------------------------------
def perm_enumerated(b, c, theta):
    """Exact enumeration in rational arithmetic (scipy's permutation_test needs two runs a side)."""
    from fractions import Fraction as F
    from itertools import combinations
    pooled = [F(x) for x in b] + [F(x) - F(theta) for x in c]
    n, kc = len(pooled), len(c)
    mean = lambda xs: sum(xs, F(0)) / len(xs)
    observed = mean(pooled[len(b):]) - mean(pooled[:len(b)])
    stats_ = []
    for chosen in combinations(range(n), kc):
        cs = [pooled[i] for i in chosen]
        bs = [pooled[i] for i in range(n) if i not in chosen]
        stats_.append(mean(cs) - mean(bs))
    greater = sum(1 for s in stats_ if s >= observed) / len(stats_)
    less = sum(1 for s in stats_ if s <= observed) / len(stats_)
    return {"baseline": b, "candidate": c, "theta": theta, "two": min(1.0, 2 * min(greater, less)), "greater": greater, "less": less,
            "source": "exact rational enumeration"}


def perm(b, c, theta=0.0):
    if len(b) < 2 or len(c) < 2:
        return perm_enumerated(b, c, theta)
    stat = lambda x, y, axis: np.mean(x, axis=axis) - np.mean(y, axis=axis)
    cc = [v - theta for v in c]
    res = {}
    for alt in ["two-sided", "greater", "less"]:
        res[alt] = f(stats.permutation_test((cc, b), stat, permutation_type="independent", n_resamples=np.inf, alternative=alt).pvalue)
    return {"baseline": b, "candidate": c, "theta": theta, "two": res["two-sided"], "greater": res["greater"], "less": res["less"]}


out["permutation"] = [
    perm([0.5], [0.7]),
    perm([0.5], [0.5]),
    perm([0.2], [0.4, 0.6]),
    perm([0.2, 0.4], [0.6, 0.8]),
    perm([1, 1, 1], [1, 1, 1]),
    perm([0, 0, 0], [1, 1, 0]),
    perm([0.25, 0.5, 0.5], [0.5, 0.5, 0.75]),
    perm([0.1, 0.2, 0.3], [0.4, 0.5, 0.75, 0.75]),
    perm([3, 3, 3], [5, 5, 5], 1.5),
]


# --- pass@k (NeMo's estimator) -----------------------------------------------------------------------------
# n < k: the estimator itself returns 1.0 (n − c < k); the summary leaves such tasks out of pass@k's mean (n ≥ k).
def nemo_pass_at_k(n, c, k):
    if n - c < k:
        return 1.0
    return 1.0 - np.prod(1.0 - k / np.arange(n - c + 1, n + 1))


out["passAtK"] = [[n, c, k, float(nemo_pass_at_k(n, c, k))] for n, c, k in
                  [(2, 0, 3), (1, 0, 1), (1, 1, 1), (5, 0, 5), (5, 5, 5), (5, 1, 5), (5, 4, 1), (10, 0, 3), (10, 10, 3), (200, 3, 100),
                   (200, 1, 199), (1000, 7, 500), (1000, 999, 1), (100000, 2, 50000)]]


# --- run-count advice: smallest k with (t.ppf(1-a/2, df) + t.ppf(power, df)) * sd * sqrt(f/k) <= detect --------------
def runs_needed(sd, detect, alpha, power, paired):
    factor = 1 if paired else 2
    k = 2
    while True:
        df = k - 1 if paired else 2 * k - 2
        if (stats.t.ppf(1 - alpha / 2, df) + stats.t.ppf(power, df)) * sd * math.sqrt(factor / k) <= detect:
            return k
        k += 1


out["runsNeeded"] = [[sd, d, a, p, pr, runs_needed(sd, d, a, p, pr)] for sd, d, a, p, pr in
                     [(0.1, 0.05, 0.05, 0.8, False), (0.1, 0.05, 0.05, 0.8, True), (0.01, 0.5, 0.05, 0.8, False), (0.01, 0.5, 0.05, 0.8, True),
                      (0.3, 0.05, 0.01, 0.9, False), (0.2, 0.3, 0.05, 0.8, True)]]

# --- MDE with Student t at small df ------------------------------------------------------------------------
out["mde"] = [[se, df, f((stats.t.ppf(0.975, df) + stats.t.ppf(0.8, df)) * se)] for se, df in [(0.1, 1), (0.1, 1.3), (0.05, 2), (0.02, 4.5)]]

print(json.dumps(out, indent=1))
