/**
 * A user call that never yields after its first `await` runs from the microtask queue, outside
 * any `vm` run, where nothing inside the process can interrupt it: `agent-eval grade` used to
 * hang forever on `async () => { await null; for (;;) {} }`. The watchdog thread
 * (src/node/stuck-call-watchdog.ts) ends the process instead, exit 1, naming the call; the report
 * already at --out is left as it was. Real processes (the CLI run from the sources), since the
 * process itself is what must end. Each child is killed after CHILD_KILL_MS, so a hang fails the
 * test instead of hanging it.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AsyncLocalStorage } from "node:async_hooks";
import { bundleCli } from "../../scripts/bundle-cli.mjs";
import { gradeDataset } from "../../src/node/grade-trials.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CHILD_KILL_MS = 25_000;

interface Ended {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** From the child's start to its exit. */
  readonly ms: number;
}

/** Runs `node [--import tsx ...] <entry> ...args` (a bundle without the loaders) and resolves once it has exited (killed after CHILD_KILL_MS). */
function runNode(entry: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; bundled?: boolean; started?: (pid: number) => void } = {}): Promise<Ended> {
  const started = performance.now();
  const loaders = options.bundled === true ? [] : ["--import", "tsx", "--import", "./scripts/register-raw-text.mjs"];
  const child = spawn(process.execPath, [...loaders, entry, ...args], {
    cwd: ROOT,
    env: options.env ?? process.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const killer = setTimeout(() => child.kill("SIGKILL"), CHILD_KILL_MS);
  if (child.pid !== undefined) options.started?.(child.pid);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, stdout, stderr, ms: performance.now() - started });
    });
  });
}

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-stuck-call-"));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const row = (trial: string): string =>
  JSON.stringify({ task: { id: "t" }, trial: { id: trial, task_id: "t", status: "completed" }, inputs: {}, reference: { expected: "y" }, candidate: { output_text: trial, metadata: {} } });

/**
 * Trial 'hang' makes `stuck` (a module metric) and `stuckGrader` (a FunctionGrader) loop forever
 * after their first await, `blocked` waits on a 4 s `sleep` after it; `mixed` never settles on 'never', loops in its synchronous part on
 * 'spin…' (which the vm run stops), awaits 400 ms on 'slow…', computes 400 ms after its await on
 * 'busy' (past a 0.05 s limit, within the 1 s grace) and loops forever 1.2 s after it started
 * on 'late' (after a 1 s limit failed it).
 */
const USER_CODE = `
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
const ok = (value) => ({ outputs: [{ name: "value", value }] });
const spec = () => [{ name: "value", kind: "continuous_score" }];
export const stuck = { type: "stuck", outputSpec: spec, async computeScores(input) {
  await null;
  if (input.row.data.trial.id === "hang") for (;;) {}
  return ok(1);
} };
export async function stuckGrader({ response }) {
  await null;
  while (response === "hang") {}
  return { name: "stuck_grader", score: 1, reason: "done", metadata: {} };
}
export const blocked = { type: "blocked", outputSpec: spec, async computeScores() {
  await null;
  execFileSync("sleep", ["4"]);
  return ok(1);
} };
export const mixed = { type: "mixed", outputSpec: spec, computeScores(input) {
  const id = input.row.data.trial.id;
  if (id === "never") return new Promise(() => {});
  if (id === "late") return new Promise((resolve) => setTimeout(resolve, 1200)).then(() => { for (;;) {} });
  if (id.startsWith("spin")) for (;;) {}
  if (id.startsWith("slow")) {
    if (process.env.GRADING_MARK !== undefined) writeFileSync(process.env.GRADING_MARK, id);
    return new Promise((resolve) => setTimeout(() => resolve(ok(2)), 400));
  }
  if (id === "busy") return Promise.resolve().then(() => { const start = Date.now(); while (Date.now() - start < 400) {} return ok(3); });
  return Promise.resolve(ok(1));
} };
`;

/** The line of USER_CODE (as written to user.mjs) holding `text`. */
const lineOf = (text: string): number => USER_CODE.split("\n").findIndex((line) => line.includes(text)) + 1;

async function setUp(config: string, trials: string[], dir = scratch): Promise<{ dataset: string; config: string; out: string }> {
  await writeFile(path.join(dir, "user.mjs"), USER_CODE);
  await writeFile(path.join(dir, "grading.yaml"), config);
  await writeFile(path.join(dir, "d.jsonl"), `${trials.map(row).join("\n")}\n`);
  return { dataset: path.join(dir, "d.jsonl"), config: path.join(dir, "grading.yaml"), out: path.join(dir, "r.json") };
}

const STUCK_METRIC = "metrics:\n  - {module: ./user.mjs, export: stuck}\n";
/** How each adapter names the limit: the CLI's flag, the Action's input, the library's option. */
const CLI = "--user-code-timeout";
const ACTION = "the user-code-timeout input";
const LIBRARY = "gradeDataset's userCodeTimeoutMs";
/** The start of the message, naming `knob`. */
const ended = (knob: string, limit = "0.05 s"): string => `ran over the time limit of ${limit} per call of user-supplied code (${knob}) and has not yielded to the event loop for 1 s`;
const ENDED = ended(CLI);
const STOPPED = "(work after an await that never yields cannot be interrupted): agent-eval ends the process, exit 1, without writing the report";
/** The sentence on what to do, at the end of the headline. */
const todo = (knob: string): string =>
  `. To fix it, make the code yield inside its long work (e.g. \`await new Promise((resolve) => setImmediate(resolve))\` in the loop), so that the limit fails only this call, or raise ${knob} if it needs more time`;

type Report = { trials: Array<{ trial_id: string; scores: Record<string, unknown>; errors: Record<string, string> }> };

describe("a user call that never yields after its first await ends the process", { timeout: CHILD_KILL_MS + 5_000 }, () => {
  it("agent-eval grade: exit 1, the call named with the code it was running; the report at --out is untouched", async () => {
    const files = await setUp(STUCK_METRIC, ["ok", "hang"]);
    const grade = ["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out];
    // a report of the same dataset graded earlier, when 'hang' did not hang
    await writeFile(path.join(scratch, "user.mjs"), USER_CODE.replace('=== "hang"', '=== "never"'));
    expect((await runNode("src/cli/index.ts", grade)).code).toBe(0);
    const earlier = await readFile(files.out, "utf8");
    await writeFile(path.join(scratch, "user.mjs"), USER_CODE);

    const result = await runNode("src/cli/index.ts", [...grade, "--user-code-timeout", "0.05"]);
    expect(result.signal).toBeNull();
    expect(result.code).toBe(1);
    const lines = result.stderr.split("\n");
    const at = lines.findIndex((line) => line.startsWith("error: "));
    expect(lines[at]).toBe(`error: metric 'stuck' on trial 'hang' ${ENDED} ${STOPPED}${todo(CLI)}`);
    // the call running, not the 'ok' trial's (its limit passed first, but it was waiting behind)
    expect(lines[at + 1]).toBe("  running when stopped:");
    expect(lines[at + 2]).toMatch(new RegExp(`^    at Object\\.computeScores \\(file://${path.join(scratch, "user.mjs")}:${lineOf('if (input.row.data.trial.id === "hang") for (;;) {}')}:\\d+\\)$`));
    expect(result.stderr).not.toContain("debugger");
    expect(await readFile(files.out, "utf8")).toBe(earlier);
    expect((await readdir(scratch)).sort()).toEqual(["d.jsonl", "grading.yaml", "r.json", "user.mjs"]);
  });

  it("the bundled CLI (the worker is a string the bundler leaves alone): the same", async () => {
    const files = await setUp(STUCK_METRIC, ["hang"]);
    const { cli } = (await bundleCli(path.join(scratch, "bundle"))) as { cli: string };
    const result = await runNode(cli, ["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out, "--user-code-timeout", "0.05"], { bundled: true });
    expect(result.signal).toBeNull();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`error: metric 'stuck' on trial 'hang' ${ENDED} ${STOPPED}${todo(CLI)}\n`);
  });

  it("the call named is the one whose code runs: exactly where AsyncLocalStorage is cheap (Node 24), else the first past its limit and the others in flight", async () => {
    // 'ok' is graded first and its limit passes first, but its FunctionGrader's promise (wrapped
    // by the runner) waits behind 'hang', whose code runs
    const files = await setUp("graders:\n  g: {grader: FunctionGrader, module: ./user.mjs, export: stuckGrader, mapper: {response: candidate.output_text}}\n", ["ok", "hang"]);
    const result = await runNode("src/cli/index.ts", ["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out, "--user-code-timeout", "0.05"]);
    expect(result.code).toBe(1);
    const headline = result.stderr.split("\n").find((line) => line.startsWith("error: ")) ?? "";
    const exact = !("_enable" in AsyncLocalStorage.prototype);
    expect(headline).toBe(
      exact
        ? `error: grader 'g' on trial 'hang' ${ENDED} ${STOPPED}${todo(CLI)}`
        : `error: grader 'g' on trial 'ok' ${ENDED} ${STOPPED} (or the code of another call in flight: grader 'g' on trial 'hang')${todo(CLI)}`,
    );
    expect(result.stderr).toMatch(new RegExp(`running when stopped:\\n {4}at FunctionGrader\\.stuckGrader \\[as func\\] \\(file://.*user\\.mjs:${lineOf('while (response === "hang") {}')}:\\d+\\)\\n`));
  });

  it("the library's gradeDataset: the same, in the caller's process", async () => {
    const files = await setUp(STUCK_METRIC, ["hang"]);
    const script = path.join(scratch, "grade.mts");
    await writeFile(
      script,
      `import { gradeDataset } from ${JSON.stringify(path.join(ROOT, "src/lib.ts"))};\n` +
        `await gradeDataset({ dataset: ${JSON.stringify(files.dataset)}, config: ${JSON.stringify(files.config)}, concurrency: 2, userCodeTimeoutMs: 50, log: () => undefined });\n` +
        `console.log("graded");\n`,
    );
    const result = await runNode(script, []);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    // the library's own option, not a CLI flag its caller never gave
    expect(result.stderr).toContain(`error: metric 'stuck' on trial 'hang' ${ended(LIBRARY)} ${STOPPED}${todo(LIBRARY)}\n`);
    expect(result.stderr).not.toContain(CLI);
  });

  it("a main thread blocked outside JavaScript (a synchronous child process) cannot be asked: SIGKILL 1 s later, with a message", async () => {
    const files = await setUp("metrics:\n  - {module: ./user.mjs, export: blocked}\n", ["one"]);
    const result = await runNode("src/cli/index.ts", ["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out, "--user-code-timeout", "0.05"]);
    expect(result.signal).toBe("SIGKILL");
    expect(result.stderr).toContain(
      "error: a call of user-supplied code ran over its time limit (--user-code-timeout) and the main thread has not returned to its event loop since, nor answered the watchdog (it is blocked outside JavaScript): agent-eval ends the process with SIGKILL; no report is written. " +
        "To fix it, make the code use the asynchronous form of what blocks it (e.g. execFile, not execFileSync), or raise --user-code-timeout if it needs more time\n",
    );
    expect(existsSync(files.out)).toBe(false);
    // the sleep 4 it started ends by itself
  });

  it("a call failed at its limit is still watched: its code getting stuck later ends the process", async () => {
    const files = await setUp("metrics:\n  - {module: ./user.mjs, export: mixed}\n", ["late", "slow1", "slow2", "slow3"]);
    const result = await runNode("src/cli/index.ts", ["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out, "--user-code-timeout", "1", "--concurrency", "1"]);
    expect(result.code).toBe(1);
    // (on Node 20 and 22 the other call in flight is named before what to do)
    expect(result.stderr).toContain(`error: metric 'mixed' on trial 'late' ${ended(CLI, "1 s")} ${STOPPED}`);
    expect(result.stderr).toContain(`${todo(CLI)}\n`);
    expect(existsSync(files.out)).toBe(false);
  });

  it("once gradeDataset returned, a call of it that never settled is no longer watched: the caller's own long sync work is not ended", async () => {
    const files = await setUp("metrics:\n  - {module: ./user.mjs, export: mixed}\n", ["never"]);
    const script = path.join(scratch, "grade.mts");
    await writeFile(
      script,
      `import { gradeDataset } from ${JSON.stringify(path.join(ROOT, "src/lib.ts"))};\n` +
        `const outcome = await gradeDataset({ dataset: ${JSON.stringify(files.dataset)}, config: ${JSON.stringify(files.config)}, concurrency: 2, userCodeTimeoutMs: 50, log: () => undefined });\n` +
        `console.log(outcome.failures.length);\n` +
        `const start = Date.now(); while (Date.now() - start < 1500) {}\n` +
        `console.log("done");\n`,
    );
    const result = await runNode(script, []);
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe("1\ndone\n");
    expect(result.code).toBe(0);
  });

  it("the Action (a FunctionGrader): exit 1, the message on stderr and as an error annotation", async () => {
    const workspace = path.join(scratch, "ws");
    await mkdir(path.join(workspace, "data"), { recursive: true });
    await setUp("graders:\n  g: {grader: FunctionGrader, module: ./user.mjs, export: stuckGrader, mapper: {response: candidate.output_text}}\n", ["hang"], workspace);
    await rename(path.join(workspace, "d.jsonl"), path.join(workspace, "data/one.jsonl"));
    const inputs = { runs: "data/*.jsonl", config: "grading.yaml", mode: "evaluate", comment: "off", "user-code-timeout": "0.05" };
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, GITHUB_ACTIONS: "true", GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(scratch, "runner-temp"), GITHUB_REPOSITORY: "o/r" };
    for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
    const result = await runNode("src/action/index.ts", [], { env });
    expect(result.signal).toBeNull();
    expect(result.code).toBe(1);
    // the Action's input, not the CLI flag the workflow never gave
    expect(result.stderr).toContain(`error: grader 'g' on trial 'hang' ${ended(ACTION)} ${STOPPED}${todo(ACTION)}\n`);
    expect(result.stdout).toContain(`::error::grader 'g' on trial 'hang' ${ended(ACTION)} ${STOPPED}${todo(ACTION)}\n`);
    expect(result.stderr).not.toContain(CLI);
    expect(await readdir(path.join(workspace, "data"))).toEqual(["one.jsonl"]);
  });
});

describe("calls that yield are failed (or pass) as before: the watchdog does not end the process", { timeout: CHILD_KILL_MS + 5_000 }, () => {
  it("a call that never settles stays in flight past the grace while grading goes on, through vm runs longer than the grace", async () => {
    // --concurrency 1: 'never' fails at 1 s and stays in flight; each 'spin' then blocks the
    // loop for the vm run's 1.1 s (over the 1 s grace, but bounded); the 'slow' calls yield
    const files = await setUp("metrics:\n  - {module: ./user.mjs, export: mixed}\n", ["never", "spin1", "spin2", "slow1", "slow2", "slow3", "ok"]);
    const result = await runNode("src/cli/index.ts", ["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out, "--user-code-timeout", "1", "--concurrency", "1"]);
    expect(result.stderr).not.toContain("has not yielded");
    expect(result.code).toBe(1);
    const report = JSON.parse(await readFile(files.out, "utf8")) as Report;
    const over = (trial: string) => ({ mixed: `metric 'mixed' on trial '${trial}' ran over the time limit of 1 s per call of user-supplied code (--user-code-timeout)` });
    expect(report.trials.map((t) => [t.trial_id, t.errors])).toEqual([
      ["never", over("never")],
      ["spin1", over("spin1")],
      ["spin2", over("spin2")],
      ["slow1", {}],
      ["slow2", {}],
      ["slow3", {}],
      ["ok", {}],
    ]);
    expect(report.trials.map((t) => t.scores["mixed.value"] ?? null)).toEqual([null, null, null, 2, 2, 2, 1]);
  });

  it("a process stopped (SIGSTOP, as ^Z does) for longer than limit + grace while a call is in flight goes on when continued", async () => {
    const files = await setUp("metrics:\n  - {module: ./user.mjs, export: mixed}\n", Array.from({ length: 12 }, (_, i) => `slow${i}`));
    const mark = path.join(scratch, "grading");
    let pid = 0;
    const ended = runNode("src/cli/index.ts", ["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out, "--user-code-timeout", "1", "--concurrency", "1"], {
      env: { ...process.env, GRADING_MARK: mark },
      started: (child) => (pid = child),
    });
    for (let waited = 0; !existsSync(mark) && waited < CHILD_KILL_MS; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    // a 'slow' call is in flight (it awaits 400 ms); stopped for 3 s, past its 1 s limit + 1 s grace
    process.kill(pid, "SIGSTOP");
    await new Promise((resolve) => setTimeout(resolve, 3000));
    process.kill(pid, "SIGCONT");
    const result = await ended;
    expect(result.stderr).not.toContain("has not yielded");
    // the call's own timer was due first: its value wins the race, as it did before the watchdog
    expect(result.code).toBe(0);
    expect((JSON.parse(await readFile(files.out, "utf8")) as Report).trials.map((t) => t.scores["mixed.value"])).toEqual(Array.from({ length: 12 }, () => 2));
  });

  it("a call that computes past its limit after an await but yields within the grace: the report graded without the bound, byte for byte", async () => {
    const files = await setUp("metrics:\n  - {module: ./user.mjs, export: mixed}\n", ["busy", "ok"]);
    const unbounded = path.join(scratch, "unbounded.json");
    await gradeDataset({ dataset: files.dataset, config: files.config, out: unbounded, concurrency: 4, userCodeTimeoutMs: null, log: () => undefined });
    const result = await runNode("src/cli/index.ts", ["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out, "--user-code-timeout", "0.05"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    // its promise settled before its timer could fire: the value wins the race, as before
    expect(await readFile(files.out, "utf8")).toBe(await readFile(unbounded, "utf8"));
    expect((JSON.parse(await readFile(files.out, "utf8")) as Report).trials.map((t) => t.scores["mixed.value"])).toEqual([3, 1]);
  });
});
