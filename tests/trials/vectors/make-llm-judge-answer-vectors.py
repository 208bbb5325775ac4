"""llm_judge's JSON parser read as Python reads JSON (tests/trials/llm-judge-answers.test.ts).

Run: python3 tests/trials/vectors/make-llm-judge-answer-vectors.py > tests/trials/vectors/llm-judge-answers.json
(CPython 3.11.7 with pydantic 2.13.4 when committed). NeMo's LLMJudgeMetric reads a score with
ScoreParserJSON or ScoreParserRegex (judge-replay-and-graders.md C.1 item 9); the reference gives no more
of the JSON parser than its name, and NeMo is Python, so the answer text is read by json.loads. The rule
agent-eval documents (docs/trials.md, "llm_judge") is written out here in Python:
- the candidates are the stripped text, the first fenced block (stripped), the first balanced {...};
  the first that json.loads reads is the answer (NaN, Infinity, ints past 2^53 and 4.0 as Python has them);
- the dot-separated json_path walks dicts;
- a range value is a number (not a bool) or a string that pydantic's lax float takes, within the bounds;
- a rubric value is a label (exact, else str.strip().lower() equal) or a number == a level's value.
Each case gives the outputs as repr()s, or the reason of the failure as the metric's message writes it
(values as repr(), json.loads' own error text when no candidate is JSON).
"""
import json, re, sys
import pydantic
from pydantic import TypeAdapter, ValidationError

FLOAT = TypeAdapter(float)

def first_json_object(text):
    start = text.find("{")
    if start < 0:
        return None
    depth, in_string, i = 0, False, start
    while i < len(text):
        c = text[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return text[start:i + 1]
        i += 1
    return None

FENCE = re.compile(r"```(?:json)?[ \t\n\r]*\n?([\s\S]*?)```", re.I)

def answer_json(answer):
    candidates = [answer.strip()]
    fenced = FENCE.search(answer)
    if fenced:
        candidates.append(fenced.group(1).strip())
    obj = first_json_object(answer)
    if obj is not None:
        candidates.append(obj)
    first_error = None
    for candidate in candidates:
        try:
            return True, json.loads(candidate)
        except (ValueError, RecursionError) as e:
            if first_error is None:
                first_error = str(e)
    return False, first_error

def parse(path, answer):
    ok, value = answer_json(answer)
    if not ok:
        return False, f"the judge's answer is not JSON (json.loads: {value})"
    for key in path.split("."):
        if not isinstance(value, dict) or key not in value:
            return False, f"the judge's answer has no '{path}'"
        value = value[key]
    return True, value

def num(x):
    return repr(x) if isinstance(x, float) else str(x)

def score(definition, answer):
    ok, raw = parse(definition["path"], answer)
    if not ok:
        return {"error": raw}
    name = definition["name"]
    if "rubric" in definition:
        levels = definition["rubric"]
        level = None
        if isinstance(raw, (int, float)) and not isinstance(raw, bool):
            level = next((l for l in levels if l["value"] == raw), None)
        elif isinstance(raw, str):
            level = next((l for l in levels if l["label"] == raw), None) or next((l for l in levels if l["label"].lower() == raw.strip().lower()), None)
        if level is None:
            labels = ", ".join(l["label"] for l in levels)
            return {"error": f"the judge chose {raw!r}, which is not one of the rubric's labels ({labels})"}
        return {"outputs": [[name, repr(float(level["value"]))], [name + ".label", level["label"]]]}
    if isinstance(raw, bool) or not isinstance(raw, (int, float, str)):
        return {"error": f"the judge's value {raw!r} is not a number"}
    try:
        value = FLOAT.validate_python(raw)
    except ValidationError:
        return {"error": f"the judge's value {raw!r} is not a number"}
    lo, hi = definition["minimum"], definition["maximum"]
    if not (lo <= value <= hi):
        return {"error": f"the judge's value {value!r} is outside {num(lo)}..{num(hi)}"}
    return {"outputs": [[name, repr(value)]]}

RANGE = {"name": "s", "path": "s", "minimum": 1, "maximum": 5}
WIDE = {"name": "s", "path": "s", "minimum": -1e300, "maximum": 1e300}
NESTED = {"name": "s", "path": "a.s", "minimum": 0, "maximum": 10}
RUBRIC = {"name": "v", "path": "v", "rubric": [{"label": "big", "value": 9007199254740992}, {"label": "pass", "value": 1}, {"label": "half", "value": 0.5}, {"label": "fail", "value": 0}]}
# labels compared with Python 3.11's lower(): U+A7CB (a capital since Unicode 16, whose lowercase is the
# old U+0264) has no lowercase there
NEW_CASE = {"name": "v", "path": "v", "rubric": [{"label": "\ua7cb", "value": 1}, {"label": "\u0130x", "value": 0.5}, {"label": "\u03a3\u03a3", "value": 0}]}

ANSWERS = [
    '{"s": 4}', '{"s": 4.0}', '{"s": "3.5"}', '{"s": " 2 "}', '{"s": 1e0}', '{"s": 5.000000000000001}',
    # NaN / Infinity: json.loads reads them (JSON.parse refuses the whole text)
    '{"s": NaN}', '{"s": Infinity}', '{"s": -Infinity}', '{"s": 3, "note": NaN}', '{"note": [Infinity, -Infinity], "s": 2}',
    '{"s": "NaN"}', '{"s": "inf"}', '{"s": 1e400}', '{"s": -1e400}',
    'Verdict: {"s": 3, "why": NaN} done', '```json\n{"s": 4, "x": Infinity}\n```', 'Here:\n```\n{"s": 2}\n```\nthanks',
    '```json\n{"s": NaN}\n```', '{"s": nan}', '{"s": infinity}', '{"s": +1}', '{"s": 01}', '{"s": .5}',
    # ints past 2^53 stay exact
    '{"s": 9007199254740993}', '{"s": 123456789012345678901234567890}', '{"s": 1' + '0' * 400 + '}',
    '{"s": 1' + '0' * 4300 + '}',
    # duplicates, nesting, kinds
    '{"s": 9, "s": 3}', '{"s": true}', '{"s": null}', '{"s": [3]}', '{"s": {"t": 1}}', '{"t": 3}', '[3]', '3', '"3"',
    '', '   ', 'no json here', '{"s": 3,}', '{"s": 3} trailing', '\ufeff{"s": 3}', '{"s": "\\ud800"}', '{"s": 3 // c\n}',
    '[' * 1200 + ']' * 1200, '{"s": ' + '[' * 1200 + ']' * 1200 + '}',
]
NESTED_ANSWERS = ['{"a": {"s": 4.0}}', '{"a": {"s": NaN}}', '{"a": [1]}', '{"a": {"t": 1}}', '{"a": {"s": 9007199254740993}}', '{"a": null}']
WIDE_ANSWERS = ['{"s": 9007199254740993}', '{"s": -0}', '{"s": -0.0}', '{"s": 1e308}', '{"s": 1e309}', '{"s": 2.5}', '{"s": "1_000"}']
RUBRIC_ANSWERS = [
    '{"v": 1}', '{"v": 1.0}', '{"v": 0}', '{"v": -0.0}', '{"v": 0.5}', '{"v": 5e-1}', '{"v": true}', '{"v": false}',
    '{"v": 9007199254740992}', '{"v": 9007199254740993}', '{"v": 9007199254740992.0}', '{"v": 9007199254740993.0}',
    '{"v": NaN}', '{"v": Infinity}', '{"v": "pass"}', '{"v": " PASS "}', '{"v": "Half"}', '{"v": "none"}', '{"v": null}',
    '{"v": "fail", "note": NaN}', '```json\n{"v": 1, "x": -Infinity}\n```',
]
NEW_CASE_ANSWERS = ['{"v": "\\u0264"}', '{"v": "\\ua7cb"}', '{"v": " \\ua7cb "}', '{"v": "i\\u0307x"}', '{"v": "I\\u0307X"}', '{"v": "\\u03c3\\u03c2"}', '{"v": "\\u03c3\\u03c3"}']

cases = []
for definition, answers in [(RANGE, ANSWERS), (NESTED, NESTED_ANSWERS), (WIDE, WIDE_ANSWERS), (RUBRIC, RUBRIC_ANSWERS), (NEW_CASE, NEW_CASE_ANSWERS)]:
    for answer in answers:
        cases.append({"score": definition, "answer": answer, "expected": score(definition, answer)})

out = {"source": f"CPython {sys.version.split()[0]} json.loads + pydantic {pydantic.VERSION} float, the rule in docs/trials.md", "cases": cases}
print(json.dumps(out, indent=1, ensure_ascii=True))
