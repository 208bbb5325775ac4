/**
 * The `runs` input's globs (picomatch per path segment, `**` across segments): which directories
 * count as run directories, in which order.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { findRunDirectories, shardSlice } from "../../src/github/run-dirs.js";
import { tempDir } from "../helpers/run-dirs.js";

let ws = "";
const run = (rel: string, log = "veyru.jsonl"): void => {
  mkdirSync(path.join(ws, rel), { recursive: true });
  writeFileSync(path.join(ws, rel, log), "{}\n");
};
const found = async (...patterns: string[]): Promise<string[]> => (await findRunDirectories(patterns, ws)).map((d) => path.relative(ws, d));

beforeAll(() => {
  ws = tempDir("agent-eval-globs-");
  run("runs/veyru/1");
  run("runs/veyru/2");
  run("runs/veyru/10");
  run("runs/orbital/a", "orbital_anomaly.jsonl");
  run("runs/.hidden/x");
  run("deep/a/b/c/run");
  mkdirSync(path.join(ws, "runs/veyru/empty"), { recursive: true }); // no .jsonl: not a run
});

describe("run directory globs", () => {
  it("* and ? match within one segment; the result is sorted by code points", async () => {
    expect(await found("runs/*/*")).toEqual(["runs/orbital/a", "runs/veyru/1", "runs/veyru/10", "runs/veyru/2"]);
    expect(await found("runs/veyru/?")).toEqual(["runs/veyru/1", "runs/veyru/2"]);
  });

  it("** matches any depth, hidden directories are skipped, a literal path matches itself", async () => {
    expect(await found("**")).toEqual(["deep/a/b/c/run", "runs/orbital/a", "runs/veyru/1", "runs/veyru/10", "runs/veyru/2"]);
    expect(await found("deep/**/run")).toEqual(["deep/a/b/c/run"]);
    expect(await found("runs/.hidden/x")).toEqual(["runs/.hidden/x"]);
  });

  it("braces and classes as the standard matcher has them; duplicates across patterns collapse", async () => {
    expect(await found("runs/{veyru,orbital}/[1a]")).toEqual(["runs/orbital/a", "runs/veyru/1"]);
    expect(await found("runs/veyru/*", "runs/veyru/1")).toEqual(["runs/veyru/1", "runs/veyru/10", "runs/veyru/2"]);
    expect(await found("runs/nothing/*")).toEqual([]);
  });

  it("shards are deterministic slices of the sorted list", () => {
    expect(shardSlice(["a", "b", "c", "d", "e"], { index: 2, total: 2 })).toEqual(["b", "d"]);
  });
});
