import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EventLogError } from "../../src/core/errors.js";
import { EventLogParser } from "../../src/core/event-log.js";
import { loadRun, streamLines } from "../../src/node/read-run.js";
import { tempDir } from "../helpers/run-dirs.js";

function linesOf(contents: string | Buffer): { lines: [number, string][]; sha: string } {
  const file = path.join(tempDir(), "x.jsonl");
  writeFileSync(file, contents);
  const lines: [number, string][] = [];
  const sha = streamLines(file, (line, n) => lines.push([n, line]));
  return { lines, sha };
}

describe("streamLines", () => {
  it("numbers lines from 1, keeps blank lines and a final line without newline", () => {
    const { lines } = linesOf('{"a":1}\n\n{"b":2}');
    expect(lines).toEqual([
      [1, '{"a":1}'],
      [2, ""],
      [3, '{"b":2}'],
    ]);
  });

  it("reassembles lines and multi-byte characters across 1 MiB chunk boundaries", () => {
    const line = JSON.stringify({ text: "é😀".repeat(50_000) });
    const contents = `${line}\n${line}\n${"x".repeat(1 << 20)}\n`;
    const { lines, sha } = linesOf(contents);
    expect(lines.map(([n]) => n)).toEqual([1, 2, 3]);
    expect(lines[0]?.[1]).toBe(line);
    expect(lines[1]?.[1]).toBe(line);
    expect(lines[2]?.[1]).toHaveLength(1 << 20);
    expect(sha).toBe(createHash("sha256").update(contents).digest("hex"));
  });

  it("keeps a line longer than the read buffer whole, however many times the buffer must grow", () => {
    const long = JSON.stringify({ text: "ü".repeat(1_700_000) }); // ~3.4 MB of UTF-8
    const { lines } = linesOf(`{"a":1}\n${long}\n{"b":2}`);
    expect(lines.map(([n, l]) => [n, l.length])).toEqual([
      [1, 7],
      [2, long.length],
      [3, 7],
    ]);
    expect(lines[1]?.[1]).toBe(long);
  });

  it("at the real 1 MiB chunk size, splits exactly as a whole-file decode and split would (random lines up to ~1.6 MB)", () => {
    // a deterministic generator, so a failure reproduces
    let state = 7;
    const nextInt = (bound: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % bound;
    };
    const alphabet = ["a", "{", '"', " ", "é", "€", "😀", "\r"];
    const parts: string[] = [];
    let size = 0;
    while (size < 3.2 * (1 << 20)) {
      const length = nextInt(5) === 0 ? nextInt(400_000) : nextInt(300);
      const part = Array.from({ length: Math.ceil(length / 50) }, () => (alphabet[nextInt(alphabet.length)] as string).repeat(50)).join("");
      parts.push(part);
      size += Buffer.byteLength(part) + 1;
    }
    for (const ending of ["\n", ""]) {
      const contents = parts.join("\n") + ending;
      const { lines, sha } = linesOf(contents);
      const expected = contents.split("\n");
      if (ending === "\n") expected.pop();
      expect(lines.length).toBe(expected.length);
      expect(lines.every(([n, line]) => line === expected[n - 1])).toBe(true);
      expect(sha).toBe(createHash("sha256").update(contents).digest("hex"));
    }
  });

  it("splits every line right whatever chunk edge it meets: BOM, CRLF, invalid UTF-8, blank lines, growth", () => {
    const pieces = [
      Buffer.from([0xef, 0xbb, 0xbf]), // BOM
      Buffer.from('{"a":"é€😀"}\r\n'),
      Buffer.from("\n\n"),
      Buffer.from([0x7b, 0xff, 0xe2, 0x82, 0x0a]), // a stray byte and a truncated 3-byte sequence
      Buffer.from(`${"x".repeat(37)}\n`),
      Buffer.from("😀😀\n"),
    ];
    const file = path.join(tempDir(), "edges.jsonl");
    for (const ending of [Buffer.alloc(0), Buffer.from("z")]) {
      const contents = Buffer.concat([...pieces, ending]);
      writeFileSync(file, contents);
      // reference: split the bytes on newlines, decode each piece
      const expected: string[] = [];
      let start = 0;
      for (let i = 0; i <= contents.length; i++) {
        if (i === contents.length || contents[i] === 0x0a) {
          if (i < contents.length || i > start) expected.push(contents.toString("utf8", start, i));
          start = i + 1;
        }
      }
      for (let chunkBytes = 1; chunkBytes <= 48; chunkBytes++) {
        const lines: string[] = [];
        const sha = streamLines(file, (line, n) => lines.push(`${n}:${line}`), { chunkBytes });
        expect(lines, `chunk ${chunkBytes}`).toEqual(expected.map((line, i) => `${i + 1}:${line}`));
        expect(sha).toBe(createHash("sha256").update(contents).digest("hex"));
      }
    }
  });

  it("flags exactly the lines whose bytes hold \\u, at every chunk size (escapes split across reads too)", () => {
    const pieces = ['{"a":"\\ud83d\\ude00"}', '{"b":"x"}', '{"c":"\\uD800"}', "", '{"d":"\\u00e9 \\\\ud"}', '{"e":"\\u0064"}', '\\u', 'd{"f":1}', '{"g":"\\uD', "x"];
    const contents = pieces.join("\n");
    const file = path.join(tempDir(), "escapes.jsonl");
    writeFileSync(file, contents);
    const expected = pieces.map((line, i) => `${i + 1}:${line.includes("\\u")}`);
    for (let chunkBytes = 1; chunkBytes <= 40; chunkBytes++) {
      const flags: string[] = [];
      streamLines(file, (_line, n, escape) => flags.push(`${n}:${escape}`), { chunkBytes });
      expect(flags, `chunk ${chunkBytes}`).toEqual(expected);
    }
  });

  it("refuses a line longer than the limit with the file and line number, instead of growing without end", () => {
    const file = path.join(tempDir(), "one-line.jsonl");
    writeFileSync(file, `{"a":1}\n${"q".repeat(100)}\n`);
    expect(() => streamLines(file, () => undefined, { chunkBytes: 8, maxLineBytes: 64 })).toThrow(
      `${file}:2: line longer than 64 bytes without a newline; is this a JSONL event log?`,
    );
    expect(() => streamLines(file, () => undefined, { chunkBytes: 8, maxLineBytes: 101 })).not.toThrow();
  });

  it("gives a nested read (onLine reading another file) its own buffer", () => {
    const outer = path.join(tempDir(), "outer.jsonl");
    const inner = path.join(tempDir(), "inner.jsonl");
    writeFileSync(outer, Array.from({ length: 2000 }, (_, i) => JSON.stringify({ outer: i })).join("\n"));
    writeFileSync(inner, Array.from({ length: 2000 }, (_, i) => JSON.stringify({ inner: i, pad: "p".repeat(400) })).join("\n"));
    streamLines(outer, () => undefined); // leaves a spare buffer behind
    const outerLines: string[] = [];
    let innerCount = 0;
    streamLines(outer, (line, n) => {
      outerLines.push(line);
      if (n === 1) streamLines(inner, () => (innerCount += 1));
    });
    expect(innerCount).toBe(2000);
    expect(outerLines).toEqual(Array.from({ length: 2000 }, (_, i) => JSON.stringify({ outer: i })));
  });

  it("reads the next file correctly after one stopped at a bad line or needed a larger buffer", () => {
    const first = path.join(tempDir(), "first.jsonl");
    writeFileSync(first, `{"a":1}\n${"y".repeat(3 << 20)}\n{"c":3}\n`);
    expect(() =>
      streamLines(first, (line) => {
        if (line.startsWith("y")) throw new Error("bad line");
      }),
    ).toThrow("bad line");
    const grown = linesOf(`${"z".repeat(3 << 20)}\n{"b":2}`);
    expect(grown.lines.map(([, l]) => l.length)).toEqual([3 << 20, 7]);
    expect(linesOf('{"b":2}\n{"c":3}').lines).toEqual([
      [1, '{"b":2}'],
      [2, '{"c":3}'],
    ]);
  });

  it("handles CRLF by leaving the CR for the parser's trim", () => {
    const { lines } = linesOf('{"a":1}\r\n{"b":2}\r\n');
    expect(lines.map(([, l]) => l.trim())).toEqual(['{"a":1}', '{"b":2}']);
  });
});

describe("loadRun", () => {
  const started = '{"event_id": "s", "event_type": "simulation_started", "run_id": "r", "scenario_name": "veyru", "scenario_description": "d", "channel_ids": ["link"], "provider": "openai"}';
  const ended = '{"event_id": "e", "event_type": "simulation_ended", "reason": "scenario_complete", "total_messages": 0, "total_cost_usd": 0}';
  const runWith = (lines: string[]): string => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "veyru.jsonl"), `${lines.join("\n")}\n`);
    return dir;
  };

  it("names file, line and field of a core event its generated checker rejects, in zod's words (zod is loaded for it)", async () => {
    const dir = runWith([started, '{"event_id": "a", "event_type": "round_advanced", "round_number": 1, "trigger": 7}', ended]);
    const file = path.join(dir, "veyru.jsonl");
    await expect(loadRun(dir, "veyru")).rejects.toThrow(new EventLogError(file, 2, "trigger", "invalid round_advanced event: Invalid input: expected string, received number"));
    await expect(loadRun(dir, "veyru")).rejects.toBeInstanceOf(EventLogError);
    // the same words as the library's parser (zod's first issue) gives for the line
    const parser = new EventLogParser(file);
    parser.parseLine(started, 1);
    expect(() => parser.parseLine('{"event_id": "a", "event_type": "round_advanced", "round_number": 1, "trigger": 7}', 2)).toThrow(
      `${file}:2: field 'trigger': invalid round_advanced event: Invalid input: expected string, received number`,
    );
  });

  it("refuses a lone surrogate escape in an opaque event and reads an escaped pair (orjson's loads, spec §1.2)", async () => {
    const lone = runWith([started, '{"event_id": "v", "event_type": "veyru_case_started", "note": "x\\uDE00y"}', ended]);
    await expect(loadRun(lone, "veyru")).rejects.toThrow(`${path.join(lone, "veyru.jsonl")}:2: field 'note': a \\uD800-\\uDFFF escape without its pair`);
    const pair = await loadRun(runWith([started, '{"event_id": "v", "event_type": "veyru_case_started", "note": "\\ud83d\\ude00"}', ended]), "veyru");
    expect(pair.events[1]).toMatchObject({ note: "\u{1F600}" });
  });

  it("reads pydantic's lax values (\"2\", true, \"yes\") through the re-read that explains a rejected line", async () => {
    const run = await loadRun(
      runWith([
        started,
        '{"event_id": "a", "event_type": "round_advanced", "round_number": true, "trigger": "x"}',
        '{"event_id": "r", "event_type": "round_result_recorded", "round_number": "2", "success": "yes", "team_id": null, "reason": "ok"}',
        '{"event_id": "v", "event_type": "veyru_case_started"}',
        ended,
      ]),
      "veyru",
    );
    expect(run.events.map((e) => e.round_number)).toEqual([0, 1, 2, 1, 1]);
    expect(run.events[2]).toMatchObject({ success: true });
  });

  it("names a nested field and an enum's options as zod does", async () => {
    const dir = runWith([started, '{"event_id": "e", "event_type": "simulation_ended", "reason": "done", "total_messages": 0, "total_cost_usd": 0}']);
    await expect(loadRun(dir, "veyru")).rejects.toThrow(
      `${path.join(dir, "veyru.jsonl")}:2: field 'reason': invalid simulation_ended event: Invalid option: expected one of "scenario_complete"|"in_progress"|"starting"|"error"|"killed"`,
    );
  });

  it("reads a valid log, filling defaults (the generated checkers' in-place defaults)", async () => {
    const run = await loadRun(runWith([started, ended]), "veyru");
    expect(run.events.map((e) => e.event_type)).toEqual(["simulation_started", "simulation_ended"]);
    expect(run.simulationStarted.scenario_config).toEqual({});
  });
});
