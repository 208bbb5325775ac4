"""Vectors for evidence path confinement: exists() and readText() (tests/node/evidence-python.test.ts).

Run: python3 tests/node/vectors/make-path-vectors.py > tests/node/vectors/paths.json
NeMo's LocalFilesystemEvidence.path(rel) (atif-and-nemo-evidence.md §2.4): "resolves symlinks and
rejects anything that lands outside the root"; written here as (root / rel).resolve() (Python
3.11.7, non-strict) with is_relative_to(root). exists() is path(rel).exists(); read_text() is
path(rel).read_text(encoding="utf-8"). Each case: "refused" (path() raises: outside, or a symlink
loop), else exists and the text (null when reading raises FileNotFoundError / IsADirectoryError).
Absolute paths are left out: agent-eval refuses them on purpose (docs/trials.md).
"""
import json, os, pathlib, tempfile

TREE = {
    "files": ["a.txt", "sub/deep/e.txt", "sub/b.txt"],
    "links": {"dangling-in.txt": "nowhere.txt", "dangling-out.txt": "../outside/nope.txt", "dir-in": "sub/deep",
              "loop1": "loop2", "loop2": "loop1", "chain.txt": "dir-in/e.txt", "out": "../outside",
              "dangling-dir": "gone/deeper", "up-in": "sub/.."},
    "outside": ["outside/secret.txt"],
}
RELS = ["a.txt", "missing.txt", "dangling-in.txt", "dangling-out.txt", "dir-in/e.txt", "dir-in/../b.txt", "dir-in/../../a.txt",
        "chain.txt", "loop1", "loop1/x", "out/secret.txt", "out/../snap/a.txt", "sub/../a.txt", "../snap/a.txt", "..", ".",
        "sub", "dangling-dir/x.txt", "up-in/a.txt", "sub/./b.txt", "sub//b.txt", "dir-in/../../../outside/secret.txt", "a.txt/"]

def case(root, rel):
    try:
        p = (root / rel).resolve()
    except RuntimeError:
        return "refused"
    if not p.is_relative_to(root):
        return "refused"
    try:
        text = p.read_text(encoding="utf-8")
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        text = None
    return {"exists": p.exists(), "text": text}

with tempfile.TemporaryDirectory() as d:
    top = pathlib.Path(d).resolve()
    root = top / "snap"
    root.mkdir()
    for f in TREE["files"]:
        (root / f).parent.mkdir(parents=True, exist_ok=True)
        (root / f).write_text(f)
    for f in TREE["outside"]:
        (top / f).parent.mkdir(parents=True, exist_ok=True)
        (top / f).write_text(f)
    for link, target in TREE["links"].items():
        os.symlink(target, root / link)
    print(json.dumps({"tree": TREE, "cases": [{"rel": r, "result": case(root, r)} for r in RELS]}, indent=1))
