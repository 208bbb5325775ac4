"""Hostile recorded judge answers for OpenJudge's LLM graders, with the results upstream computes.

Run: python3 tests/graders/vectors/make-llm-answer-vectors.py > tests/graders/vectors/llm-answers.json
(pydantic 2.13.4 / pydantic-core 2.46.4 on CPython 3.11.7 when committed; no OpenJudge install is
needed: its result models and the few lines that read an answer are re-stated below from
openjudge-nemo-semantics.md / judge-replay-and-graders.md C.2, OpenJudge 344e45d v0.2.0).

Each case is the JSON text of a recorded structured output (what a fixture's `response.output`
holds) and three expectations, all computed by pydantic from `json.loads(text)`:
- `llm`: LLMGrader pointwise (`score` popped with default 0, `reason` with default "", the rest is
  metadata, then GraderScore(...)); an exception is the runner's GraderError text.
- `builtin`: CorrectnessGrader & co.: GraderScore(score, reason, metadata={"threshold": 3}) from the
  LLMGrader result, or GraderError(error="Evaluation error: " + str(e)).
- `listwise`: LLMGrader listwise (`rank` popped with default []).
"""
import hashlib
import json
import math
import random
from typing import Any, Dict, List

import pydantic
import pydantic_core
from pydantic import BaseModel, Field, ValidationError, field_validator


class GraderResult(BaseModel):
    name: str = Field(default=...)
    reason: str = Field(default="")
    metadata: Dict[str, Any] = Field(default_factory=dict)


class GraderScore(GraderResult):
    score: float = Field(default=...)


class GraderRank(GraderResult):
    rank: List[int] = Field(default=...)

    @field_validator("rank")
    @classmethod
    def validate_rank(cls, v: List[int]) -> List[int]:
        # the reference: "validated as a permutation of 1..n: non-empty, positive, unique"
        n = len(v)
        if n == 0 or sorted(v) != list(range(1, n + 1)):
            raise ValueError(f"rank must be a permutation of 1..{n} (non-empty, positive, unique)")
        return v


def llm_pointwise(name, parsed):
    parsed = dict(parsed)
    score = parsed.pop("score", 0)
    reason = parsed.pop("reason", "")
    return GraderScore(name=name, score=score, reason=reason, metadata=parsed)


def llm_listwise(name, parsed):
    parsed = dict(parsed)
    rank = parsed.pop("rank", [])
    reason = parsed.pop("reason", "")
    return GraderRank(name=name, rank=rank, reason=reason, metadata=parsed)


def enc(v):
    """A value as the test compares it: numbers by value (float repr), containers recursively."""
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, int):
        try:
            return {"$n": repr(float(v))}
        except OverflowError:
            return {"$n": "inf" if v > 0 else "-inf"}
    if isinstance(v, float):
        return {"$n": repr(v)}
    if isinstance(v, list):
        return [enc(x) for x in v]
    return {"$o": [[k, enc(x)] for k, x in v.items()]}


def expect(fn):
    try:
        r = fn()
    except ValidationError as e:
        return {"error": str(e)}
    out = {"name": r.name, "reason": r.reason, "metadata": enc(r.metadata)}
    if isinstance(r, GraderScore):
        out["score"] = repr(r.score)
    else:
        out["rank"] = r.rank
    return out


def case(text):
    parsed = json.loads(text)
    llm = expect(lambda: llm_pointwise("quality", parsed))
    if "error" in llm:
        llm = {"error": "Error in quality during evaluation: " + llm["error"]}
    try:
        inner = llm_pointwise("correctness", parsed)
        builtin = expect(lambda: GraderScore(name="correctness", score=inner.score, reason=inner.reason, metadata={"threshold": 3}))
    except ValidationError as e:
        builtin = {"error": "Evaluation error: " + str(e), "reason": ""}
    listwise = expect(lambda: llm_listwise("ranker", parsed))
    if "error" in listwise:
        listwise = {"error": "Error in ranker during evaluation: " + listwise["error"]}
    return {"output": text, "llm": llm, "builtin": builtin, "listwise": listwise}


rng = random.Random(20261202)

NUMERIC_STRINGS = ["", " ", "1", "5", " 4 ", "4.0", "4.", ".5", "-.5", "+3", "-0", "-0.0", "3.5", "1e400", "-1e400", "1e-400", "1_0", "1__0", "_1",
    "1_", "2._0", "1_e1", "nan", "NaN", "-nan", "inf", "-inf", "+inf", "Infinity", "-Infinity", "infinity", "infinit", "0x10", "abc", "true", "True",
    "false", "yes", "4/5", "4 out of 5", "score: 4", "\"4\"", "4\n", "\t3", "\u00a01", "\u20031", "\x0b1", "\x1c1", "\u30001", "\u200b1", "\ufeff1",
    "\x851", "\uff14", "\u0663", "\u0664", "123456789012345678901234567890", "1" * 400, "1.0000000000000001", "4.9999999999999999999", "1,5", "1 000",
    "e3", "1e", "５", "٤.٥", "4\x00", "\ud800", "4\udc00", "😀", "⁴", "½", "Ⅳ", "2e308", "-2e308", "1e308", "5e-324", "2.5e-324", "1" + "0" * 308,
    "00", "007", "1" * 5000, "9" * 4301, "0." + "0" * 400 + "1", "0.0e0", "1E+03", "1e+", ".", "-", "+", "--1", "+-1", " -1 ", "1 2"]
NUMBERS_JSON = ["0", "1", "3", "5", "-1", "-5", "6", "100", "-0", "0.0", "-0.0", "2.5", "4.999999999999999", "1e400", "-1e400", "1e-400", "5e-324",
    "1.7976931348623157e308", "1.7976931348623159e308", "9007199254740993", "12345678901234567890", "1" + "0" * 400, "-" + "9" * 320,
    "1e16", "1e15", "0.1", "3.0000000000000004", "1E2", "2e0", "4.0", "5.00", "NaN", "Infinity", "-Infinity"]
OTHERS_JSON = ["true", "false", "null", "[]", "[4]", "[4, 5]", "{}", '{"value": 4}', '{"score": 4}', '["4"]', '[null]', '[[1]]']


def jstr(s):
    return json.dumps(s, ensure_ascii=True)


REASONS = ['"ok"', '""', '"Good answer."', "null", "1", "0", "1.5", "4.0", "1e2", "-0.0", "-0", "12345678901234567890", "NaN", "-Infinity", "true", "[]", '["a"]', "{}", '{"why": "x"}', jstr("\ud800"), jstr("a\udc00b"),
    jstr("😀 ünïcödé ✓ 中文"), jstr("\x00\x01\x7f"), jstr("line1\nline2\r\n\t"), jstr("x" * 60), jstr("é" * 40), jstr("'quoted' \"double\""),
    jstr("```json\n{\"score\": 4}\n```"), jstr("{\"score\": 4, \"reason\": \"trunc"), "1e400", jstr("\\u0000"), jstr("\u2028\u2029"),
    jstr("a" * 20000)]
EXTRA_KEYS = [("critique", '"weak"'), ("result", '"Fail"'), ("metadata", '{"a": 1}'), ("name", '"other"'), ("threshold", "5"), ("__proto__", '{"x": 1}'),
    ("constructor", '"c"'), ("2", '"two"'), ("10", '"ten"'), ("ünï", "1"), ("", '""'), ("rank", "[1]"), ("score ", "3"), ("Score", "3"),
    ("reasoning", '"think"'), ("confidence", "0.9"), ("nested", '{"deep": [1, {"x": null}]}'), ("big", "1" + "0" * 30), ("inf", "1e400"),
    ("\ud800", "1"), ("nan", "NaN"), ("toString", "1"), ("hasOwnProperty", "2"), ("valueOf", "3")]
RANKS = ["[1]", "[1, 2]", "[2, 1]", "[3, 1, 2]", "[1, 1]", "[0, 1]", "[1, 3]", "[-1, 1]", "[]", "[2]", "[1.0, 2.0]", "[2.0, 1]", "[1.5, 2]",
    '["1", "2"]', '["2.0", "1"]', '[" 1", "2 "]', '["1_0"]', '["a", 1]', "[true, 2]", "[false, 1]", "[null, 1]", "[[1], 2]", '[{"r": 1}]',
    "[1e400]", "[NaN]", "[-Infinity, 1]", "[1e20]", "[100000000000000000000]", "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]", "[10, 9, 8, 7, 6, 5, 4, 3, 2, 1]", '"[1, 2]"', '"1, 2"',
    "1", "null", "{}", '{"0": 1}', "true", "[9007199254740993]", "[1, 2e0]", '["\\u0661"]', '["\ud800"]'.replace("\ud800", "\\ud800"),
    '["\\uff11", 2]', "[2, 1, 2]", "[3, 2]", jstr(["1" * 4301]), jstr(["1" * 4300]), jstr(["9" * 25, "1"]), jstr(["10.000", "2"]), jstr(["1.0e3"]),
    jstr([" 0x1"]), jstr(["2", "1.5e0"]), "[1, 2.5]", "[2, -0.0]", "[1, -0]", "[3.0, 1, 2]"]

texts = []
# every numeric form as the score, with a plain reason, without a reason, with a hostile reason
for s in NUMERIC_STRINGS:
    texts.append('{"score": %s, "reason": "ok"}' % jstr(s))
    texts.append('{"score": %s}' % jstr(s))
for n in NUMBERS_JSON + OTHERS_JSON:
    texts.append('{"score": %s, "reason": "ok"}' % n)
    texts.append('{"reason": "r", "score": %s}' % n)
    texts.append('{"score": %s}' % n)
for r in REASONS:
    texts.append('{"score": 4, "reason": %s}' % r)
    texts.append('{"reason": %s}' % r)
    texts.append('{"score": "x", "reason": %s}' % r)
for k, v in EXTRA_KEYS:
    texts.append('{"score": 3, "reason": "ok", %s: %s}' % (jstr(k), v))
    texts.append('{%s: %s, "score": 3}' % (jstr(k), v))
for r in RANKS:
    texts.append('{"rank": %s, "reason": "ranked"}' % r)
    texts.append('{"rank": %s}' % r)
    texts.append('{"reason": 5, "rank": %s, "score": 2}' % r)
texts += ["{}", '{"score": 4, "score": "x"}', '{"score": "x", "score": 4}', '{"reason": "a", "reason": null}', '{"critique": "Wrong order.", "result": "Fail"}',
    '{"score": 4, "reason": "ok", "metadata": {"score": 1}}', '{"2": 1, "1": 2, "score": 5, "b": 0, "a": 1}',
    '{"b": 0, "\\u0032": 1, "\\u0031": 2, "score": 5}', '{"score": 5, "x": {"b": 1, "\\u0033\\u0030": 2}}']
# random mixtures
pool_scores = [jstr(s) for s in NUMERIC_STRINGS if len(s) < 100] + [n for n in NUMBERS_JSON if len(n) < 100] + OTHERS_JSON
for _ in range(1200):
    members = []
    if rng.random() < 0.85:
        members.append(("score", rng.choice(pool_scores)))
    if rng.random() < 0.8:
        members.append(("reason", rng.choice(REASONS[:-1])))
    if rng.random() < 0.4:
        members.append(("rank", rng.choice([r for r in RANKS if len(r) < 100])))
    for _ in range(rng.choice([0, 0, 1, 2, 3])):
        members.append(rng.choice(EXTRA_KEYS))
    rng.shuffle(members)
    texts.append("{" + ", ".join(f"{jstr(k)}: {v}" for k, v in members) + "}")

seen = set()
cases = []
for t in texts:
    if t in seen:
        continue
    seen.add(t)
    cases.append(case(t))


# Strategies over three replicas of the built-in grader (their results are GraderScores or GraderErrors):
# VotingEvaluationStrategy(num_votes=3, tie_breaker="min") and AverageEvaluationStrategy(num_evaluations=3),
# as openjudge-nemo-semantics.md "Strategies" states them. NaN votes are left out (Counter keys NaN by object
# identity: documented divergence).
from collections import Counter


def builtin_result(parsed):
    try:
        inner = llm_pointwise("correctness", parsed)
        return ("score", GraderScore(name="correctness", score=inner.score, reason=inner.reason, metadata={"threshold": 3}))
    except ValidationError as e:
        return ("error", "Evaluation error: " + str(e))


def replica_shape(r):
    # an error's text by its sha256 (the texts themselves are compared in `cases`)
    return {"score": repr(r[1].score)} if r[0] == "score" else {"error_sha256": hashlib.sha256(r[1].encode("utf-8", "surrogatepass")).hexdigest()}


def voting(results):
    votes = [r[1].score for r in results if r[0] == "score"]
    ranked = Counter(votes).most_common()
    if not ranked:
        return {"raises": True}
    top = ranked[0][1]
    candidates = [v for v, c in ranked if c == top]
    score = candidates[0] if len(candidates) == 1 else min(candidates)
    return {"name": "correctness", "score": repr(float(score)), "reason": "Vote from 3 evaluations.", "replicas": [replica_shape(r) for r in results]}


def average(results):
    valid = [r[1] for r in results if r[0] == "score"]
    if not valid:
        return {"raises": True}
    total = 0.0
    for r in valid:
        total += r.score
    return {"name": "correctness", "score": repr(total / len(valid)), "reason": f"Averaged from {len(valid)} valid evaluations out of 3 total.", "metadata": {"threshold": 3}}


def no_nan(text):
    r = builtin_result(json.loads(text))
    return r[0] == "error" or not math.isnan(r[1].score)


strategy_pool = [c["output"] for c in cases if len(c["output"]) < 200 and no_nan(c["output"])]
# bias towards few distinct scores so that votes tie and repeat
small = ['{"score": 1}', '{"score": 2, "reason": "b"}', '{"score": "2"}', '{"score": 3}', '{"score": true}', '{"score": "x"}', '{"reason": 5}', '{"score": 2.5}', '{"score": -0}']
strategies = []
for _ in range(600):
    pool = small if rng.random() < 0.6 else strategy_pool
    texts3 = [rng.choice(pool) for _ in range(3)]
    results = [builtin_result(json.loads(t)) for t in texts3]
    strategies.append({"outputs": texts3, "voting": voting(results), "average": average(results)})

print(json.dumps({"source": f"pydantic {pydantic.VERSION} / pydantic-core {pydantic_core.__version__}, CPython json.loads; OpenJudge 0.2.0 answer reading re-stated",
                  "cases": cases, "strategies": strategies}, indent=None, ensure_ascii=True).replace('}, {"output"', '},\n{"output"').replace('}, {"outputs"', '},\n{"outputs"'))
