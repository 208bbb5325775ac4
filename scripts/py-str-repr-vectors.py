"""Expected values for tests/core/py-str-repr.test.ts, computed by this machine's python3 `repr(str)`.

The sample: every code point 0..0x3000, every 997th above it, and whole ranges around the surrogates,
the private-use areas, the noncharacters, the specials, the tag characters and the end of the code space.
`as_is`: [first, last] runs of sampled code points whose repr(chr(cp)) is the character in single quotes;
`escaped`: [cp, repr(chr(cp))] for every other sampled code point; `unassigned`: [first, last] runs of the
whole code space that this Python's unicodedata calls Cn (the test tells the Unicode-version gap by them). `texts`: [text, repr(text)] for strings that mix
quotes, backslashes, escapes, lone and paired surrogates and non-ASCII.
Run: python3 scripts/py-str-repr-vectors.py > tests/fixtures/core/py-str-repr-vectors.json
"""
import json, sys, unicodedata

points = set(range(0, 0x3001))
points.update(range(0x3001, 0x110000, 997))
for lo, hi in [(0xD700, 0xE0FF), (0xF8F0, 0xF900), (0xFDCF, 0xFDF0), (0xFE00, 0xFE10), (0xFEFF, 0xFF00), (0xFFEF, 0x1007F),
               (0x1D173, 0x1D17B), (0x1F300, 0x1F320), (0x1FAF0, 0x1FB00), (0xE0000, 0xE0080), (0xE0100, 0xE01F0),
               (0xEFFFF, 0xF0010), (0xFFFF0, 0x100010), (0x10FFF0, 0x10FFFF)]:
    points.update(range(lo, hi + 1))

TEXTS = ["", "a", "'", '"', "'\"", "a'b", 'a"b', "a'b\"c", "'''", '"""', "\\", "\\'", '\\"', "a\\b\\'", "it's \"x\"",
         "\t\n\r", "\x00\x01\x1f\x7f\x80\x9f\xa0\xad\xff", "caf\u00e9 \u00fc\u00df", "\u200b\u200e\u2028\u2029\u3000\ufeff",
         "\U0001F600 x \U0001F600", "\ud800", "\udfff", "\ude00\ud83d", "a\ud800b\udc00c", "\ud800\ud800",
         "\U000E0001\U000E007F", "\U000F0000\U0010FFFD", "\ue000\uf8ff", "\u0378\uffff\U0001FFFE", "line1\nline2\ttab\\",
         "\x1b[31mred\x1b[0m", "\u0301e\u0301", "\u05d0\u05d1 \u0627", "\u00a0\u1680\u2000\u200a\u202f\u205f",
         "name'with\u00a0nbsp", "\\x41 \\u0041", "\x7f\x80\u0085"]

def runs(cps):
    out = []
    for cp in cps:
        if out and out[-1][1] == cp - 1:
            out[-1][1] = cp
        else:
            out.append([cp, cp])
    return out

sample = sorted(points)
as_is = [cp for cp in sample if repr(chr(cp)) == "'" + chr(cp) + "'"]
escaped = [[cp, repr(chr(cp))] for cp in sample if repr(chr(cp)) != "'" + chr(cp) + "'"]
unassigned = runs(cp for cp in range(0x110000) if unicodedata.category(chr(cp)) == "Cn")
dump = lambda v: json.dumps(v, ensure_ascii=False, separators=(",", ":"))
lines = lambda items, per: ",\n".join(",".join(dump(i) for i in items[k:k + per]) for k in range(0, len(items), per))
sys.stdout.write('{"python": %s, "unidata": %s,\n' % (json.dumps(sys.version.split()[0]), json.dumps(unicodedata.unidata_version)))
sys.stdout.write(' "as_is": [\n%s],\n' % lines(runs(as_is), 10))
sys.stdout.write(' "escaped": [\n%s],\n' % lines(escaped, 8))
sys.stdout.write(' "unassigned": [\n%s],\n' % lines(unassigned, 10))
# texts may hold lone surrogates (never a high one right before a low one: a JS string cannot tell
# that from the astral character, which json.loads also makes of it): ASCII escapes keep them in JSON
sys.stdout.write(' "texts": [\n%s\n ]}\n' % ",\n".join(json.dumps([t, repr(t)]) for t in TEXTS))
