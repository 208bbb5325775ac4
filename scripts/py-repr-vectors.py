"""Expected values for tests/core/py-repr.test.ts, computed by this machine's python3 `repr()`, `str()`, `type().__name__`.

`floats`: [64-bit pattern as 16 hex digits, repr(float)] for the special values, the exponent-form boundaries
(1e-4, 1e16), subnormals, and 2000 seeded random bit patterns (every exponent range).
`values`: [JSON text, repr(v), str(v), type(v).__name__] with v = json.loads(text), for texts whose JSON.parse
reading is what json.loads gives under agent-eval's documented number convention (src/core/py-repr.ts: a whole
number below 1e16 is an int, -0.0 and whole numbers from 1e16 on are floats); `5.0`, which JSON.parse cannot
tell from `5`, and NaN/Infinity, which JSON.parse refuses, are not among them (floats covers nan/inf).
`ints`: [decimal text, repr(int(text)), type name] for ints a JS number cannot hold exactly (a bigint there).
Run: python3 scripts/py-repr-vectors.py > tests/fixtures/core/py-repr-vectors.json
"""
import json, random, struct, sys

def bits(x):
    return struct.pack(">d", x).hex()

SPECIAL = [0.0, -0.0, float("nan"), float("inf"), float("-inf"), 1.0, -1.0, 0.5, 0.1, 1 / 3, 2 / 3, 6.666666666666667,
           1e-4, 0.00010000000000000002, 9.999999999999999e-05, 1e-5, -1e-5, 1e-7, 1.5e-7, 1e15, 9999999999999998.0,
           1e16, 1.0000000000000002e16, -1e16, 1e22, 1e21, 123456789012345.6, 2.0 ** 53, 2.0 ** 53 + 2, 2.0 ** 60,
           5e-324, 2.2250738585072014e-308, 2.225073858507201e-308, 1.7976931348623157e308, 100.0, 12.0, 0.3, 1e100]
rng = random.Random(20261202)
patterns = [bits(x) for x in SPECIAL] + ["%016x" % rng.getrandbits(64) for _ in range(2000)]
floats = [[p, repr(struct.unpack(">d", bytes.fromhex(p))[0])] for p in patterns]

TEXTS = ["null", "true", "false", "0", "-5", "42", "9007199254740991", "9999999999999998", "-0.0", "0.5", "2.5", "-1.25",
         "1e-5", "0.0001", "1e-4", "1e16", "1e22", "-1e16", "1.5e300", "5e-324", "123456789012345.6", "0.1", '"it\'s"',
         '"a\\"b\'c"', '"caf\\u00e9 \\u200b"', "[]", "{}", '[1, -0.0, 2.5, null, true, "it\'s"]',
         '{"a": [1, {"b": false}], "q": "\\"\'"}', '[[[]], {"k": {}}]', '{"k\\t": "\\u200b", "x": [1e-7, 1e16, -0.0]}',
         '["a\\u00a0b", 1e-05, 3]', '{"score": 0.75, "passed": true, "tags": ["x", "y"], "detail": null}']
values = []
for text in TEXTS:
    v = json.loads(text)
    values.append([text, repr(v), str(v), type(v).__name__])

INTS = ["9007199254740993", "-9007199254740993", "18446744073709551617", "1180591620717411303424", "10000000000000000"]
ints = [[t, repr(int(t)), type(int(t)).__name__] for t in INTS]

json.dump({"python": sys.version.split()[0], "floats": floats, "values": values, "ints": ints}, sys.stdout, ensure_ascii=True, indent=0)
sys.stdout.write("\n")
