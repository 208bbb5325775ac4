/**
 * `agent-eval grade --json` prints the summary as the report file holds it: an infinite sum or mean
 * is "Infinity" (not null, which reads as "no finite value"), a -0.0 minimum keeps its sign.
 * Expected statistics: tests/trials/vectors/make-grade-json-vectors.py (python3 3.11.7, NeMo's
 * summary rules from openjudge-nemo-semantics.md written out in Python).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";

const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "grade-json.json"), "utf8")) as {
  cases: { values: string[]; summary: Record<string, unknown> }[];
};

const METRIC = `
const number = (text) => (text === "nan" ? NaN : text === "inf" ? Infinity : Number(text));
export default {
  type: "q",
  outputSpec: () => [{ name: "s", kind: "continuous_score" }],
  async computeScores(input) {
    return { outputs: [{ name: "s", value: number(input.candidate.metadata.value) }] };
  },
};
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-grade-json-"));
  await writeFile(path.join(dir, "m.mjs"), METRIC);
  await writeFile(path.join(dir, "c.yaml"), "metrics:\n  - {module: ./m.mjs}\n");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("grade --json prints non-finite and -0.0 statistics as the report does", () => {
  it.each(vectors.cases.map((c, i) => [i, c] as const))("case %i", async (i, c) => {
    const lines = c.values.map((value, j) => JSON.stringify({ task: { id: "t" }, trial: { id: `a${j}`, task_id: "t", status: "completed" }, candidate: { metadata: { value } } }));
    const dataset = path.join(dir, `d${i}.jsonl`);
    await writeFile(dataset, `${lines.join("\n")}\n`);
    let stdout = "";
    const code = await runCli(["grade", "--dataset", dataset, "--config", path.join(dir, "c.yaml"), "--out", path.join(dir, `r${i}.json`), "--json"], {
      stdout: (t) => (stdout += t),
      stderr: () => undefined,
    });
    expect(code).toBe(0);
    const printed = (JSON.parse(stdout) as { summary: Record<string, unknown> }).summary["q.s"];
    const filed = (JSON.parse(await readFile(path.join(dir, `r${i}.json`), "utf8")) as { summary: Record<string, unknown> }).summary["q.s"];
    expect(printed).toEqual(c.summary);
    expect(printed).toEqual(filed);
    if (c.values.includes("-0.0")) expect(stdout).toContain('"min": -0.0');
  });

  it("grade --merge --json prints the merged summary the same way", async () => {
    const c = vectors.cases[0];
    if (c === undefined) throw new Error("no vectors");
    const lines = c.values.map((value, j) => JSON.stringify({ task: { id: "t" }, trial: { id: `a${j}`, task_id: "t", status: "completed" }, candidate: { metadata: { value } } }));
    await writeFile(path.join(dir, "m.jsonl"), `${lines.join("\n")}\n`);
    const quiet = { stdout: () => undefined, stderr: () => undefined };
    expect(await runCli(["grade", "--dataset", path.join(dir, "m.jsonl"), "--config", path.join(dir, "c.yaml"), "--shard", "1/1", "--out", path.join(dir, "s1.json")], quiet)).toBe(0);
    let stdout = "";
    const code = await runCli(["grade", "--merge", path.join(dir, "s1.json"), "--out", path.join(dir, "merged.json"), "--json"], { stdout: (t) => (stdout += t), stderr: () => undefined });
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { summary: Record<string, unknown> }).summary["q.s"]).toEqual(c.summary);
    expect(stdout).toContain('"min": -0.0');
  });
});
