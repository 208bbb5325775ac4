// The least work any evaluator of these logs has to do, as a reference beside the floors: read each
// log's bytes, sha256 them (a report records the digest of what it scored), decode and JSON.parse
// every line (no schema check, no metric), and write one small report per run atomically (a
// temporary file renamed into place). No validation beyond JSON syntax, nothing kept.
//
//   node bench/minimal-evaluator.mjs [--threads N] <file>...
//
// With --threads N (default 1) the main thread and N-1 worker threads claim the next log from a
// shared counter, as agent-eval's evaluation threads do. The report is `minimal_report.json` beside
// each log; the benchmark removes it with agent-eval's outputs.
import { createHash } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Worker, isMainThread, workerData } from "node:worker_threads";

// the benchmark removes this file with agent-eval's outputs (bench/evaluate.bench.ts names it too)
const MINIMAL_REPORT = "minimal_report.json";

function evaluateClaimed(files, claims) {
  for (;;) {
    const index = Atomics.add(claims, 0, 1);
    if (index >= files.length) return;
    const file = files[index];
    const bytes = readFileSync(file);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    let events = 0;
    let start = 0;
    for (;;) {
      const end = bytes.indexOf(0x0a, start);
      const line = bytes.toString("utf8", start, end === -1 ? bytes.length : end);
      if (line.trim() !== "") {
        JSON.parse(line);
        events += 1;
      }
      if (end === -1) break;
      start = end + 1;
    }
    const report = path.join(path.dirname(file), MINIMAL_REPORT);
    writeFileSync(`${report}.tmp`, `${JSON.stringify({ sha256, events })}\n`);
    renameSync(`${report}.tmp`, report);
  }
}

if (isMainThread) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--threads");
  const threads = at === -1 ? 1 : Number(args[at + 1]);
  const files = at === -1 ? args : [...args.slice(0, at), ...args.slice(at + 2)];
  if (!Number.isInteger(threads) || threads < 1) throw new Error(`--threads must be a positive integer, got ${args[at + 1]}`);
  const claims = new Int32Array(new SharedArrayBuffer(4));
  const workers = [];
  for (let t = 1; t < Math.min(threads, files.length); t += 1) {
    const worker = new Worker(new URL(import.meta.url), { workerData: { files, claims } });
    workers.push(
      new Promise((resolve, reject) => {
        worker.on("error", reject);
        worker.on("exit", resolve);
      }),
    );
  }
  evaluateClaimed(files, claims);
  await Promise.all(workers);
} else {
  evaluateClaimed(workerData.files, workerData.claims);
}
