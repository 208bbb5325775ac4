"""Token-usage vectors for the trace handle (tests/trials/atif-tokens.test.ts), computed with pydantic v2.

Run: python3 tests/trials/vectors/make-atif-token-vectors.py > tests/trials/vectors/atif-tokens.json
(pydantic 2.13.4 on CPython 3.11.7 when committed). The models are NeMo's ATIF read model as
atif-and-nemo-evidence.md §2.3 describes it (EV-fork values/atif.py): plain pydantic models that
ignore unknown keys; a step's metrics keep prompt_tokens / completion_tokens, final_metrics the two
totals, as optional ints validated in lax mode. token_usage() is §2.3's rule: final_metrics as stored
when present, else the per-step sums (missing = 0) with a zero sum reported as None.
Each case: a count value placed in a step's metrics and, separately, in final_metrics; the result
is the token usage, or "error" when the model refuses the trajectory.
"""
import json
from typing import Optional
from pydantic import BaseModel, Field, ValidationError

class Metrics(BaseModel):
    prompt_tokens: Optional[int] = None
    completion_tokens: Optional[int] = None

class FinalMetrics(BaseModel):
    total_prompt_tokens: Optional[int] = None
    total_completion_tokens: Optional[int] = None

class Step(BaseModel):
    source: str
    message: str = ""
    metrics: Optional[Metrics] = None

class Trajectory(BaseModel):
    schema_version: str
    steps: list[Step] = Field(min_length=1)
    final_metrics: Optional[FinalMetrics] = None

def token_usage(t):
    if t.final_metrics is not None:
        return {"total_prompt_tokens": t.final_metrics.total_prompt_tokens, "total_completion_tokens": t.final_metrics.total_completion_tokens}
    p = sum((s.metrics.prompt_tokens or 0) if s.metrics else 0 for s in t.steps)
    c = sum((s.metrics.completion_tokens or 0) if s.metrics else 0 for s in t.steps)
    return {"total_prompt_tokens": p or None, "total_completion_tokens": c or None}

VALUES = [90, 90.0, -3, 0, None, "90", " 90 ", "90.0", "9_0", "+7", "-2", True, False, "1e3", "90.5", 90.5, "", "abc", "true", [], {}]

def run(doc):
    try:
        return token_usage(Trajectory.model_validate(doc))
    except ValidationError:
        return "error"

out = []
for v in VALUES:
    step_doc = {"schema_version": "ATIF-v1.4", "steps": [
        {"source": "agent", "metrics": {"prompt_tokens": v, "completion_tokens": 5}},
        {"source": "agent", "metrics": {"prompt_tokens": 10}},
    ]}
    final_doc = {"schema_version": "ATIF-v1.4", "steps": [{"source": "agent"}], "final_metrics": {"total_prompt_tokens": v}}
    out.append({"value": v, "steps": run(step_doc), "final": run(final_doc)})
print(json.dumps(out, indent=1))
