import { describe, expect, it } from "vitest";
import { lineSimilarity, unifiedLineDiff } from "../../src/judge/text-diff.js";

describe("unifiedLineDiff", () => {
  it("is empty for equal texts", () => {
    expect(unifiedLineDiff("a\nb", "a\nb")).toBe("");
  });

  it("shows a changed line with context, removals before additions", () => {
    const before = ["1", "2", "3", "4", "5", "6", "7", "8", "9"].join("\n");
    const after = ["1", "2", "3", "4", "FIVE", "6", "7", "8", "9"].join("\n");
    expect(unifiedLineDiff(before, after, { fromLabel: "old", toLabel: "new" })).toBe(
      ["--- old", "+++ new", "@@ -2,7 +2,7 @@", " 2", " 3", " 4", "-5", "+FIVE", " 6", " 7", " 8"].join("\n"),
    );
  });

  it("keeps separate hunks for distant changes and handles insertions", () => {
    const before = Array.from({ length: 20 }, (_, i) => `l${i}`);
    const after = [...before];
    after.splice(2, 0, "inserted");
    after[18] = "changed";
    const diff = unifiedLineDiff(before.join("\n"), after.join("\n"));
    expect(diff.match(/^@@/gm)).toHaveLength(2);
    expect(diff).toContain("+inserted");
    expect(diff).toContain("-l17\n+changed");
  });

  it("truncates very long diffs", () => {
    const before = Array.from({ length: 500 }, (_, i) => `a${i}`).join("\n");
    const after = Array.from({ length: 500 }, (_, i) => `b${i}`).join("\n");
    const diff = unifiedLineDiff(before, after, { maxLines: 10 });
    expect(diff.split("\n")).toHaveLength(13);
    expect(diff).toMatch(/… \d+ more diff lines not shown$/);
  });
});

describe("lineSimilarity", () => {
  it("ranks a small edit above an unrelated text", () => {
    const base = "a\nb\nc\nd\ne";
    expect(lineSimilarity(base, base)).toBe(1);
    expect(lineSimilarity(base, "a\nb\nc\nd\nE")).toBeGreaterThan(lineSimilarity(base, "x\ny\nz"));
  });
});
