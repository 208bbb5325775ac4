/**
 * The trace handle on 250 seeded hostile trace files against NeMo's read model run in pydantic
 * (tests/trials/vectors/make-trace-hostile-vectors.py; atif-and-nemo-evidence.md §2.3): a refused file
 * names pydantic's first error (location and message), a read one gives pydantic's sources, tool calls
 * and token usage (ints past 2^63, NaN elsewhere, unknown and dropped fields with any value included).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openTrialEvidence } from "../../src/lib.js";

type Case = { text: string; error?: { loc: string; msg: string | null }; read?: { sources: string[]; tool_calls: [string | null, string][]; usage: [number | null, number | null] } };
const cases = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "trace-hostile.json"), "utf8")) as Case[];
const dir = mkdtempSync(path.join(tmpdir(), "agent-eval-trace-hostile-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the trace handle reads hostile trace files as NeMo's read model does (250 pydantic vectors)", () => {
  it.each(cases.map((c, i) => [i, c] as const))("trace file %i", async (i, c) => {
    writeFileSync(path.join(dir, `t${i}.json`), c.text);
    const opened = openTrialEvidence({ trace: { kind: "trace", ref: `t${i}.json`, format: null, data: null, metadata: {} } }, { datasetDir: dir }).trace();
    if (c.error !== undefined) {
      const field = c.error.loc === "" ? "" : `field '${c.error.loc}': `;
      await expect(opened).rejects.toThrow(`evidence 'trace' (t${i}.json): not an ATIF trajectory: ${field}${c.error.msg ?? ""}`);
      return;
    }
    const trace = await opened;
    expect((await trace.steps()).map((s) => s.source)).toEqual(c.read?.sources);
    expect((await trace.toolCalls()).map((t) => [t.tool_call_id, t.function_name])).toEqual(c.read?.tool_calls);
    const usage = await trace.tokenUsage();
    expect([usage.total_prompt_tokens, usage.total_completion_tokens]).toEqual(c.read?.usage);
  });
});
