/**
 * The bundled CLI ends the process itself once its output is flushed (src/cli/index.ts), instead of
 * letting Node wait for V8's background compiler. These tests hold it to what that must not cost:
 * every byte of stdout and stderr reaches a reader that is slow to read, and the exit status is the
 * command's own.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const root = path.resolve(import.meta.dirname, "../..");
const bundledCli = path.join(root, "dist/cli.js");

interface Finished {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * One output stream of a child, read only from `start()` on. A 'readable' listener holds the data
 * back (the pipe fills and the child's writes wait) and keeps Node from draining the stream into
 * nothing when the child exits before reading starts (child_process resumes streams nobody
 * listens to).
 */
function heldBack(stream: NodeJS.ReadableStream): { start: () => void; text: Promise<string> } {
  const chunks: Buffer[] = [];
  let reading = false;
  const readAll = () => {
    if (!reading) return;
    for (let chunk = stream.read() as Buffer | null; chunk !== null; chunk = stream.read() as Buffer | null) chunks.push(chunk);
  };
  stream.on("readable", readAll);
  const text = new Promise<string>((resolve) => stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8"))));
  return {
    start: () => {
      reading = true;
      readAll();
    },
    text,
  };
}

/** Runs the bundled CLI, reading its output only after `readAfterMs`; resolves once it has exited and both streams ended. */
async function runBundled(args: readonly string[], readAfterMs: number): Promise<Finished> {
  const child = spawn(process.execPath, [bundledCli, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  const out = heldBack(child.stdout);
  const err = heldBack(child.stderr);
  const exited = new Promise<{ status: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (status, signal) => resolve({ status, signal }));
  });
  await new Promise((resolve) => setTimeout(resolve, readAfterMs));
  out.start();
  err.start();
  const [stdout, stderr, { status, signal }] = await Promise.all([out.text, err.text, exited]);
  return { status, signal, stdout, stderr };
}

// whole CLI processes: generous limits for a loaded CI machine
describe("the bundled CLI's exit", { timeout: 30_000 }, () => {
  it("hands a slow reader all of a large --json output, then exits 0", async () => {
    expect(existsSync(bundledCli), "dist/cli.js is built (npm run build)").toBe(true);
    const base = tempDir();
    const names = Array.from({ length: 30 }, (_, i) => `run-${i}`);
    const dirs = names.flatMap((name, i) => ["--run-dir", writeRun(base, name, { "veyru.jsonl": smallVeyruLog().replace('"sim-1"', `"sim-${i}"`) })]);
    const result = await runBundled(["evaluate", ...dirs, "--metrics", "round_success,message_entropy,gzip_compression_ratio", "--concurrency", "1", "--json"], 300);
    expect(result.signal).toBeNull();
    expect(result.status).toBe(0);
    // larger than a pipe's 64 KiB buffer, so the writer had to wait for this reader
    expect(result.stdout.length).toBeGreaterThan(1 << 16);
    const parsed = JSON.parse(result.stdout) as { exit_status: number; runs: { run_dir: string }[] };
    expect(parsed.exit_status).toBe(0);
    expect(parsed.runs.map((run) => path.basename(run.run_dir))).toEqual(names);
    // the progress lines on stderr, up to the last run's
    expect(result.stderr).toContain(`[30/30] ${path.join(base, "run-29")}\n`);
  });

  it("exits with the command's own status (2 for a usage error) after its message is out", async () => {
    const result = await runBundled(["evaluate", "--run-dir", tempDir(), "--metrics", "no_such_metric"], 100);
    expect(result.signal).toBeNull();
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("no_such_metric");
  });
});
