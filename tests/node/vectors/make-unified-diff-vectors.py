"""Vectors for the filesystem handle's unifiedDiff (tests/node/evidence-python.test.ts).

Run: python3 tests/node/vectors/make-unified-diff-vectors.py > tests/node/vectors/unified-diff.json
NeMo's unified_diff(other, rel, context=3) (atif-and-nemo-evidence.md §2.4): "a unified diff with
a/<rel> and b/<rel> headers; '' if the two files are the same or either is not UTF-8; a missing side
counts as empty". Its body is not in the reference; `nemo_unified_diff` below is that rule written
with Path.read_text(encoding="utf-8") and difflib.unified_diff over splitlines(keepends=True),
joined with "" (difflib's documented use). Python 3.11.7's difflib computes every expected value.
Each case: before/after file bytes (hex, or null for a missing file), context, expected diff.
"""
import difflib, json, pathlib, random, tempfile

def nemo_unified_diff(before_root, after_root, rel, context=3):
    def read(root):
        p = root / rel
        if not p.exists():
            return ""
        try:
            return p.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            return None
    a, b = read(before_root), read(after_root)
    if a is None or b is None or a == b:
        return ""
    return "".join(difflib.unified_diff(a.splitlines(keepends=True), b.splitlines(keepends=True),
                                        fromfile=f"a/{rel}", tofile=f"b/{rel}", n=context))

rng = random.Random(20261202)
WORDS = ["alpha\n", "beta\n", "gamma\n", "delta\n", "x\n", "\n", "}\n", "    return 1\n", "y"]

def rand_text(n):
    return "".join(rng.choice(WORDS) for _ in range(n))

def mutate(text):
    lines = text.splitlines(keepends=True)
    for _ in range(rng.randint(0, 4)):
        op = rng.random()
        pos = rng.randint(0, len(lines))
        if op < 0.4:
            lines.insert(pos, rng.choice(WORDS))
        elif op < 0.7 and lines:
            del lines[min(pos, len(lines) - 1)]
        elif lines:
            lines[min(pos, len(lines) - 1)] = rng.choice(WORDS)
    return "".join(lines)

pairs = [
    (b"a\nb\nc\n", b"a\nB\nc\n", 3), (b"same\n", b"same\n", 3), (None, b"new\nfile\n", 3), (b"old\n", None, 3),
    (None, None, 3), (b"no newline", b"no newline\n", 3), (b"x\r\ny\r\n", b"x\ny\n", 3), (b"x\r\ny\n", b"x\nz\r", 3),
    (b"\xff bad", b"good\n", 3), (b"good\n", b"\xfe", 3), (b"", b"", 3), (b"", b"one\n", 3), (b"one\n", b"", 3),
    (b"\xef\xbb\xbfbom\n", b"bom\n", 3), (b"a\x0bb\x0cc\n", b"a\x0bB\x0cc\n", 3), ("p\u2028q\u0085r".encode(), "p\u2028Q\u0085r".encode(), 3),
    ("".join(f"{i}\n" for i in range(30)).encode(), "".join(f"{i}\n" for i in range(30) if i not in (3, 20)).encode(), 3),
    ("".join(f"{i}\n" for i in range(30)).encode(), "".join(f"{i}\n" for i in range(30) if i != 15).encode(), 0),
    ("".join(f"{i}\n" for i in range(30)).encode(), "".join(f"{i}\n" for i in range(30) if i not in (5, 12)).encode(), 1),
    ("".join(f"{i}\n" for i in range(30)).encode(), "".join(f"{i}\n" for i in range(30) if i not in (5, 12)).encode(), 5),
    # popular lines: 300 lines where "}\n" is more than 1% of b (autojunk)
    ("".join("}\n" if i % 3 == 0 else f"l{i}\n" for i in range(300)).encode(),
     "".join("}\n" if i % 3 == 0 else f"l{i}\n" for i in range(300) if i not in (7, 150, 299)).encode(), 3),
    ("".join(rng.choice(["}\n", "{\n", "a\n"]) for _ in range(250)).encode(),
     "".join(rng.choice(["}\n", "{\n", "a\n"]) for _ in range(260)).encode(), 3),
]
for _ in range(60):
    t = rand_text(rng.randint(0, 25))
    pairs.append((t.encode(), mutate(t).encode(), rng.choice([0, 1, 2, 3, 3, 3, 4])))

out = []
with tempfile.TemporaryDirectory() as d:
    for i, (before, after, context) in enumerate(pairs):
        roots = []
        for side, data in (("before", before), ("after", after)):
            root = pathlib.Path(d) / str(i) / side
            (root / "src").mkdir(parents=True)
            if data is not None:
                (root / "src" / "f.txt").write_bytes(data)
            roots.append(root)
        out.append({"before": None if before is None else before.hex(), "after": None if after is None else after.hex(),
                    "context": context, "diff": nemo_unified_diff(roots[0], roots[1], "src/f.txt", context)})
print(json.dumps(out, indent=1, ensure_ascii=True))
