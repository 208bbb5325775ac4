import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeNewFileAtomicSync } from "../../src/node/files.js";
import { cli, tempDir, writeRun } from "../helpers/run-dirs.js";

const sidecar = (runId: string) =>
  JSON.stringify({ run_id: runId, labels: [{ text: "greeting", evidence: [{ round_number: 1, quote: "hi" }] }] });

function runs(scratch: string): string[] {
  return ["r1", "r2"].flatMap((name) => ["--run-dir", writeRun(scratch, name, { "communication_open_coding.json": sidecar(name) })]);
}

// the scripted local judge, live: no key, nothing recorded
const judge = ["--provider", "scripted", "--model", "scripted-local-judge", "--judge-mode", "live"];

describe("agent-eval ontology consolidate --out", () => {
  it("writes a new ontology file", async () => {
    const scratch = tempDir();
    const out = path.join(scratch, "_ontology", "v1.json");
    const result = await cli("ontology", "consolidate", ...runs(scratch), "--out", out, ...judge);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect((JSON.parse(readFileSync(out, "utf8")) as { categories: unknown[] }).categories.length).toBeGreaterThan(0);
  });

  it("refuses to replace an existing file (exit 2, naming it), leaving its bytes as they were", async () => {
    const scratch = tempDir();
    const out = path.join(scratch, "v1.json");
    writeFileSync(out, "an ontology reports were scored against\n");
    const result = await cli("ontology", "consolidate", ...runs(scratch), "--out", out, ...judge);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${out}: exists; refusing to overwrite it`);
    expect(result.stderr).toContain("--overwrite");
    expect(result.stdout).toBe("");
    expect(readFileSync(out, "utf8")).toBe("an ontology reports were scored against\n");
    expect(readdirSync(scratch).sort()).toEqual(["r1", "r2", "v1.json"]);
  });

  it("replaces it with --overwrite", async () => {
    const scratch = tempDir();
    const out = path.join(scratch, "v1.json");
    writeFileSync(out, "old\n");
    const result = await cli("ontology", "consolidate", ...runs(scratch), "--out", out, "--overwrite", ...judge);
    expect(result.code).toBe(0);
    expect((JSON.parse(readFileSync(out, "utf8")) as { version: string }).version).toBe("v1");
  });
});

describe("writeNewFileAtomicSync", () => {
  it("writes a file that is not there, and leaves one that is (a racing writer's) untouched", () => {
    const scratch = tempDir();
    const file = path.join(scratch, "sub", "new.json");
    expect(writeNewFileAtomicSync(file, "first\n")).toBe(true);
    expect(writeNewFileAtomicSync(file, "second\n")).toBe(false);
    expect(readFileSync(file, "utf8")).toBe("first\n");
    // no temporary left beside it
    expect(readdirSync(path.dirname(file))).toEqual(["new.json"]);
    expect(existsSync(file)).toBe(true);
  });
});
