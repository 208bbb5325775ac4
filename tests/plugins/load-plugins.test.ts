import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { builtinRegistry, resolveMetricList } from "../../src/metrics/registry.js";
import { runMetrics } from "../../src/metrics/run-metrics.js";
import { loadPluginMetrics, metricProblem, pluginRegistry, pluginSpecs, registryWithPlugins } from "../../src/plugins/load-plugins.js";
import { parseEvents, runBuilder } from "../../src/testing.js";

const root = mkdtempSync(path.join(os.tmpdir(), "agent-eval-plugins-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A metric module's source: a plain object implementing the contract. */
function metricSource(name: string, body = "return [];", extra = ""): string {
  return `export const metric = {
  name: ${JSON.stringify(name)}, version: "1", kind: "deterministic", description: "d", unit: "u", notApplicableWhen: "n",
  async compute(context) { ${body} },
};
${extra}`;
}

/** Writes a package (package.json + files) under the temp root; returns its directory. */
function writePackage(dir: string, manifest: Record<string, unknown>, files: Record<string, string> = {}): string {
  const full = path.join(root, dir);
  mkdirSync(full, { recursive: true });
  writeFileSync(path.join(full, "package.json"), JSON.stringify({ type: "module", version: "2.3.4", ...manifest }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(full, name)), { recursive: true });
    writeFileSync(path.join(full, name), text);
  }
  return full;
}

async function load(specs: string[], cwd = root) {
  const logs: string[] = [];
  const result = await loadPluginMetrics(specs, { cwd, log: (line) => logs.push(line) });
  return { ...result, logs };
}

const ONE_WORD = "return [{ metric_name: 'good', score: 1, score_unit: 'u', summary: 's' }];";

const good = writePackage(
  "good",
  { name: "good-metrics", "agent-eval": { metrics: { good: "./good.js", named: "./many.js#second", by_default: "./default.js" } } },
  {
    "good.js": metricSource("good", ONE_WORD),
    "many.js": `${metricSource("first")}\nexport const second = { ...metric, name: "named" };`,
    "default.js": `export default ${metricSource("by_default").replace("export const metric = ", "")}`,
  },
);

describe("loadPluginMetrics", () => {
  it("loads `metric`, `default` and `#named` exports; nothing skipped, nothing logged", async () => {
    const { metrics, skipped, logs, plugins } = await load([good]);

    expect(metrics.map((m) => m.name)).toEqual(["good", "named", "by_default"]);
    expect(skipped).toEqual([]);
    expect(logs).toEqual([]);
    expect(plugins).toMatchObject([{ packageName: "good-metrics", packageVersion: "2.3.4", metrics: ["good", "named", "by_default"] }]);
  });

  it("skips a metric whose name differs from its declared name; the package's other metrics load", async () => {
    const dir = writePackage(
      "mismatch",
      { name: "mismatch", "agent-eval": { metrics: { word_count: "./wc.js", fine: "./fine.js" } } },
      { "wc.js": metricSource("words"), "fine.js": metricSource("fine") },
    );

    const { metrics, skipped, logs } = await load([dir]);

    expect(metrics.map((m) => m.name)).toEqual(["fine"]);
    expect(skipped).toEqual([
      {
        name: "word_count",
        plugin: dir,
        scope: "metric",
        reason: "the metric is named 'words' but declared as 'word_count'; the declared name must equal the metric's name (reports are keyed by it)",
      },
    ]);
    expect(logs).toEqual([`warning: plug-in mismatch: metric 'word_count' skipped: ${skipped[0]?.reason}`]);
  });

  it("refuses to take over a built-in name (runnable or unavailable) and keeps the built-in", async () => {
    const dir = writePackage(
      "takeover",
      { name: "takeover", "agent-eval": { metrics: { round_success: "./rs.js", perplexity: "./p.js", mine: "./mine.js" } } },
      { "rs.js": metricSource("round_success"), "p.js": metricSource("perplexity"), "mine.js": metricSource("mine") },
    );
    const builtin = builtinRegistry();

    const loaded = await load([dir]);
    const registry = registryWithPlugins(builtin, loaded);

    expect(loaded.metrics.map((m) => m.name)).toEqual(["mine"]);
    expect(loaded.logs).toEqual([
      "warning: metric 'round_success' is already provided by agent-eval; ignoring the one declared by takeover",
      "warning: metric 'perplexity' is already provided by agent-eval; ignoring the one declared by takeover",
    ]);
    expect(registry.metrics.get("round_success")).toBe(builtin.metrics.get("round_success"));
    expect(registry.unavailable.get("perplexity")).toEqual(builtin.unavailable.get("perplexity"));
    expect(registry.metrics.get("mine")?.name).toBe("mine");
  });

  it("skips an entry that fails to import (throws, missing file, syntax error), with the reason", async () => {
    const dir = writePackage(
      "broken",
      {
        name: "broken",
        "agent-eval": { metrics: { throws: "./throws.js", missing: "./dist/missing.js", syntax: "./syntax.js", ok: "./ok.js" } },
      },
      { "throws.js": 'throw new Error("boom at import");', "syntax.js": "export const metric = {", "ok.js": metricSource("ok") },
    );

    const { metrics, skipped } = await load([dir]);

    expect(metrics.map((m) => m.name)).toEqual(["ok"]);
    expect(skipped.map((s) => [s.name, s.reason.split(":")[0]])).toEqual([
      ["throws", "cannot import ./throws.js"],
      ["missing", "cannot import ./dist/missing.js"],
      ["syntax", "cannot import ./syntax.js"],
    ]);
    expect(skipped[0]?.reason).toBe("cannot import ./throws.js: boom at import");
  });

  it("skips exports that are not Metrics, naming what is missing", async () => {
    const dir = writePackage(
      "not-metrics",
      {
        name: "not-metrics",
        "agent-eval": { metrics: { no_compute: "./a.js", string_export: "./b.js", nothing: "./c.js", absent: "./a.js#nope", cmd: { command: "python3 x.py" } } },
      },
      {
        "a.js": 'export const metric = { name: "no_compute", version: "1", kind: "fancy", description: "d", unit: "u" };',
        "b.js": 'export default "round_success";',
        "c.js": "export const helper = 1;",
      },
    );

    const { metrics, skipped } = await load([dir]);

    expect(metrics).toEqual([]);
    expect(skipped.map((s) => [s.name, s.reason])).toEqual([
      ["no_compute", './a.js: not a Metric: missing or invalid notApplicableWhen, kind ("deterministic", "judge" or "probe"), compute()'],
      ["string_export", "./b.js: exports string, not a Metric object"],
      ["nothing", "./c.js exports neither 'metric' nor 'default' (exports: helper); name one with './c.js#<export>'"],
      ["absent", "./a.js has no export 'nope'"],
      ["cmd", '"command" must be a non-empty list of strings, e.g. ["python3", "metric.py"]'],
    ]);
  });

  it("keeps the first of two packages declaring the same name, with a warning", async () => {
    const first = writePackage("dup-1", { name: "dup-one", "agent-eval": { metrics: { shared: "./m.js" } } }, { "m.js": metricSource("shared", "return [];", "export const from = 1;") });
    const second = writePackage("dup-2", { name: "dup-two", "agent-eval": { metrics: { shared: "./m.js", other: "./o.js" } } }, { "m.js": metricSource("shared"), "o.js": metricSource("other") });

    const { metrics, skipped, logs } = await load([first, second]);

    expect(metrics.map((m) => m.name)).toEqual(["shared", "other"]);
    expect(skipped).toEqual([{ name: "shared", plugin: second, scope: "metric", reason: "'shared' is also declared by dup-one, which was loaded first" }]);
    expect(logs).toEqual(["warning: metric 'shared' is declared by both dup-one and dup-two; keeping the one from dup-one"]);
  });

  it("skips whole packages that cannot be found or declare nothing, and still loads the rest", async () => {
    const empty = writePackage("empty", { name: "empty" });

    const { metrics, skipped } = await load(["no-such-package-xyz", "./nowhere", empty, good]);

    expect(metrics.map((m) => m.name)).toEqual(["good", "named", "by_default"]);
    expect(skipped.map((s) => [s.scope, s.name, s.reason.replace(root, "<root>")])).toEqual([
      ["plugin", "no-such-package-xyz", "package not found in node_modules from <root> (is it installed?)"],
      ["plugin", "./nowhere", "no package.json in <root>/nowhere"],
      ["plugin", empty, expect.stringContaining('declares no metrics (expected "agent-eval": { "metrics"') as unknown],
    ]);
  });

  it("finds a package by name in node_modules of the working directory or a parent", async () => {
    writePackage("project/node_modules/@acme/metrics", { name: "@acme/metrics", "agent-eval": { metrics: { acme: "./index.js" } } }, { "index.js": metricSource("acme") });
    const nested = path.join(root, "project", "runs", "deep");
    mkdirSync(nested, { recursive: true });

    const { metrics, skipped } = await load(["@acme/metrics"], nested);

    expect(skipped).toEqual([]);
    expect(metrics.map((m) => m.name)).toEqual(["acme"]);
  });

  it("loads a package given twice (flag and package.json) once", async () => {
    const { metrics, logs } = await load([good, path.join(good, "package.json")]);

    expect(metrics.map((m) => m.name)).toEqual(["good", "named", "by_default"]);
    expect(logs).toEqual([]);
  });

  it("refuses module paths that leave the package and names that --metrics cannot carry", async () => {
    const dir = writePackage("escape", { name: "escape", "agent-eval": { metrics: { out: "../good/good.js", "a,b": "./x.js" } } });

    const { skipped } = await load([dir]);

    expect(skipped.map((s) => s.reason)).toEqual([
      "module path ../good/good.js points outside the package",
      "invalid metric name (letters, digits, '_', '.', '-'; starting with a letter or digit)",
    ]);
  });
});

describe("registryWithPlugins", () => {
  it("adds loaded metrics, and lists a broken declared metric as unavailable with its reason", async () => {
    const dir = writePackage("half", { name: "half", "agent-eval": { metrics: { works: "./w.js", broken: "./b.js" } } }, { "w.js": metricSource("works"), "b.js": "throw new Error('nope');" });
    const registry = registryWithPlugins(builtinRegistry(), await load([dir]));

    expect(resolveMetricList(registry, "works,round_success").map((m) => m.name)).toEqual(["works", "round_success"]);
    expect(() => resolveMetricList(registry, "broken")).toThrow(
      `--metrics: 'broken' is not available: declared by plug-in ${dir} but not loaded: cannot import ./b.js: nope`,
    );
  });

  it("is the built-in registry when there are no plug-ins", async () => {
    const builtin = builtinRegistry();
    const { registry } = await pluginRegistry([], { cwd: root, log: () => undefined, builtin });
    expect(registry).toBe(builtin);
  });

  it("pluginRegistry loads once per spec list (workers rebuild from plain data; only the first call logs)", async () => {
    const logs: string[] = [];
    const dir = writePackage("cached", { name: "cached", "agent-eval": { metrics: { round_success: "./x.js", c: "./c.js" } } }, { "c.js": metricSource("c") });

    const a = await pluginRegistry([dir], { cwd: root, log: (line) => logs.push(line) });
    const b = await pluginRegistry([dir], { cwd: root, log: (line) => logs.push(line) });

    expect(b.registry).toBe(a.registry);
    expect(logs).toHaveLength(1);
    expect(a.registry.metrics.has("c")).toBe(true);
  });
});

describe("plug-in metrics in the runner", () => {
  it("are validated like any metric; a failing plug-in fails alone and the others still run", async () => {
    const dir = writePackage(
      "runtime",
      { name: "runtime", "agent-eval": { metrics: { bad_output: "./bad.js", throws_late: "./late.js", good: "./good.js" } } },
      {
        "bad.js": metricSource("bad_output", "return [{ metric_name: 'bad_output', score: 'high' }];"),
        "late.js": metricSource("throws_late", "throw new Error('compute failed');"),
        "good.js": metricSource("good", ONE_WORD),
      },
    );
    const registry = registryWithPlugins(builtinRegistry(), await load([dir]));
    const events = parseEvents(runBuilder({ scenario: "veyru" }).round(1, (r) => r.message("a", "hi").result(true)));

    const outcomes = await runMetrics(resolveMetricList(registry, "bad_output,throws_late,good,round_success"), {
      events,
      agentConfigs: [],
      scenario: { name: "veyru", mode: "solo", primaryChannels: [{ channel_id: "link", team_id: null }], channelDisplayNames: {}, agentDisplayNames: {}, worldName: "Veyru" },
      runDir: "run",
      options: {},
      sidecars: { readText: () => Promise.resolve(undefined), writeText: () => Promise.resolve() },
      loadRun: () => Promise.resolve(undefined),
      ngramTables: { location: "none" },
      log: () => undefined,
    });

    expect(outcomes.map((o) => [o.name, o.record.status, o.record.error])).toEqual([
      ["bad_output", "failed", "metric bad_output returned an invalid measurement #1: field 'score': Invalid input: expected number, received string"],
      ["throws_late", "failed", "compute failed"],
      ["good", "ok", undefined],
      ["round_success", "ok", undefined],
    ]);
  });
});

describe("pluginSpecs", () => {
  it("reads agent-eval.plugins from the nearest package.json (paths relative to it), then the flags, without repeats", async () => {
    const project = writePackage("specs-project", { name: "p", "agent-eval": { plugins: ["@acme/metrics", "./local-metrics", "@acme/metrics"] } });
    const sub = path.join(project, "sub");
    mkdirSync(sub, { recursive: true });

    const specs = await pluginSpecs({ cwd: sub, flags: ["extra-metrics", "./here", "@acme/metrics"] });

    expect(specs).toEqual(["@acme/metrics", path.join(project, "local-metrics"), "extra-metrics", path.join(sub, "here")]);
  });

  it("rejects a malformed plugins list as an input error; no package.json means flags only", async () => {
    const bad = writePackage("specs-bad", { name: "b", "agent-eval": { plugins: "@acme/metrics" } });
    await expect(pluginSpecs({ cwd: bad })).rejects.toThrow(InputError);
    await expect(pluginSpecs({ cwd: bad })).rejects.toThrow('"agent-eval"."plugins" must be a list of package names or paths');
    expect(await pluginSpecs({ cwd: writePackage("specs-none", { name: "n" }), flags: ["x"] })).toEqual(["x"]);
  });
});

describe("metricProblem", () => {
  it("accepts every built-in metric", () => {
    for (const metric of builtinRegistry().metrics.values()) expect(metricProblem(metric)).toBeUndefined();
  });

  it("refuses event declarations that are not lists of strings (the reader would keep the wrong events)", () => {
    const metric = builtinRegistry().metrics.get("message_entropy");
    expect(metricProblem({ ...metric, eventTypes: "message_sent" })).toBe("not a Metric: missing or invalid eventTypes (a list of strings)");
    expect(metricProblem({ ...metric, toolNames: ["send_message", 3] })).toBe("not a Metric: missing or invalid toolNames (a list of strings)");
    expect(metricProblem({ ...metric, eventTypes: ["message_sent"], toolNames: [] })).toBeUndefined();
  });
});
