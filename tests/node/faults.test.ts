/**
 * The holes of issue 11, each as a test that failed before the fix: non-regular files named like
 * inputs, directories in place of files, one bad run among many, the order of report and
 * invocation log, odd event-log shapes, temporary files left by a kill, and the lock file.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseReport } from "../../src/report/report.js";
import { STALE_TEMPORARY_MS, readRegularTextSync, removeStaleTemporaries, withFileLock, writeFileAtomicSync } from "../../src/node/files.js";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const METRICS = "message_entropy,gzip_compression_ratio";

function fifo(file: string): string {
  execFileSync("mkfifo", [file]);
  return file;
}

/** Runs `promise`, failing the test (instead of hanging the suite) when it takes over `ms`. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${ms} ms (blocked on a FIFO?)`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe("non-regular files named like inputs are refused at once, naming the file (exit 2)", () => {
  it("a FIFO named like the event log: detection and reading, with and without the scenario argument", async () => {
    const run = path.join(tempDir(), "run");
    mkdirSync(run);
    fifo(path.join(run, "veyru.jsonl"));
    for (const args of [[], ["veyru"]]) {
      const result = await within(5000, cli("evaluate", ...args, "--run-dir", run, "--metrics", METRICS));
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`${path.join(run, "veyru.jsonl")}: cannot read it: a named pipe (FIFO), not a regular file`);
    }
  });

  it("a FIFO beside the real log is not a candidate and does not block detection", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    fifo(path.join(run, "other.jsonl"));
    const result = await within(5000, cli("evaluate", "--run-dir", run, "--metrics", METRICS));
    expect(result.code).toBe(0);
  });

  it("a socket named like the event log is named in words, not as a raw ENXIO message", async () => {
    const run = path.join(tempDir(), "run");
    mkdirSync(run);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(path.join(run, "veyru.jsonl"), resolve));
    try {
      const result = await within(5000, cli("evaluate", "veyru", "--run-dir", run, "--metrics", METRICS));
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`error: ${path.join(run, "veyru.jsonl")}: cannot read it: a socket, or a pipe or device with nothing at the other end, not a regular file (ENXIO)\n`);
    } finally {
      server.close();
    }
  });

  it("a report that is not valid UTF-8 is refused naming its line (evaluate leaves it untouched; diff, export and verify exit 2), not rewritten with U+FFFD", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy")).code).toBe(0);
    const file = path.join(run, "veyru_report.json");
    const good = readFileSync(file);
    const damaged = Buffer.from(good.toString("latin1").replace('"metric_name": "message_entropy"', '"metric_name": "message_\xffentropy"'), "latin1");
    writeFileSync(file, damaged);
    const line = damaged.subarray(0, damaged.indexOf(0xff)).toString("latin1").split("\n").length;
    const message = `${file}:${line}: not valid UTF-8; a report is UTF-8 JSON, so this file was damaged or written by something else`;

    const merged = await cli("evaluate", "--run-dir", run, "--metrics", "gzip_compression_ratio");
    expect(merged.code).toBe(2);
    expect(merged.stderr).toContain(`existing report cannot be merged, so it was left untouched: ${message}`);
    expect(readFileSync(file).equals(damaged)).toBe(true);
    for (const args of [["diff", "--baseline", run, "--candidate", run], ["export", "--reports", run], ["verify", "--run-dir", run]]) {
      const result = await cli(...args);
      expect(result.code, args[0]).toBe(2);
      expect(result.stderr, args[0]).toContain(message);
    }
  });

  it("a directory named like the event log", async () => {
    const run = path.join(tempDir(), "run");
    mkdirSync(path.join(run, "veyru.jsonl"), { recursive: true });
    const result = await cli("evaluate", "veyru", "--run-dir", run, "--metrics", METRICS);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${path.join(run, "veyru.jsonl")}: cannot read it: a directory, not a regular file`);
  });

  it("a FIFO as the existing report, the scenario config, the knobs file and a judge recording", async () => {
    const root = tempDir();
    const run = writeRun(root, "run", { "veyru.jsonl": smallVeyruLog() });
    fifo(path.join(run, "veyru_report.json"));
    const report = await within(5000, cli("evaluate", "--run-dir", run, "--metrics", METRICS));
    expect(report.code).toBe(2);
    expect(report.stderr).toContain(`${path.join(run, "veyru_report.json")}: cannot read it: a named pipe (FIFO)`);

    const clean = writeRun(root, "clean", { "veyru.jsonl": smallVeyruLog() });
    const config = fifo(path.join(root, "scenario.json"));
    const scenario = await within(5000, cli("evaluate", "--run-dir", clean, "--metrics", METRICS, "--scenario-config", config));
    expect(scenario.code).toBe(2);
    expect(scenario.stderr).toContain(`${config}: cannot read it: a named pipe (FIFO)`);

    const knobs = fifo(path.join(root, "knobs.json"));
    const knobsResult = await within(5000, cli("evaluate", "--run-dir", clean, "--metrics", METRICS, "--knobs", knobs));
    expect(knobsResult.code).toBe(2);
    expect(knobsResult.stderr).toContain("a named pipe (FIFO)");

    const store = path.join(root, "store");
    mkdirSync(path.join(store, "neologism"), { recursive: true });
    fifo(path.join(store, "neologism", `${"a".repeat(64)}.json`));
    const check = await within(5000, cli("fixtures", "check", "--fixtures", store));
    expect(check.stderr).toContain("a named pipe (FIFO)");
    expect(check.code).toBe(1);
  });

  it("a FIFO as grade's trial dataset or grading config", async () => {
    const root = tempDir();
    const config = path.join(root, "grading.yaml");
    writeFileSync(config, "metrics:\n  - {type: keyword_match}\n");
    const dataset = path.join(root, "trials.jsonl");
    writeFileSync(dataset, `${JSON.stringify({ task: { id: "t" }, trial: { id: "t:a", task_id: "t", status: "completed" }, reference: { expected: "x" }, candidate: { output_text: "x" } })}\n`);
    const fifoDataset = fifo(path.join(root, "fifo.jsonl"));
    const byDataset = await within(5000, cli("grade", "--dataset", fifoDataset, "--config", config));
    expect(byDataset.code).toBe(2);
    expect(byDataset.stderr).toContain(`--dataset ${fifoDataset}: cannot read it: a named pipe (FIFO), not a regular file`);

    const fifoConfig = fifo(path.join(root, "fifo.yaml"));
    const byConfig = await within(5000, cli("grade", "--dataset", dataset, "--config", fifoConfig));
    expect(byConfig.code).toBe(2);
    expect(byConfig.stderr).toContain(`--config ${fifoConfig}: cannot read it: a named pipe (FIFO), not a regular file`);
    // the same files, regular, grade
    expect((await cli("grade", "--dataset", dataset, "--config", config)).code).toBe(0);
  });

  it("a FIFO as the invocation log is refused at once, and the report is not written", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const log = fifo(path.join(run, "agent_eval_invocations.jsonl"));
    // A blocking open for writing waits for a reader, and it blocks this thread, so no timer could
    // end the test: a reader that comes after 3 s bounds the wait (the old code then succeeded).
    const reader = spawn("sh", ["-c", `sleep 3; exec cat "${log}" > /dev/null`], { stdio: "ignore" });
    try {
      const started = Date.now();
      const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`${log}: cannot append to the invocation log: a socket, or a pipe or device with nothing at the other end, not a regular file (ENXIO)`);
      expect(existsSync(path.join(run, "veyru_report.json"))).toBe(false);
    } finally {
      reader.kill();
    }
  });

  it("diff does not block on a FIFO named like the event log beside a report", async () => {
    const root = tempDir();
    const run = writeRun(root, "run", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", METRICS)).code).toBe(0);
    const other = path.join(root, "other");
    mkdirSync(other);
    writeFileSync(path.join(other, "veyru_report.json"), readFileSync(path.join(run, "veyru_report.json")));
    fifo(path.join(other, "veyru.jsonl"));
    const result = await within(5000, cli("diff", "--baseline", run, "--candidate", other));
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("a named pipe (FIFO)");
  });

  it("an oversized input is refused with its size, not read whole", () => {
    const file = path.join(tempDir(), "big.json");
    writeFileSync(file, "x".repeat(2048));
    expect(() => readRegularTextSync(file, 1024)).toThrow(`${file}: cannot read it: 2048 bytes, more than the 1024 bytes accepted for this input`);
  });
});

describe("directories in place of outputs: exit 2 naming the path, nothing changed", () => {
  it("the report path is a directory", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    mkdirSync(path.join(run, "veyru_report.json"));
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${path.join(run, "veyru_report.json")}: cannot read it: a directory, not a regular file`);
    expect(result.stderr).not.toMatch(/^error: EISDIR/m);
  });

  it("--out names a directory", async () => {
    const root = tempDir();
    const run = writeRun(root, "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS, "--out", root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${root}: cannot read it: a directory`);
  });

  it("the invocation log is a directory: exit 2 naming it, and the report is not replaced (error means nothing changed)", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "message_entropy")).code).toBe(0);
    const reportPath = path.join(run, "veyru_report.json");
    const before = readFileSync(reportPath, "utf8");
    const log = path.join(run, "agent_eval_invocations.jsonl");
    const logBefore = readFileSync(log, "utf8");
    execFileSync("rm", [log]);
    mkdirSync(log);
    const result = await cli("evaluate", "--run-dir", run, "--metrics", "gzip_compression_ratio");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${log}: cannot append to the invocation log: it is a directory, not a file (EISDIR)`);
    expect(result.stderr).toContain("nothing was changed");
    expect(readFileSync(reportPath, "utf8")).toBe(before);
    expect(readdirSync(run).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(logBefore.split("\n").filter(Boolean)).toHaveLength(1);
  });
});

describe("one run's failure never aborts the batch", () => {
  it("in-process: a FIFO log, a directory report and a good run: the good run is evaluated, each bad one named, exit 2", async () => {
    const root = tempDir();
    const good = writeRun(root, "good", { "veyru.jsonl": smallVeyruLog() });
    const pipe = path.join(root, "pipe");
    mkdirSync(pipe);
    fifo(path.join(pipe, "veyru.jsonl"));
    const dirReport = writeRun(root, "dir-report", { "veyru.jsonl": smallVeyruLog() });
    mkdirSync(path.join(dirReport, "veyru_report.json"));
    const result = await within(10_000, cli("evaluate", "--run-dir", pipe, "--run-dir", dirReport, "--run-dir", good, "--metrics", METRICS, "--concurrency", "1", "--json"));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${path.join(pipe, "veyru.jsonl")}: cannot read it: a named pipe`);
    expect(result.stderr).toContain(`${path.join(dirReport, "veyru_report.json")}: cannot read it: a directory`);
    expect(existsSync(path.join(good, "veyru_report.json"))).toBe(true);
    const json = JSON.parse(result.stdout) as { exit_status: number; runs: { run_dir: string }[] };
    expect(json.exit_status).toBe(2);
    expect(json.runs.map((r) => r.run_dir)).toEqual([good]);
  });
});

describe("verify: one run that cannot be verified does not stop the others", () => {
  it("a run whose report is a directory is named (exit 2); the good run is still verified", async () => {
    const root = tempDir();
    const good = writeRun(root, "good", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", good, "--metrics", METRICS)).code).toBe(0);
    const bad = writeRun(root, "bad", { "veyru.jsonl": smallVeyruLog() });
    mkdirSync(path.join(bad, "veyru_report.json"));
    const result = await cli("verify", "--run-dir", bad, "--run-dir", good, "--json");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(path.join(bad, "veyru_report.json"));
    const json = JSON.parse(result.stdout) as { runs: { runDir: string }[]; not_verified: { runDir: string; error: string }[] };
    expect(json.runs.map((r) => r.runDir)).toEqual([good]);
    // the run that could not be verified is in the JSON too, with the error stderr gave
    expect(json.not_verified).toEqual([{ runDir: bad, error: expect.stringContaining(path.join(bad, "veyru_report.json")) as unknown }]);
    expect(result.stderr).toContain(`error: ${json.not_verified[0]?.error ?? "?"}\n`);
  });
});

describe("event-log shapes GlossoGen accepts silently: warned and recorded in agent_eval.log_warnings", () => {
  it("a second simulation_started with another id, and events after simulation_ended", async () => {
    const log = smallVeyruLog();
    const second = JSON.stringify({ event_id: "sim-OTHER", event_type: "simulation_started", round_number: 0, run_id: "veyru/2", scenario_name: "veyru", scenario_description: "d", channel_ids: ["link"], scenario_config: {}, provider: "openai" });
    const late = JSON.stringify({ event_id: "r9", event_type: "round_advanced", round_number: 3, trigger: "all_agents_idle" });
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": `${log}${second}\n${late}\n` });
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("1 more simulation_started event(s) with another id (line 11 (sim-OTHER))");
    expect(result.stderr).toContain("2 event(s) after simulation_ended (line 10), the first on line 11");
    const report = parseReport(readFileSync(path.join(run, "veyru_report.json"), "utf8"), "r");
    expect(report.simulation_id).toBe("sim-1"); // the first one, as GlossoGen's extract_simulation_id
    expect(report.agent_eval?.log_warnings).toHaveLength(2);
  });

  it("a clean log records no warnings", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", METRICS)).code).toBe(0);
    expect(readFileSync(path.join(run, "veyru_report.json"), "utf8")).not.toContain("log_warnings");
  });

  it("invalid UTF-8 is refused naming file and line, as GlossoGen's orjson reader refuses it; a literal U+FFFD is fine", async () => {
    const lines = smallVeyruLog().split("\n");
    const bad = Buffer.concat([Buffer.from(lines.slice(0, 3).join("\n") + "\n"), Buffer.from(lines[3] as string).subarray(0, 60), Buffer.from([0xff, 0xfe]), Buffer.from(`"}}\n${lines.slice(4).join("\n")}`)]);
    const root = tempDir();
    const run = path.join(root, "run");
    mkdirSync(run);
    writeFileSync(path.join(run, "veyru.jsonl"), bad);
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${path.join(run, "veyru.jsonl")}:4: invalid UTF-8 at byte 61 of the line`);
    const fine = writeRun(root, "fine", { "veyru.jsonl": smallVeyruLog().replace("alpha", "alpha \uFFFD") });
    expect((await cli("evaluate", "--run-dir", fine, "--metrics", METRICS)).code).toBe(0);
  });

  it("a bad byte at the end of a 2 MB line is found in one pass (decoding growing prefixes took 37 s for 300 KB)", async () => {
    const lines = smallVeyruLog().split("\n");
    const long = Buffer.concat([Buffer.from('{"event_id":"w","round_number":1,"event_type":"world_event_delivered","agent_id":"a","text":"'), Buffer.alloc(2 << 20, 0x61), Buffer.from([0xe2, 0x82]), Buffer.from('"}')]);
    const prefix = Buffer.from('{"event_id":"w","round_number":1,"event_type":"world_event_delivered","agent_id":"a","text":"').length;
    const run = path.join(tempDir(), "run");
    mkdirSync(run);
    writeFileSync(path.join(run, "veyru.jsonl"), Buffer.concat([Buffer.from(`${lines.slice(0, 3).join("\n")}\n`), long, Buffer.from(`\n${lines.slice(3).join("\n")}`)]));
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
    expect(result.code).toBe(2);
    // the cut-short sequence E2 82 starts at byte prefix + 2 MiB + 1 (1-based), as Python's decoder reports its position
    expect(result.stderr).toContain(`${path.join(run, "veyru.jsonl")}:4: invalid UTF-8 at byte ${prefix + (2 << 20) + 1} of the line`);
  });
});

describe("temporary files and the lock file", () => {
  it("a stale *.tmp of our own naming is removed on the next write; fresh ones, live writers' and other files stay", () => {
    const dir = tempDir();
    const target = path.join(dir, "veyru_report.json");
    const old = Date.now() / 1000 - (STALE_TEMPORARY_MS / 1000 + 60);
    const deadPid = 2 ** 22 + 12345; // above pid_max's default: no such process
    const stale = path.join(dir, `veyru_report.json.${deadPid}.0123abcd.tmp`);
    const fresh = path.join(dir, `veyru_report.json.${deadPid}.89abcdef.tmp`);
    const live = path.join(dir, `veyru_report.json.${process.ppid}.00000000.tmp`);
    const foreign = path.join(dir, "notes.txt.123.0123abcd.tmp");
    const userFile = path.join(dir, "veyru_report.json.tmp");
    for (const file of [stale, fresh, live, foreign, userFile]) writeFileSync(file, "x");
    for (const file of [stale, live, foreign, userFile]) utimesSync(file, old, old);
    writeFileAtomicSync(target, "{}");
    expect(existsSync(stale)).toBe(false);
    for (const file of [fresh, live, foreign, userFile]) expect(existsSync(file), file).toBe(true);
    removeStaleTemporaries(target);
    expect(readFileSync(target, "utf8")).toBe("{}");
  });

  it("a lock left by a dead holder (kill -9) is taken over; a live holder is waited for, then a clear error", async () => {
    const dir = tempDir();
    const target = path.join(dir, "r.json");
    writeFileSync(`${target}.lock`, JSON.stringify({ pid: 2 ** 22 + 54321, host: (await import("node:os")).hostname(), at: "2026-01-01T00:00:00Z", token: "dead" }));
    expect(await withFileLock(target, () => "ran")).toBe("ran");
    expect(existsSync(`${target}.lock`)).toBe(false);

    writeFileSync(`${target}.lock`, JSON.stringify({ pid: process.ppid, host: (await import("node:os")).hostname(), at: "2026-01-01T00:00:00Z", token: "alive" }));
    const started = Date.now();
    await expect(withFileLock(target, () => "never", { timeoutMs: 300 })).rejects.toThrow(
      new RegExp(`${target.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}: another agent-eval has been writing it for over 0 s \\(pid ${process.ppid} on .*\\); nothing was written\\. If no agent-eval is running, delete`),
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(statSync(`${target}.lock`).isFile()).toBe(true); // a live holder's lock is never removed
  });

  it("a directory in place of the lock is refused at once and left where it is (never renamed aside as a stale lock)", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const lock = path.join(run, "veyru_report.json.lock");
    mkdirSync(lock);
    const started = Date.now();
    const result = await cli("evaluate", "--run-dir", run, "--metrics", METRICS);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${lock}: cannot create the lock file: a directory is in its place, not a lock agent-eval made; nothing was written.`);
    expect(statSync(lock).isDirectory()).toBe(true);
    expect(readdirSync(run).sort()).toEqual(["veyru.jsonl", "veyru_report.json.lock"]);
  });

  it("in-process writers of one report take turns: every one's metric is in the final report", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const metrics = ["message_entropy", "gzip_compression_ratio", "mean_chars_per_round", "mean_chars_per_message", "round_success"];
    const results = await Promise.all(metrics.map((metric) => cli("evaluate", "--run-dir", run, "--metrics", metric)));
    expect(results.map((r) => r.code)).toEqual(metrics.map(() => 0));
    const report = parseReport(readFileSync(path.join(run, "veyru_report.json"), "utf8"), "r");
    expect(Object.keys(report.agent_eval?.metrics ?? {}).sort()).toEqual([...metrics].sort());
    expect(readFileSync(path.join(run, "agent_eval_invocations.jsonl"), "utf8").trim().split("\n")).toHaveLength(metrics.length);
  });
});
