"""Vectors for evidence refs (tests/node/evidence-python.test.ts): which refs are local, and their path.

Run: python3 tests/node/vectors/make-ref-vectors.py > tests/node/vectors/refs.json
NeMo's ref resolution (atif-and-nemo-evidence.md §2.1): a POSIX path, a file:// URI ("only its path
part is used") or a Windows drive path are local; http, https, s3, gs and any other scheme are not.
Written here with Python 3.11.7's urllib.parse.urlsplit (what decides "scheme" and "path part"); the
path part is percent-decoded with unquote (agent-eval's choice; the reference does not say).
"""
import json, re
from urllib.parse import unquote, urlsplit

REFS = ["traces/t.json", "/abs/t.json", "./x", "../x", "file:///tmp/a.json", "file://localhost/tmp/a.json", "file://host/tmp/a.json",
        "file:/tmp/a.json", "file:rel/a.json", "FILE:///tmp/A.json", "file:///tmp/a%20b.json", "file:///tmp/a.json?x=1#frag",
        "file://", "https://example.com/t.json", "http://h/t", "s3://bucket/t.json", "gs://b/t", "ftp://h/t", "notes:v1.json",
        "C:\\traces\\t.json", "c:/traces/t.json", "a+b.c-d:x", "1abc:x", "traces/a:b.json", "a:", ":x", "x y:z", "data:text/plain,hi",
        "file:///tmp/%zz.json"]

out = []
for ref in REFS:
    if re.match(r"^[A-Za-z]:[\\/]", ref):
        out.append({"ref": ref, "local": ref})
        continue
    parts = urlsplit(ref)
    if parts.scheme == "":
        out.append({"ref": ref, "local": ref})
    elif parts.scheme == "file":
        out.append({"ref": ref, "local": unquote(parts.path, errors="strict")})
    else:
        out.append({"ref": ref, "scheme": parts.scheme})
print(json.dumps(out, indent=1))
