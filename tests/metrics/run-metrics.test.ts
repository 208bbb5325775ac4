import { describe, expect, it } from "vitest";
import type { Metric } from "../../src/metrics/contract.js";
import { messageEntropy } from "../../src/metrics/message-entropy.js";
import { builtinRegistry, resolveMetricList } from "../../src/metrics/registry.js";
import { runMetrics } from "../../src/metrics/run-metrics.js";
import { contextFor } from "../helpers/fixtures.js";
import { parseJsonl } from "../helpers/fixtures.js";
import { smallVeyruLog } from "../helpers/run-dirs.js";

const throwing: Metric = {
  ...messageEntropy,
  name: "exploding",
  compute: () => Promise.reject(new Error("boom: tables missing")),
};

const malformed: Metric = {
  ...messageEntropy,
  name: "malformed",
  compute: () => Promise.resolve([{ metric_name: "malformed", score: "high" }] as never),
};

describe("runMetrics", () => {
  it("records a throwing metric as failed with its message and still runs the others, in request order", async () => {
    const context = contextFor(parseJsonl(smallVeyruLog()));
    const outcomes = await runMetrics([throwing, messageEntropy, malformed], context);
    expect(outcomes.map((o) => [o.name, o.record.status])).toEqual([
      ["exploding", "failed"],
      ["message_entropy", "ok"],
      ["malformed", "failed"],
    ]);
    expect(outcomes[0]?.record.error).toBe("boom: tables missing");
    expect(outcomes[2]?.record.error).toMatch(/invalid measurement #1: field 'score'/);
    expect(outcomes[1]?.measurements[0]?.metric_name).toBe("message_entropy");
  });

  it("marks a metric that returns nothing as not applicable, not as a zero", async () => {
    const context = contextFor(parseJsonl(smallVeyruLog()), { scenario: { name: "x", mode: "custom", primaryChannels: [], channelDisplayNames: {}, agentDisplayNames: {}, worldName: "w" } });
    const [outcome] = await runMetrics([messageEntropy], context);
    expect(outcome?.record.status).toBe("not_applicable");
    expect(outcome?.measurements).toEqual([]);
    expect(context.logs).toHaveLength(1);
  });
});

describe("the registry", () => {
  it("keeps order and duplicates of requested names", () => {
    const names = resolveMetricList(builtinRegistry(), "message_entropy,gzip_compression_ratio,message_entropy").map((m) => m.name);
    expect(names).toEqual(["message_entropy", "gzip_compression_ratio", "message_entropy"]);
  });

  it("gives every metric the full one-line documentation", () => {
    for (const metric of builtinRegistry().metrics.values()) {
      expect(metric.description.length, metric.name).toBeGreaterThan(10);
      expect(metric.unit.length, metric.name).toBeGreaterThan(0);
      expect(metric.notApplicableWhen.length, metric.name).toBeGreaterThan(5);
      expect(["deterministic", "judge", "probe"]).toContain(metric.kind);
    }
  });
});
