/**
 * The scripted local judge behind agent-eval's bundled example fixtures: the heuristics live in
 * src/judge/example-judge.ts (the CLI's `--provider scripted --judge-mode live` dry run answers with
 * them too); this adds the recording stack the example scripts, tests and benchmarks use.
 */
import type { JudgeStack } from "../src/node/judge-setup.js";
import { EXAMPLE_JUDGE_IDENTITY, EXAMPLE_RECORDED_AT, exampleJudgeScript } from "../src/judge/example-judge.js";
import { type JudgeMode, createJudgeStack } from "../src/judge/replay-judge.js";
import { ScriptedJudge } from "../src/judge/scripted-judge.js";
import { openFixtureStore } from "../src/providers/fixture-files.js";

export * from "../src/judge/example-judge.js";


/**
 * A judge stack (as `evaluateRun({ judge })` takes it) answering with the scripted example judge
 * through the fixture store at `fixturesDir`, recording with the fixed timestamp.
 */
export function createExampleJudgeStack(fixturesDir: string, mode: JudgeMode = "record-missing"): JudgeStack {
  const { judge, accounting } = createJudgeStack({
    mode,
    provider: new ScriptedJudge(exampleJudgeScript),
    store: openFixtureStore(fixturesDir),
    now: () => EXAMPLE_RECORDED_AT,
  });
  return { judge, accounting, identity: { ...EXAMPLE_JUDGE_IDENTITY, settings: {} }, usedKeys: new Set<string>(), mode };
}
