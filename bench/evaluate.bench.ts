/**
 * Benchmark: the full deterministic catalogue over many copies of a ~1 MB run, against floors
 * measured in the same session (Node processes that only read the same files and JSON.parse every
 * line: the plain way, and the tuned way agent-eval's reader decodes). All are timed as whole
 * processes, interleaved, median of several repetitions. Peak memory is measured at three run
 * counts to show it does not grow with the number of runs.
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
const REPEAT = option("repeat", 7);
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

interface ProcessTiming {
  readonly seconds: number;
  /** user + system CPU seconds (from /usr/bin/time); steadier than wall time on a shared VM */
  readonly cpuSeconds: number | undefined;
  readonly maxRssKb: number | undefined;
}

function timeProcess(command: string, commandArgs: string[]): ProcessTiming {
  const timeBinary = "/usr/bin/time";
  const useTime = existsSync(timeBinary);
  const started = process.hrtime.bigint();
  const result = useTime
    ? spawnSync(timeBinary, ["-f", "%U %S %M", command, ...commandArgs], { encoding: "utf8", maxBuffer: 1 << 28 })
    : spawnSync(command, commandArgs, { encoding: "utf8", maxBuffer: 1 << 28 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.slice(0, 3).join(" ")} … failed: ${result.stderr.slice(-2000)}`);
  const [user, system, rss] = useTime ? (result.stderr.trim().split("\n").at(-1) ?? "").split(" ").map(Number) : [];
  const cpuSeconds = user === undefined || system === undefined ? undefined : user + system;
  return { seconds, cpuSeconds: Number.isFinite(cpuSeconds) ? cpuSeconds : undefined, maxRssKb: Number.isFinite(rss) ? rss : undefined };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** `concurrency` undefined: the default (worker processes only when the remaining work pays for them). */
function evaluateArgs(dirs: string[], concurrency: number | undefined): string[] {
  return [
    "evaluate",
    ...dirs.flatMap((d) => ["--run-dir", d]),
    "--metrics",
    CATALOGUE.join(","),
    ...(concurrency === undefined ? [] : ["--concurrency", String(concurrency)]),
    "--json",
  ];
}

if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run npm run build");
const dirs = prepare();
const files = dirs.map((d) => path.join(d, "veyru.jsonl"));
const totalBytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
const lines = Number(execFileSync(process.execPath, [path.join(root, "bench", "floor.mjs"), ...files], { encoding: "utf8" }).trim());
const cores = os.availableParallelism();

/**
 * Every timed evaluation starts from run directories without reports, as in CI where the runs are
 * fresh; otherwise the first repetition would write reports and the later ones merge into them.
 */
function removeOutputs(): void {
  for (const dir of dirs) {
    rmSync(path.join(dir, "veyru_report.json"), { force: true });
    rmSync(path.join(dir, "agent_eval_invocations.jsonl"), { force: true });
  }
}

const floorScript = path.join(root, "bench", "floor.mjs");
/** `rerun`: evaluated right after the variant before it, so every run merges into an existing report. */
const variants: { label: string; command: string[]; rerun?: boolean }[] = [
  { label: "floor", command: [floorScript, ...files] },
  { label: "tuned floor", command: [floorScript, "--bytes", ...files] },
  { label: "agent-eval, default (adaptive processes)", command: [cli, ...evaluateArgs(dirs, undefined)] },
  { label: "  same, again (merging into its reports)", command: [cli, ...evaluateArgs(dirs, undefined)], rerun: true },
  { label: "agent-eval, --concurrency 1 (one process)", command: [cli, ...evaluateArgs(dirs, 1)] },
  ...(cores > 1 ? [{ label: `agent-eval, --concurrency ${cores} (${cores} processes)`, command: [cli, ...evaluateArgs(dirs, cores)] }] : []),
];
const wall = variants.map(() => [] as number[]);
const cpu = variants.map(() => [] as number[]);
// interleaved, so a slow spell of a shared machine hits every variant alike
for (let r = 0; r < REPEAT; r++) {
  variants.forEach((variant, i) => {
    if (variant.rerun !== true) removeOutputs();
    const timing = timeProcess(process.execPath, variant.command);
    wall[i]?.push(timing.seconds);
    if (timing.cpuSeconds !== undefined) cpu[i]?.push(timing.cpuSeconds);
  });
}

const memory: string[] = [];
for (const count of [Math.max(1, Math.floor(RUNS / 4)), Math.max(1, Math.floor(RUNS / 2)), RUNS]) {
  removeOutputs();
  const rss = timeProcess(process.execPath, [cli, ...evaluateArgs(dirs.slice(0, count), undefined)]).maxRssKb;
  memory.push(`${count} runs: ${rss === undefined ? "n/a" : `${(rss / 1024).toFixed(0)} MiB`}`);
}

/**
 * Ratios are paired: each repetition's time over the floor measured seconds before it, then the
 * median over repetitions, so a slow spell of a shared machine cancels out instead of landing on
 * one side. The range shows how far single repetitions strayed.
 */
function pairedRatio(samples: number[] | undefined, floorSamples: number[] | undefined): { median: number; low: number; high: number } | undefined {
  if (samples === undefined || floorSamples === undefined || samples.length === 0 || samples.length !== floorSamples.length) return undefined;
  const ratios = samples.map((value, r) => value / (floorSamples[r] as number));
  return { median: median(ratios), low: Math.min(...ratios), high: Math.max(...ratios) };
}
const rows = variants.map((variant, i) => {
  const w = median(wall[i] as number[]);
  const c = cpu[i]?.length ? median(cpu[i]) : undefined;
  const vsFloor = i < 2 ? undefined : pairedRatio(wall[i], wall[0]);
  const vsTuned = i < 2 ? undefined : pairedRatio(wall[i], wall[1]);
  const ratios =
    vsFloor === undefined || vsTuned === undefined
      ? ""
      : `  = ${vsFloor.median.toFixed(2)}x floor (${vsFloor.low.toFixed(2)}-${vsFloor.high.toFixed(2)}), ${vsTuned.median.toFixed(2)}x tuned floor`;
  const cpuVsFloor = i < 2 ? undefined : pairedRatio(cpu[i], cpu[0]);
  const cpuText = c === undefined ? "" : `   cpu ${c.toFixed(2)} s${cpuVsFloor === undefined ? "" : ` = ${cpuVsFloor.median.toFixed(2)}x floor`}`;
  return `${`${variant.label}:`.padEnd(46)}${w.toFixed(2)} s${ratios}${cpuText}`;
});
const report = [
  `agent-eval evaluate benchmark (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cores} cores)`,
  `input: ${RUNS} runs, ${(totalBytes / 1e6).toFixed(1)} MB, ${lines} events; metrics: ${CATALOGUE.length} (${CATALOGUE.join(", ")})`,
  "floor = read each file as one string + JSON.parse every line; tuned floor = read bytes, decode + JSON.parse each line",
  ...rows,
  "target: default <= 1.5x floor (wall)",
  `peak RSS (default): ${memory.join(", ")}`,
  `${REPEAT} interleaved repetitions: median times; ratios are medians of per-repetition ratios (range in brackets);`,
  "whole-process wall time (and user+system CPU time) including Node start-up for all",
];
process.stdout.write(`${report.join("\n")}\n`);
rmSync(dataDir, { recursive: true, force: true });
