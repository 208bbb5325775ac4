/**
 * A report lock left by a killed process whose pid is now this process's own (a container whose
 * CLI is always pid 1 or 7, with a fixed hostname and the run directory on a volume): the holder
 * looked alive (`kill(pid, 0)` succeeds on oneself), so every later run waited 120 s and failed
 * for the next 30 minutes. The lock records when its holder process started; a lock with our pid
 * but another start is an earlier process's, taken over at once. A lock taken by this process
 * itself (another writer in it) is still waited for.
 */
import { existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withFileLock } from "../../src/node/files.js";
import { tempDir } from "../helpers/run-dirs.js";

const processStarted = (): number => Math.round(Date.now() - process.uptime() * 1000);

describe("a lock holding this process's own pid", () => {
  it("written by an earlier process (it started an hour before this one): taken over at once", async () => {
    const target = path.join(tempDir(), "r.json");
    writeFileSync(`${target}.lock`, JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date(Date.now() - 60_000).toISOString(), token: "earlier", started: processStarted() - 3_600_000 }));
    const started = Date.now();
    expect(await withFileLock(target, () => "ran", { timeoutMs: 2000 })).toBe("ran");
    expect(Date.now() - started).toBeLessThan(1000);
    expect(existsSync(`${target}.lock`)).toBe(false);
  });

  it("taken by this process (another writer in it): waited for, then the usual error", async () => {
    const target = path.join(tempDir(), "r.json");
    const inner = withFileLock(target, async () => {
      // while this holds the lock, another writer of this process waits and gives up
      await expect(withFileLock(target, () => "never", { timeoutMs: 300 })).rejects.toThrow("another agent-eval has been writing it");
      return "held";
    });
    expect(await inner).toBe("held");
  });

  it("the lock records the holder's process start", async () => {
    const target = path.join(tempDir(), "r.json");
    const { readFileSync } = await import("node:fs");
    const holder = await withFileLock(target, () => JSON.parse(readFileSync(`${target}.lock`, "utf8")) as { pid: number; started: number });
    expect(holder.pid).toBe(process.pid);
    expect(Math.abs(holder.started - processStarted())).toBeLessThan(50);
  });
});
