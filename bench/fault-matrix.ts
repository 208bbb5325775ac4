/**
 * The fault matrix (issue 11): bad inputs, kills, full disks, concurrent writers, tampered and
 * secret-bearing recordings, hostile judge endpoints and hostile GitHub responses, each run against
 * the CLI bundled from the current sources (real processes) or the GitHub adapter (real HTTP on
 * 127.0.0.1), each checked for the outcome it must have. Prints one line per case and a tally;
 * exits 1 when a case did not hold.
 *
 *   npm run fault-matrix                 # everything (about a minute)
 *   npm run fault-matrix -- --quick      # fewer kill/concurrency iterations
 *   npm run fault-matrix -- --only judge # cases whose group or name contains "judge"
 *
 * Cases that need root (a tmpfs for the full disk, another uid for unreadable files) are skipped
 * with the reason where the machine does not allow them.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getOctokit } from "@actions/github";
import { bundleCli } from "../scripts/bundle-cli.mjs";
import { withCallNames } from "../src/github/api-errors.js";
import { upsertComment } from "../src/github/comment.js";
import { parseReport } from "../src/report/report.js";
import { FakeGitHub } from "../tests/github/fake-github.js";
import { smallVeyruLog } from "../tests/helpers/run-dirs.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const EXAMPLE_RUN = path.join(ROOT, "examples/runs/veyru/veyru-solo-001");
const STORE = path.join(ROOT, "recorded-judges");
const REAL_RUN = path.join(ROOT, "../shared/runs/veyru-1780600361");
const QUICK = process.argv.includes("--quick");
const ONLY = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] ?? "" : "";
const METRICS = "message_entropy,gzip_compression_ratio";
const KEY = ["sk", "ant", "api03", "FaultMatrix0123456789abcdefXYZ"].join("-");
const SCRATCH = mkdtempSync(path.join(os.tmpdir(), "agent-eval-faults-"));
chmodSync(SCRATCH, 0o755);

type Outcome = { status: "held" } | { status: "failed"; why: string } | { status: "skipped"; why: string };
interface Case {
  readonly group: string;
  readonly name: string;
  readonly run: () => Promise<Outcome>;
}
const cases: Case[] = [];
const add = (group: string, name: string, run: () => Promise<Outcome>): void => void cases.push({ group, name, run });

const held: Outcome = { status: "held" };
const fail = (why: string): Outcome => ({ status: "failed", why });
const skip = (why: string): Outcome => ({ status: "skipped", why });
/** All conditions must hold; the first that does not is the failure. */
function expectAll(checks: readonly [boolean, string][]): Outcome {
  const broken = checks.find(([ok]) => !ok);
  return broken === undefined ? held : fail(broken[1]);
}

let cliPath = "";
let counter = 0;
function dir(name = "d"): string {
  const d = path.join(SCRATCH, `${name}-${++counter}`);
  mkdirSync(d, { recursive: true });
  chmodSync(d, 0o755);
  return d;
}
function run(files: Record<string, string | Buffer> = { "veyru.jsonl": smallVeyruLog() }): string {
  const d = dir("run");
  for (const [name, contents] of Object.entries(files)) writeFileSync(path.join(d, name), contents);
  return d;
}
function exampleRun(): string {
  const d = dir("example");
  cpSync(EXAMPLE_RUN, d, { recursive: true });
  return d;
}
const fifo = (file: string): string => {
  execFileSync("mkfifo", [file]);
  return file;
};

interface Result {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut: boolean;
  readonly ms: number;
}
function cli(args: readonly string[], options: { env?: NodeJS.ProcessEnv; timeoutMs?: number; uid?: number; onSpawn?: (child: ChildProcess) => void } = {}): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath, ...args], {
      env: { ...process.env, ANTHROPIC_API_KEY: KEY, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
      ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
    });
    options.onSpawn?.(child);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, options.timeoutMs ?? 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut, ms: performance.now() - started });
    });
  });
}
/** Exit 2, in time, naming `file`, with `words` in the message and no bare errno text. */
async function exit2Naming(args: readonly string[], file: string, words: string, options: Parameters<typeof cli>[1] = {}): Promise<Outcome> {
  const r = await cli(args, { timeoutMs: 10_000, ...options });
  return expectAll([
    [!r.timedOut, "hung (killed after 10 s)"],
    [r.code === 2, `exit ${r.code}, expected 2: ${r.stderr.trim().slice(0, 300)}`],
    [r.stderr.includes(file), `the message does not name ${file}: ${r.stderr.trim().slice(0, 300)}`],
    [r.stderr.includes(words), `the message lacks '${words}': ${r.stderr.trim().slice(0, 300)}`],
    [!/^error: E[A-Z]+:/m.test(r.stderr), "a bare errno message"],
  ]);
}
function reportOf(runDir: string): string | undefined {
  const file = path.join(runDir, "veyru_report.json");
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}
function everything(root: string): string {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(path.join(e.parentPath, e.name), "utf8"))
    .join("\n");
}

// ---------------------------------------------------------------- non-regular files
add("non-regular files", "FIFO named like the event log (scenario detected)", async () => {
  const r = dir();
  const log = fifo(path.join(r, "veyru.jsonl"));
  return exit2Naming(["evaluate", "--run-dir", r, "--metrics", METRICS], log, "named pipe (FIFO)");
});
add("non-regular files", "FIFO named like the event log (scenario given)", async () => {
  const r = dir();
  const log = fifo(path.join(r, "veyru.jsonl"));
  return exit2Naming(["evaluate", "veyru", "--run-dir", r, "--metrics", METRICS], log, "named pipe (FIFO)");
});
add("non-regular files", "FIFO beside the real log does not block detection", async () => {
  const r = run();
  fifo(path.join(r, "zzz.jsonl"));
  const res = await cli(["evaluate", "--run-dir", r, "--metrics", METRICS], { timeoutMs: 10_000 });
  return expectAll([[!res.timedOut, "hung"], [res.code === 0, `exit ${res.code}: ${res.stderr}`]]);
});
add("non-regular files", "FIFO as the existing report", async () => {
  const r = run();
  const report = fifo(path.join(r, "veyru_report.json"));
  return exit2Naming(["evaluate", "--run-dir", r, "--metrics", METRICS], report, "named pipe (FIFO)");
});
add("non-regular files", "FIFO as --scenario-config", async () => {
  const config = fifo(path.join(dir(), "scenario.json"));
  return exit2Naming(["evaluate", "--run-dir", run(), "--metrics", METRICS, "--scenario-config", config], config, "named pipe (FIFO)");
});
add("non-regular files", "FIFO as --knobs file", async () => {
  const knobs = fifo(path.join(dir(), "knobs.json"));
  return exit2Naming(["evaluate", "--run-dir", run(), "--metrics", METRICS, "--knobs", knobs], knobs, "named pipe (FIFO)");
});
add("non-regular files", "character device (/dev/zero) as --scenario-config", async () =>
  exit2Naming(["evaluate", "--run-dir", run(), "--metrics", METRICS, "--scenario-config", "/dev/zero"], "/dev/zero", "character device"),
);
add("non-regular files", "FIFOs as judge recordings (fixtures check and replay)", async () => {
  const store = dir("store");
  cpSync(STORE, store, { recursive: true });
  for (const name of readdirSync(path.join(store, "language_strangeness"))) {
    rmSync(path.join(store, "language_strangeness", name));
    fifo(path.join(store, "language_strangeness", name));
  }
  const check = await cli(["fixtures", "check", "--fixtures", store], { timeoutMs: 10_000 });
  const replay = await cli(["evaluate", "--run-dir", exampleRun(), "--metrics", "language_strangeness", "--provider", "scripted", "--model", "scripted-local-judge", "--fixtures", store], { timeoutMs: 10_000 });
  return expectAll([
    [!check.timedOut && !replay.timedOut, "hung"],
    [check.code === 1 && check.stderr.includes("named pipe"), `fixtures check: exit ${check.code} ${check.stderr.slice(0, 200)}`],
    [replay.code !== 0 && replay.stderr.includes("named pipe"), `replay: exit ${replay.code} ${replay.stderr.slice(0, 200)}`],
  ]);
});
add("non-regular files", "diff with a FIFO named like the event log beside a report", async () => {
  const a = run();
  await cli(["evaluate", "--run-dir", a, "--metrics", METRICS]);
  const b = dir();
  writeFileSync(path.join(b, "veyru_report.json"), reportOf(a) ?? "");
  fifo(path.join(b, "veyru.jsonl"));
  const r = await cli(["diff", "--baseline", a, "--candidate", b], { timeoutMs: 10_000 });
  return expectAll([[!r.timedOut, "hung"], [r.code === 0, `exit ${r.code}: ${r.stderr.slice(0, 200)}`]]);
});

// ---------------------------------------------------------------- unreadable and oversized
const nobody = 65534;
add("unreadable and oversized", "unreadable event log (as an unprivileged user)", async () => {
  if (process.getuid?.() !== 0) return skip("needs root to run the CLI as another user");
  const r = run();
  chmodSync(path.join(r, "veyru.jsonl"), 0o000);
  return exit2Naming(["evaluate", "veyru", "--run-dir", r, "--metrics", METRICS], path.join(r, "veyru.jsonl"), "permission denied (EACCES)", { uid: nobody });
});
add("unreadable and oversized", "run directory not writable (as an unprivileged user)", async () => {
  if (process.getuid?.() !== 0) return skip("needs root to run the CLI as another user");
  const r = run();
  chmodSync(r, 0o555);
  return exit2Naming(["evaluate", "--run-dir", r, "--metrics", METRICS], path.join(r, "veyru_report.json"), "permission denied (EACCES)", { uid: nobody });
});
add("unreadable and oversized", "oversized existing report (a 300 MB sparse file)", async () => {
  const r = run();
  const report = path.join(r, "veyru_report.json");
  writeFileSync(report, "");
  truncateSync(report, 300 * 1024 * 1024);
  return exit2Naming(["evaluate", "--run-dir", r, "--metrics", METRICS], report, "more than the 268435456 bytes accepted");
});
add("unreadable and oversized", "event log with invalid UTF-8", async () => {
  const lines = smallVeyruLog().split("\n");
  const bytes = Buffer.concat([Buffer.from(`${lines.slice(0, 3).join("\n")}\n`), Buffer.from((lines[3] as string).slice(0, 60)), Buffer.from([0xc3, 0x28]), Buffer.from(`"}}\n${lines.slice(4).join("\n")}`)]);
  const r = run({ "veyru.jsonl": bytes });
  return exit2Naming(["evaluate", "--run-dir", r, "--metrics", METRICS], `${path.join(r, "veyru.jsonl")}:4`, "invalid UTF-8");
});

// ---------------------------------------------------------------- directories in place of files
add("directories in place of files", "the report path is a directory", async () => {
  const r = run();
  mkdirSync(path.join(r, "veyru_report.json"));
  return exit2Naming(["evaluate", "--run-dir", r, "--metrics", METRICS], path.join(r, "veyru_report.json"), "a directory");
});
add("directories in place of files", "--out names a directory", async () => {
  const out = dir();
  return exit2Naming(["evaluate", "--run-dir", run(), "--metrics", METRICS, "--out", out], out, "a directory");
});
add("directories in place of files", "the event log is a directory", async () => {
  const r = dir();
  mkdirSync(path.join(r, "veyru.jsonl"));
  return exit2Naming(["evaluate", "veyru", "--run-dir", r, "--metrics", METRICS], path.join(r, "veyru.jsonl"), "a directory");
});
add("directories in place of files", "the invocation log is a directory: exit 2 and the report unchanged", async () => {
  const r = run();
  await cli(["evaluate", "--run-dir", r, "--metrics", "message_entropy"]);
  const before = reportOf(r);
  rmSync(path.join(r, "agent_eval_invocations.jsonl"));
  mkdirSync(path.join(r, "agent_eval_invocations.jsonl"));
  const outcome = await exit2Naming(["evaluate", "--run-dir", r, "--metrics", "gzip_compression_ratio"], path.join(r, "agent_eval_invocations.jsonl"), "nothing was changed");
  return outcome.status !== "held" ? outcome : expectAll([[reportOf(r) === before, "the report was replaced although the command failed"]]);
});
add("directories in place of files", "one bad run among good ones: the others are evaluated, each named (in-process and evaluation threads)", async () => {
  const checks: [boolean, string][] = [];
  for (const concurrency of ["1", "3"]) {
    const good = [run(), run(), run()];
    const bad = dir();
    fifo(path.join(bad, "veyru.jsonl"));
    const r = await cli(["evaluate", ...[bad, ...good].flatMap((d) => ["--run-dir", d]), "--metrics", METRICS, "--concurrency", concurrency], { timeoutMs: 20_000 });
    checks.push([!r.timedOut, `hung (concurrency ${concurrency})`], [r.code === 2, `exit ${r.code} (concurrency ${concurrency})`]);
    checks.push([good.every((g) => reportOf(g) !== undefined), `a good run got no report (concurrency ${concurrency})`]);
    checks.push([r.stderr.includes(path.join(bad, "veyru.jsonl")), `the bad run is not named (concurrency ${concurrency})`]);
  }
  return expectAll(checks);
});

// ---------------------------------------------------------------- kill -9 during writes
add("kill -9 during writes", `kill -9 at random moments (${QUICK ? 15 : 60} iterations): the report is always whole, the next run recovers`, async () => {
  const r = dir();
  if (existsSync(path.join(REAL_RUN, "veyru.jsonl"))) cpSync(path.join(REAL_RUN, "veyru.jsonl"), path.join(r, "veyru.jsonl"));
  else cpSync(EXAMPLE_RUN, r, { recursive: true });
  const iterations = QUICK ? 15 : 60;
  let seed = 7;
  const random = (): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  let torn = 0;
  let killedMidway = 0;
  const metrics = ["message_entropy", "gzip_compression_ratio", "mean_chars_per_round", "round_success"];
  for (let i = 0; i < iterations; i++) {
    const result = await cli(["evaluate", "--run-dir", r, "--metrics", metrics[i % metrics.length] as string], {
      onSpawn: (child) => setTimeout(() => child.kill("SIGKILL"), 100 + random() * 600),
    });
    if (result.code === null) killedMidway += 1;
    const text = reportOf(r);
    if (text !== undefined) {
      try {
        parseReport(text, "report");
      } catch {
        torn += 1;
      }
    }
  }
  const final = await cli(["evaluate", "--run-dir", r, "--metrics", METRICS], { timeoutMs: 30_000 });
  const strays = readdirSync(r).filter((n) => n.endsWith(".tmp") && !/\.\d+\.[0-9a-f]{8}\.tmp$/.test(n));
  return expectAll([
    [torn === 0, `${torn} torn report(s)`],
    [killedMidway > 0, "no run was killed midway (raise the delays)"],
    [final.code === 0, `the run after the kills failed (exit ${final.code}): ${final.stderr.slice(0, 300)}`],
    [strays.length === 0, `temporary files not of our naming: ${strays.join(", ")}`],
  ]);
});

// ---------------------------------------------------------------- full disk
add("full disk", "a 1 MiB tmpfs filled up: exit 2 naming the file, the old report untouched", async () => {
  if (process.getuid?.() !== 0) return skip("needs root to mount a tmpfs (mount -t tmpfs -o size=1m)");
  const mountPoint = dir("tmpfs");
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", mountPoint], { stdio: "ignore" });
  } catch {
    return skip("mount -t tmpfs is not allowed here");
  }
  try {
    const r = path.join(mountPoint, "run");
    mkdirSync(r);
    writeFileSync(path.join(r, "veyru.jsonl"), smallVeyruLog());
    const first = await cli(["evaluate", "--run-dir", r, "--metrics", "message_entropy"]);
    const before = reportOf(r);
    let filler = 0;
    try {
      for (;;) writeFileSync(path.join(mountPoint, `filler-${filler++}`), Buffer.alloc(4096));
    } catch {
      // full
    }
    const full = await cli(["evaluate", "--run-dir", r, "--metrics", "gzip_compression_ratio,message_entropy,mean_chars_per_round"]);
    return expectAll([
      [first.code === 0, `the first evaluation failed: ${first.stderr}`],
      [full.code === 2, `exit ${full.code} on a full disk: ${full.stderr.slice(0, 300)}`],
      [full.stderr.includes("no space left on the device (ENOSPC)") && full.stderr.includes(r), `message: ${full.stderr.slice(0, 300)}`],
      [reportOf(r) === before, "the old report changed"],
    ]);
  } finally {
    execFileSync("umount", [mountPoint], { stdio: "ignore" });
  }
});

// ---------------------------------------------------------------- concurrent writers
add("concurrent writers", `8 processes x 8 metrics on one run, ${QUICK ? 2 : 5} rounds: nothing lost`, async () => {
  const metrics = ["message_entropy", "gzip_compression_ratio", "mean_chars_per_round", "mean_chars_per_message", "round_success", "round_ended_idle", "round_ended_timeout", "content_filter_refusal"];
  for (let round = 0; round < (QUICK ? 2 : 5); round++) {
    const r = run();
    const results = await Promise.all(metrics.map((m) => cli(["evaluate", "--run-dir", r, "--metrics", m], { timeoutMs: 60_000 })));
    const bad = results.find((x) => x.code !== 0);
    if (bad !== undefined) return fail(`a writer failed: exit ${bad.code} ${bad.stderr.slice(0, 200)}`);
    const names = Object.keys(parseReport(reportOf(r) ?? "", "report").agent_eval?.metrics ?? {});
    if (names.length !== metrics.length) return fail(`round ${round}: ${names.length}/${metrics.length} metrics in the final report`);
  }
  return held;
});
add("concurrent writers", "a lock left by a kill -9 is taken over by the next writer", async () => {
  const r = run();
  writeFileSync(path.join(r, "veyru_report.json.lock"), JSON.stringify({ pid: 2 ** 22 + 999, host: os.hostname(), at: new Date().toISOString(), token: "dead" }));
  const res = await cli(["evaluate", "--run-dir", r, "--metrics", METRICS], { timeoutMs: 10_000 });
  return expectAll([[res.code === 0, `exit ${res.code}: ${res.stderr.slice(0, 200)}`], [!existsSync(path.join(r, "veyru_report.json.lock")), "the lock stayed"]]);
});
add("concurrent writers", "a live holder: bounded wait, then exit 2 naming the lock", async () => {
  const r = run();
  writeFileSync(path.join(r, "veyru_report.json.lock"), JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date().toISOString(), token: "live" }));
  return exit2Naming(["evaluate", "--run-dir", r, "--metrics", METRICS], path.join(r, "veyru_report.json.lock"), "another agent-eval has been writing it", { env: { AGENT_EVAL_LOCK_TIMEOUT_MS: "1500" } });
});

// ---------------------------------------------------------------- tampered and secret-bearing recordings
function tamperedStore(edit: (record: Record<string, unknown>, file: string) => string | undefined): string {
  const store = dir("store");
  cpSync(STORE, store, { recursive: true });
  const metricDir = path.join(store, "language_strangeness");
  for (const name of readdirSync(metricDir)) {
    const file = path.join(metricDir, name);
    const text = edit(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>, file);
    if (text !== undefined) writeFileSync(file, text);
  }
  return store;
}
const replayArgs = (store: string, runDir: string, extra: string[] = []) => ["evaluate", "--run-dir", runDir, "--metrics", "message_entropy,language_strangeness", "--provider", "scripted", "--model", "scripted-local-judge", "--fixtures", store, "--json", ...extra];
for (const [label, secret] of [
  ["an sk-ant- key", ["sk", "ant", "api03", "Tampered0123456789abcdefghij"].join("-")],
  ["an sk-proj- key", ["sk", "proj", "Tampered0123456789abcdefghij"].join("-")],
  ["a GitHub token", `ghp_${"Ab1".repeat(12)}`],
  ["the configured key", KEY],
] as const) {
  add("tampered and secret-bearing recordings", `a recorded answer holding ${label}: the metric fails, the secret is nowhere`, async () => {
    const store = tamperedStore((record) => {
      const output = (record.response as { output: { per_round_notes: { note: string }[] } }).output;
      if (output.per_round_notes[0] !== undefined) output.per_round_notes[0].note += ` ${secret}`;
      return `${JSON.stringify(record, null, 2)}\n`;
    });
    const r = exampleRun();
    const res = await cli(replayArgs(store, r));
    return expectAll([
      [res.code === 1, `exit ${res.code}`],
      [res.stderr.includes("looks like a credential"), `stderr: ${res.stderr.slice(0, 300)}`],
      [![res.stdout, res.stderr, everything(r)].some((t) => t.includes(secret)), "the secret reached an output"],
    ]);
  });
}
add("tampered and secret-bearing recordings", "a recording whose request was edited (key mismatch): metric fails naming the file", async () => {
  const store = tamperedStore((record) => {
    (record.request as { model: string }).model = "edited";
    return `${JSON.stringify(record, null, 2)}\n`;
  });
  const res = await cli(replayArgs(store, exampleRun()));
  return expectAll([[res.code === 1, `exit ${res.code}`], [res.stderr.includes("does not match its request"), res.stderr.slice(0, 300)]]);
});
add("tampered and secret-bearing recordings", "a recording that is not JSON: metric fails naming it, without quoting it", async () => {
  const store = tamperedStore(() => "root:x:0:0:root:/root:/bin/bash\n");
  const res = await cli(replayArgs(store, exampleRun()));
  return expectAll([[res.code === 1, `exit ${res.code}`], [res.stderr.includes("not valid JSON"), res.stderr.slice(0, 300)], [!res.stderr.includes("root:x"), "the file's content was echoed"]]);
});

// ---------------------------------------------------------------- hostile judge endpoints
interface Hostile {
  readonly url: string;
  readonly hits: () => number;
  close(): Promise<void>;
}
async function hostileJudge(answer: (body: Record<string, unknown>, hit: number) => { status: number; headers?: Record<string, string>; body?: unknown } | "hang"): Promise<Hostile> {
  let hits = 0;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      hits += 1;
      const reply = answer(JSON.parse(raw || "{}") as Record<string, unknown>, hits);
      if (reply === "hang") return;
      res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
      res.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: () => hits,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
const recordedOutputs = new Map<string, unknown>();
for (const name of readdirSync(path.join(STORE, "language_strangeness"))) {
  const record = JSON.parse(readFileSync(path.join(STORE, "language_strangeness", name), "utf8")) as { request: { user: string[] }; response: { output: unknown } };
  recordedOutputs.set(record.request.user.join("\n"), record.response.output);
}
function toolAnswer(body: Record<string, unknown>, edit: (output: { per_round_notes: { note: string }[] }) => unknown = (o) => o): unknown {
  const request = body as { messages: { content: string }[]; tools: { name: string }[] };
  const output = structuredClone(recordedOutputs.get(request.messages[0]?.content ?? "")) as { per_round_notes: { note: string }[] };
  return {
    id: "msg", type: "message", role: "assistant", model: "claude-haiku-4-5",
    content: [{ type: "tool_use", id: "t", name: request.tools[0]?.name, input: edit(output) }],
    stop_reason: "tool_use", stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
  };
}
async function liveAgainst(server: Hostile, extra: string[] = []): Promise<Result & { runDir: string }> {
  const r = exampleRun();
  try {
    const res = await cli(["evaluate", "--run-dir", r, "--metrics", "message_entropy,language_strangeness", "--provider", "anthropic", "--model", "claude-haiku-4-5", "--judge-mode", "live", "--json", ...extra], { env: { ANTHROPIC_BASE_URL: server.url }, timeoutMs: 60_000 });
    return { ...res, runDir: r };
  } finally {
    await server.close();
  }
}
for (const status of [429, 529, 500, 503]) {
  add("hostile judge endpoints", `${status} storm: 3 attempts per call, each retry logged with its reason, the metric fails, exit 1`, async () => {
    const server = await hostileJudge(() => ({ status, headers: { "retry-after-ms": "5" }, body: { type: "error", error: { type: "overloaded_error", message: `storm ${KEY}` } } }));
    const res = await liveAgainst(server);
    return expectAll([
      [res.code === 1, `exit ${res.code}: ${res.stderr.slice(0, 300)}`],
      [res.stderr.includes(`attempt 1/3 failed (HTTP ${status}`) && res.stderr.includes("attempt 2/3 failed"), "retries not logged with call and attempt"],
      [res.stderr.includes("failed after 3 attempt(s)"), "no final failure after 3 attempts"],
      [![res.stdout, res.stderr, everything(res.runDir)].some((t) => t.includes(KEY)), "the key was echoed"],
    ]);
  });
}
add("hostile judge endpoints", "a hanging endpoint with --judge-timeout 1: bounded, each timeout logged", async () => {
  const server = await hostileJudge(() => "hang");
  const started = performance.now();
  const res = await liveAgainst(server, ["--judge-timeout", "1"]);
  const seconds = (performance.now() - started) / 1000;
  return expectAll([
    [res.code === 1, `exit ${res.code}: ${res.stderr.slice(0, 300)}`],
    [res.stderr.includes("request timed out after 1000 ms"), `no timeout logged: ${res.stderr.slice(0, 300)}`],
    [seconds < 40, `took ${seconds.toFixed(1)} s`],
  ]);
});
add("hostile judge endpoints", "malformed answers (not JSON, no tool call): retried once, then the metric fails", async () => {
  const server = await hostileJudge((body, hit) => (hit % 2 === 0 ? { status: 200, body: "{not json" } : { status: 200, body: { ...(toolAnswer(body) as object), content: [{ type: "text", text: "no tool" }] } }));
  const res = await liveAgainst(server);
  return expectAll([[res.code === 1, `exit ${res.code}: ${res.stderr.slice(0, 300)}`], [res.stderr.includes("metric language_strangeness failed"), res.stderr.slice(0, 300)]]);
});
add("hostile judge endpoints", "an answer echoing the configured key: the metric fails, the key is nowhere", async () => {
  const server = await hostileJudge((body) => ({ status: 200, body: toolAnswer(body, (o) => ({ ...o, per_round_notes: o.per_round_notes.map((n) => ({ ...n, note: `${n.note} ${KEY}` })) })) }));
  const res = await liveAgainst(server);
  return expectAll([
    [res.code === 1, `exit ${res.code}`],
    [res.stderr.includes("the configured API key"), res.stderr.slice(0, 300)],
    [![res.stdout, res.stderr, everything(res.runDir)].some((t) => t.includes(KEY)), "the key reached an output"],
  ]);
});
add("hostile judge endpoints", "a 401 whose body echoes the key: not retried, the key redacted", async () => {
  const server = await hostileJudge(() => ({ status: 401, body: { type: "error", error: { type: "authentication_error", message: `invalid x-api-key ${KEY}` } } }));
  const res = await liveAgainst(server);
  return expectAll([[res.code === 1, `exit ${res.code}`], [res.stderr.includes("[redacted]"), res.stderr.slice(0, 300)], [!res.stderr.includes(KEY), "the key was echoed"]]);
});

// ---------------------------------------------------------------- hostile GitHub responses
async function hostileGitHub(status: number, headers: Record<string, string>, message: string): Promise<Outcome & { message?: string }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify({ message }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const octokit = withCallNames(getOctokit("ghs_x", { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
    await octokit.rest.issues.listComments({ owner: "o", repo: "r", issue_number: 1 });
    return fail("the call succeeded");
  } catch (error) {
    return { ...held, message: (error as Error).message };
  } finally {
    server.close();
  }
}
for (const [label, status, headers, must] of [
  ["403 rate limit (x-ratelimit-remaining: 0)", 403, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(Math.round(Date.now() / 1000) + 600) }, "rate limit exceeded (HTTP 403)"],
  ["429 secondary rate limit (retry-after)", 429, { "retry-after": "60" }, "rate limit exceeded (HTTP 429); retry after 60 s"],
  ["403 read-only token", 403, {}, "a fork pull request's token is read-only"],
  ["404", 404, {}, "HTTP 404: not found"],
  ["500", 500, {}, "HTTP 500: GitHub had a server error"],
] as const) {
  add("hostile GitHub responses", `${label}: the error names the call and the cause`, async () => {
    const result = await hostileGitHub(status, headers, "Server Error");
    if (result.status !== "held") return result;
    return expectAll([
      [result.message?.startsWith("GitHub API call GET /repos/{owner}/{repo}/issues/{issue_number}/comments failed:") === true, `message: ${result.message}`],
      [result.message?.includes(must) === true, `message lacks '${must}': ${result.message}`],
      [label.includes("rate") ? !result.message?.includes("read-only") : true, "a rate limit was blamed on the token"],
    ]);
  });
}
add("hostile GitHub responses", "250 existing comments, a forged marker by another user: ours is found on page 3 and updated, the forgery untouched", async () => {
  const fake = new FakeGitHub();
  const url = await fake.start();
  try {
    const octokit = withCallNames(getOctokit("ghs_installation", { baseUrl: url }));
    const sha = "a".repeat(40);
    const options = { owner: fake.owner, repo: fake.repo, issueNumber: 7, commentId: "agent-eval", headSha: sha, runAttempt: 1, mode: "update" as const };
    fake.addPull({ number: 7, head: { sha, ref: "b" }, base: { sha: "b".repeat(40), ref: "main" } });
    const forgedBody = `<!-- agent-eval:comment-id=agent-eval -->\n<!-- agent-eval:head=${sha} run-attempt=9 -->\nforged`;
    const forged = fake.addComment(7, "mallory", forgedBody);
    for (let i = 0; i < 249; i++) fake.addComment(7, i % 2 === 0 ? "someone" : "github-actions[bot]", `chatter ${i}`);
    const first = await upsertComment(octokit, { ...options, body: "first" });
    const second = await upsertComment(octokit, { ...options, body: "second", runAttempt: 2 });
    const comments = fake.commentsOn(7);
    return expectAll([
      [first.action === "created" && second.action === "updated" && second.commentId === first.commentId, `actions: ${first.action}, ${second.action}`],
      [comments.length === 251, `${comments.length} comments`],
      [comments.find((c) => c.id === forged.id)?.body === forgedBody, "the forged comment was changed"],
    ]);
  } finally {
    await fake.stop();
  }
});

// ---------------------------------------------------------------- run
async function main(): Promise<void> {
  cliPath = (await bundleCli(path.join(SCRATCH, "bundle"))).cli;
  chmodSync(path.join(SCRATCH, "bundle"), 0o755);
  const selected = cases.filter((c) => ONLY === "" || `${c.group} ${c.name}`.includes(ONLY));
  const tally = { held: 0, failed: 0, skipped: 0 };
  let group = "";
  const started = performance.now();
  for (const c of selected) {
    if (c.group !== group) {
      group = c.group;
      console.log(`\n${group}`);
    }
    const t0 = performance.now();
    let outcome: Outcome;
    try {
      outcome = await c.run();
    } catch (error) {
      outcome = fail(`threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    tally[outcome.status] += 1;
    const ms = Math.round(performance.now() - t0);
    const mark = outcome.status === "held" ? "held   " : outcome.status === "failed" ? "FAILED " : "skipped";
    console.log(`  ${mark} ${c.name} (${ms} ms)${outcome.status === "held" ? "" : `\n          ${outcome.why}`}`);
  }
  console.log(`\n${selected.length} cases: ${tally.held} held, ${tally.failed} failed, ${tally.skipped} skipped (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  rmSync(SCRATCH, { recursive: true, force: true });
  process.exitCode = tally.failed > 0 ? 1 : 0;
}

await main();
