"""Hostile random trial datasets and the summary NeMo's rules give for them (tests/trials/summary-hostile.test.ts).

Run: python3 tests/trials/vectors/make-summary-hostile-vectors.py > tests/trials/vectors/summary-hostile.json
(CPython 3.11.7 when committed). The summary driver (AgentEvalSummary.from_scores, agent_eval/results.py
04c799e) is written out here from openjudge-nemo-semantics.md ("Summary stats", "Summary driver"),
atif-and-nemo-evidence.md 3.4 and judge-replay-and-graders.md C.1 items 6-8, independently of the
TypeScript and of make-summary-fuzz-vectors.py, with agent-eval's documented choices (docs/trial-report.md):
keys from the declared outputs, the taskset in order of first appearance, a JS number is a Python float,
squared deviations as d * d. Values are hostile: -0.0, subnormals, 1e308 sums that overflow to inf, NaN and
+-inf, random bit patterns, whole numbers near 2^53, labels, booleans; metric types and outputs with dots,
astral characters and case differences; view weights 0, negative, 1e308; missing, undeclared and duplicate
outputs (validation failures); failed and partial trials (with and without a candidate); tasks with up to 40
attempts. Of 400 draws, the datasets kept are those whose statistics hold both a -0.0 and a non-finite number.
"""
import json, math, random, struct


def agg(values, total):
    fin = [v for v in values if math.isfinite(v)]
    n = len(fin)
    nan_count = max(total - n, 0)
    if n == 0:
        return dict(count=0, nan_count=nan_count, sum=None, mean=None, min=None, max=None, variance=None, std_dev=None,
                    sample_variance=None, sample_std_dev=None, percentiles=None, median=None)
    s = sum(fin)
    mean = s / n
    ss = sum((v - mean) * (v - mean) for v in fin)   # d * d, exactly rounded (docs/trial-report.md)
    var = ss / n
    svar = ss / (n - 1) if n >= 2 else None
    srt = sorted(fin)
    pct = {}
    for p in (10, 20, 30, 40, 50, 60, 70, 80, 90, 100):
        r = (p / 100) * (n + 1) - 1
        if r <= 0: x = srt[0]
        elif r >= n - 1: x = srt[-1]
        else:
            lo = int(math.floor(r)); f = r - lo
            x = srt[lo] + (srt[lo + 1] - srt[lo]) * f
        pct[f"p{p}"] = x
    return dict(count=n, nan_count=nan_count, sum=s, mean=mean, min=min(fin), max=max(fin), variance=var, std_dev=math.sqrt(var),
                sample_variance=svar, sample_std_dev=None if svar is None else math.sqrt(svar), percentiles=pct, median=pct["p50"])

def numeric(v):
    if isinstance(v, bool) or v is None: return None
    if isinstance(v, (int, float)): return v
    return None

def semantic(v):
    if isinstance(v, bool): return 1.0 if v else 0.0
    if isinstance(v, (int, float)): return float(v)
    return None

def pass_at_k(n, c, k):
    if n - c < k: return 1.0
    prod = 1.0
    for i in range(n - c + 1, n + 1): prod *= 1.0 - k / i
    return 1.0 - prod

def from_scores(tasks, trials):
    """tasks: [{id, metrics: [(type, [(out, kind)])], views: {name: (reducer, [(m, o, w)])}}] in taskset order;
    trials: [{task, id, status, results: {type: None(failed metric) | {out: value}}}] in dataset order."""
    recs = []
    for t in tasks:
        for tr in trials:
            if tr["task"] != t["id"]: continue
            for mtype, outs in t["metrics"]:
                if tr["status"] == "failed": recs.append((t, tr, mtype, "trial_failed", None))
                elif tr["results"][mtype] is None: recs.append((t, tr, mtype, "metric_failed", None))
                else: recs.append((t, tr, mtype, "ok", tr["results"][mtype]))
    declared = {}
    for t in tasks:
        for mtype, outs in t["metrics"]:
            for o, kind in outs: declared.setdefault((mtype, o), set()).add(kind)
    out = {}; cov = {}
    for (m, o) in sorted(declared):
        rs = [r for r in recs if r[2] == m]
        vals = []
        for r in rs:
            if r[3] == "ok" and o in r[4]:
                v = numeric(r[4][o])
                if v is not None: vals.append(v)
        out[f"{m}.{o}"] = agg(vals, len(rs))
        failed = sum(1 for r in rs if r[3] != "ok")
        scored = sum(1 for r in rs if r[3] == "ok" and o in r[4])
        cov[f"{m}.{o}"] = dict(total=len(rs), scored=scored, failed=failed, missing=max(len(rs) - scored - failed, 0))
    views = sorted({v for t in tasks for v in t["views"]})
    per_trial_view = {}
    for name in views:
        total = 0; vals = []
        for t in tasks:
            if name not in t["views"]: continue
            reducer, signals = t["views"][name]
            for tr in trials:
                if tr["task"] != t["id"]: continue
                total += 1
                sig = []
                for (sm, so, sw) in signals:
                    r = next((r for r in recs if r[1] is tr and r[2] == sm), None)
                    v = None
                    if r is not None and r[3] == "ok" and so in r[4]: v = semantic(r[4][so])
                    sig.append(v)
                if any(v is None for v in sig): continue
                if reducer == "single": val = sig[0]
                elif reducer == "all": val = min(sig)
                elif reducer == "any": val = max(sig)
                elif reducer == "mean":
                    f = [v for v in sig if math.isfinite(v)]
                    val = sum(f) / len(f) if f else None
                else:
                    w = [1.0 if sw is None else sw for (_, _, sw) in signals]
                    tw = sum(w)
                    val = None if tw == 0 else sum(a * b for a, b in zip(w, sig)) / tw
                if val is None: continue
                per_trial_view[(tr["id"], name)] = val
                vals.append(val)
        out[f"view.{name}"] = agg(vals, total)
    for (m, o) in sorted(declared):
        if not (declared[(m, o)] & {"continuous_score", "boolean"}): continue
        attempts = {}
        for t in tasks:
            if not any(mt == m and any(oo == o for oo, _ in outs) for mt, outs in t["metrics"]): continue
            lst = attempts.setdefault(t["id"], [])
            for r in recs:
                if r[0] is not t or r[2] != m: continue
                if r[3] == "trial_failed": lst.append(None)
                elif r[3] == "metric_failed" or o not in r[4]: continue
                else:
                    v = semantic(r[4][o])
                    if v is not None: lst.append(v)
        counts = [(len(l), sum(1 for v in l if v is not None and v >= 1.0)) for l in attempts.values()]
        maxn = max((n for n, _ in counts), default=0)
        for k in range(1, maxn + 1):
            est = [pass_at_k(n, c, k) for n, c in counts if n >= k and n > 0]
            empty = sum(1 for n, _ in counts if n == 0)
            out[f"{m}.{o}.pass@{k}"] = agg(est, len(est) + empty)
    return out, cov, per_trial_view

rng = random.Random(20261202)
ncases = 400   # 400 draws; kept: the datasets whose statistics hold both a -0.0 and a non-finite number (5)
TYPES = ["q", "a", "a.b", "B", "é", "z", "aa", "Z9", "𝔘", "q_x"]
OUTS = ["score", "ok", "x.y", "Z", "steps", "lbl", "ß", "s"]
KINDS = ["continuous_score", "continuous_score", "boolean", "discrete_score", "label"]
SPECIAL = [0.0, -0.0, 1.0, 1.0, 1.0, 0.5, 0.1, 0.2, 0.3, 0.7, 2.0, -1.0, 5e-324, 2.2250738585072014e-308, 1e-300, 1e16, 1e16 + 2, 9007199254740993.0,
           1e150, 123456.789, 0.9999999999999999, 1.0000000000000002,
           float("nan"), float("inf"), float("-inf"), 3.0, 1 / 3, 2 / 3]
def fval(kind):
    if kind == "continuous_score":
        r = rng.random()
        if r < 0.45: return rng.choice(SPECIAL)
        if r < 0.75: return round(rng.random() * rng.choice([1, 1.5, 10, 1e6]), rng.choice([1, 2, 3, 17]))
        if r < 0.76: return rng.choice([1.7976931348623157e308, -1.7976931348623157e308, 1e300, 1e154, 1e155])
        x = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
        return x if (not math.isfinite(x) or abs(x) < 1e150) else x / 1e200 / 1e200
    if kind == "discrete_score":
        r = rng.random()
        if r < 0.6: return rng.randint(-3, 5)
        if r < 0.95: return rng.randint(-2**40, 2**40)
        return rng.choice([2**53, 2**53 - 1, -(2**53)])
    if kind == "boolean": return rng.random() < 0.5
    return rng.choice(["", "a", "1", "1.0", "true", "é"])
def enc(v):
    if isinstance(v, bool): return "b:" + ("1" if v else "0")
    if isinstance(v, int): return "i:" + str(v)
    if isinstance(v, float):
        return "f:" + ("nan" if math.isnan(v) else "inf" if v == math.inf else "-inf" if v == -math.inf else repr(v))
    return "s:" + v
def enc_all(x):
    if isinstance(x, dict): return {k: enc_all(v) for k, v in x.items()}
    if isinstance(x, float) and not math.isfinite(x): return "NaN" if math.isnan(x) else ("Infinity" if x > 0 else "-Infinity")
    return x

cases = []
for case in range(ncases):
    # metric types with output specs (fixed per type across tasks)
    types = rng.sample(TYPES, rng.randint(1, 4))
    spec = {t: [(o, rng.choice(KINDS)) for o in rng.sample(OUTS, rng.randint(1, 3))] for t in types}
    vnames = rng.sample(["overall", "Q", "é", "a b", "v.1"], rng.randint(0, 3))
    views = {}
    for v in vnames:
        sigs = []
        for _ in range(rng.randint(1, 3)):
            t = rng.choice(types); o = rng.choice(spec[t])[0]
            w = rng.choice([None, None, 1.0, 2.0, 0.5, 0.0, -1.0, -2.0, 1e308, 0.1])
            sigs.append((t, o, w))
        views[v] = (rng.choice(["single", "all", "any", "mean", "weighted_mean"]), sigs)
    ntasks = rng.randint(1, 6)
    tasks = []
    for ti in range(ntasks):
        mt = rng.sample(types, rng.randint(1, len(types))) if rng.random() < 0.3 else list(types)
        tv = {v: views[v] for v in views if all(s[0] in mt for s in views[v][1]) and rng.random() < 0.8}
        tasks.append({"id": f"task-{ti}", "metrics": [(t, spec[t]) for t in mt], "views": tv})
    order = [t for t in tasks for _ in range(rng.randint(0 if rng.random() < 0.1 else 1, rng.choice([3, 9, 9, 40])))]
    if not order: order = [tasks[0]]
    rng.shuffle(order)
    trials, lines = [], []
    cnt = {}
    for t in order:
        cnt[t["id"]] = cnt.get(t["id"], 0) + 1
        status = rng.choices(["completed", "partial", "failed"], [8, 1, 1])[0]
        results, meta = {}, {}
        for mtype, outs in t["metrics"]:
            if rng.random() < 0.08: results[mtype] = None; meta[mtype] = "fail"; continue
            vals = [(o, fval(k)) for o, k in outs]
            rng.shuffle(vals)
            r = rng.random()
            if r < 0.03 and len(vals) > 0: vals = vals[1:]; results[mtype] = None   # missing output: validation fails
            elif r < 0.05: vals = vals + [("undeclared", 1.0)]; results[mtype] = None
            elif r < 0.07 and vals: vals = vals + [vals[0]]; results[mtype] = None
            else: results[mtype] = {o: (float(v) if type(v) is int else v) for o, v in vals}   # a JS number is a Python float
            meta[mtype] = [[o, enc(v)] for o, v in vals]
        tid = f"{t['id']}:{cnt[t['id']]}"
        trials.append({"task": t["id"], "id": tid, "status": status, "results": results})
        line = {"task": {"id": t["id"]}, "trial": {"id": tid, "task_id": t["id"], "status": status}}
        if status == "completed" or rng.random() < 0.5: line["candidate"] = {"output_text": "x", "metadata": {"v": meta}}
        elif status == "partial":
            for k in results: results[k] = None
        lines.append(line)
    # taskset in order of first appearance
    firsts = []
    for tr in trials:
        if tr["task"] not in firsts: firsts.append(tr["task"])
    ts = sorted([t for t in tasks if t["id"] in firsts], key=lambda t: firsts.index(t["id"]))
    want, wcov, wviews = from_scores(ts, trials)
    flat = [x for st in want.values() for x in [st[k] for k in ("sum", "mean", "min", "max", "variance", "median")] + list((st["percentiles"] or {}).values())]
    if not (any(isinstance(x, float) and x == 0 and math.copysign(1, x) < 0 for x in flat) and any(isinstance(x, float) and not math.isfinite(x) for x in flat)):
        continue
    if len(cases) == 10: break
    cfg_metrics = lambda mt: [{"module": "./m.mjs", "export": "make", "options": {"type": m, "outputs": [list(x) for x in spec[m]]}} for m, _ in mt]
    cfg = {"metrics": cfg_metrics(tasks[0]["metrics"]), "views": {}, "tasks": {}}
    for t in ts:
        cfg["tasks"][t["id"]] = {"metrics": cfg_metrics(t["metrics"]),
                                 "views": {v: {"reducer": r, "signals": [dict(metric=m, output=o, **({} if w is None else {"weight": w})) for m, o, w in s]} for v, (r, s) in t["views"].items()}}

    cases.append({"config": cfg, "dataset": lines, "summary": enc_all(want), "coverage": wcov,
                  "views": [[tr_id, v, enc_all(x)] for (tr_id, v), x in wviews.items()]})

print(json.dumps(cases, separators=(",", ":"), ensure_ascii=True, allow_nan=False))
