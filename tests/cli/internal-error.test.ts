import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { EXIT_INTERNAL_ERROR, isInternalError, runCli } from "../../src/cli/main.js";

/** `agent-eval metrics` with a stdout that throws `error`: the error reaches runCli's top level. */
async function metricsThrowing(error: unknown): Promise<{ code: number; stderr: string }> {
  let stderr = "";
  const code = await runCli(["metrics"], {
    stdout: () => {
      throw error;
    },
    stderr: (text) => (stderr += text),
  });
  return { code, stderr };
}

describe("an unexpected error at the top (a bug, not bad input)", () => {
  it("exits 3 saying 'internal error', never 1 (a failed metric or gate) nor 2 (bad input)", async () => {
    expect(EXIT_INTERNAL_ERROR).toBe(3);
    const { code, stderr } = await metricsThrowing(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(code).toBe(3);
    expect(stderr).toMatch(/^internal error: Cannot read properties of undefined \(reading 'x'\)\nThis is most likely a bug in agent-eval [^\n]+AGENT_EVAL_DEBUG=1[^\n]+please report it\.\n$/);
  });

  it("a failure agent-eval anticipated keeps its status: an Error with a message 1, an input error 2", async () => {
    expect(await metricsThrowing(new Error("ANTHROPIC_API_KEY is required for live judge calls"))).toEqual({ code: 1, stderr: "error: ANTHROPIC_API_KEY is required for live judge calls\n" });
    expect(await metricsThrowing(new InputError("x.json: not a report"))).toEqual({ code: 2, stderr: "error: x.json: not a report\n" });
  });

  it("tells engine errors and thrown non-Errors from agent-eval's own, also from another realm", () => {
    for (const bug of [new TypeError("t"), new RangeError("Invalid string length"), new ReferenceError("r"), new SyntaxError("s"), "a string", undefined, null, 42]) {
      expect(isInternalError(bug), String(bug)).toBe(true);
    }
    expect(isInternalError(vm.runInNewContext("new TypeError('elsewhere')"))).toBe(true);
    expect(isInternalError(vm.runInNewContext("new Error('elsewhere')"))).toBe(false);
    // fetch's network failure is a TypeError carrying the system error: not a bug
    const offline = new TypeError("fetch failed", { cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" }) });
    for (const anticipated of [new Error("e"), new InputError("i"), Object.assign(new Error("judge"), { name: "JudgeProviderError" }), offline]) {
      expect(isInternalError(anticipated), anticipated.name).toBe(false);
    }
  });
});
