"""Coercion vectors for tests/trials/coerce.test.ts, computed with pydantic v2 itself.

Run: python3 tests/trials/vectors/make-coercion-vectors.py > tests/trials/vectors/pydantic-coercion.json
(pydantic 2.13.4 / pydantic-core 2.46.4 on CPython 3.11.7 when committed). NeMo's ContinuousScore,
DiscreteScore, BooleanValue and Label are RootModel[float|int|bool|str] validated in lax mode.
"""
import json, math
import pydantic, pydantic_core
from pydantic import RootModel, ValidationError

class ContinuousScore(RootModel[float]): pass
class DiscreteScore(RootModel[int]): pass
class BooleanValue(RootModel[bool]): pass
class Label(RootModel[str]): pass

strings = ["", " ", "1", "2", " 2 ", "2.0", "2.00", "2.", "2.5", "1e3", "1E+03", "1_000", "1__0", "_1", "1_", "0_0", "1_0.0", "1.0_0", "2._0", "1_e1",
    "NaN", "nan", "-nan", "nAn", "inf", "-inf", "+inf", "iNf", "Infinity", "-Infinity", "infinit", "+1.5", ".5", "-.5", "5.", ".", "-", "0x10", "abc",
    "true", "True", "TRUE", "false", "yes", "YES", "no", "on", "off", "t", "f", "y", "n", "0", " true ", "true ", "00", "01", "-0", "+2", "-0.0",
    "1\n", "\t3", "\u00a01", "\u20031", "\x0b1", "\x1c1", "\u30001", "\u200b1", "\ufeff1", "\x851", "\uff11", "\u0663", "1e400", "1e-400",
    "123456789012345678901234567890", "1.0000000000000001", "4.9999999999999999999", "1,000", "1 000", "e3", "1e"]
floats = [0.0, -0.0, 1.0, 2.0, -3.0, 0.5, 2.5, 1e-300, 1e16, 1e20, 9.2e18, 9.3e18, -9.2e18, 2.0**63, -(2.0**63), float("nan"), float("inf"), float("-inf")]
ints = [0, 1, 2, 2**63 - 1, 2**63, 2**64, -(2**63) - 1]

def enc(v):
    if v is None: return {"t": "none"}
    if isinstance(v, bool): return {"t": "bool", "v": v}
    if isinstance(v, int): return {"t": "int", "v": str(v)}
    if isinstance(v, float): return {"t": "float", "v": repr(v)}
    if isinstance(v, str): return {"t": "str", "v": v}
    if isinstance(v, list): return {"t": "list", "v": v}
    return {"t": "dict", "v": v}

def res(model, v):
    try:
        r = model.model_validate(v).root
        if isinstance(r, float): return {"ok": True, "value": repr(r)}
        if isinstance(r, bool): return {"ok": True, "value": r}
        if isinstance(r, int): return {"ok": True, "value": str(r)}
        return {"ok": True, "value": r}
    except ValidationError as e:
        return {"ok": False, "type": e.errors()[0]["type"], "msg": e.errors()[0]["msg"]}

out = {"source": f"pydantic {pydantic.VERSION} / pydantic-core {pydantic_core.__version__}, lax mode, RootModel[float|int|bool|str]", "cases": []}
for kind, model in [("continuous_score", ContinuousScore), ("discrete_score", DiscreteScore), ("boolean", BooleanValue), ("label", Label)]:
    for v in strings + floats + ints + [True, False, None, [], [1], {}]:
        out["cases"].append({"kind": kind, "input": enc(v), "expected": res(model, v)})
# a str holding a lone surrogate (json.loads keeps "\ud800"): pydantic-core reads it as UTF-8 first and
# fails with string_unicode before any parsing; a str field keeps it (no adjacent high+low pair here:
# json.loads joins those into one code point)
lone = ["\ud800", "\udc00", "\udbff", "\udfff", "1\ud800", "\ud8001", " \ud800 ", "2.0\udc00", "nan\ud800", "inf\udfff", "1_0\ud800",
    "true\ud800", "\udc00yes", "\udc00\ud800", "\ud800\ud800", "abc\udfff", "1" * 4301 + "\ud800", "\ud800" + "1" * 4301, "\U0001f600\ud800"]
for kind, model in [("continuous_score", ContinuousScore), ("discrete_score", DiscreteScore), ("boolean", BooleanValue), ("label", Label)]:
    for v in lone:
        out["cases"].append({"kind": kind, "input": enc(v), "expected": res(model, v)})
print(json.dumps(out, indent=1, ensure_ascii=True))
