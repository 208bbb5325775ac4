/**
 * A `--plugin` given on the command line that cannot be loaded at all is exit 2 naming it in
 * `metrics` and `verify` too, as `evaluate` does: they only warned and exited 0, so a CI step
 * `agent-eval metrics --plugin ./my-metrics` meant to prove the plug-in loads passed with a typo in
 * the path, and `verify --plugin` of a broken package reported the run reproduced. A plug-in listed
 * in package.json stays a warning (a broken one never stops the others).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

describe("a --plugin that cannot be loaded", () => {
  const root = tempDir();
  const missing = path.join(root, "no-such-plugin");
  const message = `error: --plugin ${missing}: no package.json in ${missing}\n`;

  it("metrics: exit 2 naming it, nothing on stdout (also with --json)", async () => {
    for (const json of [[], ["--json"]]) {
      const result = await cli("metrics", "--plugin", missing, ...json);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stdout).toBe("");
    }
  });

  it("verify: exit 2 naming it, before any run is verified", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success")).code).toBe(0);
    const result = await cli("verify", "--run-dir", run, "--plugin", missing, "--json");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe("");
    // without it the run verifies
    expect((await cli("verify", "--run-dir", run)).code).toBe(0);
  });
});
