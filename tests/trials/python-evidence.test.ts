/**
 * Trace evidence as Python's `json.loads` reads it where OpenJudge mappers address it
 * (`candidate.evidence.trace.…`): an inline trace's or a trace file's `1.0` is a float, `1` an int,
 * `12345678901234567890` an exact int, while the metrics' evidence handles keep JSON.parse's numbers.
 * Expected values from python3 (CPython 3.11.7, run here): for t in '{"c": 1.0}', '{"c": 1}',
 * '{"c": 2.50}', '{"c": 1e2}', '{"c": 12345678901234567890}': `x = json.loads(t)["c"]`, then
 * `str(x)` and `x.lower()`, which raises `AttributeError: 'float' object has no attribute 'lower'`
 * ('int' for 1 and 12345678901234567890).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { PyFloat } from "../../src/core/json-format.js";
import { pyStr } from "../../src/core/py-repr.js";
import { readAtif } from "../../src/graders/atif.js";
import { parseTraceJson, parseTrialDataset, pythonEvidence } from "../../src/node/trial-dataset.js";

const PYTHON: ReadonlyArray<readonly [string, string, string]> = [
  ["1.0", "1.0", "float"],
  ["1", "1", "int"],
  ["2.50", "2.5", "float"],
  ["1e2", "100.0", "float"],
  ["12345678901234567890", "12345678901234567890", "int"],
];

const head = '"task":{"id":"t"},"trial":{"id":"a","task_id":"t","status":"completed"}';
const trace = (c: string) => `{"schema_version":"ATIF-v1.4","session_id":"s","agent":{"name":"a","version":"1"},"steps":[{"step_id":1,"source":"agent","message":"m","metrics":{"prompt_tokens":200.0,"cost_usd":${c}}}]}`;

describe("inline trace evidence", () => {
  it.each(PYTHON)("%s: the grader rows' view prints str(x); the trial's evidence keeps JSON.parse's number", (lexeme, str) => {
    const [trial] = parseTrialDataset(`{${head},"candidate":{"output_text":"x","evidence":{"trace":${trace(lexeme)}}}}\n`, "/data/d.jsonl").trials;
    if (trial === undefined) throw new Error("no trial");
    const plain = (trial.evidence?.trace?.data as { steps: Array<{ metrics: { cost_usd: unknown } }> }).steps[0]?.metrics.cost_usd;
    expect(plain).toBe(JSON.parse(lexeme));
    const python = pythonEvidence(trial, "/data") ?? trial.evidence;
    const cost = (python?.trace?.data as { steps: Array<{ metrics: { cost_usd: unknown } }> }).steps[0]?.metrics.cost_usd;
    expect(pyStr(cost)).toBe(str);
  });

  it("a line whose evidence has no whole float keeps no second copy", () => {
    const [trial] = parseTrialDataset(`{${head},"reference":{"w":1.0},"candidate":{"output_text":"x","evidence":{"trace":${trace("0.25").replace("200.0", "200")}}}}\n`, "/data/d.jsonl").trials;
    expect(trial?.pythonEvidenceText).toBeUndefined();
    expect(trial?.reference.w).toBeInstanceOf(PyFloat);
  });

  it("a trace file reads as json.loads does; without a whole float it is JSON.parse's value", () => {
    expect(parseTraceJson('{"c": 1.0}')).toEqual({ c: new PyFloat(1) });
    expect(parseTraceJson('{"c": 12345678901234567890}')).toEqual({ c: 12345678901234567890n });
    const plain = '{"c": [0.25, 3, "1.0"]}';
    expect(parseTraceJson(plain)).toStrictEqual(JSON.parse(plain));
    expect(() => parseTraceJson('{"c": 1.0')).toThrow(SyntaxError);
  });

  it("the ATIF reader accepts a Python trace's 200.0 token count (pydantic's lax int)", () => {
    const [trial] = parseTrialDataset(`{${head},"candidate":{"output_text":"x","evidence":{"trace":${trace("1.0")}}}}\n`, "/data/d.jsonl").trials;
    if (trial === undefined) throw new Error("no trial");
    expect(readAtif(pythonEvidence(trial, "/data")?.trace?.data).steps[0]?.metrics?.prompt_tokens).toBe(200);
  });
});

describe("agent-eval grade end to end", () => {
  it("a mapper path into an inline trace or a trace file sees Python's number type", async () => {
    const scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-pyevidence-"));
    try {
      const lines = PYTHON.map(([lexeme], i) => `{"task":{"id":"t"},"trial":{"id":"i${i}","task_id":"t","status":"completed"},"candidate":{"output_text":"x","evidence":{"trace":${trace(lexeme)}}}}`);
      for (const [i, [lexeme]] of PYTHON.entries()) {
        await writeFile(path.join(scratch, `f${i}.json`), trace(lexeme));
        lines.push(`{"task":{"id":"t"},"trial":{"id":"f${i}","task_id":"t","status":"completed"},"candidate":{"output_text":"x","evidence":{"trace":"f${i}.json"}}}`);
      }
      await writeFile(path.join(scratch, "d.jsonl"), `${lines.join("\n")}\n`);
      await writeFile(
        path.join(scratch, "c.yaml"),
        ["graders:", "  m:", "    grader: StringMatchGrader", "    mapper: {response: candidate.output_text, reference_response: candidate.evidence.trace.steps.0.metrics.cost_usd}", ""].join("\n"),
      );
      const code = await runCli(["grade", "--dataset", path.join(scratch, "d.jsonl"), "--config", path.join(scratch, "c.yaml")], { stdout: () => undefined, stderr: () => undefined });
      expect(code).toBe(1);
      const report = JSON.parse(await readFile(path.join(scratch, "d.report.json"), "utf8")) as { results: Record<string, Array<{ error?: string }>> };
      const expected = PYTHON.map(([, , type]) => `Error in string_match during evaluation: '${type}' object has no attribute 'lower'`);
      expect(report.results.m?.map((r) => r.error)).toEqual([...expected, ...expected]);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
