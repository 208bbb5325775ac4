/** Loading GlossoGen's cached English n-gram count tables from disk. */
import { describeJsonSyntaxError } from "../core/json-error.js";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { InputError } from "../core/errors.js";
import type { NgramTables } from "../metrics/contract.js";
import { readTextIfExists } from "./files.js";

export const PLAIN_TABLE_FILE = "english_char_trigram.json";
export const BACKOFF_TABLE_FILE = "english_backoff_trigram_cased_punct.json";

/** GlossoGen caches its tables here (`~/.cache/glossogen`). */
export function defaultNgramTablesDir(): string {
  return path.join(os.homedir(), ".cache", "glossogen");
}

async function readTable(dir: string, file: string): Promise<{ value: unknown; sha256: string } | undefined> {
  const full = path.join(dir, file);
  const text = await readTextIfExists(full);
  if (text === undefined) return undefined;
  try {
    return { value: JSON.parse(text) as unknown, sha256: createHash("sha256").update(text).digest("hex") };
  } catch (error) {
    throw new InputError(`${full}: not valid JSON (${describeJsonSyntaxError(error, text)})`);
  }
}

export interface LoadedNgramTables {
  readonly tables: NgramTables;
  /** sha256 per table file that was found, for report provenance. */
  readonly digests: Readonly<Record<string, string>>;
}

export async function loadNgramTables(dir: string, want: { plain: boolean; backoff: boolean }): Promise<LoadedNgramTables> {
  const plain = want.plain ? await readTable(dir, PLAIN_TABLE_FILE) : undefined;
  const backoff = want.backoff ? await readTable(dir, BACKOFF_TABLE_FILE) : undefined;
  const digests: Record<string, string> = {};
  if (plain !== undefined) digests[PLAIN_TABLE_FILE] = plain.sha256;
  if (backoff !== undefined) digests[BACKOFF_TABLE_FILE] = backoff.sha256;
  return {
    tables: {
      location: dir,
      ...(plain === undefined ? {} : { plain: plain.value }),
      ...(backoff === undefined ? {} : { backoff: backoff.value }),
    },
    digests,
  };
}
