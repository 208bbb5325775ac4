"""Seeded hostile trace files through the trace handle (tests/trials/trace-hostile.test.ts), with pydantic.

Run: python3 tests/trials/vectors/make-trace-hostile-vectors.py > tests/trials/vectors/trace-hostile.json
(pydantic 2.13.4, CPython 3.11.7 when committed.) The models are NeMo's read model of
atif-and-nemo-evidence.md §2.3 as make-trace-read-model-vectors.py writes them, with §2.3's class names.
Each case mutates §1.8's trajectory at 1-3 random places (hostile values: wrong types, bools and floats
for ints, ints past 2^63, NaN and Infinity as Python's json.dumps writes them, unicode; deleted keys,
unknown keys, repeated list items) and is stored as the file's text (json.dumps). Expected: for a refused
trace, pydantic's first error (`e.errors()[0]`: loc joined with dots, msg); for a read one, the sources,
the tool calls (id, function name) and token_usage() as floats (what the handle's numbers are). Left out,
as the reference does not pin them: a `message` that is a list (v1.6 content parts), `arguments` that is
not an object, and the wording of the schema_version check (only its location is kept).
"""
import json, random, copy, math
from typing import Any, Optional
from pydantic import BaseModel, Field, ValidationError, field_validator

class ToolCall(BaseModel):
    tool_call_id: Optional[str] = None
    function_name: str
    arguments: Optional[Any] = None

class Metrics(BaseModel):
    prompt_tokens: Optional[int] = None
    completion_tokens: Optional[int] = None

class FinalMetrics(BaseModel):
    total_prompt_tokens: Optional[int] = None
    total_completion_tokens: Optional[int] = None

class Step(BaseModel):
    source: str
    message: str = ""
    tool_calls: Optional[list[ToolCall]] = None
    metrics: Optional[Metrics] = None

class Trajectory(BaseModel):
    schema_version: str
    steps: list[Step] = Field(min_length=1)
    final_metrics: Optional[FinalMetrics] = None

    @field_validator("schema_version")
    @classmethod
    def atif(cls, v):
        if not v.startswith("ATIF-"):
            raise ValueError("schema_version must start with 'ATIF-'")
        return v

BASE = {
  "schema_version": "ATIF-v1.4", "session_id": "run-0001",
  "agent": {"name": "toy-agent", "version": "0.1.0", "model_name": "model-x"},
  "steps": [
    {"step_id": 1, "source": "user", "message": "How many lines?", "timestamp": "2025-10-11T10:30:00Z"},
    {"step_id": 2, "source": "agent", "message": "",
     "tool_calls": [{"tool_call_id": "c1", "function_name": "bash", "arguments": {"cmd": "wc -l notes.txt"}}],
     "observation": {"results": [{"source_call_id": "c1", "content": "3 notes.txt"}]},
     "metrics": {"prompt_tokens": 90, "cached_tokens": 40, "completion_tokens": 12, "cost_usd": 0.001}},
    {"step_id": 3, "source": "agent", "message": "It has 3 lines.", "metrics": {"prompt_tokens": 100, "completion_tokens": 5}}],
  "final_metrics": {"total_prompt_tokens": 190, "total_completion_tokens": 17, "total_steps": 3},
}
HOSTILE = [None, True, False, 0, 1, -1, 1.0, 1.5, 2.0, "1", " 2 ", "1.0", "x", "", {}, {"a": 1}, "ATIF-v1.4", "agent",
           10**20, 2**63, 12345678901234567890, 1e20, "9_0", "1e3", "\u00e9\U0001F600", float("nan"), float("inf"), -0.0]

def paths(v, p=()):
    yield p
    if isinstance(v, dict):
        for k in v:
            yield from paths(v[k], p + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v):
            yield from paths(x, p + (i,))

def get(v, p):
    for k in p:
        v = v[k]
    return v

def pinned(doc):
    """False when the case depends on what the reference leaves open."""
    if not isinstance(doc, dict) or not isinstance(doc.get("steps"), list):
        return True
    for s in doc["steps"]:
        if isinstance(s, dict):
            if isinstance(s.get("message"), list):
                return False
            for c in s.get("tool_calls") or [] if isinstance(s.get("tool_calls"), list) else []:
                if isinstance(c, dict) and "arguments" in c and c["arguments"] is not None and not isinstance(c["arguments"], dict):
                    return False
    return True

def fl(x):
    return None if x is None else float(x)

rng = random.Random(2304)
cases = []
while len(cases) < 250:
    doc = copy.deepcopy(BASE)
    for _ in range(rng.choice([1, 1, 2, 3])):
        p = rng.choice(list(paths(doc)))
        if p == ():
            continue
        parent, k = get(doc, p[:-1]), p[-1]
        r = rng.random()
        if r < 0.6:
            parent[k] = copy.deepcopy(rng.choice(HOSTILE))
        elif r < 0.8:
            del parent[k]
        elif r < 0.9 and isinstance(parent, dict):
            parent[rng.choice(["zzz", "extra", "observation", "agent", "__proto__"])] = rng.choice(HOSTILE)
        elif isinstance(parent, list) and parent:
            parent.append(copy.deepcopy(rng.choice(parent)))
    if not pinned(doc):
        continue
    text = json.dumps(doc)
    try:
        m = Trajectory.model_validate(json.loads(text))
    except ValidationError as e:
        first = e.errors()[0]
        loc = ".".join(map(str, first["loc"]))
        cases.append({"text": text, "error": {"loc": loc, "msg": None if loc == "schema_version" and first["type"] == "value_error" else first["msg"]}})
        continue
    if m.final_metrics is not None:
        usage = [fl(m.final_metrics.total_prompt_tokens), fl(m.final_metrics.total_completion_tokens)]
    else:
        pt = sum((s.metrics.prompt_tokens or 0) if s.metrics else 0 for s in m.steps)
        ct = sum((s.metrics.completion_tokens or 0) if s.metrics else 0 for s in m.steps)
        usage = [fl(pt or None), fl(ct or None)]
    calls = [[c.tool_call_id, c.function_name] for s in m.steps for c in (s.tool_calls or [])]
    cases.append({"text": text, "read": {"sources": [s.source for s in m.steps], "tool_calls": calls, "usage": usage}})
print(json.dumps(cases, indent=0, ensure_ascii=False))
