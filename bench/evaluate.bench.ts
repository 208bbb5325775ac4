/**
 * Benchmark: the full deterministic catalogue over many copies of a ~1 MB run, against a floor
 * measured in the same session (a Node process that only reads the same files and JSON.parses
 * every line). Both are timed as whole processes, median of several repetitions. Peak memory is
 * measured at three run counts to show it does not grow with the number of runs.
 *
 *   npm run bench               # 100 runs
 *   npm run bench -- --runs 200 --repeat 5
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generateRun } from "../scripts/generate-examples.js";
import { DETERMINISTIC_METRICS } from "../scripts/metric-selection.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const RUNS = option("runs", 100);
const REPEAT = option("repeat", 3);
const dataDir = path.join(root, "bench", ".data");
const cli = path.join(root, "dist", "cli.js");

const CATALOGUE: string[] = [...DETERMINISTIC_METRICS];
const tablesDir = path.join(os.homedir(), ".cache", "glossogen");
if (existsSync(path.join(tablesDir, "english_char_trigram.json"))) CATALOGUE.push("english_ngram_surprisal");
if (existsSync(path.join(tablesDir, "english_backoff_trigram_cased_punct.json"))) CATALOGUE.push("english_ngram_backoff_surprisal");

function prepare(): string[] {
  rmSync(dataDir, { recursive: true, force: true });
  const dirs: string[] = [];
  for (let i = 1; i <= RUNS; i++) {
    // a few distinct runs, copied: realistic content without paying generation time per copy
    const seed = (i % 5) + 1;
    const dir = path.join(dataDir, `run-${String(i).padStart(4, "0")}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "veyru.jsonl"), logs[seed - 1] as string);
    dirs.push(dir);
  }
  return dirs;
}

const logs = [1, 2, 3, 4, 5].map((seed) => generateRun({ runId: `veyru/bench-${seed}`, idNamespace: `bench-${seed}`, seed, rounds: 10, trafficScale: 2.2 }));

function timeProcess(command: string, commandArgs: string[]): { seconds: number; maxRssKb: number | undefined } {
  const timeBinary = "/usr/bin/time";
  const useTime = existsSync(timeBinary);
  const started = process.hrtime.bigint();
  const result = useTime
    ? spawnSync(timeBinary, ["-f", "%M", command, ...commandArgs], { encoding: "utf8", maxBuffer: 1 << 28 })
    : spawnSync(command, commandArgs, { encoding: "utf8", maxBuffer: 1 << 28 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.slice(0, 3).join(" ")} … failed: ${result.stderr.slice(-2000)}`);
  const rss = useTime ? Number(result.stderr.trim().split("\n").at(-1)) : undefined;
  return { seconds, maxRssKb: Number.isFinite(rss) ? rss : undefined };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function evaluateArgs(dirs: string[], concurrency: number): string[] {
  return ["evaluate", ...dirs.flatMap((d) => ["--run-dir", d]), "--metrics", CATALOGUE.join(","), "--concurrency", String(concurrency), "--json"];
}

if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run npm run build");
const dirs = prepare();
const files = dirs.map((d) => path.join(d, "veyru.jsonl"));
const totalBytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
const lines = Number(execFileSync(process.execPath, [path.join(root, "bench", "floor.mjs"), ...files], { encoding: "utf8" }).trim());
const cores = os.availableParallelism();

const floor: number[] = [];
const single: number[] = [];
const parallel: number[] = [];
let parallelRss: number | undefined;
for (let r = 0; r < REPEAT; r++) {
  floor.push(timeProcess(process.execPath, [path.join(root, "bench", "floor.mjs"), ...files]).seconds);
  single.push(timeProcess(process.execPath, [cli, ...evaluateArgs(dirs, 1)]).seconds);
  const p = timeProcess(process.execPath, [cli, ...evaluateArgs(dirs, cores)]);
  parallel.push(p.seconds);
  parallelRss = p.maxRssKb;
}

const memory: string[] = [];
for (const count of [Math.max(1, Math.floor(RUNS / 4)), Math.max(1, Math.floor(RUNS / 2)), RUNS]) {
  const rss = timeProcess(process.execPath, [cli, ...evaluateArgs(dirs.slice(0, count), cores)]).maxRssKb;
  memory.push(`${count} runs: ${rss === undefined ? "n/a" : `${(rss / 1024).toFixed(0)} MiB`}`);
}

const f = median(floor);
const s = median(single);
const p = median(parallel);
const report = [
  `agent-eval evaluate benchmark (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cores} cores)`,
  `input: ${RUNS} runs, ${(totalBytes / 1e6).toFixed(1)} MB, ${lines} events; metrics: ${CATALOGUE.length} (${CATALOGUE.join(", ")})`,
  `floor (read + JSON.parse every line, one process): ${f.toFixed(2)} s`,
  `agent-eval, 1 process:      ${s.toFixed(2)} s  = ${(s / f).toFixed(2)}x floor`,
  `agent-eval, ${cores} processes:    ${p.toFixed(2)} s  = ${(p / f).toFixed(2)}x floor (target <= 1.5x)`,
  `peak RSS (${cores} processes): ${memory.join(", ")}${parallelRss === undefined ? "" : ""}`,
  `median of ${REPEAT} repetitions; whole-process wall time including Node start-up for both`,
];
process.stdout.write(`${report.join("\n")}\n`);
rmSync(dataDir, { recursive: true, force: true });
