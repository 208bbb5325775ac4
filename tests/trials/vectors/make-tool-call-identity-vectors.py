"""Traces whose tool-call arguments differ only in what JSON.parse loses (tests/trials/efficient-tool-use-python-numbers.test.ts).

Run: python3 tests/trials/vectors/make-tool-call-identity-vectors.py > tests/trials/vectors/tool-call-identity.json
(CPython 3.11.7 when committed). NeMo's trace handle is Python: arguments are what json.loads reads,
ints exact at any size, 1.0 a float, -0 the int 0. efficient_tool_use's rule (docs/trials.md) written
out: a call's identity is its function name and its arguments as json.dumps(..., sort_keys=True) writes
them; max_repeated_tool_calls is the count of the most frequent identity, efficient_tool_use is that
count <= max_repeats (1). So 9007199254740993 and 9007199254740992 are two arguments, as are 1 and 1.0,
0 and -0.0, 10000000000000000 and 1e16; -0 and 0 are one, 1.0 and 1.00 and 1e0 are one, 1e400 and
Infinity are one. Each trace is used twice: as a file and inline in the dataset line.
"""
import json, random, sys
from collections import Counter

rng = random.Random(20261202)
# lexemes JavaScript's doubles may confuse, in groups; a trace draws its arguments from two of one group
GROUPS = [["9007199254740993", "9007199254740992", "9007199254740992.0"], ["1", "1.0", "1.00", "1e0", "true", "\"1\""],
    ["0", "-0", "0.0", "-0.0", "false", "null"], ["10000000000000000", "1e16", "1E16"], ["123456789012345678901", "123456789012345678900"],
    ["18446744073709551617", "18446744073709551616"], ["[9007199254740993]", "[9007199254740992]"], ["{\"x\": 1.0}", "{\"x\": 1}"],
    ["Infinity", "1e400", "NaN", "-Infinity"], ["1.5", "1.50"], ["-9007199254740993", "-9007199254740992"]]

def args_text(pool):
    keys = rng.sample(["a", "b"], rng.choice([1, 1, 1, 2]))
    return "{" + ", ".join(f'"{k}": {rng.choice(pool)}' for k in keys) + "}"

cases = []
for i in range(200):
    pool = rng.sample(rng.choice(GROUPS), 2)
    calls = [(rng.choice(["f", "f", "g"]), args_text(pool)) for _ in range(rng.randint(2, 5))]
    steps, n = [], 0
    for split in (calls[: len(calls) // 2], calls[len(calls) // 2:]):
        if not split:
            continue
        tool_calls = []
        for name, args in split:
            n += 1
            tool_calls.append(f'{{"tool_call_id": "c{n}", "function_name": "{name}", "arguments": {args}}}')
        steps.append('{"source": "agent", "message": "", "tool_calls": [' + ", ".join(tool_calls) + "]}")
    trace = '{"schema_version": "ATIF-v1.4", "steps": [' + ", ".join(steps) + "]}"
    loaded = json.loads(trace)
    identities = Counter(json.dumps([c["function_name"], c["arguments"]], sort_keys=True) for s in loaded["steps"] for c in s["tool_calls"])
    most = max(identities.values())
    cases.append({"trace": trace, "max_repeated_tool_calls": most, "efficient_tool_use": most <= 1, "count": sum(identities.values())})
print(json.dumps({"source": f"CPython {sys.version.split()[0]} json.loads + json.dumps(sort_keys=True)", "cases": cases}, indent=1))
