/**
 * Trace files NeMo's reader (Python's json.load) refuses although JSON.parse reads them: nesting
 * past Python's recursion limit and ints of more than 4300 digits. The trace fails for the metrics
 * that open it, naming Python's error (texts from python3.11 here:
 *   json.loads("[" * 5000 + "]" * 5000)  -> RecursionError: maximum recursion depth exceeded while decoding a JSON array from a unicode string
 *   json.loads('{"a": ' + "1" * 4301 + "}") -> ValueError: Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; ...
 *   json.loads("[" * 900 + "]" * 900) and a 4300-digit int are read).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openTrialEvidence } from "../../src/lib.js";

const dir = mkdtempSync(path.join(tmpdir(), "trace-limits-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function traceWithArguments(argumentsJson: string): string {
  return `{"schema_version": "ATIF-v1.4", "steps": [{"source": "agent", "tool_calls": [{"function_name": "f", "arguments": ${argumentsJson}}]}]}`;
}

async function toolCalls(name: string, text: string): Promise<number> {
  writeFileSync(path.join(dir, name), text);
  const evidence = openTrialEvidence({ trace: { kind: "trace", ref: name, format: "atif", data: null, metadata: {} } }, { datasetDir: dir });
  return (await (await evidence.trace()).toolCalls()).length;
}

describe("trace files past json.load's limits", () => {
  it("refuses nesting past the recursion limit, with or without a NaN (which only Python's reader takes)", async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const message = "not valid JSON (RecursionError: maximum recursion depth exceeded while decoding a JSON array from a unicode string)";
    await expect(toolCalls("deep.json", traceWithArguments(`{"a": ${deep}}`))).rejects.toThrow(message);
    await expect(toolCalls("deep-nan.json", traceWithArguments(`{"n": NaN, "a": ${deep}}`))).rejects.toThrow(message);
    expect(await toolCalls("ok.json", traceWithArguments(`{"a": ${"[".repeat(900)}${"]".repeat(900)}}`))).toBe(1);
  });

  it("refuses an int of more than 4300 digits (ValueError), reads one of 4300", async () => {
    await expect(toolCalls("long.json", traceWithArguments(`{"a": ${"1".repeat(4301)}}`))).rejects.toThrow(
      "not valid JSON (ValueError: Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; use sys.set_int_max_str_digits() to increase the limit)",
    );
    expect(await toolCalls("long-ok.json", traceWithArguments(`{"a": ${"1".repeat(4300)}, "s": "${"2".repeat(5000)}"}`))).toBe(1);
  });

  it("reads a trace of many 4300-digit strings in linear time (the digit-run check was quadratic: 30 ms a run)", async () => {
    const runs = Array.from({ length: 1000 }, () => `"${"7".repeat(4300)}"`).join(", ");
    const started = performance.now();
    expect(await toolCalls("many-runs.json", traceWithArguments(`{"pad": [${runs}]}`))).toBe(1);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
