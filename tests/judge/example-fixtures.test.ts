/**
 * The bundled judge fixtures (recorded-judges/): every file is a well-formed recording made by the
 * scripted local judge, labelled as such, free of secrets, recorded against the current templates,
 * and exactly what scripts/record-example-judges.ts records (re-running the script's judge on the
 * stored request reproduces the stored answer and usage).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import {
  EXAMPLE_JUDGE_IDENTITY,
  EXAMPLE_RECORDED_AT,
  SCRIPTED_PREFIX,
  exampleJudgeAnswer,
  exampleJudgeUsage,
} from "../../scripts/example-judge.js";
import { runCli } from "../../src/cli/main.js";
import { type FixtureRecord, SCRIPTED_SOURCE, parseFixtureRecord, requestFromRecord, serializeFixtureRecord } from "../../src/judge/fixture-store.js";
import { SCRIPTED_MODEL } from "../../src/judge/scripted-judge.js";
import { findSecretLikeValues } from "../../src/judge/secrets.js";
import { JUDGE_CALL_SPECS, JUDGE_METRICS } from "../../src/metrics/judge/index.js";
import { communicationOntologySchema } from "../../src/metrics/judge/ontology.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const STORE = path.join(ROOT, "recorded-judges");
const ONTOLOGY = path.join(ROOT, "examples", "ontology", "communication-ontology-v1.json");

const CALLS = JUDGE_CALL_SPECS;
const CALL_BY_METRIC = new Map(CALLS.map((call) => [call.metric, call]));

interface Fixture {
  readonly path: string;
  readonly directory: string;
  readonly text: string;
  readonly record: FixtureRecord;
}

let fixtures: Fixture[] = [];

beforeAll(() => {
  fixtures = readdirSync(STORE)
    .filter((dir) => statSync(path.join(STORE, dir)).isDirectory())
    .sort()
    .flatMap((dir) =>
      readdirSync(path.join(STORE, dir))
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => {
          const file = path.posix.join("recorded-judges", dir, name);
          const text = readFileSync(path.join(STORE, dir, name), "utf8");
          return { path: file, directory: dir, text, record: parseFixtureRecord(text, file) };
        }),
    );
});

/** Paths of the fixtures failing `check` (so a failure names every offending file). */
function failing(check: (fixture: Fixture) => boolean): string[] {
  return fixtures.filter((fixture) => !check(fixture)).map((fixture) => fixture.path);
}

/** Every explanation-like string of an output (explanation, notes, justifications). */
function explanations(output: unknown): string[] {
  const o = output as { explanation?: string; scores?: { justification: string }[]; notes?: string };
  return [
    ...(o.explanation === undefined ? [] : [o.explanation]),
    ...(o.scores ?? []).map((score) => score.justification),
    ...(o.notes === undefined || o.notes === "" ? [] : [o.notes]),
  ];
}

describe("bundled judge fixtures (recorded-judges/)", () => {
  it("exist for every judge metric and the ontology consolidation, filed under the metric that recorded them", () => {
    expect(fixtures.length).toBeGreaterThan(0);
    const directories = new Set(fixtures.map((f) => f.directory));
    for (const metric of [...JUDGE_METRICS.map((m) => m.name), "communication_ontology_consolidate"]) expect(directories).toContain(metric);
    expect(failing((f) => f.record.request.metric === f.directory && f.path.endsWith(`/${f.record.key}.json`))).toEqual([]);
  });

  it("parse, and are stored in the canonical serialisation", () => {
    // parseFixtureRecord already ran in beforeAll (it throws on a bad file or a key mismatch)
    expect(failing((f) => serializeFixtureRecord(f.record) === f.text)).toEqual([]);
  });

  it("say they come from the scripted local judge, never from a real model", () => {
    expect(failing((f) => f.record.source === SCRIPTED_SOURCE)).toEqual([]);
    expect(failing((f) => f.record.response.model === SCRIPTED_MODEL)).toEqual([]);
    expect(failing((f) => f.record.request.provider === "scripted" && f.record.request.model === EXAMPLE_JUDGE_IDENTITY.model)).toEqual([]);
    expect(failing((f) => JSON.stringify(f.record.request.settings) === "{}")).toEqual([]);
    expect(failing((f) => f.record.recorded_at === EXAMPLE_RECORDED_AT)).toEqual([]);
    // answers with prose say so in the prose too (language_repetition answers carry no prose)
    expect(failing((f) => explanations(f.record.response.output).every((text) => text.startsWith(SCRIPTED_PREFIX)))).toEqual([]);
    expect(failing((f) => f.record.request.output_name === "RoundRepetitionOutput" || explanations(f.record.response.output).length > 0)).toEqual([]);
  });

  it("contain nothing that looks like a credential", () => {
    expect(failing((f) => findSecretLikeValues(f.record).length === 0 && findSecretLikeValues(f.text).length === 0)).toEqual([]);
  });

  it("were recorded against the current prompt templates and output schemas", () => {
    expect(failing((f) => CALL_BY_METRIC.get(f.record.request.metric)?.templateVersion === f.record.request.template_version)).toEqual([]);
    expect(failing((f) => CALL_BY_METRIC.get(f.record.request.metric)?.outputName === f.record.request.output_name)).toEqual([]);
  });

  it("hold outputs that pass their metric's schema", () => {
    const invalid = fixtures.filter((f) => {
      const schema = CALL_BY_METRIC.get(f.record.request.metric)?.output;
      return schema === undefined || !schema.safeParse(f.record.response.output).success;
    });
    expect(invalid.map((f) => f.path)).toEqual([]);
  });

  it("are exactly what the scripted example judge answers to the stored request (output and usage)", () => {
    expect(failing((f) => JSON.stringify(exampleJudgeAnswer(requestFromRecord(f.record))) === JSON.stringify(f.record.response.output))).toEqual([]);
    expect(
      failing((f) => JSON.stringify(exampleJudgeUsage(requestFromRecord(f.record), f.record.response.output)) === JSON.stringify(f.record.response.usage)),
    ).toEqual([]);
    // usage is non-zero (so the cost plumbing is exercised) although the unpriced model costs $0
    expect(failing((f) => f.record.response.usage.input_tokens > 0 && f.record.response.usage.output_tokens > 0)).toEqual([]);
  });

  it("replicate dialog_retransmission and language_repetition three times, with replicas that differ somewhere", () => {
    for (const metric of ["dialog_retransmission", "language_repetition"]) {
      const byPrompt = new Map<string, Fixture[]>();
      for (const f of fixtures.filter((fixture) => fixture.directory === metric)) {
        const prompt = f.record.request.user.join("\n");
        byPrompt.set(prompt, [...(byPrompt.get(prompt) ?? []), f]);
      }
      for (const group of byPrompt.values()) expect(group.map((f) => f.record.request.replica).sort()).toEqual([1, 2, 3]);
      const differing = [...byPrompt.values()].filter((group) => new Set(group.map((f) => JSON.stringify(f.record.response.output))).size > 1);
      expect(differing.length).toBeGreaterThan(0);
    }
  });

  it("pass `agent-eval fixtures check` with no problem and nothing stale", async () => {
    let stdout = "";
    let stderr = "";
    const code = await runCli(["fixtures", "check", "--fixtures", STORE, "--provider", "scripted", "--model", SCRIPTED_MODEL, "--fail-on-stale"], {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    });
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toContain(`${fixtures.length} recordings checked: 0 problem(s), 0 stale`);
  });
});

describe("the example ontology (examples/ontology/communication-ontology-v1.json)", () => {
  it("is a communication ontology consolidated by the scripted judge from the recorded consolidation", () => {
    const raw = JSON.parse(readFileSync(ONTOLOGY, "utf8")) as { explanation: string };
    const ontology = communicationOntologySchema.parse(raw);
    expect(ontology.version).toBe("communication-ontology-v1");
    expect(ontology.generated_at).toBe(EXAMPLE_RECORDED_AT);
    expect(ontology.categories.length).toBeGreaterThan(0);
    expect(raw.explanation.startsWith(SCRIPTED_PREFIX)).toBe(true);
    const consolidation = fixtures.filter((f) => f.directory === "communication_ontology_consolidate");
    expect(consolidation).toHaveLength(1);
    expect((consolidation[0]?.record.response.output as { categories: unknown }).categories).toEqual(ontology.categories);
  });
});
