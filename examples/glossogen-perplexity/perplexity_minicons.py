#!/usr/bin/env python3
"""perplexity_minicons: GlossoGen's `perplexity`, computed the way GlossoGen computes it.

An agent-eval external-command metric (context document on stdin, measurements on stdout). It
calls minicons exactly as GlossoGen's perplexity metric does: `IncrementalLMScorer(model, device)`
on CUDA when available, one `sequence_score(round_texts, reduction=-mean)` call per round over
the round's pristine primary-channel messages, NaN values (one-token messages) dropped, then the
mean of the per-round means. Needs `pip install minicons torch` (GlossoGen's metrics-ml extra) and
the model in the Hugging Face cache or at AGENT_EVAL_MINICONS_MODEL (a local directory works).

Differences from agent-eval's built-in `perplexity`: the numbers come from torch (float32,
batched), so they equal GlossoGen's on the same hardware; a channel whose messages all have one
token gives no measurement (agent-eval's rule) where GlossoGen writes a zero.
"""

import json
import math
import os
import sys

NAME = "perplexity_minicons"
UNIT = "nats/token (gpt2)"


def py_sum(values):
    """Python 3.12's sum() of floats (Neumaier compensation), whatever Python runs this."""
    values = list(values)
    if not values:
        return 0.0
    total, compensation = 0.0 + values[0], 0.0
    for x in values[1:]:
        t = total + x
        compensation += (total - t) + x if abs(total) >= abs(x) else (x - t) + total
        total = t
    return total + compensation if compensation and math.isfinite(compensation) else total


def mean(values):
    return py_sum(values) / len(values) if values else 0.0


def population_std(values, centre):
    return math.sqrt(py_sum((v - centre) ** 2 for v in values) / len(values)) if len(values) >= 2 else 0.0


def pristine_index(events):
    """Message id -> the text the sender meant, from successful send_message results."""
    index = {}
    for event in events:
        if event["event_type"] != "tool_result_received" or event.get("tool_name") != "send_message":
            continue
        try:
            result = json.loads(event["result"])
        except (TypeError, ValueError):
            continue
        text = (event.get("arguments") or {}).get("text")
        if isinstance(result, dict) and result.get("status") == "sent" and isinstance(result.get("message_id"), str) and isinstance(text, str):
            index[result["message_id"]] = text
    return index


def rounds_of(events, channel_id, index):
    by_round = {}
    for event in events:
        if event["event_type"] != "message_sent" or event["message"]["channel_id"] != channel_id:
            continue
        text = index.get(event["message"].get("message_id"), event["message"]["text"])
        if text != "":
            by_round.setdefault(event["round_number"], []).append(text)
    return dict(sorted(by_round.items()))


def compute(context):
    channels = context["scenario"]["primary_channels"]
    if not channels:
        print("no primary channel; not applicable", file=sys.stderr)
        return []
    import torch
    from minicons import scorer as minicons_scorer

    model = os.environ.get("AGENT_EVAL_MINICONS_MODEL", "gpt2")
    index = pristine_index(context["events"])
    out = []
    for channel in channels:
        by_round = rounds_of(context["events"], channel["channel_id"], index)
        if not by_round:
            continue
        lm = minicons_scorer.IncrementalLMScorer(model, "cuda" if torch.cuda.is_available() else "cpu")
        per_round, round_means, total = [], [], 0
        for round_number, texts in by_round.items():
            values = [v for v in lm.sequence_score(texts, reduction=lambda t: -t.mean(0).item()) if not math.isnan(v)]
            if not values:
                continue
            m = mean(values)
            per_round.append({"round_number": round_number, "value": m, "note": f"{len(values)} messages, std={population_std(values, m):.3f}"})
            round_means.append(m)
            total += len(values)
        if not round_means:
            print(f"no message on {channel['channel_id']} has two or more tokens; no measurement", file=sys.stderr)
            continue
        score = mean(round_means)
        name = NAME if channel["team_id"] is None else f"{NAME}_{channel['team_id']}"
        out.append(
            {
                "metric_name": name,
                "score": score,
                "score_unit": UNIT,
                "summary": f"{total} messages on {channel['channel_id']} across {len(round_means)} rounds; mean per-token surprisal {score:.3f} nats (round-to-round std {population_std(round_means, score):.3f})",
                "per_round": per_round,
                "per_agent": [],
            }
        )
    return out


def main():
    context = json.load(sys.stdin)
    if context.get("format") != "agent-eval/metric-context/v1":
        sys.exit(f"{NAME}: unsupported context format {context.get('format')!r}")
    json.dump(compute(context), sys.stdout)


if __name__ == "__main__":
    main()
