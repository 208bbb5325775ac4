/**
 * perplexity: loading a GPT-2 directory, the byte-level BPE tokenizer, the forward pass and the
 * metric, on a tiny GPT-2 the tests build themselves (tests/helpers/tiny-gpt2.ts). Reference values
 * come from an independent numpy implementation (scripts/parity/gpt2_reference.py): committed in
 * tests/fixtures/perplexity/tiny-gpt2.expected.json, and recomputed live when python3 with numpy
 * and regex is installed.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { ByteLevelBpe } from "../../src/metrics/gpt2/byte-level-bpe.js";
import { Gpt2Model } from "../../src/metrics/gpt2/gpt2-model.js";
import { builtinRegistry } from "../../src/metrics/registry.js";
import { PERPLEXITY_UNAVAILABLE, gpt2MessageScorer, perplexityMetric, withPerplexity } from "../../src/metrics/perplexity.js";
import { gpt2ScorerFor, loadGpt2Directory } from "../../src/node/gpt2-files.js";
import { parseEvents, runBuilder } from "../../src/testing.js";
import { contextFor } from "../helpers/fixtures.js";
import { writeTinyGpt2 } from "../helpers/tiny-gpt2.js";

interface Case {
  readonly text: string;
  readonly ids: number[];
  readonly surprisal: number | null;
}
const EXPECTED = JSON.parse(readFileSync(new URL("../fixtures/perplexity/tiny-gpt2.expected.json", import.meta.url), "utf8")) as { cases: Case[] };
const REFERENCE = fileURLToPath(new URL("../../scripts/parity/gpt2_reference.py", import.meta.url));

const root = mkdtempSync(path.join(os.tmpdir(), "agent-eval-gpt2-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const VOCAB_DIR = writeTinyGpt2(path.join(root, "vocab"));
const JSON_DIR = writeTinyGpt2(path.join(root, "tokenizer-json"), { tokenizerJson: true, prefixed: true });

function rawSurprisal(dir: Awaited<ReturnType<typeof loadGpt2Directory>>, ids: number[]): number | null {
  const logProbs = new Gpt2Model(dir.config, dir.weights).tokenLogProbs(ids);
  if (logProbs.length === 0) return null;
  return -logProbs.reduce((a, b) => a + b, 0) / logProbs.length;
}

describe("GPT-2 on a tiny model", () => {
  it("tokenizes like GPT-2's byte-level BPE and scores like the numpy reference (vocab.json + merges.txt)", async () => {
    const model = await loadGpt2Directory(VOCAB_DIR);
    const bpe = new ByteLevelBpe(model.tokenizer);
    for (const c of EXPECTED.cases) {
      const ids = bpe.encode(c.text);
      expect(ids, c.text).toEqual(c.ids);
      const value = rawSurprisal(model, ids);
      if (c.surprisal === null) expect(value, c.text).toBeNull();
      else expect(Math.abs((value as number) - c.surprisal), c.text).toBeLessThan(1e-12);
    }
    expect(Object.keys(model.digests).sort()).toEqual(["config.json", "merges.txt", "model.safetensors", "vocab.json"]);
  });

  it("reads tokenizer.json and transformer.-prefixed tensor names to the same results", async () => {
    const model = await loadGpt2Directory(JSON_DIR);
    const bpe = new ByteLevelBpe(model.tokenizer);
    for (const c of EXPECTED.cases) {
      expect(bpe.encode(c.text), c.text).toEqual(c.ids);
      if (c.surprisal !== null) expect(Math.abs((rawSurprisal(model, c.ids) as number) - c.surprisal)).toBeLessThan(1e-12);
    }
    expect(Object.keys(model.digests)).toContain("tokenizer.json");
  });

  it("returns the float32 value minicons hands GlossoGen, NaN below two tokens", async () => {
    const scorer = await gpt2ScorerFor(VOCAB_DIR);
    for (const c of EXPECTED.cases) {
      const value = scorer.surprisal(c.text);
      if (c.surprisal === null) expect(value).toBeNaN();
      else expect(value).toBe(Math.fround(c.surprisal));
    }
  });

  it("refuses a message longer than the model's context", async () => {
    const scorer = await gpt2ScorerFor(VOCAB_DIR);
    expect(() => scorer.surprisal("x ".repeat(40))).toThrow("a message of 80 tokens exceeds the model's context of 32 positions");
  });

  const python = spawnSync("python3", ["-c", "import numpy, regex"]);
  const hasPython = python.status === 0;
  it.skipIf(!hasPython)(`agrees with the numpy reference run now${hasPython ? "" : " [skipped: python3 with numpy and regex is not installed]"}`, async () => {
    const texts = ["a freshly built model", "Z9 |> ok", ...EXPECTED.cases.map((c) => c.text)];
    const dir = writeTinyGpt2(path.join(root, "seed-7"), { seed: 7 });
    const run = spawnSync("python3", [REFERENCE, dir], { input: JSON.stringify(texts), encoding: "utf8" });
    expect(run.stderr).toBe("");
    const reference = JSON.parse(run.stdout) as { ids: number[]; surprisal: number | null }[];
    const model = await loadGpt2Directory(dir);
    const bpe = new ByteLevelBpe(model.tokenizer);
    texts.forEach((text, i) => {
      const ids = bpe.encode(text);
      expect(ids, text).toEqual(reference[i]?.ids);
      const value = rawSurprisal(model, ids);
      if (reference[i]?.surprisal === null) expect(value).toBeNull();
      else expect(Math.abs((value as number) - (reference[i]?.surprisal as number)), text).toBeLessThan(1e-12);
    });
  });
});

describe("the perplexity metric", () => {
  const byText = new Map(EXPECTED.cases.map((c) => [c.text, c.surprisal]));
  const f32 = (text: string) => Math.fround(byText.get(text) as number);

  it("averages messages within a round, then rounds, over pristine primary-channel text, dropping one-token messages", async () => {
    const run = runBuilder({ scenario: "veyru", channels: ["link", "postmortem"] })
      .agent("field_observer")
      .round(1, (r) => r.message("field_observer", "the cat sat on the mat").message("field_observer", "x").message("field_observer", "RC: drape 8s gentle"))
      .round(2, (r) => r.message("field_observer", "FL frozen; RC 12s").message("field_observer", "the the the the", { channel: "postmortem" }))
      .round(3, (r) => r.message("field_observer", "?"));
    const metric = perplexityMetric(() => gpt2ScorerFor(VOCAB_DIR));
    const [m, ...rest] = await metric.compute(contextFor(parseEvents(run.build())));
    expect(rest).toEqual([]);
    const round1 = (f32("the cat sat on the mat") + f32("RC: drape 8s gentle")) / 2;
    const round2 = f32("FL frozen; RC 12s");
    expect(m?.per_round).toEqual([
      { round_number: 1, value: round1, note: `2 messages, std=${(Math.abs(f32("the cat sat on the mat") - f32("RC: drape 8s gentle")) / 2).toFixed(3)}` },
      { round_number: 2, value: round2, note: "1 messages, std=0.000" },
    ]);
    expect(m?.score).toBe((round1 + round2) / 2);
    expect(m?.score_unit).toBe("nats/token (gpt2)");
    expect(m?.summary).toMatch(/^3 messages on link across 2 rounds; mean per-token surprisal \d\.\d{3} nats \(round-to-round std \d\.\d{3}\)$/);
  });

  it("writes no measurement when no message has two tokens, and loads no model without a primary channel", async () => {
    const run = runBuilder({ scenario: "veyru" }).agent("a").round(1, (r) => r.message("a", "x").message("a", "1"));
    const context = contextFor(parseEvents(run.build()));
    expect(await perplexityMetric(() => gpt2ScorerFor(VOCAB_DIR)).compute(context)).toEqual([]);
    expect(context.logs.join("\n")).toContain("perplexity: no message on link could be scored");

    let loads = 0;
    const none = contextFor(parseEvents(run.build()), { scenario: { ...context.scenario, primaryChannels: [] } });
    const metric = perplexityMetric(() => {
      loads += 1;
      return gpt2ScorerFor(VOCAB_DIR);
    });
    expect(await metric.compute(none)).toEqual([]);
    expect(loads).toBe(0);
  });

  it("is unavailable, with the instruction, until a model is given", async () => {
    const registry = builtinRegistry();
    expect(registry.unavailable.get("perplexity")).toEqual(PERPLEXITY_UNAVAILABLE);
    expect(PERPLEXITY_UNAVAILABLE.reason).toContain("--gpt2-model DIR");
    const model = await loadGpt2Directory(VOCAB_DIR);
    const withModel = withPerplexity(registry, perplexityMetric(() => Promise.resolve(gpt2MessageScorer(model.config, model.weights, model.tokenizer))));
    expect(withModel.metrics.get("perplexity")?.kind).toBe("deterministic");
    expect(withModel.unavailable.has("perplexity")).toBe(false);
    expect(registry.metrics.has("perplexity")).toBe(false);
  });
});

describe("loading a GPT-2 directory", () => {
  const broken = (name: string, change: (dir: string) => void): string => {
    const dir = writeTinyGpt2(path.join(root, name));
    change(dir);
    return dir;
  };

  it("names the file and field or tensor that is wrong", async () => {
    const cases: [string, (dir: string) => void, RegExp][] = [
      ["no-config", (d) => rmSync(path.join(d, "config.json")), /cannot read config\.json: no such file or directory \(ENOENT\)/],
      [
        "bad-activation",
        (d) => writeFileSync(path.join(d, "config.json"), JSON.stringify({ ...JSON.parse(readFileSync(path.join(d, "config.json"), "utf8")), activation_function: "relu" })),
        /config\.json: field 'activation_function': only GPT-2's tanh GELU/,
      ],
      [
        "bad-layers",
        (d) => writeFileSync(path.join(d, "config.json"), JSON.stringify({ ...JSON.parse(readFileSync(path.join(d, "config.json"), "utf8")), n_layer: 3 })),
        /model\.safetensors: tensor h\.2\.ln_1\.weight is missing/,
      ],
      [
        "bad-width",
        (d) => writeFileSync(path.join(d, "config.json"), JSON.stringify({ ...JSON.parse(readFileSync(path.join(d, "config.json"), "utf8")), n_embd: 16, n_head: 2 })),
        /tensor h\.0\.ln_1\.weight has shape \[8\], expected \[16\] from config\.json/,
      ],
      ["no-tokenizer", (d) => rmSync(path.join(d, "merges.txt")), /no tokenizer: expected tokenizer\.json, or vocab\.json and merges\.txt/],
      ["no-weights", (d) => rmSync(path.join(d, "model.safetensors")), /no model\.safetensors/],
      ["truncated", (d) => writeFileSync(path.join(d, "model.safetensors"), readFileSync(path.join(d, "model.safetensors")).subarray(0, 4000)), /data_offsets .* inside the file/],
      ["bad-merge", (d) => writeFileSync(path.join(d, "merges.txt"), "#version: 0.2\nabc\n"), /merges\.txt: merge 1 \('abc'\) is not two symbols/],
    ];
    for (const [name, change, message] of cases) {
      const error = await loadGpt2Directory(broken(name, change)).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(InputError);
      expect((error as Error).message, name).toMatch(message);
    }
  });

  it("refuses a checkpoint that is not float32", async () => {
    const dir = broken("f16", (d) => {
      const file = path.join(d, "model.safetensors");
      const bytes = readFileSync(file);
      const headerLength = Number(bytes.readBigUInt64LE(0));
      const header = bytes.subarray(8, 8 + headerLength).toString("utf8").replace('"wte.weight":{"dtype":"F32"', '"wte.weight":{"dtype":"F16"');
      writeFileSync(file, Buffer.concat([bytes.subarray(0, 8), Buffer.from(header), bytes.subarray(8 + headerLength)]));
    });
    await expect(loadGpt2Directory(dir)).rejects.toThrow("tensor wte.weight has dtype F16; only float32 (F32) checkpoints are read");
  });
});
