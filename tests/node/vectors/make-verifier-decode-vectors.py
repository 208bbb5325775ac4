"""Vectors for runVerifier's output decoding (tests/node/evidence-python.test.ts).

Run: python3 tests/node/vectors/make-verifier-decode-vectors.py > tests/node/vectors/verifier-decode.json
NeMo's run_verifier returns stdout/stderr "decoded as UTF-8 with replacement characters"
(atif-and-nemo-evidence.md §2.4, step 5): bytes.decode("utf-8", errors="replace") in Python 3.11.7,
which replaces each maximal invalid subpart with one U+FFFD. Seeded random byte strings around the
UTF-8 boundaries, plus CR/LF (no newline translation on bytes).
"""
import json, random

rng = random.Random(99)
POOL = [0x00, 0x0A, 0x0D, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0x9F, 0xA0, 0x90, 0x8F]
cases = [b"ok\r\n", "caf\u00e9 \U0001F600".encode()]
cases += [bytes(rng.choice(POOL) for _ in range(rng.randint(1, 12))) for _ in range(60)]
print(json.dumps([{"hex": b.hex(), "text": b.decode("utf-8", errors="replace")} for b in cases], indent=0, ensure_ascii=True))
