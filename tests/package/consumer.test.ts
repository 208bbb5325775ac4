/**
 * agent-eval as a consumer installs it: `npm pack` the repository (its committed dist/, as
 * published), check what the tarball holds, install it into a fresh package (offline: the tarball
 * extracted into node_modules/agent-eval, its dependencies linked from this repository's
 * node_modules), and compile with `tsc --strict` (library checks on, so our declarations are
 * checked too): the example metric package of docs/writing-a-metric.md and every example program of
 * docs/api.md, which then run, printing what the document says they print.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
const tsc = require.resolve("typescript/bin/tsc");
const npmCli = path.join(path.dirname(process.execPath), "../lib/node_modules/npm/bin/npm-cli.js");

interface PackedFile {
  path: string;
  size: number;
}
interface PackResult {
  filename: string;
  files: PackedFile[];
  unpackedSize: number;
}

let work = "";
let packed: PackResult;

function npm(args: string[], cwd: string): string {
  const command = existsSync(npmCli) ? [process.execPath, npmCli] : ["npm"];
  return execFileSync(command[0] as string, [...command.slice(1), ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false", npm_config_audit: "false" },
  });
}

/** A consumer package with the tarball installed and agent-eval's dependencies resolvable. */
function consumer(name: string, tsconfig: Record<string, unknown>, options: { withoutNodeTypes?: boolean } = {}): string {
  const dir = path.join(work, name);
  const modules = path.join(dir, "node_modules");
  mkdirSync(path.join(modules, "agent-eval"), { recursive: true });
  execFileSync("tar", ["-xzf", path.join(work, packed.filename), "--strip-components=1", "-C", path.join(modules, "agent-eval")]);
  for (const entry of readdirSync(path.join(root, "node_modules"))) {
    if (entry === "agent-eval" || entry.startsWith(".") || (options.withoutNodeTypes === true && entry === "@types")) continue;
    symlinkSync(path.join(root, "node_modules", entry), path.join(modules, entry));
  }
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name, private: true, type: "module", dependencies: { "agent-eval": "0.1.0" } }));
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify(tsconfig, null, 2));
  return dir;
}

function compile(dir: string): { status: number; output: string } {
  try {
    execFileSync(process.execPath, [tsc, "-p", dir], { cwd: dir, encoding: "utf8" });
    return { status: 0, output: "" };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

const strict = {
  target: "ES2023",
  module: "NodeNext",
  moduleResolution: "NodeNext",
  lib: ["ES2023"],
  types: ["node"],
  strict: true,
  skipLibCheck: false,
};

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), "agent-eval-pack-"));
  const json = npm(["pack", "--ignore-scripts", "--json", "--pack-destination", work], root);
  packed = (JSON.parse(json) as PackResult[])[0] as PackResult;
}, 120_000);

describe("npm pack", () => {
  it("ships the bundles, the type declarations, the templates, the Action, LICENSE and README, and nothing else", () => {
    const files = packed.files.map((f) => f.path);
    for (const required of ["package.json", "README.md", "LICENSE", "CHANGELOG.md", "action.yml", "dist/cli.js", "dist/lib.js", "dist/testing.js", "dist/action.js", "dist/types/lib.d.ts", "dist/types/testing.d.ts", "dist/vendor/jieba-wasm/jieba_rs_wasm.cjs", "dist/vendor/jieba-wasm/jieba_rs_wasm_bg.wasm", "dist/vendor/jieba-wasm/LICENSE"]) {
      expect(files, required).toContain(required);
    }
    const topLevel = new Set(files.map((f) => (f.includes("/") ? `${f.split("/")[0]}/` : f)));
    expect([...topLevel].sort()).toEqual(["CHANGELOG.md", "LICENSE", "README.md", "action.yml", "dist/", "package.json", "templates/"]);
    // no tests, examples, sources, recordings or benchmarks; no stray type files of tests or scripts
    expect(files.filter((f) => /(^|\/)(tests?|examples|scripts|bench|recorded-judges)\//.test(f) || f.endsWith(".test.d.ts"))).toEqual([]);
    // ~8 MB of bundles and types plus jieba-wasm's 4 MB wasm (word_overlap without node_modules)
    expect(packed.unpackedSize).toBeLessThan(16_000_000);
  });

  it("every path package.json's exports, types and bin name is in the tarball", () => {
    const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      exports: Record<string, string | Record<string, string>>;
      types: string;
      bin: Record<string, string>;
    };
    const files = new Set(packed.files.map((f) => f.path));
    const targets = [manifest.types, ...Object.values(manifest.bin), ...Object.values(manifest.exports).flatMap((t) => (typeof t === "string" ? [t] : Object.values(t)))];
    for (const target of targets) expect(files, target).toContain(target.replace(/^\.\//, ""));
    for (const [entry, target] of Object.entries(manifest.exports)) {
      if (entry === "./package.json") continue;
      expect(typeof target === "object" && Object.keys(target)[0], `${entry}: "types" must come first`).toBe("types");
    }
  });

  it("the LICENSE is the MIT license package.json names", () => {
    const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { license: string };
    expect(manifest.license).toBe("MIT");
    expect(readFileSync(path.join(root, "LICENSE"), "utf8")).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /);
  });
});

describe("a consumer compiled with tsc --strict against the packed package", () => {
  // One compilation (tsc is slow to start on a busy machine): the example metric package of
  // docs/writing-a-metric.md (sources and tests), every example program of docs/api.md, and one
  // file of wrong calls whose errors must be exactly the expected ones.
  let output = "";
  let dir = "";
  const doc = readFileSync(path.join(root, "docs/api.md"), "utf8");
  const examples = [...doc.matchAll(/<!-- example: ([\w.-]+) -->\n`[\w.-]+`\n\n```ts\n([\s\S]*?)```\n(?:\nPrints:\n\n```\n([\s\S]*?)```)?/g)].map((m) => ({
    file: m[1] as string,
    code: m[2] as string,
    prints: m[3],
  }));

  beforeAll(() => {
    dir = consumer("consumer", { compilerOptions: { ...strict, noUncheckedIndexedAccess: true, outDir: "out", rootDir: "." }, include: ["api", "metric-package", "wrong", "entries"] });
    for (const sub of ["api", "metric-package/src", "metric-package/tests", "wrong", "entries"]) mkdirSync(path.join(dir, sub), { recursive: true });
    // every entry point package.json exports (present and future) resolves to declarations (else TS7016)
    const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { exports: Record<string, unknown> };
    const entries = Object.keys(manifest.exports).filter((e) => e !== "./package.json").map((e) => `agent-eval${e.slice(1)}`);
    writeFileSync(
      path.join(dir, "entries/all.ts"),
      entries.map((e, i) => `import * as entry${i} from "${e}";\nexport const names${i}: readonly (keyof typeof entry${i})[] = [];\n`).join(""),
    );
    const example = path.join(root, "examples/metric-package");
    for (const file of readdirSync(path.join(example, "src"))) copyFileSync(path.join(example, "src", file), path.join(dir, "metric-package/src", file));
    for (const file of readdirSync(path.join(example, "tests")).filter((f) => f.endsWith(".ts"))) {
      copyFileSync(path.join(example, "tests", file), path.join(dir, "metric-package/tests", file));
    }
    for (const e of examples) writeFileSync(path.join(dir, "api", e.file), e.code);
    writeFileSync(
      path.join(dir, "wrong/calls.ts"),
      'import { evaluateRun } from "agent-eval";\nimport { runBuilder } from "agent-eval/testing";\nawait evaluateRun({ runDir: "r", metrics: ["round_success"] });\nrunBuilder().round("one");\n',
    );
    output = compile(dir).output;
  }, 120_000);

  it("the example metric package and the docs/api.md examples type-check; wrong calls are type errors (the declarations are real, not `any`)", () => {
    const errors = output.trim().split("\n").filter((line) => /error TS/.test(line));
    expect(errors.filter((line) => !line.startsWith("wrong/calls.ts"))).toEqual([]);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^wrong\/calls\.ts\(3,\d+\): error TS2322: Type 'string' is not assignable to type 'Metric'/);
    expect(errors[1]).toMatch(/^wrong\/calls\.ts\(4,\d+\): error TS2345/);
  });

  it("every example program of docs/api.md runs and prints what the document says", () => {
    expect(examples.map((e) => e.file)).toEqual(["evaluate-run.ts", "evaluate-judge.ts", "diff-and-comment.ts", "run-cli.ts", "test-a-metric.ts"]);
    const outputs = Object.fromEntries(
      examples.map((e) => [e.file, execFileSync(process.execPath, [path.join(dir, "out/api", e.file.replace(/\.ts$/, ".js"))], { cwd: dir, encoding: "utf8" })]),
    );
    for (const example of examples) if (example.prints !== undefined) expect(outputs[example.file], example.file).toBe(example.prints);
    expect(outputs["diff-and-comment.ts"]).toMatch(/^overall: regression, fails the check: true\n.*round_success/);
    expect(outputs["run-cli.ts"]).toBe("0 true\n");
    expect(outputs["test-a-metric.ts"]).toBe("ok 1\n");
  }, 60_000);
});

describe("a consumer without @types/node", () => {
  it("compiles against the declarations (they use structural types, not NodeJS.*; zod needs only the DOM lib's URL)", () => {
    const dir = consumer(
      "no-node-types",
      { compilerOptions: { ...strict, types: [], lib: ["ES2023", "DOM"], noEmit: true }, include: ["src"] },
      { withoutNodeTypes: true },
    );
    mkdirSync(path.join(dir, "src"));
    writeFileSync(
      path.join(dir, "src/use.ts"),
      [
        'import { type Metric, builtinRegistry, diffScoreTables, evaluateRun, renderComment, resolveMetricList, runCli } from "agent-eval";',
        'import { runBuilder, runMetric, testJudge } from "agent-eval/testing";',
        'const metrics: Metric[] = resolveMetricList(builtinRegistry(), "round_success");',
        'export const outcome = evaluateRun({ runDir: "runs/veyru/1", metrics });',
        "export const tested = runMetric(metrics[0] as Metric, { events: runBuilder(), judge: testJudge({ answers: [] }) });",
        "export const status: Promise<number> = runCli([\"metrics\"], { stdout: () => undefined, stderr: () => undefined });",
        "export { diffScoreTables, renderComment };",
        "",
      ].join("\n"),
    );
    const result = compile(dir);
    expect(result.output).toBe("");
    expect(result.status).toBe(0);
  }, 120_000);
});
