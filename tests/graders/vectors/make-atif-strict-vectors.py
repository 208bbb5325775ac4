"""Seeded hostile ATIF trajectories through the strict check (tests/graders/atif-validate-parity.test.ts).

Run: python3 tests/graders/vectors/make-atif-strict-vectors.py > tests/graders/vectors/atif-strict.json
(pydantic 2.13.4, CPython 3.11.7 when committed.) The reference models are written from
atif-and-nemo-evidence.md §1.1-1.5 (the v1.7 superset: extra="forbid", lax pydantic types, class names
as §1 names them); the rules are §1.6's, written here from the reference, not from agent-eval's code:
step_id = i + 1 (as pydantic reads the int), a source_call_id naming a call of its own step, agent-only
fields absent on system and user steps, timestamps that datetime.fromisoformat(v.replace("Z", "+00:00"))
reads, llm_call_count 0 without metrics or reasoning_content, versions ATIF-v1.0 to v1.7. Each case
mutates §1.8's trajectory (as ATIF-v1.7) at 1-3 random places: hostile values (wrong types, bools and
floats for ints, NaN-free), deleted keys, unknown keys, repeated list items. Expected: every error as
[path, message]; pydantic's messages for the types (a union's two errors merged into one), "RULE <name>"
for a rule (agent-eval words those itself). Ints past 2^53 are left out: JSON.parse loses them before
validateAtif sees the value.
"""
import json, random, copy, re
from datetime import datetime
from typing import Any, Optional, Literal, Union
from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError
F = ConfigDict(extra="forbid")
class SubagentTrajectoryRef(BaseModel):
    model_config = F
    session_id: Optional[str] = None
    trajectory_path: Optional[str] = None
    trajectory_id: Optional[str] = None
    extra: Optional[dict[str, Any]] = None
class ObservationResult(BaseModel):
    model_config = F
    source_call_id: Optional[str] = None
    content: Optional[Union[str, list[Any]]] = None
    subagent_trajectory_ref: Optional[list[SubagentTrajectoryRef]] = None
    extra: Optional[dict[str, Any]] = None
class Observation(BaseModel):
    model_config = F
    results: list[ObservationResult]
class ToolCall(BaseModel):
    model_config = ConfigDict(extra='forbid', title='ToolCall')
    tool_call_id: str
    function_name: str
    arguments: dict[str, Any]
    extra: Optional[dict[str, Any]] = None
class Metrics(BaseModel):
    model_config = ConfigDict(extra='forbid', title='Metrics')
    prompt_tokens: Optional[int] = None
    completion_tokens: Optional[int] = None
    cached_tokens: Optional[int] = None
    cost_usd: Optional[float] = None
    prompt_token_ids: Optional[list[int]] = None
    completion_token_ids: Optional[list[int]] = None
    logprobs: Optional[list[float]] = None
    extra: Optional[dict[str, Any]] = None
class FinalMetrics(BaseModel):
    model_config = ConfigDict(extra='forbid', title='FinalMetrics')
    total_prompt_tokens: Optional[int] = None
    total_completion_tokens: Optional[int] = None
    total_cached_tokens: Optional[int] = None
    total_cost_usd: Optional[float] = None
    total_steps: Optional[int] = None
    extra: Optional[dict[str, Any]] = None
class Agent(BaseModel):
    model_config = F
    name: str
    version: str
    model_name: Optional[str] = None
    extra: Optional[dict[str, Any]] = None
    tool_definitions: Optional[list[dict[str, Any]]] = None
class Step(BaseModel):
    model_config = ConfigDict(extra='forbid', title='Step')
    step_id: int
    timestamp: Optional[str] = None
    source: Literal["system", "user", "agent"]
    model_name: Optional[str] = None
    reasoning_effort: Optional[Union[str, float]] = None
    message: Union[str, list[Any]]
    reasoning_content: Optional[str] = None
    tool_calls: Optional[list[ToolCall]] = None
    observation: Optional[Observation] = None
    metrics: Optional[Metrics] = None
    extra: Optional[dict[str, Any]] = None
    is_copied_context: Optional[bool] = None
    llm_call_count: Optional[int] = None
class Trajectory(BaseModel):
    model_config = ConfigDict(extra='forbid', title='Trajectory')
    schema_version: str
    session_id: Optional[str] = None
    agent: Agent
    steps: list[Step]
    notes: Optional[str] = None
    final_metrics: Optional[FinalMetrics] = None
    extra: Optional[dict[str, Any]] = None
    continued_trajectory_ref: Optional[str] = None
    trajectory_id: Optional[str] = None
    subagent_trajectories: Optional[list[Any]] = None


def tsok(t):
    try:
        datetime.fromisoformat(t.replace("Z", "+00:00"))
        return True
    except ValueError:
        return False

def as_int(x):
    try:
        return TypeAdapter(int).validate_python(x)
    except ValidationError:
        return None

def expected(doc):
    errs = []
    if isinstance(doc, dict) and isinstance(doc.get("schema_version"), str) and not re.fullmatch(r"ATIF-v1\.[0-7]", doc["schema_version"]):
        errs.append(("schema_version", "RULE version"))
    try:
        Trajectory.model_validate(doc)
    except ValidationError as e:
        for x in e.errors():
            loc = ".".join(map(str, x["loc"]))
            for suffix, first, merged in [(".list[any]", "Input should be a valid string", "Input should be a valid string or a list of content parts"),
                                          (".float", "Input should be a valid string", "Input should be a valid string or a number")]:
                if loc.endswith(suffix) and errs and errs[-1] == (loc[: -len(suffix)] + ".str", first):
                    errs[-1] = (loc[: -len(suffix)], merged)
                    break
            else:
                errs.append((loc, x["msg"]))
    if isinstance(doc, dict) and isinstance(doc.get("steps"), list):
        for i, s in enumerate(doc["steps"]):
            if not isinstance(s, dict):
                continue
            p = f"steps.{i}"
            if s.get("step_id") is not None and as_int(s["step_id"]) is not None and as_int(s["step_id"]) != i + 1:
                errs.append((p + ".step_id", "RULE order"))
            if isinstance(s.get("timestamp"), str) and not tsok(s["timestamp"]):
                errs.append((p + ".timestamp", "RULE timestamp"))
            if s.get("source") in ("system", "user"):
                for k in ["model_name", "reasoning_effort", "reasoning_content", "tool_calls", "metrics"]:
                    if s.get(k) is not None:
                        errs.append((p + "." + k, "RULE agent-only"))
            if s.get("llm_call_count") is not None and as_int(s["llm_call_count"]) == 0:
                for k in ["metrics", "reasoning_content"]:
                    if s.get(k) is not None:
                        errs.append((p + "." + k, "RULE llm_call_count 0"))
            calls = s.get("tool_calls") if isinstance(s.get("tool_calls"), list) else []
            ids = {c["tool_call_id"] for c in calls if isinstance(c, dict) and isinstance(c.get("tool_call_id"), str)}
            obs = s.get("observation")
            if isinstance(obs, dict) and isinstance(obs.get("results"), list):
                for j, r in enumerate(obs["results"]):
                    if isinstance(r, dict) and isinstance(r.get("source_call_id"), str) and r["source_call_id"] not in ids:
                        errs.append((f"{p}.observation.results.{j}.source_call_id", "RULE source_call_id"))
    return errs

rng = random.Random(1707)
BASE = {
  "schema_version": "ATIF-v1.7", "session_id": "run-0001",
  "agent": {"name": "toy-agent", "version": "0.1.0", "model_name": "model-x"},
  "steps": [
    {"step_id": 1, "source": "user", "message": "How many lines?", "timestamp": "2025-10-11T10:30:00Z"},
    {"step_id": 2, "source": "agent", "message": "",
     "tool_calls": [{"tool_call_id": "c1", "function_name": "bash", "arguments": {"cmd": "wc -l notes.txt"}}],
     "observation": {"results": [{"source_call_id": "c1", "content": "3 notes.txt"}]},
     "metrics": {"prompt_tokens": 90, "cached_tokens": 40, "completion_tokens": 12, "cost_usd": 0.001, "prompt_token_ids": [1, 2]}},
    {"step_id": 3, "source": "agent", "message": "It has 3 lines.", "metrics": {"prompt_tokens": 100, "completion_tokens": 5}}],
  "final_metrics": {"total_prompt_tokens": 190, "total_completion_tokens": 17, "total_steps": 3},
}
HOSTILE = [None, True, False, 0, 1, -1, 1.0, 1.5, 2.0, "1", " 2 ", "1.0", "x", "", [], {}, [1], {"a": 1}, "ATIF-v1.4",
           "agent", "user", "system", "2025-10-11T10:30:00Z", "20251011T1030", "1e3", "yes", "\u00e9\U0001F600", "\ufeffagent", -0.0, 1e300]

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

cases = []
while len(cases) < 250:
    doc = copy.deepcopy(BASE)
    for _ in range(rng.choice([1, 1, 2, 3])):
        p = rng.choice(list(paths(doc)))
        if p == ():
            continue
        parent, k = get(doc, p[:-1]), p[-1]
        r = rng.random()
        if r < 0.55:
            parent[k] = copy.deepcopy(rng.choice(HOSTILE))
        elif r < 0.75:
            del parent[k]
        elif r < 0.9 and isinstance(parent, dict):
            parent[rng.choice(["zzz", "extra", "step_id", "observation", "notes", "__proto__", "constructor"])] = rng.choice(HOSTILE)
        elif isinstance(parent, list) and parent:
            parent.append(copy.deepcopy(rng.choice(parent)))
    cases.append({"trajectory": doc, "errors": expected(doc)})
print(json.dumps(cases, separators=(",", ":"), ensure_ascii=False))
