import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { unlink } from "node:fs/promises";
import { pruneFixtures } from "../../src/cli/fixtures-command.js";
import { cli, tempDir } from "../helpers/run-dirs.js";

const root = path.resolve(import.meta.dirname, "../..");

function countRecordings(store: string): number {
  return readdirSync(store, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .reduce((sum, d) => sum + readdirSync(path.join(store, d.name)).filter((f) => f.endsWith(".json")).length, 0);
}

describe("agent-eval fixtures prune", () => {
  it("keeps exactly the recordings the given runs' reports replay, and they stay reproducible", async () => {
    const scratch = tempDir();
    const store = path.join(scratch, "store");
    cpSync(path.join(root, "recorded-judges"), store, { recursive: true });
    const run = path.join(scratch, "veyru-solo-001");
    cpSync(path.join(root, "examples/runs/veyru/veyru-solo-001"), run, { recursive: true });
    const judge = ["--provider", "scripted", "--model", "scripted-local-judge", "--fixtures", store];
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success,neologism,dialog_retransmission", ...judge)).code).toBe(0);
    const before = countRecordings(store);

    const dry = await cli("fixtures", "prune", "--run-dir", run, "--fixtures", store, "--dry-run");
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("4 recordings in use kept"); // 1 neologism call + 3 dialog replicas
    expect(countRecordings(store)).toBe(before);

    const pruned = await cli("fixtures", "prune", "--run-dir", run, "--fixtures", store);
    expect(pruned.code).toBe(0);
    // and the ontology consolidation's one recording, which no report's replay uses
    expect(countRecordings(store)).toBe(5);
    expect(pruned.stdout).toContain("; 1 of other commands (ontology consolidate, grade, rubrics), plug-ins or agent probes kept");
    expect(existsSync(path.join(store, "neologism"))).toBe(true);
    expect((await cli("verify", "--run-dir", run, "--fixtures", store)).code).toBe(0);
  });

  it("never deletes through a metric directory linked out of the store", async () => {
    const scratch = tempDir();
    const store = path.join(scratch, "store");
    cpSync(path.join(root, "recorded-judges"), store, { recursive: true });
    const outside = path.join(scratch, "elsewhere");
    cpSync(path.join(root, "recorded-judges", "slang_emergence"), outside, { recursive: true });
    symlinkSync(outside, path.join(store, "linked_metric"));
    const before = readdirSync(outside).length;
    const run = path.join(scratch, "veyru-solo-001");
    cpSync(path.join(root, "examples/runs/veyru/veyru-solo-001"), run, { recursive: true });
    const judge = ["--provider", "scripted", "--model", "scripted-local-judge", "--fixtures", store];
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success,neologism", ...judge)).code).toBe(0);
    expect((await cli("fixtures", "prune", "--run-dir", run, "--fixtures", store)).code).toBe(0);
    expect(readdirSync(outside).length).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it("deletes nothing when a report's judge answers are no longer replayable", async () => {
    const scratch = tempDir();
    const store = path.join(scratch, "store");
    cpSync(path.join(root, "recorded-judges"), store, { recursive: true });
    const run = path.join(scratch, "veyru-solo-001");
    cpSync(path.join(root, "examples/runs/veyru/veyru-solo-001"), run, { recursive: true });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "neologism", "--provider", "scripted", "--model", "scripted-local-judge", "--fixtures", store)).code).toBe(0);
    const empty = path.join(scratch, "empty");
    cpSync(path.join(store, "slang_emergence"), path.join(empty, "slang_emergence"), { recursive: true });
    const result = await cli("fixtures", "prune", "--run-dir", run, "--fixtures", empty);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("nothing was deleted");
    expect(countRecordings(empty)).toBe(readdirSync(path.join(store, "slang_emergence")).length);
  });
});

describe("fixtures prune that fails part of the way", () => {
  it("names exactly what was deleted and what was not, deleting the others, and the store matches", async () => {
    const scratch = tempDir();
    const store = path.join(scratch, "store");
    cpSync(path.join(root, "recorded-judges"), store, { recursive: true });
    const run = path.join(scratch, "veyru-solo-001");
    cpSync(path.join(root, "examples/runs/veyru/veyru-solo-001"), run, { recursive: true });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "round_success,neologism", "--provider", "scripted", "--model", "scripted-local-judge", "--fixtures", store)).code).toBe(0);
    let calls = 0;
    // the 2nd and 5th deletions fail as a read-only directory makes them fail; the 3rd finds the file gone already
    const remove = async (file: string): Promise<void> => {
      calls += 1;
      if (calls === 2 || calls === 5) throw Object.assign(new Error(`EACCES: permission denied, unlink '${file}'`), { code: "EACCES", syscall: "unlink", path: file });
      if (calls === 3) await unlink(file);
      await unlink(file);
    };
    const result = await pruneFixtures({ runDirs: [run], fixturesDir: store, ngramTablesDir: path.join(scratch, "no-tables"), dryRun: false, ontologyPath: undefined, remove }, () => undefined);
    expect(result.notDeleted).toHaveLength(2);
    expect(result.notDeleted.every((n) => n.error === "permission denied (EACCES)")).toBe(true);
    expect(result.deleted.length).toBe(calls - 2);
    expect(result.deleted.length).toBeGreaterThan(3); // it went on after the first failure
    for (const file of result.deleted) expect(existsSync(file), file).toBe(false);
    for (const { file } of result.notDeleted) expect(existsSync(file), file).toBe(true);
    expect(result.deleted.filter((f) => result.notDeleted.some((n) => n.file === f))).toEqual([]);
    // what is left is exactly the kept recordings and the ones not deleted
    expect(countRecordings(store)).toBe(result.kept + result.keptOthers + result.notDeleted.length);
  });
});

describe("agent-eval fixtures and the recordings of other commands", () => {
  it("prune deletes only built-in judge metrics' recordings: ontology consolidation, grade, rubrics and plug-in recordings are kept", async () => {
    const scratch = tempDir();
    const store = path.join(scratch, "store");
    cpSync(path.join(root, "recorded-judges"), store, { recursive: true });
    // what `grade` records (NeMo's llm_judge, OpenJudge graders) beside the run metrics' recordings
    cpSync(path.join(root, "examples/trials/nemo/recorded-judges"), store, { recursive: true });
    cpSync(path.join(root, "examples/trials/openjudge/recorded-judges"), store, { recursive: true });
    // and a plug-in judge metric's (prune loads no plug-ins, so cannot replay it)
    cpSync(path.join(store, "slang_emergence"), path.join(store, "plugin_clarity"), { recursive: true });
    const others = ["communication_ontology_consolidate", "nemo.llm_judge", "openjudge.correctness", "plugin_clarity"].map((dir) => [dir, readdirSync(path.join(store, dir)).length] as const);
    for (const [, count] of others) expect(count).toBeGreaterThan(0);
    const run = path.join(scratch, "veyru-solo-001");
    cpSync(path.join(root, "examples/runs/veyru/veyru-solo-001"), run, { recursive: true });
    expect((await cli("evaluate", "--run-dir", run, "--metrics", "neologism", "--provider", "scripted", "--model", "scripted-local-judge", "--fixtures", store)).code).toBe(0);
    const pruned = await cli("fixtures", "prune", "--run-dir", run, "--fixtures", store);
    expect(pruned.code).toBe(0);
    for (const [dir, count] of others) expect([dir, readdirSync(path.join(store, dir)).length]).toEqual([dir, count]);
    expect(readdirSync(path.join(store, "neologism"))).toHaveLength(1);
    expect(readdirSync(path.join(store, "slang_emergence")).filter((name) => name.endsWith(".json"))).toEqual([]);
  });

  it("check does not call grade's recordings stale (their prompts are the grading config's)", async () => {
    for (const store of ["examples/trials/nemo/recorded-judges", "examples/trials/openjudge/recorded-judges"]) {
      const checked = await cli("fixtures", "check", "--fixtures", path.join(root, store), "--fail-on-stale");
      expect(checked.stderr).not.toContain("no longer exists");
      expect(checked.code).toBe(0);
      expect(checked.stdout).toMatch(/recordings checked: 0 problem\(s\), 0 stale/);
    }
  });
});

describe("agent-eval fixtures check and files outside the store's layout", () => {
  it("names every file that is not <metric>/<key>.json (replay never reads them, a commit would carry them unchecked)", async () => {
    const store = path.join(tempDir(), "store");
    cpSync(path.join(root, "recorded-judges", "neologism"), path.join(store, "neologism"), { recursive: true });
    cpSync(path.join(root, "recorded-judges", "README.md"), path.join(store, "README.md"));
    const [first] = readdirSync(path.join(store, "neologism")).filter((name) => name.endsWith(".json"));
    const recording = path.join(store, "neologism", first ?? "");
    mkdirSync(path.join(store, "neologism", "old"));
    cpSync(recording, path.join(store, "neologism", "old", first ?? ""));
    cpSync(recording, `${recording}.bak`);
    writeFileSync(path.join(store, "stray.json"), "{}");
    writeFileSync(path.join(store, "neologism", "notes.txt"), "sk-ant-api03-" + "A".repeat(40));
    writeFileSync(path.join(store, ".gitattributes"), "*.json -diff\n");
    const checked = await cli("fixtures", "check", "--fixtures", store);
    expect(checked.code).toBe(1);
    for (const file of [path.join(store, "neologism", "old"), `${recording}.bak`, path.join(store, "stray.json"), path.join(store, "neologism", "notes.txt")]) {
      expect(checked.stderr).toContain(`${file}: not part of the store's layout`);
    }
    expect(checked.stderr).not.toContain("README.md");
    expect(checked.stderr).not.toContain(".gitattributes");
    expect(checked.stdout).toMatch(/recordings checked: 4 problem\(s\), 0 stale/);
  });
});
