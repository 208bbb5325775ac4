/**
 * A trial report built in two shards (tasks split by shardTasks), each written and read back as a
 * shard file would be, then merged: the bytes a sharded `grade` + `grade --merge` gives.
 */
import type { GraderOutput } from "../../src/graders/contract.js";
import { buildTrialReport, mergeTrialReports, parseTrialReport, serializeTrialReport, shardTasks, type TrialProvenance } from "../../src/trials/report.js";
import type { TaskDescriptor, TrialEntry } from "../../src/trials/summary.js";

export function mergedTwoShards(entries: readonly TrialEntry[], tasks: readonly TaskDescriptor[], results: Readonly<Record<string, readonly (GraderOutput | null)[]>>, provenance: TrialProvenance): string {
  const shards = [1, 2].map((index) => {
    const mine = shardTasks(
      tasks.map((t) => t.id),
      { index, total: 2 },
    );
    const keep = entries.map((e) => mine.has(e.task_id));
    const report = buildTrialReport(
      entries.filter((_, i) => keep[i]),
      tasks.filter((t) => mine.has(t.id)),
      Object.fromEntries(Object.entries(results).map(([name, rows]) => [name, rows.filter((_, i) => keep[i])])),
      { ...provenance, shard: { index, total: 2 } },
    );
    return { source: `s${index}`, report: parseTrialReport(serializeTrialReport(report), `s${index}`) };
  });
  return serializeTrialReport(mergeTrialReports(shards));
}
