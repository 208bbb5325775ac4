/**
 * The Action's probe inputs (`scenario-assets`, `probe-replicas`, `probe-round`): validated and
 * named in errors, and passed to the evaluation job with the probe model stack's mode and store.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { actionEvaluationJob } from "../../src/action/evaluate.js";
import { readConfig } from "../../src/github/inputs.js";

const configWith = (inputs: Record<string, string>) => readConfig((name) => ({ runs: "runs/*/*", metrics: "round_success", mode: "evaluate", ...inputs })[name] ?? "");

describe("Action probe inputs", () => {
  it("reject values that are not positive integers, naming the input", () => {
    expect(() => configWith({ "probe-replicas": "0" })).toThrow("Invalid value for input 'probe-replicas': '0' (expected a positive integer in decimal digits, e.g. 4)");
    expect(() => configWith({ "probe-round": "five" })).toThrow("Invalid value for input 'probe-round': 'five' (expected a positive integer in decimal digits, e.g. 4)");
  });

  it("reach the job: metric options, the assets folder resolved in the workspace, the probe stack only for probe metrics", async () => {
    const ws = "/work/space";
    const job = await actionEvaluationJob(
      configWith({ metrics: "protocol_probe,protocol_probe_replica_self_similarity", "probe-replicas": "3", "probe-round": "6", "scenario-assets": "glossogen/src/glossogen/scenarios", "judge-mode": "replay" }),
      ws,
    );
    expect(job.metricOptions).toEqual({ probeReplicas: 3, probeRound: 6 });
    expect(job.scenarioAssets).toBe(path.resolve(ws, "glossogen/src/glossogen/scenarios"));
    expect(job.probe).toEqual({ mode: "replay", fixturesDir: path.resolve(ws, "recorded-judges"), concurrency: 8 });
    expect(job.judge).toBeUndefined();
    const plain = await actionEvaluationJob(configWith({}), ws);
    expect(plain.probe).toBeUndefined();
    expect(plain.scenarioAssets).toBeUndefined();
  });
});
