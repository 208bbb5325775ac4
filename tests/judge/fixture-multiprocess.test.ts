import { execFile } from "node:child_process";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, expect, it } from "vitest";
import { parseFixtureRecord } from "../../src/judge/fixture-store.js";
import { judgeRequestKey } from "../../src/judge/request-key.js";
import { makeRequest, tempStore, type TempStore } from "./judge-test-helpers.js";

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let t: TempStore;
beforeEach(async () => {
  t = await tempStore();
});
afterEach(async () => {
  await t.cleanup();
});

it("several evaluation processes recording the same key at once leave one valid file", async () => {
  const script = path.join(t.dir, "..", `record-${path.basename(t.dir)}.mts`);
  const request = makeRequest();
  await writeFile(
    script,
    `
import { createJudgeStack } from ${JSON.stringify(path.join(root, "src/judge/replay-judge.ts"))};
import { ScriptedJudge } from ${JSON.stringify(path.join(root, "src/judge/scripted-judge.ts"))};
import { openFixtureStore } from ${JSON.stringify(path.join(root, "src/providers/fixture-files.ts"))};
const id = Number(process.argv[2]);
const store = openFixtureStore(process.argv[3]);
const provider = new ScriptedJudge(() => ({ output: { score: 1 + (id % 5), reason: "process " + id } }));
const request = ${JSON.stringify(request)};
// 20 independent recorders per process, all overwriting the same key at once.
await Promise.all(Array.from({ length: 20 }, () =>
  createJudgeStack({ mode: "record-all", provider, store, now: () => new Date().toISOString() }).judge.call(request)));
if (provider.calls !== 20) throw new Error("expected 20 provider calls, got " + provider.calls);
`,
  );
  try {
    await Promise.all([1, 2, 3, 4].map((id) => run(process.execPath, ["--import", "tsx", script, String(id), t.dir], { cwd: root })));
  } finally {
    await import("node:fs/promises").then((fs) => fs.rm(script, { force: true }));
  }
  const key = judgeRequestKey(request);
  expect(await t.files()).toEqual([`language_strangeness/${key}.json`]);
  expect(await readdir(path.join(t.dir, "language_strangeness"))).toEqual([`${key}.json`]);
  const record = parseFixtureRecord(await readFile(path.join(t.dir, "language_strangeness", `${key}.json`), "utf8"), "fixture");
  expect(record.response.output).toMatchObject({ reason: expect.stringMatching(/^process [1-4]$/) as unknown });
}, 60_000);

it("record-missing in several processes at once: the first recording wins and every process uses the answer on disk", async () => {
  const script = path.join(t.dir, "..", `record-missing-${path.basename(t.dir)}.mts`);
  const request = makeRequest();
  await writeFile(
    script,
    `
import { createJudgeStack } from ${JSON.stringify(path.join(root, "src/judge/replay-judge.ts"))};
import { ScriptedJudge } from ${JSON.stringify(path.join(root, "src/judge/scripted-judge.ts"))};
import { openFixtureStore } from ${JSON.stringify(path.join(root, "src/providers/fixture-files.ts"))};
const id = Number(process.argv[2]);
const store = openFixtureStore(process.argv[3]);
let n = 0;
const provider = new ScriptedJudge(() => ({ output: { score: 1 + (id % 5), reason: "process " + id + " call " + n++ } }));
const request = ${JSON.stringify(request)};
// 5 independent evaluations per process, all missing the same key at once
const answers = await Promise.all(Array.from({ length: 5 }, () =>
  createJudgeStack({ mode: "record-missing", provider, store, now: () => new Date().toISOString() }).judge.call(request)));
process.stdout.write(JSON.stringify(answers.map((a) => a.output)));
`,
  );
  let outputs: unknown[];
  try {
    const results = await Promise.all([1, 2, 3, 4].map((id) => run(process.execPath, ["--import", "tsx", script, String(id), t.dir], { cwd: root })));
    outputs = results.flatMap((r) => JSON.parse(r.stdout) as unknown[]);
  } finally {
    await import("node:fs/promises").then((fs) => fs.rm(script, { force: true }));
  }
  const key = judgeRequestKey(request);
  expect(await readdir(path.join(t.dir, "language_strangeness"))).toEqual([`${key}.json`]);
  const record = parseFixtureRecord(await readFile(path.join(t.dir, "language_strangeness", `${key}.json`), "utf8"), "fixture");
  // what every evaluation scored is what a replay of its report will read
  expect(outputs).toHaveLength(20);
  for (const output of outputs) expect(output).toEqual(record.response.output);
}, 60_000);
