#!/usr/bin/env python3
"""word_count: mean words per message on the scenario's primary channels.

An agent-eval external-command metric. agent-eval writes the metric context as one JSON document
to stdin (format "agent-eval/metric-context/v1") and reads a JSON list of measurements from
stdout. Print [] when the metric does not apply. Lines on stderr go to agent-eval's log; a
non-zero exit fails the metric with the tail of stderr. Standard library only.
"""

import json
import sys

NAME = "word_count"


def compute(context):
    primary = {channel["channel_id"] for channel in context["scenario"]["primary_channels"]}
    counts = [
        len(event["message"]["text"].split())
        for event in context["events"]
        if event["event_type"] == "message_sent" and event["message"]["channel_id"] in primary
    ]
    if not counts:
        print("no message on a primary channel; not applicable", file=sys.stderr)
        return []
    mean = sum(counts) / len(counts)
    return [
        {
            "metric_name": NAME,
            "score": mean,
            "score_unit": "words/message",
            "summary": f"{mean:.2f} words per message across {len(counts)} messages",
            "per_round": [],
            "per_agent": [],
        }
    ]


def main():
    context = json.load(sys.stdin)
    if context.get("format") != "agent-eval/metric-context/v1":
        sys.exit(f"{NAME}: unsupported context format {context.get('format')!r}")
    json.dump(compute(context), sys.stdout)


if __name__ == "__main__":
    main()
