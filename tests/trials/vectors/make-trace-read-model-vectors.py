"""Seeded random ATIF trajectories through NeMo's read model (tests/trials/trace-read-model.test.ts), with pydantic.

Run: python3 tests/trials/vectors/make-trace-read-model-vectors.py > tests/trials/vectors/trace-read-model.json
(pydantic 2.13.4, CPython 3.11.7 when committed.) The models are the read model of
atif-and-nemo-evidence.md §2.3 (EV-fork values/atif.py) as plain pydantic models ignoring unknown
keys: Trajectory{schema_version starting "ATIF-", steps (>= 1), final_metrics?}, Step{source, message
= "", tool_calls?, metrics?}, ToolCall{tool_call_id?, function_name, arguments?}, Metrics and
FinalMetrics with optional int counts. tool_calls() and token_usage() are §2.3's rules. The random
values stay within what §2.3 pins (message a string, arguments an object); everything else varies:
nulls, missing keys, unknown keys, wrong types, lax ints.
"""
import json, random
from typing import Any, Optional
from pydantic import BaseModel, Field, ValidationError, field_validator

class ToolCall(BaseModel):
    tool_call_id: Optional[str] = None
    function_name: str
    arguments: Optional[dict[str, Any]] = None

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

rng = random.Random(4242)

def count():
    if rng.random() < 0.04:
        return rng.choice([2.5, "x", [], "1e3"])   # refused by pydantic's int
    return rng.choice([0, 1, 7, 90, 1200, None, "12", " 3 ", True, 2.0, -4])

def maybe(d, key, value, p=0.7):
    if rng.random() < p:
        d[key] = value

def tool_call():
    c = {}
    maybe(c, "tool_call_id", rng.choice([f"c{rng.randint(0, 9)}", None]) if rng.random() > 0.03 else 5, 0.8)
    maybe(c, "function_name", rng.choice(["bash", "search", "read_file", "bash"]), 0.98)
    maybe(c, "arguments", rng.choice([{}, {"cmd": "ls"}, {"q": rng.randint(0, 3)}, None]), 0.8)
    maybe(c, "extra", {"k": 1}, 0.1)
    return c

def step():
    s = {}
    maybe(s, "source", rng.choice(["agent", "agent", "user", "system"]) if rng.random() > 0.02 else 3, 0.99)
    maybe(s, "message", rng.choice(["", "hi", "done"]), 0.8)
    maybe(s, "step_id", rng.randint(1, 9), 0.5)
    maybe(s, "tool_calls", rng.choice([None, [], [tool_call() for _ in range(rng.randint(1, 3))]]), 0.6)
    if rng.random() < 0.6:
        m = {}
        maybe(m, "prompt_tokens", count())
        maybe(m, "completion_tokens", count())
        maybe(m, "cached_tokens", rng.randint(0, 50), 0.3)
        maybe(m, "cost_usd", 0.001, 0.3)
        s["metrics"] = rng.choice([m, m, m, None])
    maybe(s, "observation", {"results": [{"source_call_id": "c1", "content": "out"}]}, 0.3)
    return s

cases = []
for _ in range(300):
    t = {}
    maybe(t, "schema_version", rng.choice(["ATIF-v1.4", "ATIF-v1.7", "ATIF-v1.2", "ATIF-v1.4"]) if rng.random() > 0.05 else rng.choice(["atif-v1.4", "v1.4"]), 0.98)
    maybe(t, "session_id", "s", 0.5)
    t["steps"] = [step() for _ in range(rng.choice([0, 1, 1, 2, 3, 5, 8]) if rng.random() > 0.05 else 0)]
    if rng.random() < 0.3:
        fm = {}
        maybe(fm, "total_prompt_tokens", count())
        maybe(fm, "total_completion_tokens", count())
        maybe(fm, "total_cost_usd", 0.5, 0.3)
        t["final_metrics"] = rng.choice([fm, fm, None])
    maybe(t, "notes", "n", 0.2)
    try:
        m = Trajectory.model_validate(t)
    except ValidationError:
        cases.append({"trajectory": t, "result": "error"})
        continue
    calls = [{"tool_call_id": c.tool_call_id, "function_name": c.function_name} for s in m.steps for c in (s.tool_calls or [])]
    if m.final_metrics is not None:
        usage = {"total_prompt_tokens": m.final_metrics.total_prompt_tokens, "total_completion_tokens": m.final_metrics.total_completion_tokens}
    else:
        p = sum((s.metrics.prompt_tokens or 0) if s.metrics else 0 for s in m.steps)
        c = sum((s.metrics.completion_tokens or 0) if s.metrics else 0 for s in m.steps)
        usage = {"total_prompt_tokens": p or None, "total_completion_tokens": c or None}
    cases.append({"trajectory": t, "result": {"steps": len(m.steps), "sources": [s.source for s in m.steps], "tool_calls": calls, "token_usage": usage}})
print(json.dumps(cases, separators=(",", ":")))
