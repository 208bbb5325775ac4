/**
 * Records the judge answers behind the OpenJudge example configs (examples/trials/openjudge/*.yaml)
 * with the scripted local judge of scripts/openjudge-example-judge.ts — NOT a real model — into
 * the example's own store, examples/trials/openjudge/recorded-judges/ (`openjudge.*` directories),
 * with a fixed `recorded_at` so re-recording is byte-stable. Only the LLM graders of each config are run (the others need no recording).
 *
 *   node --import tsx --import ./scripts/register-raw-text.mjs scripts/record-openjudge-examples.ts [--data FILE.jsonl]
 *
 * Default data: tests/fixtures/openjudge/support-trials.jsonl (the trial rows the example tests use).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LLM_GRADER_CLASSES } from "../src/graders/registry.js";
import { runGraders } from "../src/graders/run-graders.js";
import { createJudgeStack } from "../src/judge/replay-judge.js";
import { ScriptedJudge } from "../src/judge/scripted-judge.js";
import { parseYamlText, prepareOpenJudge } from "../src/node/grading-config.js";
import { openFixtureStore } from "../src/providers/fixture-files.js";
import { EXAMPLE_JUDGE_IDENTITY, EXAMPLE_RECORDED_AT } from "./example-judge.js";
import { openJudgeExampleAnswer } from "./openjudge-example-judge.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CONFIGS = ["customer-support.yaml", "pii-gate.yaml"].map((f) => path.join(root, "examples", "trials", "openjudge", f));
const dataFlag = process.argv.indexOf("--data");
const dataFile = dataFlag >= 0 ? path.resolve(process.argv[dataFlag + 1] ?? "") : path.join(root, "tests", "fixtures", "openjudge", "support-trials.jsonl");

const rows = (await readFile(dataFile, "utf8"))
  .split("\n")
  .filter((l) => l.trim() !== "")
  .map((l) => JSON.parse(l) as Record<string, unknown>);

const { judge, accounting } = createJudgeStack({
  mode: "record-missing",
  provider: new ScriptedJudge((request) => ({ output: openJudgeExampleAnswer(request) })),
  store: openFixtureStore(path.join(root, "examples", "trials", "openjudge", "recorded-judges")),
  now: () => EXAMPLE_RECORDED_AT,
});

/** Keeps only the LLM graders of a config (both config forms), without aggregators. */
function llmOnly(raw: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(raw.dimensions)) {
    return { dimensions: (raw.dimensions as Array<Record<string, unknown>>).filter((d) => LLM_GRADER_CLASSES.has(String(d.grader))).map((d) => ({ ...d, mode: "score" })) };
  }
  const graders = Object.entries(raw.graders as Record<string, Record<string, unknown>>).filter(([, g]) => LLM_GRADER_CLASSES.has(String(g.grader)));
  return { graders: Object.fromEntries(graders) };
}

for (const file of CONFIGS) {
  const parsed = parseYamlText(await readFile(file, "utf8"), file);
  const { plan } = await prepareOpenJudge(llmOnly(parsed.value as Record<string, unknown>), file);
  const outcome = await runGraders(plan, rows, { judge, judgeIdentity: { ...EXAMPLE_JUDGE_IDENTITY, settings: {} } });
  console.log(`${path.relative(root, file)}: ${JSON.stringify(outcome.scores)}`);
}
const s = accounting.snapshot();
console.log(`${s.used.calls} judge calls: ${s.recorded} recorded, ${s.replayed} already recorded`);
