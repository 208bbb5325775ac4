import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FixtureStore } from "../../src/judge/fixture-store.js";
import type { Judge, JudgeRequest } from "../../src/judge/judge.js";
import { openFixtureStore } from "../../src/providers/fixture-files.js";

export const SCHEMA = {
  type: "object",
  properties: { score: { type: "integer" }, reason: { type: "string" } },
  required: ["score", "reason"],
};

export function makeRequest(overrides: Partial<JudgeRequest> = {}): JudgeRequest {
  return {
    metric: "language_strangeness",
    system: "You are a fair and precise evaluator. Always submit your assessment by calling the provided tool.",
    user: ["--- ROUND 1 (2 messages) ---", "a: hello there", "b: vek tor ulla", "", "Rate how strange the language is."].join("\n"),
    outputName: "LanguageStrangenessOutput",
    outputDescription: "Submit the strangeness score.",
    outputSchema: SCHEMA,
    model: "claude-haiku-4-5",
    provider: "anthropic",
    settings: { max_tokens: 1024 },
    replica: 1,
    templateVersion: "1",
    ...overrides,
  };
}

export interface TempStore {
  readonly dir: string;
  readonly store: FixtureStore;
  /** All files under the store, relative, sorted. */
  files(): Promise<string[]>;
  cleanup(): Promise<void>;
}

export async function tempStore(knownSecrets: readonly string[] = []): Promise<TempStore> {
  const dir = await mkdtemp(path.join(tmpdir(), "agent-eval-judges-"));
  const store = openFixtureStore(dir, { displayRoot: "recorded-judges", knownSecrets });
  return {
    dir,
    store,
    files: async () => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort(),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A judge that fails the test if it is ever called. */
export const FORBIDDEN_JUDGE: Judge = {
  call: () => {
    throw new Error("the inner judge must not be called");
  },
};

export const FIXED_NOW = (): string => "2026-11-30T12:00:00.000Z";
