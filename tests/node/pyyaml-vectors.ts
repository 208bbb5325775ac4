/**
 * Shared by the PyYAML vector tests: the committed vectors (written by the python3 scripts beside
 * them under tests/fixtures/trials), a lexeme read as a grading config's value, the four ways a
 * value prints in Python, and the prompt an LLMGrader renders from a config's params.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { pyRepr, pyStr, pyTypeName } from "../../src/core/py-repr.js";
import { createLlmGraderFromParams } from "../../src/graders/llm/factories.js";
import { pyFormat } from "../../src/graders/py-format.js";
import { ScriptedJudge } from "../../src/judge/scripted-judge.js";
import { parseYamlText } from "../../src/node/grading-config.js";

/** What python3 printed for `x = yaml.safe_load("x: " + lexeme)["x"]`. */
export interface PyValueVector {
  /** `type(x).__name__` */
  readonly type: string;
  readonly str: string;
  readonly repr: string;
  /** `"x is {x}".format(x=x)` */
  readonly template: string;
}

export function readPyYamlVectors(file: string): Record<string, PyValueVector> {
  return (JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "trials", file), "utf8")) as { vectors: Record<string, PyValueVector> }).vectors;
}

/** `lexeme` as the value of a grading config's key. */
export const yamlValue = (lexeme: string): unknown => (parseYamlText(`x: ${lexeme}\n`, "c.yaml").value as { x: unknown }).x;

export function expectPrintedAsPython(x: unknown, v: PyValueVector): void {
  expect(pyTypeName(x)).toBe(v.type);
  expect(pyStr(x)).toBe(v.str);
  expect(pyRepr(x)).toBe(v.repr);
  expect(pyFormat("x is {x}", { x })).toBe(v.template);
}

/** The user prompt an LLMGrader renders from the `params` of a grading config's YAML text. */
export async function llmGraderPrompt(configText: string): Promise<string | undefined> {
  const params = (parseYamlText(configText, "c.yaml").value as { params: Record<string, unknown> }).params;
  const judge = new ScriptedJudge(() => ({ output: { score: 3, reason: "ok" } }));
  await createLlmGraderFromParams({ key: "g", params, resources: {} }).evaluate({}, { judge, judgeIdentity: { model: "m", provider: "scripted", settings: {} } });
  return judge.requests[0]?.user;
}
