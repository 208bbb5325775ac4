/**
 * Grading configs (grade --config, rubrics check --config, their includes) are read as strict
 * UTF-8: bytes that are not UTF-8 are refused naming the file, line and byte offset (they were read
 * as U+FFFD). A BOM at the start is accepted and skipped, as PyYAML skips it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { loadOpenJudgeConfig } from "../../src/node/grading-config.js";
import { invalidUtf8Offset } from "../../src/node/utf8-offset.js";
import { loadGradingConfig } from "../../src/node/trial-config.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "agent-eval-config-utf8-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

async function refusal(load: () => Promise<unknown>): Promise<InputError> {
  const error = await load().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InputError);
  return error as InputError;
}

const GRADER = "grader: LLMGrader\nparams:\n  name: support_quality\n  rubrics: \"1. Names the order number.\"\n  min_score: 0\n  max_score: 1\n";

describe("grading config bytes", () => {
  it("invalidUtf8Offset gives the position Python's strict decoder reports (python3 3.11: UnicodeDecodeError.start)", () => {
    // each expected offset printed by python3 -c "b'...'.decode('utf-8')" (e.start) on this machine
    const vectors: [number[], number][] = [
      [[0xff], 0], // invalid start byte
      [[0x61, 0x62, 0xc3], 2], // unexpected end of data
      [[0x61, 0xe0, 0x80, 0x80], 1], // overlong
      [[0xed, 0xa0, 0x80], 0], // a surrogate
      [[0xf4, 0x90, 0x80, 0x80], 0], // above U+10FFFF
      [[0xc0, 0xaf], 0],
      [[...Buffer.from("ok € then "), 0xe2, 0x28, 0xa1], 12],
      [[0x78, 0xf0, 0x9f, 0x98], 1],
      [[0xf0, 0x9f, 0x98, 0x80, 0x80], 4], // a stray continuation byte after a complete emoji
      [[0xe1, 0x80], 0],
      [[0xe1, 0x80, 0x61], 0],
      [[0xef, 0xbb, 0xbf, ...Buffer.from("a: 1\n"), 0x80], 8],
    ];
    for (const [bytes, offset] of vectors) expect(invalidUtf8Offset(Uint8Array.from(bytes)), Buffer.from(bytes).toString("hex")).toBe(offset);
    expect(invalidUtf8Offset(Buffer.from("graders: {} # é € 😀\n"))).toBe(-1);
  });

  it("grade --config with bytes that are not UTF-8 is refused naming file, line and byte offset (was read as U+FFFD)", async () => {
    // python3: yaml.safe_load(these bytes) -> ReaderError "unacceptable character #x00fe: invalid start byte ... position 22"
    const file = write("grading.yaml", Buffer.concat([Buffer.from("graders:\n  é: 1\n  b: "), Buffer.from([0xfe]), Buffer.from("\n")]));
    const error = await refusal(() => loadGradingConfig(file));
    expect(error.message).toBe(`${file}:3: not valid UTF-8 at byte offset 22 (byte 6 of the line); save the file as UTF-8`);
    // on the first line, at the first byte
    const first = write("first.yaml", Buffer.from([0x80, 0x0a]));
    expect((await refusal(() => loadGradingConfig(first))).message).toBe(`${first}:1: not valid UTF-8 at byte offset 0 (byte 1 of the line); save the file as UTF-8`);
  });

  it("rubrics' config and an included grader file are read the same way", async () => {
    // a lead byte followed by "(" on the line after the grader entry
    const included = write("grader.yaml", Buffer.concat([Buffer.from(GRADER), Buffer.from([0xc3, 0x28]), Buffer.from("\n")]));
    const config = write("config.yaml", Buffer.from("graders:\n  support_quality: {include: ./grader.yaml}\n"));
    const error = await refusal(() => loadOpenJudgeConfig(config));
    expect(error.message).toBe(
      `${config}:2: field 'graders.support_quality.include': ${included}:7: not valid UTF-8 at byte offset ${Buffer.byteLength(GRADER)} (byte 1 of the line); save the file as UTF-8`,
    );
    const direct = write("direct.yaml", Buffer.from([0x67, 0x3a, 0x20, 0xed, 0xa0, 0x80, 0x0a]));
    expect((await refusal(() => loadOpenJudgeConfig(direct))).message).toBe(`${direct}:1: not valid UTF-8 at byte offset 3 (byte 4 of the line); save the file as UTF-8`);
  });

  it("a UTF-8 BOM at the start is accepted and skipped, as PyYAML skips it (python3: yaml.safe_load of the bytes gives the same mapping)", async () => {
    const yaml = `graders:\n  support_quality:\n${GRADER.replace(/^/gm, "    ").trimEnd()}\n`;
    const plain = write("plain.yaml", Buffer.from(yaml));
    const withBom = write("bom.yaml", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(yaml)]));
    const a = await loadGradingConfig(plain);
    const b = await loadGradingConfig(withBom);
    expect(Object.keys(b.openJudge.raw as object)).toEqual(["graders"]);
    expect(b.openJudge.raw).toEqual(a.openJudge.raw);
    expect(b.trial).toEqual(a.trial);
    expect((await loadOpenJudgeConfig(withBom)).raw).toEqual((await loadOpenJudgeConfig(plain)).raw);
  });
});
