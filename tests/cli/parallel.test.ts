import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const root = path.resolve(import.meta.dirname, "../..");
const METRICS = "round_success,message_entropy,gzip_compression_ratio";

// --concurrency 3 starts two evaluation threads beside the main thread; which runs they take
// depends on timing (runs this small may all be done on the main thread before a thread starts).
// tests/node/run-jobs.test.ts makes a bundled thread evaluate runs and compares its reports byte for byte.
describe("parallel evaluation with the bundled CLI (--concurrency 3: the main thread and evaluation threads)", () => {
  it("writes the same reports as a sequential in-process evaluation, and reports a bad run without losing the others", async () => {
    const parallelRoot = tempDir();
    const sequentialRoot = tempDir();
    const names = ["a", "b", "c", "d", "e"];
    for (const base of [parallelRoot, sequentialRoot]) {
      names.forEach((name, i) => writeRun(base, name, { "veyru.jsonl": smallVeyruLog().replace('"sim-1"', `"sim-${i}"`) }));
      writeRun(base, "broken", { "veyru.jsonl": "{not json\n" });
    }
    const dirs = (base: string) => [...names, "broken"].flatMap((name) => ["--run-dir", path.join(base, name)]);

    let status = 0;
    let stdout: string;
    let stderr = "";
    try {
      stdout = execFileSync(process.execPath, [path.join(root, "dist/cli.js"), "evaluate", ...dirs(parallelRoot), "--metrics", METRICS, "--concurrency", "3", "--json", "--verbose"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      const failure = error as { status: number; stdout: string; stderr: string };
      status = failure.status;
      stdout = failure.stdout;
      stderr = failure.stderr;
    }
    expect(status).toBe(2);
    // --verbose says so once the threads start: 3, or one per core where there are fewer
    const threads = Math.min(3, os.availableParallelism());
    if (threads > 1) expect(stderr).toContain(`evaluating in ${threads} threads\n`);
    else expect(stderr).not.toContain("evaluating in");
    const parsed = JSON.parse(stdout) as { runs: { run_dir: string }[] };
    expect(parsed.runs.map((r) => path.basename(r.run_dir))).toEqual(names);

    const sequential = await cli("evaluate", ...dirs(sequentialRoot), "--metrics", METRICS, "--concurrency", "1");
    expect(sequential.code).toBe(2);
    for (const name of names) {
      const a = readFileSync(path.join(parallelRoot, name, "veyru_report.json"), "utf8");
      const b = readFileSync(path.join(sequentialRoot, name, "veyru_report.json"), "utf8");
      expect(a, name).toBe(b);
    }
  });

  it("--concurrency 1000 starts one thread per core, not one per run, and writes the same reports", async () => {
    const parallelRoot = tempDir();
    const sequentialRoot = tempDir();
    const names = Array.from({ length: 12 }, (_, i) => `run-${i}`);
    for (const base of [parallelRoot, sequentialRoot]) names.forEach((name, i) => writeRun(base, name, { "veyru.jsonl": smallVeyruLog().replace('"sim-1"', `"sim-${i}"`) }));
    const dirs = (base: string) => names.flatMap((name) => ["--run-dir", path.join(base, name)]);
    const result = spawnSync(process.execPath, [path.join(root, "dist/cli.js"), "evaluate", ...dirs(parallelRoot), "--metrics", METRICS, "--concurrency", "1000", "--verbose"], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    const cores = os.availableParallelism();
    if (cores > 1) expect(result.stderr).toContain(`evaluating in ${Math.min(cores, names.length)} threads\n`);
    else expect(result.stderr).not.toContain("evaluating in");
    expect(result.stderr).not.toContain(`evaluating in ${names.length} threads`);
    expect((await cli("evaluate", ...dirs(sequentialRoot), "--metrics", METRICS, "--concurrency", "1")).code).toBe(0);
    for (const name of names) {
      expect(readFileSync(path.join(parallelRoot, name, "veyru_report.json"), "utf8"), name).toBe(readFileSync(path.join(sequentialRoot, name, "veyru_report.json"), "utf8"));
    }
  });

  it("an evaluation that fails before any run leaves no thread behind: the threads started ahead end with the CLI", () => {
    const base = tempDir();
    const dirs = ["a", "b", "c"].flatMap((name) => ["--run-dir", writeRun(base, name, { "veyru.jsonl": smallVeyruLog() })]);
    let status = 0;
    let stderr = "";
    try {
      // --concurrency 3: the entry starts two threads before it knows the metric list is wrong
      execFileSync(process.execPath, [path.join(root, "dist/cli.js"), "evaluate", ...dirs, "--metrics", "no_such_metric", "--concurrency", "3"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        timeout: 30_000,
      });
    } catch (error) {
      const failure = error as { status: number | null; stderr: string; signal: string | null };
      expect(failure.signal).toBeNull(); // not killed by the timeout: nothing kept the process alive
      status = failure.status ?? -1;
      stderr = failure.stderr;
    }
    expect(status).toBe(2);
    expect(stderr).toContain("no_such_metric");
  });
});
