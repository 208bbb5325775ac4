"""Spec §4.1 + §4.3 + §3.1 + §3.5 on random multi-round texts: gzip_compression_ratio per message
(raw DEFLATE level 9, zlib 1.2.13 here), per-round Neumaier mean and population std, the unweighted
mean of round means, run std, and the summary f-string. Python 3.11 is installed, whose sum() is
naive: the 3.12 Neumaier sum (§3.1) is written out below exactly as the spec gives it.
Run: python3 tests/metrics/edges/gzip-rounds-vectors.py > tests/metrics/edges/gzip-rounds-vectors.json
"""
import json
import math
import random
import zlib


def neumaier_sum(xs):
    xs = list(xs)
    if not xs:
        return 0
    f = 0 + xs[0]
    c = 0.0
    for x in xs[1:]:
        t = f + x
        if abs(f) >= abs(x):
            c += (f - t) + x
        else:
            c += (x - t) + f
        f = t
    if c != 0 and math.isfinite(c):
        f += c
    return f


def mean(xs):
    return neumaier_sum(xs) / len(xs) if xs else 0.0


def pstd(xs, m):
    return math.sqrt(neumaier_sum((v - m) ** 2 for v in xs) / len(xs)) if len(xs) >= 2 else 0.0


def ratio(text):
    data = text.encode("utf-8")
    c = zlib.compressobj(level=9, method=zlib.DEFLATED, wbits=-15)
    return len(c.compress(data) + c.flush()) / len(data)


ALPHABET = list("abcdeABCDE 0123.,:-_") + ["é", "e\u0301", "ß", "漢", "字", "😀", "𝄞", "\u00a0", "\u2028"]
rng = random.Random(20261202)
rounds = {}
for rn in range(1, 13):
    if rn in (4, 9):
        continue  # silent rounds
    count = rng.randint(1, 5)
    rounds[rn] = ["".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 60))) for _ in range(count)]

per_round = []
round_means = []
n = 0
for rn in sorted(rounds):
    vals = [ratio(t) for t in rounds[rn]]
    m = mean(vals)
    per_round.append([rn, m, f"{len(vals)} messages, std={pstd(vals, m):.3f}"])
    round_means.append(m)
    n += len(vals)
score = mean(round_means)
run_std = pstd(round_means, score)
summary = (
    f"{n} messages on link across {len(round_means)} rounds; mean per-message gzip compression ratio {score:.3f} "
    f"compressed/original (raw DEFLATE, gzip framing excluded; lower = more compressible/repetitive; round-to-round std {run_std:.3f})"
)
# does Python 3.11's naive sum give another value anywhere? (then a naive port fails this vector)
naive_differs = sum(round_means) / len(round_means) != score or any(
    sum(v) / len(v) != mean(v) for v in ([ratio(t) for t in rounds[rn]] for rn in sorted(rounds))
)
print(json.dumps({"rounds": {str(k): v for k, v in rounds.items()}, "per_round": per_round, "score": score, "summary": summary, "naive_sum_differs": naive_differs}, ensure_ascii=True, indent=1))
