/**
 * A user call that never yields after its first `await` runs from the microtask queue, outside
 * any `vm` run, where nothing inside the process can interrupt it: `agent-eval grade` used to
 * hang forever on `async () => { await null; for (;;) {} }`. The watchdog thread
 * (src/node/stuck-call-watchdog.ts) ends the process instead, exit 1, naming the call; the report
 * already at --out is left as it was. Real processes (the CLI run from the sources), since the
 * process itself is what must end. Each child is killed after CHILD_KILL_MS, so a hang fails the
 * test instead of hanging it.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CHILD_KILL_MS = 25_000;

interface Ended {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** From the child's start to its exit. */
  readonly ms: number;
}

/** Runs `node [--import tsx ...] <entry> ...args` and resolves once it has exited (killed after CHILD_KILL_MS). */
export function runNode(entry: string, args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; node?: string } = {}): Promise<Ended> {
  const started = performance.now();
  const child = spawn(options.node ?? process.execPath, ["--import", "tsx", "--import", "./scripts/register-raw-text.mjs", entry, ...args], {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const killer = setTimeout(() => child.kill("SIGKILL"), CHILD_KILL_MS);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, stdout, stderr, ms: performance.now() - started });
    });
  });
}

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-stuck-call-"));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const row = (trial: string): string =>
  JSON.stringify({ task: { id: "t" }, trial: { id: trial, task_id: "t", status: "completed" }, inputs: {}, reference: { expected: "y" }, candidate: { output_text: "y", metadata: {} } });

const METRICS = `
const ok = (value) => ({ outputs: [{ name: "value", value }] });
export const stuck = { type: "stuck", outputSpec: () => [{ name: "value", kind: "continuous_score" }], async computeScores(input) {
  await null;
  if (input.row.data.trial.id === "hang") for (;;) {}
  return ok(1);
} };
`;

async function setUp(rows: string[]): Promise<{ dataset: string; config: string; out: string }> {
  await writeFile(path.join(scratch, "metrics.mjs"), METRICS);
  await writeFile(path.join(scratch, "grading.yaml"), "metrics:\n  - {module: ./metrics.mjs, export: stuck}\n");
  await writeFile(path.join(scratch, "d.jsonl"), `${rows.join("\n")}\n`);
  return { dataset: path.join(scratch, "d.jsonl"), config: path.join(scratch, "grading.yaml"), out: path.join(scratch, "r.json") };
}

describe("a module metric that never yields after its first await", { timeout: CHILD_KILL_MS + 5_000 }, () => {
  it("ends agent-eval grade with exit 1 and a message naming it; the report at --out is untouched", async () => {
    const files = await setUp([row("ok"), row("hang")]);
    const grade = ["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out];
    // a report of the same dataset graded earlier (the 'hang' trial did not hang then)
    await writeFile(path.join(scratch, "metrics.mjs"), METRICS.replace('=== "hang"', '=== "never"'));
    expect((await runNode("src/cli/index.ts", grade)).code).toBe(0);
    const earlier = await readFile(files.out, "utf8");
    await writeFile(path.join(scratch, "metrics.mjs"), METRICS);

    const result = await runNode("src/cli/index.ts", [...grade, "--user-code-timeout", "0.05"]);
    expect(result.signal).toBeNull();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("error: metric 'stuck' on trial 'hang' ran over the time limit of 0.05 s per call of user-supplied code (--user-code-timeout) and did not yield");
    expect(await readFile(files.out, "utf8")).toBe(earlier);
    expect(await readdir(scratch)).toEqual(["d.jsonl", "grading.yaml", "metrics.mjs", "r.json"].sort());
  });
});
