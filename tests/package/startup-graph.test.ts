/**
 * What the bundled CLI loads before it does anything. Start-up is a large part of evaluating a few
 * runs, so the command line defines its commands from light modules and each command's action
 * imports its implementation (esbuild then gives each its own chunk). This test builds the module
 * graph from src/ with esbuild's metafile (as scripts/build.mjs bundles it; dist/ need not be
 * fresh) and follows static imports only, plus the two `import()`s on the way to `evaluate`
 * (src/cli/index.ts → main.ts → evaluation-commands.ts). A static import that pulled a heavy module
 * back onto that path fails here, naming the chain of imports that brought it in.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const esbuild = createRequire(import.meta.url)("esbuild") as typeof import("esbuild");

const INDEX = "src/cli/index.ts";
const MAIN = "src/cli/main.ts";
const EVALUATE = "src/cli/evaluation-commands.ts";

let inputs: Metafile["inputs"];

beforeAll(async () => {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [INDEX],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    metafile: true,
    outdir: "out",
    logLevel: "silent",
    // templates are bundled as text by scripts/build.mjs; their content does not matter here, but
    // which module loads them does: each becomes `raw-text:templates/…` in the graph
    plugins: [
      {
        name: "raw-text",
        setup: (build) => {
          build.onResolve({ filter: /\?raw$/ }, (args) => ({
            path: path.relative(root, path.resolve(args.resolveDir, args.path.slice(0, -"?raw".length))).split(path.sep).join("/"),
            namespace: "raw-text",
          }));
          build.onLoad({ filter: /.*/, namespace: "raw-text" }, () => ({ contents: "", loader: "text" }));
        },
      },
    ],
  });
  inputs = result.metafile.inputs;
});

function importsOf(file: string, kind: "static" | "dynamic"): string[] {
  const input = inputs[file];
  if (input === undefined) throw new Error(`${file} is not in the bundle`);
  return [...new Set(input.imports.filter((i) => !i.external && (kind === "dynamic") === (i.kind === "dynamic-import")).map((i) => i.path))];
}

/** Every module loaded by importing `entries`, each mapped to the module that first imported it (statically). */
function staticGraph(entries: readonly string[]): Map<string, string | undefined> {
  const importer = new Map<string, string | undefined>(entries.map((e) => [e, undefined]));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of importsOf(file, "static")) {
      if (!importer.has(next)) {
        importer.set(next, file);
        queue.push(next);
      }
    }
  }
  return importer;
}

/** The modules in `graph` matching `pattern`, each with the chain of imports that loads it. */
function offenders(graph: Map<string, string | undefined>, pattern: RegExp): string[] {
  return [...graph.keys()]
    .filter((file) => pattern.test(file))
    .map((file) => {
      const chain = [file];
      for (let up = graph.get(file); up !== undefined; up = graph.get(up)) chain.unshift(up);
      return chain.join(" → ");
    });
}

const HEAVY_FOR_EVALUATE: Record<string, RegExp> = {
  yaml: /^node_modules\/yaml\//,
  graders: /^src\/graders\/(?!rubrics\/iterative-defaults\.ts$)/,
  trials: /^src\/trials\//,
  "the diff": /^src\/diff\/(diff|trial-diff|statistics|verdicts|permutation|exact-tests|design)\.ts$/,
  "the PR comment": /^src\/report\/render-(comment|text)\.ts$/,
  "the other commands": /^src\/cli\/(diff|grade|rubrics)-command\.ts$/,
};

/**
 * What only a judge or probe metric needs: a deterministic-only `evaluate`, and every evaluation
 * thread, load none of it (the registry's judge and probe entries import their implementation
 * when they compute, and the judge stack is built through import()).
 */
const NOT_FOR_DETERMINISTIC: Record<string, RegExp> = {
  nunjucks: /^node_modules\/nunjucks\//,
  "the template renderer": /^src\/core\/template\.ts$/,
  "the judge and probe templates": /^raw-text:templates\//,
  "the judge metrics": /^src\/metrics\/judge\//,
  "the probe metrics": /^src\/metrics\/(protocol-probe|protocol-explanation)\.ts$|^src\/metrics\/probes\//,
  "the judge stack": /^src\/node\/judge-setup\.ts$|^src\/judge\/(replay-judge|fixture-store|validating-judge|accounting|judge-errors|text-diff|scripted-judge|example-judge)\.ts$/,
  "the providers": /^src\/providers\/(?!fixture-dir\.ts$|retry-defaults\.ts$)/,
  "the diff package": /^node_modules\/diff\//,
  // not judge code, but just as unneeded: reports are loaded by export and diff, a GPT-2 model
  // only for perplexity
  "the report loader and trial reports": /^src\/node\/load-reports\.ts$|^src\/diff\//,
  "the GPT-2 model reader": /^src\/node\/gpt2-files\.ts$/,
};

describe("start-up module graph of the CLI", () => {
  it("reaches main.ts and the evaluation commands through import(), so they are chunks of their own", () => {
    expect(importsOf(INDEX, "dynamic")).toContain(MAIN);
    expect(importsOf(INDEX, "static")).not.toContain(MAIN);
    expect(importsOf(MAIN, "dynamic")).toContain(EVALUATE);
  });

  it("main.ts (all `--version` and `--help` load) holds commander and light modules only", () => {
    const graph = staticGraph([INDEX, MAIN]);
    expect(graph.has("node_modules/commander/index.js")).toBe(true);
    const heavy: Record<string, RegExp> = {
      ...HEAVY_FOR_EVALUATE,
      zod: /^node_modules\/zod\//,
      nunjucks: /^node_modules\/nunjucks\//,
      metrics: /^src\/metrics\//,
      "the evaluation": /^src\/(node\/(run-jobs|evaluate-run|read-run|judge-setup)|cli\/evaluate-command)\.ts$/,
    };
    for (const [what, pattern] of Object.entries(heavy)) expect(offenders(graph, pattern), what).toEqual([]);
  });

  it("every command's implementation is imported by its action, never statically by the program", () => {
    const statics = [...staticGraph([MAIN]).keys()].filter((file) => /^src\/cli\/.*-command\.ts$/.test(file));
    expect(statics).toEqual([]);
    expect(importsOf(MAIN, "dynamic").sort()).toEqual(["src/cli/diff-command.ts", EVALUATE]);
    expect(importsOf("src/cli/register-grade.ts", "dynamic")).toEqual(["src/cli/grade-command.ts"]);
    expect(importsOf("src/cli/register-rubrics.ts", "dynamic")).toEqual(["src/cli/rubrics-command.ts"]);
    const grouped = importsOf(EVALUATE, "static");
    for (const command of ["evaluate", "metrics"]) expect(grouped, command).toContain(`src/cli/${command}-command.ts`);
    // the commands that need the judge stack, judge metrics, probe templates, the text diff or the report loader
    expect(importsOf(EVALUATE, "dynamic")).toEqual(["src/cli/commands-on-use.ts"]);
    const onUse = importsOf("src/cli/commands-on-use.ts", "static");
    for (const command of ["export", "export-thread", "fixtures", "ontology", "verify"]) {
      expect(onUse, command).toContain(`src/cli/${command}-command.ts`);
      expect(grouped, command).not.toContain(`src/cli/${command}-command.ts`);
    }
  });

  it("`evaluate` loads the evaluation, and not yaml, the graders, the trials or the diff", () => {
    const graph = staticGraph([INDEX, MAIN, EVALUATE]);
    expect(graph.has("src/node/run-jobs.ts")).toBe(true);
    for (const [what, pattern] of Object.entries(HEAVY_FOR_EVALUATE)) expect(offenders(graph, pattern), what).toEqual([]);
  });

  it("a deterministic-only `evaluate` loads no judge or probe code, templates, nunjucks, diff package, report loader or GPT-2 reader", () => {
    const graph = staticGraph([INDEX, MAIN, EVALUATE]);
    expect(graph.has("src/metrics/registry.ts")).toBe(true);
    for (const [what, pattern] of Object.entries(NOT_FOR_DETERMINISTIC)) expect(offenders(graph, pattern), what).toEqual([]);
  });

  it("an evaluation thread loads no judge or probe code, templates, nunjucks, diff package, report loader or GPT-2 reader", () => {
    const graph = staticGraph([INDEX, "src/node/thread-entry.ts", "src/node/run-jobs.ts"]);
    expect(graph.has("src/metrics/registry.ts")).toBe(true);
    for (const [what, pattern] of Object.entries(NOT_FOR_DETERMINISTIC)) expect(offenders(graph, pattern), what).toEqual([]);
  });

  /**
   * zod costs every process and evaluation thread ~20 ms to load and initialise, so the common
   * evaluation (fresh run directories, deterministic metrics, no report to merge, no plug-in) loads
   * none: event lines are checked by generated code (src/core/generated/event-checks.ts) and metric
   * outputs by checkMeasurement; zod is imported where a rarer input needs it.
   */
  it("`evaluate` and an evaluation thread load no zod and hold no code compiled at run time", () => {
    for (const entries of [
      [INDEX, MAIN, EVALUATE],
      [INDEX, "src/node/thread-entry.ts", "src/node/run-jobs.ts"],
    ]) {
      const graph = staticGraph(entries);
      expect(graph.has("src/core/event-lines.ts"), entries.join(" + ")).toBe(true);
      // each chain that enters zod, named once (not every module of zod behind it)
      const intoZod = offenders(graph, /^node_modules\/zod\//).filter((chain) => chain.split(" → ").filter((file) => file.startsWith("node_modules/zod/")).length === 1);
      expect(intoZod, `zod, from ${entries.join(" + ")}`).toEqual([]);
      const compiling = [...graph.keys()].filter((file) => !file.includes(":") && /\bnew Function\(|\beval\(/.test(readFileSync(path.join(root, file), "utf8")));
      expect(compiling, `new Function or eval, from ${entries.join(" + ")}`).toEqual([]);
    }
  });

  it("zod is still there for the rarer inputs, reached through import()", () => {
    const dynamicTargets = new Set(Object.keys(inputs).flatMap((file) => importsOf(file, "dynamic")));
    for (const file of [
      "src/core/event-log.ts", // a rejected event line, explained
      "src/report/report.ts", // an existing report to merge into
      "src/core/scenario-config.ts", // --scenario-config
      "src/core/measurement-schema.ts", // an invalid metric output, explained; a plug-in's output
      "src/metrics/shared/replace-manifests.ts", // replace-agent manifests
      "src/metrics/shared/probe-response-schema.ts", // probe responses
      "src/metrics/ngram/table-schemas.ts", // n-gram tables
    ]) {
      expect(dynamicTargets.has(file), file).toBe(true);
    }
    // --knobs and the open-coding sidecars import zod itself
    for (const file of ["src/node/knobs-input.ts", "src/node/ontology-files.ts"]) expect(importsOf(file, "dynamic").some((i) => i.startsWith("node_modules/zod/")), file).toBe(true);
  });

  it("the judge and probe code is still there: the registry and the evaluation reach it through import()", () => {
    const reachable = new Set(Object.keys(inputs));
    for (const file of ["node_modules/nunjucks/index.js", "raw-text:templates/judge/evaluator_system.njk", "src/metrics/judge/index.ts", "src/node/judge-setup.ts", "src/metrics/protocol-probe.ts"]) {
      expect(reachable.has(file), file).toBe(true);
    }
  });

  it("an evaluation thread (index.ts's worker branch, src/node/thread-entry.ts) loads no command line", () => {
    expect(importsOf("src/node/thread-entry.ts", "dynamic")).toContain("src/node/run-jobs.ts");
    const graph = staticGraph([INDEX, "src/node/thread-entry.ts", "src/node/run-jobs.ts"]);
    expect(offenders(graph, /^node_modules\/commander\/|^src\/cli\/(?!index\.ts$)/)).toEqual([]);
  });
});
