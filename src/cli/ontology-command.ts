/**
 * `agent-eval ontology consolidate`: pool the free-form labels that communication_open_coding
 * wrote for several runs and ask the judge to consolidate them into the category ontology that
 * communication_feature_presence scores against.
 */
import { consolidateOntology } from "../metrics/judge/index.js";
import { printablePath } from "../core/printable.js";
import { refuseExistingOut, writeOutFileSync } from "../node/files.js";
import { poolLabels } from "../node/ontology-files.js";
import { type JudgeConfig, buildJudgeStack } from "../node/judge-setup.js";

export interface ConsolidateOptions {
  readonly runDirs: readonly string[];
  readonly out: string;
  readonly version: string;
  readonly judge: JudgeConfig;
  /** Replace an existing `out` (otherwise an existing file is refused, exit 2, nothing written). */
  readonly overwrite?: boolean;
}

/**
 * An ontology is not a function of its inputs alone (the judge's answer, the time it was made), and
 * reports scored against it name it: replacing one silently would lose it. Refused unless asked.
 */
const OTHER_OUT = "choose another --out (e.g. a new --ontology-version's file)";

export async function consolidateCommand(options: ConsolidateOptions, log: (line: string) => void): Promise<string> {
  // before the judge is called: a refusal then costs nothing
  refuseExistingOut(options.out, options.overwrite === true, OTHER_OUT);
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
  const text = `${JSON.stringify(ontology, null, 2)}\n`;
  // created meanwhile by someone else: still not replaced
  writeOutFileSync(options.out, text, options.overwrite === true, OTHER_OUT);
  return `${printablePath(options.out)}: ${ontology.categories.length} categories from ${pool.length} labels across ${runIds.length} runs`;
}
