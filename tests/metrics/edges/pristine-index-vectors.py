"""Spec §1.6 pristine-text index, implemented as the spec states it (Python's json.loads).

Prints, for each send_message tool result, whether GlossoGen indexes it (the pristine text then
replaces the transmitted one). Run: python3 tests/metrics/edges/pristine-index-vectors.py
"""
import json

RESULTS = [
    '{"status": "sent", "message_id": "m1", "token_count": 3}',
    '{"status": "sent", "message_id": "m2", "token_count": NaN}',
    '{"status": "sent", "message_id": "m3", "score": Infinity, "low": -Infinity}',
    '{"status": "sent", "message_id": "m4", "x": 1e400}',
    '{"status": "sent", "message_id": "m5", "x": nan}',
    '\ufeff{"status": "sent", "message_id": "m6"}',
    '{"status": "queued", "message_id": "m7"}',
    '{"status": "sent", "message_id": 8}',
    '["sent"]',
    '{"status": "sent", "message_id": "m9"} trailing',
]


def indexed(result: str) -> bool:
    try:
        payload = json.loads(result)
    except ValueError:
        return False
    if not isinstance(payload, dict):
        return False
    return payload.get("status") == "sent" and isinstance(payload.get("message_id"), str)


print(json.dumps([[r, indexed(r)] for r in RESULTS], ensure_ascii=True))
