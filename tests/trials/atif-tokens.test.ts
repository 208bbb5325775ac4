/**
 * The trace handle's token counts as NeMo's pydantic read model validates them (lax ints: `"90"`
 * and `true` are counts, `"90.5"` and `"1e3"` refuse the trajectory), and token_usage() on top.
 * Expected values: tests/trials/vectors/make-atif-token-vectors.py, run with pydantic here
 * (atif-and-nemo-evidence.md §2.3).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openTrialEvidence } from "../../src/lib.js";

type Usage = { total_prompt_tokens: number | null; total_completion_tokens: number | null };
const cases = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "atif-tokens.json"), "utf8")) as { value: unknown; steps: Usage | "error"; final: Usage | "error" }[];

async function usage(trajectory: unknown): Promise<Usage | "error"> {
  const evidence = openTrialEvidence({ trace: { kind: "trace", ref: null, format: "atif", data: trajectory, metadata: {} } }, { datasetDir: import.meta.dirname });
  try {
    return await (await evidence.trace()).tokenUsage();
  } catch {
    return "error";
  }
}

describe("token counts as pydantic's lax int reads them", () => {
  it.each(cases.map((c) => [JSON.stringify(c.value), c] as const))("%s", async (_, c) => {
    const steps = { schema_version: "ATIF-v1.4", steps: [{ source: "agent", metrics: { prompt_tokens: c.value, completion_tokens: 5 } }, { source: "agent", metrics: { prompt_tokens: 10 } }] };
    const final = { schema_version: "ATIF-v1.4", steps: [{ source: "agent" }], final_metrics: { total_prompt_tokens: c.value } };
    expect(await usage(steps)).toEqual(c.steps);
    expect(await usage(final)).toEqual(c.final);
  });
});

describe("a refused token count says why, in pydantic's words", () => {
  // python3 with pydantic 2.13.4: class M(BaseModel): prompt_tokens: Optional[int] = None; M(prompt_tokens=1.5)
  it.each([
    [1.5, "Input should be a valid integer, got a number with a fractional part [type=int_from_float, input_value=1.5, input_type=float]"],
    ["lots", "Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='lots', input_type=str]"],
  ])("%s", async (value, message) => {
    const evidence = openTrialEvidence(
      { trace: { kind: "trace", ref: null, format: "atif", data: { schema_version: "ATIF-v1.4", steps: [{ source: "agent", metrics: { prompt_tokens: value } }] }, metadata: {} } },
      { datasetDir: import.meta.dirname },
    );
    await expect(evidence.trace()).rejects.toThrow(`field 'steps.0.metrics.prompt_tokens': ${message}`);
  });
});
