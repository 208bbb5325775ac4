/**
 * Reading a trial dataset: every bad line names `file:line` and the field; NeMo's trial statuses;
 * the three spellings of evidence (descriptor, bare path for a standard name, inline trace), with
 * paths resolved against the dataset's directory.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseTrialDataset, readTrialDataset } from "../../src/node/trial-dataset.js";
import { parseTrialLine } from "../../src/trials/dataset.js";

const FILE = "/data/set/trials.jsonl";
const line = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    task: { id: "t1" },
    trial: { id: "a", task_id: "t1", status: "completed" },
    candidate: { output_text: "hi", metadata: {} },
    ...overrides,
  });
const parse = (...lines: string[]) => parseTrialDataset(lines.join("\n"), FILE);
const error = (...lines: string[]): string => {
  try {
    parse(...lines);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
};

describe("trial dataset lines", () => {
  it("reads trials in order, with defaults, skipping blank lines", () => {
    const { trials, taskIds } = parse(line(), "", line({ task: { id: "t2", intent: "x" }, trial: { id: "b", task_id: "t2", status: "partial" } }), line({ trial: { id: "c", task_id: "t1", status: "failed" }, candidate: undefined }));
    expect(trials.map((t) => [t.rowIndex, t.line, t.task.id, t.trial.id, t.trial.status])).toEqual([
      [0, 1, "t1", "a", "completed"],
      [1, 3, "t2", "b", "partial"],
      [2, 4, "t1", "c", "failed"],
    ]);
    expect(taskIds).toEqual(["t1", "t2"]);
    expect(trials[0]).toMatchObject({ inputs: {}, reference: {}, outputText: "hi", evidence: null, task: { intent: null, metadata: {} } });
    expect(trials[2]?.outputText).toBeNull();
  });

  it("ignores a byte order mark and CRLF line ends", () => {
    expect(parseTrialDataset(`\ufeff${line()}\r\n${line({ trial: { id: "b", task_id: "t1", status: "completed" } })}\r\n`, FILE).trials).toHaveLength(2);
  });

  it("names file:line and the field of a bad line", () => {
    expect(error(line(), "{not json")).toMatch(/^\/data\/set\/trials\.jsonl:2: not valid JSON/);
    expect(error(line({ trial: { id: "a", task_id: "t1", status: "done" } }))).toMatch(/^\/data\/set\/trials\.jsonl:1: field 'trial\.status': /);
    expect(error(line({ trial: { id: "", task_id: "t1", status: "completed" } }))).toBe("/data/set/trials.jsonl:1: field 'trial.id': must not be empty");
    expect(error(line({ task: undefined }))).toMatch(/^\/data\/set\/trials\.jsonl:1: field 'task': /);
    expect(error(line({ extra: 1 }))).toMatch(/^\/data\/set\/trials\.jsonl:1: .*extra/);
    expect(error(line({ inputs: [1] }))).toMatch(/field 'inputs': /);
    expect(error("[1, 2]")).toBe("/data/set/trials.jsonl:1: expected a JSON object (one trial per line)");
  });

  it("a JSON syntax error says where in the line, quoting none of it (the text could be any file's)", () => {
    expect(error(line(), "root:x:0:0:root:/root:/bin/bash")).toBe("/data/set/trials.jsonl:2: not valid JSON (unexpected character at column 1)");
    expect(error('{"task": {"id": "t1"}, "secret": "hunter2" oops}')).toBe("/data/set/trials.jsonl:1: not valid JSON (Expected ',' or '}' after property value at column 44)");
  });

  it("an unexpected character is located where it is, not at the first same character earlier in the line", () => {
    // V8 names the character ('a' of nan, '+', ']') but not its position; columns counted by hand
    expect(error('{"task": {"id": "t1"}, "inputs": {"a": nan}}')).toBe("/data/set/trials.jsonl:1: not valid JSON (unexpected character at column 41)");
    expect(error('{"task": {"id": "t1"}, "inputs": {"a": +Infinity}}')).toBe("/data/set/trials.jsonl:1: not valid JSON (unexpected character at column 40)");
    expect(error('{"task": {"id": "t1"}, "inputs": {"a": [1, ]}}')).toBe("/data/set/trials.jsonl:1: not valid JSON (unexpected character at column 44)");
  });

  it("a syntax error after a NaN or Infinity (which json.loads reads) is located where json.loads stops, in its words", () => {
    // JSON.parse stops at the literal; python3: json.loads('{"a": NaN, "b": [1,]}') -> Expecting value: line 1 column 20 (char 19),
    // '{"a": -Infinity, "b" 1}' -> Expecting ':' delimiter: line 1 column 22, '{"a": Infinity x}' -> Expecting ',' delimiter: line 1 column 16
    expect(error('{"a": NaN, "b": [1,]}')).toBe("/data/set/trials.jsonl:1: not valid JSON (Expecting value at column 20)");
    expect(error('{"a": -Infinity, "b" 1}')).toBe("/data/set/trials.jsonl:1: not valid JSON (Expecting ':' delimiter at column 22)");
    expect(error('{"a": Infinity x}')).toBe("/data/set/trials.jsonl:1: not valid JSON (Expecting ',' delimiter at column 16)");
    // '{"a": NaN, "b": "open}' -> Unterminated string starting at: line 1 column 17 (char 16)
    expect(error('{"a": NaN, "b": "open}')).toBe("/data/set/trials.jsonl:1: not valid JSON (Unterminated string starting at column 17)");
  });

  it("a line holding a lone carriage return (a CR-only line end) says so", () => {
    const two = `${line()}\r${line({ trial: { id: "b", task_id: "t1", status: "completed" } })}`;
    expect(error(two)).toBe(
      `/data/set/trials.jsonl:1: not valid JSON (unexpected character at column ${line().length + 2}; the line holds a carriage return (CR) that is not part of a CRLF: lines end with LF or CRLF)`,
    );
  });

  it("refuses bytes that are not UTF-8, naming the line and byte (NeMo's strict decoding); a literal U+FFFD is fine", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-dataset-"));
    try {
      const file = path.join(dir, "trials.jsonl");
      const good = Buffer.from(`${line()}\n`);
      const bad = Buffer.from(line({ trial: { id: "b", task_id: "t1", status: "completed" }, candidate: { output_text: "Par#is" } }).replace("#", "\u0000"));
      await writeFile(file, Buffer.concat([good, bad.subarray(0, bad.indexOf(0)), Buffer.from([0xe2, 0x82]), bad.subarray(bad.indexOf(0) + 1), Buffer.from("\n")]));
      await expect(readTrialDataset(file)).rejects.toThrow(`${file}:2: invalid UTF-8 at byte ${bad.indexOf(0) + 1} of the line (NeMo's reader refuses it too)`);
      await writeFile(file, Buffer.concat([good, Buffer.from(line({ trial: { id: "b", task_id: "t1", status: "completed" }, candidate: { output_text: "Par\ufffdis" } }))]));
      expect((await readTrialDataset(file)).trials[1]?.outputText).toBe("Par\ufffdis");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("checks what zod cannot: task ids agree, a completed trial has a candidate, trial ids are unique per task", () => {
    expect(error(line({ trial: { id: "a", task_id: "t9", status: "completed" } }))).toBe("/data/set/trials.jsonl:1: field 'trial.task_id': 't9' is not the line's task id 't1'");
    expect(error(line({ candidate: undefined }))).toBe("/data/set/trials.jsonl:1: field 'candidate': a completed trial needs a candidate (its output)");
    expect(error(line(), line())).toBe("/data/set/trials.jsonl:2: field 'trial.id': trial 'a' of task 't1' is already on line 1");
    expect(error("")).toBe("/data/set/trials.jsonl: the dataset has no trials (expected one JSON trial per line: {task, trial, inputs, reference, candidate}; docs/trials.md)");
  });

  it("reads evidence: bare paths for standard names, inline traces, NeMo descriptors, the descriptors wrapper", () => {
    const trace = { schema_version: "ATIF-v1.4", steps: [{ source: "agent", message: "hi" }] };
    const { trials } = parse(
      line({ candidate: { output_text: "x", evidence: { trace: "traces/a.atif.json", final_state: "state/a", logs: "file:///var/log/agent" } } }),
      line({ trial: { id: "b", task_id: "t1", status: "completed" }, candidate: { output_text: "x", evidence: { trace } } }),
      line({ trial: { id: "c", task_id: "t1", status: "completed" }, candidate: { output_text: "x", evidence: { descriptors: { snap: { kind: "filesystem", ref: "../snap", metadata: { role: "final_state" } } }, metadata: {} } } }),
    );
    expect(trials[0]?.evidence).toEqual({
      trace: { kind: "trace", ref: "/data/set/traces/a.atif.json", format: "atif", data: null, metadata: {} },
      final_state: { kind: "filesystem", ref: "/data/set/state/a", format: "dir", data: null, metadata: {} },
      logs: { kind: "logs", ref: "/var/log/agent", format: "dir", data: null, metadata: {} },
    });
    expect(trials[1]?.evidence).toEqual({ trace: { kind: "trace", ref: null, format: "atif", data: trace, metadata: {} } });
    // not normalised here: the evidence handle resolves ".." as Path.resolve() does, after links
    expect(trials[2]?.evidence).toEqual({ snap: { kind: "filesystem", ref: "/data/set/../snap", format: null, data: null, metadata: { role: "final_state" } } });
  });

  it("rejects evidence it cannot type, naming the descriptor", () => {
    expect(error(line({ candidate: { output_text: "x", evidence: { notes: "a.txt" } } }))).toMatch(/field 'candidate\.evidence\.notes': a bare path names only a standard descriptor/);
    expect(error(line({ candidate: { output_text: "x", evidence: { final_state: { path: "x" } } } }))).toMatch(/field 'candidate\.evidence\.final_state': a descriptor needs a kind/);
    expect(error(line({ candidate: { output_text: "x", evidence: { snap: { kind: "filesystem" } } } }))).toMatch(/field 'candidate\.evidence\.snap': an evidence descriptor needs a ref or data/);
    expect(error(line({ candidate: { output_text: "x", evidence: { snap: { kind: "filesystem", ref: "a", extra: 1 } } } }))).toMatch(/field 'candidate\.evidence\.snap\.extra': unknown key$/);
  });
});

describe("an unknown key is named as the field (pydantic's extra_forbidden points at the key)", () => {
  it("at the top, nested, and with several at one level", () => {
    const at = (value: unknown): string => {
      try {
        parseTrialLine(value, "trials.jsonl", 3, 2);
      } catch (e) {
        return (e as Error).message;
      }
      return "accepted";
    };
    const base = { task: { id: "t" }, trial: { id: "a", task_id: "t", status: "completed" }, candidate: {} };
    expect(at({ ...base, extra: 1 })).toBe("trials.jsonl:3: field 'extra': unknown key");
    expect(at({ ...base, task: { id: "t", foo: 1, bar: 2 } })).toBe("trials.jsonl:3: field 'task.foo': unknown key; also unknown here: 'bar'");
  });
});
