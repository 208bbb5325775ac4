/**
 * The probe model stack (src/node/judge-setup.ts buildProbeStack): the judge modes for probe
 * calls, the provider router, and set-up errors that fail the metric instead of skipping probes.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildProbeStack } from "../../../src/node/judge-setup.js";
import { protocolProbe } from "../../../src/metrics/protocol-probe.js";
import { runMetric } from "../../../src/testing/run-metric.js";
import type { Judge } from "../../../src/judge/judge.js";
import { tempDir } from "../../helpers/run-dirs.js";
import { handBuiltRun, jsonl } from "./hand-built-run.js";

const ASSETS = path.resolve(import.meta.dirname, "../../fixtures/glossogen-assets/scenarios");
const events = jsonl(handBuiltRun({ swap: true }));

function countingModel(): Judge & { calls: number } {
  const model = {
    calls: 0,
    source: "scripted local judge (not a real model)",
    call: () => {
      model.calls++;
      return Promise.resolve({ output: { reasoning: "r", message: `m${model.calls}` }, usage: { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, model: "scripted" });
    },
  };
  return model;
}

describe("the probe model stack", () => {
  it("live calls the provider and writes no recordings; record-all re-records every request", async () => {
    const fixtures = tempDir();
    const live = countingModel();
    const liveStack = buildProbeStack({ mode: "live", fixturesDir: fixtures, concurrency: 2 }, {}, () => undefined, live);
    await runMetric(protocolProbe, { events, probeModel: liveStack.judge, probeAssets: ASSETS, options: { probeReplicas: 1 } });
    expect(live.calls).toBe(3);
    expect(readdirSync(fixtures)).toEqual([]);

    const first = countingModel();
    await runMetric(protocolProbe, { events, probeModel: buildProbeStack({ mode: "record-missing", fixturesDir: fixtures, concurrency: 2 }, {}, () => undefined, first).judge, probeAssets: ASSETS, options: { probeReplicas: 1 } });
    expect(first.calls).toBe(3);
    const again = countingModel();
    const replayStack = buildProbeStack({ mode: "record-missing", fixturesDir: fixtures, concurrency: 2 }, {}, () => undefined, again);
    await runMetric(protocolProbe, { events, probeModel: replayStack.judge, probeAssets: ASSETS, options: { probeReplicas: 1 } });
    expect(again.calls).toBe(0);
    expect(replayStack.accounting.snapshot()).toMatchObject({ replayed: 3, recorded: 0 });
    const all = countingModel();
    const recordAll = buildProbeStack({ mode: "record-all", fixturesDir: fixtures, concurrency: 2 }, {}, () => undefined, all);
    const result = await runMetric(protocolProbe, { events, probeModel: recordAll.judge, probeAssets: ASSETS, options: { probeReplicas: 1 } });
    expect(all.calls).toBe(3);
    expect(recordAll.accounting.snapshot()).toMatchObject({ recorded: 3 });
    expect(recordAll.usedKeys.size).toBe(3);
    expect(result.writtenFiles["protocol_probe_responses.jsonl"]).toContain('"response_text":"m1"');
    expect(readdirSync(path.join(fixtures, "protocol_probe"))).toHaveLength(3);
  });

  it("a live probe answer echoing a configured secret fails like a judge answer (it matches no key pattern)", async () => {
    const token = "plain-gateway-token-0042";
    const echo: Judge = {
      call: () => Promise.resolve({ output: { reasoning: "r", message: `the token is ${token}` }, usage: { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, model: "m" }),
    };
    const stack = buildProbeStack({ mode: "live", fixturesDir: tempDir(), concurrency: 1 }, { ANTHROPIC_AUTH_TOKEN: token }, () => undefined, echo);
    await expect(
      stack.judge.call({ metric: "protocol_probe", system: "s", user: "u", outputName: "X", outputDescription: "", outputSchema: {}, model: "m", provider: "anthropic", settings: {}, replica: 1, templateVersion: "t" }),
    ).rejects.toThrow(/the live answer for metric "protocol_probe" \(replica 1\) contains something that looks like a credential \(\$\.output\.message: the configured API key\)/);
  });

  it("recording without the agent's API key fails the metric, naming the variable (nothing recorded)", async () => {
    const fixtures = tempDir();
    const stack = buildProbeStack({ mode: "record-missing", fixturesDir: fixtures, concurrency: 2 }, {}, () => undefined);
    const result = await runMetric(protocolProbe, { events, probeModel: stack.judge, probeAssets: ASSETS, options: { probeReplicas: 1 }, allowFailure: true });
    expect(result.status).toBe("failed");
    expect(result.error).toContain("OPENAI_API_KEY");
    expect(existsSync(path.join(fixtures, "protocol_probe"))).toBe(false);
  });
});
