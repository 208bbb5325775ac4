import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { pluginMetric, runBuilder, runMetric } from "agent-eval/testing";
import { describe, expect, it } from "vitest";

/** This package's directory: `pluginMetric` reads the declaration in its package.json. */
const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
const HAS_PYTHON = spawnSync("python3", ["--version"]).status === 0;

describe.skipIf(!HAS_PYTHON)(`word_count (Python command)${HAS_PYTHON ? "" : " [skipped: python3 is not on PATH]"}`, () => {
  it("is the mean number of words per primary-channel message", async () => {
    const wordCount = await pluginMetric(PACKAGE_DIR, "word_count");
    const run = runBuilder({ scenario: "veyru", channels: ["link", "postmortem"] }).round(1, (r) =>
      r
        .message("field_observer", "three words here")
        .message("stabilization_engineer", "one")
        .message("stabilization_engineer", "off channel chatter", { channel: "postmortem" }),
    );

    const { measurements } = await runMetric(wordCount, { events: run });

    expect(measurements).toEqual([
      {
        metric_name: "word_count",
        score: 2,
        score_unit: "words/message",
        summary: "2.00 words per message across 2 messages",
        per_round: [],
        per_agent: [],
      },
    ]);
  });

  it("does not apply to a run without messages; its stderr line reaches the log", async () => {
    const wordCount = await pluginMetric(PACKAGE_DIR, "word_count");

    const result = await runMetric(wordCount, { events: runBuilder({ scenario: "veyru" }).round(1) });

    expect(result.status).toBe("not_applicable");
    expect(result.logs).toEqual(["word_count: no message on a primary channel; not applicable"]);
  });
});
