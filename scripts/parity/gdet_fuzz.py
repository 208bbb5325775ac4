"""Hostile event logs for GlossoGen's deterministic metrics, with the measurements written out in Python.

An independent re-implementation, straight from the spec (glossogen-evaluation-spec.md §1.2, §1.6, §3,
§4.1-4.13, §7), of: message_entropy, gzip_compression_ratio, english_ngram_surprisal,
english_ngram_backoff_surprisal, mean_chars_per_round, mean_chars_per_message, round_success,
round_ended_idle, round_ended_timeout, postmortem_ended_timeout, content_filter_refusal and
round_success_after_resume (in-run anchors). CPython 3.12's Neumaier sum() is written out (this machine's
python3 is 3.11, whose sum() is naive). Product decision 2 (no measurement instead of upstream's zero when
no message of a channel can be scored) is applied.

Usage (CPython 3.11.7 + orjson; tool used for tests/metrics/edges/hostile-logs-vectors.json):
    python3 scripts/parity/gdet_fuzz.py generate OUT_DIR COUNT SEED   # writes OUT_DIR/<i>/<scenario>.jsonl + expected.json
    python3 scripts/parity/gdet_fuzz.py compare OUT_DIR               # compares each <scenario>_report.json
"""
import json
import math
import os
import random
import sys
import zlib
from collections import Counter

import orjson

METRICS = [
    "round_success", "mean_chars_per_round", "mean_chars_per_message", "message_entropy",
    "gzip_compression_ratio", "english_ngram_surprisal", "english_ngram_backoff_surprisal",
    "round_ended_idle", "round_ended_timeout", "postmortem_ended_timeout", "content_filter_refusal",
    "round_success_after_resume",
]

# ---------------------------------------------------------------- numerics (spec §3)


def py312_sum(values):
    values = list(values)
    if not values:
        return 0
    f = 0 + values[0]
    c = 0.0
    for x in values[1:]:
        t = f + x
        if abs(f) >= abs(x):
            c += (f - t) + x
        else:
            c += (x - t) + f
        f = t
    if c != 0 and math.isfinite(c):
        f += c
    return f


def mean(values):
    return py312_sum(values) / len(values) if values else 0.0


def pstd(values, m):
    if len(values) < 2:
        return 0.0
    return math.sqrt(py312_sum([(v - m) ** 2 for v in values]) / len(values))


def entropy(text):
    if not text:
        return float("nan")
    total = len(text)
    return -py312_sum([(c / total) * math.log2(c / total) for c in Counter(text).values()])


def gzip_ratio(text):
    data = text.encode("utf-8")
    if not data:
        return float("nan")
    co = zlib.compressobj(level=9, method=zlib.DEFLATED, wbits=-15)
    return len(co.compress(data) + co.flush()) / len(data)


def plain_score(model, text):
    vocab = model["vocab"]
    vs = set(vocab)
    V = len(vocab)
    total = 0.0
    n = 0
    for word in text.lower().split():
        mapped = "".join(ch if ch in vs else "\x00" for ch in word)
        padded = "^^" + mapped + "$"
        for i in range(2, len(padded)):
            ctx = padded[i - 2:i]
            ch = padded[i]
            p = (model["trigram"].get(ctx + ch, 0) + 1.0) / (model["bigram"].get(ctx, 0) + 1.0 * V)
            total += -math.log(p)
            n += 1
    return float("nan") if n == 0 else total / n


PUNCT = set(".,;:!?'\"()[]{}-/+=*&%#@_<>~")


def backoff_score(model, text):
    vs = set(model["vocab"])
    tri, bi, uni, tot = model["trigram"], model["bigram"], model["unigram"], model["total"]
    src = text if model["case_sensitive"] else text.lower()
    total_s = 0.0
    n = 0
    for word in src.split():
        mapped = []
        for ch in word:
            if ch in "^$":
                mapped.append("\x00")
            elif not model["keep_punctuation"] and ch in PUNCT:
                continue
            else:
                mapped.append(ch if ch in vs else "\x00")
        padded = "^^" + "".join(mapped) + "$"
        for i in range(2, len(padded)):
            ctx = padded[i - 2:i]
            ch = padded[i]
            if tri.get(ctx + ch, 0) > 0:
                p = tri[ctx + ch] / bi[ctx]
            elif bi.get(ctx[1] + ch, 0) > 0:
                p = 0.4 * bi[ctx[1] + ch] / uni[ctx[1]]
            elif uni.get(ch, 0) > 0:
                p = 0.4 * 0.4 * uni[ch] / tot
            else:
                p = 0.4 * 0.4 * 0.4 / tot
            total_s += -math.log(p)
            n += 1
    return float("nan") if n == 0 else total_s / n


def fx(x, d):
    return f"{x:.{d}f}"


# ---------------------------------------------------------------- models (spec §9.1)

PLAIN_T = {
    "vocab": list("abcdefghij") + list("lphbet^$"),
    "bigram": {k: 1000 for k in ["^^", "^a", "al", "lp", "ph", "ha", "^b", "be", "et", "ta"]},
    "trigram": {k: 1000 for k in ["^^a", "^al", "alp", "lph", "pha", "ha$", "^^b", "^be", "bet", "eta", "ta$"]},
}
# a hostile plain table: non-ASCII vocabulary (what lower() yields matters), duplicates counted by len()
PLAIN_X = {
    "vocab": list("abcdefgh") + ["ɤ", "σ", "ς", "i", "\u0307", "𐐨", "^", "$"],
    "bigram": {"^^": 16, "^ɤ": 48, "^σ": 16, "σς": 48, "^i": 16, "i\u0307": 48, "^𐐨": 16},
    "trigram": {"^^ɤ": 15, "^^σ": 7, "^σς": 3, "^^i": 1, "^i\u0307": 15, "^^𐐨": 7, "^ɤ$": 31, "σς$": 15},
}
BACKOFF_TR = {
    "vocab": list("abcdefghijlpht^$"),
    "trigram": {k: 1000 for k in ["^^a", "^al", "alp", "lph", "pha", "ha$", "^^b", "^be", "bet", "eta", "ta$"]},
    "bigram": {k: 1000 for k in ["^^", "^a", "al", "lp", "ph", "ha", "^b", "be", "et", "ta"]},
    "unigram": {c: 1000 for c in "abcdefghijlpht^$"},
    "total": 16000,
    "case_sensitive": True,
    "keep_punctuation": True,
}
BACKOFF_X = {
    "vocab": list("abcAB.,!?") + ["ɤ", "Ɤ", "σ", "Σ", "é", "😀", "^", "$"],
    "trigram": {"^^a": 5, "^ab": 2, "ab$": 2, "^^Ɤ": 1, "^Ɤ$": 1, "^^😀": 3, "^😀$": 2, "^^.": 1},
    "bigram": {"^^": 12, "^a": 5, "ab": 2, "b$": 3, "^Ɤ": 1, "Ɤ$": 1, "^😀": 3, "😀$": 2, "^.": 1, "a.": 1},
    "unigram": {"^": 24, "$": 12, "a": 6, "b": 3, "Ɤ": 1, "😀": 3, ".": 2, "é": 1},
    "total": 52,
    "case_sensitive": True,
    "keep_punctuation": True,
}

# ---------------------------------------------------------------- the reader (spec §1.2, §1.6)


def backfill(raw_events):
    running = 0
    out = []
    for raw in raw_events:
        raw = json.loads(json.dumps(raw))
        if raw.get("event_type") == "round_advanced" and isinstance(raw.get("round_number"), int):
            running = raw["round_number"]
        if "round_number" not in raw:
            raw["round_number"] = running
        if raw["event_type"] == "message_sent" and isinstance(raw["message"], dict) and "round_number" not in raw["message"]:
            raw["message"]["round_number"] = raw["round_number"]
        raw["round_number"] = lax_int(raw["round_number"])  # pydantic lax mode: "2", 2.0, True
        if "success" in raw:
            raw["success"] = lax_bool(raw["success"])
        out.append(raw)
    return out


def lax_int(v):
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, float):
        assert v.is_integer()
        return int(v)
    if isinstance(v, str):
        return int(v.strip())
    return v


def lax_bool(v):
    if isinstance(v, bool):
        return v
    if isinstance(v, int):
        return {0: False, 1: True}[v]
    return {"0": False, "off": False, "f": False, "false": False, "n": False, "no": False,
            "1": True, "on": True, "t": True, "true": True, "y": True, "yes": True}[v.lower()]


def pristine_index(events):
    idx = {}
    for e in events:
        if e["event_type"] != "tool_result_received" or e["tool_name"] != "send_message":
            continue
        try:
            res = json.loads(e["result"])
        except Exception:
            continue
        if not isinstance(res, dict) or res.get("status") != "sent":
            continue
        mid = res.get("message_id")
        text = e["arguments"].get("text")
        if not isinstance(mid, str) or not isinstance(text, str):
            continue
        idx[mid] = text
    return idx


def by_round(events, channel_id, textof):
    out = {}
    for e in events:
        if e["event_type"] == "message_sent" and e["message"]["channel_id"] == channel_id:
            t = textof(e)
            if t == "":
                continue
            out.setdefault(e["round_number"], []).append(t)
    return out


def metric_name(base, team):
    return base if team is None else f"{base}_{team}"


def M(name, score, unit, summary, per_round=(), per_agent=()):
    return {"metric_name": name, "score": float(score), "score_unit": unit, "summary": summary,
            "per_round": [{"round_number": r, "value": float(v), "note": n} for r, v, n in per_round],
            "per_agent": [{"agent_id": a, "value": float(v), "note": n} for a, v, n in per_agent]}


LANG = {
    "message_entropy": ("bits/char", "mean within-message character entropy {s} bits/char (lower = more repetitive/compressible; round-to-round std {d})"),
    "gzip_compression_ratio": ("compressed/original", "mean per-message gzip compression ratio {s} compressed/original (raw DEFLATE, gzip framing excluded; lower = more compressible/repetitive; round-to-round std {d})"),
    "english_ngram_surprisal": ("nats/char (english-trigram)", "mean per-char English-trigram surprisal {s} nats (higher = less English-like; round-to-round std {d})"),
    "english_ngram_backoff_surprisal": ("nats/char (english-backoff-trigram)", "mean per-char backoff-trigram surprisal {s} nats (higher = less English-like; round-to-round std {d})"),
}


def lang_metric(base, fn, events, channels):
    idx = pristine_index(events)
    out = []
    for cid, team in channels:
        br = by_round(events, cid, lambda e: idx.get(e["message"]["message_id"], e["message"]["text"]))
        if not br:
            continue
        rounds = []
        for rn in sorted(br):
            vals = [v for v in (fn(t) for t in br[rn]) if not math.isnan(v)]
            if not vals:
                continue
            m = mean(vals)
            rounds.append((rn, m, pstd(vals, m), len(vals)))
        if not rounds:
            continue  # product decision 2
        rm = [r[1] for r in rounds]
        score = mean(rm)
        rs = pstd(rm, score)
        n = sum(r[3] for r in rounds)
        unit, tail = LANG[base]
        summary = f"{n} messages on {cid} across {len(rounds)} rounds; " + tail.format(s=fx(score, 3), d=fx(rs, 3))
        out.append(M(metric_name(base, team), score, unit, summary, [(r[0], r[1], f"{r[3]} messages, std={fx(r[2], 3)}") for r in rounds]))
    return out


def mcr(events, channels):
    out = []
    for cid, team in channels:
        br = by_round(events, cid, lambda e: e["message"]["text"])
        if not br:
            continue
        totals = [float(sum(len(t) for t in br[r])) for r in sorted(br)]
        score = mean(totals)
        std = pstd(totals, score)
        out.append(M(metric_name("mean_chars_per_round", team), score, "chars/round",
                     f"{len(totals)} rounds with messages on {cid}; {int(sum(totals))} total chars, mean {fx(score, 1)} chars/round (std {fx(std, 1)})",
                     [(r, float(sum(len(t) for t in br[r])), f"{len(br[r])} messages") for r in sorted(br)]))
    return out


def mcm(events, channels):
    out = []
    for cid, team in channels:
        br = by_round(events, cid, lambda e: e["message"]["text"])
        if not br:
            continue
        lens = [float(len(t)) for r in sorted(br) for t in br[r]]
        score = mean(lens)
        std = pstd(lens, score)
        pr = []
        for r in sorted(br):
            ls = [float(len(t)) for t in br[r]]
            m = mean(ls)
            pr.append((r, m, f"{len(ls)} messages, std={fx(pstd(ls, m), 2)}"))
        out.append(M(metric_name("mean_chars_per_message", team), score, "chars/message",
                     f"{len(lens)} messages on {cid} across {len(br)} rounds; mean {fx(score, 2)} chars/message (std {fx(std, 2)})", pr))
    return out


def team_key(t):
    return (t is not None, t if t is not None else "")


def round_success(events):
    res = [e for e in events if e["event_type"] == "round_result_recorded"]
    if not res:
        return []
    groups = {}
    for e in res:
        groups.setdefault(e["team_id"], []).append(e)
    out = []
    for team in sorted(groups, key=team_key):
        g = sorted(groups[team], key=lambda e: e["round_number"])
        won = sum(1 for e in g if e["success"])
        out.append(M(metric_name("round_success", team), won / len(g), f"fraction of rounds succeeded ({won}/{len(g)})",
                     f"succeeded in {won}/{len(g)} rounds", [(e["round_number"], 1.0 if e["success"] else 0.0, e["reason"]) for e in g]))
    return out


def round_ended(events, name, trig):
    total = max([e["round_number"] for e in events if e["event_type"] == "round_advanced"], default=0)
    ended = [e for e in events if e["event_type"] == "round_ended"]
    if total > 0 and not ended:
        return [M(name, 0.0, f"rounds ended via {trig}",
                  f"{name} metric requires round_ended events; this run predates that event type — re-run the scenario to re-evaluate.")]
    triggers = {}
    for e in ended:
        triggers[e["round_number"]] = e["trigger"]
    ident = sorted(r for r, t in triggers.items() if t == trig)
    return [M(name, len(ident), f"rounds ended via {trig} (out of {total})",
              f"{len(ident)}/{total} rounds ended with the {trig} trigger: {ident}", [(r, 1.0, trig) for r in ident])]


def postmortem(events):
    phases = sum(1 for e in events if e["event_type"] == "postmortem_started")
    if phases == 0:
        return []
    rounds = {e["round_number"] for e in events if e["event_type"] == "postmortem_ended" and e["trigger"] == "postmortem_timeout"}
    rounds |= {e["round_number"] - 1 for e in events if e["event_type"] == "round_advanced" and e["trigger"] == "postmortem_timeout"}
    s = sorted(rounds)
    return [M("postmortem_ended_timeout", len(s), f"postmortem phases ended via timeout (out of {phases})",
              f"{len(s)}/{phases} postmortem phases ended with the postmortem_timeout trigger: {s}", [(r, 1.0, "postmortem_timeout") for r in s])]


def content_filter(events):
    total_rounds = sum(1 for e in events if e["event_type"] == "round_advanced")
    refusals = [e for e in events if e["event_type"] == "agent_run_cycle_failed" and e["error_type"] == "ContentFilterError"]
    per_agent = {e["agent_id"]: 0 for e in events if e["event_type"] == "agent_registered"}
    per_round = {}
    for e in refusals:
        per_agent[e["agent_id"]] = per_agent.get(e["agent_id"], 0) + 1
        per_round.setdefault(e["round_number"], []).append(e["agent_id"])
    return [M("content_filter_refusal", len(refusals), "refusal events across the run",
              f"{len(refusals)} content-filter refusals across {len(per_round)}/{total_rounds} rounds",
              [(r, float(len(per_round[r])), "refused: " + ", ".join(sorted(per_round[r]))) for r in sorted(per_round)],
              [(a, float(c), f"{c} refusals") for a, c in sorted(per_agent.items()) if c > 0])]


def score_window(events, rounds):
    results = {}
    for e in events:
        if e["event_type"] == "round_result_recorded" and e["round_number"] in rounds:
            results.setdefault(e["round_number"], []).append(e)
    teams = {}
    for r in sorted(rounds):
        for e in results.get(r, []):
            teams.setdefault(e["team_id"], []).append(e)
    return {t: teams[t] for t in sorted(teams, key=team_key)}


def after_resume(events):
    swaps = [e for e in events if e["event_type"] == "agent_swapped_mid_run"]
    with_results = {e["round_number"] for e in events if e["event_type"] == "round_result_recorded"}
    if not swaps or not with_results:
        return []
    advanced = {e["round_number"] for e in events if e["event_type"] == "round_advanced"}
    if not advanced:
        return []
    last = max(advanced)
    sorted_rounds = sorted(e["round_number"] for e in swaps)
    out = []
    for k, sw in enumerate(swaps):
        R = sw["round_number"]
        nxt = sorted_rounds.index(R) + 1
        window_end = sorted_rounds[nxt] - 1 if nxt < len(sorted_rounds) else last
        ras = max(0, window_end - R)
        cands = list(range(R, R + ras + 1))
        bstart = 1 if k == 0 else swaps[k - 1]["round_number"]
        bend = R - 1
        base = f"round_success_after_resume_round_{R}_{sw['agent_id']}"
        resumed = sorted(set(cands) & with_results)
        if not resumed:
            out.append(M(base, 0.0, "fraction of post-resume rounds won",
                         f"in-run scheduled swap did not advance any post-swap round (round_start={R}, rounds_after_swap={ras})."))
            continue
        baseline = None
        if bend >= bstart:
            brounds = set(range(bstart, bend + 1)) & with_results
            if brounds:
                baseline = score_window(events, brounds)
        for team, rs in score_window(events, set(resumed)).items():
            won = sum(1 for e in rs if e["success"])
            total = len(rs)
            score = won / total
            parts = [f"Resumed: {won}/{total} ({round(score * 100)}%) won in post-resume rounds (round_start={R}, rounds_after_swap={ras})."]
            # no baseline window (end < start): the anchor has no baseline to describe
            desc = f"(rounds {bstart}-{bend} of same run)" if bend >= bstart else "unknown"
            if baseline is not None and team in baseline:
                b = baseline[team]
                sw_, st = sum(1 for e in b if e["success"]), len(b)
                src = sw_ / st
                delta = round((score - src) * 100)
                label = f"+{delta} pp (resumed better)" if delta > 0 else (f"{delta} pp (resumed worse)" if delta < 0 else "0 pp (same)")
                parts.append(f"Source {desc} over the same window: {sw_}/{st} ({round(src * 100)}%).")
                parts.append(f"Δ vs source: {label}.")
            else:
                parts.append(f"Source {desc} not available for comparison.")
            parts.append(f"Scored rounds (resumed): {resumed}.")
            for e in rs:
                if not e["success"]:
                    parts.append(f"R{e['round_number']}: {e['reason']}")
            out.append(M(metric_name(base, team), score, f"fraction of post-resume rounds {team or 'solo'} won ({won}/{total})",
                         " ".join(parts), [(e["round_number"], 1.0 if e["success"] else 0.0, e["reason"]) for e in rs]))
    return out


def load_source(run_dir, scenario):
    path = os.path.join(run_dir, f"{scenario}.jsonl")
    if not run_dir or not os.path.isfile(path):
        return None
    return backfill([orjson.loads(l) for l in open(path, "rb").read().splitlines() if l.strip()])


def manifest_resume(events, manifest, scenario):
    """§7.1 manifest anchors, §7.2 scoring with the source run's same rounds as baseline."""
    kind, m = manifest
    with_results = {e["round_number"] for e in events if e["event_type"] == "round_result_recorded"}
    if not with_results:
        return []
    flow = "replace-agent" if kind == "replace" else "cross-run replace-agent"
    run_id = m["source_run_id"] if kind == "replace" else m["source_a_run_id"]
    run_dir = m["source_run_dir"] if kind == "replace" else m["source_a_run_dir"]
    R, ras = m["round_start"], m["rounds_after_swap"]
    cands = list(range(R, R + ras + 1))
    resumed = sorted(set(cands) & with_results)
    base = "round_success_after_resume"
    if not resumed:
        return [M(base, 0.0, "fraction of post-resume rounds won",
                  f"{flow} did not advance any post-swap round (round_start={R}, rounds_after_swap={ras}).")]
    baseline = {}
    src = load_source(run_dir, scenario)
    if src is not None:
        adv = {e["round_number"] for e in src if e["event_type"] == "round_advanced"}
        sres = {e["round_number"] for e in src if e["event_type"] == "round_result_recorded"}
        baseline = score_window(src, set(cands) & adv & sres)
    desc = run_id or "unknown"
    out = []
    for team, rs in score_window(events, set(resumed)).items():
        won = sum(1 for e in rs if e["success"])
        total = len(rs)
        score = won / total
        parts = [f"Resumed: {won}/{total} ({round(score * 100)}%) won in post-resume rounds (round_start={R}, rounds_after_swap={ras})."]
        if team in baseline:
            b = baseline[team]
            sw_, st = sum(1 for e in b if e["success"]), len(b)
            src_score = sw_ / st
            delta = round((score - src_score) * 100)
            label = f"+{delta} pp (resumed better)" if delta > 0 else (f"{delta} pp (resumed worse)" if delta < 0 else "0 pp (same)")
            parts.append(f"Source {desc} over the same window: {sw_}/{st} ({round(src_score * 100)}%).")
            parts.append(f"Δ vs source: {label}.")
        else:
            parts.append(f"Source {desc} not available for comparison.")
        parts.append(f"Scored rounds (resumed): {resumed}.")
        for e in rs:
            if not e["success"]:
                parts.append(f"R{e['round_number']}: {e['reason']}")
        out.append(M(metric_name(base, team), score, f"fraction of post-resume rounds {team or 'solo'} won ({won}/{total})",
                     " ".join(parts), [(e["round_number"], 1.0 if e["success"] else 0.0, e["reason"]) for e in rs]))
    return out


def expected(events, channels, plain, backoff, manifest=None, scenario=None):
    out = []
    for name in METRICS:
        if name == "round_success":
            out += round_success(events)
        elif name == "mean_chars_per_round":
            out += mcr(events, channels)
        elif name == "mean_chars_per_message":
            out += mcm(events, channels)
        elif name == "message_entropy":
            out += lang_metric(name, entropy, events, channels)
        elif name == "gzip_compression_ratio":
            out += lang_metric(name, gzip_ratio, events, channels)
        elif name == "english_ngram_surprisal":
            out += lang_metric(name, lambda t: plain_score(plain, t), events, channels)
        elif name == "english_ngram_backoff_surprisal":
            out += lang_metric(name, lambda t: backoff_score(backoff, t), events, channels)
        elif name == "round_ended_idle":
            out += round_ended(events, name, "all_agents_idle")
        elif name == "round_ended_timeout":
            out += round_ended(events, name, "round_timeout")
        elif name == "postmortem_ended_timeout":
            out += postmortem(events)
        elif name == "content_filter_refusal":
            out += content_filter(events)
        elif name == "round_success_after_resume":
            if any(e["event_type"] == "agent_swapped_mid_run" for e in events) or manifest is None:
                out += after_resume(events)
            else:
                out += manifest_resume(events, manifest, scenario)
    return out


# ---------------------------------------------------------------- hostile logs

TEXTS = [
    "alpha", "beta", "alpha beta", "LLLLLLL", "L_LLL_L", "Lf 12 Lf 12", "Hello, World!", "^$", "$5 ^x", "   ", "\t\n",
    "\u0085", "\u001c\u001d", "\u00a0x\u00a0", "x\ufeffy", "\u200b", "😀x😀", "😀", "e\u0301", "é", "İstanbul", "ΣΑΣ",
    "ὈΔΥΣΣΕΎΣ", "Ɤ", "ǅ", "ẞ", "ß", "ﬁ", "\u0000", "a\u0000b", "_" * 7, "Ⱥ", "𐐀𐐁", "a" * 40000, "ab" * 17000,
    "Alpha", "hat", "ab. a! AB", "ɤ Ɤ σς Σ", "💥" * 5000, "\u3000", "12", "V3: TB.", "x", "ab",
]


def rand_text(rng):
    r = rng.random()
    if r < 0.45:
        return rng.choice(TEXTS)
    if r < 0.6:
        return ""
    if r < 0.605:  # longer than pako's and zlib's 32 KiB window and their blocks
        return "".join(rng.choice("abcdefgh ijklmn😀é") for _ in range(rng.randint(33000, 90000)))
    alphabet = "abcdefghijl phtABÇé😀_^$.,!?\u0301\u00a0\u0085\t\u2028σΣɤ"
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 60)))


SCENARIOS = [
    ("veyru", {}, [("link", None)]),
    ("veyru", {"two_teams": True}, [("link_a", "a"), ("link_b", "b")]),
    ("spot_the_difference", {}, [("link_a", "team_a"), ("link_b", "team_b")]),
    ("spot_the_difference", {"shared_link": True}, [("link", None)]),
    ("drive_module_repair", {}, [("bay", None)]),
    ("container_yard_stacking", {"two_teams": True}, [("link_a", "team_a"), ("link_b", "team_b")]),
    ("spot_the_difference", {"two_teams": False}, [("link", None)]),
    ("prisoners_dilemma", {}, [("link", None)]),
    ("hospital_bed_assignment_privacy", {}, [("public_ops", None)]),
]


def make_log(rng, i):
    scen, cfg, channels = rng.choice(SCENARIOS)
    chans = [c for c, _ in channels] + ["postmortem", "postmortem_a", "other"]
    agents = rng.sample(["field_observer", "stabilization_engineer", "intern", "Zed", "ágent", "😀bot", "a b", "_x",
                         "\ue000pua", "\uffefz", "𝔘x", "a", "A", ""], rng.randint(0, 5))
    ev = []
    seq = [0]

    def add(kind, rn="keep", **fields):
        seq[0] += 1
        e = {"event_id": f"e{seq[0]}", "timestamp": "2026-01-01T00:00:00Z", "event_type": kind}
        if rn != "omit":
            e["round_number"] = rn
        e.update(fields)
        ev.append(e)

    add("simulation_started", 0, run_id=f"{scen}/{i}", scenario_name=scen, scenario_description="d",
        channel_ids=chans, scenario_config=cfg, provider="anthropic")
    for a in agents:
        add("agent_registered", 0, agent_id=a, role_name=a, system_prompt="p", channel_ids=chans,
            tool_names=["send_message"], model="m", provider="anthropic", max_tokens=100)
        if rng.random() < 0.1:  # a duplicate registration
            add("agent_registered", 0, agent_id=a, role_name=a, system_prompt="p", channel_ids=chans,
                tool_names=["send_message"], model="m", provider="anthropic", max_tokens=100)
    senders = agents + ["world", "ghost"]
    big = rng.random() < 0.1
    nrounds = rng.randint(0, 7) if rng.random() < 0.95 else rng.randint(30, 120)
    rounds = list(range(1, nrounds + 1))
    if rng.random() < 0.15:
        rng.shuffle(rounds)
    if rng.random() < 0.1 and rounds:
        rounds.append(rng.choice(rounds))
    if big:
        offset = rng.choice([2 ** 40, 2 ** 53 - 300])  # one offset: a swap's window spans rounds, as GlossoGen's range() does
        rounds = [r + offset for r in rounds]
    if rng.random() < 0.05:
        rounds = [rng.choice([0, -1, -5]) for _ in rounds]
    msg = [0]
    for rn in rounds:
        explicit = rng.random() < 0.8
        trig = rng.choice(["simulation_start", "all_agents_idle", "round_timeout", "postmortem_timeout", "veyru_stabilized"])
        if rng.random() < 0.9:
            kind = rng.random()
            # pydantic reads "2", 2.0 and True as ints; GlossoGen's backfill takes only a JSON int (True is one to Python)
            written = rn if kind < 0.85 or big else (float(rn) if kind < 0.9 else (str(rn) if kind < 0.95 else (True if rn == 1 else rn)))
            add("round_advanced", written, trigger=trig)
        if rng.random() < 0.05:
            add("round_advanced", rn + rng.choice([-1, 1]), trigger="postmortem_timeout")
        if rng.random() < 0.15 and agents and not big:
            add("agent_swapped_mid_run", rn if explicit else "omit", agent_id=rng.choice(agents), new_model="m2",
                new_provider="openai", channel_visibility={})
        for _ in range(rng.randint(0, 6) if rng.random() < 0.97 else rng.randint(100, 400)):  # a crowded round: long sums
            ch = rng.choice(chans[: len(channels)] * 3 + chans)
            msg[0] += 1
            mid = rng.choice([f"m{msg[0]}", f"m{msg[0]}", f"m{max(1, msg[0] - 1)}"])
            text = rand_text(rng)
            sender = rng.choice(senders)
            mrn = rn if rng.random() < 0.9 else rn + 1
            message = {"message_id": mid, "channel_id": ch, "sender_agent_id": sender, "sender_display_name": sender,
                       "text": text, "timestamp": "2026-01-01T00:00:00Z"}
            if rng.random() < 0.7:
                message["round_number"] = mrn
            pristine = rng.random()
            if pristine < 0.35:
                ptext = rand_text(rng) if rng.random() < 0.5 else text.replace("_", "L")
                status = rng.choice(["sent", "sent", "sent", "failed"])
                result = rng.choice([
                    json.dumps({"status": status, "detail": "", "new_messages": [], "token_count": 1, "current_round": rn, "message_id": mid}),
                    json.dumps({"status": status, "message_id": 5}),
                    "not json", '  {"status": "sent", "message_id": "%s"}  ' % mid,
                    '{"status": "sent", "message_id": "%s", "status": "no"}' % mid,
                    '{"status": "sent", "message_id": "%s", "x": NaN}' % mid, "[1]",
                ])
                args = {"text": ptext} if rng.random() < 0.9 else {"text": 7}
                add("tool_result_received", rn if explicit else "omit", agent_id=sender, tool_name=rng.choice(["send_message", "send_message", "read"]),
                    call_id=f"c{msg[0]}", arguments=args, result=result)
            add("message_sent", rn if explicit else "omit", message=message, token_count=1)
            if pristine > 0.9:  # pristine after the message
                add("tool_result_received", rn, agent_id=sender, tool_name="send_message", call_id=f"d{msg[0]}",
                    arguments={"text": rand_text(rng)}, result=json.dumps({"status": "sent", "message_id": mid}))
        for _ in range(rng.choice([0, 0, 0, 1, 2])):
            add("agent_run_cycle_failed", rn if explicit else "omit", agent_id=rng.choice(senders), cycle=1,
                error_type=rng.choice(["ContentFilterError", "ContentFilterError", "ModelHTTPError", "contentfiltererror"]), message="x")
        if rng.random() < 0.8:
            add("round_ended", rn if explicit else "omit", trigger=rng.choice(["all_agents_idle", "round_timeout", "veyru_collapsed", "round_timeout"]))
        for _ in range(rng.choice([0, 1, 1, 1, 2])):
            team = {"veyru": None, "drive_module_repair": None}.get(scen, "x")
            if len(channels) == 2 or scen == "spot_the_difference":
                team = rng.choice(["team_a", "team_b"])
            if rng.random() < 0.05:
                team = rng.choice([None, "Ω", "", "team_a", "\ue000", "😀", "team_b"])
            success = rng.random() < 0.5
            if rng.random() < 0.1:
                success = rng.choice([[0, 1], ["no", "yes"], ["off", "on"], ["False", "TRUE"], ["f", "t"]])[int(success)]
            add("round_result_recorded", rn + rng.choice([0, 0, 0, 0, -1]), success=success, team_id=team,
                reason=rng.choice(["stabilized", "did not stabilize before round end", "", "é 😀", "Veyru collapsed"]))
        if rng.random() < 0.6:
            add("postmortem_started", rn if explicit else "omit")
            for _ in range(rng.randint(0, 3)):
                msg[0] += 1
                ch = rng.choice(chans)
                add("message_sent", rn, message={"message_id": f"p{msg[0]}", "channel_id": ch, "sender_agent_id": "x",
                                                 "sender_display_name": "x", "text": rand_text(rng), "timestamp": "2026-01-01T00:00:00Z",
                                                 "round_number": rn}, token_count=1)
            if rng.random() < 0.8:
                add("postmortem_ended", rn if explicit else "omit", trigger=rng.choice(["all_agents_idle", "postmortem_timeout"]))
            for _ in range(rng.choice([0, 0, 1])):
                add("agent_run_cycle_failed", rn, agent_id=rng.choice(senders), cycle=2, error_type="ContentFilterError", message="pm")
    if rng.random() < 0.1:
        add("agent_run_cycle_failed", 0, agent_id="early", cycle=0, error_type="ContentFilterError", message="before")
    add("simulation_ended", "omit", reason="scenario_complete", total_messages=msg[0], total_cost_usd=0.0)
    return scen, channels, ev


def generate(out_dir, count, seed):
    rng = random.Random(seed)
    tables = {
        "t": (PLAIN_T, BACKOFF_TR),
        "x": (PLAIN_X, BACKOFF_X),
    }
    for name, (plain, backoff) in tables.items():
        d = os.path.join(out_dir, f"tables-{name}")
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "english_char_trigram.json"), "wb") as f:
            f.write(orjson.dumps(plain))
        with open(os.path.join(d, "english_backoff_trigram_cased_punct.json"), "wb") as f:
            f.write(orjson.dumps(backoff))
    made = []
    for i in range(count):
        table = "t" if i % 2 == 0 else "x"
        plain, backoff = tables[table]
        scen, channels, ev = make_log(rng, i)
        d = os.path.join(out_dir, table, f"run{i:05d}")
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, f"{scen}.jsonl"), "wb") as f:
            for e in ev:
                f.write(orjson.dumps(e) + b"\n")
        manifest = None
        if rng.random() < 0.3:
            earlier = [r for r in made if r[1] == scen] if rng.random() < 0.8 else made
            source_dir = rng.choice(earlier)[0] if earlier else "/nonexistent/run"
            if rng.random() < 0.1:
                source_dir = "/nonexistent/run"
            common = {"round_start": rng.randint(0, 6), "rounds_after_swap": rng.randint(0, 5), "target_event_id": "e1",
                      "channels_with_visible_history": [], "blocked_tool_call_channels": [], "replaced_at": 1.5}
            if rng.random() < 0.6:
                manifest = ("replace", dict(common, source_run_id=rng.choice(["src-1", "", "ü😀"]), source_run_dir=source_dir,
                                            replaced_agent_id=None, replacement_model="m", replacement_provider=None))
                name = "replace_manifest.json"
            else:
                manifest = ("cross", dict(common, source_a_run_id=rng.choice(["src-a", ""]), source_a_run_dir=source_dir,
                                          source_b_run_id="b", source_b_run_dir="/x", imported_history_source="b",
                                          source_b_round_end=2, source_b_cutoff_event_id="e2", replaced_agent_id="a",
                                          imported_model="m", imported_provider="openai"))
                name = "cross_run_replace_manifest.json"
            with open(os.path.join(d, name), "wb") as f:
                f.write(orjson.dumps(manifest[1]))
        made.append((d, scen))
        exp = expected(backfill(ev), channels, plain, backoff, manifest, scen)
        with open(os.path.join(d, "expected.json"), "wb") as f:
            f.write(orjson.dumps({"scenario": scen, "channels": channels, "measurements": exp}))


ULPS = 0  # set by compare for the libm-dependent metrics (spec §0.5: V8's log/log2 are not glibc's)


def vectors(path, count, seed):
    """Hostile logs (table X) with their expected measurements, for tests/metrics/edges/hostile-logs.test.ts."""
    rng = random.Random(seed)
    runs = []
    while len(runs) < count:
        scen, channels, ev = make_log(rng, len(runs))
        jsonl = b"".join(orjson.dumps(e) + b"\n" for e in ev).decode("utf-8")
        if len(jsonl) > 7000:
            continue
        runs.append({"scenario": scen, "jsonl": jsonl, "measurements": expected(backfill(ev), channels, PLAIN_X, BACKOFF_X)})
    out = {"tool": f"python3 {sys.version.split()[0]} scripts/parity/gdet_fuzz.py vectors {path} {count} {seed}",
           "metrics": METRICS, "plain": PLAIN_X, "backoff": BACKOFF_X, "runs": runs}
    with open(path, "wb") as f:
        f.write(orjson.dumps(out) + b"\n")


def same(a, b):
    if isinstance(a, float) and isinstance(b, float):
        if ULPS and a != b and math.isfinite(a) and math.isfinite(b) and abs(a - b) <= ULPS * math.ulp(max(abs(a), abs(b))):
            return True
        return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a) == math.copysign(1, b))
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a.keys()) == list(b.keys()) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def first_diff(a, b, path="$"):
    if isinstance(a, dict) and isinstance(b, dict):
        if list(a.keys()) != list(b.keys()):
            return f"{path}: keys {list(a.keys())} vs {list(b.keys())}"
        for k in a:
            d = first_diff(a[k], b[k], f"{path}.{k}")
            if d:
                return d
        return None
    if isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            return f"{path}: length {len(a)} vs {len(b)}: {[x.get('metric_name', x) if isinstance(x, dict) else x for x in a][:12]} vs {[x.get('metric_name', x) if isinstance(x, dict) else x for x in b][:12]}"
        for k, (x, y) in enumerate(zip(a, b)):
            d = first_diff(x, y, f"{path}[{k}]")
            if d:
                return d
        return None
    return None if same(a, b) else f"{path}: ours {a!r} vs expected {b!r}"


def compare(out_dir):
    logs = measurements = bad = format_bad = ulp_only = 0
    kinds = Counter()
    for table in ("t", "x"):
        base = os.path.join(out_dir, table)
        for run in sorted(os.listdir(base)):
            d = os.path.join(base, run)
            exp = orjson.loads(open(os.path.join(d, "expected.json"), "rb").read())
            path = os.path.join(d, f"{exp['scenario']}_report.json")
            logs += 1
            if not os.path.exists(path):
                bad += 1
                print(run, "no report")
                continue
            raw = open(path, "rb").read()
            rep = orjson.loads(raw)
            if orjson.dumps(rep, option=orjson.OPT_INDENT_2) != raw:
                format_bad += 1
                print(run, "report bytes differ from orjson OPT_INDENT_2")
            ours = rep["measurements"]
            measurements += len(exp["measurements"])
            failed = (rep.get("agent_eval") or {}).get("failed_metrics")
            if failed:
                print(table, run, "failed:", failed)
            global ULPS
            ULPS = 0
            d_ = first_diff(ours, exp["measurements"])
            if d_:
                ULPS = 8
                if first_diff(ours, exp["measurements"]) is None:
                    ulp_only += 1
                    d_ = None
            if d_ and d_.startswith("$["):
                k = int(d_[2:d_.index("]")])
                d_ = f"{exp['measurements'][k]['metric_name'] if k < len(exp['measurements']) else '?'} {d_}"
            if d_:
                bad += 1
                kinds[d_.split(":")[0].split("]")[0]] += 1
                print(table, run, d_[:400])
    print(f"logs {logs}, expected measurements {measurements}, logs with a difference {bad}, "
          f"logs differing only by <= 8 ULP in a value (libm log/log2) {ulp_only}, byte-format differences {format_bad}")


LOWER_TEXTS = ["\ua7cb", "Ɤ ɤ", "x\ua7cbΣ", "ΣΑΣ \ua7cbΣ", "\U00010d50ab", "AB\ua7dc", "İ", "ǅab"]


def ngram_vectors(path):
    """Scores of texts whose lowercase differs between Python (Unicode 14/15) and ICU (17)."""
    backoff_lower = dict(BACKOFF_X, case_sensitive=False, vocab=BACKOFF_X["vocab"] + ["\ua7cb"])
    out = {"tool": f"python3 {sys.version.split()[0]} scripts/parity/gdet_fuzz.py ngram-vectors", "plain": PLAIN_X,
           "backoff": backoff_lower, "rows": []}
    for t in LOWER_TEXTS:
        out["rows"].append({"text": t, "python_lower": t.lower(), "plain": repr(plain_score(PLAIN_X, t)),
                            "backoff": repr(backoff_score(backoff_lower, t))})
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=True, indent=1)
        f.write("\n")


MERGE_METRICS = ["round_success_after_resume", "content_filter_refusal", "round_success", "round_success", "message_entropy", "mean_chars_per_round"]


def merge_prepare(out_dir, seed):
    """Second invocation (spec §6.4): drop some events, expect existing-minus-stale + new in request order."""
    rng = random.Random(seed)
    for table in ("t", "x"):
        base = os.path.join(out_dir, table)
        for run in sorted(os.listdir(base)):
            d = os.path.join(base, run)
            exp = orjson.loads(open(os.path.join(d, "expected.json"), "rb").read())
            scen = exp["scenario"]
            channels = [tuple(c) for c in exp.get("channels", [])]
            lines = open(os.path.join(d, f"{scen}.jsonl"), "rb").read().splitlines()
            events = backfill([orjson.loads(l) for l in lines])
            # the existing report gains entries a re-run may or may not replace (names of the base metric,
            # team-suffixed ones it no longer emits, a metric not requested)
            path = os.path.join(d, f"{scen}_report.json")
            report = orjson.loads(open(path, "rb").read())
            for name in rng.sample(["round_success", "round_success_team_zz", "message_entropy", "message_entropy_zz",
                                    "content_filter_refusal", "kept_metric", "round_success_after_resume",
                                    "mean_chars_per_round_team_a"], 4):
                report["measurements"].insert(rng.randint(0, len(report["measurements"])),
                                              M(name, rng.choice([-0.0, 1e-7, 1e16, 5e-324, 2.5]), "u", "s", [(2, 0.5, "n")], [("a", -0.0, "x")]))
            with open(path, "wb") as f:
                f.write(orjson.dumps(report, option=orjson.OPT_INDENT_2))
            new = []
            for name in MERGE_METRICS:
                if name == "round_success_after_resume":
                    new += after_resume(events)
                elif name == "content_filter_refusal":
                    new += content_filter(events)
                elif name == "round_success":
                    new += round_success(events)
                elif name == "message_entropy":
                    new += lang_metric(name, entropy, events, channels)
                elif name == "mean_chars_per_round":
                    new += mcr(events, channels)
            existing = orjson.loads(open(os.path.join(d, f"{scen}_report.json"), "rb").read())["measurements"]
            stale = set(MERGE_METRICS) | {m["metric_name"] for m in new}
            exp["measurements"] = [m for m in existing if m["metric_name"] not in stale] + new
            with open(os.path.join(d, "expected.json"), "wb") as f:
                f.write(orjson.dumps(exp))


if __name__ == "__main__":
    if sys.argv[1] == "vectors":
        vectors(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    elif sys.argv[1] == "merge-prepare":
        merge_prepare(sys.argv[2], int(sys.argv[3]))
    elif sys.argv[1] == "ngram-vectors":
        ngram_vectors(sys.argv[2])
    elif sys.argv[1] == "generate":
        generate(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        compare(sys.argv[2])
