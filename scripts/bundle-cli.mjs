// Bundles the CLI from the current sources into a directory of your choice (default: a fresh
// temporary one) and returns the path of its entry, so tests and bench/fault-matrix.ts run the
// real multi-threaded CLI without touching the committed dist/. Same settings as dist/
// (scripts/esbuild-options.mjs).
import { build } from "esbuild";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleOptions } from "./esbuild-options.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Bundles src/cli/index.ts (and the Action) into `outdir`; returns `{ cli, action }` entry paths. */
export async function bundleCli(outdir) {
  const dir = outdir ?? (await mkdtemp(path.join(os.tmpdir(), "agent-eval-bundle-")));
  await build(bundleOptions({ cli: path.join(ROOT, "src/cli/index.ts"), action: path.join(ROOT, "src/action/index.ts") }, dir));
  return { dir, cli: path.join(dir, "cli.js"), action: path.join(dir, "action.js") };
}
