/**
 * A rejected output value is cut in the error message as pydantic-core cuts it (first 25 and last 24
 * bytes of its repr), so a secret inside a long value would be cut in two and escape the redaction of
 * the report file, which looks for the whole key. The repr is redacted before it is cut.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";

const KEY = "sk-ant-api03-Pq9Rs8TuFAKEFAKEFAKEFAKEFAKEFAKEFAKEBc3De2";

let dir: string;
let saved: string | undefined;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-coerce-secret-"));
  saved = process.env.ANTHROPIC_API_KEY;
  process.env.ANTHROPIC_API_KEY = KEY;
});
afterEach(async () => {
  if (saved === undefined) delete process.env.ANTHROPIC_API_KEY;
  else process.env.ANTHROPIC_API_KEY = saved;
  await rm(dir, { recursive: true, force: true });
});

describe("a secret in a rejected output value", () => {
  it("is redacted whole before the value is cut, in the report and on stderr", async () => {
    await writeFile(
      path.join(dir, "leak.mjs"),
      `export const leak = { type: "leak", outputSpec: () => [{ name: "s", kind: "continuous_score" }],
         async computeScores() { return { outputs: [{ name: "s", value: "v=" + process.env.ANTHROPIC_API_KEY + "!" }] }; } };\n`,
    );
    await writeFile(path.join(dir, "grading.yaml"), "metrics:\n  - {module: ./leak.mjs, export: leak}\n");
    await writeFile(path.join(dir, "trials.jsonl"), `${JSON.stringify({ task: { id: "t" }, trial: { id: "a", task_id: "t", status: "completed" }, candidate: { output_text: "x" } })}\n`);
    let out = "";
    const code = await runCli(["grade", "--dataset", path.join(dir, "trials.jsonl"), "--config", path.join(dir, "grading.yaml")], {
      stdout: (t) => (out += t),
      stderr: (t) => (out += t),
    });
    expect(code).toBe(1);
    const report = await readFile(path.join(dir, "trials.report.json"), "utf8");
    // 'v=[redacted]!' is 13 characters: pydantic would not cut it, and no part of the key is left
    expect(report).toContain("input_value='v=[redacted]!', input_type=str");
    expect(`${report}${out}`).not.toMatch(/Pq9R|s8Tu|Bc3De2|FAKEFAKE/);
  });
});
