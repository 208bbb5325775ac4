/**
 * Builds dist/ with the project's own build script into a scratch directory, so tests of the
 * bundle never touch (or depend on) the committed dist/: the sources, templates, node_modules and
 * build configuration are symlinked into `<temp>/build`, and scripts/build.mjs runs there.
 */
import { execFile } from "node:child_process";
import { mkdir, symlink } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BUILD_INPUTS = ["src", "templates", "node_modules", "scripts", "package.json", "tsconfig.json", "tsconfig.types.json"];

/** Builds into `<temp>/build/dist` and returns that dist directory. */
export async function buildDistInto(temp: string): Promise<string> {
  const buildRoot = path.join(temp, "build");
  await mkdir(buildRoot);
  for (const entry of BUILD_INPUTS) await symlink(path.join(REPO, entry), path.join(buildRoot, entry));
  await promisify(execFile)(process.execPath, [path.join(REPO, "scripts/build.mjs")], { cwd: buildRoot });
  return path.join(buildRoot, "dist");
}
