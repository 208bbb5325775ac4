/**
 * The Node evidence handles against NeMo's rules (atif-and-nemo-evidence.md §2): the ATIF trace
 * handle (read model, token usage), the filesystem handle (confinement, verifier in a temporary
 * copy with a timeout, diff), the logs handle (tail), and descriptor/ref resolution. Expected
 * values are worked out by hand from the reference and the fixture files written here.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTrialEvidence } from "../../src/node/evidence/candidate-evidence.js";
import { LocalFilesystemEvidence, copySnapshot, verifierEnvironment } from "../../src/node/evidence/filesystem-evidence.js";
import { LocalLogsEvidence } from "../../src/node/evidence/logs-evidence.js";
import { splitLines } from "../../src/core/py-splitlines.js";
import type { EvidenceDescriptor } from "../../src/trials/contract.js";

let base: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function descriptor(kind: string, ref: string | null, data: unknown = null): EvidenceDescriptor {
  return { kind, ref, format: null, data, metadata: {} };
}

/** §1.8 of the reference: the minimal valid v1.4 trajectory. */
const MINIMAL = {
  schema_version: "ATIF-v1.4",
  session_id: "run-0001",
  agent: { name: "toy-agent", version: "0.1.0", model_name: "model-x" },
  steps: [
    { step_id: 1, source: "user", message: "How many lines are in notes.txt?" },
    {
      step_id: 2,
      source: "agent",
      message: "",
      tool_calls: [{ tool_call_id: "c1", function_name: "bash", arguments: { cmd: "wc -l notes.txt" } }],
      observation: { results: [{ source_call_id: "c1", content: "3 notes.txt" }] },
      metrics: { prompt_tokens: 90, cached_tokens: 40, completion_tokens: 12 },
    },
    { step_id: 3, source: "agent", message: "It has 3 lines." },
  ],
};

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), "evidence-test-"));
  // dataset directory
  write(path.join(base, "data", "traces", "t1.atif.json"), JSON.stringify(MINIMAL));
  write(path.join(base, "data", "traces", "bad.json"), JSON.stringify({ ...MINIMAL, steps: [MINIMAL.steps[0], { step_id: 2, message: "no source" }] }));
  write(path.join(base, "data", "traces", "broken.json"), "{ not json");
  // a snapshot with files, a subdirectory, links in and out
  const snap = path.join(base, "data", "final");
  write(path.join(snap, "b.txt"), "beta\n");
  write(path.join(snap, "a.txt"), "alpha\n");
  write(path.join(snap, "sub", "c.txt"), "gamma\n");
  write(path.join(snap, "run.sh"), "#!/bin/sh\necho ran > made.txt\necho out; echo err >&2\nexit 3\n");
  chmodSync(path.join(snap, "run.sh"), 0o755);
  write(path.join(base, "outside", "secret.txt"), "do not read\n");
  symlinkSync("a.txt", path.join(snap, "link-in.txt"));
  symlinkSync(path.join(base, "outside", "secret.txt"), path.join(snap, "link-abs.txt"));
  symlinkSync("../../outside/secret.txt", path.join(snap, "link-out.txt"));
  symlinkSync("../../outside", path.join(snap, "dir-out"));
  symlinkSync("nowhere.txt", path.join(snap, "dangling.txt"));
  // logs
  write(path.join(base, "data", "logs", "agent.log"), "l1\nl2\nl3\n");
  write(path.join(base, "data", "logs", "mixed.log"), "a\r\nb\rc");
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("trace handle (NeMo trace(), §2.3)", () => {
  it("reads the §1.8 trajectory: tool calls flattened, read-model steps, token usage summed without cached tokens", async () => {
    const evidence = openTrialEvidence({ trace: descriptor("trace", "traces/t1.atif.json") }, { datasetDir: path.join(base, "data") });
    const trace = await evidence.trace();
    expect(await trace.toolCalls()).toEqual([{ tool_call_id: "c1", function_name: "bash", arguments: { cmd: "wc -l notes.txt" } }]);
    const steps = await trace.steps();
    expect(steps.map((s) => s.source)).toEqual(["user", "agent", "agent"]);
    // the read model keeps source, message, tool_calls and the two counts; step_id and observation are dropped
    expect(steps[1]).toEqual({
      source: "agent",
      message: "",
      tool_calls: [{ tool_call_id: "c1", function_name: "bash", arguments: { cmd: "wc -l notes.txt" } }],
      metrics: { prompt_tokens: 90, completion_tokens: 12 },
    });
    // no final_metrics: 90 prompt (the 40 cached are inside it, not added), 12 completion
    expect(await trace.tokenUsage()).toEqual({ total_prompt_tokens: 90, total_completion_tokens: 12 });
    // cached per name; another handle type still checks the kind
    expect(await evidence.trace("trace")).toBe(trace);
    await expect(evidence.filesystem("trace")).rejects.toThrow("evidence 'trace' has kind 'trace', expected 'filesystem'");
  });

  it("returns final_metrics exactly as stored, null fields included; a zero sum is null", async () => {
    const rfcTotals = { ...MINIMAL, final_metrics: { total_prompt_tokens: 1120, total_completion_tokens: 124, total_cached_tokens: 0, total_cost_usd: 0.00078 } };
    const withTotals = openTrialEvidence({ trace: descriptor("trace", null, rfcTotals) }, { datasetDir: base });
    expect(await (await withTotals.trace()).tokenUsage()).toEqual({ total_prompt_tokens: 1120, total_completion_tokens: 124 });
    const nullTotals = openTrialEvidence({ trace: descriptor("trace", null, { ...MINIMAL, final_metrics: { total_prompt_tokens: null } }) }, { datasetDir: base });
    expect(await (await nullTotals.trace()).tokenUsage()).toEqual({ total_prompt_tokens: null, total_completion_tokens: null });
    const noCounts = { schema_version: "ATIF-v1.4", steps: [{ source: "agent", message: "hi", metrics: { prompt_tokens: 0 } }] };
    const zero = openTrialEvidence({ trace: descriptor("trace", null, noCounts) }, { datasetDir: base });
    expect(await (await zero.trace()).tokenUsage()).toEqual({ total_prompt_tokens: null, total_completion_tokens: null });
  });

  it("accepts the Score-by-Component trace (no step_id, session_id or agent) and inline JSON text", async () => {
    const docs = { schema_version: "ATIF-v1.7", steps: [{ source: "agent", tool_calls: [{ function_name: "search" }] }] };
    const evidence = openTrialEvidence({ trace: descriptor("trace", null, JSON.stringify(docs)) }, { datasetDir: base });
    const trace = await evidence.trace();
    expect(await trace.toolCalls()).toEqual([{ tool_call_id: null, function_name: "search", arguments: {} }]);
    expect((await trace.steps())[0]?.message).toBe("");
  });

  it("names the file and the field of a bad trajectory; a broken or missing file fails only when opened", async () => {
    const dataDir = path.join(base, "data");
    const bad = openTrialEvidence({ trace: descriptor("trace", "traces/bad.json") }, { datasetDir: dataDir });
    await expect(bad.trace()).rejects.toThrow(/evidence 'trace' \(traces\/bad\.json\): not an ATIF trajectory: field 'steps\.1\.source'/);
    const broken = openTrialEvidence({ trace: descriptor("trace", "traces/broken.json") }, { datasetDir: dataDir });
    await expect(broken.trace()).rejects.toThrow(/traces\/broken\.json\): not valid JSON/);
    // a trace that is some other file: where, in words, never an excerpt of it
    const passwd = openTrialEvidence({ trace: descriptor("trace", null, "root:x:0:0:root:/root:/bin/bash") }, { datasetDir: dataDir });
    await expect(passwd.trace()).rejects.toThrow(/^evidence 'trace' \(inline trajectory\): not valid JSON \(unexpected character at line 1, column 1\)$/);
    // a named pipe named like the trace, or inside a snapshot, is refused at once (a plain read waits forever)
    const pipes = mkdtempSync(path.join(tmpdir(), "agent-eval-fifo-"));
    try {
      execFileSync("mkfifo", [path.join(pipes, "trace.json"), path.join(pipes, "notes.txt")]);
      const pipe = openTrialEvidence({ trace: descriptor("trace", "trace.json") }, { datasetDir: pipes });
      await expect(pipe.trace()).rejects.toThrow("evidence 'trace' (trace.json): cannot read the trace: a named pipe (FIFO), not a regular file");
      const snapshot = await LocalFilesystemEvidence.open(pipes, "evidence 'final_state'");
      await expect(snapshot.readText("notes.txt")).rejects.toThrow(`evidence 'final_state': cannot read "notes.txt": a named pipe (FIFO), not a regular file`);
    } finally {
      rmSync(pipes, { recursive: true, force: true });
    }
    const missing = openTrialEvidence({ trace: descriptor("trace", "traces/none.json") }, { datasetDir: dataDir });
    expect(missing.get("trace")?.ref).toBe("traces/none.json"); // get() never loads
    await expect(missing.trace()).rejects.toThrow(/evidence 'trace' \(traces\/none\.json\): cannot read the trace: no such file/);
    const version = openTrialEvidence({ trace: descriptor("trace", null, { ...MINIMAL, schema_version: "1.4" }) }, { datasetDir: dataDir });
    await expect(version.trace()).rejects.toThrow(/field 'schema_version': schema_version must start with 'ATIF-'/);
    const empty = openTrialEvidence({ trace: descriptor("trace", null, { ...MINIMAL, steps: [] }) }, { datasetDir: dataDir });
    await expect(empty.trace()).rejects.toThrow("field 'steps': List should have at least 1 item after validation, not 0");
  });

  it("checks kinds and presence like NeMo's require()", async () => {
    const evidence = openTrialEvidence({ trace: descriptor("sdk_online_generation", null, { text: "x" }) }, { datasetDir: base });
    expect(evidence.get("trace")?.kind).toBe("sdk_online_generation");
    await expect(evidence.trace()).rejects.toThrow("evidence 'trace' has kind 'sdk_online_generation', expected 'trace'");
    await expect(evidence.filesystem("final_state")).rejects.toThrow("evidence 'final_state' is missing (this trial has: trace)");
    expect(evidence.names()).toEqual(["trace"]);
    expect(evidence.names("trace")).toEqual([]);
    expect(() => evidence.require("logs")).toThrow(/missing/);
  });
});

describe("refs", () => {
  it("takes relative refs from the dataset directory, file:// URIs, and refuses remote or escaping refs", async () => {
    const dataDir = path.join(base, "data");
    const uri = pathToFileURL(path.join(dataDir, "traces", "t1.atif.json")).href;
    const viaUri = openTrialEvidence({ trace: descriptor("trace", uri) }, { datasetDir: dataDir });
    expect((await (await viaUri.trace()).toolCalls()).length).toBe(1);
    for (const ref of ["https://example.com/t.json", "s3://bucket/t.json", "gs://b/t.json", "ftp://h/t"]) {
      const remote = openTrialEvidence({ trace: descriptor("trace", ref) }, { datasetDir: dataDir });
      await expect(remote.trace()).rejects.toThrow(/is not local/);
    }
    const out = openTrialEvidence({ final_state: descriptor("filesystem", "../outside") }, { datasetDir: dataDir });
    await expect(out.filesystem("final_state")).rejects.toThrow(/lies outside the dataset's directory/);
    const absolute = openTrialEvidence({ final_state: descriptor("filesystem", path.join(base, "outside")) }, { datasetDir: dataDir });
    await expect(absolute.filesystem("final_state")).rejects.toThrow(/lies outside the dataset's directory/);
    const noRef = openTrialEvidence({ final_state: descriptor("filesystem", null, {}) }, { datasetDir: dataDir });
    await expect(noRef.filesystem("final_state")).rejects.toThrow(/has no ref/);
    const missingDir = openTrialEvidence({ final_state: descriptor("filesystem", "nope") }, { datasetDir: dataDir });
    await expect(missingDir.filesystem("final_state")).rejects.toThrow(/does not exist/);
  });
});

describe("filesystem handle: confinement (§2.4 paths)", () => {
  let fs: LocalFilesystemEvidence;
  beforeAll(async () => {
    fs = await LocalFilesystemEvidence.open(path.join(base, "data", "final"), "evidence 'final_state'");
  });

  it("reads inside, lists files sorted (in-root links to files included, escaping ones skipped)", async () => {
    expect(await fs.readText("a.txt")).toBe("alpha\n");
    expect(await fs.readText("sub/../b.txt")).toBe("beta\n");
    expect(await fs.readText("link-in.txt")).toBe("alpha\n");
    expect(await fs.exists("sub/c.txt")).toBe(true);
    expect(await fs.exists("missing.txt")).toBe(false);
    expect(await fs.listFiles()).toEqual(["a.txt", "b.txt", "link-in.txt", "run.sh", "sub/c.txt"]);
  });

  it("a dangling link into the snapshot is a missing file, as Path.resolve() makes it (exists false)", async () => {
    expect(await fs.exists("dangling.txt")).toBe(false);
    await expect(fs.readText("dangling.txt")).rejects.toThrow(/cannot read "dangling.txt": no such file/);
  });

  it.each([
    ["../outside/secret.txt", /escapes the snapshot/],
    ["sub/../../outside/secret.txt", /escapes the snapshot/],
    ["/etc/passwd", /is absolute/],
    ["C:\\Windows\\win.ini", /is absolute/],
    ["sub/\0x", /NUL byte/],
    ["link-abs.txt", /leads outside the snapshot through a symlink/],
    ["link-out.txt", /leads outside the snapshot through a symlink/],
    ["dir-out/secret.txt", /leads outside the snapshot through a symlink/],
    ["dir-out/not-there.txt", /leads outside the snapshot through a symlink/],
    ["", /empty path/],
  ])("refuses %j", async (relative, message) => {
    await expect(fs.readText(relative)).rejects.toThrow(message);
    await expect(fs.exists(relative)).rejects.toThrow(message);
  });
});

describe("filesystem handle: runVerifier (§2.4 steps 1–6)", () => {
  let fs: LocalFilesystemEvidence;
  const snap = (): string => path.join(base, "data", "final");
  beforeAll(async () => {
    fs = await LocalFilesystemEvidence.open(snap(), "evidence 'final_state'");
  });

  it("runs the argv (no shell) in a temporary copy: exit code, stdout, stderr; the snapshot is untouched; the copy is deleted", async () => {
    const result = await fs.runVerifier(["sh", "-c", "./run.sh; code=$?; pwd; exit $code"]);
    expect(result.exitCode).toBe(3);
    expect(result.timedOut).toBe(false);
    expect(result.stderr).toBe("err\n");
    const [first, copyDir] = result.stdout.trim().split("\n");
    expect(first).toBe("out");
    expect(copyDir).toMatch(/evidence-verify-/);
    expect(copyDir).not.toBe(fs.root);
    expect(existsSync(path.join(snap(), "made.txt"))).toBe(false);
    expect(existsSync(copyDir as string)).toBe(false);
  });

  it("drops absolute and escaping links from the copy, keeps in-root ones", async () => {
    const result = await fs.runVerifier(["sh", "-c", "ls -A | sort"]);
    expect(result.stdout.split("\n").filter((l) => l !== "")).toEqual(["a.txt", "b.txt", "dangling.txt", "link-in.txt", "run.sh", "sub"]);
  });

  it("writes overlay files and resolves cwd inside the copy; escaping ones are errors", async () => {
    const result = await fs.runVerifier(["sh", "-c", "cat ../tests/held_out.txt; pwd"], { overlayFiles: { "tests/held_out.txt": "hidden test\n" }, cwd: "sub" });
    expect(result.exitCode).toBe(0);
    expect(result.stdout.split("\n")[0]).toBe("hidden test");
    expect(result.stdout.split("\n")[1]).toMatch(/evidence-verify-[^/]+\/sub$/);
    expect(existsSync(path.join(snap(), "tests"))).toBe(false);
    await expect(fs.runVerifier(["true"], { overlayFiles: { "../x.txt": "x" } })).rejects.toThrow(/overlay file: path "..\/x.txt" escapes the snapshot/);
    await expect(fs.runVerifier(["true"], { cwd: "../.." })).rejects.toThrow(/cwd: path "..\/.." escapes the snapshot/);
    await expect(fs.runVerifier(["true"], { cwd: "a.txt" })).rejects.toThrow(/is not a directory/);
  });

  it("kills the process group on timeout: exit -1, timedOut, output discarded", async () => {
    const pidFile = path.join(base, "grandchild.pid");
    const started = Date.now();
    const result = await fs.runVerifier(["sh", "-c", 'echo partial; sleep 30 & echo $! > "$1"; wait', "sh", pidFile], { timeoutMs: 300 });
    expect(result).toEqual({ exitCode: -1, stdout: "", stderr: "", timedOut: true });
    expect(Date.now() - started).toBeLessThan(10_000);
    const pid = Number(readFileSync(pidFile, "utf8"));
    // dead, or a zombie waiting for init to reap it (`State: Z`); alive it would sleep for 30 s
    const alive = (): boolean => {
      try {
        return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 40 && alive(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(alive()).toBe(false);
  });

  it("reports a signal as -N like Python's returncode, and a command that cannot start as an error", async () => {
    expect((await fs.runVerifier(["sh", "-c", "kill -TERM $$"])).exitCode).toBe(-15);
    await expect(fs.runVerifier(["definitely-not-a-command-xyz"])).rejects.toThrow(/cannot run "definitely-not-a-command-xyz"/);
    await expect(fs.runVerifier([])).rejects.toThrow(/non-empty list of strings/);
    await expect(fs.runVerifier(["true"], { timeoutMs: 0 })).rejects.toThrow(/timeoutMs must be a positive number/);
  });

  it("passes the environment without credentials", async () => {
    expect(Object.keys(verifierEnvironment({ PATH: "/bin", ANTHROPIC_API_KEY: "k", GITHUB_TOKEN: "t", DB_PASSWORD: "p", MONKEY: "m", TOKENIZER: "x" })).sort()).toEqual([
      "MONKEY",
      "PATH",
      "TOKENIZER",
    ]);
    process.env.AGENT_EVAL_TEST_API_KEY = "sk-test-should-not-leak";
    try {
      const result = await fs.runVerifier(["sh", "-c", 'echo "${AGENT_EVAL_TEST_API_KEY:-absent}"']);
      expect(result.stdout).toBe("absent\n");
    } finally {
      delete process.env.AGENT_EVAL_TEST_API_KEY;
    }
  });
});

describe("filesystem handle: diff (§2.4)", () => {
  it("added (sorted), then deleted (sorted), then modified (sorted); content only", async () => {
    const before = path.join(base, "diff", "before");
    const after = path.join(base, "diff", "after");
    write(path.join(before, "a.txt"), "same");
    write(path.join(before, "b.txt"), "old");
    write(path.join(before, "d", "c.txt"), "gone");
    write(path.join(before, "y.txt"), "gone too");
    write(path.join(after, "a.txt"), "same");
    chmodSync(path.join(after, "a.txt"), 0o600); // a mode change is not a change
    write(path.join(after, "b.txt"), "new");
    write(path.join(after, "z.txt"), "added");
    write(path.join(after, "d", "e.txt"), "added");
    mkdirSync(path.join(after, "empty"), { recursive: true }); // nor is an empty directory
    symlinkSync("a.txt", path.join(after, "link.txt")); // links are not followed
    const left = await LocalFilesystemEvidence.open(before, "before");
    const right = await LocalFilesystemEvidence.open(after, "after");
    expect((await left.diff(right)).entries).toEqual([
      { path: "d/e.txt", changeType: "added" },
      { path: "z.txt", changeType: "added" },
      { path: "d/c.txt", changeType: "deleted" },
      { path: "y.txt", changeType: "deleted" },
      { path: "b.txt", changeType: "modified" },
    ]);
    expect((await right.diff(right)).entries).toEqual([]);
  });

  it("copySnapshot copies nested files byte for byte", async () => {
    const target = mkdtempSync(path.join(base, "copy-"));
    await copySnapshot(path.join(base, "data", "final"), target);
    expect(readFileSync(path.join(target, "sub", "c.txt"), "utf8")).toBe("gamma\n");
  });
});

describe("logs handle (§2.5)", () => {
  it("tail: the last N lines joined with \\n, no trailing newline; Python's splitlines", async () => {
    const evidence = openTrialEvidence({ logs: descriptor("logs", "logs") }, { datasetDir: path.join(base, "data") });
    const logs = await evidence.logs();
    expect(await logs.listFiles()).toEqual(["agent.log", "mixed.log"]);
    expect(await logs.tail("agent.log", 2)).toBe("l2\nl3");
    expect(await logs.tail("agent.log")).toBe("l1\nl2\nl3");
    expect(await logs.tail("mixed.log", 2)).toBe("b\nc");
    expect(await logs.readText("agent.log")).toBe("l1\nl2\nl3\n");
    await expect(logs.tail("agent.log", 0)).rejects.toThrow(/positive whole number/);
    await expect(logs.readText("../traces/t1.atif.json")).rejects.toThrow(/escapes the snapshot/);
    await expect(logs.readText("missing.log")).rejects.toThrow(/no such file/);
  });

  it("splitLines matches Python's str.splitlines()", () => {
    // python3 -c 'print("a\nb\r\nc\rd\x0be\x1cf\x85g\u2028h\n".splitlines())' -> ['a','b','c','d','e','f','g','h']
    expect(splitLines("a\nb\r\nc\rd\x0be\x1cf\x85g\u2028h\n")).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
    expect(splitLines("")).toEqual([]);
    expect(splitLines("\n")).toEqual([""]);
    expect(splitLines("x\n\n")).toEqual(["x", ""]);
  });

  it("opens only directories", async () => {
    await expect(LocalLogsEvidence.open(path.join(base, "data", "logs", "agent.log"), "evidence 'logs'")).rejects.toThrow(/is not a directory/);
  });
});
