import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type DiffCommandOptions, runDiffCommand } from "../../src/cli/diff-command.js";
import { findReportFiles, loadSide, readFirstLine, seedFromFirstLine } from "../../src/node/load-reports.js";
import { runCli } from "../../src/cli/main.js";
import type { DiffResult } from "../../src/diff/diff.js";
import { parseReport, serializeReport } from "../../src/report/report.js";
import { trialReport } from "../diff/trial-helpers.js";
import { tempDir } from "../helpers/run-dirs.js";
import { AGENT_EVAL_VERSION } from "../../src/version.js";

// Reports of examples/{baseline,candidate}/veyru/seed-{1,2,3} (round_success 8,9,8/10 → 4,5,6/10),
// each beside the first line of its event log (simulation_started, which carries the seed).
const FIXTURES = path.join(import.meta.dirname, "../fixtures/diff");
const BASELINE = path.join(FIXTURES, "baseline");
const CANDIDATE = path.join(FIXTURES, "candidate");

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

async function diff(options: Partial<DiffCommandOptions> = {}): Promise<Result> {
  let stdout = "";
  let stderr = "";
  const code = await runDiffCommand(
    { baseline: [BASELINE], candidate: [CANDIDATE], format: "json", gate: [], failOn: "regression", ...options },
    { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) },
  );
  return { code, stdout, stderr };
}

function metric(result: Result, name: string): DiffResult["metrics"][number] {
  const parsed = JSON.parse(result.stdout) as DiffResult;
  const found = parsed.metrics.find((m) => m.metric === name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
}

describe("agent-eval diff: exit status", () => {
  it("1 when a gated metric regresses (runs paired by the seed in the event log)", async () => {
    const r = await diff({ gate: ["round_success:-5pp"] });
    expect(r.code).toBe(1);
    const m = metric(r, "round_success");
    expect(m).toMatchObject({ verdict: "regression", method: "paired-t", deltaText: "-33.3 pp" });
    expect(r.stderr).toContain("agent-eval diff: failing (--fail-on regression): round_success -33.3 pp");
  });

  it("0 with --fail-on never, and 0 without gates (informational)", async () => {
    expect((await diff({ gate: ["round_success:-5pp"], failOn: "never" })).code).toBe(0);
    const r = await diff();
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
  });

  it("an empty --gate (say \"$GATE\" unset) says that nothing is gated and what to give, instead of turning gating off silently", async () => {
    const r = await diff({ gate: [""] });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      "warning: --gate is empty: no metric is gated, so this diff cannot fail on a regression; give a rule such as --gate round_success:-5pp (trial reports: --gate view.quality:-5pp), or leave --gate out to diff without gating\n",
    );
    expect((await diff({ gate: [" , "] })).stderr).toContain("warning: --gate is empty");
    expect((await diff({ gate: ["round_success:-5pp"] })).stderr).not.toContain("--gate is empty");
  });

  it("possible-regression fails on an inconclusive gated metric; regression does not", async () => {
    // Two gated metrics: Holm leaves round_success inconclusive (see the comment snapshot).
    const gate = ["round_success:-5pp", "round_ended_timeout:+1"];
    expect((await diff({ gate, failOn: "regression" })).code).toBe(0);
    expect((await diff({ gate, failOn: "possible-regression" })).code).toBe(1);
  });

  it("accepts several rules in one --gate value", async () => {
    const r = await diff({ gate: ["round_success:-5pp, round_ended_timeout:+1"] });
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as DiffResult).gates.map((g) => g.metric)).toEqual(["round_success", "round_ended_timeout"]);
  });
});

describe("agent-eval diff: runs of different scenarios", () => {
  it("a side holding a run of another scenario is not comparable (naming scenario), never pooled into a regression", async () => {
    const scratch = tempDir();
    const candidate = path.join(scratch, "candidate");
    cpSync(CANDIDATE, candidate, { recursive: true });
    // seed-2 of the candidate becomes a spot_the_difference run: its round_success is not veyru's
    const seed2 = path.join(candidate, "seed-2");
    const report = JSON.parse(readFileSync(path.join(seed2, "veyru_report.json"), "utf8")) as { scenario_name: string };
    report.scenario_name = "spot_the_difference";
    rmSync(path.join(seed2, "veyru_report.json"));
    rmSync(path.join(seed2, "veyru.jsonl"));
    writeFileSync(path.join(seed2, "spot_the_difference_report.json"), JSON.stringify(report));
    // before: pooled with the veyru runs, round_success read -33.3 pp, a REGRESSION, exit 1
    const r = await diff({ candidate: [candidate], gate: ["round_success:-5pp"] });
    expect(r.code).toBe(0);
    const m = metric(r, "round_success");
    expect(m.verdict).toBe("not_comparable");
    expect(m.differingFields).toEqual([{ field: "scenario", baseline: ["veyru"], candidate: ["spot_the_difference", "veyru"] }]);
    // the text table says why too (it showed the verdict alone; the comment and the JSON named the field)
    const text = await diff({ candidate: [candidate], gate: ["round_success:-5pp"], format: "text" });
    expect(text.stdout).toContain("round_success not comparable: scenario (baseline veyru; candidate spot_the_difference, veyru)");
  });
});

describe("agent-eval diff: a report from a later agent-eval", () => {
  it("still diffs, and warns naming each file and the field it does not read (it was ignored silently)", async () => {
    const scratch = tempDir();
    const candidate = path.join(scratch, "candidate");
    cpSync(CANDIDATE, candidate, { recursive: true });
    const file = path.join(candidate, "seed-1", "veyru_report.json");
    const report = JSON.parse(readFileSync(file, "utf8")) as { agent_eval: Record<string, unknown> };
    report.agent_eval.tool_version = "99.0.0";
    report.agent_eval.report_format = 7;
    writeFileSync(file, JSON.stringify(report));
    const r = await diff({ candidate: [candidate], gate: ["round_success:-5pp"] });
    expect(r.code).toBe(1); // the same regression as without the field
    expect(metric(r, "round_success").verdict).toBe("regression");
    expect(r.stderr).toContain(
      `warning: --candidate: 1 report(s) hold a field this agent-eval ${AGENT_EVAL_VERSION} does not read, ignored: ${file} field 'agent_eval.report_format' (written by agent-eval 99.0.0, a later version)\n`,
    );
  });
});

describe("agent-eval diff: the same files on both sides", () => {
  it("is unchanged, exit 0, and warns that the runs are compared with themselves", async () => {
    const r = await diff({ candidate: [BASELINE], gate: ["round_success:-5pp"] });
    expect(r.code).toBe(0);
    expect(metric(r, "round_success").verdict).toBe("unchanged");
    expect(r.stderr).toBe(
      `warning: --baseline and --candidate are the same report file(s) (${path.join(BASELINE, "seed-1", "veyru_report.json")}, …): those runs are compared with themselves\n`,
    );
    const one = path.join(BASELINE, "seed-2", "veyru_report.json");
    const partly = await diff({ candidate: [path.join(CANDIDATE, "seed-1"), one], gate: ["round_success:-5pp"] });
    expect(partly.stderr).toContain(`warning: --baseline and --candidate share 1 report file(s) (${one}): those runs are compared with themselves\n`);
  });
});

describe("agent-eval diff: input errors (exit 2)", () => {
  it("a glob that matched nothing (passed on by the shell as it is) is named as one", async () => {
    const r = await diff({ baseline: ["runs/nomatch-*/"] });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("error: --baseline runs/nomatch-*/: no such file or directory (a glob that matched nothing is passed on as it is: check the pattern and the current directory)\n");
    const plain = await diff({ baseline: ["runs/nomatch/"] });
    expect(plain.stderr).toBe("error: --baseline runs/nomatch/: no such file or directory\n");
  });

  it("a bad gate rule is named, nothing is read or printed", async () => {
    const r = await diff({ gate: ["round_success:5pp"], baseline: ["/does/not/exist"] });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^error: --gate 'round_success:5pp': the margin needs a sign/);
  });

  it("a gate on a key no report can hold (pass@0) is named before any file is read", async () => {
    const r = await diff({ gate: ["x.pass@0:-5pp"], baseline: ["/does/not/exist"] });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe("error: --gate 'x.pass@0:-5pp': no summary key ends in 'pass@0': pass@k is over k attempts, from k = 1\n");
  });

  it("every bad rule is listed", async () => {
    const r = await diff({ gate: ["a:5", "b:-3%"] });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--gate 'a:5'");
    expect(r.stderr).toContain("--gate 'b:-3%'");
  });

  it("a pp gate on a non-fraction metric names the rule", async () => {
    const r = await diff({ gate: ["message_entropy:-5pp"] });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--gate 'message_entropy:-5pp': 'pp' needs a fraction metric");
  });

  it("a missing path is named", async () => {
    const r = await diff({ candidate: [CANDIDATE, "/nope/run-9"] });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("error: --candidate /nope/run-9: no such file or directory\n");
  });

  it("a folder without reports is named", async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, "run-1"));
    writeFileSync(path.join(dir, "run-1", "veyru.jsonl"), "{}\n");
    const r = await diff({ baseline: [dir] });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--baseline ${dir}: no *_report.json found`);
  });

  it("an invalid report names the file and the field", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "veyru_report.json"), JSON.stringify({ simulation_id: "x", scenario_name: "veyru", measurements: "no" }));
    const r = await diff({ candidate: [dir] });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--candidate ${path.join(dir, "veyru_report.json")}: field 'measurements'`);
    writeFileSync(path.join(dir, "veyru_report.json"), "{not json");
    expect((await diff({ candidate: [dir] })).stderr).toContain("not valid JSON");
    // never an excerpt of the file (it could be any file): the line and column instead
    const trialReportFile = path.join(tempDir(), "trials.report.json");
    writeFileSync(trialReportFile, "root:x:0:0:root:/root:/bin/bash\n");
    const passwd = await diff({ baseline: [trialReportFile], candidate: [trialReportFile] });
    expect(passwd.code).toBe(2);
    expect(passwd.stderr).toContain(`${trialReportFile}: not valid JSON (unexpected character at line 1, column 1)`);
    expect(passwd.stderr).not.toContain("root:x");
    // a *.report.json that is not a trial report is named with its bad field, not called a run report
    const good = path.join(tempDir(), "good.report.json");
    writeFileSync(good, JSON.stringify(trialReport([{ task: "t", trial: "t:a", scores: { "m.s": 1 } }])));
    writeFileSync(trialReportFile, JSON.stringify({ summary: {} }));
    const broken = await diff({ baseline: [good], candidate: [trialReportFile] });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain(`${trialReportFile}: field 'trials': Invalid input: expected array, received undefined`);
  });

  it("the same run twice on one side (a copy under another name) is refused naming both files: it would count twice", async () => {
    const dir = tempDir();
    cpSync(CANDIDATE, dir, { recursive: true });
    const original = path.join(dir, "seed-1", "veyru_report.json");
    const copy = path.join(dir, "seed-1-copy", "veyru_report.json");
    mkdirSync(path.dirname(copy));
    cpSync(original, copy);
    const r = await diff({ candidate: [dir] });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    const { simulation_id: id } = parseReport(readFileSync(original, "utf8"), original);
    expect(r.stderr).toBe(
      `error: --candidate ${copy} holds the same run as ${original} (simulation_id '${id}', scenario 'veyru'): it would count twice (inflating n, narrowing the intervals); give each run once\n`,
    );
    // the same file under two names (a report file and a symbolic link to it)
    const linked = path.join(tempDir(), "veyru_report.json");
    symlinkSync(original, linked);
    const twice = await diff({ baseline: [original, linked] });
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain(`error: --baseline ${linked} holds the same run as ${original}`);
    // the same path given twice is one file, read once; export keeps both rows but says so
    expect((await diff({ candidate: [original, original, path.join(CANDIDATE, "seed-2")] })).code).toBe(0);
    expect((await loadSide([dir], "--candidate", "warn")).warnings).toEqual([
      `${copy} holds the same run as ${original} (simulation_id '${id}', scenario 'veyru'): it is exported twice`,
    ]);
  });

  it("a fraction metric's score outside [0, 1] is refused naming the file and the field (1e308 printed 'Infinity%')", async () => {
    const dir = tempDir();
    cpSync(path.join(CANDIDATE, "seed-1"), dir, { recursive: true });
    const file = path.join(dir, "veyru_report.json");
    const original = JSON.parse(readFileSync(file, "utf8")) as {
      measurements: { metric_name: string; score: number; score_unit: string }[];
      agent_eval: { metrics: Record<string, { measurements: string[]; fraction?: boolean }> };
    };
    const rewrite = (edit: (r: typeof original) => void): void => {
      const copy = structuredClone(original);
      edit(copy);
      writeFileSync(file, JSON.stringify(copy));
    };
    const at = original.measurements.findIndex((m) => m.metric_name === "round_success");
    for (const score of [1e308, 1.0000001, -0.25]) {
      rewrite((r) => ((r.measurements[at] as { score: number }).score = score));
      const r = await diff({ candidate: [dir], format: "text" });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toBe(`error: --candidate ${file}: field 'measurements.${at}.score': round_success is a fraction, so its score must be from 0 to 1, got ${score}\n`);
    }
    // the bounds themselves are fractions
    for (const score of [0, 1]) {
      rewrite((r) => ((r.measurements[at] as { score: number }).score = score));
      expect((await diff({ candidate: [dir] })).code).toBe(0);
    }
    // a plug-in's recorded declaration decides; a measurement no metric record lists is not a fraction
    const extra = { metric_name: "share_kept", score: 2.5, score_unit: "fraction of items kept", summary: "" };
    rewrite((r) => {
      r.measurements.push(extra);
      r.agent_eval.metrics.share_kept = { ...(r.agent_eval.metrics.round_success as object), measurements: ["share_kept"], fraction: true };
    });
    const declared = await diff({ candidate: [dir] });
    expect(declared.code).toBe(2);
    expect(declared.stderr).toContain(`${file}: field 'measurements.${original.measurements.length}.score': share_kept is a fraction`);
    rewrite((r) => {
      r.measurements.push(extra);
      r.agent_eval.metrics.share_kept = { ...(r.agent_eval.metrics.round_success as object), measurements: ["share_kept"], fraction: false };
    });
    expect((await diff({ candidate: [dir] })).code).toBe(0);
    rewrite((r) => r.measurements.push(extra));
    expect((await diff({ candidate: [dir] })).code).toBe(0);
    // a score JSON cannot hold as a finite number (1e400 reads as Infinity) is refused too
    writeFileSync(file, readFileSync(path.join(CANDIDATE, "seed-1", "veyru_report.json"), "utf8").replace(/"score": [0-9.e+-]+/, '"score": 1e400'));
    expect((await diff({ candidate: [dir] })).stderr).toMatch(/field 'measurements\.0\.score': .*Infinity/);
  });

  it("no paths, bad format, fail-on, comment id or head sha", async () => {
    expect((await diff({ baseline: [] })).stderr).toContain("--baseline: at least one path is required");
    expect((await diff({ format: "html" as "json" })).stderr).toContain("--format: expected one of markdown, json, text");
    expect((await diff({ failOn: "always" as "never" })).stderr).toContain("--fail-on: expected one of");
    expect((await diff({ format: "markdown", commentId: "a b" })).stderr).toContain("--comment-id 'a b'");
    expect((await diff({ format: "markdown", headSha: "HEAD" })).code).toBe(2);
  });
});

describe("agent-eval diff: formats", () => {
  it("markdown is the rendered comment; markers only when asked", async () => {
    const plain = await diff({ format: "markdown", gate: ["round_success:-5pp"] });
    expect(plain.code).toBe(1);
    expect(plain.stdout.startsWith("### agent-eval\n\n❌ **Regression** in round_success: -33.3 pp")).toBe(true);
    expect(plain.stdout).not.toContain("<!--");
    const marked = await diff({ format: "markdown", gate: ["round_success:-5pp"], commentId: "nightly" });
    expect(marked.stdout.startsWith("<!-- agent-eval:comment-id=nightly -->\n### agent-eval")).toBe(true);
    const head = await diff({ format: "markdown", commentId: "nightly", headSha: "abcdef1", runAttempt: 3 });
    expect(head.stdout.startsWith("<!-- agent-eval:comment-id=nightly -->\n<!-- agent-eval:head=abcdef1 attempt=3 -->\n")).toBe(true);
  });

  it("text is a plain table", async () => {
    const r = await diff({ format: "text", gate: ["round_success:-5pp"] });
    expect(r.stdout).toContain("overall: REGRESSION (fail-on regression: FAILS)");
    expect(r.stdout).toMatch(/round_success\s+83\.3%\s+50\.0%\s+3\/3\s+-33\.3 pp\s+\[-62\.0, -4\.6\] pp\s+REGRESSION \(gate -5\.0 pp\)/);
    expect(r.stdout).toContain("round_success flips: 13 newly failing, 3 newly passing");
    expect(r.stdout).not.toContain("|");
  });

  it("json is the DiffResult", async () => {
    const r = await diff({ gate: ["round_success:-5pp"] });
    const parsed = JSON.parse(r.stdout) as DiffResult;
    expect(parsed.overall).toBe("regression");
    expect(parsed.metrics.map((m) => m.metric)).toEqual(["gzip_compression_ratio", "mean_chars_per_round", "message_entropy", "round_ended_timeout", "round_success"]);
  });
});

describe("load-reports", () => {
  it("accepts report files, run directories and folders of runs, deduplicated", async () => {
    const seed1 = path.join(BASELINE, "seed-1");
    const files = await findReportFiles([path.join(seed1, "veyru_report.json"), seed1, BASELINE], "--baseline");
    expect(files.map((f) => path.relative(FIXTURES, f))).toEqual([
      path.join("baseline", "seed-1", "veyru_report.json"),
      path.join("baseline", "seed-2", "veyru_report.json"),
      path.join("baseline", "seed-3", "veyru_report.json"),
    ]);
  });

  it("searches recursively, skipping node_modules and .git", async () => {
    const dir = tempDir();
    cpSync(BASELINE, path.join(dir, "nested", "deeper"), { recursive: true });
    for (const skipped of ["node_modules", ".git"]) {
      mkdirSync(path.join(dir, skipped, "pkg"), { recursive: true });
      writeFileSync(path.join(dir, skipped, "pkg", "x_report.json"), "not json");
    }
    const side = await loadSide([dir], "--baseline");
    expect(side.reports).toHaveLength(3);
    // Runs are sorted by id (simulation id), not by path.
    const ids = side.table.runs.map((r) => r.id);
    expect(ids).toEqual([...ids].sort());
    expect(side.table.runs.map((r) => r.pairing?.seed).sort()).toEqual(["1", "2", "3"]);
    expect(side.warnings).toEqual([]);
  });

  it("without event logs the runs are not paired: Welch on per-run scores", async () => {
    const dir = tempDir();
    for (const n of [1, 2, 3]) {
      mkdirSync(path.join(dir, `run-${n}`));
      cpSync(path.join(CANDIDATE, `seed-${n}`, "veyru_report.json"), path.join(dir, `run-${n}`, "veyru_report.json"));
    }
    const side = await loadSide([dir], "--candidate");
    expect(side.table.runs.every((r) => r.pairing?.seed === undefined)).toBe(true);
    const r = await diff({ candidate: [dir] });
    expect(metric(r, "round_success").method).toBe("welch-t");
  });

  it("a malformed event log is a warning, not an error", async () => {
    const dir = tempDir();
    cpSync(path.join(CANDIDATE, "seed-1"), dir, { recursive: true });
    writeFileSync(path.join(dir, "veyru.jsonl"), '{"event_type":"round_started"}\n');
    const side = await loadSide([dir], "--candidate");
    expect(side.warnings).toEqual([`${path.join(dir, "veyru.jsonl")}: the first event is not simulation_started; the run is not paired by seed`]);
    const r = await diff({ candidate: [dir] });
    expect(r.stderr).toContain("the first event is not simulation_started");
  });

  it("reads only the first line of the log", async () => {
    const dir = tempDir();
    const file = path.join(dir, "log.jsonl");
    const first = JSON.stringify({ event_type: "simulation_started", scenario_config: { seed: 7, pad: "x".repeat(200_000) } });
    writeFileSync(file, `${first}\n{broken\n`);
    expect(await readFirstLine(file)).toBe(first);
    expect(seedFromFirstLine(first)).toEqual({ seed: 7 });
    expect(seedFromFirstLine('{"event_type":"simulation_started","scenario_config":{"seed":null}}')).toEqual({ seed: undefined });
    expect(seedFromFirstLine("nope")).toEqual({ problem: "the first line is not JSON" });
    expect(await readFirstLine(path.join(dir, "missing.jsonl"))).toBeUndefined();
  });

  it("fixture reports round-trip through serializeReport", () => {
    const file = path.join(BASELINE, "seed-1", "veyru_report.json");
    const text = readFileSync(file, "utf8");
    expect(serializeReport(parseReport(text, file))).toBe(text);
  });
});

describe("end to end on the example runs", () => {
  it("evaluate examples/{baseline,candidate}, then diff them", async () => {
    const dir = tempDir();
    const io = { stdout: () => undefined, stderr: () => undefined };
    for (const sideName of ["baseline", "candidate"]) {
      cpSync(path.join(import.meta.dirname, "../../examples", sideName), path.join(dir, sideName), { recursive: true });
      const runs = [1, 2, 3].flatMap((n) => ["--run-dir", path.join(dir, sideName, "veyru", `seed-${n}`)]);
      expect(await runCli(["evaluate", ...runs, "--metrics", "round_success,message_entropy", "--concurrency", "1"], io)).toBe(0);
    }
    const r = await diff({ baseline: [path.join(dir, "baseline")], candidate: [path.join(dir, "candidate")], gate: ["round_success:-5pp"], format: "markdown" });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("❌ **Regression** in round_success: -33.3 pp [-62.0, -4.6] pp");
    expect(r.stdout).toContain("paired t over 3 scenario/seed pairs");
    rmSync(dir, { recursive: true, force: true });
  });
});
