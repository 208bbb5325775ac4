"""Numbers written as text, and the input_value of pydantic's errors, for tests/trials/coerce-text.test.ts.

Run: python3 tests/trials/vectors/make-text-number-vectors.py > tests/trials/vectors/text-numbers.json
(pydantic 2.13.4 / pydantic-core 2.46.4 on CPython 3.11.7 when committed). NeMo's ContinuousScore and
DiscreteScore are RootModel[float] / RootModel[int] validated in lax mode; these are the strings where
pydantic-core's str_as_float / str_as_int differ from a trim-then-parse reading: whitespace next to
underscores, leading zeros before a sign ("0-3" is -3), and the 4300-character int limit (written as
recipes: prefix + body * count + suffix, so the file stays small).
"""
import itertools, json, math, random
import pydantic, pydantic_core
from pydantic import RootModel, ValidationError

class ContinuousScore(RootModel[float]): pass
class DiscreteScore(RootModel[int]): pass

def res(model, v):
    try:
        r = model.model_validate(v).root
        if isinstance(r, float): return {"ok": True, "value": "nan" if math.isnan(r) else repr(r)}
        if len(str(r)) <= 30: return {"ok": True, "value": str(r)}
        # a long int: its nearest double, which is what agent-eval's report holds (docs/trial-report.md)
        try: return {"ok": True, "double": repr(float(r))}
        except OverflowError: return {"ok": True, "double": "inf" if r > 0 else "-inf"}
    except ValidationError as e:
        return {"ok": False, "type": e.errors()[0]["type"]}

rng = random.Random(20261202)
every = ["".join(t) for n in range(7) for t in itertools.product("01_-+. ", repeat=n)]
picked = sorted(set(rng.sample(every, 500)))
by_hand = ["0-3", "00-3", "0_-3", "+0-3", "0-3.0", "0-3_0", "0-_1", "0__1", "0-01", "0-00", "-0__1", "-0-3", "+-1", "0+1", "00__", "0_",
           " 1_0", "1_0 ", "\t7_9", "1_0\t", " 0_1", "-_1", "+_1", "1_0.0", "1.0_0", "1.", "2.00", "\u00a01_0", "1_0\u00a0", " 1e1_0", "1e1_0"]
strings = [{"text": s} for s in by_hand + picked]
recipes = []
for n in [4299, 4300, 4301, 5000]:
    for prefix, suffix in [("", ""), (" ", ""), ("", " "), ("-", ""), ("+", ""), ("", ".0"), (" ", ".0"), ("0" * 20, ""), ("0-", ""), ("-0", ""), ("\u00a0", "\u00a0")]:
        recipes.append({"prefix": prefix, "body": "1", "count": n, "suffix": suffix})
recipes += [{"prefix": "1" * 2000 + "_", "body": "1", "count": 2300, "suffix": ""}, {"prefix": "1" * 19 + "_", "body": "1", "count": 4290, "suffix": ""},
            {"prefix": "", "body": "0", "count": 5000, "suffix": ""}, {"prefix": "-1", "body": "_1", "count": 2150, "suffix": ""}, {"prefix": "", "body": "1", "count": 3000, "suffix": "a"}]
cases = []
for c in strings + recipes:
    text = c["text"] if "text" in c else c["prefix"] + c["body"] * c["count"] + c["suffix"]
    cases.append({**c, "continuous": res(ContinuousScore, text), "discrete": res(DiscreteScore, text)})

def input_value(model, v):
    try:
        model.model_validate(v)
    except ValidationError as e:
        line = str(e).split("\n")[1]
        return line[line.index("input_value=") + len("input_value="):line.rindex(", input_type=")]
    raise AssertionError(v)
shown = []
for v in ["x" * 48, "x" * 49, "x" * 200, "\u00e9" * 49, "\U0001F600" * 49, "\u20ac" * 30, "a\nb" * 20, "ab'" * 30, [1] * 100, {"a" * 60: 1}, ["\u00e9" * 30]]:
    shown.append({"value": v, "input_value": input_value(ContinuousScore, v)})
print(json.dumps({"source": f"pydantic {pydantic.VERSION} / pydantic-core {pydantic_core.__version__}, lax mode", "cases": cases, "input_values": shown}, ensure_ascii=True))
