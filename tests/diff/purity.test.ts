import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// eslint's pure-core rules cover src/core, src/metrics, src/judge and src/report; src/diff follows
// the same rule, and this test holds it to it until the lint config lists the folder.
const DIR = join(import.meta.dirname, "../../src/diff");
const FORBIDDEN: readonly [RegExp, string][] = [
  [/\bfrom\s+["'](node:)?(fs|child_process|http|https|net)(\/[^"']*)?["']/, "IO import"],
  [/\bprocess\./, "process state"],
  [/\bDate\.now\b/, "clock"],
  [/\bnew Date\b/, "clock"],
  [/\bMath\.random\b/, "unseeded randomness"],
  [/\bfetch\(/, "network"],
  [/from\s+["']\.\.\/(cli|github)\//, "IO adapter import"],
];

describe("src/diff is pure", () => {
  it.each(readdirSync(DIR).filter((f) => f.endsWith(".ts")))("%s", (file) => {
    const code = readFileSync(join(DIR, file), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\/\/.*$/gm, "");
    for (const [pattern, what] of FORBIDDEN) expect(pattern.test(code), `${file}: ${what}`).toBe(false);
  });
});
