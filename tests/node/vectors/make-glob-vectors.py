"""Vectors for the filesystem handle's listFiles(pattern) and iterPaths(rel, recursive)
(tests/node/evidence-python.test.ts).

Run: python3 tests/node/vectors/make-glob-vectors.py > tests/node/vectors/glob.json
NeMo's LocalFilesystemEvidence (atif-and-nemo-evidence.md §2.4): list_files(pattern="**/*") gives
"files only, sorted, skipping symlinks that escape the root"; iter_paths(rel=".", recursive=False)
gives "files and directories, sorted, as relative POSIX paths". Their bodies are not in the
reference: below they are written with Python 3.11.7's pathlib (Path.glob, Path.iterdir,
Path.rglob("*")) from path(rel) (resolved, as §2.4's path() resolves), with relative paths taken
from the snapshot root and anything that resolves outside the root skipped. The tree is created from TREE (files, directories, links) in a temp dir.
"""
import json, os, pathlib, tempfile

TREE = {
    "files": ["a.txt", "b.py", ".hidden", "sub/c.py", "sub/d.txt", "sub/deep/e.py", "sub/deep/.f.py",
              "x[1].txt", "x1.txt", "star*.md", "q?.md", "dash-a.txt", "bracket]x.txt", "up/ÄÖ.txt", "Upper.PY"],
    "dirs": ["empty", "sub/emptier"],
    "links": {"link-in.txt": "a.txt", "dir-in": "sub/deep", "link-out.txt": "../outside/secret.txt",
              "dir-out": "../outside", "dangling.txt": "nowhere.txt"},
    "outside": ["outside/secret.txt", "outside/more.py"],
}
PATTERNS = ["**/*", "*", "*.py", "**/*.py", "sub/*", "sub/**/*.py", "**/deep/*", "*/*.py", "**", "**/", "sub/", "x[1].txt",
            "x[0-9].txt", "x[!0-9]*", "[!.]*", "*[]]*", "q?.md", "?.txt", "star*.md", "*.PY", "**/**/*.py", "dir-in/*", "dir-out/*",
            "*/secret.txt", "./sub/*.txt", "sub//c.py", "sub/deep/e.py", "missing/*", "[a-c].*", "[c-a]*", "[!]]*", "[a-]*", "[]-a]*",
            "up/*", "*.t?t"]
ITER = [(".", False), (".", True), ("sub", False), ("sub", True), ("dir-in", False), ("empty", True), ("sub/deep", True)]

def inside(root, p):
    try:
        return p.resolve().is_relative_to(root)
    except OSError:
        return False

def rel(root, p):
    return p.relative_to(root).as_posix()

def list_files(root, pattern):
    return sorted({rel(root, p) for p in root.glob(pattern) if inside(root, p) and p.is_file()})

def iter_paths(root, relpath, recursive):
    base = (root / relpath).resolve()  # path(rel): links resolved, confined to the root
    assert base.is_relative_to(root)
    found = base.rglob("*") if recursive else base.iterdir()
    return sorted(rel(root, p) for p in found if inside(root, p))

with tempfile.TemporaryDirectory() as d:
    top = pathlib.Path(d).resolve()
    root = top / "snap"
    root.mkdir()
    for f in TREE["files"]:
        (root / f).parent.mkdir(parents=True, exist_ok=True)
        (root / f).write_text(f)
    for f in TREE["dirs"]:
        (root / f).mkdir(parents=True, exist_ok=True)
    for f in TREE["outside"]:
        (top / f).parent.mkdir(parents=True, exist_ok=True)
        (top / f).write_text(f)
    for link, target in TREE["links"].items():
        os.symlink(target, root / link)
    out = {"tree": TREE,
           "list_files": [{"pattern": p, "files": list_files(root, p)} for p in PATTERNS],
           "iter_paths": [{"rel": r, "recursive": rec, "paths": iter_paths(root, r, rec)} for r, rec in ITER]}
print(json.dumps(out, indent=1, ensure_ascii=True))
