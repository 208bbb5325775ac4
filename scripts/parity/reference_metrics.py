"""Independent reference values for the real-run parity test.

Computes four deterministic GlossoGen metrics for a veyru run directly in Python, using CPython's
own zlib and math.log2 and a transcription of CPython 3.12's compensated float sum(), so the
TypeScript implementation can be compared against values it did not produce. Usage:

    python3 scripts/parity/reference_metrics.py ../shared/runs/veyru-1780600361/veyru.jsonl
"""
import json
import math
import sys
import zlib
from collections import Counter


def py312_sum(values):
    values = list(values)
    if not values:
        return 0
    f = 0.0 + values[0]
    c = 0.0
    for x in values[1:]:
        t = f + x
        if abs(f) >= abs(x):
            c += (f - t) + x
        else:
            c += (x - t) + f
        f = t
    if c and math.isfinite(c):
        f += c
    return f


def mean(values):
    return py312_sum(values) / len(values) if values else 0.0


def entropy(text):
    counts = Counter(text)
    total = len(text)
    return -py312_sum((n / total) * math.log2(n / total) for n in counts.values())


def gzip_ratio(text):
    data = text.encode("utf-8")
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    return len(comp.compress(data) + comp.flush()) / len(data)


def main(path):
    events = []
    running = 0
    with open(path, "rb") as handle:
        for raw in handle:
            line = raw.strip()
            if not line:
                continue
            event = json.loads(line)
            if event.get("event_type") == "round_advanced" and isinstance(event.get("round_number"), int):
                running = event["round_number"]
            event.setdefault("round_number", running)
            events.append(event)
    by_round = {}
    for e in events:
        if e["event_type"] == "message_sent" and e["message"]["channel_id"] == "link" and e["message"]["text"] != "":
            by_round.setdefault(e["round_number"], []).append(e["message"]["text"])
    rounds = sorted(by_round)
    out = {}
    for name, fn in (("message_entropy", entropy), ("gzip_compression_ratio", gzip_ratio)):
        per_round = [mean([fn(t) for t in by_round[r]]) for r in rounds]
        out[name] = {"score": mean(per_round), "per_round": dict(zip(rounds, per_round))}
    chars = [float(sum(len(t) for t in by_round[r])) for r in rounds]
    out["mean_chars_per_round"] = {"score": mean(chars), "per_round": dict(zip(rounds, chars))}
    lengths = [len(t) for r in rounds for t in by_round[r]]
    out["mean_chars_per_message"] = {"score": mean([float(n) for n in lengths])}
    results = [e for e in events if e["event_type"] == "round_result_recorded"]
    out["round_success"] = {"score": sum(1 for e in results if e["success"]) / len(results), "total": len(results)}
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main(sys.argv[1])
