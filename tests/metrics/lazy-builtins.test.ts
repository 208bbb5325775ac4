/**
 * The registry's judge and probe metrics are entries whose code is imported on first use
 * (src/metrics/lazy-builtins.ts): they must declare exactly what their implementations declare,
 * sit where the implementations sat in the registry, and compute what the implementations compute.
 */
import { describe, expect, it } from "vitest";
import type { BuiltinMetric, MetricContext } from "../../src/metrics/contract.js";
import { JUDGE_METRICS } from "../../src/metrics/judge/index.js";
import { NEEDS_A_JUDGE } from "../../src/metrics/judge/judge-call.js";
import { JUDGED_METRICS } from "../../src/metrics/judged-metrics.js";
import { JUDGE_METRIC_ENTRIES, PROTOCOL_EXPLANATION_ENTRY, PROTOCOL_PROBE_ENTRY } from "../../src/metrics/lazy-builtins.js";
import { type LazyMetricEntry, entryMismatch, lazyMetric } from "../../src/metrics/lazy-metric.js";
import { BUILTIN_METRICS, builtinRegistry } from "../../src/metrics/registry.js";
import { contextFor, memorySidecars, parseJsonl } from "../helpers/fixtures.js";
import { smallVeyruLog } from "../helpers/run-dirs.js";

/** A metric without its code. */
function declarationOf(metric: BuiltinMetric): Record<string, unknown> {
  return Object.fromEntries(Object.entries(metric).filter(([, value]) => typeof value !== "function"));
}

const ENTRIES: readonly LazyMetricEntry[] = [PROTOCOL_EXPLANATION_ENTRY, PROTOCOL_PROBE_ENTRY, ...JUDGE_METRIC_ENTRIES];

describe("the judge and probe entries of the registry", () => {
  it("declare exactly what their implementations declare (every field, and keyed observations)", () => {
    expect(ENTRIES.map((e) => e.name).sort()).toEqual(JUDGED_METRICS.map((m) => m.name).sort());
    for (const implementation of JUDGED_METRICS) {
      const entry = ENTRIES.find((e) => e.name === implementation.name) as LazyMetricEntry;
      expect(entryMismatch(entry, implementation), implementation.name).toBeUndefined();
      const registered = builtinRegistry().metrics.get(implementation.name) as BuiltinMetric;
      expect(registered.readKeyedObservations !== undefined, implementation.name).toBe(implementation.readKeyedObservations !== undefined);
      expect(declarationOf(registered), implementation.name).toEqual(declarationOf(implementation));
    }
  });

  it("keep GlossoGen's registry order: the probes among the deterministic metrics, the judges last in their own order", () => {
    const names = BUILTIN_METRICS.map((m) => m.name);
    expect(names.slice(names.indexOf("postmortem_ended_timeout") + 1, names.indexOf("postmortem_ended_timeout") + 3)).toEqual(["protocol_explanation", "protocol_probe"]);
    expect(names.slice(-JUDGE_METRICS.length)).toEqual(JUDGE_METRICS.map((m) => m.name));
    expect(BUILTIN_METRICS.filter((m) => m.kind !== "deterministic")).toHaveLength(JUDGED_METRICS.length);
  });

  it("compute through their implementation: a judge metric without a judge fails with its own message", async () => {
    const context = contextFor(parseJsonl(smallVeyruLog()));
    const registered = builtinRegistry().metrics.get("language_strangeness") as BuiltinMetric;
    const implementation = JUDGE_METRICS.find((m) => m.name === "language_strangeness") as BuiltinMetric;
    expect(registered).not.toBe(implementation);
    await expect(implementation.compute(context)).rejects.toThrow(`language_strangeness ${NEEDS_A_JUDGE}`);
    await expect(registered.compute(context)).rejects.toThrow(`language_strangeness ${NEEDS_A_JUDGE}`);
  });

  it("read keyed observations through their implementation", async () => {
    const sidecars = memorySidecars({ "communication_open_coding.json": JSON.stringify({ labels: [{ text: "terse codes" }, { text: "role names" }] }) });
    const registered = builtinRegistry().metrics.get("communication_open_coding") as BuiltinMetric;
    const expected = [
      { keys: { label: "terse codes" }, value: 1 },
      { keys: { label: "role names" }, value: 1 },
    ];
    expect(await registered.readKeyedObservations?.(sidecars)).toEqual(expected);
  });
});

describe("lazyMetric", () => {
  const entry: LazyMetricEntry = {
    name: "stand_in",
    version: "2",
    kind: "judge",
    direction: "none",
    fraction: false,
    description: "A stand-in.",
    unit: "things",
    notApplicableWhen: "never",
    readsKeyedObservations: false,
  };
  const declared = { ...entry, readsKeyedObservations: undefined };
  const measurement = { metric_name: "stand_in", score: 1, score_unit: "things", summary: "one", per_round: [], per_agent: [] };
  const implementation: BuiltinMetric = { ...declared, compute: () => Promise.resolve([measurement]) };
  const context = {} as MetricContext;

  it("imports the implementation on the first compute only, and returns what it computes", async () => {
    let loads = 0;
    const metric = lazyMetric(entry, () => {
      loads += 1;
      return Promise.resolve(implementation);
    });
    expect(loads).toBe(0);
    expect("readKeyedObservations" in metric).toBe(false);
    expect(await metric.compute(context)).toEqual([measurement]);
    expect(await metric.compute(context)).toEqual([measurement]);
    expect(loads).toBe(1);
  });

  it("refuses an implementation that declares otherwise, naming the field", async () => {
    const metric = lazyMetric(entry, () => Promise.resolve({ ...implementation, version: "3" }));
    await expect(metric.compute(context)).rejects.toThrow("internal error: the registry's entry of stand_in differs from its implementation in 'version'");
    const keyed = lazyMetric({ ...entry, readsKeyedObservations: true }, () => Promise.resolve(implementation));
    await expect(keyed.compute(context)).rejects.toThrow("in 'readKeyedObservations'");
  });

  it("tries the import again after it failed", async () => {
    let loads = 0;
    const metric = lazyMetric(entry, () => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error("chunk missing")) : Promise.resolve(implementation);
    });
    await expect(metric.compute(context)).rejects.toThrow("chunk missing");
    expect(await metric.compute(context)).toEqual([measurement]);
    expect(loads).toBe(2);
  });
});
