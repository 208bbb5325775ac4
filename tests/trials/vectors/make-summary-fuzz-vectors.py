"""Seeded random trial datasets and the summary NeMo's rules give for them (tests/trials/summary-fuzz.test.ts).

Run: python3 tests/trials/vectors/make-summary-fuzz-vectors.py > tests/trials/vectors/summary-fuzz.json
The summary driver is written out here in Python 3.11 from the rules, independently of the TypeScript:
judge-replay-and-graders.md C.1 items 6-8 and openjudge-nemo-semantics.md ("Summary stats", "Summary
driver"; AgentEvalSummary.from_scores of agent_eval/results.py 04c799e), with agent-eval's documented
differences (docs/trial-report.md): keys come from the declared outputs. Records are in NeMo's order:
task by task (the taskset: the dataset's tasks in order of first appearance), each task's trials in
dataset order, each trial's metrics in config order.
Each trial carries, in candidate.metadata, what the module metrics return (or `fail` to make them raise).
"""
import json, math, random

rng = random.Random(20261202)

def aggregate(values, total):
    finite = [v for v in values if math.isfinite(v)]
    n = len(finite)
    nan_count = max(total - n, 0)
    if n == 0:
        return {"count": 0, "nan_count": nan_count, "sum": None, "mean": None, "min": None, "max": None, "variance": None,
                "std_dev": None, "sample_variance": None, "sample_std_dev": None, "percentiles": None, "median": None}
    s = sum(finite)
    mean = s / n
    sq = sum((v - mean) ** 2 for v in finite)
    var = sq / n
    svar = sq / (n - 1) if n >= 2 else None
    srt = sorted(finite)
    pct = {}
    for p in range(10, 101, 10):
        rank = (p / 100) * (n + 1) - 1
        if rank <= 0: v = srt[0]
        elif rank >= n - 1: v = srt[-1]
        else:
            lo = math.floor(rank); w = rank - lo
            v = srt[lo] + (srt[lo + 1] - srt[lo]) * w
        pct[f"p{p}"] = v
    return {"count": n, "nan_count": nan_count, "sum": s, "mean": mean, "min": min(finite), "max": max(finite), "variance": var,
            "std_dev": math.sqrt(var), "sample_variance": svar, "sample_std_dev": None if svar is None else math.sqrt(svar),
            "percentiles": pct, "median": pct["p50"]}

# metric type -> [(output, kind)], as the module metrics in the test declare them
METRICS = {"quality": [("score", "continuous_score"), ("ok", "boolean"), ("steps", "discrete_score")], "aux": [("grade", "continuous_score")]}

def numeric_value(v):          # _numeric_value: bools are not numbers
    return None if isinstance(v, bool) or v is None else float(v)

def semantic_value(v):         # _semantic_value: bools as 1/0
    return None if v is None else (1.0 if v is True else 0.0 if v is False else float(v))

def random_value(kind):
    if kind == "boolean": return rng.random() < 0.5
    if kind == "discrete_score": return rng.randint(0, 4)
    r = rng.random()
    if r < 0.08: return float("nan")
    if r < 0.3: return 1.0
    if r < 0.4: return 0.0
    return round(rng.random() * 1.5, rng.choice([1, 2, 3, 17]))

def summary(tasks, trials, views):
    records = []   # (task, trial, metric type, failed, outputs)
    for task in tasks:
        for t in (t for t in trials if t["task"] == task["id"]):
            for m in task["metrics"]:
                failed = t["status"] == "failed" or t["values"][m] == "fail"
                records.append((task, t, m, failed, None if failed else t["values"][m]))
    out, coverage = {}, {}
    declared = sorted({(m, o) for task in tasks for m in task["metrics"] for o, _ in METRICS[m]})
    for m, o in declared:
        recs = [r for r in records if r[2] == m]
        vals = [numeric_value(r[4][o]) for r in recs if not r[3] and o in r[4]]
        out[f"{m}.{o}"] = aggregate([v for v in vals if v is not None], len(recs))
        scored = sum(1 for r in recs if not r[3] and o in r[4])
        failed = sum(1 for r in recs if r[3])
        coverage[f"{m}.{o}"] = {"total": len(recs), "scored": scored, "failed": failed, "missing": max(len(recs) - scored - failed, 0)}
    for name in sorted({v for task in tasks for v in task["views"]}):   # the views some task has
        view = views[name]
        total, vals = 0, []
        for task in tasks:
            if name not in task["views"]: continue
            for t in (t for t in trials if t["task"] == task["id"]):
                total += 1
                sig = []
                for s in view["signals"]:
                    r = next(r for r in records if r[1] is t and r[2] == s["metric"]) if s["metric"] in task["metrics"] else None
                    v = None if r is None or r[3] else semantic_value(r[4].get(s["output"]))
                    sig.append(v)
                if any(v is None for v in sig): continue
                if view["reducer"] == "mean":
                    fin = [v for v in sig if math.isfinite(v)]
                    if not fin: continue
                    vals.append(sum(fin) / len(fin))
                elif view["reducer"] == "weighted_mean":
                    w = [1.0 if s.get("weight") is None else s["weight"] for s in view["signals"]]
                    if sum(w) == 0: continue
                    vals.append(sum(a * b for a, b in zip(w, sig)) / sum(w))
                elif view["reducer"] == "all": vals.append(min(sig))
                elif view["reducer"] == "any": vals.append(max(sig))
                else: vals.append(sig[0])
        out[f"view.{name}"] = aggregate(vals, total)
    for m, o in declared:
        if dict(METRICS[m])[o] not in ("continuous_score", "boolean"): continue
        attempts = {}
        for task in tasks:
            if m not in task["metrics"]: continue
            lst = attempts.setdefault(task["id"], [])
            for r in (r for r in records if r[0] is task and r[2] == m):
                if r[1]["status"] == "failed": lst.append(None)
                elif r[3] or o not in r[4]: continue
                else: lst.append(semantic_value(r[4][o]))
        counts = [(len(l), sum(1 for v in l if v is not None and v >= 1.0)) for l in attempts.values()]
        max_n = max((n for n, _ in counts), default=0)
        for k in range(1, max_n + 1):
            est, empty = [], 0
            for n, c in counts:
                if n == 0: empty += 1
                elif n >= k:
                    if n - c < k: est.append(1.0)
                    else:
                        prod = 1.0
                        for i in range(n - c + 1, n + 1): prod *= 1.0 - k / i
                        est.append(1.0 - prod)
            out[f"{m}.{o}.pass@{k}"] = aggregate(est, len(est) + empty)
    return out, coverage

def enc(v):
    if isinstance(v, float) and not math.isfinite(v): return "NaN" if math.isnan(v) else ("Infinity" if v > 0 else "-Infinity")
    return v

cases = []
for case in range(40):
    ntasks = rng.randint(1, 6)
    views = {"overall": {"reducer": rng.choice(["mean", "weighted_mean", "all", "any", "single"]),
                         "signals": [{"metric": "quality", "output": "score"}, {"metric": "quality", "output": "ok", "weight": rng.choice([None, 0.5, 2.0])}]}}
    tasks, trials = [], []
    for ti in range(ntasks):
        metrics = ["quality"] + (["aux"] if rng.random() < 0.5 else [])
        tasks.append({"id": f"task-{ti}", "metrics": metrics, "views": ["overall"] if rng.random() < 0.7 else []})
    order = []
    for task in tasks:
        for a in range(rng.randint(1, 8)):
            order.append(task)
    rng.shuffle(order)   # lines interleave tasks; NeMo's record order is task by task
    seen = {}
    for task in order:
        a = seen[task["id"]] = seen.get(task["id"], 0) + 1
        status = rng.choices(["completed", "partial", "failed"], [8, 1, 1])[0]
        values = {}
        for m in METRICS:
            if rng.random() < 0.1: values[m] = "fail"
            else:
                outs = {o: random_value(k) for o, k in METRICS[m]}
                if m == "quality" and rng.random() < 0.1: outs.pop("ok")   # an absent output fails validation in agent-eval...
                values[m] = outs
        # ...so a result missing a declared output is a failed metric there, as validate_metric_result raises in NeMo
        for m in METRICS:
            if values[m] != "fail" and set(values[m]) != {o for o, _ in METRICS[m]}: values[m] = "fail"
        trials.append({"task": task["id"], "id": f"{task['id']}:{a}", "status": status, "values": values})
    # the taskset: agent-eval's tasks are the dataset's, in order of first appearance
    firsts = []
    for t in trials:
        if t["task"] not in firsts: firsts.append(t["task"])
    tasks = sorted(tasks, key=lambda task: firsts.index(task["id"]))
    s, cov = summary(tasks, trials, views)
    cases.append({
        "tasks": [{"id": t["id"], "metrics": t["metrics"], "views": t["views"]} for t in tasks],
        "views": views,
        "trials": [{"task": t["task"], "id": t["id"], "status": t["status"], "values": {m: (v if v == "fail" else {o: enc(x) for o, x in v.items()}) for m, v in t["values"].items()}} for t in trials],
        "summary": {k: ({kk: enc(vv) for kk, vv in v.items()}) for k, v in s.items()},
        "coverage": cov,
    })
print(json.dumps(cases, separators=(",", ":"), allow_nan=False))
