// Node module hooks: `import text from "./x.njk?raw"` yields the file's text, as the esbuild
// bundle and vite do. Used when running TypeScript sources directly with tsx (scripts, bench).
import { readFile } from "node:fs/promises";

export async function resolve(specifier, context, nextResolve) {
  if (specifier.endsWith("?raw")) {
    const resolved = await nextResolve(specifier.slice(0, -"?raw".length), context);
    return { url: `${resolved.url}?raw`, format: "module", shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url.endsWith("?raw")) {
    const text = await readFile(new URL(url.slice(0, -"?raw".length)), "utf8");
    return { format: "module", source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}
