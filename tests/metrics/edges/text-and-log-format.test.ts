/**
 * Text and log-format edges through evaluateRun. Expected values: spec §3.4 (code points, no
 * normalisation), §4.2 (entropy; a single-symbol text is -0.0, its round mean +0.0 because
 * Python's sum starts from the int 0), computed with python3 implementing the spec's Python:
 *   len("😀x😀") = 3, H = 0.9182958340544896; len("e\u0301") = 2, H = 1.0; len("é") = 1, H = -0.0;
 *   len("😀😀") = 2, H = -0.0; len("a\u0300\u0301b") = 4, H = 2.0
 * and §1.2 (lines split on \n, bytes.strip() removes the \r of CRLF, blank lines skipped,
 * malformed JSON or NaN aborts the whole evaluation).
 */
import { describe, expect, it } from "vitest";
import { runBuilder } from "../../../src/testing.js";
import { byName, evaluate } from "./helpers.js";

const texts = ["😀x😀", "e\u0301", "\u00e9", "😀😀", "a\u0300\u0301b"];

function textsRun() {
  const run = runBuilder({ scenario: "veyru" }).agent("field_observer");
  texts.forEach((text, i) => run.round(i + 1, (r) => r.message("field_observer", text).result(i % 2 === 0)));
  return run;
}

describe("spec §3.4 / §4.2 / §4.7: code points, combining marks and astral characters", () => {
  it("counts code points, never normalises, and turns a single-symbol -0.0 entropy into a +0.0 round mean", async () => {
    const evaluated = await evaluate(textsRun(), "mean_chars_per_round,message_entropy");
    expect(byName(evaluated, "mean_chars_per_round").per_round.map((o) => o.value)).toEqual([3, 2, 1, 2, 4]);
    const entropy = byName(evaluated, "message_entropy").per_round.map((o) => o.value);
    expect(entropy).toEqual([0.9182958340544896, 1.0, 0, 0, 2.0]);
    expect(Object.is(entropy[2], 0) && Object.is(entropy[3], 0)).toBe(true);
    expect(evaluated.reportText).not.toContain("-0.0");
  });
});

describe("spec §1.2: CRLF, blank lines, a last line without newline", () => {
  it("read exactly like the plain LF log", async () => {
    const lf = textsRun().toJsonl();
    const crlf = lf.trimEnd().split("\n").join("\r\n\r\n  \r\n");
    const metrics = "round_success,mean_chars_per_round,message_entropy,gzip_compression_ratio,round_ended_idle";
    const plain = await evaluate(lf, metrics);
    const windows = await evaluate(crlf, metrics);
    expect(windows.measurements).toEqual(plain.measurements);
    expect(plain.measurements.map((m) => m.metric_name)).toEqual(metrics.split(","));
  });

  it("a malformed line or a NaN literal (orjson refuses both) aborts the evaluation naming the line", async () => {
    const lines = textsRun().toJsonl().trimEnd().split("\n");
    const broken = [...lines.slice(0, 3), "{not json", ...lines.slice(3)].join("\n");
    await expect(evaluate(broken, "round_success")).rejects.toThrow(/:4: malformed JSON/);
    const nan = [...lines.slice(0, 3), lines[3]?.replace('"token_count":1', '"token_count":NaN'), ...lines.slice(4)].join("\n");
    expect(nan).toContain("NaN");
    await expect(evaluate(nan, "round_success")).rejects.toThrow(/:4: malformed JSON/);
  });
});
