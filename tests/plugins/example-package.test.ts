/**
 * Runs the example plug-in package's own vitest tests (examples/metric-package/tests) inside this
 * suite, and loads the package the way `--plugin` does (built with esbuild into a temporary copy).
 *
 * The example imports `agent-eval/testing` like any package that depends on agent-eval. Its tests run
 * from a temporary copy of the package whose node_modules links `agent-eval` to this repository (what
 * `npm install` would do), so the specifier resolves exactly as it does from this file, and the mock
 * below serves this repository's sources instead of the built dist/.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it, vi } from "vitest";
import { builtinRegistry, resolveMetricList } from "../../src/metrics/registry.js";
import { loadPluginMetrics, registryWithPlugins } from "../../src/plugins/load-plugins.js";
import { runBuilder, runMetric } from "../../src/testing.js";

vi.mock("agent-eval/testing", () => import("../../src/testing.js"));
vi.mock("agent-eval", () => import("../../src/lib.js"));

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const PACKAGE_DIR = path.join(REPO, "examples/metric-package");
const EXAMPLE_TESTS = ["question-rate.test.ts", "message-clarity.test.ts", "word-count.test.ts"];
const HAS_PYTHON = (await import("node:child_process")).spawnSync("python3", ["--version"]).status === 0;

const installed = mkdtempSync(path.join(os.tmpdir(), "agent-eval-example-tests-"));
afterAll(() => rmSync(installed, { recursive: true, force: true }));
cpSync(PACKAGE_DIR, installed, { recursive: true, filter: (source) => !/[/\\](node_modules|dist)$/.test(source) });
mkdirSync(path.join(installed, "node_modules"));
symlinkSync(REPO, path.join(installed, "node_modules", "agent-eval"), "dir");
symlinkSync(path.join(REPO, "node_modules", "vitest"), path.join(installed, "node_modules", "vitest"), "dir");

// the example's test files register their describe/it blocks into this file
for (const file of EXAMPLE_TESTS) await import(/* @vite-ignore */ path.join(installed, "tests", file));

// what `agent-eval/testing` is inside the copied package (checked below: the sources, not dist/)
writeFileSync(path.join(installed, "tests", "probe.ts"), 'export { runMetric } from "agent-eval/testing";\n');
const probe = (await import(/* @vite-ignore */ path.join(installed, "tests", "probe.ts"))) as { runMetric: unknown };

describe("the example metric package", () => {
  const temporary: string[] = [];
  afterAll(async () => {
    for (const dir of temporary) await rm(dir, { recursive: true, force: true });
  });

  it("runs the example's tests against this repository's agent-eval/testing sources", () => {
    expect(probe.runMetric).toBe(runMetric);
  });

  it("has every test file of examples/metric-package/tests run here", async () => {
    const files = (await readdir(path.join(PACKAGE_DIR, "tests"))).filter((f) => f.endsWith(".test.ts")).sort();
    expect(files).toEqual([...EXAMPLE_TESTS].sort());
  });

  it("loads as a plug-in once built: all three declared metrics, runnable by name", async () => {
    const copy = await mkdtemp(path.join(os.tmpdir(), "agent-eval-example-plugin-"));
    temporary.push(copy);
    await cp(path.join(PACKAGE_DIR, "package.json"), path.join(copy, "package.json"));
    await cp(path.join(PACKAGE_DIR, "python"), path.join(copy, "python"), { recursive: true });
    // what `npm run build` produces (tsc), done with esbuild here for speed: same module paths
    await build({
      entryPoints: [path.join(PACKAGE_DIR, "src/question-rate.ts"), path.join(PACKAGE_DIR, "src/message-clarity.ts")],
      outdir: path.join(copy, "dist"),
      format: "esm",
      platform: "node",
      logLevel: "silent",
    });
    const logs: string[] = [];

    const loaded = await loadPluginMetrics([copy], { cwd: os.tmpdir(), log: (line) => logs.push(line) });

    expect(loaded.skipped).toEqual([]);
    expect(logs).toEqual([]);
    expect(loaded.metrics.map((m) => [m.name, m.kind, m.version])).toEqual([
      ["question_rate", "deterministic", "1"],
      ["message_clarity", "judge", "1"],
      ["word_count", "deterministic", "1.0.0"],
    ]);
    expect(loaded.plugins).toMatchObject([{ packageName: "agent-eval-example-metrics", packageVersion: "1.0.0" }]);

    const registry = registryWithPlugins(builtinRegistry(), loaded);
    const [questionRate, wordCount] = resolveMetricList(registry, "question_rate,word_count");
    const run = runBuilder({ scenario: "veyru" }).round(1, (r) => r.message("field_observer", "three words here?").message("b", "one"));
    if (questionRate === undefined || wordCount === undefined) throw new Error("not resolved");
    expect((await runMetric(questionRate, { events: run })).measurements[0]?.score).toBe(0.5);
    if (HAS_PYTHON) expect((await runMetric(wordCount, { events: run })).measurements[0]?.score).toBe(2);
  });
});
