/**
 * The `rubrics` number flags read decimal numbers only, as the counts, `--icc` and the timeouts do:
 * `Number()` took `0x1` (1), `1e3`, ` 0.5`, `0b1` and `-0` as numbers, so a typo set a threshold
 * instead of stopping. `--min-accuracy` is a share (0 to 1) and `--min-kappa` a kappa (-1 to 1):
 * `--min-accuracy 80` (a percentage) failed every check with exit 1; now it is a usage error.
 * `rubrics check` reads its thresholds before any file (a typo is a usage error first).
 */
import { describe, expect, it } from "vitest";
import { cli } from "../helpers/run-dirs.js";

const NOT_DECIMAL = ["0x1", "1e3", "1e-1", " 0.5", "0.5 ", "0b1", "0o7", "Infinity", "NaN", "", ".5", "5.", "+1", "1,5", "１"];
const JUDGE = ["--provider", "scripted", "--model", "scripted-local-judge"];

describe("rubrics number flags", () => {
  it.each([
    ["--min-accuracy", "a number from 0 to 1 in decimal digits, e.g. 0.8", ["-0.1", "1.01", "80", "-0"]],
    ["--min-kappa", "a number from -1 to 1 in decimal digits, e.g. 0.4", ["-1.5", "2"]],
  ])("rubrics check %s: exit 2 naming the flag before any file is read", async (flag, expected, outOfRange) => {
    for (const value of [...NOT_DECIMAL, ...outOfRange]) {
      const result = await cli("rubrics", "check", "--config", "no-such.yaml", "--grader", "g", "--data", "no-such.jsonl", flag, value);
      expect(result.code, `${flag} '${value}': ${result.stderr}`).toBe(2);
      expect(result.stderr).toBe(`error: ${flag}: expected ${expected}, got '${value}'\n`);
    }
  });

  it.each([
    ["--min-score", "a number in decimal digits, e.g. 0 or -1.5", []],
    ["--max-score", "a number in decimal digits, e.g. 0 or -1.5", []],
    ["--min-increment-threshold", "a number of at least 0 in decimal digits, e.g. 0.1", ["-0.1"]],
  ])("rubrics generate %s: exit 2 naming the flag", async (flag, expected, outOfRange) => {
    for (const value of [...NOT_DECIMAL, ...outOfRange]) {
      const result = await cli("rubrics", "generate", "--iterative", "--grader-name", "g", "--out", "no-such-dir/g.yaml", ...JUDGE, flag, value);
      expect(result.code, `${flag} '${value}': ${result.stderr}`).toBe(2);
      expect(result.stderr).toBe(`error: ${flag}: expected ${expected}, got '${value}'\n`);
    }
  });

  it("decimal values in range are read: a check passes its gate, a scale is accepted", async () => {
    const generate = await cli("rubrics", "generate", "--iterative", "--grader-name", "g", "--out", "no-such-dir/g.yaml", ...JUDGE, "--min-score", "-1.5", "--max-score", "2", "--min-increment-threshold", "0");
    // past the number flags: the next problem is the missing --data
    expect(generate.stderr).toBe("error: rubrics generate --iterative needs --data (JSONL of {query, response, label_score})\n");
    const check = await cli("rubrics", "check", "--config", "no-such.yaml", "--grader", "g", "--data", "no-such.jsonl", "--min-accuracy", "1", "--min-kappa", "-1");
    expect(check.stderr).not.toContain("expected a number");
  });
});
