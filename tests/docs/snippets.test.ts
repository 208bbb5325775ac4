/**
 * The snippets of the user docs that a reader copies and runs, run here as written: each is a
 * fenced block marked `<!-- docs-test: NAME -->` (tests/docs/markdown.ts), taken from the markdown
 * at test time, so editing the docs re-runs it. Console blocks are run command by command and
 * their shown output compared (up to a `…` line); configs, modules and datasets are written to a
 * scratch directory and graded with the CLI, in process.
 */
import { copyFileSync, cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parse } from "yaml";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { parseEvents, runBuilder, writeRunDirectory } from "../../src/testing.js";
import { DEMO_JUDGE_METRICS, DETERMINISTIC_METRICS, EXAMPLE_JUDGE_FLAGS } from "../../scripts/metric-selection.mjs";
import { tempDir } from "../helpers/run-dirs.js";
import { ROOT, namedBlock } from "./markdown.js";

const originalCwd = process.cwd();
afterEach(() => process.chdir(originalCwd));

/** Runs the CLI in process; stdout and stderr interleaved as a terminal shows them. */
async function agentEval(argv: readonly string[]): Promise<{ code: number; output: string }> {
  let output = "";
  const code = await runCli(argv, { stdout: (text) => (output += text), stderr: (text) => (output += text) });
  return { code, output };
}

/** Shell words of a command line (plain words and '…'/"…" quoting: all the docs use). */
function words(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? (m[3] as string));
}

/** `$ npx agent-eval …` commands of a console block (with `\` continuations) and the output shown after each. */
function consoleSession(text: string): { argv: string[]; shown: string[] }[] {
  const session: { argv: string[]; shown: string[] }[] = [];
  const lines = text.trimEnd().split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.startsWith("$ ")) {
      let command = line.slice(2);
      while (command.endsWith("\\")) command = `${command.slice(0, -1)} ${lines[++i] as string}`;
      const argv = words(command);
      expect(argv.slice(0, 2)).toEqual(["npx", "agent-eval"]);
      session.push({ argv: argv.slice(2), shown: [] });
    } else session.at(-1)?.shown.push(line);
  }
  return session;
}

/** The output as shown: every line up to a `…` line, or all of it. */
function expectShown(output: string, shown: readonly string[]): void {
  const cut = shown.indexOf("…");
  const expected = (cut === -1 ? shown : shown.slice(0, cut)).map((line) => line.trimEnd());
  const actual = output
    .trimEnd()
    .split("\n")
    .map((line) => line.trimEnd());
  expect(cut === -1 ? actual : actual.slice(0, expected.length)).toEqual(expected);
}

describe("README: the worked example", () => {
  let work = "";
  beforeAll(async () => {
    // what `npm run demo` leaves behind (demo-output/ is a copy of examples/), with the demo's metrics
    work = tempDir("agent-eval-docs-readme-");
    for (const dir of ["runs/veyru/veyru-solo-001", "baseline", "candidate"]) cpSync(path.join(ROOT, "examples", dir), path.join(work, "demo-output", dir), { recursive: true });
    symlinkSync(path.join(ROOT, "recorded-judges"), path.join(work, "recorded-judges"));
    process.chdir(work);
    for (const side of ["baseline", "candidate"]) {
      const runs = ["seed-1", "seed-2", "seed-3"].flatMap((seed) => ["--run-dir", `demo-output/${side}/veyru/${seed}`]);
      const { code, output } = await agentEval(["evaluate", ...runs, "--metrics", [...DETERMINISTIC_METRICS, ...DEMO_JUDGE_METRICS].join(","), ...EXAMPLE_JUDGE_FLAGS]);
      expect(code, output).toBe(0);
    }
    process.chdir(originalCwd);
  });

  it("evaluate prints what the README shows", async () => {
    process.chdir(work);
    const [step, ...more] = consoleSession(namedBlock("README.md", "worked-example").text);
    expect(more).toEqual([]);
    const { code, output } = await agentEval(step?.argv ?? []);
    expect(code).toBe(0);
    expectShown(output, step?.shown ?? []);
  });

  it("the report's agent_eval block has the fields the README shows, in that order", async () => {
    process.chdir(work);
    const [step] = consoleSession(namedBlock("README.md", "worked-example").text); // the report it writes (again: a merge)
    expect((await agentEval(step?.argv ?? [])).code).toBe(0);
    // the block as JSON: elided values ("…") dropped
    const text = namedBlock("README.md", "agent-eval-block").text.replace(/"…"/g, '""').replace(/,\s*…/g, "");
    const shown = (JSON.parse(`{${text}}`) as { agent_eval: unknown }).agent_eval;
    const report = JSON.parse(readFileSync(path.join(work, "demo-output/runs/veyru/veyru-solo-001/veyru_report.json"), "utf8")) as { agent_eval: unknown };
    const wrong: string[] = [];
    // every key shown is there, in the order shown (an object ending in "…" may hold more)
    const walk = (doc: unknown, real: unknown, at: string): void => {
      if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return;
      const keys = Object.keys(real !== null && typeof real === "object" ? real : {});
      const positions = Object.keys(doc).map((key) => keys.indexOf(key));
      if (positions.includes(-1) || positions.some((p, i) => i > 0 && p < (positions[i - 1] as number))) wrong.push(`${at}: shown ${Object.keys(doc).join(", ")}; written ${keys.join(", ")}`);
      for (const [key, value] of Object.entries(doc)) walk(value, (real as Record<string, unknown>)[key], `${at}.${key}`);
    };
    walk(shown, report.agent_eval, "agent_eval");
    expect(wrong).toEqual([]);
    expect(Object.keys(report.agent_eval as object)).toEqual(Object.keys(shown as object));
  });

  it("diff prints what the README shows, and fails on the gate", async () => {
    process.chdir(work);
    const [step] = consoleSession(namedBlock("README.md", "worked-diff").text);
    const { code, output } = await agentEval(step?.argv ?? []);
    expect(code).toBe(1);
    expectShown(output, step?.shown ?? []);
  });
});

describe("README: a --scenario-config file", () => {
  it("describes a scenario agent-eval does not know, with no inferred channels", async () => {
    const work = tempDir("agent-eval-docs-scenario-");
    writeFileSync(path.join(work, "radio.json"), namedBlock("README.md", "scenario-config").text);
    const runDir = path.join(work, "run");
    await writeRunDirectory(
      runDir,
      runBuilder({ scenario: "radio_game", channels: ["radio", "chatter"] })
        .round(1, (r) => r.message("op", "over").message("op", "ignored by the metric", { channel: "chatter" }).result(true))
        .round(2, (r) => r.message("op", "roger").result(false)),
    );
    const { code, output } = await agentEval(["evaluate", "--run-dir", runDir, "--scenario-config", path.join(work, "radio.json"), "--metrics", "mean_chars_per_round"]);
    expect(code, output).toBe(0);
    expect(output).not.toMatch(/infer/i);
    // "over" and "roger" on radio; the chatter message is not on a primary channel
    expect(output).toMatch(/mean_chars_per_round\s+4\.5000/);
  });
});

/** A scratch copy of the docs' trial files: traces and states of the example, the docs' modules and dataset line. */
function trialsWorkspace(): string {
  const work = tempDir("agent-eval-docs-trials-");
  const example = path.join(ROOT, "examples", "trials", "nemo");
  cpSync(path.join(example, "traces"), path.join(work, "traces"), { recursive: true });
  cpSync(path.join(example, "states"), path.join(work, "states"), { recursive: true });
  writeFileSync(path.join(work, "keyword.mjs"), namedBlock("docs/trials.md", "keyword.mjs").text);
  writeFileSync(path.join(work, "checks.mjs"), namedBlock("docs/trials.md", "checks.mjs").text);
  const line = JSON.stringify(JSON.parse(namedBlock("docs/trials.md", "dataset-line.json").text));
  const slugify = readFileSync(path.join(example, "trials.jsonl"), "utf8")
    .split("\n")
    .find((l) => l.includes('"id":"fix-slugify:a"')) as string;
  writeFileSync(path.join(work, "trials.jsonl"), `${line}\n${slugify}\n`);
  return work;
}

interface TrialReport {
  trials: { trial_id: string; scores: Record<string, unknown>; errors: Record<string, string> }[];
}

async function grade(work: string, config: string, dataset = "trials.jsonl", extra: readonly string[] = []): Promise<{ code: number; output: string; report: TrialReport | undefined }> {
  const name = `${path.basename(config, path.extname(config))}.report.json`;
  const out = path.join(work, name);
  const { code, output } = await agentEval(["grade", "--dataset", path.join(work, dataset), "--config", path.join(work, config), "--out", out, ...extra]);
  let report: TrialReport | undefined;
  try {
    report = JSON.parse(readFileSync(out, "utf8")) as TrialReport;
  } catch {
    report = undefined;
  }
  return { code, output, report };
}

const scoresOf = (report: TrialReport | undefined, trial: string) => report?.trials.find((t) => t.trial_id === trial)?.scores;

describe("docs/trials.md", () => {
  let work = "";
  beforeAll(() => {
    work = trialsWorkspace();
  });

  it("the built-in keyword_match and the docs' keyword.mjs give the same scores on the example dataset", async () => {
    writeFileSync(path.join(work, "builtin.yaml"), namedBlock("docs/trials.md", "keyword-builtin.yaml").text);
    writeFileSync(path.join(work, "module.yaml"), namedBlock("docs/trials.md", "keyword-module.yaml").text);
    const builtin = await grade(work, "builtin.yaml");
    const module = await grade(work, "module.yaml");
    expect([builtin.code, module.code], builtin.output + module.output).toEqual([0, 0]);
    expect(scoresOf(builtin.report, "capital-france:a")).toEqual({ "keyword_match.score": 1 });
    expect(module.report?.trials.map((t) => t.scores)).toEqual(builtin.report?.trials.map((t) => t.scores));
  });

  it("usedExpectedTool (checks.mjs) sees the search call of the trace", async () => {
    writeFileSync(path.join(work, "checks.yaml"), namedBlock("docs/trials.md", "checks.yaml").text);
    const { code, output, report } = await grade(work, "checks.yaml");
    expect(code, output).toBe(0);
    expect(scoresOf(report, "capital-france:a")).toEqual({ "used_expected_tool.tool_use": 1 });
  });

  it("the config example grades: views weighted, the fix-slugify task with its own metrics and view", async () => {
    writeFileSync(path.join(work, "config.yaml"), namedBlock("docs/trials.md", "config.yaml").text);
    const { code, output, report } = await grade(work, "config.yaml");
    expect(code, output).toBe(0);
    expect(scoresOf(report, "capital-france:a")).toEqual({ "keyword_match.score": 1, "used_expected_tool.tool_use": 1, "view.quality": 1 });
    // the snapshot holds no test.mjs: node exits 1, the verifier scores 0 and so does the task's view
    expect(scoresOf(report, "fix-slugify:a")).toEqual({ "verifier.exit_code": 1, "verifier.score": 0, "verifier.timed_out": false, "view.quality": 0 });
  });

  it("the llm_judge entry is a valid metric that reaches the judge", async () => {
    const entry = namedBlock("docs/trials.md", "llm-judge.yaml").text;
    writeFileSync(path.join(work, "judge.yaml"), `metrics:\n${entry.replace(/^/gm, "  ")}`);
    // the scripted local judge answers no LLMJudgeAnswer: the config is accepted and the judge call fails
    const { code, report } = await grade(work, "judge.yaml", "trials.jsonl", ["--provider", "scripted", "--model", "scripted-local-judge", "--judge-mode", "live"]);
    expect(code).toBe(1);
    expect(report?.trials[0]?.errors.llm_judge).toMatch(/no script for output LLMJudgeAnswer/);
  });

  it("the test of a metric of your own passes as written", async () => {
    mkdirSync(path.join(work, "tests", "data", "traces"), { recursive: true });
    copyFileSync(path.join(work, "traces", "capital-france-a.atif.json"), path.join(work, "tests", "data", "traces", "t1.atif.json"));
    // the block imports vitest's `it` and `expect` and agent-eval: collect its test, run it here
    const source = namedBlock("docs/trials.md", "test-used-expected-tool.ts")
      .text.replace('from "agent-eval"', `from ${JSON.stringify(pathToFileURL(path.join(ROOT, "src", "lib.ts")).href)}`)
      .replace('import { expect, it } from "vitest";', `import { expect } from "vitest";\nexport const tests = [];\nconst it = (name, fn) => tests.push([name, fn]);`);
    writeFileSync(path.join(work, "snippet.test-module.ts"), source);
    process.chdir(work); // the block's datasetDir is relative: "tests/data"
    const { tests } = (await import(pathToFileURL(path.join(work, "snippet.test-module.ts")).href)) as { tests: [string, () => Promise<void>][] };
    expect(tests.map(([name]) => name)).toEqual(["sees the search call"]);
    for (const [, test] of tests) await test();
  });
});

describe("docs/trial-report.md", () => {
  it("the config example grades, the task override included", async () => {
    const work = trialsWorkspace();
    writeFileSync(path.join(work, "metrics.mjs"), namedBlock("docs/trials.md", "checks.mjs").text);
    writeFileSync(path.join(work, "config.yaml"), namedBlock("docs/trial-report.md", "config.yaml").text);
    const france = JSON.parse(readFileSync(path.join(work, "trials.jsonl"), "utf8").split("\n")[0] as string) as Record<string, Record<string, unknown>>;
    const japan = { ...france, task: { ...france.task, id: "capital-japan" }, trial: { ...france.trial, id: "capital-japan:a", task_id: "capital-japan" }, reference: { expected: "Tokyo" }, candidate: { output_text: "Tokyo.", metadata: {} } };
    writeFileSync(path.join(work, "two.jsonl"), `${JSON.stringify(france)}\n${JSON.stringify(japan)}\n`);
    const { code, output, report } = await grade(work, "config.yaml", "two.jsonl");
    expect(code, output).toBe(0);
    expect(scoresOf(report, "capital-france:a")).toEqual({ "keyword_match.score": 1, "used_expected_tool.tool_use": 1, "grader.correctness": 1, "view.quality": 1 });
    expect(scoresOf(report, "capital-japan:a")).toEqual({ "keyword_match.score": 1, "grader.correctness": 1 });

    // the report has the shape the page shows: its parts in that order, and the summary's fields in the order given
    const written = JSON.parse(readFileSync(path.join(work, "config.report.json"), "utf8")) as Record<string, unknown> & { summary: Record<string, Record<string, unknown>>; trials: Record<string, unknown>[] };
    const shown = JSON.parse(namedBlock("docs/trial-report.md", "report-shape.json").text) as Record<string, unknown> & { trials: Record<string, unknown>[] };
    expect(Object.keys(written)).toEqual(Object.keys(shown));
    expect(Object.keys(written.trials[0] ?? {})).toEqual(Object.keys(shown.trials[0] ?? {}));
    const page = readFileSync(path.join(ROOT, "docs", "trial-report.md"), "utf8");
    const order = (/in this field order:\s*`([^`]+)`/.exec(page)?.[1] ?? "").replace(/\s*\{[^}]*\}/g, "").split(/,\s*/);
    expect(order.length).toBeGreaterThan(5);
    expect(Object.keys(written.summary["keyword_match.score"] ?? {})).toEqual(order);
  });
});

describe("docs/openjudge.md", () => {
  const exampleDir = path.join(ROOT, "examples", "trials", "openjudge");

  it("the customer-support and dimensions configs are the example files", () => {
    expect(parse(namedBlock("docs/openjudge.md", "customer-support.yaml").text)).toEqual(parse(readFileSync(path.join(exampleDir, "customer-support.yaml"), "utf8")));
    expect(parse(namedBlock("docs/openjudge.md", "dimensions.yaml").text)).toEqual(parse(readFileSync(path.join(exampleDir, "pii-gate.yaml"), "utf8")));
  });

  it("the example configs replay from their recordings with the command shown", async () => {
    process.chdir(ROOT);
    for (const line of namedBlock("docs/openjudge.md", "replay-examples.sh").text.trim().split("\n")) {
      const argv = words(line.replace(/\s#.*$/, ""));
      expect(argv.slice(0, 2)).toEqual(["npx", "agent-eval"]);
      // the report goes to a scratch file instead of the one the command names (a second --out is refused)
      const out = path.join(tempDir("agent-eval-docs-openjudge-"), "report.json");
      const args = argv.slice(2);
      const at = args.indexOf("--out");
      const { code, output } = await agentEval(at === -1 ? [...args, "--out", out] : args.map((arg, i) => (i === at + 1 ? out : arg)));
      expect(code, output).toBe(0);
      expect(output).toMatch(/judge calls: \d+ \(\d+ replayed, 0 recorded\)/);
    }
  });

  it("the grader entries load, and the deterministic ones score as described", async () => {
    const work = tempDir("agent-eval-docs-graders-");
    copyFileSync(path.join(exampleDir, "no-pii.mjs"), path.join(work, "no-pii.mjs"));
    copyFileSync(path.join(ROOT, "tests", "fixtures", "openjudge", "support-trials.jsonl"), path.join(work, "trials.jsonl"));
    const entries = ["llm-grader.yaml", "function-grader.yaml", "string-match.yaml", "code-execution.yaml", "strategy.yaml"].map((name) => namedBlock("docs/openjudge.md", name).text);
    writeFileSync(path.join(work, "graders.yaml"), `graders:\n${entries.map((entry) => entry.replace(/^(?=.)/gm, "  ")).join("")}`);
    const { code, output, report } = await grade(work, "graders.yaml", "trials.jsonl", ["--provider", "scripted", "--model", "scripted-local-judge", "--judge-mode", "live"]);
    // exit 1, not 2: the config is valid; the LLM graders fail on the scripted judge, code_execution has no test cases here
    expect(code, output).toBe(1);
    const first = report?.trials[0]?.scores;
    expect(first).toMatchObject({ "grader.no_pii": 1, "grader.order_number": 1 });
    expect(first?.["grader.must_mention"]).toBe(0.5); // "tracking" found, "refund" missing
  });
});

describe("docs/writing-a-metric.md", () => {
  it("the runBuilder example builds the lines its comments say", async () => {
    const work = tempDir("agent-eval-docs-builder-");
    const expression = namedBlock("docs/writing-a-metric.md", "run-builder.ts").text.trim().replace(/;(\s*\/\/[^\n]*)?$/, "$1");
    const testing = JSON.stringify(pathToFileURL(path.join(ROOT, "src", "testing.ts")).href);
    writeFileSync(path.join(work, "builder.ts"), `import { events, runBuilder } from ${testing};\nexport default (${expression}\n);\n`);
    const built = ((await import(pathToFileURL(path.join(work, "builder.ts")).href)) as { default: Parameters<typeof parseEvents>[0] }).default;
    const types = parseEvents(built).map((event) => event.event_type);
    expect(types).toEqual(["simulation_started", "agent_registered", "round_advanced", "message_sent", "message_sent", "llm_response_received", "veyru_reading", "round_ended", "round_result_recorded"]);
  });

  it("the context document of an external command has every field the docs show", async () => {
    const work = tempDir("agent-eval-docs-context-");
    const plugin = path.join(work, "plugin");
    mkdirSync(plugin);
    writeFileSync(path.join(plugin, "package.json"), JSON.stringify({ name: "dump", version: "1.0.0", "agent-eval": { metrics: { word_count: { command: [process.execPath, "dump.mjs"] } } } }));
    writeFileSync(path.join(plugin, "dump.mjs"), 'import { readFileSync, writeFileSync } from "node:fs";\nwriteFileSync(new URL("./context.json", import.meta.url), readFileSync(0));\nprocess.stdout.write("[]");\n');
    const runDir = path.join(work, "runs", "veyru", "1");
    await writeRunDirectory(runDir, runBuilder({ scenario: "veyru", channels: ["link"] }).agent("field_observer", { role: "Field Observer" }).round(1, (r) => r.message("field_observer", "Lf 12").result(true)));
    const { code, output } = await agentEval(["evaluate", "--run-dir", runDir, "--plugin", plugin, "--metrics", "word_count"]);
    expect(code, output).toBe(0);
    const actual = JSON.parse(readFileSync(path.join(plugin, "context.json"), "utf8")) as unknown;
    const shown = JSON.parse(namedBlock("docs/writing-a-metric.md", "context-document.json").text) as unknown;
    // every key the docs show is there, at every level (maps keyed by ids are data, not fields)
    const missing: string[] = [];
    const walk = (doc: unknown, real: unknown, at: string): void => {
      if (Array.isArray(doc)) return walk(doc[0], Array.isArray(real) ? real.find((item) => (item as { event_type?: string }).event_type === (doc[0] as { event_type?: string }).event_type) ?? real[0] : undefined, `${at}[0]`);
      if (doc === null || typeof doc !== "object") return;
      for (const [key, value] of Object.entries(doc)) {
        if (real === null || typeof real !== "object" || !(key in real)) missing.push(`${at}.${key}`);
        else if (!key.endsWith("_display_names")) walk(value, (real as Record<string, unknown>)[key], `${at}.${key}`);
      }
    };
    walk(shown, actual, "context");
    expect(missing).toEqual([]);
    expect((actual as { format: string }).format).toBe((shown as { format: string }).format);
  });
});
