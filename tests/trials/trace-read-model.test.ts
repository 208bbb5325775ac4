/**
 * The trace handle on 300 seeded random trajectories (nulls, missing and unknown keys, wrong types,
 * lax ints, steps: []) against NeMo's read model run in pydantic
 * (tests/trials/vectors/make-trace-read-model-vectors.py; atif-and-nemo-evidence.md §2.3): the same
 * trajectories are refused, and the accepted ones give the same steps, tool calls (step order, then
 * call order) and token usage.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openTrialEvidence } from "../../src/lib.js";

type Expected = "error" | { steps: number; sources: string[]; tool_calls: { tool_call_id: string | null; function_name: string }[]; token_usage: unknown };
const cases = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "trace-read-model.json"), "utf8")) as { trajectory: unknown; result: Expected }[];

async function read(trajectory: unknown): Promise<Expected> {
  const evidence = openTrialEvidence({ trace: { kind: "trace", ref: null, format: "atif", data: trajectory, metadata: {} } }, { datasetDir: import.meta.dirname });
  try {
    const trace = await evidence.trace();
    const steps = await trace.steps();
    return {
      steps: steps.length,
      sources: steps.map((s) => s.source),
      tool_calls: (await trace.toolCalls()).map((c) => ({ tool_call_id: c.tool_call_id ?? null, function_name: c.function_name })),
      token_usage: await trace.tokenUsage(),
    };
  } catch {
    return "error";
  }
}

describe("the trace handle is NeMo's read model (300 pydantic vectors)", () => {
  it.each(cases.map((c, i) => [i, c] as const))("trajectory %i", async (_, c) => {
    expect(await read(c.trajectory)).toEqual(c.result);
  });
});
