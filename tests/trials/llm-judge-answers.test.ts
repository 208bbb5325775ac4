/**
 * llm_judge's JSON parser reads the judge's answer as Python's json.loads reads it (NeMo's
 * ScoreParserJSON is Python): NaN/Infinity literals, ints past 2^53, whole floats, -0, fenced
 * blocks, duplicate keys and json.loads' own error texts. Expected outcomes from
 * tests/trials/vectors/make-llm-judge-answer-vectors.py (CPython 3.11.7 json.loads + pydantic 2.13.4).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LlmJudgeParseError, scoreOutputs } from "../../src/trials/metrics/llm-judge.js";

interface Definition {
  readonly name: string;
  readonly path: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly rubric?: { label: string; value: number }[];
}
interface Case {
  readonly score: Definition;
  readonly answer: string;
  readonly expected: { outputs: [string, string][] } | { error: string };
}

const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "llm-judge-answers.json"), "utf8")) as { source: string; cases: Case[] };

function pyFloat(text: string): number {
  if (text === "nan") return Number.NaN;
  if (text === "inf") return Number.POSITIVE_INFINITY;
  if (text === "-inf") return Number.NEGATIVE_INFINITY;
  return Number(text);
}

function definitionOf(score: Definition): Parameters<typeof scoreOutputs>[0] {
  const parser = { type: "json" as const, json_path: score.path };
  return score.rubric === undefined
    ? { name: score.name, minimum: score.minimum as number, maximum: score.maximum as number, parser }
    : { name: score.name, rubric: score.rubric, parser };
}

describe(`llm_judge answers match ${vectors.source}`, () => {
  it("has vectors", () => {
    expect(vectors.cases.length).toBe(88);
  });
  for (const c of vectors.cases) {
    const title = JSON.stringify(c.answer).slice(0, 60);
    it(`${c.score.name}/${c.score.path} ${title}`, () => {
      const run = (): ReturnType<typeof scoreOutputs> => scoreOutputs(definitionOf(c.score), c.answer);
      if ("error" in c.expected) {
        expect(run).toThrow(LlmJudgeParseError);
        expect(() => run()).toThrow(`llm_judge: score '${c.score.name}': ${c.expected.error}: `);
        return;
      }
      const outputs = run();
      expect(outputs.map((o) => o.name)).toEqual(c.expected.outputs.map(([name]) => name));
      c.expected.outputs.forEach(([name, repr], i) => {
        const value = outputs[i]?.value;
        if (name.endsWith(".label")) expect(value).toBe(repr);
        else expect(Object.is(value, pyFloat(repr)), `${name}: ${String(value)} vs ${repr}`).toBe(true);
      });
    });
  }
});
