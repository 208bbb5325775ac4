/**
 * The grading config's trial keys: metrics (built-in or module, object or factory), views, task
 * overrides, and NeMo's task validation (duplicate metric types, views naming an unknown metric or
 * output), every error naming file:line and the path of the bad field.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { loadGradingConfig, planTasks } from "../../src/node/trial-config.js";
import { MetricConfigError, MetricOutputSpec, type TrialMetricFactory } from "../../src/trials/contract.js";

const fixtureModule = path.join(import.meta.dirname, "..", "fixtures", "trials", "keyword-metric.mjs");

/** A test-only built-in: `constant` with option `value` (a number). */
const constant: TrialMetricFactory = (options) => {
  if (options.value !== undefined && typeof options.value !== "number") throw new MetricConfigError("value", "expected a number");
  const type = typeof options.as === "string" ? options.as : "constant";
  return {
    type,
    outputSpec: () => [MetricOutputSpec.continuousScore("score"), MetricOutputSpec.boolean("passed")],
    computeScores: () => Promise.resolve({ outputs: [{ name: "score", value: options.value ?? 1 }, { name: "passed", value: true }] }),
  };
};
const factories = { constant };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-trial-config-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function plan(yaml: string, taskIds: string[] = ["t1", "t2"]) {
  const file = path.join(dir, "grading.yaml");
  await writeFile(file, yaml);
  const config = await loadGradingConfig(file);
  return planTasks(config, taskIds, {}, factories);
}

async function failure(yaml: string, taskIds?: string[]): Promise<string> {
  try {
    await plan(yaml, taskIds);
  } catch (error) {
    return (error as Error).message.replaceAll(dir, "<dir>");
  }
  throw new Error("expected an error");
}

describe("trial config", () => {
  it("builds the default metrics for every task and lets a task replace them", async () => {
    const plans = await plan(
      [
        "metrics:",
        "  - {type: constant, value: 0.5}",
        `  - {module: ${JSON.stringify(fixtureModule)}, export: usedExpectedTool, options: {tool: search}}`,
        "views:",
        "  q: {reducer: mean, signals: [{metric: constant, output: score}, {metric: used_expected_tool, output: tool_use}]}",
        "tasks:",
        "  t2:",
        "    metrics: [{type: constant, as: other}]",
        "    views: {}",
      ].join("\n"),
    );
    expect(plans.get("t1")?.metrics.map((m) => [m.type, m.source, m.specs.map((s) => `${s.name}:${s.kind}`)])).toEqual([
      ["constant", "built-in", ["score:continuous_score", "passed:boolean"]],
      ["used_expected_tool", `module ${fixtureModule}#usedExpectedTool`, ["tool_use:continuous_score"]],
    ]);
    expect(plans.get("t1")?.views.map((v) => v.name)).toEqual(["q"]);
    expect(plans.get("t2")?.metrics.map((m) => m.type)).toEqual(["other"]);
    expect(plans.get("t2")?.views).toEqual([]);
  });

  it("takes NeMo's upper-case reducer names too", async () => {
    const plans = await plan("metrics: [{type: constant}]\nviews:\n  q: {reducer: WEIGHTED_MEAN, signals: [{metric: constant, output: score}]}\n");
    expect(plans.get("t1")?.views[0]?.reducer).toBe("weighted_mean");
  });

  it("reads JSON too", async () => {
    const plans = await plan(JSON.stringify({ metrics: [{ type: "constant" }] }));
    expect(plans.get("t2")?.metrics.map((m) => m.type)).toEqual(["constant"]);
  });

  it("rejects duplicate metric types in a task (NeMo's message)", async () => {
    expect(await failure("metrics:\n  - {type: constant}\n  - {type: constant, value: 2}\n")).toBe("<dir>/grading.yaml:1: field 'metrics': duplicate task metric types: ['constant']");
    expect(await failure("metrics: [{type: constant}]\ntasks:\n  t2:\n    metrics: [{type: constant}, {type: constant}]\n")).toBe(
      "<dir>/grading.yaml:4: field 'tasks.t2.metrics': duplicate task metric types: ['constant']",
    );
  });

  it("rejects views naming an unknown metric or output (NeMo's messages), with the signal's path", async () => {
    const head = "metrics: [{type: constant}]\nviews:\n  q:\n    reducer: all\n    signals:\n";
    expect(await failure(`${head}      - {metric: constant, output: score}\n      - {metric: nope, output: score}\n`)).toBe(
      "<dir>/grading.yaml:7: field 'views.q.signals.1.metric': view 'q' references unknown metric 'nope'",
    );
    expect(await failure(`${head}      - {metric: constant, output: nope}\n`)).toBe("<dir>/grading.yaml:6: field 'views.q.signals.0.output': view 'q' references unknown output 'nope' for metric 'constant'");
    // a task that replaces metrics but keeps the default views is checked too
    expect(await failure(`${head}      - {metric: constant, output: score}\ntasks:\n  t1: {metrics: [{type: constant, as: other}]}\n`)).toMatch(
      /field 'views\.q\.signals\.0\.metric': view 'q' references unknown metric 'constant' \(task 't1' replaces metrics: but keeps the default views:\)$/,
    );
  });

  it("lets views name grader and aggregator scores", async () => {
    const yaml = [
      "metrics: [{type: constant}]",
      "graders:",
      `  check: {grader: FunctionGrader, module: ${JSON.stringify(fixtureModule)}, export: usedExpectedTool}`,
      "views:",
      "  q: {reducer: mean, signals: [{metric: constant, output: score}, {metric: grader, output: check}]}",
    ].join("\n");
    expect((await plan(yaml)).get("t1")?.views[0]?.signals[1]).toEqual({ metric: "grader", output: "check" });
    expect(await failure(yaml.replace("output: check}", "output: nope}"))).toMatch(/view 'q' references unknown output 'nope' for metric 'grader'/);
  });

  it("validates shapes with the path of the bad field", async () => {
    expect(await failure("metrics:\n  - {type: constant}\nviews:\n  q: {reducer: median, signals: [{metric: constant, output: score}]}\n")).toMatch(/^<dir>\/grading\.yaml:4: field 'views\.q\.reducer': /);
    expect(await failure("views:\n  q: {reducer: mean, signals: []}\n")).toBe("<dir>/grading.yaml:2: field 'views.q.signals': a view needs at least one signal");
    expect(await failure("metrics:\n  - {type: constant, value: high}\n")).toBe("<dir>/grading.yaml:2: field 'metrics.0.value': expected a number");
    expect(await failure("metrics:\n  - {type: nope}\n")).toBe("<dir>/grading.yaml:2: field 'metrics.0.type': unknown metric type 'nope'; built-in: constant (or {module: ./file.mjs})");
    expect(await failure("metric:\n  - {type: constant}\n")).toMatch(/^<dir>\/grading\.yaml:1: field 'metric': unknown key/);
    expect(await failure("metrics: [{type: constant}]\ntasks:\n  t9: {metrics: []}\n")).toBe("<dir>/grading.yaml:3: field 'tasks.t9': no trial in the dataset has task_id 't9'");
    expect(await failure("metrics: [{type: constant, as: view}]\n")).toMatch(/'view' is reserved/);
    expect(await failure("metrics: []\n")).toBe("<dir>/grading.yaml:1: field 'metrics': task 't1' has no metrics (and the config has no graders)");
  });

  it("refuses a YAML alias bomb (billion laughs) as an input error naming the file, before expanding it", async () => {
    const levels = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"];
    for (let i = 1; i < 9; i++) levels.push(`${"abcdefghi"[i]}: &${"abcdefghi"[i]} [${Array(9).fill(`*${"abcdefghi"[i - 1]}`).join(", ")}]`);
    const file = path.join(dir, "bomb.yaml");
    await writeFile(file, `${levels.join("\n")}\n`);
    const error = await loadGradingConfig(file).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe(`${file}: not valid YAML: Excessive alias count indicates a resource exhaustion attack (at most 100 alias expansions)`);
  });

  it("loads module metrics: a missing export, options on an object export", async () => {
    expect(await failure(`metrics: [{module: ${JSON.stringify(fixtureModule)}, export: nope}]\n`)).toMatch(/^<dir>\/grading\.yaml:1: field 'metrics\.0\.module': module .* has no export 'nope' \(exports: .*keywordMatch/);
    expect(await failure(`metrics: [{module: ${JSON.stringify(fixtureModule)}, export: keywordMatch, options: {a: 1}}]\n`)).toMatch(/field 'metrics\.0\.options': options need a factory export/);
    expect(await failure("metrics: [{module: ./missing.mjs}]\n")).toMatch(/field 'metrics\.0\.module': cannot load module \.\/missing\.mjs/);
  });

  it("a key given twice in one mapping (a grader, a view, a metric option) is refused naming its field and both lines", async () => {
    // PyYAML keeps the last value silently (yaml.safe_load("g: 1\ng: 2") == {'g': 2}): the first grader would be lost
    const grader = "{grader: StringMatchGrader, params: {algorithm: exact_match}, mapper: {response: candidate.output_text, reference_response: reference.expected}}";
    expect(await failure(`metrics: [{type: constant}]\ngraders:\n  g: ${grader}\n  h: ${grader}\n  g: ${grader}\n`)).toBe(
      "<dir>/grading.yaml:5: field 'graders.g': the key 'g' is given twice in one mapping (first on line 3): PyYAML would keep only the last; remove or rename one",
    );
    expect(await failure("metrics: [{type: constant}]\nviews:\n  q: {reducer: mean, signals: [{metric: constant, output: score}]}\n  q: {reducer: all, signals: [{metric: constant, output: score}]}\n")).toBe(
      "<dir>/grading.yaml:4: field 'views.q': the key 'q' is given twice in one mapping (first on line 3): PyYAML would keep only the last; remove or rename one",
    );
    expect(await failure("metrics:\n  - {type: constant, value: 1, value: 2}\n")).toBe(
      "<dir>/grading.yaml:2: field 'metrics.0.value': the key 'value' is given twice in one mapping (first on line 2): PyYAML would keep only the last; remove or rename one",
    );
  });

  it("an aggregator or dimension weight that is not a finite number is refused saying why", async () => {
    const grader = "{grader: StringMatchGrader, params: {algorithm: exact_match}, mapper: {response: candidate.output_text, reference_response: reference.expected}}";
    const aggregator = (weight: string) => `graders:\n  g: ${grader}\naggregators:\n  - {name: o, type: WeightedSumAggregator, weights: {g: ${weight}}}\n`;
    const finite = "a weight must be a finite number (with .nan OpenJudge would score every aggregate 0.0, with .inf NaN)";
    expect(await failure(aggregator(".nan"))).toBe(`<dir>/grading.yaml:4: field 'aggregators.0.weights.g': ${finite}`);
    expect(await failure(aggregator("-.inf"))).toBe(`<dir>/grading.yaml:4: field 'aggregators.0.weights.g': ${finite}`);
    // PyYAML (YAML 1.1): yaml.safe_load("w: 1e3") == {'w': '1e3'}, yaml.safe_load("w: 1.0e+3") == {'w': 1000.0}
    expect(await failure(aggregator("1e3"))).toBe(
      "<dir>/grading.yaml:4: field 'aggregators.0.weights.g': '1e3' is a string to PyYAML (a YAML 1.1 float needs a dot and a signed exponent: 1.0e+3)",
    );
    expect(await failure(aggregator("abc"))).toBe("<dir>/grading.yaml:4: field 'aggregators.0.weights.g': Invalid input: expected number, received string");
    const dimension = "dimensions:\n  - {id: a, grader: StringMatchGrader, params: {algorithm: exact_match}, mode: score, weight: .inf, mapper: {response: candidate.output_text, reference_response: reference.expected}}\naggregation: GatedWeightedSumAggregator\n";
    expect(await failure(dimension)).toBe(`<dir>/grading.yaml:2: field 'dimensions.0.weight': ${finite}`);
  });

  it("a module, include or template_file that is a device or a named pipe is refused at once, naming the field once", async () => {
    // before: import() of /dev/zero or of a FIFO never returned, and include errors said "<file>: field '…':" twice
    execFileSync("mkfifo", [path.join(dir, "pipe.mjs")]);
    expect(await failure("metrics: [{module: /dev/zero}]\n")).toBe("<dir>/grading.yaml:1: field 'metrics.0.module': cannot load module /dev/zero (/dev/zero: a character device, not a regular file)");
    expect(await failure("metrics: [{module: ./pipe.mjs}]\n")).toBe("<dir>/grading.yaml:1: field 'metrics.0.module': cannot load module ./pipe.mjs (<dir>/pipe.mjs: a named pipe (FIFO), not a regular file)");
    expect(await failure("graders:\n  g: {grader: FunctionGrader, module: /dev/zero, mapper: {response: candidate.output_text}}\n")).toBe(
      "<dir>/grading.yaml:2: field 'graders.g.module': cannot load module /dev/zero (/dev/zero: a character device, not a regular file)",
    );
    expect(await failure("graders:\n  g: {include: ./nope.yaml}\n")).toBe("<dir>/grading.yaml:2: field 'graders.g.include': <dir>/nope.yaml: cannot read it: no such file or directory (ENOENT)");
    expect(await failure("graders:\n  g: {include: /dev/zero}\n")).toBe("<dir>/grading.yaml:2: field 'graders.g.include': /dev/zero: cannot read it: a character device, not a regular file");
    expect(await failure("graders:\n  g: {grader: LLMGrader, params: {template_file: /dev/zero}, mapper: {response: candidate.output_text}}\n")).toBe(
      "<dir>/grading.yaml:2: field 'graders.g.params.template_file': /dev/zero: cannot read it: a character device, not a regular file",
    );
  }, 10_000);
});

describe("an unknown key in a view is named as the field", () => {
  it("views.v.extra, with the other unknown keys of that level", async () => {
    const { parseTrialConfig } = await import("../../src/trials/config.js");
    expect(() => parseTrialConfig({ views: { v: { reducer: "mean", signals: [{ metric: "m", output: "o" }], extra: 1, more: 2 } } })).toThrow(
      expect.objectContaining({ field: "views.v.extra", problem: "unknown key; also unknown here: 'more'" }),
    );
  });
});

describe("a metric entry with both type: and module:", () => {
  it("is refused naming the entry (the type was silently ignored)", async () => {
    const { parseTrialConfig } = await import("../../src/trials/config.js");
    expect(() => parseTrialConfig({ metrics: [{ type: "exact_match", module: "./m.mjs" }] })).toThrow(
      expect.objectContaining({ field: "metrics.0", problem: "give either type: (a built-in metric) or module: (a file), not both" }),
    );
  });
});
