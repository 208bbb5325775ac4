/**
 * `CodeExecutionGrader(name="code_execution", language="python", timeout=10, test_cases=[])`:
 * runs the response's program (its first fenced code block, or the whole response) once per test
 * case and scores the pass rate. A test case is `{input, expected_output}` (the program reads
 * `input` on stdin; it passes when it exits 0 and its stdout equals `expected_output`, trailing
 * whitespace of each ignored); OpenJudge's `{inputs: [...], outputs: [...]}` form is accepted too.
 * Test cases come from `params.test_cases` or the call argument `test_cases` (a mapper path). A
 * non-string input or expected output is the text Python's `str()` gives it (`1.0`, `True`, `None`).
 *
 * Running is IO, injected by the Node layer (`resources.code`): a temporary directory, a timeout
 * (seconds), no network where the machine allows it. This is NOT a security sandbox.
 * Reason `"Passed 2/3 test cases"`; metadata `{language, passed, total, results: [{index, status,
 * stderr?}]}` with status `passed | wrong_answer | runtime_error | timeout`.
 */
import { z } from "zod";
import type { Grader, GraderCallContext, GraderScore } from "../contract.js";
import { parseParams, type GraderFactory } from "../params.js";
import { PyFloat } from "../../core/json-format.js";
import { pyStr, pyTypeName } from "../../core/py-repr.js";
import { PyError } from "../py-format.js";
import { CODE_LANGUAGES, type CodeCapabilities, type CodeLanguage, type CodeTestCase } from "./capabilities.js";
import { codeBlocks } from "./code-blocks.js";

// a scalar is text as Python's str() prints it (a dataset's 1.0 is "1.0", -0.0 "-0.0", 1e400 "inf", a big int all its digits, true "True", null "None")
const pyScalar = z.custom<number | bigint | PyFloat | boolean | null>(
  (v) => v === null || typeof v === "number" || typeof v === "bigint" || typeof v === "boolean" || v instanceof PyFloat,
  "expected a string, a number, a boolean or null",
);
const textOf = z.union([z.string(), pyScalar]).transform((v) => pyStr(v));
const caseSchema = z.object({ input: textOf.default(""), expected_output: textOf }).strict();
const pairedSchema = z.object({ inputs: z.array(textOf), outputs: z.array(textOf) }).strict();
const testCasesSchema = z.union([z.array(caseSchema), pairedSchema]);

function normaliseCases(value: z.infer<typeof testCasesSchema>): CodeTestCase[] {
  if (Array.isArray(value)) return value;
  if (value.inputs.length !== value.outputs.length) throw new Error(`test_cases: ${value.inputs.length} inputs but ${value.outputs.length} outputs`);
  return value.inputs.map((input, i) => ({ input, expected_output: value.outputs[i] as string }));
}

/** stdout compared line by line, trailing whitespace of each line and trailing blank lines ignored. */
function sameOutput(actual: string, expected: string): boolean {
  const normalised = (text: string): string => text.replace(/\r\n/g, "\n").split("\n").map((l) => l.replace(/[ \t]+$/, "")).join("\n").replace(/\n+$/, "");
  return normalised(actual) === normalised(expected);
}

export class CodeExecutionGrader implements Grader {
  readonly mode = "pointwise" as const;
  constructor(
    readonly code: CodeCapabilities | undefined,
    readonly language: CodeLanguage = "python",
    readonly timeoutSeconds = 10,
    readonly testCases: readonly CodeTestCase[] = [],
    readonly name = "code_execution",
  ) {}

  async evaluate(args: Readonly<Record<string, unknown>>, _context?: GraderCallContext): Promise<GraderScore> {
    const response = "response" in args ? args.response : "";
    if (typeof response !== "string") throw new PyError("TypeError", `expected str for response, got ${pyTypeName(response)}`);
    if (this.code === undefined) throw new Error("CodeExecutionGrader needs the code capabilities of the Node layer (resources.code)");
    let cases = this.testCases;
    if (args.test_cases !== undefined && args.test_cases !== null) {
      const parsed = testCasesSchema.safeParse(args.test_cases);
      if (!parsed.success) throw new Error(`test_cases must be a list of {input, expected_output} or {inputs, outputs}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
      cases = normaliseCases(parsed.data);
    }
    if (cases.length === 0) throw new Error("CodeExecutionGrader has no test cases (params.test_cases or a test_cases argument)");
    const program = codeBlocks(response)[0] ?? "";
    const results: Array<Record<string, unknown>> = [];
    let passed = 0;
    for (const [index, testCase] of cases.entries()) {
      const run = await this.code.run(this.language, program, testCase.input, this.timeoutSeconds * 1000);
      if (run.startError !== undefined) throw new Error(run.startError);
      const status = run.timedOut ? "timeout" : run.exitCode !== 0 ? "runtime_error" : sameOutput(run.stdout, testCase.expected_output) ? "passed" : "wrong_answer";
      if (status === "passed") passed++;
      results.push({ index, status, ...(status === "runtime_error" ? { stderr: run.stderr.slice(-2000) } : {}) });
    }
    return {
      name: this.name,
      score: passed / cases.length,
      reason: `Passed ${passed}/${cases.length} test cases`,
      metadata: { language: this.language, passed, total: cases.length, results },
    };
  }
}

const paramsSchema = z
  .object({
    name: z.string().default("code_execution"),
    language: z.enum(CODE_LANGUAGES).default("python"),
    timeout: z.number().positive().max(600).default(10),
    test_cases: testCasesSchema.optional(),
  })
  .strict();

export const createCodeExecutionGraderFromParams: GraderFactory = ({ params, resources }) => {
  const p = parseParams(paramsSchema, params);
  // the cases as the config wrote them (parseParams reads numbers plain): `expected_output: 3.0` is "3.0", as PyYAML reads it
  const testCases = params.test_cases === undefined ? undefined : testCasesSchema.parse(params.test_cases);
  return new CodeExecutionGrader(resources.code, p.language, p.timeout, testCases === undefined ? [] : normaliseCases(testCases), p.name);
};
