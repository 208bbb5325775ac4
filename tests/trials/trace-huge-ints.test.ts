/**
 * A trace file's token count past 2^63 written as an int (`9223372036854775808`,
 * `100000000000000000000`) is a count, as json.loads keeps the int and pydantic's lax `int` takes an int
 * of any size; the same value written as a float (`1e20`) is refused with int_parsing_size. Expected
 * values from pydantic 2.13.4 on CPython 3.11.7, run here, with §2.3's read model
 * (`Metrics.prompt_tokens: Optional[int]`): `Trajectory.model_validate(json.loads(text))` accepts the
 * ints (token_usage() total_prompt_tokens 9223372036854775808 and 10**20) and refuses `1e20` with
 * "Unable to parse input string as an integer, exceeded maximum size". The handle refused the ints too.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openTrialEvidence } from "../../src/lib.js";

const dir = mkdtempSync(path.join(tmpdir(), "agent-eval-huge-ints-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function open(count: string, args = '{"n": 1.0, "big": 12345678901234567890}') {
  const file = `t${count.replace(/\W/g, "_")}.json`;
  writeFileSync(
    path.join(dir, file),
    `{"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "message": "m", "tool_calls": [{"function_name": "f", "arguments": ${args}}], "metrics": {"prompt_tokens": ${count}, "completion_tokens": 2.0}}]}`,
  );
  return openTrialEvidence({ trace: { kind: "trace", ref: file, format: null, data: null, metadata: {} } }, { datasetDir: dir }).trace();
}

describe("token counts past 2^63", () => {
  it.each([
    ["9223372036854775808", 2 ** 63],
    ["100000000000000000000", 1e20],
    ["12345678901234567890", Number("12345678901234567890")],
  ])("the int %s is a count (the nearest double)", async (text, value) => {
    const trace = await open(text);
    expect(await trace.tokenUsage()).toEqual({ total_prompt_tokens: value, total_completion_tokens: 2 });
    // the rest of the trace is still plain JSON, as JSON.parse reads it
    expect(await trace.toolCalls()).toStrictEqual([{ tool_call_id: null, function_name: "f", arguments: { n: 1, big: Number("12345678901234567890") } }]);
  });

  it("the float 1e20 is refused, as pydantic refuses it", async () => {
    await expect(open("1e20")).rejects.toThrow("field 'steps.0.metrics.prompt_tokens': Unable to parse input string as an integer, exceeded maximum size");
  });
});

describe("a trace holding an int past 2^63 keeps every other rule", () => {
  it("a whole float where pydantic wants a model is still refused (metrics: 2.0)", async () => {
    const file = "metrics-float.json";
    writeFileSync(path.join(dir, file), '{"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "message": "12345678901234567890", "metrics": 2.0}]}');
    const trace = openTrialEvidence({ trace: { kind: "trace", ref: file, format: null, data: null, metadata: {} } }, { datasetDir: dir }).trace();
    await expect(trace).rejects.toThrow("field 'steps.0.metrics': Input should be a valid dictionary or instance of Metrics");
  });
});

describe("an int past 2^63 in a trace that also holds NaN (Python's json.dumps of a float nan)", () => {
  it("is a count too (pydantic: the int 2**63 is valid, cost_usd NaN is ignored by the read model)", async () => {
    const file = "nan-and-huge.json";
    writeFileSync(path.join(dir, file), '{"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "metrics": {"prompt_tokens": 9223372036854775808, "cost_usd": NaN}}]}');
    const trace = await openTrialEvidence({ trace: { kind: "trace", ref: file, format: null, data: null, metadata: {} } }, { datasetDir: dir }).trace();
    expect(await trace.tokenUsage()).toEqual({ total_prompt_tokens: 2 ** 63, total_completion_tokens: null });
  });
});

describe("the first problem of a trace holding an int past 2^63", () => {
  it("is pydantic's first (steps.1.source), not the big count read as a float", async () => {
    const file = "huge-then-bad.json";
    writeFileSync(path.join(dir, file), '{"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "metrics": {"prompt_tokens": 12345678901234567890}}, {"source": 1e20}]}');
    const trace = openTrialEvidence({ trace: { kind: "trace", ref: file, format: null, data: null, metadata: {} } }, { datasetDir: dir }).trace();
    await expect(trace).rejects.toThrow(/not an ATIF trajectory: field 'steps\.1\.source': Input should be a valid string$/);
  });
});
