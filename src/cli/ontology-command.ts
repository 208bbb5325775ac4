/**
 * `agent-eval ontology consolidate`: pool the free-form labels that communication_open_coding
 * wrote for several runs and ask the judge to consolidate them into the category ontology that
 * communication_feature_presence scores against.
 */
import { consolidateOntology } from "../metrics/judge/index.js";
import { writeFileAtomic } from "../node/files.js";
import { poolLabels } from "../node/ontology-files.js";
import { type JudgeConfig, buildJudgeStack } from "../node/judge-setup.js";

export interface ConsolidateOptions {
  readonly runDirs: readonly string[];
  readonly out: string;
  readonly version: string;
  readonly judge: JudgeConfig;
}

export async function consolidateCommand(options: ConsolidateOptions, log: (line: string) => void): Promise<string> {
  const { pool, runIds } = await poolLabels(options.runDirs);
  const stack = await buildJudgeStack(options.judge, process.env, log);
  const ontology = await consolidateOntology({
    labelPool: pool,
    sourceRunCount: runIds.length,
    judge: stack.judge,
    identity: stack.identity,
    version: options.version,
    generatedAt: new Date().toISOString(),
    sourceRunIds: runIds,
  });
  await writeFileAtomic(options.out, `${JSON.stringify(ontology, null, 2)}\n`);
  return `${options.out}: ${ontology.categories.length} categories from ${pool.length} labels across ${runIds.length} runs`;
}
