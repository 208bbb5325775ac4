import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type DiffCommandOptions, runDiffCommand } from "../../src/cli/diff-command.js";
import { type TrialSpec, oneTrialEach, supportReports, trialReport } from "../diff/trial-helpers.js";
import { tempDir } from "../helpers/run-dirs.js";

const FIXTURES = path.join(import.meta.dirname, "../fixtures/diff");

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

function write(dir: string, name: string, report: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

async function diff(options: Partial<DiffCommandOptions> & Pick<DiffCommandOptions, "baseline" | "candidate">): Promise<Result> {
  let stdout = "";
  let stderr = "";
  const code = await runDiffCommand(
    { format: "json", gate: [], failOn: "regression", ...options },
    { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) },
  );
  return { code, stdout, stderr };
}

describe("agent-eval diff on trial reports", () => {
  const dir = tempDir("agent-eval-trial-diff-");
  const { baseline, candidate } = supportReports(24, 12);
  const b = write(dir, "support-base.report.json", baseline);
  const c = write(dir, "support-cand.report.json", candidate);

  it("json: every key, paired by task, and the newly failing tasks; exit 1 on a gated regression", async () => {
    const r = await diff({ baseline: [b], candidate: [c], gate: ["grader.format:-5pp", "aggregator.overall:-3pp"] });
    expect(r.stderr).toContain("agent-eval diff: failing (--fail-on regression): aggregator.overall");
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { metrics: { metric: string; verdict: string; deltaText: string; pValue: number }[]; newlyFailing: { taskId: string; key: string }[]; tasks: { shared: number } };
    expect(out.metrics.map((m) => m.metric)).toEqual(["aggregator.overall", "exact_match.correct", "grader.correctness", "grader.format", "view.quality"]);
    const format = out.metrics.find((m) => m.metric === "grader.format");
    // 12 of 23 passing tasks break: McNemar exact p = binomtest(0, 12, 0.5).pvalue = 2 * 0.5**12
    expect(format).toMatchObject({ verdict: "regression", deltaText: "-50.0 pp" });
    expect(format?.pValue).toBeCloseTo(2 * 0.5 ** 12, 15);
    expect(out.tasks.shared).toBe(24);
    expect(out.newlyFailing.filter((f) => f.key === "grader.format")).toHaveLength(12);
  });

  it("text: the key table, then the newly failing tasks with reasons", async () => {
    const r = await diff({ baseline: [b], candidate: [c], format: "text", gate: ["grader.format:-5pp"] });
    expect(r.stdout).toContain("tasks: 24 on both sides, 0 only in baseline, 0 only in candidate");
    expect(r.stdout).toContain("support-01  grader.format  pass -> fail  missing the greeting line (ticket 1) and *signature*");
  });

  it("markdown: the trial comment (snapshot tests/__outputs__/trial-diff.md)", async () => {
    const r = await diff({ baseline: [b], candidate: [c], format: "markdown", gate: ["grader.format:-5pp", "aggregator.overall:-3pp"], commentId: "agent-eval" });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("❌ **Regression** in aggregator.overall");
    expect(r.stdout).toContain("**Newly failing tasks**: 12 of 24 on both sides · 1 newly passing");
    // the first ten open, the rest collapsed
    expect(r.stdout).toContain("<summary>2 more newly failing tasks</summary>");
    expect(r.stdout).toContain("missing the greeting line (ticket 1) and \\*signature\\*");
    expect(r.stdout).toContain("tasks scored on the baseline / candidate side, paired by task id");
    await expect(r.stdout).toMatchFileSnapshot("../__outputs__/trial-diff.md");
  });

  it("shards: several files per side are merged; a trial given twice is an input error", async () => {
    const half = (report: Record<string, unknown>, part: 0 | 1): Record<string, unknown> => {
      const trials = report.trials as unknown[];
      const results = report.results as Record<string, unknown[]>;
      const mid = trials.length / 2;
      const slice = <T,>(list: T[]): T[] => (part === 0 ? list.slice(0, mid) : list.slice(mid));
      return { ...report, trials: slice(trials), results: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, slice(v)])) };
    };
    const shards = [write(dir, "b1.report.json", half(baseline, 0)), write(dir, "b2.report.json", half(baseline, 1))];
    const whole = await diff({ baseline: [b], candidate: [c] });
    const sharded = await diff({ baseline: shards, candidate: [c] });
    expect(sharded.stdout).toBe(whole.stdout);
    const twice = await diff({ baseline: [b, shards[0] as string], candidate: [c] });
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/error: --baseline .*b1\.report\.json: trial 'support-01-1' of task 'support-01' is also in .*support-base\.report\.json/);
  });

  it("exit 2: mixed kinds, a gate on an unknown key, an invalid report", async () => {
    const mixed = await diff({ baseline: [path.join(FIXTURES, "baseline")], candidate: [c] });
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain("--baseline holds run reports but --candidate holds trial reports (agent-eval grade): compare like with like");
    const unknown = await diff({ baseline: [b], candidate: [c], gate: ["view.nope:-5pp"] });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("--gate 'view.nope:-5pp': no summary key 'view.nope' on either side");
    const bad = write(dir, "bad.report.json", { trials: [{ task_id: "a", trial_id: 1, scores: { x: [1] } }] });
    const invalid = await diff({ baseline: [bad], candidate: [c] });
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(/error: --baseline .*bad\.report\.json: field 'trials\.0\.scores\.x'/);
  });

  it("a key with a trial score outside [0, 1] is not a fraction, though its task means lie in [0, 1]; a pp gate on it names the trial", async () => {
    // task t01's two trials score 5 and -3: mean 1, so every task mean of grader.format is in [0, 1]
    const specs = (bad: boolean): TrialSpec[] => [
      { task: "t01", scores: { "grader.format": bad ? 5 : 1 } },
      { task: "t01", scores: { "grader.format": bad ? -3 : 1 } },
      ...oneTrialEach("grader.format", [1, 0, 1, 1], "u"),
    ];
    const good = write(dir, "fraction-good.report.json", trialReport(specs(false)));
    const bad = write(dir, "fraction-bad.report.json", trialReport(specs(true)));
    const metricsOf = (stdout: string) => (JSON.parse(stdout) as { metrics: { metric: string; fraction: boolean; unit: string }[] }).metrics;
    const plain = await diff({ baseline: [good], candidate: [bad] });
    expect(plain.code).toBe(0);
    expect(metricsOf(plain.stdout)).toEqual([expect.objectContaining({ metric: "grader.format", fraction: false, unit: "mean score over tasks" })]);
    const both = await diff({ baseline: [good], candidate: [good] });
    expect(metricsOf(both.stdout)).toEqual([expect.objectContaining({ metric: "grader.format", fraction: true, unit: "pass rate over tasks" })]);
    const gated = await diff({ baseline: [good], candidate: [bad], gate: ["grader.format:-5pp"] });
    expect(gated.code).toBe(2);
    expect(gated.stdout).toBe("");
    expect(gated.stderr).toContain(
      "--gate 'grader.format:-5pp': 'pp' needs a key whose values lie in [0, 1], but 'grader.format' has values outside it (trial 't01-1' of task 't01' scores 5)",
    );
  });

  it("a score on a -1 to 1 scale whose task means are all positive is diffed as a plain mean, not refused", async () => {
    const specs = (shift: number): TrialSpec[] => [
      { task: "a", scores: { "grader.sentiment": -0.5 + shift } },
      { task: "a", scores: { "grader.sentiment": 0.9 } },
      ...oneTrialEach("grader.sentiment", [0.2, 0.7, 0.4, 0.1], "u"),
    ];
    const b = write(dir, "signed-b.report.json", trialReport(specs(0)));
    const c = write(dir, "signed-c.report.json", trialReport(specs(0.1)));
    const r = await diff({ baseline: [b], candidate: [c], gate: ["grader.sentiment:-0.2"] });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { metrics: { metric: string; fraction: boolean }[] }).metrics).toEqual([expect.objectContaining({ metric: "grader.sentiment", fraction: false })]);
  });

  it("a key whose task means leave [0, 1] (a 1-5 scale) is not a fraction: its trial scores are fine", async () => {
    const scale = (values: number[]): TrialSpec[] => oneTrialEach("grader.correctness", values);
    const b5 = write(dir, "scale-b.report.json", trialReport(scale([5, 4, 3, 1])));
    const c5 = write(dir, "scale-c.report.json", trialReport(scale([5, 4, 3, 2])));
    const r = await diff({ baseline: [b5], candidate: [c5] });
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { metrics: { metric: string; fraction: boolean }[] }).metrics).toEqual([expect.objectContaining({ metric: "grader.correctness", fraction: false })]);
  });

  it("text: two paired tasks (fewer than 3) are too few tasks to tell, overall and on the row", async () => {
    const two = tempDir("agent-eval-trial-diff-few-");
    const base = write(two, "few-base.report.json", trialReport(oneTrialEach("exact_match.correct", [true, true])));
    const cand = write(two, "few-cand.report.json", trialReport(oneTrialEach("exact_match.correct", [false, false])));
    const r = await diff({ baseline: [base], candidate: [cand], format: "text", gate: ["exact_match.correct:-5pp"] });
    expect(r.stdout).toMatch(/^overall: too few tasks to tell \(fail-on regression: passes\)/);
    expect(r.stdout).toContain("too few tasks to tell (k = 2 tasks) (gate -5.0 pp)");
    expect(r.stdout).not.toContain("too few runs");
    expect(r.code).toBe(0);
  });

  it("a directory of trial reports is searched for *.report.json", async () => {
    const side = tempDir("agent-eval-trial-side-");
    write(side, "only.report.json", trialReport([{ task: "a", scores: { "m.ok": true } }]));
    const r = await diff({ baseline: [side], candidate: [side] });
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { metrics: { verdict: string }[] }).metrics[0]?.verdict).toBe("too_few_runs");
  });
});

describe("agent-eval diff: a configured key quoted by a grader reason", () => {
  it("is redacted before rendering in every format: no part of it survives Markdown escaping or the reason's length cap", async () => {
    // base64url keys carry "_" and "-": escaping "-_" to "-\_" hid the key from a redaction of the output
    const key = ["sk", "ant", "api03", "Pq9R_-s8Tu__7Vw6_Xy5Za4Bc3De2"].join("-");
    const dir = tempDir("agent-eval-trial-diff-secret-");
    const { baseline, candidate } = supportReports(6, 3);
    // the second quote of the key straddles the reason's 240-code-point cap
    const reason = `missing the greeting line (${key}) ${"x".repeat(200)} ${key}`;
    const leaky = JSON.parse(JSON.stringify(candidate).replaceAll("missing the greeting line", reason)) as unknown;
    const b = write(dir, "base.report.json", baseline);
    const c = write(dir, "cand.report.json", leaky);
    const saved = process.env.ANTHROPIC_API_KEY;
    process.env.ANTHROPIC_API_KEY = key;
    try {
      for (const format of ["markdown", "text", "json"] as const) {
        const r = await diff({ baseline: [b], candidate: [c], format });
        expect(r.stdout.length, format).toBeGreaterThan(200);
        // the secret part of the key, in any escaping: "Pq9R" opens it, "Bc3De2" ends it
        expect(`${r.stdout}${r.stderr}`, format).not.toMatch(/Pq9R|s8Tu|Bc3De2/);
      }
      const markdown = await diff({ baseline: [b], candidate: [c], format: "markdown" });
      expect(markdown.stdout).toContain("missing the greeting line (\\[redacted\\])");
    } finally {
      if (saved === undefined) delete process.env.ANTHROPIC_API_KEY;
      else process.env.ANTHROPIC_API_KEY = saved;
    }
  });
});
