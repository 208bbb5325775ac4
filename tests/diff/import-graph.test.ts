import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// diff.ts walks each metric through pairing.ts, estimate.ts, design.ts, decision.ts and
// wording.ts; the arrows inside src/diff point one way (docs/architecture.md), so no module can
// reach back into one that imports it.
const DIR = join(import.meta.dirname, "../../src/diff");

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(DIR).filter((f) => f.endsWith(".ts"))) {
    const code = readFileSync(join(DIR, file), "utf8");
    const targets = [...code.matchAll(/\bfrom\s+"\.\/([\w-]+)\.js"/g)].map((m) => `${m[1]}.ts`);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

function cycles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (node: string): void => {
    state.set(node, "open");
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") found.push([...path.slice(path.indexOf(next)), next].join(" -> "));
      else if (state.get(next) === undefined) visit(next);
    }
    path.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (state.get(node) === undefined) visit(node);
  return found;
}

describe("src/diff import graph", () => {
  it("finds a cycle when there is one (the check can fail)", () => {
    expect(cycles(new Map([["a.ts", ["b.ts"]], ["b.ts", ["a.ts"]]]))).toEqual(["a.ts -> b.ts -> a.ts"]);
  });

  it("has no import cycle", () => {
    const graph = importGraph();
    expect(graph.get("diff.ts")).toEqual(expect.arrayContaining(["design.ts", "estimate.ts", "pairing.ts", "wording.ts"]));
    expect(cycles(graph)).toEqual([]);
  });

  it.each(["pairing.ts", "estimate.ts", "design.ts", "decision.ts", "wording.ts"])("%s does not import diff.ts", (file) => {
    expect(importGraph().get(file)).not.toContain("diff.ts");
  });
});
