/**
 * User code that throws something whose text cannot be read (an object whose toString throws, a
 * Proxy whose every read throws, an Error whose message getter throws) fails that trial's metric
 * or grader like any other throw; taking the text must not end the whole `grade` (it did:
 * "error: boom in toString", exit 1, no report).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { thrownText } from "../../src/core/thrown-text.js";
import { isFatalJudgeError } from "../../src/metrics/judge/judge-call.js";
import { cli } from "../helpers/run-dirs.js";

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-hostile-"));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const UNREADABLE = "a thrown value whose text cannot be read (its toString or message threw)";

const MODULE = `
const spec = () => [{ name: "value", kind: "continuous_score" }];
const badToString = () => ({ toString() { throw new Error("boom in toString"); } });
const trap = () => new Proxy({}, { get() { throw new Error("proxy get"); } });
const badMessage = () => { const e = new Error("x"); Object.defineProperty(e, "message", { get() { throw new Error("message getter"); } }); return e; };
export const objectThrow = { type: "object_throw", outputSpec: spec, computeScores() { throw badToString(); } };
export const proxyThrow = { type: "proxy_throw", outputSpec: spec, async computeScores() { throw trap(); } };
export const messageThrow = { type: "message_throw", outputSpec: spec, computeScores() { throw badMessage(); } };
export function graderThrow() { throw badToString(); }
`;

describe("a user grader's Python ints (BigInts)", () => {
  it("in its score and metadata are written as numbers, not failed as 'Do not know how to serialize a BigInt'", async () => {
    await writeFile(path.join(scratch, "g.mjs"), 'export function big() { return { name: "big", score: 10n, reason: "r", metadata: { n: 7n } }; }\n');
    await writeFile(path.join(scratch, "grading.yaml"), "graders:\n  g: {grader: FunctionGrader, module: ./g.mjs, export: big, mapper: {response: candidate.output_text}}\n");
    const line = { task: { id: "t" }, trial: { id: "a", task_id: "t", status: "completed" }, inputs: {}, reference: {}, candidate: { output_text: "y" } };
    await writeFile(path.join(scratch, "d.jsonl"), `${JSON.stringify(line)}\n`);
    const out = path.join(scratch, "r.json");
    const result = await cli("grade", "--dataset", path.join(scratch, "d.jsonl"), "--config", path.join(scratch, "grading.yaml"), "--out", out);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const report = JSON.parse(await readFile(out, "utf8")) as { results: Record<string, unknown[]> };
    expect(report.results.g).toEqual([{ name: "big", score: 10, reason: "r", metadata: { n: 7 } }]);
  });
});

describe("a thrown value whose text cannot be read", () => {
  it("fails the metric or grader on that trial; grade writes its report (exit 1)", async () => {
    await writeFile(path.join(scratch, "m.mjs"), MODULE);
    const config = [
      "metrics:",
      "  - {module: ./m.mjs, export: objectThrow}",
      "  - {module: ./m.mjs, export: proxyThrow}",
      "  - {module: ./m.mjs, export: messageThrow}",
      "  - {type: exact_match}",
      "graders:",
      "  g: {grader: FunctionGrader, module: ./m.mjs, export: graderThrow, mapper: {response: candidate.output_text}}",
      "",
    ].join("\n");
    await writeFile(path.join(scratch, "grading.yaml"), config);
    const line = { task: { id: "t" }, trial: { id: "a", task_id: "t", status: "completed" }, inputs: {}, reference: { expected: "y" }, candidate: { output_text: "y" } };
    await writeFile(path.join(scratch, "d.jsonl"), `${JSON.stringify(line)}\n`);
    const out = path.join(scratch, "r.json");
    const result = await cli("grade", "--dataset", path.join(scratch, "d.jsonl"), "--config", path.join(scratch, "grading.yaml"), "--out", out);
    expect(result.stderr).not.toContain("boom in toString");
    expect(result.code).toBe(1);
    const report = JSON.parse(await readFile(out, "utf8")) as { trials: Array<{ scores: Record<string, unknown>; errors: Record<string, string> }>; results: Record<string, Array<{ error?: string }>> };
    expect(report.trials[0]?.errors).toEqual({ object_throw: UNREADABLE, proxy_throw: UNREADABLE, message_throw: UNREADABLE });
    expect(report.trials[0]?.scores["exact_match.score"]).toBe(1);
    expect(report.results.g?.[0]?.error).toBe(`Error in  during evaluation: ${UNREADABLE}`);
  });

  it("thrownText keeps every readable text as before; isFatalJudgeError of a trap is false", () => {
    expect(thrownText(new Error("m"))).toBe("m");
    expect(thrownText(new TypeError(""), { emptyAsName: true })).toBe("TypeError");
    expect(thrownText(new TypeError(""))).toBe("");
    expect(thrownText("s")).toBe("s");
    expect(thrownText(null)).toBe("null");
    expect(thrownText(undefined)).toBe("undefined");
    expect(thrownText(Symbol("s"))).toBe("Symbol(s)");
    expect(isFatalJudgeError(new Proxy({}, { get: () => { throw new Error("x"); } }))).toBe(false);
    expect(isFatalJudgeError({ fatal: true })).toBe(true);
  });
});
