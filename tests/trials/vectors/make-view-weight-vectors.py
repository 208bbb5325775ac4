"""View signal weights as NeMo reads them (tests/trials/view-weights.test.ts), computed with PyYAML and pydantic.

Run: python3 tests/trials/vectors/make-view-weight-vectors.py > tests/trials/vectors/view-weights.json
(PyYAML 6.0.3, pydantic 2.13.4, CPython 3.11.7 when committed.) NeMo's ViewSignal {metric, output,
weight?} (judge-replay-and-graders.md C.1 item 8; atif-and-nemo-evidence.md §3.1) is a pydantic model
with `weight: float | None = None`, validated in lax mode; WEIGHTED_MEAN reads a missing weight as
1.0 and a zero total weight gives None (the trial's view is skipped). Each case: the YAML text of
the first signal's weight, with signal values [1.0, 0.0] and the second weight 1.0; the view value
("NaN" for a NaN, null when skipped) or "error" when the model refuses the weight.
"""
import json, math
from typing import Optional
import yaml
from pydantic import BaseModel, ValidationError

class ViewSignal(BaseModel):
    metric: str
    output: str
    weight: Optional[float] = None

def weighted_mean(values, weights):
    w = [1.0 if x is None else x for x in weights]
    total = sum(w)
    if total == 0:
        return None
    return sum(a * b for a, b in zip(w, values)) / total

TEXTS = ["null", "~", "'2'", "' 3 '", "'1e3'", "'inf'", "true", "false", "2", "2.5", "0x10", "-1", ".nan", ".inf", "-.inf", "'abc'", "[1]", "{}", "''"]
out = []
for text in TEXTS:
    raw = yaml.safe_load(f"weight: {text}")["weight"]
    try:
        signal = ViewSignal(metric="keyword_match", output="score", weight=raw)
    except ValidationError:
        out.append({"yaml": text, "view": "error"})
        continue
    v = weighted_mean([1.0, 0.0], [signal.weight, 1.0])
    out.append({"yaml": text, "view": "NaN" if v is not None and math.isnan(v) else v})
print(json.dumps(out, indent=1))
