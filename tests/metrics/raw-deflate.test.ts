import { deflateRaw } from "pako";
import { describe, expect, it } from "vitest";
import { rawDeflateSize } from "../../src/metrics/shared/raw-deflate.js";

function randomText(seed: number, length: number): string {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const alphabet = ["a", "b", "c", " ", "L", "f", "1", "2", "é", "😀", "_", ":", "\n", "ZZ"];
  let text = "";
  for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
  return text;
}

describe("reused raw-DEFLATE compressor", () => {
  it("gives exactly pako.deflateRaw's sizes, message after message", () => {
    const encoder = new TextEncoder();
    for (let i = 0; i < 400; i++) {
      const bytes = encoder.encode(randomText(i, (i * 37) % 3000));
      expect(rawDeflateSize(bytes), `case ${i}`).toBe(deflateRaw(bytes, { level: 9 }).length);
    }
  });

  it("handles empty and large inputs", () => {
    expect(rawDeflateSize(new Uint8Array())).toBe(deflateRaw(new Uint8Array(), { level: 9 }).length);
    const big = new TextEncoder().encode(randomText(99, 200_000));
    expect(rawDeflateSize(big)).toBe(deflateRaw(big, { level: 9 }).length);
  });
});
