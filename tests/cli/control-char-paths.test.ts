import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { oneLine, printablePath } from "../../src/core/printable.js";
import { coreLogger } from "../../src/github/log.js";
import { capturedWorkflowCommands } from "../setup/mute-workflow-commands.js";
import { pathArguments } from "../../src/cli/flag-values.js";
import { cli, smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const root = path.resolve(import.meta.dirname, "../..");

describe("printablePath", () => {
  it("leaves a path without control characters as it is", () => {
    expect(printablePath("runs/a b/é\\x\"y")).toBe('runs/a b/é\\x"y');
  });

  it("quotes and escapes one that has them, as a JSON string reads back", () => {
    for (const given of ["run\ntwo", "a\rb", "tab\there", "esc\u001b[31m", "del\u007f", "c1\u0085", "ls\u2028ps\u2029", 'q"uote\\back\nslash']) {
      const printed = printablePath(given);
      // eslint-disable-next-line no-control-regex
      expect(printed, JSON.stringify(given)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      expect(JSON.parse(printed), JSON.stringify(given)).toBe(given);
    }
    expect(printablePath("run\ntwo")).toBe('"run\\ntwo"');
    expect(printablePath("esc\u001b")).toBe('"esc\\u001b"');
  });
});

describe("pathArguments", () => {
  it("takes the values of path flags, inline, separate and listed", () => {
    expect(pathArguments(["diff", "--baseline", "a", "b", "--candidate=c", "--gate", "x:-1", "--format", "text"])).toEqual(["a", "b", "c"]);
    expect(pathArguments(["evaluate", "--run-dir", "r", "--metrics", "m", "--", "--run-dir", "s"])).toEqual(["r"]);
  });
});

describe("a control character in a run directory's path", () => {
  it("keeps every line of evaluate's text output one line: the path is printed escaped on stdout and stderr", async () => {
    const scratch = tempDir();
    const good = writeRun(scratch, "run\ntwo", { "veyru.jsonl": smallVeyruLog() });
    const missing = path.join(scratch, "no\u001b[2Jsuch");
    const result = await cli("evaluate", "--run-dir", good, "--run-dir", missing, "--metrics", "round_success");
    expect(result.code).toBe(2);
    const stdoutLines = result.stdout.split("\n");
    expect(stdoutLines[0]).toBe(`${printablePath(good)} (veyru) → ${printablePath(path.join(good, "veyru_report.json"))}`);
    expect(stdoutLines[1]).toMatch(/^ {2}round_success {2}0\.5000/);
    expect(result.stderr).toContain(`error: --run-dir ${printablePath(missing)}: cannot read the directory`);
    expect(result.stderr).not.toContain("\u001b");
    for (const line of result.stderr.trimEnd().split("\n")) expect(line, line).toMatch(/^(error: |\[\d\/2\] )/);
  });

  it("--json keeps the path as it is (JSON escapes it)", async () => {
    const scratch = tempDir();
    const good = writeRun(scratch, "run\ntwo", { "veyru.jsonl": smallVeyruLog() });
    const result = await cli("evaluate", "--run-dir", good, "--metrics", "round_success", "--json");
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as { runs: { run_dir: string }[] }).runs[0]?.run_dir).toBe(good);
  });

  it("verify and export print it escaped too", async () => {
    const scratch = tempDir();
    const run = path.join(scratch, "veyru\tsolo");
    cpSync(path.join(root, "examples/runs/veyru/veyru-solo-001"), run, { recursive: true });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success,message_entropy")).code).toBe(0);
    const verified = await cli("verify", "--run-dir", run);
    expect(verified.code).toBe(0);
    expect(verified.stdout.startsWith(`✓ ${printablePath(path.join(run, "veyru_report.json"))}: reproduced, all 2 metric(s) ok`)).toBe(true);
    expect(verified.stdout.split("\n")).toHaveLength(2); // one line and its newline
    const out = path.join(scratch, "tables\nhere");
    const exported = await cli("export", "--run-dir", run, "--out", out);
    expect(exported.code).toBe(0);
    const lines = exported.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^"[^\n]*tables\\nhere\/measurements\.csv": 2 rows$/);
  });
});

describe("a control character in a path found by searching a folder", () => {
  const fixtures = path.join(root, "tests/fixtures/diff");

  it("diff's errors print a report found under --baseline DIR escaped, on one line", async () => {
    const scratch = tempDir();
    const baseline = path.join(scratch, "baseline");
    cpSync(path.join(fixtures, "baseline"), baseline, { recursive: true });
    const hostile = path.join(baseline, "seed-9\n::error::forged\u001b[2J");
    mkdirSync(hostile);
    writeFileSync(path.join(hostile, "veyru_report.json"), '{"trunc');
    const result = await cli("diff", "--baseline", baseline, "--candidate", path.join(fixtures, "candidate"));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`error: --baseline ${printablePath(path.join(hostile, "veyru_report.json"))}: not valid JSON`);
    expect(result.stderr).not.toContain("\u001b");
    expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
  });

  it("export --reports DIR's warnings and trial-report errors too", async () => {
    const scratch = tempDir();
    const reports = path.join(scratch, "reports");
    cpSync(path.join(fixtures, "baseline", "seed-1"), path.join(reports, "a\rb"), { recursive: true });
    cpSync(path.join(fixtures, "baseline", "seed-1"), path.join(reports, "c\nd"), { recursive: true });
    const exported = await cli("export", "--reports", reports, "--out", path.join(scratch, "out"));
    expect(exported.code).toBe(0);
    expect(exported.stderr).toContain("exported twice");
    expect(exported.stderr).toContain(printablePath(path.join(reports, "c\nd", "veyru_report.json")));
    expect(exported.stderr).not.toContain("\r");
    for (const line of exported.stderr.trimEnd().split("\n")) expect(line, line).toMatch(/^(warning: |\d+ report\(s\) exported)/);

    const trials = path.join(scratch, "trials");
    mkdirSync(path.join(trials, "x\ny"), { recursive: true });
    writeFileSync(path.join(trials, "x\ny", "data.report.json"), '{"trials": 1}');
    const diffed = await cli("diff", "--baseline", trials, "--candidate", trials);
    expect(diffed.code).toBe(2);
    expect(diffed.stderr).toContain(`error: --baseline ${printablePath(path.join(trials, "x\ny", "data.report.json"))}: field 'trials'`);
    expect(diffed.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
});

describe("a control character in a file fixtures check finds in the store", () => {
  it("is named escaped, on one line", async () => {
    const store = path.join(tempDir(), "recorded-judges");
    mkdirSync(path.join(store, "language_strangeness"), { recursive: true });
    const stray = path.join(store, "language_strangeness", "evil\n::error::forged.json");
    writeFileSync(stray, "");
    const result = await cli("fixtures", "check", "--fixtures", store);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`error: ${printablePath(stray)}: not valid JSON`);
    expect(result.stderr.split("\n").filter((line) => line.startsWith("::"))).toEqual([]);
  });
});

describe("the Action's info log and a control character in a path", () => {
  it("one message stays one line, so a run directory named with a newline cannot issue a workflow command", () => {
    const seen = capturedWorkflowCommands().length;
    coreLogger.info("Evaluating runs/x\n::error::not from agent-eval\r\u001b[2J");
    expect(capturedWorkflowCommands().slice(seen)).toEqual([]);
    expect(oneLine("runs/x\n::error::y\r\u001b[2J\tz")).toBe("runs/x\\n::error::y\\r\\u001b[2J\tz");
    expect(oneLine("plain line")).toBe("plain line");
  });
});

describe("a control character in a name read from the run", () => {
  it("reaches stderr escaped (export-thread naming an agent id that holds ESC and BEL), never raw", async () => {
    const [first, ...rest] = smallVeyruLog().split("\n");
    const agent = { event_id: "reg", event_type: "agent_registered", round_number: 0, agent_id: "obs\u001b[31mRED\u0007", role_name: "Field Observer", system_prompt: "p", channel_ids: ["link"], tool_names: [], model: "m", provider: "openai", max_tokens: 1 };
    const log = [first, JSON.stringify(agent), ...rest].join("\n");
    const runDir = writeRun(tempDir(), "run", { "veyru.jsonl": log });
    const result = await cli("export-thread", "--run-dir", runDir, "--agent-id", "nobody");
    expect(result.code).toBe(2);
    // before: the ESC sequence and the bell went to the terminal as they are
    // eslint-disable-next-line no-control-regex
    expect(result.stderr).not.toMatch(/[\u0007\u001b]/);
    expect(result.stderr).toContain("(agents: obs\\u001b[31mRED\\u0007");
    // tabs and the line structure are kept
    expect(result.stderr.endsWith("\n")).toBe(true);
  });
});

