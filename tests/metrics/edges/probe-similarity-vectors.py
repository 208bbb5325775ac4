"""Spec §4.22 (+ §3.1, §3.3, §3.5) probe-similarity metrics on edge-case responses files: a truncated
last line, blank lines, empty and non-ASCII answers (astral, combining), agents that are not in the
run, cutoffs far beyond the run's last round, one agent / one replica, duplicate replica indices,
the same question asked under two role filters, and many groups where a naive sum differs from
Python 3.12's Neumaier sum. Python 3.11 is installed (naive sum()): §3.1's Neumaier sum is written
out below; rapidfuzz is absent: §4.22's normalized_similarity is written out (code-point DP).
Rows are validated with pydantic (installed here) like GlossoGen's ProtocolProbeResponse (lax mode).
Run: python3 tests/metrics/edges/probe-similarity-vectors.py > tests/metrics/edges/probe-similarity-vectors.json
"""
import io
import itertools
import json
import math
import random
from typing import Optional

from pydantic import BaseModel, ValidationError


class ProtocolProbeResponse(BaseModel):
    timestamp: str
    replica_index: int
    agent_id: str
    role_name: str
    model: str
    provider: str
    question_id: str
    question_role_filter: str
    cutoff_round: Optional[int]
    reasoning_text: str
    response_text: str


def neumaier_sum(xs):
    xs = list(xs)
    if not xs:
        return 0
    f = 0 + xs[0]
    c = 0.0
    for x in xs[1:]:
        t = f + x
        if abs(f) >= abs(x):
            c += (f - t) + x
        else:
            c += (x - t) + f
        f = t
    if c != 0 and math.isfinite(c):
        f += c
    return f


def naive_sum(xs):
    total = 0.0
    for x in xs:
        total += x
    return total


def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[len(b)]


def sim(a, b):
    d = levenshtein(a, b)
    m = max(len(a), len(b))
    norm_dist = d / m if m else 0
    return 1.0 - norm_dist


def cutoff_sort_key(c):
    return (1, 0) if c is None else (0, c)


def cartesian_mean(xs, ys):
    total = 0.0
    count = 0
    for x in xs:
        for y in ys:
            total += sim(x, y)
            count += 1
    return total / count


def read_rows(text):
    rows = []
    for line in io.StringIO(text, newline=None):
        if not line.strip():
            continue
        try:
            rows.append(ProtocolProbeResponse.model_validate_json(line))
        except ValidationError:
            continue
    return rows


def by_replica(rows):
    return sorted(rows, key=lambda r: r.replica_index)


def replica(rows):
    groups = {}
    for r in rows:
        groups.setdefault((r.agent_id, r.question_id, r.cutoff_round), []).append(r)
    out = []
    for key in sorted(groups, key=lambda k: (k[0], k[1], cutoff_sort_key(k[2]))):
        g = by_replica(groups[key])
        if len(g) < 2:
            continue
        texts = [r.response_text for r in g]
        cells = []
        total = 0.0
        for i in range(len(texts)):
            for j in range(i + 1, len(texts)):
                v = sim(texts[i], texts[j])
                cells.append({"i": i, "j": j, "value": v})
                total += v
        out.append((g[0], g, cells, total / len(cells)))
    if not out:
        return None
    score = neumaier_sum(m for *_, m in out) / len(out)
    per_agent = {}
    for first, _, _, m in out:
        entry = per_agent.setdefault(first.agent_id, {"means": [], "role": None})
        entry["means"].append(m)
        entry["role"] = first.role_name
    return {
        "score": score,
        "summary": f"Replica self-similarity (macro mean across {len(out)} groups): {score:.3f}. Saturation at 1.0 is expected on converged protocols.",
        "per_round": [],
        "per_agent": [
            [a, neumaier_sum(e["means"]) / len(e["means"]), f"role={e['role']}; mean self-similarity over {len(e['means'])} (question, cutoff) groups."]
            for a, e in sorted(per_agent.items())
        ],
        "artifact": {
            "schema_version": 1,
            "groups": [
                {
                    "agent_id": f.agent_id, "role_name": f.role_name, "model": f.model, "provider": f.provider,
                    "question_id": f.question_id, "question_role_filter": f.question_role_filter,
                    "cutoff_round": f.cutoff_round, "replica_indices": [r.replica_index for r in g],
                    "response_texts": [r.response_text for r in g], "cells": cells, "mean_similarity": m,
                }
                for f, g, cells, m in out
            ],
            "overall_mean_similarity": score,
        },
    }


def agent_pair(rows):
    groups = {}
    for r in rows:
        groups.setdefault((r.question_id, r.cutoff_round, r.question_role_filter), {}).setdefault(r.agent_id, []).append(r)
    out = []
    for key in sorted(groups, key=lambda k: (k[0], cutoff_sort_key(k[1]), k[2])):
        by_agent = groups[key]
        if len(by_agent) < 2:
            continue
        agent_ids = sorted(by_agent)
        texts = {a: [r.response_text for r in by_replica(by_agent[a])] for a in agent_ids}
        cells = [{"i": i, "j": j, "value": cartesian_mean(texts[agent_ids[i]], texts[agent_ids[j]])}
                 for i, j in itertools.combinations(range(len(agent_ids)), 2)]
        m = neumaier_sum(c["value"] for c in cells) / len(cells)
        out.append({
            "question_id": key[0], "question_role_filter": key[2], "cutoff_round": key[1], "agent_ids": agent_ids,
            "role_names": [by_agent[a][0].role_name for a in agent_ids], "models": [by_agent[a][0].model for a in agent_ids],
            "response_texts_by_agent": texts, "cells": cells, "mean_similarity": m,
        })
    if not out:
        return None
    score = neumaier_sum(g["mean_similarity"] for g in out) / len(out)
    return {
        "score": score,
        "summary": f"Agent-pair similarity (macro mean across {len(out)} (question, cutoff) groups): {score:.3f}. Lower values indicate the agents' protocols diverged.",
        "per_round": [],
        "per_agent": [],
        "artifact": {"schema_version": 1, "groups": out, "overall_mean_similarity": score},
    }


def trajectory(rows):
    groups = {}
    for r in rows:
        groups.setdefault((r.agent_id, r.question_id), {}).setdefault(r.cutoff_round, []).append(r)
    out = []
    for key in sorted(groups):
        by_cutoff = groups[key]
        if len(by_cutoff) < 2:
            continue
        cutoffs = sorted(by_cutoff, key=cutoff_sort_key)
        pairs = []
        for a, b in zip(cutoffs, cutoffs[1:]):
            ta = [r.response_text for r in by_replica(by_cutoff[a])]
            tb = [r.response_text for r in by_replica(by_cutoff[b])]
            pairs.append({"cutoff_a": a, "cutoff_b": b, "response_texts_a": ta, "response_texts_b": tb,
                          "mean_similarity": cartesian_mean(ta, tb)})
        f = by_cutoff[cutoffs[0]][0]
        out.append({
            "agent_id": f.agent_id, "role_name": f.role_name, "model": f.model, "provider": f.provider,
            "question_id": f.question_id, "question_role_filter": f.question_role_filter, "cutoffs": cutoffs,
            "pairs": pairs, "mean_similarity": neumaier_sum(p["mean_similarity"] for p in pairs) / len(pairs),
        })
    if not out:
        return None
    all_pairs = [p for g in out for p in g["pairs"]]
    score = neumaier_sum(p["mean_similarity"] for p in all_pairs) / len(all_pairs)
    numeric = [p["cutoff_b"] for p in all_pairs if p["cutoff_b"] is not None]
    buckets = {}
    for p in all_pairs:
        if p["cutoff_b"] is not None:
            buckets.setdefault(p["cutoff_b"], []).append(p["mean_similarity"])
        elif numeric:
            buckets.setdefault(max(numeric) + 1, []).append(p["mean_similarity"])
    per_round = [[r, naive_sum(v) / len(v), f"Mean adjacent-cutoff similarity over {len(v)} (agent, question) groups."]
                 for r, v in sorted(buckets.items())]
    return {
        "score": score,
        "summary": f"Cutoff trajectory similarity (macro mean across {len(all_pairs)} adjacent-cutoff pairs in {len(out)} (agent, question) groups): {score:.3f}.",
        "per_round": per_round,
        "per_agent": [],
        "artifact": {"schema_version": 1, "groups": out, "overall_mean_similarity": score},
    }


def row(replica_index, agent, question, cutoff, text, role="Field Observer", flt="observer", **extra):
    fields = {
        "timestamp": "2026-01-01T00:00:00.000000Z", "replica_index": replica_index, "agent_id": agent,
        "role_name": role, "model": "m", "provider": "anthropic", "question_id": question,
        "question_role_filter": flt, "cutoff_round": cutoff, "reasoning_text": "because", "response_text": text,
    }
    fields.update(extra)
    return json.dumps(fields, ensure_ascii=False, separators=(",", ":"))


def neumaier_case():
    rng = random.Random(7)
    alphabet = "ab c😀é"
    while True:
        lines = []
        for g in range(40):
            for rep in (1, 2, 3):
                text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 9)))
                lines.append(row(rep, f"agent_{g % 3}", f"q{g:02d}", [2, 7, None][rep - 1], text))
                lines.append(row(rep, f"agent_{g % 3}", f"q{g:02d}", [2, 7, None][rep - 1], text[::-1] + "x"))
        rows = read_rows("\n".join(lines))
        r, t = replica(rows), trajectory(rows)
        naive_r = naive_sum(g["mean_similarity"] for g in r["artifact"]["groups"]) / len(r["artifact"]["groups"])
        pairs = [p["mean_similarity"] for g in t["artifact"]["groups"] for p in g["pairs"]]
        if naive_r != r["score"] and naive_sum(pairs) / len(pairs) != t["score"]:
            return "\n".join(lines) + "\n"
        alphabet += "d"


NaN_ROW = float("nan")

CASES = {
    "empty file": "",
    "truncated last line, blank and whitespace-only lines": "\n".join([
        row(1, "a", "q1", 3, "north gate"),
        "   \t",
        row(2, "a", "q1", 3, "north gat"),
        "",
        row(1, "b", "q1", 3, "south"),
        '{"timestamp":"2026-01-01T00:00:00.000000Z","replica_index":2,"agent_id":"b","role_na',
    ]),
    "empty and non-ASCII answers": "\n".join([
        row(1, "a", "q1", None, ""),
        row(2, "a", "q1", None, ""),
        row(3, "a", "q1", None, "😀x😀"),
        row(1, "b", "q1", None, "😀y😀"),
        row(2, "b", "q1", None, "e\u0301"),
        row(1, "a", "q1", 4, "é"),
        row(2, "a", "q1", 4, "Ünïcödé 日本"),
        row(1, "b", "q1", 4, ""),
    ]) + "\n",
    "agents not in the run, cutoffs beyond the last round": "\n".join([
        row(1, "ghost", "q1", 2, "alpha"),
        row(1, "ghost", "q1", 99, "alpha beta"),
        row(2, "ghost", "q1", 99, "alphabet"),
        row(1, "ghost", "q1", None, "beta"),
        row(1, "phantom", "q1", 99, "alpha"),
        row(1, "phantom", "q1", None, "gamma"),
        row(1, "field_observer", "q1", 2, "alpha"),
    ]) + "\n",
    "one agent, one replica per cutoff": "\n".join([
        row(1, "solo", "q1", 1, "one"), row(1, "solo", "q1", 2, "two"), row(1, "solo", "q1", 3, "three"),
    ]) + "\n",
    "ties: one question under two filters, roles changing, duplicate replica indices": "\n".join([
        row(1, "b", "q", 5, "same", role="Engineer", flt="engineer"),
        row(1, "a", "q", 5, "same", role="Engineer", flt="engineer"),
        row(1, "b", "q", 5, "same", role="Observer B", flt="observer"),
        row(1, "a", "q", 5, "sane", role="Observer A", flt="observer"),
        row(1, "a", "q", 5, "same", role="Observer A2", flt="observer"),
        row(1, "a", "r", 5, "x", role="Observer A3"),
        row(1, "a", "r", 5, "y", role="Observer A4"),
        row(2, "b", "q", 5, "same!", role="Observer B2", flt="observer"),
    ]) + "\n",
    "many groups: a naive sum differs from Neumaier": neumaier_case(),
    # json.loads and pydantic's JSON parser read NaN/Infinity (here in a field the model ignores);
    # lax-mode ints take booleans, integral floats and integral strings (whitespace, "_", ".0")
    "NaN in an extra field, lax-mode ints": "\n".join([
        row(1, "a", "q1", 3, "north", latency=float("nan")),
        row(True, "a", "q1", "\u00a0 3.0 ", "nort", extra=[float("inf"), -float("inf")]),
        row(2.0, "a", "q1", "+3", "nor"),
        row("0_3", "a", "q1", 3, "no"),
        row(1, "b", "q1", "1_0.00", "north"),
        row(1, "b", "q1", False, "south"),
        row(2, "b", "q1", "3.5", "dropped: not an int"),
        row(2, "b", "q1", "1e1", "dropped: no exponent in int strings"),
        row(2, "b", "q1", 1.5, "dropped: not integral"),
        row(2, "b", "q1", "\ufeff10", "dropped: U+FEFF is not white space"),
        row(2, "b", "q1", NaN_ROW, "dropped: NaN is not an int"),
        "\ufeff" + row(3, "b", "q1", 10, "dropped: a BOM is not JSON"),
    ]) + "\n",
}


def compact(result):
    # orjson-compact (§4.22): no spaces, raw UTF-8; every float here is in orjson's plain-decimal range
    if result is not None:
        result["artifact"] = json.dumps(result["artifact"], ensure_ascii=False, separators=(",", ":"))
    return result


def expected(text):
    rows = read_rows(text)
    return {
        "protocol_probe_replica_self_similarity": compact(replica(rows)) if rows else None,
        "protocol_probe_agent_pair_similarity": compact(agent_pair(rows)) if rows else None,
        "protocol_probe_cutoff_trajectory": compact(trajectory(rows)) if rows else None,
    }


print(json.dumps([{"name": name, "responses": text, "expected": expected(text)} for name, text in CASES.items()],
                 ensure_ascii=False, indent=1))
