"""Python's str.lower() on texts holding the capitals Unicode added after 14.0 (tests/trials/py-lower.test.ts).

Run: python3 tests/trials/vectors/make-py-lower-vectors.py > tests/trials/vectors/py-lower.json
(CPython 3.11.7, unicodedata 14.0.0, when committed.) To Python 3.11 these code points are unassigned,
so lower() keeps them, and they are neither cased nor case-ignorable for the final-sigma rule; ICU's
toLowerCase (Node 20: Unicode 17) lowercases them. Random texts mix them with Greek sigma contexts,
ASCII, 'İ', and case-ignorable marks. keyword_match / exact_match (case_sensitive: false) and
StringMatchGrader use this lower().
"""
import json, random, unicodedata

NEW_CAPITALS = [0x1C89, 0xA7CB, 0xA7CC, 0xA7CE, 0xA7D2, 0xA7D4, 0xA7DA, 0xA7DC] + list(range(0x10D50, 0x10D66)) + list(range(0x16EA0, 0x16EB9))
assert all(unicodedata.category(chr(c)) == "Cn" and chr(c).lower() == chr(c) for c in NEW_CAPITALS)
ATOMS = [chr(c) for c in NEW_CAPITALS] + ["Σ", "ΑΣ", "Α", "σ", "İ", "A", "b", " ", "'", "\u0301", "\u00ad", "ΟΔΟΣ", "ẞ", "Ǆ"]
rng = random.Random(20261202)
texts = ["".join(chr(c) for c in NEW_CAPITALS)] + ["".join(rng.choice(ATOMS) for _ in range(rng.randint(1, 8))) for _ in range(300)]
print(json.dumps({"source": f"CPython 3.11.7 str.lower(), unicodedata {unicodedata.unidata_version}", "cases": [{"text": t, "lower": t.lower()} for t in texts]}, indent=1, ensure_ascii=True))
