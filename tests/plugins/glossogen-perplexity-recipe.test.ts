/**
 * The recipe that runs GlossoGen's own perplexity computation (minicons + torch) as an external
 * command metric: examples/glossogen-perplexity. minicons and torch are not installed here, so the
 * test puts stand-ins on PYTHONPATH that record every call and answer with per-token
 * log-probabilities derived from the text; it checks what the recipe owns: loading as a plug-in,
 * one sequence_score call per round over that round's pristine primary-channel texts with
 * GlossoGen's reduction, the device choice, dropping one-token messages, per-team names, and the
 * aggregation and summary strings.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { builtinRegistry, resolveMetricList } from "../../src/metrics/registry.js";
import { loadPluginMetrics, registryWithPlugins } from "../../src/plugins/load-plugins.js";
import { events, runBuilder, runMetric } from "../../src/testing.js";

const RECIPE = fileURLToPath(new URL("../../examples/glossogen-perplexity", import.meta.url));
const HAS_NUMPY = spawnSync("python3", ["-c", "import numpy"]).status === 0;

const stubs = mkdtempSync(path.join(os.tmpdir(), "agent-eval-minicons-stub-"));
afterAll(() => rmSync(stubs, { recursive: true, force: true }));
mkdirSync(path.join(stubs, "torch"));
mkdirSync(path.join(stubs, "minicons"));
writeFileSync(path.join(stubs, "torch", "__init__.py"), "class cuda:\n    @staticmethod\n    def is_available():\n        return False\n");
writeFileSync(path.join(stubs, "minicons", "__init__.py"), "");
// stand-in scorer: token i of a text (split on spaces) has log-probability -len(token)/4; the first token is unscored
writeFileSync(
  path.join(stubs, "minicons", "scorer.py"),
  [
    "import json, os",
    "import numpy as np",
    "class IncrementalLMScorer:",
    "    def __init__(self, model, device):",
    "        self.model, self.device = model, device",
    "    def sequence_score(self, texts, reduction):",
    "        with open(os.environ['STUB_LOG'], 'a') as f:",
    "            f.write(json.dumps({'model': self.model, 'device': self.device, 'texts': texts}) + '\\n')",
    "        return [reduction(np.array([-len(t) / 4 for t in text.split(' ')[1:]], dtype=np.float32)) for text in texts]",
    "",
  ].join("\n"),
);

/** The stand-in's value for one text, as the recipe should see it. */
const stubValue = (text: string): number => {
  const tokens = text.split(" ").slice(1);
  return tokens.length === 0 ? Number.NaN : Math.fround(-Math.fround(tokens.reduce((a, t) => a - t.length / 4, 0) / tokens.length));
};

describe.skipIf(!HAS_NUMPY)(`the GlossoGen perplexity recipe${HAS_NUMPY ? "" : " [skipped: python3 with numpy is not installed]"}`, () => {
  it("loads as a plug-in and calls minicons once per round with the pristine texts", async () => {
    const loaded = await loadPluginMetrics([RECIPE], { cwd: os.tmpdir(), log: () => undefined });
    expect(loaded.skipped).toEqual([]);
    const [metric] = resolveMetricList(registryWithPlugins(builtinRegistry(), loaded), "perplexity_minicons");
    if (metric === undefined) throw new Error("not resolved");

    const log = path.join(stubs, "calls.jsonl");
    const run = runBuilder({ scenario: "spot_the_difference", channels: ["link_a", "link_b", "postmortem_a"] })
      .round(1, (r) =>
        r
          .message("viewer_left_a", "sq r_d low", { channel: "link_a", id: "m1" })
          .event(
            events.custom("tool_result_received", {
              round: 1,
              fields: { agent_id: "viewer_left_a", tool_name: "send_message", call_id: "c1", arguments: { channel_id: "link_a", text: "sq red lower" }, result: '{"status": "sent", "message_id": "m1"}' },
            }),
          )
          .message("viewer_left_a", "ok", { channel: "link_a" })
          .message("viewer_right_b", "tri blue up left", { channel: "link_b" })
          .message("viewer_left_a", "not primary at all", { channel: "postmortem_a" }),
      )
      .round(2, (r) => r.message("viewer_left_a", "circle green mid", { channel: "link_a" }).message("viewer_right_b", "x", { channel: "link_b" }));

    const previous = { PYTHONPATH: process.env.PYTHONPATH, STUB_LOG: process.env.STUB_LOG, AGENT_EVAL_MINICONS_MODEL: process.env.AGENT_EVAL_MINICONS_MODEL };
    process.env.PYTHONPATH = stubs;
    process.env.STUB_LOG = log;
    process.env.AGENT_EVAL_MINICONS_MODEL = "/models/gpt2";
    let result;
    try {
      result = await runMetric(metric, { events: run });
    } finally {
      for (const [key, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }

    const calls = readFileSync(log, "utf8").trim().split("\n").map((line) => JSON.parse(line) as { model: string; device: string; texts: string[] });
    expect(calls).toEqual([
      { model: "/models/gpt2", device: "cpu", texts: ["sq red lower", "ok"] },
      { model: "/models/gpt2", device: "cpu", texts: ["circle green mid"] },
      { model: "/models/gpt2", device: "cpu", texts: ["tri blue up left"] },
      { model: "/models/gpt2", device: "cpu", texts: ["x"] },
    ]);
    const a1 = stubValue("sq red lower");
    const a2 = stubValue("circle green mid");
    const b1 = stubValue("tri blue up left");
    expect(result.measurements).toEqual([
      {
        metric_name: "perplexity_minicons_team_a",
        score: (a1 + a2) / 2,
        score_unit: "nats/token (gpt2)",
        summary: `2 messages on link_a across 2 rounds; mean per-token surprisal ${((a1 + a2) / 2).toFixed(3)} nats (round-to-round std ${(Math.abs(a1 - a2) / 2).toFixed(3)})`,
        per_round: [
          { round_number: 1, value: a1, note: "1 messages, std=0.000" },
          { round_number: 2, value: a2, note: "1 messages, std=0.000" },
        ],
        per_agent: [],
      },
      {
        metric_name: "perplexity_minicons_team_b",
        score: b1,
        score_unit: "nats/token (gpt2)",
        summary: `1 messages on link_b across 1 rounds; mean per-token surprisal ${b1.toFixed(3)} nats (round-to-round std 0.000)`,
        per_round: [{ round_number: 1, value: b1, note: "1 messages, std=0.000" }],
        per_agent: [],
      },
    ]);
  });
});
