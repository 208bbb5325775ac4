/**
 * A file flag that names something agent-eval cannot read (a directory where a file is expected:
 * the stand-in for an unreadable file that holds when the tests run as root, where chmod 000 reads
 * fine) is exit 2 with the flag, the path and the problem, like `grade --config` and `--dataset`
 * already said; `--knobs`, `--scenario-config` and `grade --merge` named only the path.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

describe("a directory given to a file flag", () => {
  const root = tempDir();
  const run = writeRun(root, "run", { "veyru.jsonl": smallVeyruLog() });
  const dir = path.join(root, "a dir ü");
  mkdirSync(dir);

  it.each([
    ["evaluate --knobs", ["evaluate", "--run-dir", run, "--metrics", "round_success", "--knobs", dir], "--knobs"],
    ["evaluate --scenario-config", ["evaluate", "--run-dir", run, "--metrics", "round_success", "--scenario-config", dir], "--scenario-config"],
    ["grade --merge", ["grade", "--merge", dir, "--out", path.join(root, "merged.json")], "--merge"],
  ])("%s: exit 2 naming the flag and the path", async (_, argv, flag) => {
    const result = await cli(...argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`error: ${flag} ${dir}: cannot read it: a directory, not a regular file\n`);
    expect(result.stdout).toBe("");
  });
});
