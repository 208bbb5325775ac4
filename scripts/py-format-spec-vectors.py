"""Expected values for tests/graders/py-format-spec.test.ts, computed by this machine's python3 `str.format`.

Each case is [value, spec, outcome]: `("{x:" + spec + "}").format(x=v)` printed by python3, where outcome is
["ok", text] or [exception class name, str(e)]. Values are written so that agent-eval's JS reading of them is
the Python value (src/core/py-repr.ts convention):
  ["float", 16 hex digits of the 64-bit pattern]  only floats JS reads as floats (fractions, -0.0, nan/inf,
                                                   whole numbers from 1e16 on); other whole doubles become ints
  ["int", decimal text]                           a JS number below 1e16, a bigint from there on
  ["bigint", decimal text]                        a bigint of any size (still a Python int)
  ["bool", true|false]  ["str", text]  ["none"]  ["list", [...]]  ["dict", {...}]
`templates` are [value, template, outcome] for whole templates: conversions (!r !s !a) before a spec, nested fields.
Specs are the hand-picked ones below plus seeded random combinations of every part of the mini-language
([[fill]align][sign][z][#][0][width][grouping][.precision][type], with invalid parts mixed in).
Run: python3 scripts/py-format-spec-vectors.py > tests/fixtures/graders/py-format-spec-vectors.json
"""
import json, math, random, struct, sys

rng = random.Random(20261202)


def bits(x):
    return struct.pack(">d", x).hex()


def from_bits(h):
    return struct.unpack(">d", bytes.fromhex(h))[0]


def encode_number(x):
    if isinstance(x, bool):
        return ["bool", x]
    if isinstance(x, int):
        return ["int", str(x)]
    if math.isfinite(x) and x == int(x) and abs(x) < 1e16 and not (x == 0 and math.copysign(1, x) < 0):
        return ["int", str(int(x))]
    return ["float", bits(x)]


def decode(enc):
    kind = enc[0]
    if kind == "float":
        return from_bits(enc[1])
    if kind in ("int", "bigint"):
        return int(enc[1])
    if kind == "none":
        return None
    return enc[1]


def outcome(value, spec, template=None):
    try:
        return ["ok", (template or "{x:" + spec + "}").format(x=value)]
    except Exception as e:  # noqa: BLE001 - every exception is an expected outcome here
        return [type(e).__name__, str(e)]


TIES = [0.125, 0.375, 2.5, 0.5, 1.5, 3.5, 9.5, 99.5, 1234.5, 0.0625, 1.25, 2.675, 1.005, 0.045, 5e-324, 1e16, 1e-5,
        1e-4, 9.9995e-5, 0.00001234, 1e22, 1e21, 1.7976931348623157e308, 2.2250738585072014e-308, 123456789.125,
        9999999999999998.0, 1.0000000000000002e16, 2.0 ** 60, 0.1, 0.2, 0.3, 1 / 3, 2 / 3, 6.666666666666667, 999.9995,
        0.9999995, 9.999999999999999e-05, 1e100, 1.5e300, 4.35, 0.015, 0.025, 12345.678, 1e15 + 0.5, 0.95, 99.95]
SPECIAL = [0.0, -0.0, float("nan"), float("-nan"), float("inf"), float("-inf")]
floats = []
for x in TIES:
    floats += [x, -x]
floats += SPECIAL
floats += [from_bits("%016x" % rng.getrandbits(64)) for _ in range(100)]
# decimal-looking values (scores, ratios) and exact binary ties k/2^n at every scale
floats += [round(rng.uniform(-1000, 1000), rng.randint(1, 6)) for _ in range(80)]
floats += [rng.randint(-99999, 99999) / 2 ** rng.randint(1, 12) for _ in range(60)]
floats += [rng.choice([1, -1]) * rng.random() * 10.0 ** rng.randint(-30, 30) for _ in range(60)]

INTS = [0, 1, -1, 7, -7, 10, 42, 255, -255, 1000, 1234, -1234, 65, 97, 0x10ffff, 0x110000, 0xd800, 1234567, -1234567,
        9007199254740991, 9999999999999999, -9999999999999999, 10 ** 16, -(10 ** 16), 2 ** 64 + 1, -(2 ** 70), 10 ** 30,
        2 ** 63, 2 ** 63 - 1, 10 ** 400]
ints = INTS + [rng.randint(-10 ** 12, 10 ** 12) for _ in range(40)] + [rng.randint(-999, 999) for _ in range(20)]

STRINGS = ["", "a", "abc", "hello world", "it's", "caf\u00e9", "\U0001f600x", "a\u00a0b", "12345", "-5", "\ud800z",
           "Pass", "x" * 30]

FILLS = ["", "", "", " ", "*", "0", "x", "<", "=", "\u00e9", "\U0001f600", "_", ",", ".", "#", "z", "+"]
ALIGNS = ["", "", "<", ">", "^", "="]
SIGNS = ["", "", "+", "-", " "]
WIDTHS = ["", "", "", "0", "1", "3", "5", "8", "12", "20", "31", "007"]
GROUPS = ["", "", "", "", "", ",", "_", ",", "_", ",_", "_,", ",,"]
PRECISIONS = ["", "", ".", ".0", ".1", ".2", ".3", ".4", ".6", ".10", ".16", ".17", ".20", ".30", ".60"]
TYPES = ["", "", "s", "d", "b", "o", "x", "X", "c", "e", "E", "f", "F", "g", "G", "n", "%", "a", "Z", "\u00e9", "\x01",
         "ss", "fd"]
NUMERIC_TYPES = ["", "", "", "e", "E", "f", "F", "g", "G", "n", "%", "f", "g", "e"]
INT_TYPES = ["", "", "d", "b", "o", "x", "X", "c", "n", "e", "f", "g", "%", "s"]


def random_spec(types):
    fill = rng.choice(FILLS)
    align = rng.choice(ALIGNS)
    if align == "":
        fill = ""
    parts = [fill, align, rng.choice(SIGNS), "z" if rng.random() < 0.15 else "", "#" if rng.random() < 0.2 else "",
             "0" if rng.random() < 0.25 else "", rng.choice(WIDTHS), rng.choice(GROUPS), rng.choice(PRECISIONS),
             rng.choice(types)]
    return "".join(parts)


FIXED_SPECS = ["", ".2", ".2f", ".0f", ".1f", ".3f", ".6f", ".0e", ".2e", ".17e", ".0g", ".1g", ".2g", ".3g", ".17g",
               ".0", ".1", ".3", ".16", ".17", "e", "E", "f", "F", "g", "G", "n", "%", ".1%", ".0%", "#", "#.0f",
               "#.0e", "#g", "#.3g", "#.0", "z", "z.1f", "z.0f", "z.2", "z.3e", "+", " ", "+.3f", "-.3f", " .3f",
               "010", "010.2f", "+010.2f", "010,.2f", "0=12,.3f", "*^15,.2f", "<12", ">12", "^12", "=12", "x=+12.3",
               ",", "_", ",.2f", "_.3e", ",g", "15,", "020_", "\U0001f600^11.2", ".60f", ".30e", ".25g", ".400f",
               ".1100f", "d", "c", "x", "s", "zd", "z#", ".", ",_", "_,", ",n", "_n", "abc", "0.2f", "00", "0", "1",
               "#,", "+z010,.1%"]
FIXED_INT_SPECS = ["", "d", "5d", "05d", "+d", " d", "-d", ",", "_", ",d", "_d", "010,", "012_", "0=10,d", "x^10,",
                   "b", "#b", "_b", "#_b", "o", "#o", "x", "#x", "X", "#X", "#012_X", "_x", ",x", ",b", "c", "5c",
                   "<5c", "+c", "#c", ",c", "n", "010n", ",n", "e", ".2e", "f", ".0f", "%", ".1%", "g", "G", "E",
                   ".2", ".0d", "z", "zd", "#d", "s", "10s", "r", "=10", "^11", "<6", "+#012x", " #o", "\U0001f600>9",
                   "3", "0", "00", "1000"]
FIXED_STR_SPECS = ["", "s", "10", "<10", ">10", "^10", "^9", "*^9", "0>6", "06", "010s", ".2", ".0", ".2s", "8.3",
                   "\U0001f600<6", "=10", "+", "-", " ", "z", "#", ",", "_", ",s", "d", "f", "c", "r", "x",
                   "\u00e9", ".", "5,", "ss", "<<5", "==5", "0=5", "\x01"]

cases = []


def add(value_enc, spec):
    cases.append([value_enc, spec, outcome(decode(value_enc), spec)])


for x in floats:
    enc = encode_number(x)
    for spec in rng.sample(FIXED_SPECS, 5) + [random_spec(NUMERIC_TYPES) for _ in range(5)] + [random_spec(TYPES)]:
        add(enc, spec)
for x in TIES[:24] + SPECIAL:
    for spec in FIXED_SPECS:
        add(encode_number(x), spec)
for n in ints:
    enc = encode_number(n)
    for spec in rng.sample(FIXED_INT_SPECS, 8) + [random_spec(INT_TYPES) for _ in range(5)] + [random_spec(TYPES)]:
        add(enc, spec)
for n in [0, 1, -1, 255, -1234567, 65, 10 ** 16, 10 ** 30, -(2 ** 64)]:
    for spec in FIXED_INT_SPECS:
        add(encode_number(n), spec)
for n in [0, 5, -1234, 65, 10 ** 15]:
    for spec in ["", "d", ",", "#x", ".2f", "c", ".2", "s", "010", "e"]:
        add(["bigint", str(n)], spec)
for b in [True, False]:
    for spec in FIXED_INT_SPECS + ["", ">5", ".2f", "s", "%", "^7"]:
        add(["bool", b], spec)
for s in STRINGS:
    for spec in FIXED_STR_SPECS + [random_spec(TYPES) for _ in range(10)]:
        add(["str", s], spec)
for other in [["none"], ["list", [1, "a", None]], ["dict", {"k": 2.5}], ["list", []]]:
    for spec in ["", "s", ">10", "10", ".2", "d", "!"]:
        add(other, spec)

# conversions before the spec, and nested fields: [value, template, outcome] with the template given whole
templates = []
for enc in [["str", "caf\u00e9"], ["str", "it's \U0001f600 \u200b"], ["list", ["\u00e9", 1.5, None]], ["dict", {"k\u00e9": True}],
            ["int", "42"], ["float", bits(0.125)], ["bool", False], ["none"]]:
    for template in ["{x!r}", "{x!s}", "{x!a}", "{x!r:>12}", "{x!a:^20}", "{x!s:.3}", "{x!r:d}", "{x!z}", "{x!}", "{x!rr}",
                     "{x:{x!s:.0}>5}", "{x:}", "[{x}]"]:
        templates.append([enc, template, outcome(decode(enc), "", template)])
# parsing, which CPython does field by field while rendering (an earlier field's error wins)
for template in ["{x!}", "{x!r", "{x!r}", "{x!", "{x:abc", "{", "a{", "}", "a}b", "{{x}}", "{{{x}}}", "}}{x}{{", "{a{b}}", "{x[}]}",
                 "{x!\u00e9}", "{x!\U0001f600}", "{x!\x01}", "{x} {", "{y} {x:abc", "{y} {", "{x:abc} }", "{x.y}", "{x[0]}",
                 "{x[a]b}", "{x[}", "{x[0", "{}", "{0}", "{x:{}}", "{x:{0}}", "{x:{y}}", "{x:{x:{x}}}", "{x:{{}}}", "{x:}}",
                 "{x:>{x!s:.1}}", "{:}", "{!r}", "{x!r:}", "{x:!r}", "{x!r!s}", "{x::}", "{x:d:}", "\u00e9{x}\U0001f600{{"]:
    templates.append([["str", "5"], template, outcome("5", "", template)])
    templates.append([["int", "3"], template, outcome(3, "", template)])

# one case a line keeps the fixture diffable
sys.stdout.write('{"python": %s, "cases": [\n' % json.dumps(sys.version.split()[0]))
sys.stdout.write(",\n".join(json.dumps(case, ensure_ascii=True) for case in cases))
sys.stdout.write('\n], "templates": [\n')
sys.stdout.write(",\n".join(json.dumps(case, ensure_ascii=True) for case in templates))
sys.stdout.write("\n]}\n")
