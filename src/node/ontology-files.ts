/**
 * The ontology files beside runs: the open-coding sidecars pooled for consolidation, and the newest
 * consolidated ontology in GlossoGen's default location.
 */
import { describeJsonSyntaxError } from "../core/json-error.js";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { InputError } from "../core/errors.js";
import type { PooledLabel } from "../metrics/judge/index.js";
import { readTextIfExists } from "./files.js";

/** The open-coding sidecar's schema; zod is loaded by the consolidation that pools them, not by every evaluation. */
async function openCodingSchema() {
  const { z } = await import("zod");
  return z.object({
    run_id: z.string(),
    labels: z.array(z.object({ text: z.string(), evidence: z.array(z.object({ round_number: z.number().int(), quote: z.string() })) })),
  });
}

const SAMPLE_QUOTES = 3;

/** Labels pooled across runs by case-insensitive text, first spelling kept, first-seen order. */
export async function poolLabels(runDirs: readonly string[]): Promise<{ pool: PooledLabel[]; runIds: string[] }> {
  const pooled = new Map<string, { text: string; runIds: string[]; evidence: number; quotes: string[] }>();
  const runIds: string[] = [];
  const schema = await openCodingSchema();
  for (const runDir of runDirs) {
    const file = path.join(runDir, "communication_open_coding.json");
    const text = await readTextIfExists(file);
    if (text === undefined) throw new InputError(`${file}: missing; run communication_open_coding on this run first`);
    let parsed;
    try {
      parsed = schema.parse(JSON.parse(text));
    } catch (error) {
      const problem = error instanceof SyntaxError ? describeJsonSyntaxError(error, text) : ((error as Error).message.split("\n")[0] ?? "");
      throw new InputError(`${file}: not an open-coding sidecar (${problem})`, { cause: error });
    }
    runIds.push(parsed.run_id);
    for (const label of parsed.labels) {
      const key = label.text.trim().toLowerCase();
      const entry = pooled.get(key) ?? { text: label.text.trim(), runIds: [], evidence: 0, quotes: [] };
      if (!entry.runIds.includes(parsed.run_id)) entry.runIds.push(parsed.run_id);
      entry.evidence += label.evidence.length;
      for (const citation of label.evidence) if (entry.quotes.length < SAMPLE_QUOTES && !entry.quotes.includes(citation.quote)) entry.quotes.push(citation.quote);
      pooled.set(key, entry);
    }
  }
  return {
    pool: [...pooled.values()].map((e) => ({ text: e.text, run_ids: e.runIds, evidence_count_total: e.evidence, sample_quotes: e.quotes })),
    runIds,
  };
}

/** The newest `*.json` in `<run-dir>/../_ontology/` (GlossoGen's default ontology location). */
export async function newestOntology(runDir: string): Promise<string | undefined> {
  const dir = path.resolve(runDir, "..", "_ontology");
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(".json"));
  } catch {
    return undefined;
  }
  let newest: { file: string; mtime: bigint } | undefined;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file, { bigint: true });
    if (newest === undefined || info.mtimeNs > newest.mtime) newest = { file, mtime: info.mtimeNs };
  }
  return newest?.file;
}
