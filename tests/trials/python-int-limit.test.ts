/**
 * Python's json.loads refuses an int of more than 4300 digits (CPython's default
 * `sys.set_int_max_str_digits` limit) with a ValueError, so a dataset line holding one is refused:
 * exit 2, naming the file and line, as other bad lines are. Expected texts from python3 (CPython
 * 3.11.7, run here): `json.loads('{"x": ' + "1"*4301 + '}')`, `json.loads("[-" + "2"*4302 + ", NaN]")`
 * and `json.loads('{"e": {"n": ' + "9"*5000 + '}}')` raise `ValueError: Exceeds the limit (4300 digits)
 * for integer string conversion: value has 4301 (4302, 5000) digits; use sys.set_int_max_str_digits()
 * to increase the limit`; `json.loads("[" + "7"*4300 + "]")[0] == int("7"*4300)` is True, and
 * `json.loads('["' + "1"*5000 + '", ' + "1"*5000 + '.0]')` is accepted (a string, and the float inf).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { PyIntDigitsError, pyJsonLoads } from "../../src/core/py-json.js";
import { parseTrialDataset } from "../../src/node/trial-dataset.js";

const limit = (digits: number): string =>
  `Exceeds the limit (4300 digits) for integer string conversion: value has ${digits} digits; use sys.set_int_max_str_digits() to increase the limit`;
const head = '"task":{"id":"t"},"trial":{"id":"a","task_id":"t","status":"completed"}';
const line = (reference: string, evidence = "") => `{${head},"reference":${reference},"candidate":{"output_text":"x"${evidence}}}`;

describe("ints of more than 4300 digits", () => {
  it("json.loads raises Python's ValueError text (not a JSONDecodeError)", () => {
    expect(() => pyJsonLoads(`{"x": ${"1".repeat(4301)}}`)).toThrow(new PyIntDigitsError(4301, 6));
    expect(() => pyJsonLoads(`[-${"2".repeat(4302)}, NaN]`)).toThrow(limit(4302));
    expect(pyJsonLoads(`[${"7".repeat(4300)}]`)).toEqual([BigInt("7".repeat(4300))]);
  });

  it.each([
    ["in the reference", line(`{"x":${"1".repeat(4301)}}`), 4301],
    ["negative, on a line JSON.parse refuses (NaN)", line(`{"x":-${"2".repeat(4302)},"y":NaN}`), 4302],
    ["in inline evidence", line("{}", `,"evidence":{"trace":{"n":${"9".repeat(5000)}}}`), 5000],
  ])("a dataset line with one %s is refused naming the file and line", (_where, text, digits) => {
    expect(() => parseTrialDataset(`${line("{}")}\n${text}\n`, "/data/d.jsonl")).toThrow(`/data/d.jsonl:2: not valid JSON to Python's json.loads (ValueError: ${limit(digits)})`);
  });

  it("4300 digits, a long digit string and a long float are read", () => {
    const [trial] = parseTrialDataset(`${line(`{"x":${"7".repeat(4300)},"s":"${"1".repeat(5000)}","f":${"1".repeat(5000)}.0}`)}\n`, "/data/d.jsonl").trials;
    expect(trial?.reference).toEqual({ x: BigInt("7".repeat(4300)), s: "1".repeat(5000), f: Number.POSITIVE_INFINITY });
  });

  it("many 4300-digit strings in inline evidence are read in linear time (the digit-run hint was quadratic: 30 ms a run)", () => {
    // 1,000 runs: ~30 s before (a regex \\d{4301} rescanned each run from every digit), ~10 ms now
    const runs = Array.from({ length: 1000 }, () => `"${"7".repeat(4300)}"`).join(",");
    const text = `${line("{}", `,"evidence":{"trace":{"schema_version":"ATIF-v1.4","steps":[{"source":"agent","x":1.0,"pad":[${runs}]}]}}`)}\n`;
    const started = performance.now();
    const [trial] = parseTrialDataset(text, "/data/d.jsonl").trials;
    expect(trial?.evidence?.trace?.kind).toBe("trace");
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("agent-eval grade exits 2 and says which line", async () => {
    const scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-intlimit-"));
    try {
      const dataset = path.join(scratch, "d.jsonl");
      await writeFile(dataset, `${line(`{"x":${"1".repeat(4301)}}`)}\n`);
      await writeFile(path.join(scratch, "c.yaml"), "metrics:\n  - {type: exact_match, options: {reference_key: x}}\n");
      const errors: string[] = [];
      const code = await runCli(["grade", "--dataset", dataset, "--config", path.join(scratch, "c.yaml")], { stdout: () => undefined, stderr: (t: string) => void errors.push(t) });
      expect(code).toBe(2);
      expect(errors.join("")).toContain(`${dataset}:1: not valid JSON to Python's json.loads (ValueError: ${limit(4301)})`);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
