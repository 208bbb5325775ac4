/**
 * What a consumer installs with agent-eval. The bundles in dist/ carry every library they run
 * (jieba-wasm's glue and wasm are vendored), so the package's runtime `dependencies` are only the
 * packages its type declarations name: anything more is installed into every consumer for nothing
 * (the @actions/* packages alone brought ~270 packages and, on Node 20, an engine warning).
 */
import { readFileSync, readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
const dependencies = Object.keys(manifest.dependencies ?? {}).sort();

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`); undefined for relative paths. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("/")) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/**
 * Specifiers of the static imports and re-exports (esbuild and tsc write them at the start of a
 * line, a multi-line list ending in `} from "…";`) and of `import("…")` in a file.
 */
function importedSpecifiers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export|\})\b[^\n"]*?\bfrom "([^"]+)";?$|^import "([^"]+)";?$|\bimport\("([^"]+)"\)/gm)) {
    found.push((match[1] ?? match[2] ?? match[3]) as string);
  }
  return found;
}

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

describe("the published package's dependencies", () => {
  it("are not needed to run the bundles: they import Node's built-in modules and their own chunks only", () => {
    const bare = new Set<string>();
    for (const file of filesUnder(path.join(root, "dist"), ".js")) {
      if (file.includes(`${path.sep}types${path.sep}`)) continue;
      for (const specifier of importedSpecifiers(readFileSync(file, "utf8"))) {
        if (packageOf(specifier) !== undefined && !builtins.has(specifier)) bare.add(`${path.relative(root, file)}: ${specifier}`);
      }
    }
    expect([...bare]).toEqual([]);
  });

  it("are exactly the packages the type declarations import", () => {
    const typed = new Set<string>();
    for (const file of filesUnder(path.join(root, "dist", "types"), ".d.ts")) {
      for (const specifier of importedSpecifiers(readFileSync(file, "utf8"))) {
        const name = packageOf(specifier);
        if (name !== undefined && !builtins.has(specifier)) typed.add(name);
      }
    }
    expect(typed.size).toBeGreaterThan(0);
    expect(dependencies).toEqual([...typed].sort());
  });
});
