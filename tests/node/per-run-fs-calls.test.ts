/**
 * The file-system calls a run's evaluation no longer makes, and the guarantees that stay: the run
 * directory is listed once (its listing also serves the stale-temporary clean-up), the report's
 * and the lock's directory is created only when missing, and a sidecar read by several built-in
 * metrics is read once — but never across a metric that may write into the run directory itself.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Metric } from "../../src/metrics/contract.js";
import { builtinRegistry, resolveMetricList } from "../../src/metrics/registry.js";
import { evaluateRun } from "../../src/node/evaluate-run.js";
import { STALE_TEMPORARY_MS, directorySidecars, withFileLock, writeFileAtomicSync } from "../../src/node/files.js";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const PROBE_RESPONSES = "protocol_probe_responses.jsonl";

function probeRow(replica: number, text: string): string {
  return JSON.stringify({
    timestamp: "2026-01-01T00:00:00Z",
    replica_index: replica,
    agent_id: "a1",
    role_name: "Field Observer",
    model: "m",
    provider: "anthropic",
    question_id: "q1",
    question_role_filter: "observer",
    cutoff_round: null,
    reasoning_text: "because",
    response_text: text,
  });
}

describe("the run directory", () => {
  it("is named in the same words when it is a file, missing, or inside a file", async () => {
    const root = tempDir();
    const file = path.join(root, "a-file");
    writeFileSync(file, "x");
    const cases: [string, string][] = [
      [file, `--run-dir ${file}: not a directory`],
      [path.join(root, "missing"), `--run-dir ${path.join(root, "missing")}: cannot read the directory: no such file or directory (ENOENT)`],
      [path.join(file, "sub"), `--run-dir ${path.join(file, "sub")}: cannot read the directory: a part of the path is not a directory (ENOTDIR)`],
    ];
    for (const [runDir, message] of cases) {
      const result = await cli("evaluate", "--run-dir", runDir, "--metrics", "message_entropy");
      expect(result.code, runDir).toBe(2);
      expect(result.stderr, runDir).toContain(message);
    }
  });

  it("is listed once: that listing also serves to remove a stale temporary of the report left by a killed write", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const deadPid = 2 ** 22 + 4321; // above pid_max's default: no such process
    const stale = path.join(run, `veyru_report.json.${deadPid}.0123abcd.tmp`);
    const fresh = path.join(run, `veyru_report.json.${deadPid}.89abcdef.tmp`);
    writeFileSync(stale, "half a report");
    writeFileSync(fresh, "being written");
    const old = Date.now() / 1000 - (STALE_TEMPORARY_MS / 1000 + 60);
    utimesSync(stale, old, old);
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy")).code).toBe(0);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(path.join(run, "veyru_report.json"))).toBe(true);
  });
});

describe("the report's directory", () => {
  it("--out into folders that do not exist yet: created for the lock and the report", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const out = path.join(tempDir(), "new", "deeper", "report.json");
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--out", out)).code).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8"))).toHaveProperty("simulation_id");
    expect(existsSync(`${out}.lock`)).toBe(false);
  });

  it("--out below a file: exit 2 naming the part of the path that is not a directory, the same on Node 20 and 24, nothing written", async () => {
    const root = tempDir();
    const run = writeRun(root, "run", { "veyru.jsonl": smallVeyruLog() });
    writeFileSync(path.join(root, "plain"), "x");
    const out = path.join(root, "plain", "sub", "report.json");
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--out", out);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`error: ${run}: ${path.dirname(out)}: cannot create the directory: a part of the path is not a directory (ENOTDIR)`);
    expect(readFileSync(path.join(root, "plain"), "utf8")).toBe("x");
  });

  it("a lock whose directory is missing is made there; a staged write into a missing directory too", async () => {
    const dir = path.join(tempDir(), "a", "b");
    expect(await withFileLock(path.join(dir, "r.json"), () => "ran")).toBe("ran");
    expect(existsSync(path.join(dir, "r.json.lock"))).toBe(false);
    rmSync(dir, { recursive: true });
    writeFileAtomicSync(path.join(dir, "c", "x.json"), "{}");
    expect(readFileSync(path.join(dir, "c", "x.json"), "utf8")).toBe("{}");
  });

  it("the lock is released even when its holder's work removed it already", async () => {
    const target = path.join(tempDir(), "r.json");
    expect(await withFileLock(target, () => rmSync(`${target}.lock`))).toBeUndefined();
    expect(await withFileLock(target, () => "again")).toBe("again");
  });
});

describe("sidecar reads", () => {
  it("with cacheReads, a file is read once until the store writes or appends to it; without, every read goes to the disk", async () => {
    const run = tempDir();
    const file = path.join(run, "notes.txt");
    writeFileSync(file, "one");
    const cached = directorySidecars(run, undefined, { cacheReads: true });
    const plain = directorySidecars(run);
    expect(await cached.readText("notes.txt")).toBe("one");
    expect(await cached.readText("absent.txt")).toBeUndefined();
    writeFileSync(file, "two");
    writeFileSync(path.join(run, "absent.txt"), "here");
    expect(await cached.readText("notes.txt")).toBe("one");
    expect(await cached.readText("absent.txt")).toBeUndefined();
    expect(await plain.readText("notes.txt")).toBe("two");
    await cached.writeText("notes.txt", "three");
    expect(await cached.readText("notes.txt")).toBe("three");
    await cached.appendText?.("notes.txt", "+four");
    expect(await cached.readText("notes.txt")).toBe("three+four");
  });

  it("a failed read is not remembered", async () => {
    const run = tempDir();
    mkdirSync(path.join(run, "odd.txt"));
    const cached = directorySidecars(run, undefined, { cacheReads: true });
    await expect(cached.readText("odd.txt")).rejects.toThrow(/odd\.txt: cannot read it/);
    rmSync(path.join(run, "odd.txt"), { recursive: true });
    writeFileSync(path.join(run, "odd.txt"), "fine now");
    expect(await cached.readText("odd.txt")).toBe("fine now");
  });

  it("a metric outside the registry (a plug-in may write into the run directory) turns the cache off: a later built-in sees what it wrote", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const [replica, pair] = resolveMetricList(builtinRegistry(), "protocol_probe_replica_self_similarity,protocol_probe_agent_pair_similarity");
    const writer: Metric = {
      name: "writes_probe_rows",
      version: "1",
      kind: "deterministic",
      description: "Writes probe rows straight into the run directory, as an external probe runner would.",
      unit: "rows",
      notApplicableWhen: "never",
      compute: () => {
        writeFileSync(path.join(run, PROBE_RESPONSES), `${probeRow(1, "we numbered the checkpoints")}\n${probeRow(2, "we numbered checkpoints")}\n`);
        return Promise.resolve([]);
      },
    };
    const outcome = await evaluateRun({ runDir: run, metrics: [pair as Metric, writer, replica as Metric], log: () => undefined });
    expect(outcome.metrics.protocol_probe_agent_pair_similarity?.status).toBe("not_applicable");
    expect(outcome.metrics.protocol_probe_replica_self_similarity?.status).toBe("ok");
  });
});
