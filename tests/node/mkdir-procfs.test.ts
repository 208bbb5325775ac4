import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

// Node's recursive mkdir loops forever where mkdir answers ENOENT although the parent exists
// (procfs): every caller that creates a user-given directory must fail at once instead. Run in a
// child with a time limit, so a regression fails here rather than hanging the test run.
describe.runIf(process.platform === "linux")("creating directories under /proc fails at once, naming the path", () => {
  it("makeDirectories, the fixture store, writeRunDirectory and the artifact download all end with ENOENT", () => {
    const child = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "tests/fixtures/node/mkdir-procfs.ts"), "/proc/self/agent-eval/x"], {
      cwd: root,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(child.signal, `a caller looped (stdout so far: ${child.stdout})`).toBeNull();
    expect(child.status).toBe(0);
    const lines = child.stdout.trim().split("\n").map((line) => JSON.parse(line) as { name: string; code?: string; message?: string });
    expect(lines.map((l) => l.name)).toEqual(["makeDirectoriesSync", "makeDirectories", "fixtureStoreWrite", "fixtureStoreCreate", "writeRunDirectory", "artifactDownload"]);
    for (const line of lines) {
      expect(line.code, line.name).toBe("ENOENT");
      expect(line.message, line.name).toContain("'/proc/self/agent-eval'");
    }
  });
});
