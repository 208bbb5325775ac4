/** `evaluateRun` called from JavaScript with the wrong shapes: a sentence naming the option. */
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { builtinRegistry, resolveMetricList } from "../../src/metrics/registry.js";
import { evaluateRun } from "../../src/node/evaluate-run.js";
import { smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const call = (options: unknown): Promise<unknown> => evaluateRun(options as Parameters<typeof evaluateRun>[0]);

describe("evaluateRun's options", () => {
  it("metric names instead of Metric objects say how to resolve them", async () => {
    const runDir = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    await expect(call({ runDir, metrics: ["round_success"] })).rejects.toThrow(
      new InputError(`evaluateRun: metrics[0] is the name 'round_success', not a Metric object: resolve names first with resolveMetricList(builtinRegistry(), "round_success")`),
    );
  });

  it("a missing runDir, missing metrics or a non-function log are named", async () => {
    await expect(call({ metrics: [] })).rejects.toThrow("evaluateRun: `runDir` must be the path of a run directory (a string)");
    await expect(call({ runDir: "x" })).rejects.toThrow(/^evaluateRun: `metrics` must be a non-empty array of Metric objects/);
    await expect(call({ runDir: "x", metrics: [{ name: "m" }] })).rejects.toThrow("evaluateRun: metrics[0] is not a Metric");
    await expect(call({ runDir: "x", metrics: resolveMetricList(builtinRegistry(), "round_success"), log: "yes" })).rejects.toThrow("evaluateRun: `log` must be a function");
    await expect(call(undefined)).rejects.toThrow("evaluateRun(options): expected an options object");
  });

  it("without a log, a correct call just works", async () => {
    const runDir = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const outcome = (await call({ runDir, metrics: resolveMetricList(builtinRegistry(), "round_success") })) as { measurements: { score: number }[] };
    expect(outcome.measurements.map((m) => m.score)).toEqual([0.5]);
  });
});
