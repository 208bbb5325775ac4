/**
 * `evaluate --knobs` (merged onto the recorded scenario configuration before anything reads it,
 * recorded in the report, unknown knobs refused) and `evaluate --gpt2-model` (perplexity on a local
 * GPT-2 model, its files' digests in the report), end to end through the CLI, plus verify.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseReport } from "../../src/report/report.js";
import { runBuilder, toJsonl } from "../../src/testing.js";
import { cli, tempDir, writeRun } from "../helpers/run-dirs.js";
import { writeTinyGpt2 } from "../helpers/tiny-gpt2.js";

/** A two-team-capable veyru run recorded solo: two_teams=false, messages on link_a/link_b and link. */
function veyruRun(): string {
  return toJsonl(
    runBuilder({ scenario: "veyru", channels: ["link", "link_a", "link_b"], config: { two_teams: false, seed: 3, round_count: 2 } })
      .agent("observer_a")
      .agent("observer_b")
      .round(1, (r) => r.message("observer_a", "alpha one", { channel: "link_a" }).message("observer_b", "beta one two", { channel: "link_b" }).message("observer_a", "solo text here"))
      .round(2, (r) => r.message("observer_a", "alpha again", { channel: "link_a" }))
      .build(),
  );
}

const reportOf = (dir: string) => parseReport(readFileSync(path.join(dir, "veyru_report.json"), "utf8"), "report");

describe("evaluate --knobs", () => {
  it("merges the knobs before the scenario is chosen and records them", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": veyruRun() });
    const plain = writeRun(tempDir(), "run", { "veyru.jsonl": veyruRun() });
    expect((await cli("evaluate", "--run-dir", plain, "--metrics", "mean_chars_per_message")).code).toBe(0);
    expect(reportOf(plain).measurements.map((m) => m.metric_name)).toEqual(["mean_chars_per_message"]);

    const result = await cli("evaluate", "--run-dir", run, "--metrics", "mean_chars_per_message", "--knobs", '{"two_teams": true}');
    expect(result.stderr).not.toContain("error");
    expect(result.code).toBe(0);
    const report = reportOf(run);
    // veyru two-team mode scores link_a and link_b, with veyru's _a/_b names
    expect(report.measurements.map((m) => [m.metric_name, m.score])).toEqual([
      ["mean_chars_per_message_a", (9 + 11) / 2],
      ["mean_chars_per_message_b", 12],
    ]);
    expect(report.agent_eval?.flags).toEqual(["--knobs"]);
    expect(report.agent_eval?.inputs.knobs).toBe('{"two_teams":true}');
    expect(report.agent_eval?.inputs.scenario_mode).toBe("two_teams");
    // the event log itself is untouched
    expect(readFileSync(path.join(run, "veyru.jsonl"), "utf8")).toBe(veyruRun());
  });

  it("reads the knobs from a file, and verify replays with the recorded knobs", async () => {
    const root = tempDir();
    const run = writeRun(root, "run", { "veyru.jsonl": veyruRun() });
    writeFileSync(path.join(root, "knobs.json"), JSON.stringify({ two_teams: true, noise_replacement_mode: "mask" }));
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "mean_chars_per_message", "--knobs", path.join(root, "knobs.json"))).code).toBe(0);
    expect(reportOf(run).agent_eval?.inputs.knobs).toBe('{"noise_replacement_mode":"mask","two_teams":true}');
    const verified = await cli("verify", "--run-dir", run);
    expect(verified.stdout).toContain("replayed byte-identical");
    expect(verified.code).toBe(0);
  });

  it("refuses a knob the scenario does not know, naming it, with exit 2 and no report", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": veyruRun() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "mean_chars_per_message", "--knobs", '{"two_teams": true, "shared_lnk": true}');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--knobs: the veyru scenario has no knob 'shared_lnk'");
    expect(result.stderr).toContain("Its knobs: agent_max_tokens,");
    expect(() => reportOf(run)).toThrow();
  });

  it("accepts a knob GlossoGen's scenario has but the run did not record", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": veyruRun() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "mean_chars_per_message", "--knobs", '{"compaction": {"enabled": false}}');
    expect(result.code).toBe(0);
  });

  it("rejects knobs that are not a JSON object, and a missing knobs file", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": veyruRun() });
    const notObject = await cli("evaluate", "--run-dir", run, "--metrics", "mean_chars_per_message", "--knobs", "{1}");
    expect(notObject.code).toBe(2);
    expect(notObject.stderr).toContain("--knobs: not valid JSON");
    const missing = await cli("evaluate", "--run-dir", run, "--metrics", "mean_chars_per_message", "--knobs", "nope.json");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--knobs nope.json: not inline JSON");
  });

  it("will not merge into a report made with other knobs", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": veyruRun() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "mean_chars_per_message", "--knobs", '{"two_teams": true}')).code).toBe(0);
    const before = readFileSync(path.join(run, "veyru_report.json"), "utf8");
    const again = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy");
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('was made with --knobs {"two_teams":true}, now none are given');
    expect(readFileSync(path.join(run, "veyru_report.json"), "utf8")).toBe(before);
  });
});

describe("evaluate --gpt2-model", () => {
  it("runs perplexity on the local model and records the model's files", async () => {
    const root = tempDir();
    const model = writeTinyGpt2(path.join(root, "gpt2"));
    const run = writeRun(root, "run", { "veyru.jsonl": veyruRun() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "perplexity", "--gpt2-model", model);
    expect(result.stderr).not.toContain("error");
    expect(result.code).toBe(0);
    const report = reportOf(run);
    expect(report.measurements.map((m) => [m.metric_name, m.score_unit, m.per_round.length])).toEqual([["perplexity", "nats/token (gpt2)", 1]]);
    expect(Object.keys(report.agent_eval?.inputs ?? {}).filter((k) => k.startsWith("gpt2_model:")).sort()).toEqual([
      "gpt2_model:config.json",
      "gpt2_model:merges.txt",
      "gpt2_model:model.safetensors",
      "gpt2_model:vocab.json",
    ]);
    expect(report.agent_eval?.metrics.perplexity?.status).toBe("ok");
    const verified = await cli("verify", "--run-dir", run, "--gpt2-model", model);
    expect(verified.code).toBe(0);
    const noModel = await cli("verify", "--run-dir", run);
    expect(noModel.code).toBe(2);
    expect(noModel.stderr).toContain("--gpt2-model DIR");
  });

  it("refuses a broken model directory before evaluating, with exit 2", async () => {
    const root = tempDir();
    const run = writeRun(root, "run", { "veyru.jsonl": veyruRun() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "perplexity", "--gpt2-model", path.join(root, "missing"));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("cannot read config.json: no such file or directory (ENOENT)");
  });
});
