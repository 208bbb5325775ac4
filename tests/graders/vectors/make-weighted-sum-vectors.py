"""Seeded random rows through OpenJudge's WeightedSumAggregator rules (tests/graders/weighted-sum-fuzz.test.ts).

Run: python3 tests/graders/vectors/make-weighted-sum-vectors.py > tests/graders/vectors/weighted-sum.json
The aggregator is written out in Python 3.11 from openjudge-nemo-semantics.md ("WeightedSumAggregator"):
no weights -> 1/len(results) each, errored graders counted; only GraderScores contribute, an unweighted
grader 0.0; score = sum(s*w)/sum(w), 0.0 unless sum(w) > 0; reason parts in result order,
"{name}: {score:.3f} (weight: {w:.2f})", "{name}: rank {rank}", "{name}: ERROR"; metadata.weights.
Python's own float formatting gives the texts (half to even on the exact binary value).
"""
import json, math, random

rng = random.Random(31337)
NAMES = ["correctness", "relevance", "format", "safety", "tone"]

def rand_score():
    r = rng.random()
    if r < 0.03: return float("nan")
    if r < 0.05: return rng.choice([float("inf"), float("-inf"), -0.0])
    if r < 0.35: return rng.choice([0.125, 0.0625, 0.3125, 0.0005, 0.0015, 0.0025, 2.675, 1.0005, 0.9995, 4.0, 5.0, 0.5])
    return round(rng.uniform(-1, 5), rng.choice([1, 2, 3, 4, 17]))

def rand_weight():
    return rng.choice([0.125, 0.005, 0.015, 0.025, 0.375, 0.5, 1.0, 2.0, 0.0, -0.5, 0.1, 0.2, 0.3, round(rng.random(), 3)])

def enc(v):
    if isinstance(v, float) and not math.isfinite(v): return "NaN" if math.isnan(v) else ("Infinity" if v > 0 else "-Infinity")
    if isinstance(v, float) and v == 0 and math.copysign(1, v) < 0: return "-0"
    return v

cases = []
for _ in range(400):
    names = rng.sample(NAMES, rng.randint(1, 5))
    results = []
    for n in names:
        kind = rng.choices(["score", "error", "rank"], [8, 2, 1])[0]
        if kind == "score": results.append({"grader": n, "score": rand_score()})
        elif kind == "error": results.append({"grader": n, "error": "boom"})
        else: results.append({"grader": n, "rank": rng.sample([1, 2, 3], rng.randint(1, 3))})
    weights = None if rng.random() < 0.3 else {n: rand_weight() for n in rng.sample(NAMES, rng.randint(1, 5))}
    w = {r["grader"]: 1.0 / len(results) for r in results} if not weights else dict(weights)
    ws = tw = 0.0
    parts = []
    for r in results:
        if "score" in r:
            wt = w.get(r["grader"], 0.0)
            ws += r["score"] * wt
            tw += wt
            parts.append(f"{r['grader']}: {r['score']:.3f} (weight: {wt:.2f})")
        elif "rank" in r:
            parts.append(f"{r['grader']}: rank {r['rank']}")
        else:
            parts.append(f"{r['grader']}: ERROR")
    score = ws / tw if tw > 0 else 0.0
    cases.append({"results": [{k: enc(v) for k, v in r.items()} for r in results], "weights": weights,
                  "score": enc(score), "reason": ", ".join(parts), "metadata_weights": w})
print(json.dumps(cases, separators=(",", ":"), allow_nan=False))
