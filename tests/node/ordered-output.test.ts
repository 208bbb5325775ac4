import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OrderedOutput } from "../../src/node/ordered-output.js";

function collect(output: OrderedOutput): string {
  return [...output.pieces()].join("");
}

describe("OrderedOutput", () => {
  it("writes pieces in index order whatever order they arrive in, skipping empty slots", () => {
    const output = new OrderedOutput(",");
    output.put(2, "c");
    output.put(0, "a");
    output.put(1, undefined);
    output.put(3, "d");
    expect(output.empty).toBe(false);
    expect(collect(output)).toBe("a,c,d");
  });

  it("a piece that never arrived ends the ordered part: the later ones follow in index order", () => {
    const output = new OrderedOutput(",");
    output.put(3, "d");
    output.put(0, "a");
    output.put(2, "c");
    expect(collect(output)).toBe("a,c,d");
  });

  it("is empty when every slot is empty", () => {
    const output = new OrderedOutput(",");
    output.put(0, undefined);
    expect(output.empty).toBe(true);
    expect(collect(output)).toBe("");
  });

  it("spills to a temporary file past its limit, keeps multi-byte characters whole across reads, and removes the file", () => {
    // a limit of 8 characters and 5-byte reads: nearly every read splits a character
    const output = new OrderedOutput("\n", 8, 5);
    const pieces = Array.from({ length: 40 }, (_, i) => `run ${i}: é字\u{1F600}`);
    // arrive in a shuffled order (odd indexes first)
    for (const i of [...pieces.keys()].sort((a, b) => (a % 2) - (b % 2) || a - b).reverse()) output.put(i, pieces[i]);
    const spill = (output as unknown as { spill?: { dir: string } }).spill;
    expect(spill).toBeDefined();
    expect(collect(output)).toBe(pieces.join("\n"));
    expect(existsSync((spill as { dir: string }).dir)).toBe(false);
  });

  it("dispose removes the temporary file on an error path", () => {
    const output = new OrderedOutput("\n", 1);
    output.put(0, "long enough to spill");
    const spill = (output as unknown as { spill?: { dir: string } }).spill as { dir: string };
    expect(existsSync(spill.dir)).toBe(true);
    output.dispose();
    expect(existsSync(spill.dir)).toBe(false);
  });
});
