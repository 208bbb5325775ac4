/** docs/writing-a-metric.md shows the example package's real files: each tagged block must match its file. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const doc = readFileSync(path.join(ROOT, "docs/writing-a-metric.md"), "utf8");
const blocks = [...doc.matchAll(/<!-- file: (\S+) -->\n`\1`\n\n```[a-z]*\n([\s\S]*?)\n```\n/g)].map((m) => ({ file: m[1] ?? "", code: m[2] ?? "" }));

describe("docs/writing-a-metric.md", () => {
  it("embeds every file of the example package that the walkthrough discusses", () => {
    expect(blocks.map((b) => b.file)).toEqual([
      "examples/metric-package/package.json",
      "examples/metric-package/src/question-rate.ts",
      "examples/metric-package/src/message-clarity.ts",
      "examples/metric-package/python/word_count.py",
      "examples/metric-package/tests/question-rate.test.ts",
      "examples/metric-package/tests/message-clarity.test.ts",
      "examples/metric-package/tests/word-count.test.ts",
      "examples/metric-package/tsconfig.json",
    ]);
    expect(doc.match(/<!-- file:/g)).toHaveLength(blocks.length);
  });

  it.each(blocks.map((b) => [b.file, b.code]))("shows %s verbatim", (file, code) => {
    expect(code).toBe(readFileSync(path.join(ROOT, file), "utf8").replace(/\n+$/, ""));
  });
});
