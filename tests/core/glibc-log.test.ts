/**
 * glibc's log/log2 as Python's math.log / math.log2 return them on Linux (glibc 2.36, x86-64 with FMA):
 * vectors from python3 3.11.7 (scripts/parity/glibc-log-tables.py vectors). V8's Math.log / Math.log2
 * differ on some of these, which is why the entropy and n-gram metrics use glibcLog / glibcLog2.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fma, glibcLog, glibcLog2 } from "../../src/core/glibc-log.js";
import { characterEntropyBits } from "../../src/metrics/message-entropy.js";

const { rows } = JSON.parse(readFileSync(new URL("./glibc-log-vectors.json", import.meta.url), "utf8")) as { rows: [number, number, number][] };

describe("glibcLog / glibcLog2 (python3 math.log / math.log2 vectors)", () => {
  it("every vector bit for bit", () => {
    const wrong = rows.filter(([x, ln, lb]) => !Object.is(glibcLog(x), ln) || !Object.is(glibcLog2(x), lb));
    expect(wrong).toEqual([]);
    expect(rows.length).toBeGreaterThan(2900);
  });

  it("the vectors hold arguments where V8's Math.log and Math.log2 differ from glibc", () => {
    expect(rows.filter(([x, ln]) => Math.log(x) !== ln).length).toBeGreaterThan(10);
    expect(rows.filter(([x, , lb]) => Math.log2(x) !== lb).length).toBeGreaterThan(10);
  });

  it("special arguments as C's log", () => {
    expect(glibcLog(0)).toBe(-Infinity);
    expect(glibcLog2(Infinity)).toBe(Infinity);
    expect(glibcLog(-1)).toBeNaN();
    expect(Object.is(glibcLog2(1), 0)).toBe(true);
  });

  it("fma rounds once (hand-checked: (1 + 2^-52)(1 - 2^-52) - 1 = -2^-104, which a*b + c loses)", () => {
    expect(fma(1 + 2 ** -52, 1 - 2 ** -52, -1)).toBe(-(2 ** -104));
    expect((1 + 2 ** -52) * (1 - 2 ** -52) - 1).toBe(0);
    expect(fma(2, 3, 4)).toBe(10);
  });
});

describe("message_entropy takes glibc's log2", () => {
  it("a text whose entropy V8's Math.log2 ends in another digit (python3 3.11.7, spec §4.2 with a Neumaier sum)", () => {
    const text =
      "brDa2cobmegcobdocunkb8ztkpavddtEdpzd2acEdDnajbBb2epadeqmGfeqtcfu pjckjcmabuoq1sahCanyeadlku2pezbga3qE1hwacdjhkfofyxDqihbisCbbdb5fixuv40e2eiuepdmbDsk4zbbCFnoGlobnjecmaeftnwqv BhaFierbfqpbavBdldcboi gaCckhwhycedzvcacdldzdpbikhdgeCdidlltcqhlyrdfykj";
    expect(characterEntropyBits(text)).toBe(4.926352396242123);
  });
});
