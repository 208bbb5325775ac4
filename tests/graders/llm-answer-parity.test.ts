/**
 * Hostile recorded judge answers through LLMGrader (pointwise and listwise) and a built-in grader,
 * compared with what OpenJudge 0.2.0 makes of them. Expected values: tests/graders/vectors/
 * llm-answers.json, computed by tests/graders/vectors/make-llm-answer-vectors.py with pydantic 2.13.4 /
 * pydantic-core 2.46.4 and CPython 3.11.7's json.loads from the same JSON text (upstream's answer
 * reading re-stated there: score/rank/reason popped with their defaults, the rest is metadata).
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pyFloatRepr, pyRepr } from "../../src/core/py-repr.js";
import { PyFloat } from "../../src/core/json-format.js";
import { pyKeys } from "../../src/core/py-dict-order.js";
import { createCorrectnessGrader } from "../../src/graders/llm/correctness-grader.js";
import { createLlmGraderFromParams } from "../../src/graders/llm/factories.js";
import { runGrading } from "../../src/graders/runner.js";
import { AverageEvaluationStrategy } from "../../src/graders/strategies/average.js";
import { VotingEvaluationStrategy } from "../../src/graders/strategies/voting.js";
import { GRPOTournamentEvaluationStrategy } from "../../src/graders/strategies/grpo-tournament.js";
import { ScriptedJudge } from "../../src/judge/scripted-judge.js";
import type { GraderOutput, GraderResult } from "../../src/graders/contract.js";
import { buildFixtureRecord, parseFixtureRecord, serializeFixtureRecord, SCRIPTED_SOURCE } from "../../src/judge/fixture-store.js";
import { ZERO_USAGE } from "../../src/judge/pricing.js";
import { createJudgeStack, type JudgeMode } from "../../src/judge/replay-judge.js";
import type { Judge } from "../../src/judge/judge.js";
import { FIXED_NOW, FORBIDDEN_JUDGE, tempStore, type TempStore } from "../judge/judge-test-helpers.js";

interface Case {
  output: string;
  llm: Record<string, unknown>;
  builtin: Record<string, unknown>;
  listwise: Record<string, unknown>;
}
/** sha256 of the UTF-8 text, lone surrogates as CESU-style bytes (Python's "surrogatepass"). */
function sha256(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (cp >= 0xd800 && cp < 0xdc00 && next >= 0xdc00 && next < 0xe000) {
      cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return createHash("sha256").update(Buffer.from(bytes)).digest("hex");
}

interface StrategyCase {
  outputs: [string, string, string];
  voting: Record<string, unknown>;
  average: Record<string, unknown>;
}
const file = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "llm-answers.json"), "utf8")) as { cases: Case[]; strategies: StrategyCase[] };

/** A value as the vectors encode it: numbers by float repr, objects as key/value lists in order. */
function enc(value: unknown): unknown {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") return { $n: pyFloatRepr(value) };
  if (typeof value === "bigint") return { $n: pyFloatRepr(Number(value)) };
  if (value instanceof PyFloat) return { $n: pyFloatRepr(value.value) };
  if (Array.isArray(value)) return value.map(enc);
  const record = value as Record<string, unknown>;
  return { $o: pyKeys(record).map((k) => [k, enc(record[k])]) };
}

function shape(output: GraderOutput | undefined): Record<string, unknown> {
  if (output === undefined || Array.isArray(output)) return { missing: true };
  const result = output as GraderResult;
  if ("error" in result) return result.reason === "" ? { error: result.error, reason: "" } : { error: result.error };
  const out: Record<string, unknown> = { name: result.name, reason: result.reason, metadata: enc(result.metadata) };
  if ("score" in result) out.score = pyFloatRepr(result.score);
  else out.rank = result.rank;
  return out;
}

const identity = { model: "scripted-local-judge", provider: "scripted", settings: {} };

const PLACEHOLDER = "\u0000answer\u0000";
const template = serializeFixtureRecord(
  buildFixtureRecord(
    { metric: "openjudge.quality", system: "s", user: "u", outputName: "GraderScoreCallback", outputDescription: "", outputSchema: {}, model: "m", provider: "p", settings: {}, replica: 1, templateVersion: "t" },
    { output: PLACEHOLDER, usage: ZERO_USAGE, model: "m" },
    { recordedAt: "2026-12-02T00:00:00.000Z", source: SCRIPTED_SOURCE },
  ),
);

/** The answer as replay serves it: a recording holding this JSON text as its output, read by the fixture store. */
function recorded(outputText: string): unknown {
  return parseFixtureRecord(template.replace(JSON.stringify(PLACEHOLDER), () => outputText), "answer.json").response.output;
}

async function actual(c: Case): Promise<Omit<Case, "output">> {
  const output = recorded(c.output);
  const judge = new ScriptedJudge(() => ({ output }));
  const context = { judge, judgeIdentity: identity };
  const llm = createLlmGraderFromParams({ key: "q", params: { name: "quality", template: "{response}" }, resources: {} });
  const ranker = createLlmGraderFromParams({ key: "r", params: { name: "ranker", mode: "listwise", template: "{responses}" }, resources: {} });
  const one = async (key: string, grader: Parameters<typeof runGrading>[0]["graders"][number]["grader"], row: Record<string, unknown>) =>
    (await runGrading({ graders: [{ key, grader }] }, [row], context)).get(key)?.[0];
  const map = new Map<string, GraderOutput | undefined>([
    ["q", await one("q", llm, { response: "r" })],
    ["c", await one("c", createCorrectnessGrader(), { query: "q", response: "r" })],
    ["r", await one("r", ranker, { responses: ["a", "b"] })],
  ]);
  return { llm: shape(map.get("q")), builtin: shape(map.get("c")), listwise: shape(map.get("r")) };
}

describe("recorded judge answers read as OpenJudge reads them", () => {
  it(`agrees with upstream on all ${file.cases.length} answers`, async () => {
    expect(file.cases.length).toBeGreaterThan(1500);
    const wrong: unknown[] = [];
    for (const c of file.cases) {
      const got = await actual(c);
      for (const kind of ["llm", "builtin", "listwise"] as const) {
        if (JSON.stringify(got[kind]) !== JSON.stringify(c[kind])) wrong.push({ output: c.output, kind, expected: c[kind], got: got[kind] });
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(wrong.length).toBe(0);
  });
});

describe("strategies over recorded answers (three replicas of CorrectnessGrader)", () => {
  /** What the vectors compare: a raised error only by its runner prefix (upstream's texts for an empty vote or average are not in the reference). */
  function strategyShape(output: GraderOutput | undefined, withReplicas: boolean): Record<string, unknown> {
    const result = output as GraderResult;
    if ("error" in result) return result.error.startsWith("Error in correctness during evaluation: ") ? { raises: true } : { unexpected: result.error };
    if (!("score" in result)) return { unexpected: result };
    const out: Record<string, unknown> = { name: result.name, score: pyFloatRepr(result.score), reason: result.reason };
    if (withReplicas) {
      out.replicas = (result.metadata.original_results as GraderResult[]).map((r) => ("score" in r ? { score: pyFloatRepr(r.score) } : "error" in r ? { error_sha256: sha256(r.error) } : { unexpected: r }));
    } else out.metadata = result.metadata;
    return out;
  }

  it(`Voting (min) and Average agree with upstream on all ${file.strategies.length} triples`, async () => {
    expect(file.strategies.length).toBeGreaterThan(500);
    const wrong: unknown[] = [];
    for (const c of file.strategies) {
      const judge = new ScriptedJudge((request) => ({ output: recorded(c.outputs[request.replica - 1] as string) }));
      const context = { judge, judgeIdentity: identity };
      const rows = [{ query: "q", response: "r" }];
      const voted = (await runGrading({ graders: [{ key: "c", grader: createCorrectnessGrader(), strategy: new VotingEvaluationStrategy(3, "min") }] }, rows, context)).get("c")?.[0];
      const averaged = (await runGrading({ graders: [{ key: "c", grader: createCorrectnessGrader(), strategy: new AverageEvaluationStrategy(3) }] }, rows, context)).get("c")?.[0];
      const got = { voting: strategyShape(voted, true), average: strategyShape(averaged, false) };
      if (JSON.stringify(got.voting) !== JSON.stringify(c.voting)) wrong.push({ outputs: c.outputs, kind: "voting", expected: c.voting, got: got.voting });
      if (JSON.stringify(got.average) !== JSON.stringify(c.average)) wrong.push({ outputs: c.outputs, kind: "average", expected: c.average, got: got.average });
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});

describe("a hand-edited recording replays through the store as upstream reads it", () => {
  let temp: TempStore | undefined;
  afterEach(async () => temp?.cleanup());

  it("a recorded run and its replay give the same results, even for answers JSON cannot hold", async () => {
    // JSON.stringify writes Infinity as null: before, recording scored the live answer (inf) and replay the
    // file (null, a float_type GraderError); now both score the answer as the recording holds it
    temp = await tempStore();
    const store = temp.store;
    const stack = (mode: JudgeMode, provider: Judge) => createJudgeStack({ mode, provider, store, now: FIXED_NOW }).judge;
    const grader = createCorrectnessGrader();
    const rows = [{ query: "q", response: "a" }, { query: "q", response: "b" }];
    const live = new ScriptedJudge((request) => ({ output: request.user.includes("a") ? { score: Number.POSITIVE_INFINITY, reason: "r" } : { score: 4, reason: "ok", n: 12345678901234567000 } }));
    const recordedRun = (await runGrading({ graders: [{ key: "c", grader }] }, rows, { judge: stack("record-missing", live), judgeIdentity: identity })).get("c");
    const replayedRun = (await runGrading({ graders: [{ key: "c", grader }] }, rows, { judge: stack("replay", FORBIDDEN_JUDGE), judgeIdentity: identity })).get("c");
    expect(live.calls).toBe(2);
    expect(replayedRun).toEqual(recordedRun);
    expect(recordedRun?.[0]).toMatchObject({ error: expect.stringContaining("input_value=None, input_type=NoneType") as unknown });
  });

  it("a GRPO tournament whose comparison was never recorded stops with the replay miss", async () => {
    temp = await tempStore();
    const store = temp.store;
    const ranker = createLlmGraderFromParams({ key: "r", params: { name: "ranker", mode: "listwise", template: "{responses}" }, resources: {} });
    const entry = { key: "r", grader: ranker, strategy: new GRPOTournamentEvaluationStrategy() };
    const judge = createJudgeStack({ mode: "replay", provider: FORBIDDEN_JUDGE, store, now: FIXED_NOW }).judge;
    await expect(runGrading({ graders: [entry] }, [{ responses: ["a", "bb", "ccc"] }], { judge, judgeIdentity: identity })).rejects.toThrow(/no recorded judge answers for metric "openjudge.ranker"/);
  });

  it("NaN literals, exact big ints, -0, integer-like key order and a __proto__ key reach the grader as json.loads gives them", async () => {
    // expected values: pydantic 2.13.4 on json.loads of the same text (make-llm-answer-vectors.py's llm_pointwise / llm_listwise)
    temp = await tempStore();
    const store = temp.store;
    const stack = (mode: JudgeMode, provider: Judge) => createJudgeStack({ mode, provider, store, now: FIXED_NOW }).judge;
    const grader = createLlmGraderFromParams({ key: "q", params: { name: "quality", template: "{response}" }, resources: {} });
    const rows = [{ response: "a" }, { response: "b" }, { response: "c" }];
    await runGrading({ graders: [{ key: "q", grader }] }, rows, { judge: stack("record-missing", new ScriptedJudge(() => ({ output: { score: 1, reason: "x" } }))), judgeIdentity: identity });
    const files = (await temp.files()).map((f) => path.join((temp as TempStore).dir, f));
    const answers: Record<string, string> = {
      a: '{"score": NaN, "reason": "r", "10": 1, "2": 2, "__proto__": {"x": -0}}',
      b: '{"score": 100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000}',
      c: '{"score": -0, "reason": "r", "n": 9007199254740993}',
    };
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const response = (JSON.parse(text) as { request: { user: string[] } }).request.user.join("\n");
      const answer = answers[response] as string;
      writeFileSync(file, text.replace(/"output": \{[^}]*\}/, () => `"output": ${answer}`));
    }
    const replayed = (await runGrading({ graders: [{ key: "q", grader }] }, rows, { judge: stack("replay", FORBIDDEN_JUDGE), judgeIdentity: identity })).get("q") ?? [];
    const [a, b, c] = replayed as GraderResult[];
    expect(a).toMatchObject({ score: Number.NaN, reason: "r" });
    expect(pyRepr((a as { metadata: unknown }).metadata)).toBe("{'10': 1, '2': 2, '__proto__': {'x': 0}}");
    expect((b as { error: string }).error).toContain("Input should be a valid number [type=float_type, input_value=1000000000000000000000000...000000000000000000000000, input_type=int]");
    expect(c).toMatchObject({ score: 0, reason: "r" });
    expect(Object.is((c as { score: number }).score, -0)).toBe(false);
    expect(pyRepr((c as { metadata: unknown }).metadata)).toBe("{'n': 9007199254740993}");
  });
});
