// Bundles the CLI from the current sources into a directory of your choice (default: a fresh
// temporary one) and returns the path of its entry, so tests and scripts/fault-matrix.mjs run the
// real multi-process CLI without touching the committed dist/.
import { build } from "esbuild";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const rawText = {
  name: "raw-text",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\?raw$/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path.slice(0, -"?raw".length)), namespace: "raw-text" }));
    pluginBuild.onLoad({ filter: /.*/, namespace: "raw-text" }, async (args) => ({ contents: await readFile(args.path, "utf8"), loader: "text" }));
  },
};

/** Bundles src/cli/index.ts (and the Action) into `outdir`; returns `{ cli, action }` entry paths. */
export async function bundleCli(outdir) {
  const dir = outdir ?? (await mkdtemp(path.join(os.tmpdir(), "agent-eval-bundle-")));
  await build({
    entryPoints: { cli: path.join(ROOT, "src/cli/index.ts"), action: path.join(ROOT, "src/action/index.ts") },
    outdir: dir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    banner: { js: 'import { createRequire as __agentEvalCreateRequire } from "node:module";\nconst require = __agentEvalCreateRequire(import.meta.url);' },
    logLevel: "warning",
    plugins: [rawText],
  });
  return { dir, cli: path.join(dir, "cli.js"), action: path.join(dir, "action.js") };
}
