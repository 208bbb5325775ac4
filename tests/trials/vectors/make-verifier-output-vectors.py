"""The verifier's output_lines label (tests/trials/verifier-output-lines.test.ts).

Run: python3 tests/trials/vectors/make-verifier-output-vectors.py > tests/trials/vectors/verifier-output-lines.json
(CPython 3.11.7 when committed). The rule (docs/trials.md, "verifier"), as NeMo's log tail takes lines:
"\n".join(stdout.splitlines()[-n:] + stderr.splitlines()[-n:]). str.splitlines breaks at \n, \r\n, \r,
\v, \f, \x1c-\x1e, \x85, \u2028 and \u2029 (not \x1f); a final break makes no empty last line.
"""
import json, random, sys

rng = random.Random(20261202)
ALPHABET = ["a", "b", "ok", " ", "\t", "\n", "\n", "\r", "\r\n", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x1f", "\x85", "\u2028", "\u2029", "\u00e9", "\U0001f600"]
HAND = [
    ("", ""), ("a\nb\nc\n", "oops\n"), ("a\nb\nc", ""), ("", "err\n"), ("a\n\n\n", ""), ("\n", "\n\n"),
    ("line1\r\nline2\r\n", "warn\r\n"), ("10%\r50%\r100%\r", ""), ("progress\rdone\n", ""), ("a\x0bb\x0cc", "d\x1ce\x1df\x1eg\x1fh"),
    ("x\x85y\u2028z\u2029", ""), ("\r\n\r\n", "\r"), ("tail\n\r", ""), ("only", "only"),
]
cases = []
for stdout, stderr in HAND:
    for n in (1, 2, 3, 50):
        cases.append({"stdout": stdout, "stderr": stderr, "lines": n})
for _ in range(300):
    stdout = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 14)))
    stderr = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 8)))
    cases.append({"stdout": stdout, "stderr": stderr, "lines": rng.choice([1, 2, 3, 5])})
for c in cases:
    n = c["lines"]
    c["expected"] = "\n".join(c["stdout"].splitlines()[-n:] + c["stderr"].splitlines()[-n:])
print(json.dumps({"source": f"CPython {sys.version.split()[0]} str.splitlines", "cases": cases}, indent=1, ensure_ascii=True))
