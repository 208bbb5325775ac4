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
  it("python: fenced blocks, valid/total, Python's SyntaxError text", async () => {
    const grader = new SyntaxCheckGrader(nodeCodeCapabilities, "python");
    const response = "Here:\n```python\ndef f(x):\n    return x + 1\n```\nand\n```python\ndef g(:\n    pass\n```\n";
    const r = await grader.evaluate({ response });
    expect(r.score).toBe(0.5);
    expect(r.reason).toBe("1/2 code blocks have valid python syntax");
    expect(r.metadata).toEqual({ language: "python", total_blocks: 2, valid_blocks: 1, syntax_errors: [{ block: 1, message: "invalid syntax (<unknown>, line 1)", line: 1, column: 7 }] });
  });
  it("javascript and typescript through the TypeScript parser; the whole response when there is no fence", async () => {
    expect((await new SyntaxCheckGrader(nodeCodeCapabilities, "javascript").evaluate({ response: "const a = [1, 2;\n" })).score).toBe(0.0);
    expect((await new SyntaxCheckGrader(nodeCodeCapabilities, "javascript").evaluate({ response: "export const a = () => 1;\n" })).score).toBe(1.0);
    const ts = await new SyntaxCheckGrader(nodeCodeCapabilities, "typescript").evaluate({ response: "```ts\nlet x: number = 1;\ninterface A { b: string }\n```" });
    expect(ts.score).toBe(1.0);
    const bad = await new SyntaxCheckGrader(nodeCodeCapabilities, "typescript").evaluate({ response: "let x: = 1;" });
    expect(bad.metadata.syntax_errors).toEqual([{ block: 0, message: "Type expected.", line: 1, column: 8 }]);
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
    const rows = [{ candidate: { output_text: "print(input()[::-1])" }, reference: { tests: { inputs: ["abc", "xy"], outputs: ["cba", "xy"] } } }];
    const outcome = await runGraders(buildGradingPlan(config, loaded), rows, {});
    expect(outcome.scores).toEqual([{ "grader.run": 0.5, "grader.syntax": 1 }]);
    expect(() => buildGradingPlan(parseOpenJudgeConfig({ graders: { run: { grader: "CodeExecutionGrader", params: { timeout: -1 } } } }), loaded)).toThrow(/graders\.run\.params\.timeout/);
    expect(() => buildGradingPlan(parseOpenJudgeConfig({ graders: { s: { grader: "SyntaxCheckGrader", params: { language: "cobol" } } } }), loaded)).toThrow(/graders\.s\.params\.language/);
  });
});
