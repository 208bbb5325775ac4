"""Vectors for the evidence handles' readText (tests/node/evidence-python.test.ts).

Run: python3 tests/node/vectors/make-read-text-vectors.py > tests/node/vectors/read-text.json
Each case is the bytes of a file and what Python 3.11's pathlib.Path.read_text(encoding="utf-8")
returns for it (NeMo's LocalFilesystemEvidence.read_text / LogHandle.read_text, §2.4/§2.5 of
atif-and-nemo-evidence.md), or null when it raises UnicodeDecodeError; and LogHandle.tail(name, n)
for n = 1, 2 and 50 as §2.5 states it: the last n lines of that text (str.splitlines()) joined with
"\n", no trailing newline.
"""
import json, pathlib, tempfile

CASES = [
    b"", b"plain\n", b"\xef\xbb\xbfbom first\n", b"\xef\xbb\xbf", b"a\xef\xbb\xbfb",
    b"a\r\nb\rc\n", b"a\r\r\nb", b"\r", b"\r\n", b"\r\n\r\n", b"\n\r", b"x\x0by\x0cz\x1c",
    "caf\u00e9 \u2028 \u0085 end\r".encode(), b"bad \xff byte", b"\xc3", b"\xed\xa0\x80",
    b"\xef\xbb\xbf\r\nafter bom\r", b"\n\n\n", b"one", b"a\nb\nc", b"a\nb\nc\n\n", b"x\x1dy\x1ez\n", "p\u2029q\r\n".encode(),
]

out = []
with tempfile.TemporaryDirectory() as d:
    p = pathlib.Path(d) / "f"
    for raw in CASES:
        p.write_bytes(raw)
        try:
            text = p.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            text = None
        tail = None if text is None else {str(n): "\n".join(text.splitlines()[-n:]) for n in (1, 2, 50)}
        out.append({"hex": raw.hex(), "text": text, "tail": tail})
print(json.dumps(out, indent=1, ensure_ascii=True))
