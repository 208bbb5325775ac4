/**
 * Language metrics against the spec's vectors (§9.1–§9.4): per-text primitives, the n-gram
 * scorers and their training, the char-count metrics, and whole measurements on fixtures F1/F2.
 */
import { readFileSync } from "node:fs";
import { deflateRaw } from "pako";
import { describe, expect, it } from "vitest";
import type { Measurement } from "../../src/core/measurement.js";
import { codePointLength, neumaierSum, populationStd } from "../../src/core/pynum.js";
import type { Metric, NgramTables } from "../../src/metrics/contract.js";
import { englishNgramBackoffSurprisal } from "../../src/metrics/english-ngram-backoff-surprisal.js";
import { englishNgramSurprisal } from "../../src/metrics/english-ngram-surprisal.js";
import { gzipCompressionRatio, gzipCompressionRatioMetric } from "../../src/metrics/gzip-compression-ratio.js";
import { meanCharsPerMessage } from "../../src/metrics/mean-chars-per-message.js";
import { meanCharsPerRound } from "../../src/metrics/mean-chars-per-round.js";
import { characterEntropyBits, messageEntropy } from "../../src/metrics/message-entropy.js";
import { type BackoffTrigramTable, meanCharSurprisal as backoffSurprisal, trainBackoffTrigram } from "../../src/metrics/ngram/backoff-trigram.js";
import { type PlainTrigramTable, meanCharSurprisal as plainSurprisal, trainPlainTrigram } from "../../src/metrics/ngram/plain-trigram.js";
import { backoffTrigramTableSchema, plainTrigramTableSchema } from "../../src/metrics/ngram/table-schemas.js";
import { contextFor, parseJsonl } from "../helpers/fixtures.js";

/** A Python float repr, parsed back into the exact double (`-0.0` stays negative zero). */
function py(repr: string): number {
  return repr === "nan" ? Number.NaN : Number(repr);
}

/** Python `repr(float)` for the values that occur here (shortest digits, `.0` on integers). */
function pyRepr(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (Object.is(x, -0)) return "-0.0";
  if (Number.isInteger(x) && Math.abs(x) < 1e16) return x.toFixed(1);
  return String(x);
}

function expectExact(actual: number, expected: string): void {
  // toBe is Object.is: distinguishes -0.0 from 0.0 and matches NaN with NaN
  expect(pyRepr(actual)).toBe(expected);
  expect(actual).toBe(py(expected));
}

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/spec/${name}.jsonl`, import.meta.url), "utf8");
const F1 = parseJsonl(fixture("F1"), "F1.jsonl");
const F2 = parseJsonl(fixture("F2"), "F2.jsonl");
const F2_CONFIG = { scenarioConfig: { two_teams: true } };

function countsOf(keys: string, count: number): Record<string, number> {
  return Object.fromEntries(keys.split(",").map((key) => [key, count]));
}

const ALPHA_BETA_BIGRAMS = "^^,^a,al,lp,ph,ha,^b,be,et,ta";
const ALPHA_BETA_TRIGRAMS = "^^a,^al,alp,lph,pha,ha$,^^b,^be,bet,eta,ta$";

/** `U`: untrained plain model, V = 10. */
const U: PlainTrigramTable = { vocab: [..."abcdefghij"], bigram: {}, trigram: {} };
/** `T`: plain model trained on alpha/beta; V = 18 because the vocab list repeats b, e, h. */
const T: PlainTrigramTable = {
  vocab: [..."abcdefghij", ..."lphbet^$"],
  bigram: countsOf(ALPHA_BETA_BIGRAMS, 1000),
  trigram: countsOf(ALPHA_BETA_TRIGRAMS, 1000),
};
const BACKOFF_VOCAB = [..."abcdefghijlpht^$"];
/** `US`: backoff model that has seen no sequence. */
const US: BackoffTrigramTable = {
  vocab: BACKOFF_VOCAB,
  trigram: {},
  bigram: {},
  unigram: Object.fromEntries(BACKOFF_VOCAB.map((c) => [c, 1])),
  total: 16,
  case_sensitive: true,
  keep_punctuation: true,
};
/** `TR`: backoff model trained on the run's words. */
const TR: BackoffTrigramTable = {
  vocab: BACKOFF_VOCAB,
  trigram: countsOf(ALPHA_BETA_TRIGRAMS, 1000),
  bigram: countsOf(ALPHA_BETA_BIGRAMS, 1000),
  unigram: Object.fromEntries(BACKOFF_VOCAB.map((c) => [c, 1000])),
  total: 16000,
  case_sensitive: true,
  keep_punctuation: true,
};

/** JSON round trip, as the tables arrive from disk. */
const asLoaded = (table: object): unknown => JSON.parse(JSON.stringify(table));

type Row = readonly [number, string, string];

function measurement(metric_name: string, score: string, score_unit: string, summary: string, rounds: readonly Row[]): Measurement {
  return {
    metric_name,
    score: py(score),
    score_unit,
    summary,
    per_round: rounds.map(([round_number, value, note]) => ({ round_number, value: py(value), note })),
    per_agent: [],
  };
}

async function run(metric: Metric, events: typeof F1, overrides: Parameters<typeof contextFor>[1] = {}) {
  const context = contextFor(events, overrides);
  const measurements = await metric.compute(context);
  return { measurements, logs: context.logs };
}

/** JSONL of a scripted run on veyru's `link` channel: `[round, text]` per message, in order. */
function scriptedRun(messages: readonly (readonly [number, string])[], channel = "link"): string {
  const lines = [
    { event_id: "sim", event_type: "simulation_started", round_number: 0, run_id: "smoke/1", scenario_name: "veyru", scenario_description: "d", channel_ids: [channel], scenario_config: {}, provider: "anthropic" },
  ];
  messages.forEach(([round, text], i) => {
    lines.push({
      event_id: `e${i}`,
      event_type: "message_sent",
      round_number: round,
      message: { message_id: `m${i}`, channel_id: channel, sender_agent_id: i % 2 === 0 ? "first_agent" : "second_agent", text, round_number: round },
      token_count: 1,
    } as never);
  });
  return lines.map((line) => JSON.stringify(line)).join("\n");
}

// §9.1 per-text primitives: text, code points, UTF-8 bytes, raw-DEFLATE bytes, gzip ratio, entropy
const PRIMITIVES: readonly (readonly [string, number, number, number, string, string])[] = [
  ["alpha", 5, 5, 7, "1.4", "1.9219280948873623"],
  ["beta", 4, 4, 6, "1.5", "2.0"],
  ["aaaaaaaaaaaaaaaa", 16, 16, 5, "0.3125", "-0.0"],
  ["abababababababab", 16, 16, 6, "0.375", "1.0"],
  ["abcdefghijklmnop", 16, 16, 18, "1.125", "4.0"],
  ["qrstuvwxyz012345", 16, 16, 18, "1.125", "4.0"],
  ["LLLLLLL", 7, 7, 5, "0.7142857142857143", "-0.0"],
  ["Lf Lf 12 12", 11, 11, 11, "1.0", "2.2998963911678914"],
  ["gentle descent burn", 19, 19, 19, "1.0", "3.3660913291191923"],
  ["Lf 12 Lf 12 Lf 12", 17, 17, 10, "0.5882352941176471", "2.2857457540097106"],
  ["12 twelve", 9, 9, 11, "1.2222222222222223", "2.94770277922009"],
  ["a", 1, 1, 3, "3.0", "-0.0"],
  ["é", 1, 2, 4, "2.0", "-0.0"],
  ["😀x😀", 3, 9, 10, "1.1111111111111112", "0.9182958340544896"],
  ["V3: TB.", 7, 7, 9, "1.2857142857142858", "2.8073549220576037"],
  ["LO", 2, 2, 4, "2.0", "1.0"],
  ["Hello, World!", 13, 13, 15, "1.1538461538461537", "3.180832987205441"],
  ["   ", 3, 3, 5, "1.6666666666666667", "-0.0"],
];

describe("§9.1 per-text primitives", () => {
  it.each(PRIMITIVES)("%j", (text, codePoints, utf8, deflated, ratio, entropy) => {
    const bytes = new TextEncoder().encode(text);
    expect(codePointLength(text)).toBe(codePoints);
    expect(bytes.length).toBe(utf8);
    expect(deflateRaw(bytes, { level: 9 }).length).toBe(deflated);
    expectExact(gzipCompressionRatio(text), ratio);
    expectExact(characterEntropyBits(text), entropy);
  });
});

// §9.1 plain trigram vectors: text, U, T
const PLAIN_VECTORS: readonly (readonly [string, string, string])[] = [
  ["alpha", "2.3025850929940455", "0.016840417795247486"],
  ["beta", "2.3025850929940455", "0.016840417795247486"],
  ["alpha beta", "2.302585092994046", "0.016840417795247482"],
  ["LLLLLLL", "2.3025850929940455", "3.394774687797953"],
  ["12", "2.3025850929940455", "4.2354462376342665"],
  ["Hello, World!", "2.302585092994046", "3.466832249212493"],
  ["^$", "2.3025850929940455", "5.580520717372367"],
  ["   ", "nan", "nan"],
  ["", "nan", "nan"],
];

// §9.1 backoff vectors: text, US, TR
const BACKOFF_VECTORS: readonly (readonly [string, string, string])[] = [
  ["alpha", "4.605170185988091", "0.0"],
  ["beta", "4.605170185988091", "0.0"],
  ["alpha beta", "4.605170185988092", "0.0"],
  ["LLLLLLL", "5.406924576377977", "11.451210445487344"],
  ["hat", "4.605170185988091", "3.6829503224596065"],
  ["$5", "5.216030673904194", "9.821200859892285"],
  ["Alpha", "4.757885307967116", "2.9917795191177716"],
  ["   ", "nan", "nan"],
];

describe("§9.1 n-gram scorers", () => {
  it.each(PLAIN_VECTORS)("plain %j", (text, untrained, trained) => {
    expectExact(plainSurprisal(U, text), untrained);
    expectExact(plainSurprisal(T, text), trained);
  });

  it.each(BACKOFF_VECTORS)("backoff %j", (text, unseen, trainedOnRuns) => {
    expectExact(backoffSurprisal(US, text), unseen);
    expectExact(backoffSurprisal(TR, text), trainedOnRuns);
  });

  it("scores tables that went through JSON and the zod schemas the same way", () => {
    const plain = plainTrigramTableSchema.parse(asLoaded(T));
    const backoff = backoffTrigramTableSchema.parse(asLoaded(TR));
    expectExact(plainSurprisal(plain, "Hello, World!"), "3.466832249212493");
    expectExact(backoffSurprisal(backoff, "Alpha"), "2.9917795191177716");
  });
});

describe("§9.1 TRAINING vector", () => {
  const corpus = [" = Valkyria Chronicles = \n", " The cat sat on the mat , 2 times !\n", "\n", "Ça va? It's 20% off.\n"];

  it("trains the plain model", () => {
    const model = trainPlainTrigram(corpus);
    expect(model.vocab).toEqual(["$", "^", "a", "c", "e", "f", "h", "i", "k", "l", "m", "n", "o", "r", "s", "t", "v", "y"]);
    expect(model.bigram).toEqual({"^^": 13, "^a": 1, "^c": 2, "^i": 1, "^m": 1, "^o": 2, "^s": 1, "^t": 3, "^v": 2, "al": 1, "at": 3, "ca": 1, "ch": 1, "cl": 1, "es": 2, "ff": 1, "he": 2, "hr": 1, "ia": 1, "ic": 1, "im": 1, "it": 1, "ky": 1, "le": 1, "lk": 1, "ma": 1, "me": 1, "ni": 1, "of": 1, "on": 2, "ri": 1, "ro": 1, "sa": 1, "th": 2, "ti": 1, "ts": 1, "va": 2, "yr": 1});
    expect(model.trigram).toEqual({"^^a": 1, "^^c": 2, "^^i": 1, "^^m": 1, "^^o": 2, "^^s": 1, "^^t": 3, "^^v": 2, "^a$": 1, "^ca": 1, "^ch": 1, "^it": 1, "^ma": 1, "^of": 1, "^on": 1, "^sa": 1, "^th": 2, "^ti": 1, "^va": 2, "alk": 1, "at$": 3, "cat": 1, "chr": 1, "cle": 1, "es$": 2, "ff$": 1, "he$": 2, "hro": 1, "ia$": 1, "icl": 1, "ime": 1, "its": 1, "kyr": 1, "les": 1, "lky": 1, "mat": 1, "mes": 1, "nic": 1, "off": 1, "on$": 1, "oni": 1, "ria": 1, "ron": 1, "sat": 1, "the": 2, "tim": 1, "ts$": 1, "va$": 1, "val": 1, "yri": 1});
    expect(plainTrigramTableSchema.parse(asLoaded(model))).toEqual(model);
    expectExact(plainSurprisal(model, "the cat"), "2.04191535577668");
    expectExact(plainSurprisal(model, "Valkyria"), "2.2269811983706593");
    expectExact(plainSurprisal(model, "zzz"), "3.0262756195434104");
    expectExact(plainSurprisal(model, "20%"), "3.0262756195434104");
  });

  it("trains the cased, punctuation-keeping backoff model", () => {
    const model = trainBackoffTrigram(corpus, { caseSensitive: true, keepPunctuation: true });
    expect(model.vocab).toEqual(["!", "$", "%", "'", ",", ".", "0", "2", "=", "?", "C", "I", "T", "V", "^", "a", "c", "e", "f", "h", "i", "k", "l", "m", "n", "o", "r", "s", "t", "v", "y", "Ç"]);
    expect(model.unigram).toEqual({"!": 1, "$": 19, "%": 1, "'": 1, ",": 1, ".": 1, "0": 1, "2": 2, "=": 2, "?": 1, "C": 1, "I": 1, "T": 1, "V": 1, "^": 38, "a": 7, "c": 2, "e": 4, "f": 2, "h": 3, "i": 3, "k": 1, "l": 2, "m": 2, "n": 2, "o": 3, "r": 2, "s": 4, "t": 6, "v": 1, "y": 1, "Ç": 1});
    expect(model.total).toBe(118);
    expect(model.bigram).toEqual({"!$": 1, "%$": 1, "'s": 1, ",$": 1, ".$": 1, "0%": 1, "2$": 1, "20": 1, "=$": 2, "?$": 1, "Ch": 1, "It": 1, "Th": 1, "Va": 1, "^!": 1, "^,": 1, "^2": 2, "^=": 2, "^C": 1, "^I": 1, "^T": 1, "^V": 1, "^^": 19, "^c": 1, "^m": 1, "^o": 2, "^s": 1, "^t": 2, "^v": 1, "^Ç": 1, "a$": 2, "a?": 1, "al": 1, "at": 3, "ca": 1, "cl": 1, "e$": 2, "es": 2, "f.": 1, "ff": 1, "he": 2, "hr": 1, "ia": 1, "ic": 1, "im": 1, "ky": 1, "le": 1, "lk": 1, "ma": 1, "me": 1, "n$": 1, "ni": 1, "of": 1, "on": 2, "ri": 1, "ro": 1, "s$": 3, "sa": 1, "t$": 3, "t'": 1, "th": 1, "ti": 1, "va": 1, "yr": 1, "Ça": 1});
    expect(model.trigram).toEqual({"'s$": 1, "0%$": 1, "20%": 1, "Chr": 1, "It'": 1, "The": 1, "Val": 1, "^!$": 1, "^,$": 1, "^2$": 1, "^20": 1, "^=$": 2, "^Ch": 1, "^It": 1, "^Th": 1, "^Va": 1, "^^!": 1, "^^,": 1, "^^2": 2, "^^=": 2, "^^C": 1, "^^I": 1, "^^T": 1, "^^V": 1, "^^c": 1, "^^m": 1, "^^o": 2, "^^s": 1, "^^t": 2, "^^v": 1, "^^Ç": 1, "^ca": 1, "^ma": 1, "^of": 1, "^on": 1, "^sa": 1, "^th": 1, "^ti": 1, "^va": 1, "^Ça": 1, "a?$": 1, "alk": 1, "at$": 3, "cat": 1, "cle": 1, "es$": 2, "f.$": 1, "ff.": 1, "he$": 2, "hro": 1, "ia$": 1, "icl": 1, "ime": 1, "kyr": 1, "les": 1, "lky": 1, "mat": 1, "mes": 1, "nic": 1, "off": 1, "on$": 1, "oni": 1, "ria": 1, "ron": 1, "sat": 1, "t's": 1, "the": 1, "tim": 1, "va?": 1, "yri": 1, "Ça$": 1});
    expect(model.case_sensitive).toBe(true);
    expect(model.keep_punctuation).toBe(true);
    expect(backoffTrigramTableSchema.parse(asLoaded(model))).toEqual(model);
    expectExact(backoffSurprisal(model, "the cat"), "0.7361097447916102");
    expectExact(backoffSurprisal(model, "The cat"), "0.7361097447916102");
    expectExact(backoffSurprisal(model, "Valkyria"), "0.327159886574049");
    expectExact(backoffSurprisal(model, "zzz"), "6.554374392327981");
    expectExact(backoffSurprisal(model, "20%"), "0.7361097447916102");
    expectExact(backoffSurprisal(model, "$5 ^x"), "6.232646916407931");
  });

  it("lower-cases and drops punctuation when asked", () => {
    const model = trainBackoffTrigram(corpus, { caseSensitive: false, keepPunctuation: false });
    expect(model.vocab).toEqual(["$", "0", "2", "^", "a", "c", "e", "f", "h", "i", "k", "l", "m", "n", "o", "r", "s", "t", "v", "y", "ç"]);
    expect(model.case_sensitive).toBe(false);
    expect(model.keep_punctuation).toBe(false);
  });
});

describe("§9.2 upstream suite vectors (smoke run: alpha, beta, alpha, beta in round 1; round 2 silent)", () => {
  const smoke = parseJsonl(scriptedRun([[1, "alpha"], [1, "beta"], [1, "alpha"], [1, "beta"]]));
  const tables = (plain: unknown, backoff: unknown): { ngramTables: NgramTables } => ({
    ngramTables: { plain: asLoaded(plain as object), backoff: asLoaded(backoff as object), location: "/tables" },
  });

  it("mean_chars_per_round", async () => {
    const { measurements } = await run(meanCharsPerRound, smoke);
    expect(measurements).toHaveLength(1);
    const [m] = measurements;
    expect(m?.metric_name).toBe("mean_chars_per_round");
    expectExact(m?.score as number, "18.0");
    expect(m?.score_unit).toBe("chars/round");
    expect(m?.per_round).toStrictEqual([{ round_number: 1, value: 18, note: "4 messages" }]);
  });

  it("mean_chars_per_message", async () => {
    const { measurements } = await run(meanCharsPerMessage, smoke);
    expectExact(measurements[0]?.score as number, "4.5");
  });

  it("message_entropy", async () => {
    const { measurements } = await run(messageEntropy, smoke);
    expectExact(measurements[0]?.score as number, "1.9609640474436811");
    const values = ["alpha", "beta", "alpha", "beta"].map(characterEntropyBits);
    expectExact(populationStd(values), "0.039035952556318865");
  });

  it("gzip_compression_ratio", async () => {
    const { measurements } = await run(gzipCompressionRatioMetric, smoke);
    expectExact(measurements[0]?.score as number, "1.45");
    expectExact(populationStd(["alpha", "beta", "alpha", "beta"].map(gzipCompressionRatio)), "0.050000000000000044");
    for (const round of measurements[0]?.per_round ?? []) expect(round.value).toBeGreaterThan(0);
  });

  it("known entropy run scores exactly 0.5", async () => {
    const known = parseJsonl(scriptedRun([[1, "a".repeat(16)], [1, "a".repeat(16)], [1, "ab".repeat(8)], [1, "ab".repeat(8)]]));
    const { measurements } = await run(messageEntropy, known);
    expectExact(measurements[0]?.score as number, "0.5");
    for (const round of measurements[0]?.per_round ?? []) {
      expect(round.value).toBeGreaterThanOrEqual(0);
      expect(round.value).toBeLessThanOrEqual(1);
    }
  });

  it("gzip: repetitive 0.34375 < varied 1.125", async () => {
    const repetitive = parseJsonl(scriptedRun([[1, "a".repeat(16)], [1, "ab".repeat(8)]]));
    const varied = parseJsonl(scriptedRun([[1, "abcdefghijklmnop"], [1, "qrstuvwxyz012345"]]));
    expectExact((await run(gzipCompressionRatioMetric, repetitive)).measurements[0]?.score as number, "0.34375");
    expectExact((await run(gzipCompressionRatioMetric, varied)).measurements[0]?.score as number, "1.125");
  });

  it("english_ngram_surprisal: untrained ≈ ln 10, trained on alpha/beta far lower", async () => {
    const untrained = (await run(englishNgramSurprisal, smoke, tables(U, US))).measurements;
    expectExact(untrained[0]?.score as number, "2.3025850929940455");
    for (const text of ["alpha", "beta"]) expectExact(plainSurprisal(U, text), "2.3025850929940455");
    const trained = (await run(englishNgramSurprisal, smoke, tables(T, TR))).measurements;
    expectExact(trained[0]?.score as number, "0.016840417795247486");
  });

  it("english_ngram_backoff_surprisal: TR 0.0 < US 4.605170185988091", async () => {
    expectExact((await run(englishNgramBackoffSurprisal, smoke, tables(T, TR))).measurements[0]?.score as number, "0.0");
    expectExact((await run(englishNgramBackoffSurprisal, smoke, tables(U, US))).measurements[0]?.score as number, "4.605170185988091");
  });

  it("n-gram metrics without tables raise an error naming the metric", async () => {
    await expect(run(englishNgramSurprisal, smoke)).rejects.toThrow("english_ngram_surprisal");
    await expect(run(englishNgramBackoffSurprisal, smoke)).rejects.toThrow("english_ngram_backoff_surprisal");
  });
});

describe("§9.3 fixture F1: char and language metrics", () => {
  it("mean_chars_per_round", async () => {
    expect((await run(meanCharsPerRound, F1)).measurements).toStrictEqual([
      measurement("mean_chars_per_round", "13.5", "chars/round", "2 rounds with messages on link; 27 total chars, mean 13.5 chars/round (std 4.5)", [
        [1, "9.0", "2 messages"],
        [2, "18.0", "2 messages"],
      ]),
    ]);
  });

  it("mean_chars_per_message", async () => {
    expect((await run(meanCharsPerMessage, F1)).measurements).toStrictEqual([
      measurement("mean_chars_per_message", "6.75", "chars/message", "4 messages on link across 2 rounds; mean 6.75 chars/message (std 2.68)", [
        [1, "4.5", "2 messages, std=0.50"],
        [2, "9.0", "2 messages, std=2.00"],
      ]),
    ]);
  });

  it("message_entropy", async () => {
    expect((await run(messageEntropy, F1)).measurements).toStrictEqual([
      measurement(
        "message_entropy",
        "1.5554561215138134",
        "bits/char",
        "4 messages on link across 2 rounds; mean within-message character entropy 1.555 bits/char (lower = more repetitive/compressible; round-to-round std 0.406)",
        [
          [1, "1.9609640474436811", "2 messages, std=0.039"],
          [2, "1.1499481955839457", "2 messages, std=1.150"],
        ],
      ),
    ]);
  });

  it("gzip_compression_ratio", async () => {
    expect((await run(gzipCompressionRatioMetric, F1)).measurements).toStrictEqual([
      measurement(
        "gzip_compression_ratio",
        "1.1535714285714285",
        "compressed/original",
        "4 messages on link across 2 rounds; mean per-message gzip compression ratio 1.154 compressed/original (raw DEFLATE, gzip framing excluded; lower = more compressible/repetitive; round-to-round std 0.296)",
        [
          [1, "1.45", "2 messages, std=0.050"],
          [2, "0.8571428571428572", "2 messages, std=0.143"],
        ],
      ),
    ]);
  });
});

describe("§9.3 fixture F2 (two teams, veyru _a/_b names): char and language metrics", () => {
  const ones = (values: readonly string[], digits: number): Row[] =>
    values.map((value, i) => [i + 1, value, `1 messages, std=${(0).toFixed(digits)}`] as const);

  it("mean_chars_per_round", async () => {
    const rounds = (values: readonly string[]): Row[] => values.map((value, i) => [i + 1, value, "1 messages"] as const);
    expect((await run(meanCharsPerRound, F2, F2_CONFIG)).measurements).toStrictEqual([
      measurement("mean_chars_per_round_a", "11.8", "chars/round", "5 rounds with messages on link_a; 59 total chars, mean 11.8 chars/round (std 5.7)", rounds(["16.0", "16.0", "17.0", "7.0", "3.0"])),
      measurement("mean_chars_per_round_b", "8.8", "chars/round", "5 rounds with messages on link_b; 44 total chars, mean 8.8 chars/round (std 6.5)", rounds(["16.0", "16.0", "9.0", "2.0", "1.0"])),
    ]);
  });

  it("mean_chars_per_message", async () => {
    expect((await run(meanCharsPerMessage, F2, F2_CONFIG)).measurements).toStrictEqual([
      measurement("mean_chars_per_message_a", "11.8", "chars/message", "5 messages on link_a across 5 rounds; mean 11.80 chars/message (std 5.71)", ones(["16.0", "16.0", "17.0", "7.0", "3.0"], 2)),
      measurement("mean_chars_per_message_b", "8.8", "chars/message", "5 messages on link_b across 5 rounds; mean 8.80 chars/message (std 6.49)", ones(["16.0", "16.0", "9.0", "2.0", "1.0"], 2)),
    ]);
  });

  it("message_entropy", async () => {
    expect((await run(messageEntropy, F2, F2_CONFIG)).measurements).toStrictEqual([
      measurement(
        "message_entropy_a",
        "2.202279302024361",
        "bits/char",
        "5 messages on link_a across 5 rounds; mean within-message character entropy 2.202 bits/char (lower = more repetitive/compressible; round-to-round std 1.157)",
        ones(["4.0", "1.0", "2.2857457540097106", "2.8073549220576037", "0.9182958340544896"], 3),
      ),
      measurement(
        "message_entropy_b",
        "1.5895405558440179",
        "bits/char",
        "5 messages on link_b across 5 rounds; mean within-message character entropy 1.590 bits/char (lower = more repetitive/compressible; round-to-round std 1.616)",
        ones(["4.0", "0.0", "2.94770277922009", "1.0", "0.0"], 3),
      ),
    ]);
  });

  it("gzip_compression_ratio", async () => {
    expect((await run(gzipCompressionRatioMetric, F2, F2_CONFIG)).measurements).toStrictEqual([
      measurement(
        "gzip_compression_ratio_a",
        "0.8970121381886088",
        "compressed/original",
        "5 messages on link_a across 5 rounds; mean per-message gzip compression ratio 0.897 compressed/original (raw DEFLATE, gzip framing excluded; lower = more compressible/repetitive; round-to-round std 0.351)",
        ones(["1.125", "0.375", "0.5882352941176471", "1.2857142857142858", "1.1111111111111112"], 3),
      ),
      measurement(
        "gzip_compression_ratio_b",
        "1.3319444444444444",
        "compressed/original",
        "5 messages on link_b across 5 rounds; mean per-message gzip compression ratio 1.332 compressed/original (raw DEFLATE, gzip framing excluded; lower = more compressible/repetitive; round-to-round std 0.630)",
        ones(["1.125", "0.3125", "1.2222222222222223", "2.0", "2.0"], 3),
      ),
    ]);
  });
});

// §9.4 verbatim: the real metric code's output on F1/F2 with the four hand-built models
const SECTION_9_4 = `
plain-untrained-F1 {"metric_name": "english_ngram_surprisal", "score": 2.302585092994046, "summary": "4 messages on link across 2 rounds; mean per-char English-trigram surprisal 2.303 nats (higher = less English-like; round-to-round std 0.000)"}
   R 1 2.3025850929940455 2 messages, std=0.000
   R 2 2.302585092994046 2 messages, std=0.000
plain-untrained-F2 {"metric_name": "english_ngram_surprisal_a", "score": 2.3025850929940455, "summary": "5 messages on link_a across 5 rounds; mean per-char English-trigram surprisal 2.303 nats (higher = less English-like; round-to-round std 0.000)"}
   R 1 2.3025850929940455 1 messages, std=0.000
   R 2 2.3025850929940455 1 messages, std=0.000
   R 3 2.302585092994045 1 messages, std=0.000
   R 4 2.3025850929940455 1 messages, std=0.000
   R 5 2.3025850929940455 1 messages, std=0.000
plain-untrained-F2 {"metric_name": "english_ngram_surprisal_b", "score": 2.3025850929940455, "summary": "5 messages on link_b across 5 rounds; mean per-char English-trigram surprisal 2.303 nats (higher = less English-like; round-to-round std 0.000)"}
   R 1 2.3025850929940455 1 messages, std=0.000
   R 2 2.3025850929940455 1 messages, std=0.000
   R 3 2.302585092994046 1 messages, std=0.000
   R 4 2.3025850929940455 1 messages, std=0.000
   R 5 2.3025850929940455 1 messages, std=0.000
plain-trained-F1 {"metric_name": "english_ngram_surprisal", "score": 1.9159754402556781, "summary": "4 messages on link across 2 rounds; mean per-char English-trigram surprisal 1.916 nats (higher = less English-like; round-to-round std 1.899)"}
   R 1 0.016840417795247486 2 messages, std=0.000
   R 2 3.8151104627161088 2 messages, std=0.420
plain-trained-F2 {"metric_name": "english_ngram_surprisal_a", "score": 3.590242929509059, "summary": "5 messages on link_a across 5 rounds; mean per-char English-trigram surprisal 3.590 nats (higher = less English-like; round-to-round std 0.530)"}
   R 1 2.958706587255775 1 messages, std=0.000
   R 2 2.958706587255775 1 messages, std=0.000
   R 3 4.235446237634265 1 messages, std=0.000
   R 4 3.899177617699741 1 messages, std=0.000
   R 5 3.899177617699741 1 messages, std=0.000
plain-trained-F2 {"metric_name": "english_ngram_surprisal_b", "score": 3.7854581181376425, "summary": "5 messages on link_b across 5 rounds; mean per-char English-trigram surprisal 3.785 nats (higher = less English-like; round-to-round std 0.719)"}
   R 1 3.1277378425558284 1 messages, std=0.000
   R 2 2.958706587255775 1 messages, std=0.000
   R 3 3.6974164457390253 1 messages, std=0.000
   R 4 4.2354462376342665 1 messages, std=0.000
   R 5 4.907983477503317 1 messages, std=0.000
backoff-unseen-F1 {"metric_name": "english_ngram_backoff_surprisal", "score": 4.920145125069832, "summary": "4 messages on link across 2 rounds; mean per-char backoff-trigram surprisal 4.920 nats (higher = less English-like; round-to-round std 0.315)"}
   R 1 4.605170185988091 2 messages, std=0.000
   R 2 5.235120064151573 2 messages, std=0.172
backoff-unseen-F2 {"metric_name": "english_ngram_backoff_surprisal_a", "score": 5.014806042590655, "summary": "5 messages on link_a across 5 rounds; mean per-char backoff-trigram surprisal 5.015 nats (higher = less English-like; round-to-round std 0.269)"}
   R 1 4.820768005252598 1 messages, std=0.000
   R 2 4.605170185988091 1 messages, std=0.000
   R 3 5.063315551925168 1 messages, std=0.000
   R 4 5.292388234893708 1 messages, std=0.000
   R 5 5.292388234893707 1 messages, std=0.000
backoff-unseen-F2 {"metric_name": "english_ngram_backoff_surprisal_b", "score": 5.05397297975704, "summary": "5 messages on link_b across 5 rounds; mean per-char backoff-trigram surprisal 5.054 nats (higher = less English-like; round-to-round std 0.270)"}
   R 1 5.41366200822999 1 messages, std=0.000
   R 2 4.605170185988091 1 messages, std=0.000
   R 3 4.9716864787377535 1 messages, std=0.000
   R 4 5.216030673904194 1 messages, std=0.000
   R 5 5.063315551925168 1 messages, std=0.000
backoff-trained-F1 {"metric_name": "english_ngram_backoff_surprisal", "score": 4.992100909225895, "summary": "4 messages on link across 2 rounds; mean per-char backoff-trigram surprisal 4.992 nats (higher = less English-like; round-to-round std 4.992)"}
   R 1 0.0 2 messages, std=0.000
   R 2 9.98420181845179 2 messages, std=1.467
backoff-trained-F2 {"metric_name": "english_ngram_backoff_surprisal_a", "score": 7.994622045288831, "summary": "5 messages on link_a across 5 rounds; mean per-char backoff-trigram surprisal 7.995 nats (higher = less English-like; round-to-round std 2.419)"}
   R 1 6.1752298246608595 1 messages, std=0.000
   R 2 4.334277822106438 1 messages, std=0.000
   R 3 8.517193191416235 1 messages, std=0.000
   R 4 10.47320469413031 1 messages, std=0.000
   R 5 10.473204694130311 1 messages, std=0.000
backoff-trained-F2 {"metric_name": "english_ngram_backoff_surprisal_b", "score": 8.383240131862546, "summary": "5 messages on link_b across 5 rounds; mean per-char backoff-trigram surprisal 8.383 nats (higher = less English-like; round-to-round std 2.395)"}
   R 1 11.50874019556717 1 messages, std=0.000
   R 2 4.334277822106438 1 messages, std=0.000
   R 3 7.734788590330607 1 messages, std=0.000
   R 4 9.821200859892285 1 messages, std=0.000
   R 5 8.517193191416236 1 messages, std=0.000`;

describe("§9.4 n-gram metrics on F1/F2 with hand-built cached models", () => {
  const models: readonly (readonly [string, Metric, NgramTables])[] = [
    ["plain-untrained", englishNgramSurprisal, { plain: asLoaded(U), location: "/tables" }],
    ["plain-trained", englishNgramSurprisal, { plain: asLoaded(T), location: "/tables" }],
    ["backoff-unseen", englishNgramBackoffSurprisal, { backoff: asLoaded(US), location: "/tables" }],
    ["backoff-trained", englishNgramBackoffSurprisal, { backoff: asLoaded(TR), location: "/tables" }],
  ];
  const units: Record<string, string> = {
    english_ngram_surprisal: "nats/char (english-trigram)",
    english_ngram_backoff_surprisal: "nats/char (english-backoff-trigram)",
  };

  it("reproduces the whole output, every value bit for bit", async () => {
    const lines: string[] = [];
    for (const [label, metric, ngramTables] of models) {
      for (const [fixtureName, events, config] of [["F1", F1, {}], ["F2", F2, F2_CONFIG]] as const) {
        const { measurements } = await run(metric, events, { ...config, ngramTables });
        for (const m of measurements) {
          expect(m.score_unit).toBe(units[metric.name]);
          expect(m.per_agent).toStrictEqual([]);
          lines.push(`${label}-${fixtureName} {"metric_name": ${JSON.stringify(m.metric_name)}, "score": ${pyRepr(m.score)}, "summary": ${JSON.stringify(m.summary)}}`);
          for (const r of m.per_round) lines.push(`   R ${r.round_number} ${pyRepr(r.value)} ${r.note}`);
        }
      }
    }
    expect(lines.join("\n")).toBe(SECTION_9_4.trim());
  });
});

describe("not applying is not a zero (product decision 2)", () => {
  const ngramTables: NgramTables = { plain: asLoaded(T), backoff: asLoaded(TR), location: "/tables" };
  // F2 with every link_b message turned into whitespace
  const blankB = parseJsonl(fixture("F2").replace(/("channel_id": "link_b", "sender_agent_id": "observer_b", "text": )"[^"]*"/g, '$1" \\t "'));

  it.each([englishNgramSurprisal, englishNgramBackoffSurprisal])("$name: a whitespace-only channel gives no measurement and one log line", async (metric) => {
    const { measurements, logs } = await run(metric, blankB, { ...F2_CONFIG, ngramTables });
    expect(measurements.map((m) => m.metric_name)).toStrictEqual([`${metric.name}_a`]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(`${metric.name}_b`);
    expect(logs[0]).toContain("link_b");
  });

  it.each([englishNgramSurprisal, englishNgramBackoffSurprisal])("$name: a single whitespace-only channel gives []", async (metric) => {
    const blank = parseJsonl(scriptedRun([[1, "   "], [1, "\u3000\u0085"], [2, "\t"]]));
    const { measurements, logs } = await run(metric, blank, { ngramTables });
    expect(measurements).toStrictEqual([]);
    expect(logs.some((line) => line.includes(metric.name) && line.includes("link"))).toBe(true);
  });

  it.each([meanCharsPerRound, meanCharsPerMessage, englishNgramSurprisal, englishNgramBackoffSurprisal])(
    "$name: no primary channel gives [] (tables are not needed)",
    async (metric) => {
      const context = contextFor(F1);
      const noChannels = contextFor(F1, { scenario: { ...context.scenario, primaryChannels: [] } });
      expect(await metric.compute(noChannels)).toStrictEqual([]);
      expect(noChannels.logs).toHaveLength(1);
    },
  );
});

describe("n-gram tables: missing or invalid", () => {
  it.each([
    [englishNgramSurprisal, "english_char_trigram.json"],
    [englishNgramBackoffSurprisal, "english_backoff_trigram_cased_punct.json"],
  ] as const)("%# missing table: the error says what, where and how to get it", async (metric, file) => {
    const error = await run(metric, F1, { ngramTables: { location: "/home/me/tables" } }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    const message = error?.message ?? "";
    expect(message).toContain(metric.name);
    expect(message).toContain(file);
    expect(message).toContain("/home/me/tables");
    expect(message).toContain("wikitext-2-raw-v1");
    expect(message).toContain("glossogen evaluate");
    expect(message).toContain("metrics-ml");
    expect(message).toContain("~/.cache/glossogen/");
    expect(message).toContain("--ngram-tables DIR");
  });

  it("the plain metric does not fall back to the backoff table (nor the reverse)", async () => {
    await expect(run(englishNgramSurprisal, F1, { ngramTables: { backoff: asLoaded(TR), location: "/t" } })).rejects.toThrow("english_char_trigram.json");
    await expect(run(englishNgramBackoffSurprisal, F1, { ngramTables: { plain: asLoaded(T), location: "/t" } })).rejects.toThrow(
      "english_backoff_trigram_cased_punct.json",
    );
  });

  it("an invalid table is rejected with the field named", async () => {
    const badPlain = { ...T, bigram: { ...T.bigram, "^a": 1.5 } };
    await expect(run(englishNgramSurprisal, F1, { ngramTables: { plain: badPlain, location: "/t" } })).rejects.toThrow(/bigram\["\^a"\]/);
    const noVocab: Partial<PlainTrigramTable> = { ...T };
    delete noVocab.vocab;
    await expect(run(englishNgramSurprisal, F1, { ngramTables: { plain: noVocab, location: "/t" } })).rejects.toThrow(/field vocab/);
    const noTotal: Partial<BackoffTrigramTable> = { ...TR };
    delete noTotal.total;
    await expect(run(englishNgramBackoffSurprisal, F1, { ngramTables: { backoff: noTotal, location: "/t" } })).rejects.toThrow(/field total/);
    await expect(run(englishNgramBackoffSurprisal, F1, { ngramTables: { backoff: "nope", location: "/t" } })).rejects.toThrow(/english_ngram_backoff_surprisal/);
  });

  it("a lower-cased or punctuation-free backoff table is a different model and is refused", async () => {
    await expect(
      run(englishNgramBackoffSurprisal, F1, { ngramTables: { backoff: { ...TR, case_sensitive: false }, location: "/t" } }),
    ).rejects.toThrow(/field case_sensitive/);
    await expect(
      run(englishNgramBackoffSurprisal, F1, { ngramTables: { backoff: { ...TR, keep_punctuation: false }, location: "/t" } }),
    ).rejects.toThrow(/field keep_punctuation/);
  });
});

describe("characterEntropyBits counts code points as the string iterator yields them", () => {
  /** The definition, written the plain way (a Map over `for...of` code points, first-occurrence order). */
  function referenceEntropy(text: string): number {
    const counts = new Map<string, number>();
    let total = 0;
    for (const ch of text) {
      counts.set(ch, (counts.get(ch) ?? 0) + 1);
      total += 1;
    }
    if (total === 0) return Number.NaN;
    const terms: number[] = [];
    for (const count of counts.values()) terms.push((count / total) * Math.log2(count / total));
    return -neumaierSum(terms);
  }

  it("equals the plain definition bit for bit on random texts with pairs, lone surrogates and astral characters", () => {
    let seed = 12345;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pieces = ["a", "b", " ", "é", "字", "\u{1F600}", "\u{1D11E}", "\ud800", "\udc00", "\uffff", "\u0000", "\n"];
    for (let n = 0; n < 2000; n++) {
      let text = "";
      const length = Math.floor(next() * 40);
      for (let i = 0; i < length; i++) text += pieces[Math.floor(next() * pieces.length)] as string;
      expect(Object.is(characterEntropyBits(text), referenceEntropy(text)), JSON.stringify(text)).toBe(true);
    }
    // and twice in a row: the reused counters were cleared
    expect(characterEntropyBits("aab")).toBe(referenceEntropy("aab"));
    expect(characterEntropyBits("aab")).toBe(referenceEntropy("aab"));
  });
});
