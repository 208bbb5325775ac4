/**
 * docs/api.md and docs/writing-a-metric.md name the library's exports, options and results: each
 * name they promise exists in `agent-eval` / `agent-eval/testing` (from the sources; the packed
 * declarations are compiled by tests/package/consumer.test.ts), and the option and result lists
 * match the code.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as lib from "../../src/lib.js";
import * as testing from "../../src/testing.js";
import { ROOT } from "./markdown.js";

const api = readFileSync(path.join(ROOT, "docs", "api.md"), "utf8");
const guide = readFileSync(path.join(ROOT, "docs", "writing-a-metric.md"), "utf8");
const source = (file: string): string => readFileSync(path.join(ROOT, "src", file), "utf8");

/** The `readonly name` fields of `interface Name { … }` in a source file. */
function fieldsOf(file: string, name: string): string[] {
  const text = source(file);
  const start = text.indexOf(`export interface ${name} {`);
  expect(start, `${file}: interface ${name}`).toBeGreaterThan(-1);
  const body = text.slice(start, text.indexOf("\n}", start));
  return [...body.matchAll(/^ {2}readonly (\w+)\??:/gm)].map((m) => m[1] as string);
}

/** The backticked names in the "main exports" cell of the api.md table row of `entry`. */
function tableExports(entry: string): string[] {
  const row = api.split("\n").find((line) => line.startsWith(`| \`${entry}\` |`));
  expect(row, entry).toBeDefined();
  const cell = (row as string).split(" | ")[2] ?? "";
  return [...cell.replace(/types \(.*\)/, "").matchAll(/`(\w+)`/g)].map((m) => m[1] as string);
}

describe("docs/api.md", () => {
  it("every value export its table names exists in agent-eval and agent-eval/testing", () => {
    const fromLib = tableExports("agent-eval");
    const fromTesting = tableExports("agent-eval/testing");
    expect(fromLib.length).toBeGreaterThan(15);
    expect(fromLib.filter((name) => !(name in lib))).toEqual([]);
    expect(fromTesting.filter((name) => !(name in testing))).toEqual([]);
  });

  it("the types its table names are exported by src/lib.ts", () => {
    const row = api.split("\n").find((line) => line.startsWith("| `agent-eval` |")) as string;
    const types = [...(/types \((.*)\)/.exec(row)?.[1] ?? "").matchAll(/`(\w+)`/g)].map((m) => m[1] as string);
    expect(types.length).toBeGreaterThan(5);
    const exported = source("lib.ts");
    expect(types.filter((type) => !new RegExp(`\\b${type}\\b`).test(exported))).toEqual([]);
  });

  it("the readers of files and options throw InputError, as the Errors paragraph says", async () => {
    const missing = path.join(ROOT, "no-such-dir");
    await expect(lib.evaluateRun({ runDir: missing, metrics: lib.resolveMetricList(lib.builtinRegistry(), "round_success") })).rejects.toBeInstanceOf(lib.InputError);
    await expect(lib.gradeDataset({ dataset: path.join(missing, "t.jsonl"), config: path.join(missing, "c.yaml"), concurrency: 1, log: () => undefined })).rejects.toBeInstanceOf(lib.InputError);
    expect(() => lib.resolveMetricList(lib.builtinRegistry(), "round_sucess")).toThrow(lib.InputError);
  });

  it("evaluateRun's documented options are options of EvaluateRunOptions", () => {
    const paragraph = api.slice(api.indexOf("`evaluateRun(options)`"), api.indexOf("<!-- example: evaluate-run.ts -->"));
    const listed = [...(paragraph.slice(paragraph.indexOf("Options:")).match(/`\w+`/g) ?? [])].map((name) => name.slice(1, -1));
    expect(listed).toContain("runDir");
    const fields = fieldsOf("node/evaluate-run.ts", "EvaluateRunOptions");
    expect(listed.filter((name) => !fields.includes(name))).toEqual([]);
  });

  it("buildJudgeStack builds the judge stack the judge option takes (replaying the bundled recordings)", async () => {
    const { builtinRegistry, buildJudgeStack, evaluateRun, resolveMetricList } = lib;
    const { cpSync, mkdtempSync } = await import("node:fs");
    const os = await import("node:os");
    const runDir = path.join(mkdtempSync(path.join(os.tmpdir(), "agent-eval-api-judge-")), "veyru-solo-001");
    cpSync(path.join(ROOT, "examples", "runs", "veyru", "veyru-solo-001"), runDir, { recursive: true });
    const judge = () =>
      buildJudgeStack(
        { provider: "scripted", model: "scripted-local-judge", settings: {}, mode: "replay", fixturesDir: path.join(ROOT, "recorded-judges"), concurrency: 8 },
        {},
        () => undefined,
      );
    const outcome = await evaluateRun({ runDir, metrics: resolveMetricList(builtinRegistry(), "shorthand_codes"), judge, log: () => undefined });
    expect(outcome.failed).toEqual([]);
    // the README's worked example: the same run, the same recorded answer
    expect(outcome.measurements.map((m) => [m.metric_name, m.score])).toEqual([["shorthand_codes", 6]]);
    expect(outcome.invocation.judgeMode).toBe("replay");
  });
});

describe("docs/writing-a-metric.md: runMetric", () => {
  it("documents every input field of RunMetricInput", () => {
    const table = guide.slice(guide.indexOf("**Running a metric.**"), guide.indexOf("It returns `{"));
    const documented = new Set([...table.matchAll(/^\| (.*?) \|/gm)].flatMap((m) => [...(m[1] as string).matchAll(/`(\w+)`/g)].map((n) => n[1] as string)));
    const fields = fieldsOf("testing/run-metric.ts", "RunMetricInput");
    expect(fields.length).toBeGreaterThan(10);
    expect(fields.filter((field) => !documented.has(field))).toEqual([]);
    expect([...documented].filter((name) => !fields.includes(name))).toEqual([]);
  });

  it("lists exactly what it returns", async () => {
    const line = /It returns `\{ (.*?) \}`/.exec(guide)?.[1] ?? "";
    const documented = line.split(", ").map((name) => name.replace(/\?$/, ""));
    const metric: lib.Metric = { name: "m", version: "1", kind: "deterministic", description: "d", unit: "u", notApplicableWhen: "n", compute: () => Promise.reject(new Error("boom")) };
    const result = await testing.runMetric(metric, { events: testing.runBuilder({ scenario: "veyru", channels: ["link"] }), allowFailure: true });
    // `error` is there because the metric failed
    expect(Object.keys(result).sort()).toEqual([...documented].sort());
  });
});
