/**
 * The user's GlossoGen probe files (`--scenario-assets`): present but invalid files are input
 * errors naming the file and the field (the whole document is "(root)"), absent ones make the
 * probes not apply with the reason.
 */
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { loadProbeAssets } from "../../src/node/scenario-assets.js";
import { tempDir } from "../helpers/run-dirs.js";

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/glossogen-assets");

function assets(): { scenarios: string; questions: string } {
  const root = path.join(tempDir(), "glossogen");
  cpSync(FIXTURE, root, { recursive: true });
  const scenarios = path.join(root, "scenarios");
  return { scenarios, questions: path.join(scenarios, "veyru", "protocol_probe_questions.json") };
}

function failure(dir: string): InputError {
  try {
    loadProbeAssets(dir, "veyru");
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error("expected an InputError");
}

describe("--scenario-assets question bank", () => {
  it("a document that is not a list names the file and '(root)' (before: field '')", () => {
    const { scenarios, questions } = assets();
    writeFileSync(questions, '{"id": 1}');
    expect(failure(scenarios).message).toBe(`--scenario-assets ${questions}: field '(root)': Invalid input: expected array, received object`);
  });

  it("a wrong field names its path; invalid JSON names the file", () => {
    const { scenarios, questions } = assets();
    writeFileSync(questions, JSON.stringify([{ id: "q", agent_role_filter: "field_observer", inputs: { symptoms: 5 } }]));
    expect(failure(scenarios).message).toBe(`--scenario-assets ${questions}: field '0.inputs.symptoms': Invalid input: expected string, received number`);
    writeFileSync(questions, "[{");
    expect(failure(scenarios).message).toMatch(new RegExp(`^--scenario-assets ${questions.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: not valid JSON \\(`));
  });

  it("an absent bank makes protocol_probe not apply, with the reason", () => {
    const { scenarios, questions } = assets();
    rmSync(questions);
    const loaded = loadProbeAssets(scenarios, "veyru");
    expect(loaded.probe.ok).toBe(false);
    expect(loaded.probe.ok ? "" : loaded.probe.reason).toBe(`scenario 'veyru' has no probe question bank (${questions} not found)`);
  });
});
