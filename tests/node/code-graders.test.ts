/**
 * SyntaxCheckGrader and CodeExecutionGrader with the Node layer's capabilities (python3 and the
 * TypeScript parser on this machine). Expected syntax errors are python3 3.11's own
 * (`ast.parse("def f(:\n")` → "invalid syntax (<unknown>, line 1)"), TypeScript's parser's, and
 * the pass rates are counted by hand from the test cases below.
 */
import { createServer, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { CodeExecutionGrader } from "../../src/graders/code/code-execution.js";
import { SyntaxCheckGrader } from "../../src/graders/code/syntax-check.js";
import { parseOpenJudgeConfig } from "../../src/graders/config.js";
import { SHARED_RESOURCES_KEY } from "../../src/graders/params.js";
import { buildGradingPlan, runGraders } from "../../src/graders/run-graders.js";
import { networkIsolated, nodeCodeCapabilities } from "../../src/node/code-capabilities.js";
import { nodeGraderResources } from "../../src/node/grader-resources.js";

describe("SyntaxCheckGrader", () => {
  // expected: python3 3.11.7 running upstream's rules (SyntaxCheckGrader, as in syntax-check.ts):
  // re.findall(r"```(?:python)?\n(.*?)\n```", response, re.DOTALL), ast.parse each, valid/total
  // minus 0.5 when any block fails
  it("python: upstream's fences, the 0.5 penalty, Python's SyntaxError text", async () => {
    const grader = new SyntaxCheckGrader(nodeCodeCapabilities, "python");
    const response = "Here:\n```python\ndef f(x):\n    return x + 1\n```\nand\n```python\ndef g(:\n    pass\n```\n";
    expect(await grader.evaluate({ response })).toEqual({
      name: "syntax_check",
      score: 0.0,
      reason: "Syntax check: 1/2 blocks valid, 1 errors",
      metadata: {
        code_blocks: ["def f(x):\n    return x + 1", "def g(:\n    pass"],
        valid_blocks: 1,
        total_blocks: 2,
        syntax_errors: [{ block: 1, error: "invalid syntax (<unknown>, line 1)", line: 1, offset: 7 }],
      },
    });
    const three = await grader.evaluate({ response: "```python\nif True:\nprint(1)\n```\n```\nx=1\n```\n```python\n)\n```" });
    expect(three.score).toBe(-0.16666666666666669);
    expect(three.reason).toBe("Syntax check: 1/3 blocks valid, 2 errors");
    expect(three.metadata.syntax_errors).toEqual([
      { block: 0, error: "expected an indented block after 'if' statement on line 1 (<unknown>, line 2)", line: 2, offset: 1 },
      { block: 2, error: "unmatched ')' (<unknown>, line 1)", line: 1, offset: 1 },
    ]);
    expect(await grader.evaluate({ response: "```\nx = (\n```" })).toMatchObject({ score: -0.5, reason: "Syntax check: 0/1 blocks valid, 1 errors" });
    expect(await grader.evaluate({ response: "```python\n\n```" })).toMatchObject({ score: 1.0, reason: "Syntax check: 1/1 blocks valid, 0 errors" });
  });
  it("python: no fenced block (plain code, a ```py tag, no newline before the closing fence) is the neutral 0.0", async () => {
    const grader = new SyntaxCheckGrader(nodeCodeCapabilities, "python");
    for (const response of ["print(1)", "```py\nx=1\n```", "```python\nx=1```"]) {
      expect(await grader.evaluate({ response })).toEqual({ name: "syntax_check", score: 0.0, reason: "No code blocks found to check", metadata: { code_blocks: [] } });
    }
    await expect(grader.evaluate({ response: null })).rejects.toThrow("expected string or bytes-like object, got 'NoneType'");
  });
  it("javascript and typescript (our addition) through the TypeScript parser, the same rules", async () => {
    expect((await new SyntaxCheckGrader(nodeCodeCapabilities, "javascript").evaluate({ response: "```js\nconst a = [1, 2;\n```" })).score).toBe(-0.5);
    expect((await new SyntaxCheckGrader(nodeCodeCapabilities, "javascript").evaluate({ response: "```javascript\nexport const a = () => 1;\n```" })).score).toBe(1.0);
    expect((await new SyntaxCheckGrader(nodeCodeCapabilities, "javascript").evaluate({ response: "export const a = () => 1;\n" })).reason).toBe("No code blocks found to check");
    const ts = await new SyntaxCheckGrader(nodeCodeCapabilities, "typescript").evaluate({ response: "```ts\nlet x: number = 1;\ninterface A { b: string }\n```" });
    expect(ts.score).toBe(1.0);
    const bad = await new SyntaxCheckGrader(nodeCodeCapabilities, "typescript").evaluate({ response: "```\nlet x: = 1;\n```" });
    expect(bad.metadata.syntax_errors).toEqual([{ block: 0, error: "Type expected.", line: 1, offset: 8 }]);
  });
  it("without the Node capabilities it says what is missing", async () => {
    await expect(new SyntaxCheckGrader(undefined).evaluate({ response: "x" })).rejects.toThrow(/Node layer/);
  });
});

describe("CodeExecutionGrader", () => {
  const cases = [
    { input: "1 2\n", expected_output: "3" },
    { input: "5 7\n", expected_output: "12\n" },
    { input: "2 2\n", expected_output: "5" },
  ];
  it("python: pass rate over the test cases (2 of 3 expected outputs are right)", async () => {
    const grader = new CodeExecutionGrader(nodeCodeCapabilities, "python", 10, cases);
    const r = await grader.evaluate({ response: "```python\na, b = map(int, input().split())\nprint(a + b)\n```" });
    expect(r).toMatchObject({ name: "code_execution", score: 2 / 3, reason: "Passed 2/3 test cases" });
    expect(r.metadata.results).toEqual([
      { index: 0, status: "passed" },
      { index: 1, status: "passed" },
      { index: 2, status: "wrong_answer" },
    ]);
  });
  it("javascript, typescript, runtime errors and timeouts", async () => {
    const js = new CodeExecutionGrader(nodeCodeCapabilities, "javascript", 10, [{ input: "hi", expected_output: "HI" }]);
    expect((await js.evaluate({ response: "process.stdin.on('data', d => console.log(String(d).toUpperCase()));" })).score).toBe(1.0);
    const ts = new CodeExecutionGrader(nodeCodeCapabilities, "typescript", 10, [{ input: "", expected_output: "6" }]);
    expect((await ts.evaluate({ response: "const n: number = 3;\nconsole.log(n * 2);" })).score).toBe(1.0);
    const crash = await new CodeExecutionGrader(nodeCodeCapabilities, "python", 10, [{ input: "", expected_output: "" }]).evaluate({ response: "raise SystemExit(3)" });
    expect(crash.metadata.results).toEqual([{ index: 0, status: "runtime_error", stderr: "" }]);
    const slow = await new CodeExecutionGrader(nodeCodeCapabilities, "python", 0.5, [{ input: "", expected_output: "" }]).evaluate({ response: "while True: pass" });
    expect(slow).toMatchObject({ score: 0.0, metadata: { results: [{ index: 0, status: "timeout" }] } });
  });
  it("the environment carries no secrets and the working directory is a fresh temporary one", async () => {
    process.env.AGENT_EVAL_TEST_SECRET = "sk-should-not-leak";
    try {
      const grader = new CodeExecutionGrader(nodeCodeCapabilities, "python", 10, [{ input: "", expected_output: "None []" }]);
      const r = await grader.evaluate({ response: "import os\nprint(os.environ.get('AGENT_EVAL_TEST_SECRET'), [f for f in os.listdir('.') if f != 'main.py'])" });
      expect(r.score).toBe(1.0);
    } finally {
      delete process.env.AGENT_EVAL_TEST_SECRET;
    }
  });
  it("no network where the machine allows it: a server on this machine's 127.0.0.1 is unreachable from the program", async () => {
    const server = createServer((socket) => socket.end("hello\n"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const program = `import socket\ntry:\n    socket.create_connection(("127.0.0.1", ${port}), timeout=2).recv(5)\n    print("connected")\nexcept OSError:\n    print("blocked")`;
      const expected = networkIsolated() ? "blocked" : "connected";
      const r = await new CodeExecutionGrader(nodeCodeCapabilities, "python", 10, [{ input: "", expected_output: expected }]).evaluate({ response: program });
      expect(r.score).toBe(1.0);
    } finally {
      server.close();
    }
  });
  it("through the config: test cases from params or a mapper path, bad params named", async () => {
    const loaded = new Map<string, unknown>([[SHARED_RESOURCES_KEY, nodeGraderResources()]]);
    const config = parseOpenJudgeConfig({
      graders: {
        run: { grader: "CodeExecutionGrader", params: { timeout: 5 }, mapper: { response: "candidate.output_text", test_cases: "reference.tests" } },
        syntax: { grader: "SyntaxCheckGrader", mapper: { response: "candidate.output_text" } },
      },
    });
    const rows = [{ candidate: { output_text: "```python\nprint(input()[::-1])\n```" }, reference: { tests: { inputs: ["abc", "xy"], outputs: ["cba", "xy"] } } }];
    const outcome = await runGraders(buildGradingPlan(config, loaded), rows, {});
    expect(outcome.scores).toEqual([{ "grader.run": 0.5, "grader.syntax": 1 }]);
    expect(() => buildGradingPlan(parseOpenJudgeConfig({ graders: { run: { grader: "CodeExecutionGrader", params: { timeout: -1 } } } }), loaded)).toThrow(/graders\.run\.params\.timeout/);
    expect(() => buildGradingPlan(parseOpenJudgeConfig({ graders: { s: { grader: "SyntaxCheckGrader", params: { language: "cobol" } } } }), loaded)).toThrow(/graders\.s\.params\.language/);
  });
});
