"""Expected values for tests/graders/json-graders.test.ts, computed by this machine's python3 `json`.

For each document: `repr(json.loads(doc))` or `str(e)` of the JSONDecodeError, and `len(doc)`.
Pairs: `a == b` after json.loads of both (Python equality, as JsonMatchGrader's leaves use).
Run: python3 scripts/py-json-vectors.py > tests/fixtures/graders/py-json-vectors.json
"""
import json, sys
DOCS = ['{"a": 1}', '[1, 2.0, true, null, "x"]', 'NaN', '-Infinity', 'Infinity', '1e400', '-1e400', '9007199254740993',
  '123456789012345678901234567890', '-0', '-0.0', '0.1', '1E5', '1.5e-3', '{"a": 1, "a": 2}', '{"a": 1, "b": 2, "a": 3}',
  '"\\ud800"', '"\\ud83d\\ude00"', '"\\u00e9"', '  {"a" : [ 1 , 2 ] }  \n', '\ufeff{}', '```json\n{}\n```', '{"a": 1,}', '[1, 2,]',
  '{"a": 1} // c', '/* c */ 1', '', '   ', '{', '[', '"abc', '"a\nb"', '"a\\qb"', '"\\u12"', '"\\u12G4"', '{a: 1}', "{'a': 1}",
  '{"a" 1}', '{"a": 1 "b": 2}', '[1 2]', '01', '1.', '.5', '+1', '-', 'nul', 'True', 'nan', 'infinity', '1 2', '{"a": 1}\n{"b": 2}',
  '"\u00e9\U0001F600" x', '\u00a0{}', '{}\u3000', '\n\n  [1,\n   x]', '"\\x41"', '[1e5, 1e-7, 1.0, 100.0, 1e16, 1e22]', '{"é": "ü"}',
  '"\\/"', '[[[]]]', '{"":0}', '1e', '1e+', '2.5E+3', '"\t"', '{"a":{"b":{"c":[1,{"d":null}]}}}']
PAIRS = [['true', '1'], ['false', '0'], ['1', '1.0'], ['0', '-0.0'], ['NaN', 'NaN'], ['9007199254740993', '9007199254740992'],
  ['9007199254740992', '9007199254740992.0'], ['9007199254740993', '9007199254740993.0'], ['1e400', 'Infinity'], ['[1, true]', '[1.0, 1]'],
  ['{"a": 1, "b": 2}', '{"b": 2, "a": 1}'], ['null', 'false'], ['"1"', '1'], ['[1, 2]', '[2, 1]'], ['{"a": [1]}', '{"a": [true]}'],
  ['123456789012345678901234567890', '1.2345678901234568e+29'], ['0.1', '0.1'], ['[]', '{}'], ['2', '2.0000000000000001']]
out = {"python": sys.version.split()[0], "docs": [], "pairs": []}
for d in DOCS:
    try:
        out["docs"].append({"doc": d, "len": len(d), "repr": repr(json.loads(d))})
    except json.JSONDecodeError as e:
        out["docs"].append({"doc": d, "len": len(d), "error": str(e)})
for a, b in PAIRS:
    out["pairs"].append({"a": a, "b": b, "equal": json.loads(a) == json.loads(b)})
json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
print()
