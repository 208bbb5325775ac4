/**
 * `llm_judge` (NeMo's LLMJudgeMetric): range and rubric scores, JSON and regex parsers, the
 * `<score>` / `<score>.label` outputs, and its calls going through the judge interface: recorded by
 * a scripted judge into a fixture store, then replayed from it without any judge (no network),
 * malformed answers included. Expected values are read off the scripted answers by hand.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FixtureSecretError, SCRIPTED_SOURCE } from "../../src/judge/fixture-store.js";
import type { Judge, JudgeRequest } from "../../src/judge/judge.js";
import { JudgeFixtureMissingError } from "../../src/judge/judge-errors.js";
import { createJudgeStack } from "../../src/judge/replay-judge.js";
import { ScriptedJudge } from "../../src/judge/scripted-judge.js";
import { MetricConfigError, type MetricFactoryContext } from "../../src/trials/contract.js";
import { LLM_JUDGE_NAMESPACE, answerJson, llmJudgeMetric, type LlmJudgeMetric } from "../../src/trials/metrics/llm-judge.js";
import { FIXED_NOW, FORBIDDEN_JUDGE, tempStore, type TempStore } from "../judge/judge-test-helpers.js";
import { inlineTrace, trialInput, valuesOf } from "./trial-input.js";

const identity = { model: "scripted-local-judge", provider: "scripted", settings: {} };

const RANGE = { name: "correctness", description: "agreement with the reference", minimum: 1, maximum: 5, parser: { type: "json", json_path: "correctness" } };
const RUBRIC = {
  name: "tone",
  rubric: [
    { label: "polite", value: 1, description: "courteous throughout" },
    { label: "curt", value: 0.5 },
    { label: "rude", value: 0 },
  ],
  parser: { type: "regex", pattern: "TONE:\\s*(\\w+)", hint: "a line 'TONE: <label>'" },
};

function judgeMetric(options: Record<string, unknown>, context: MetricFactoryContext): LlmJudgeMetric {
  return llmJudgeMetric(options, context) as LlmJudgeMetric;
}

/** A judge answering every request with the text the map gives for the agent's answer in the prompt. */
function scriptedByAnswer(answers: Record<string, string>): ScriptedJudge {
  return new ScriptedJudge((request: JudgeRequest) => {
    const said = /The agent's final answer:\n(.*)\n/.exec(request.user)?.[1] ?? "";
    const text = answers[said];
    if (text === undefined) throw new Error(`no scripted answer for ${said}`);
    return { output: { answer: text } };
  });
}

let store: TempStore | undefined;
afterEach(async () => {
  await store?.cleanup();
  store = undefined;
});

describe("parsing the judge's answer", () => {
  const judge: Judge = scriptedByAnswer({});
  const m = (scores: unknown[]): LlmJudgeMetric => judgeMetric({ scores }, { judge, judgeIdentity: identity });

  it("answerJson reads the whole text, a fenced block, or the first object in prose", () => {
    expect(answerJson(' {"a": 1} ')).toEqual({ a: 1 });
    expect(answerJson('Here:\n```json\n{"a": 2}\n```\nthanks')).toEqual({ a: 2 });
    expect(answerJson('I give {"a": {"b": "}"}} as my verdict {"a": 9}')).toEqual({ a: { b: "}" } });
    expect(answerJson("no json here")).toBeUndefined();
  });

  it.each([
    ['{"correctness": 4}', 4],
    ['{"correctness": "3.5"}', 3.5], // a numeric string, as pydantic's lax float reads it
    ["```json\n{\"correctness\": 5, \"why\": \"all facts match\"}\n```", 5],
    ['Verdict: {"correctness": 1}', 1],
    ['{"correctness": 2, "why": NaN}', 2], // json.loads reads NaN (python3: json.loads('{"why": NaN}') is {'why': nan})
  ])("range score from %j -> %d", async (answer, value) => {
    const judgeWith = scriptedByAnswer({ x: answer });
    const metric = judgeMetric({ scores: [RANGE] }, { judge: judgeWith, judgeIdentity: identity });
    expect(valuesOf(await metric.computeScores(trialInput({ outputText: "x" })))).toEqual({ correctness: value });
  });

  it.each([
    ["I think it is mostly right.", "the judge's answer is not JSON (json.loads: Expecting value: line 1 column 1 (char 0))"],
    ['{"score": 4}', "the judge's answer has no 'correctness'"],
    ['{"correctness": 7}', "the judge's value 7.0 is outside 1..5"],
    ['{"correctness": true}', "the judge's value True is not a number"],
    ['{"correctness": "high"}', "the judge's value 'high' is not a number"],
  ])("a malformed range answer %j fails the trial, quoting it", async (answer, message) => {
    const metric = judgeMetric({ scores: [RANGE] }, { judge: scriptedByAnswer({ x: answer }), judgeIdentity: identity });
    const failure = metric.computeScores(trialInput({ outputText: "x" }));
    await expect(failure).rejects.toThrow(`llm_judge: score 'correctness': ${message}`);
    await expect(metric.computeScores(trialInput({ outputText: "x" }))).rejects.toThrow(JSON.stringify(answer.replace(/\s+/g, " ").trim()));
  });

  it("rubric: the label (exact, else ignoring case), or a level's value; outputs <name> and <name>.label", async () => {
    const metric = judgeMetric({ scores: [RUBRIC] }, { judge: scriptedByAnswer({ a: "TONE: polite", b: "Overall fine.\nTONE: Curt", c: "TONE: snarky" }), judgeIdentity: identity });
    expect(metric.outputSpec().map((s) => [s.name, s.kind])).toEqual([
      ["tone", "continuous_score"],
      ["tone.label", "label"],
    ]);
    expect(valuesOf(await metric.computeScores(trialInput({ outputText: "a" })))).toEqual({ tone: 1, "tone.label": "polite" });
    expect(valuesOf(await metric.computeScores(trialInput({ outputText: "b" })))).toEqual({ tone: 0.5, "tone.label": "curt" });
    await expect(metric.computeScores(trialInput({ outputText: "c" }))).rejects.toThrow(`the judge chose 'snarky', which is not one of the rubric's labels (polite, curt, rude)`);
    const byValue = judgeMetric({ scores: [{ ...RUBRIC, parser: { type: "json", json_path: "tone" } }] }, { judge: scriptedByAnswer({ d: '{"tone": 0}' }), judgeIdentity: identity });
    expect(valuesOf(await byValue.computeScores(trialInput({ outputText: "d" })))).toEqual({ tone: 0, "tone.label": "rude" });
  });

  it("a regex reads its first group, or the whole match when it has none", async () => {
    const grouped = judgeMetric({ scores: [{ ...RANGE, parser: { type: "regex", pattern: "Score (\\d+)" } }] }, { judge: scriptedByAnswer({ x: "Score 4 of 5" }), judgeIdentity: identity });
    expect(valuesOf(await grouped.computeScores(trialInput({ outputText: "x" })))).toEqual({ correctness: 4 });
    const whole = judgeMetric({ scores: [{ ...RANGE, parser: { type: "regex", pattern: "\\d+\\.\\d+" } }] }, { judge: scriptedByAnswer({ x: "Score 4.5 of 5" }), judgeIdentity: identity });
    expect(valuesOf(await whole.computeScores(trialInput({ outputText: "x" })))).toEqual({ correctness: 4.5 });
    const none = judgeMetric({ scores: [{ ...RANGE, parser: { type: "regex", pattern: "\\d+\\.\\d+" } }] }, { judge: scriptedByAnswer({ x: "no score" }), judgeIdentity: identity });
    await expect(none.computeScores(trialInput({ outputText: "x" }))).rejects.toThrow("llm_judge: score 'correctness': the judge's answer does not match /\\d+\\.\\d+/: \"no score\"");
  });

  it("a regex is Python's, as NeMo's ScoreParserRegex runs re.search (expected values from python3's re)", async () => {
    // python3: re.search(r"(?i)score:\s*(?P<v>\d)\Z", "SCORE: 4").group(1) == "4"; JavaScript's RegExp refuses (?i) and (?P<v>)
    const named = judgeMetric({ scores: [{ ...RANGE, parser: { type: "regex", pattern: "(?i)score:\\s*(?P<v>\\d)\\Z" } }] }, { judge: scriptedByAnswer({ x: "SCORE: 4" }), judgeIdentity: identity });
    expect(valuesOf(await named.computeScores(trialInput({ outputText: "x" })))).toEqual({ correctness: 4 });
    // python3: re.search(r"(\d)$", "Score 3\n").group(1) == "3" ($ matches before a final newline); JavaScript's $ does not
    const dollar = judgeMetric({ scores: [{ ...RANGE, parser: { type: "regex", pattern: "(\\d)$" } }] }, { judge: scriptedByAnswer({ x: "Score 3\n" }), judgeIdentity: identity });
    expect(valuesOf(await dollar.computeScores(trialInput({ outputText: "x" })))).toEqual({ correctness: 3 });
    // python3: re.compile("(?P<v") raises re.error "missing >, unterminated name at position 4"
    expect(() => judgeMetric({ scores: [{ ...RANGE, parser: { type: "regex", pattern: "(?P<v" } }] }, { judge: FORBIDDEN_JUDGE, judgeIdentity: identity })).toThrow(
      "not a valid Python regular expression: re.error: missing >, unterminated name at position 4",
    );
  });

  it("several scores from one answer", async () => {
    expect(m([RANGE, RUBRIC]).outputSpec().map((s) => s.name)).toEqual(["correctness", "tone", "tone.label"]);
    const metric = judgeMetric({ scores: [RANGE, RUBRIC] }, { judge: scriptedByAnswer({ x: '{"correctness": 4}\nTONE: rude' }), judgeIdentity: identity });
    expect(valuesOf(await metric.computeScores(trialInput({ outputText: "x" })))).toEqual({ correctness: 4, tone: 0, "tone.label": "rude" });
  });
});

describe("options", () => {
  const context = { judge: FORBIDDEN_JUDGE, judgeIdentity: identity };
  it.each([
    [{ scores: [] }, "scores"],
    [{ scores: [RANGE, RANGE] }, "scores"],
    [{ scores: [{ ...RANGE, name: "x.label" }] }, "scores.0"],
    [{ scores: [{ ...RANGE, minimum: 5, maximum: 1 }] }, "scores.0"],
    [{ scores: [{ ...RANGE, parser: { type: "regex", pattern: "(" } }] }, "scores.0"],
    [{ scores: [{ ...RANGE, parser: { type: "xml" } }] }, "scores.0"],
    [{ scores: [RANGE], temperature: 0 }, "temperature"],
    [{ scores: [{ ...RUBRIC, rubric: [{ label: "a", value: 1, descr: "typo" }] }] }, "scores.0.rubric.0.descr"],
  ])("refuses %j", (options, field) => {
    let error: unknown;
    try {
      llmJudgeMetric(options, context);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MetricConfigError);
    expect((error as MetricConfigError).field.startsWith(field)).toBe(true);
  });

  it("needs a judge only when scoring", async () => {
    const metric = llmJudgeMetric({ scores: [RANGE] }, {});
    expect(metric.outputSpec().length).toBe(1);
    await expect(metric.computeScores(trialInput({}))).rejects.toThrow("llm_judge needs a judge (--provider/--model, or replay from recorded-judges)");
  });
});

describe("the request", () => {
  it("renders our template with the task, reference, answer, trace and answer format; max_tokens 1024 unless overridden", async () => {
    const metric = judgeMetric({ scores: [RANGE, RUBRIC], criteria: "Is the capital right?", include_trace: true }, { judge: FORBIDDEN_JUDGE, judgeIdentity: identity });
    const request = await metric.request(
      trialInput({
        inputs: { instruction: "What is the capital of France?" },
        reference: { expected: "Paris" },
        outputText: "Paris.",
        evidence: inlineTrace([{ source: "agent", message: "looking", tool_calls: [{ function_name: "search", arguments: { q: "capital of France" } }] }]),
      }),
    );
    expect(request.metric).toBe(LLM_JUDGE_NAMESPACE);
    expect(request.outputName).toBe("LLMJudgeAnswer");
    expect(request.settings).toEqual({ max_tokens: 1024 });
    for (const part of [
      "What to judge:\nIs the capital right?",
      "Task given to the agent:\nWhat is the capital of France?",
      "expected: Paris",
      "The agent's final answer:\nParis.",
      'Step 1 [agent]: looking\n  tool call: search({"q":"capital of France"})',
      "- correctness: agreement with the reference\n  a number from 1 to 5",
      "    polite — courteous throughout",
      '{"correctness":"<number from 1 to 5>"}',
      "For tone, write a line 'TONE: <label>' that the regular expression TONE:\\s*(\\w+) matches (its first group is read as the value).",
    ]) {
      expect(request.user).toContain(part);
    }
    const settings = judgeMetric({ scores: [RANGE] }, { judge: FORBIDDEN_JUDGE, judgeIdentity: { ...identity, settings: { max_tokens: 2048, temperature: 0 } } });
    expect((await settings.request(trialInput({}))).settings).toEqual({ max_tokens: 2048, temperature: 0 });
    const option = judgeMetric({ scores: [RANGE], max_tokens: 300 }, { judge: FORBIDDEN_JUDGE, judgeIdentity: { ...identity, settings: { max_tokens: 2048 } } });
    expect((await option.request(trialInput({}))).settings).toEqual({ max_tokens: 300 });
  });

  it("a prompt_template of your own sees item and sample as in NeMo", async () => {
    const metric = judgeMetric(
      { scores: [RANGE], prompt_template: "Q: {{ item.inputs.instruction }} / ref {{ item.reference.expected }} / A: {{ sample.output_text }} / {{ json_example }}" },
      { judge: FORBIDDEN_JUDGE, judgeIdentity: identity },
    );
    const request = await metric.request(trialInput({ inputs: { instruction: "2+2?" }, reference: { expected: "4" }, outputText: "4" }));
    expect(request.user).toBe('Q: 2+2? / ref 4 / A: 4 / {"correctness":"<number from 1 to 5>"}');
    const structured = judgeMetric({ scores: [RANGE], prompt_template: "{% if sample.response %}city {{ sample.response.city }}{% else %}no response{% endif %}" }, { judge: FORBIDDEN_JUDGE, judgeIdentity: identity });
    expect((await structured.request(trialInput({ response: { city: "Oslo" } }))).user).toBe("city Oslo");
    expect((await structured.request(trialInput({}))).user).toBe("no response");
    const standard = judgeMetric({ scores: [RANGE] }, { judge: FORBIDDEN_JUDGE, judgeIdentity: identity });
    expect(request.templateVersion).not.toBe((await standard.request(trialInput({}))).templateVersion);
  });
});

describe("record, then replay from the fixture store", () => {
  it("replays recorded answers (a malformed one included) without a judge; a miss explains itself", async () => {
    store = await tempStore();
    const answers = { "Paris.": '{"correctness": 5}', "Lyon.": "```json\n{\"correctness\": \"2\"}\n```", "Hmm.": "It is hard to say." };
    const record = createJudgeStack({ mode: "record-missing", provider: scriptedByAnswer(answers), store: store.store, now: FIXED_NOW });
    const recording = judgeMetric({ scores: [RANGE] }, { judge: record.judge, judgeIdentity: identity });
    const input = (outputText: string) => trialInput({ reference: { expected: "Paris" }, outputText });
    expect(valuesOf(await recording.computeScores(input("Paris.")))).toEqual({ correctness: 5 });
    expect(valuesOf(await recording.computeScores(input("Lyon.")))).toEqual({ correctness: 2 });
    await expect(recording.computeScores(input("Hmm."))).rejects.toThrow('the judge\'s answer is not JSON (json.loads: Expecting value: line 1 column 1 (char 0)): "It is hard to say."');
    const files = await store.files();
    expect(files.length).toBe(3); // the malformed answer is recorded as the judge gave it
    expect(files.every((f) => f.startsWith(`${LLM_JUDGE_NAMESPACE}${path.sep}`))).toBe(true);
    const record0 = JSON.parse(await readFile(path.join(store.dir, files[0] as string), "utf8")) as { source: string };
    expect(record0.source).toBe(SCRIPTED_SOURCE);

    const replay = createJudgeStack({ mode: "replay", provider: FORBIDDEN_JUDGE, store: store.store, now: FIXED_NOW });
    const replaying = judgeMetric({ scores: [RANGE], ignore_request_failure: true }, { judge: replay.judge, judgeIdentity: identity });
    expect(valuesOf(await replaying.computeScores(input("Paris.")))).toEqual({ correctness: 5 });
    expect(valuesOf(await replaying.computeScores(input("Lyon.")))).toEqual({ correctness: 2 });
    await expect(replaying.computeScores(input("Hmm."))).rejects.toThrow("the judge's answer is not JSON");
    // not recorded: a replay miss is never turned into NaN, even with ignore_request_failure
    const miss = replaying.computeScores(input("Marseille."));
    await expect(miss).rejects.toBeInstanceOf(JudgeFixtureMissingError);
    await expect(replaying.computeScores(input("Marseille."))).rejects.toThrow(/nemo\.llm_judge/);
    expect(replay.accounting.snapshot().replayed).toBe(3);
  });

  it("ignore_request_failure: a failed call gives NaN scores and empty labels; without it the trial fails", async () => {
    const failing = new ScriptedJudge(() => {
      throw new Error("provider unavailable");
    });
    const lenient = judgeMetric({ scores: [RANGE, RUBRIC], ignore_request_failure: true }, { judge: failing, judgeIdentity: identity });
    expect(valuesOf(await lenient.computeScores(trialInput({})))).toEqual({ correctness: NaN, tone: NaN, "tone.label": "" });
    const strict = judgeMetric({ scores: [RANGE] }, { judge: failing, judgeIdentity: identity });
    await expect(strict.computeScores(trialInput({}))).rejects.toThrow("provider unavailable");
  });

  it("a prompt holding the configured API key is never recorded (the store fails closed)", async () => {
    const key = "sk-ant-test-0123456789abcdef";
    store = await tempStore([key]);
    const record = createJudgeStack({ mode: "record-missing", provider: scriptedByAnswer({ [`my key is ${key}`]: '{"correctness": 1}' }), store: store.store, now: FIXED_NOW });
    const metric = judgeMetric({ scores: [RANGE] }, { judge: record.judge, judgeIdentity: identity });
    await expect(metric.computeScores(trialInput({ outputText: `my key is ${key}` }))).rejects.toBeInstanceOf(FixtureSecretError);
    expect(await store.files()).toEqual([]);
  });

  it("a structured output without a text answer is never recorded", async () => {
    store = await tempStore();
    const wrongShape = new ScriptedJudge(() => ({ output: { correctness: 4 } }));
    const record = createJudgeStack({ mode: "record-missing", provider: wrongShape, store: store.store, now: FIXED_NOW });
    const metric = judgeMetric({ scores: [RANGE] }, { judge: record.judge, judgeIdentity: identity });
    await expect(metric.computeScores(trialInput({}))).rejects.toThrow(/answer: must be a string/);
    expect(await store.files()).toEqual([]);
  });
});
