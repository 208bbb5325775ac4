// The esbuild settings of every bundle of agent-eval: dist/ (scripts/build.mjs) and the fresh
// bundles tests and bench/fault-matrix.ts run (scripts/bundle-cli.mjs), so what they run is what ships.
import { readFile } from "node:fs/promises";
import path from "node:path";

// `import text from "../templates/x.njk?raw"` bundles a template file as a string.
const rawText = {
  name: "raw-text",
  setup(pluginBuild) {
    // paths relative to the project keep the bundle identical wherever the repository is checked out
    pluginBuild.onResolve({ filter: /\?raw$/ }, (args) => {
      const absolute = path.resolve(args.resolveDir, args.path.slice(0, -"?raw".length));
      return { path: path.relative(process.cwd(), absolute).split(path.sep).join("/"), namespace: "raw-text", pluginData: { absolute } };
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: "raw-text" }, async (args) => ({
      contents: await readFile(args.pluginData.absolute, "utf8"),
      loader: "text",
      watchFiles: [args.pluginData.absolute],
    }));
  },
};

// zod's namespace re-exports all of its ~50 message locales (~300 KB of the bundle, parsed by
// every process and evaluation thread at start-up). agent-eval only ever uses English, the
// default, so the bundle's locale index holds English alone.
const zodEnglishOnly = {
  name: "zod-english-only",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
      if (!args.importer.split(path.sep).join("/").includes("/node_modules/zod/")) return undefined;
      const english = path.join(path.dirname(args.importer), "..", "locales", "en.js");
      // a path relative to the project keeps the bundle identical wherever it is checked out
      return { path: path.relative(process.cwd(), english).split(path.sep).join("/"), namespace: "zod-locales", pluginData: { english } };
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: "zod-locales" }, (args) => ({
      contents: `export { default as en } from "./en.js";`,
      loader: "js",
      resolveDir: path.dirname(args.pluginData.english),
    }));
  },
};

const banner = `import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);`;

/** esbuild's options for bundling `entryPoints` (name to source file) into `outdir`. */
export function bundleOptions(entryPoints, outdir) {
  return {
    entryPoints,
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    banner: { js: banner },
    legalComments: "none",
    logLevel: "warning",
    plugins: [rawText, zodEnglishOnly],
  };
}
