/**
 * word_overlap from the built bundle with no node_modules (as the Action runs dist/): the bundle is
 * built into a temporary directory with the project's own build script, then dist/ is copied to a
 * second temporary directory outside any project, so `jieba-wasm` cannot be resolved and only the
 * copy in dist/vendor/jieba-wasm/ can tokenise. Expected values: jieba's README accurate-mode
 * example `我来到北京清华大学` → 我/来到/北京/清华大学 (tests/node/jieba-tokenizer.test.ts) and
 * `他来到了网易杭研大厦` → 他/来到/了/网易/杭研/大厦; after dropping the stop-words 我/他/了 the
 * reference has {来到, 北京, 清华大学} and the response shares 来到: 1/3 by hand. The score and reason
 * must also equal the in-process CLI's (src/, with node_modules).
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { buildDistInto } from "../helpers/build-dist.js";

const exec = promisify(execFile);

const DATASET = `${JSON.stringify({
  task: { id: "t1" },
  trial: { id: "t1/1", task_id: "t1", status: "completed" },
  reference: { expected: "我来到北京清华大学" },
  candidate: { output_text: "他来到了网易杭研大厦" },
})}\n`;
const CONFIG = `graders:
  overlap:
    grader: StringMatchGrader
    params: {algorithm: word_overlap}
    mapper: {response: candidate.output_text, reference_response: reference.expected}
`;

type Report = { results: { overlap: Array<{ score: number; reason: string; metadata: Record<string, unknown> }> } };

let temp: string;
let bundled: string;
let work: string;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "agent-eval-bundled-jieba-"));
  const built = await buildDistInto(temp);
  // outside the build directory: no node_modules in any parent directory of the copy
  bundled = path.join(temp, "bundle", "dist");
  await cp(built, bundled, { recursive: true });
  work = path.join(temp, "work");
  await mkdir(work);
  await writeFile(path.join(work, "trials.jsonl"), DATASET);
  await writeFile(path.join(work, "grading.yaml"), CONFIG);
}, 180_000);

afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

async function runBundled(cliJs: string, out: string) {
  try {
    const { stdout, stderr } = await exec(process.execPath, [cliJs, "grade", "--dataset", "trials.jsonl", "--config", "grading.yaml", "--out", out], { cwd: work });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("word_overlap in the bundle without node_modules", () => {
  it("the copy cannot resolve jieba-wasm as a package", async () => {
    const probe = path.join(bundled, "probe.cjs");
    await writeFile(probe, 'try { require.resolve("jieba-wasm"); console.log("found") } catch { console.log("missing") }\n');
    const { stdout } = await exec(process.execPath, [probe]);
    expect(stdout.trim()).toBe("missing");
    await rm(probe);
  });

  it("grades with the vendored wasm, equal to the in-process result", async () => {
    const result = await runBundled(path.join(bundled, "cli.js"), "bundled.json");
    expect(result.stderr).not.toContain("jieba-wasm");
    expect(result.code).toBe(0);
    const fromBundle = (JSON.parse(await readFile(path.join(work, "bundled.json"), "utf8")) as Report).results.overlap[0];
    expect(fromBundle).toMatchObject({ score: 1 / 3, reason: "Word overlap ratio: 0.33", metadata: { overlap_ratio: 1 / 3, algorithm: "word_overlap" } });

    const inProcessOut = path.join(work, "in-process.json");
    const code = await runCli(["grade", "--dataset", path.join(work, "trials.jsonl"), "--config", path.join(work, "grading.yaml"), "--out", inProcessOut], {
      stdout: () => undefined,
      stderr: () => undefined,
    });
    expect(code).toBe(0);
    const inProcess = (JSON.parse(await readFile(inProcessOut, "utf8")) as Report).results.overlap[0];
    expect(fromBundle).toEqual(inProcess);
  });

  it("without the vendored copy either, the grader fails with a clear error", async () => {
    const stripped = path.join(temp, "stripped", "dist");
    await cp(bundled, stripped, { recursive: true });
    await rm(path.join(stripped, "vendor"), { recursive: true });
    const result = await runBundled(path.join(stripped, "cli.js"), "stripped.json");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("word_overlap needs the jieba-wasm package");
    expect(result.stderr).toContain("no bundled copy (dist/vendor/jieba-wasm/jieba_rs_wasm.cjs)");
  });
});
