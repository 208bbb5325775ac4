"""Traces whose tool-call arguments hold NaN / Infinity (tests/trials/efficient-tool-use-nonfinite.test.ts).

Run: python3 tests/trials/vectors/make-tool-call-nonfinite-vectors.py > tests/trials/vectors/tool-call-nonfinite.json
(CPython 3.11.7 when committed). Each trace is written with Python's json.dumps, which writes a float
nan or inf as NaN / Infinity, and read back with json.loads, which takes them. efficient_tool_use's rule
(docs/trials.md) written out here: a call's identity is its function name and its arguments as JSON with
sorted keys (json.dumps(..., sort_keys=True), so NaN is the text NaN); max_repeated_tool_calls is the count
of the most frequent identity, efficient_tool_use is that count <= max_repeats (1). The arguments use
only values whose JSON text JavaScript reads back to the same text (no -0.0, no 1.0 beside 1, no ints past
2^53), where the documented rule and json.dumps agree.
"""
import json, math, random
from collections import Counter

rng = random.Random(20261202)
VALUES = [float("nan"), float("inf"), float("-inf"), 1, 2.5, "NaN", "Infinity", None, True, [float("nan")], {"x": float("inf")}]

def args():
    return {k: rng.choice(VALUES) for k in rng.sample(["a", "b", "c"], rng.randint(0, 2))}

cases = []
for _ in range(30):
    calls = [{"tool_call_id": f"c{i}", "function_name": rng.choice(["f", "g"]), "arguments": args()} for i in range(rng.randint(1, 6))]
    if rng.random() < 0.5 and calls: calls.append(dict(calls[0], tool_call_id="dup"))
    trace = {"schema_version": "ATIF-v1.4", "steps": [{"source": "user", "message": "go"}, {"source": "agent", "message": "", "tool_calls": calls}]}
    text = json.dumps(trace)
    loaded = json.loads(text)
    keys = Counter(json.dumps([c["function_name"], c["arguments"]], sort_keys=True) for c in loaded["steps"][1]["tool_calls"])
    top = max(keys.values())
    cases.append({"trace": text, "max_repeated_tool_calls": top, "efficient_tool_use": top <= 1, "count": len(calls)})
print(json.dumps({"source": "CPython 3.11.7 json.dumps/json.loads", "cases": cases}, indent=1))
