/**
 * The evidence handles against values computed by Python 3.11 here (scripts beside this file in
 * tests/node/vectors/), through the public `openTrialEvidence`: what NeMo's handles return is what
 * pathlib and difflib return (atif-and-nemo-evidence.md §2.4 filesystem, §2.5 logs).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { openTrialEvidence } from "../../src/lib.js";
import { refLocation } from "../../src/node/evidence/paths.js";

const vectors = (name: string): unknown => JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", name), "utf8"));

let base: string;
beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), "evidence-python-"));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

function evidenceOver(dir: string) {
  return openTrialEvidence(
    {
      final_state: { kind: "filesystem", ref: dir, format: "dir", data: null, metadata: {} },
      logs: { kind: "logs", ref: dir, format: "dir", data: null, metadata: {} },
    },
    { datasetDir: base },
  );
}

describe("readText is Path.read_text(encoding='utf-8') (tests/node/vectors/make-read-text-vectors.py)", () => {
  const cases = vectors("read-text.json") as { hex: string; text: string | null; tail: Record<string, string> | null }[];
  it.each(cases.map((c, i) => [i, c] as const))("case %i (and tail)", async (i, { hex, text, tail }) => {
    const dir = path.join(base, `read-${i}`);
    mkdirSync(dir, { recursive: true });
    const bytes = Buffer.from(hex, "hex");
    writeFileSync(path.join(dir, "f.txt"), bytes);
    const evidence = evidenceOver(dir);
    const fs = await evidence.filesystem("final_state");
    const logs = await evidence.logs();
    expect(Buffer.from(await fs.readBytes("f.txt")).toString("hex")).toBe(hex);
    if (text === null) {
      await expect(fs.readText("f.txt")).rejects.toThrow(/not valid UTF-8/);
      await expect(logs.readText("f.txt")).rejects.toThrow(/not valid UTF-8/);
    } else {
      expect(await fs.readText("f.txt")).toBe(text);
      expect(await logs.readText("f.txt")).toBe(text);
      for (const [n, expected] of Object.entries(tail ?? {})) expect(await logs.tail("f.txt", Number(n))).toBe(expected);
      expect(await logs.tail("f.txt")).toBe(tail?.["50"]);
    }
  });
});

describe("unifiedDiff is difflib.unified_diff over the two sides (tests/node/vectors/make-unified-diff-vectors.py)", () => {
  const cases = vectors("unified-diff.json") as { before: string | null; after: string | null; context: number; diff: string }[];
  it.each(cases.map((c, i) => [i, c] as const))("case %i", async (i, c) => {
    const roots = ["before", "after"].map((side) => path.join(base, `udiff-${i}`, side));
    [c.before, c.after].forEach((hex, s) => {
      mkdirSync(path.join(roots[s] as string, "src"), { recursive: true });
      if (hex !== null) writeFileSync(path.join(roots[s] as string, "src", "f.txt"), Buffer.from(hex, "hex"));
    });
    const before = await evidenceOver(roots[0] as string).filesystem("final_state");
    const after = await evidenceOver(roots[1] as string).filesystem("final_state");
    expect(await before.unifiedDiff(after, "src/f.txt", c.context)).toBe(c.diff);
    if (c.context === 3) expect(await before.unifiedDiff(after, "src/f.txt")).toBe(c.diff);
  });

  it("refuses a path that leaves either snapshot", async () => {
    const root = path.join(base, "udiff-0", "before");
    const fs = await evidenceOver(root).filesystem("final_state");
    await expect(fs.unifiedDiff(fs, "../after/src/f.txt")).rejects.toThrow(/escapes the snapshot/);
  });
});

describe("diff().changed(prefix, kinds) filters the entries (§2.4)", () => {
  it("by path prefix and by change type, in entries order", async () => {
    const before = path.join(base, "changed", "before");
    const after = path.join(base, "changed", "after");
    for (const [file, text] of [["src/a.py", "1"], ["src/b.py", "1"], ["docs/x.md", "1"], ["srcx.txt", "1"]] as const) {
      mkdirSync(path.dirname(path.join(before, file)), { recursive: true });
      writeFileSync(path.join(before, file), text);
    }
    for (const [file, text] of [["src/a.py", "2"], ["src/c.py", "1"], ["docs/x.md", "1"], ["srcx.txt", "2"], ["new.txt", "1"]] as const) {
      mkdirSync(path.dirname(path.join(after, file)), { recursive: true });
      writeFileSync(path.join(after, file), text);
    }
    const diff = await (await evidenceOver(before).filesystem("final_state")).diff(await evidenceOver(after).filesystem("final_state"));
    const paths = (entries: readonly { path: string }[]): string[] => entries.map((e) => e.path);
    expect(paths(diff.entries)).toEqual(["new.txt", "src/c.py", "src/b.py", "src/a.py", "srcx.txt"]);
    expect(paths(diff.changed())).toEqual(paths(diff.entries));
    expect(paths(diff.changed("src/"))).toEqual(["src/c.py", "src/b.py", "src/a.py"]);
    expect(paths(diff.changed("src"))).toEqual(["src/c.py", "src/b.py", "src/a.py", "srcx.txt"]);
    expect(paths(diff.changed(null, ["modified"]))).toEqual(["src/a.py", "srcx.txt"]);
    expect(paths(diff.changed("src/", ["added", "deleted"]))).toEqual(["src/c.py", "src/b.py"]);
    expect(diff.changed(undefined, [])).toEqual([]);
  });
});

describe("listFiles(pattern) and iterPaths(rel, recursive) are pathlib's glob, iterdir and rglob (tests/node/vectors/make-glob-vectors.py)", () => {
  const glob = vectors("glob.json") as {
    tree: { files: string[]; dirs: string[]; links: Record<string, string>; outside: string[] };
    list_files: { pattern: string; files: string[] }[];
    iter_paths: { rel: string; recursive: boolean; paths: string[] }[];
  };
  let fs: Awaited<ReturnType<ReturnType<typeof evidenceOver>["filesystem"]>>;
  beforeAll(async () => {
    const top = path.join(base, "glob");
    const root = path.join(top, "snap");
    for (const file of glob.tree.files) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), file);
    }
    for (const dir of glob.tree.dirs) mkdirSync(path.join(root, dir), { recursive: true });
    for (const file of glob.tree.outside) {
      mkdirSync(path.dirname(path.join(top, file)), { recursive: true });
      writeFileSync(path.join(top, file), file);
    }
    for (const [link, target] of Object.entries(glob.tree.links)) symlinkSync(target, path.join(root, link));
    fs = await evidenceOver(root).filesystem("final_state");
  });

  it.each(glob.list_files.map((c) => [c.pattern, c.files] as const))("listFiles(%j)", async (pattern, files) => {
    expect(await fs.listFiles(pattern)).toEqual(files);
  });

  it("listFiles() is listFiles('**/*')", async () => {
    expect(await fs.listFiles()).toEqual(glob.list_files.find((c) => c.pattern === "**/*")?.files);
  });

  it.each(glob.iter_paths.map((c) => [c.rel, c.recursive, c.paths] as const))("iterPaths(%j, %j)", async (rel, recursive, paths) => {
    expect(await fs.iterPaths(rel, recursive)).toEqual(paths);
  });

  it("iterPaths() lists the root, not recursively; pathlib's pattern errors are errors", async () => {
    expect(await fs.iterPaths()).toEqual(glob.iter_paths.find((c) => c.rel === "." && !c.recursive)?.paths);
    expect(await fs.iterPaths("missing", true)).toEqual([]);
    await expect(fs.iterPaths("missing")).rejects.toThrow(/no such directory/);
    await expect(fs.iterPaths("../..", true)).rejects.toThrow(/escapes the snapshot/);
    await expect(fs.listFiles("")).rejects.toThrow(/Unacceptable pattern/);
    await expect(fs.listFiles("/etc/*")).rejects.toThrow(/Non-relative patterns are unsupported/);
    await expect(fs.listFiles("a**/x")).rejects.toThrow(/'\*\*' can only be an entire path component/);
  });
});

describe("paths resolve as NeMo's path(): (root / rel).resolve() inside the root (tests/node/vectors/make-path-vectors.py)", () => {
  const data = vectors("paths.json") as {
    tree: { files: string[]; links: Record<string, string>; outside: string[] };
    cases: { rel: string; result: "refused" | { exists: boolean; text: string | null } }[];
  };
  let fs: Awaited<ReturnType<ReturnType<typeof evidenceOver>["filesystem"]>>;
  beforeAll(async () => {
    const top = path.join(base, "paths");
    const root = path.join(top, "snap");
    for (const file of data.tree.files) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), file);
    }
    for (const file of data.tree.outside) {
      mkdirSync(path.dirname(path.join(top, file)), { recursive: true });
      writeFileSync(path.join(top, file), file);
    }
    for (const [link, target] of Object.entries(data.tree.links)) symlinkSync(target, path.join(root, link));
    fs = await evidenceOver(root).filesystem("final_state");
  });

  it.each(data.cases.map((c) => [c.rel, c.result] as const))("%j", async (rel, result) => {
    if (result === "refused") {
      await expect(fs.exists(rel)).rejects.toThrow(/outside the snapshot|escapes the snapshot|symlink loop/);
      await expect(fs.readText(rel)).rejects.toThrow(/outside the snapshot|escapes the snapshot|symlink loop/);
      return;
    }
    expect(await fs.exists(rel)).toBe(result.exists);
    if (result.text === null) await expect(fs.readText(rel)).rejects.toThrow(/cannot read/);
    else expect(await fs.readText(rel)).toBe(result.text);
  });
});

describe("refs: local or not as urllib.parse.urlsplit sees them (tests/node/vectors/make-ref-vectors.py)", () => {
  const refs = vectors("refs.json") as ({ ref: string; local: string } | { ref: string; scheme: string })[];
  it.each(refs.map((c) => [c.ref, c] as const))("%j", (_, c) => {
    expect(refLocation(c.ref)).toEqual("local" in c ? { local: c.local } : { scheme: c.scheme });
  });

  it("a file:// URI with a host reads its path (it stopped the whole run), file:/path too; another scheme fails only that trial's metric", async () => {
    const dir = path.join(base, "refs");
    mkdirSync(path.join(dir, "snap"), { recursive: true });
    writeFileSync(path.join(dir, "snap", "a.txt"), "a");
    const snap = path.join(dir, "snap");
    for (const ref of [`file://somehost${snap}`, `file:${snap}`, `file://${snap}?q#f`]) {
      const evidence = openTrialEvidence({ final_state: { kind: "filesystem", ref, format: "dir", data: null, metadata: {} } }, { datasetDir: dir });
      expect(await (await evidence.filesystem("final_state")).listFiles()).toEqual(["a.txt"]);
    }
    const other = openTrialEvidence({ final_state: { kind: "filesystem", ref: "notes:snap", format: "dir", data: null, metadata: {} } }, { datasetDir: dir });
    await expect(other.filesystem("final_state")).rejects.toThrow(/ref "notes:snap" is not local \(notes:\)/);
    const line = { task: { id: "t" }, trial: { id: "t:1", task_id: "t", status: "completed" }, candidate: { output_text: "x", evidence: { final_state: `file://somehost${snap}` } } };
    writeFileSync(path.join(dir, "trials.jsonl"), `${JSON.stringify(line)}\n`);
    writeFileSync(path.join(dir, "grading.yaml"), "metrics:\n  - {type: verifier, command: [ls]}\n");
    const code = await runCli(["grade", "--dataset", path.join(dir, "trials.jsonl"), "--config", path.join(dir, "grading.yaml"), "--out", path.join(dir, "r.json")], { stdout: () => undefined, stderr: () => undefined });
    expect(code).toBe(0);
    const report = JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8")) as { trials: { scores: Record<string, unknown> }[] };
    expect(report.trials[0]?.scores["verifier.score"]).toBe(1);
  });
});

describe("dataset refs resolve as (dataset_dir / ref).resolve() (read_trials)", () => {
  // python3: with latest -> runs/r1/final, (root / "latest/../snap").resolve() is root/runs/r1/snap (exists),
  // "latest/../../r1/snap" the same, "latest/../../../x" is root/x (inside, missing)
  it("a '..' after a linked directory climbs from the link's target, through agent-eval grade", async () => {
    const dir = path.join(base, "dataset-refs");
    mkdirSync(path.join(dir, "runs", "r1", "snap"), { recursive: true });
    mkdirSync(path.join(dir, "runs", "r1", "final"), { recursive: true });
    writeFileSync(path.join(dir, "runs", "r1", "snap", "a.txt"), "a");
    symlinkSync("runs/r1/final", path.join(dir, "latest"));
    const line = (id: string, ref: string) => JSON.stringify({ task: { id: "t" }, trial: { id, task_id: "t", status: "completed" }, candidate: { output_text: "x", evidence: { final_state: ref } } });
    writeFileSync(path.join(dir, "trials.jsonl"), `${[line("a", "latest/../snap"), line("b", "latest/../../r1/snap"), line("c", "latest/../../../x")].join("\n")}\n`);
    writeFileSync(path.join(dir, "grading.yaml"), "metrics:\n  - {type: verifier, command: [ls]}\n");
    let stderr = "";
    const code = await runCli(["grade", "--dataset", path.join(dir, "trials.jsonl"), "--config", path.join(dir, "grading.yaml"), "--out", path.join(dir, "r.json")], { stdout: () => undefined, stderr: (t) => (stderr += t) });
    expect(code).toBe(1);
    const report = JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8")) as { trials: { scores: Record<string, unknown>; errors: Record<string, string> }[] };
    expect(report.trials.map((t) => t.scores["verifier.score"])).toEqual([1, 1, undefined]);
    expect(report.trials[2]?.errors.verifier).toMatch(/does not exist/);
    expect(stderr).not.toMatch(/lies outside/);
  });
});

describe("runVerifier decodes output as bytes.decode('utf-8', errors='replace') (tests/node/vectors/make-verifier-decode-vectors.py)", () => {
  const cases = vectors("verifier-decode.json") as { hex: string; text: string }[];
  it("every vector, through a verifier that writes the bytes to stdout and stderr", async () => {
    const dir = path.join(base, "decode");
    mkdirSync(dir, { recursive: true });
    cases.forEach((c, i) => writeFileSync(path.join(dir, `${i}.bin`), Buffer.from(c.hex, "hex")));
    const fs = await evidenceOver(dir).filesystem("final_state");
    for (const [i, c] of cases.entries()) {
      const result = await fs.runVerifier(["sh", "-c", `cat ${i}.bin; cat ${i}.bin >&2`]);
      expect({ i, stdout: result.stdout, stderr: result.stderr }).toEqual({ i, stdout: c.text, stderr: c.text });
    }
  });
});
