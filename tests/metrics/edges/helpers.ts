/** The public evaluation path for the GlossoGen edge tests: a run directory written by the testing kit, evaluateRun. */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Measurement } from "../../../src/core/measurement.js";
import { builtinRegistry, resolveMetricList } from "../../../src/metrics/registry.js";
import { evaluateRun } from "../../../src/node/evaluate-run.js";
import { type RunSource, writeRunDirectory } from "../../../src/testing.js";
import { tempDir } from "../../helpers/run-dirs.js";

export interface Evaluated {
  readonly measurements: readonly Measurement[];
  readonly failed: readonly { readonly name: string; readonly error: string }[];
  /** The report file's text, as written. */
  readonly reportText: string;
  readonly logs: readonly string[];
}

/** Evaluate `metrics` (comma-separated names) on the run, through evaluateRun, as `agent-eval evaluate` does. */
export async function evaluate(
  source: RunSource,
  metrics: string,
  options: { readonly scenario?: string; readonly files?: Readonly<Record<string, string>>; readonly allowIncomplete?: boolean } = {},
): Promise<Evaluated> {
  const written = await writeRunDirectory(path.join(tempDir("agent-eval-edges-"), "run"), source, {
    ...(options.scenario === undefined ? {} : { scenario: options.scenario }),
    ...(options.files === undefined ? {} : { files: options.files }),
  });
  const logs: string[] = [];
  const outcome = await evaluateRun({
    runDir: written.runDir,
    metrics: resolveMetricList(builtinRegistry(), metrics),
    log: (line) => logs.push(line),
    invocationLog: false,
    ...(options.allowIncomplete === undefined ? {} : { allowIncomplete: options.allowIncomplete }),
  });
  return { measurements: outcome.measurements, failed: outcome.failed, reportText: readFileSync(outcome.reportPath, "utf8"), logs };
}

export function byName(evaluated: Evaluated, name: string): Measurement {
  const found = evaluated.measurements.find((m) => m.metric_name === name);
  if (found === undefined) throw new Error(`no measurement ${name} among [${evaluated.measurements.map((m) => m.metric_name).join(", ")}]`);
  return found;
}
