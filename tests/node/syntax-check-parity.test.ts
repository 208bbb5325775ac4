/**
 * SyntaxCheckGrader (python) through the runner against vectors computed by python3 3.11.7 with
 * `re.findall` and `ast.parse` under upstream's rules: tests/fixtures/graders/syntax-check-vectors.py
 * (fence variants, CRLF and lone CR, NUL, lone surrogates, BOM, NBSP, tab/space mixes, deep
 * nesting). A lone surrogate makes ast.parse raise UnicodeEncodeError and deep nesting MemoryError
 * or RecursionError: upstream's grader lets those escape, so the runner reports them as GraderErrors
 * with Python's `str(e)` (the old code sent the block as UTF-8, where a lone surrogate became U+FFFD
 * and parsed, and reported other exceptions as a python3 traceback).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SyntaxCheckGrader } from "../../src/graders/code/syntax-check.js";
import { evaluateEntry } from "../../src/graders/runner.js";
import { nodeCodeCapabilities } from "../../src/node/code-capabilities.js";

interface Case {
  response: string;
  expected: Record<string, unknown>;
}
const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "graders", "syntax-check-vectors.json"), "utf8")) as { cases: Case[] };

describe("SyntaxCheckGrader parity with python3's ast.parse", () => {
  it("every vector's score, reason and metadata (or runner error) agree", async () => {
    const grader = new SyntaxCheckGrader(nodeCodeCapabilities, "python");
    const wrong: unknown[] = [];
    const cases = vectors.cases;
    for (let i = 0; i < cases.length; i += 4) {
      await Promise.all(
        cases.slice(i, i + 4).map(async (c) => {
          const got = await evaluateEntry({ key: "g", grader }, { response: c.response }, {});
          if (JSON.stringify(got) !== JSON.stringify(c.expected)) wrong.push({ response: c.response, got, expected: c.expected });
        }),
      );
    }
    expect(cases.length).toBe(300);
    // the vectors reach every outcome: no block, all valid, syntax errors, and escaping exceptions
    expect(cases.filter((c) => "error" in c.expected).length).toBeGreaterThan(5);
    expect(cases.filter((c) => c.expected.reason === "No code blocks found to check").length).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  }, 120_000);
  it("a lone surrogate is ast.parse's UnicodeEncodeError, not a U+FFFD syntax error", async () => {
    const grader = new SyntaxCheckGrader(nodeCodeCapabilities, "python");
    // python3 3.11.7: ast.parse("x = '\ud83d'") raises UnicodeEncodeError
    expect(await evaluateEntry({ key: "g", grader }, { response: "```python\nx = '\ud83d'\n```" }, {})).toEqual({
      name: "syntax_check",
      error: "Error in syntax_check during evaluation: 'utf-8' codec can't encode character '\\ud83d' in position 5: surrogates not allowed",
      reason: "Error in syntax_check during evaluation",
      metadata: {},
    });
    // python3 3.11.7: ast.parse("-" * 10000 + "1") raises MemoryError with an empty str()
    expect(await evaluateEntry({ key: "g", grader }, { response: "```\n" + "-".repeat(10000) + "1\n```" }, {})).toMatchObject({ error: "Error in syntax_check during evaluation: " });
  });
});
