/**
 * Bullets of ../shared/reference/openjudge-nemo-semantics.md (NeMo Evaluator part) that no other
 * test pinned, through the path a user takes (a grading config and module metric in a temp dir).
 * Each case names its bullet.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadGradingConfig, planTasks } from "../../src/node/trial-config.js";
import { validateMetricResult } from "../../src/trials/validate.js";
import { MetricOutputSpec } from "../../src/trials/contract.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-nemo-pins-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("duplicate output names: MetricDescriptor's lowercase text, validate_metric_result's capital one (Validation order)", () => {
  it("a metric declaring an output twice is refused when the config is loaded, in lowercase", async () => {
    await writeFile(
      path.join(dir, "dup.mjs"),
      [
        "const spec = (name, kind) => ({ name, kind });",
        "export default { type: 'dup', outputSpec: () => [spec('b', 'continuous_score'), spec('a', 'boolean'), spec('b', 'label'), spec('a', 'boolean')],",
        "  computeScores: async () => ({ outputs: [] }) };",
      ].join("\n"),
    );
    const file = path.join(dir, "grading.yaml");
    await writeFile(file, "metrics:\n  - {module: ./dup.mjs}\n");
    const config = await loadGradingConfig(file);
    await expect(Promise.resolve().then(() => planTasks(config, ["t1"], {}, {}))).rejects.toThrow(
      `${file}:2: field 'metrics.0': metric 'dup': duplicate metric output names: ['a', 'b']`,
    );
  });
  it("100,000 declared outputs with two repeated are checked in one pass (hostile input)", async () => {
    await writeFile(
      path.join(dir, "many.mjs"),
      [
        "const outputs = Array.from({ length: 100000 }, (_, i) => ({ name: `o${i % 99998}`, kind: 'continuous_score' }));",
        "export default { type: 'many', outputSpec: () => outputs, computeScores: async () => ({ outputs: [] }) };",
      ].join("\n"),
    );
    const file = path.join(dir, "grading.yaml");
    await writeFile(file, "metrics:\n  - {module: ./many.mjs}\n");
    const config = await loadGradingConfig(file);
    await expect(Promise.resolve().then(() => planTasks(config, ["t1"], {}, {}))).rejects.toThrow("metric 'many': duplicate metric output names: ['o0', 'o1']");
  });
  it("a result returning an output twice is 'Duplicate', capitalised", () => {
    const outcome = validateMetricResult({ outputs: [{ name: "s", value: 1 }, { name: "s", value: 2 }] }, [MetricOutputSpec.continuousScore("s")]);
    expect(outcome).toEqual({ ok: false, message: "Duplicate metric output names: ['s']" });
  });
});
