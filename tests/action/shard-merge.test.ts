/**
 * Sharding is invisible in the result: evaluating the runs as n shards and merging the shard
 * bundles gives the same report bytes, the same score table and the same DiffResult as one
 * unsharded evaluation.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evaluateIntoBundle, evaluationJobFor } from "../../src/action/evaluate.js";
import { diffScoreTables } from "../../src/diff/diff.js";
import { reportsToScoreTable } from "../../src/diff/from-reports.js";
import { readConfig } from "../../src/github/inputs.js";
import { silentLogger } from "../../src/github/log.js";
import { BUNDLE_MANIFEST, type LoadedBundles, loadBundles, readManifest } from "../../src/github/report-bundle.js";
import { findRunDirectories, shardSlice } from "../../src/github/run-dirs.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const METRICS = "round_success,message_entropy,mean_chars_per_round,gzip_compression_ratio";

let temp: string;
beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "agent-eval-shards-"));
  await cp(path.join(REPO, "examples/baseline"), path.join(temp, "ws/baseline"), { recursive: true });
  await cp(path.join(REPO, "examples/candidate"), path.join(temp, "ws/candidate"), { recursive: true });
  await cp(path.join(REPO, "examples/runs"), path.join(temp, "ws/runs"), { recursive: true });
});
afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

async function evaluate(patterns: string[], shardTotal: number, label: string): Promise<LoadedBundles> {
  const ws = path.join(temp, "ws");
  const config = readConfig((name) => ({ runs: patterns.join("\n"), metrics: METRICS, mode: "evaluate" })[name] ?? "");
  const runDirs = await findRunDirectories(config.runs, ws);
  const dirs: string[] = [];
  for (let index = 1; index <= shardTotal; index++) {
    const bundleDir = path.join(temp, `${label}-${index}-of-${shardTotal}`);
    await evaluateIntoBundle({ runDirs, shard: { index, total: shardTotal }, job: evaluationJobFor(config, ws), bundleDir, log: silentLogger, concurrency: 2 });
    dirs.push(bundleDir);
  }
  // Shards are written in reverse order of completion on purpose: the merge must not care.
  return loadBundles(dirs.reverse());
}

const table = (b: LoadedBundles) => reportsToScoreTable(b.runs.map((r) => r.report), b.runs.map((r) => r.meta));

describe("shards", () => {
  it("slice deterministically by index % n", () => {
    const items = ["a", "b", "c", "d", "e", "f", "g"];
    expect(shardSlice(items, { index: 1, total: 3 })).toEqual(["a", "d", "g"]);
    expect(shardSlice(items, { index: 3, total: 3 })).toEqual(["c", "f"]);
    const all = [1, 2, 3].flatMap((index) => shardSlice(items, { index, total: 3 }));
    expect(all.sort()).toEqual(items);
  });

  it("merged shard bundles equal one unsharded evaluation: reports byte-for-byte, tables and DiffResult", async () => {
    const candidateWhole = await evaluate(["candidate/*/*", "runs/*/*"], 1, "cand-whole");
    const candidateShards = await evaluate(["candidate/*/*", "runs/*/*"], 3, "cand-shard");
    const baselineWhole = await evaluate(["baseline/*/*"], 1, "base-whole");
    const baselineShards = await evaluate(["baseline/*/*"], 2, "base-shard");

    expect(candidateWhole.runs.length).toBe(6);
    expect(candidateShards.runs.map((r) => r.dir)).toEqual(candidateWhole.runs.map((r) => r.dir));
    expect(candidateShards.runs.map((r) => r.reportText)).toEqual(candidateWhole.runs.map((r) => r.reportText));
    expect(candidateShards.runs.map((r) => r.meta)).toEqual(candidateWhole.runs.map((r) => r.meta));
    expect(baselineShards.runs.map((r) => r.reportText)).toEqual(baselineWhole.runs.map((r) => r.reportText));
    expect(candidateShards.shards).toEqual([1, 2, 3].map((index) => ({ index, total: 3 })));

    expect(table(candidateShards)).toEqual(table(candidateWhole));
    const options = { gates: ["round_success:-5pp"] };
    const whole = diffScoreTables(table(baselineWhole), table(candidateWhole), options);
    const merged = diffScoreTables(table(baselineShards), table(candidateShards), options);
    expect(JSON.stringify(merged)).toBe(JSON.stringify(whole));
    expect(whole.metrics.find((m) => m.metric === "round_success")?.verdict).toBe("regression");
    // Seeds from the run logs travel in the manifest, so comment-mode diffs can still pair runs.
    expect(candidateWhole.runs.filter((r) => r.dir.startsWith("candidate/")).map((r) => String(r.meta.seed))).toEqual(["1", "2", "3"]);
  }, 120_000);

  it("each shard's manifest lists only its runs, under paths relative to all runs' common ancestor", async () => {
    const manifest = await readManifest(path.join(temp, "cand-shard-2-of-3"));
    expect(manifest.shard).toEqual({ index: 2, total: 3 });
    expect(manifest.runs.map((r) => r.dir)).toEqual(["candidate/veyru/seed-2", "runs/veyru/veyru-solo-001"]);
  });

  it("refuses to merge bundles that share a run", async () => {
    await expect(loadBundles([path.join(temp, "cand-whole-1-of-1"), path.join(temp, "cand-shard-1-of-3")])).rejects.toThrow(/appears in two bundles/);
  });

  it("refuses a run that two bundles hold under different directories (it would count twice), naming both reports", async () => {
    const copy = path.join(temp, "dup-copy");
    await cp(path.join(temp, "cand-whole-1-of-1"), copy, { recursive: true });
    const manifestFile = path.join(copy, BUNDLE_MANIFEST);
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as { runs: { dir: string; report: string }[] };
    const first = manifest.runs[0] as { dir: string; report: string };
    manifest.runs = [{ ...first, dir: `elsewhere/${first.dir}` }];
    await writeFile(manifestFile, JSON.stringify(manifest));
    const error = await loadBundles([path.join(temp, "cand-whole-1-of-1"), copy]).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`${path.join(copy, ...first.report.split("/"))} holds the same run as ${path.join(temp, "cand-whole-1-of-1", ...first.report.split("/"))}`);
    expect((error as Error).message).toContain("it would count twice");
  });

  it("refuses a bundled report whose fraction metric scores outside [0, 1], naming the file and field", async () => {
    const copy = path.join(temp, "fraction-copy");
    await cp(path.join(temp, "base-whole-1-of-1"), copy, { recursive: true });
    const manifest = await readManifest(copy);
    const reportFile = path.join(copy, ...(manifest.runs[0] as { report: string }).report.split("/"));
    const report = JSON.parse(await readFile(reportFile, "utf8")) as { measurements: { metric_name: string; score: number }[] };
    const at = report.measurements.findIndex((m) => m.metric_name === "round_success");
    expect(at).toBeGreaterThanOrEqual(0);
    (report.measurements[at] as { score: number }).score = 1.5;
    await writeFile(reportFile, JSON.stringify(report));
    await expect(loadBundles([copy])).rejects.toThrow(`${reportFile}: field 'measurements.${at}.score': round_success is a fraction, so its score must be from 0 to 1, got 1.5`);
  });
});
