// Bundles the CLI, the library and the Action into dist/ with esbuild, and emits the library's type
// declarations (every export of src/lib.ts and src/testing.ts) into dist/types/ with tsc
// (tsconfig.types.json). `--check` builds into a temporary directory and fails if dist/ differs:
// dist/ is committed and must always match the sources.
// jieba-wasm (word_overlap's tokenizer) is loaded at run time, never bundled: its Node glue and wasm
// are copied into dist/vendor/jieba-wasm/ so the Action, which has no node_modules, can load them.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { build } from "esbuild";
import { bundleOptions } from "./esbuild-options.mjs";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const entryPoints = {
  cli: "src/cli/index.ts",
  lib: "src/lib.ts",
  testing: "src/testing.ts",
  action: "src/action/index.ts",
};

async function bundle(outdir) {
  await build(bundleOptions(entryPoints, outdir));
}

// The glue becomes `.cjs` (dist/ is an ES-module package); it reads the wasm from its own directory.
// The package's exports hide package.json, so its Node entry (pkg/nodejs/jieba_rs_wasm.js) locates it.
const jiebaNode = path.dirname(createRequire(import.meta.url).resolve("jieba-wasm"));
const vendored = [
  [path.join(jiebaNode, "jieba_rs_wasm.js"), "jieba_rs_wasm.cjs"],
  [path.join(jiebaNode, "jieba_rs_wasm_bg.wasm"), "jieba_rs_wasm_bg.wasm"],
  [path.join(jiebaNode, "..", "..", "LICENSE"), "LICENSE"],
];

async function vendorJieba(outdir) {
  const target = path.join(outdir, "vendor", "jieba-wasm");
  await mkdir(target, { recursive: true });
  for (const [from, to] of vendored) await copyFile(from, path.join(target, to));
}

// tsc, not esbuild, knows the types; declarationOnly output is deterministic (no paths, no timestamps).
function emitTypes(outdir) {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  execFileSync(process.execPath, [tsc, "-p", "tsconfig.types.json", "--outDir", path.join(outdir, "types")], { stdio: "inherit" });
}

async function listFiles(dir, prefix = "") {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out.sort();
}

if (process.argv.includes("--check")) {
  const temporary = await mkdtemp(path.join(os.tmpdir(), "agent-eval-dist-"));
  try {
    await bundle(temporary);
    await vendorJieba(temporary);
    emitTypes(temporary);
    const expected = await listFiles(temporary);
    const actual = await listFiles("dist").catch(() => []);
    const problems = [];
    for (const file of new Set([...expected, ...actual])) {
      if (!expected.includes(file)) problems.push(`dist/${file} is not produced by the sources (stale file)`);
      else if (!actual.includes(file)) problems.push(`dist/${file} is missing`);
      else {
        const [a, b] = await Promise.all([readFile(path.join(temporary, file)), readFile(path.join("dist", file))]);
        if (!a.equals(b)) problems.push(`dist/${file} differs from a fresh build`);
      }
    }
    if (problems.length > 0) {
      console.error(`dist/ is out of date with src/:\n  ${problems.join("\n  ")}\nRun \`npm run build\` and commit dist/.`);
      process.exit(1);
    }
    console.log("dist/ matches the sources");
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
} else {
  await rm("dist", { recursive: true, force: true });
  await bundle("dist");
  await vendorJieba("dist");
  emitTypes("dist");
}
