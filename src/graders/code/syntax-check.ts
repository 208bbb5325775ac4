/**
 * `SyntaxCheckGrader(name="syntax_check", language="python")`: does the response's code parse?
 * Each fenced code block (or the whole response when there is none) is parsed as `language`
 * (`python`: Python's `ast.parse`; `javascript` / `typescript`: the TypeScript compiler's parser);
 * score = valid blocks / blocks. The parsing is IO (a python3 process, the TypeScript package),
 * injected by the Node layer as `resources.code`.
 *
 * Reason and metadata are agent-eval's own (documented in docs/openjudge.md):
 * `"3/3 code blocks have valid python syntax"`, metadata `{language, total_blocks, valid_blocks,
 * syntax_errors: [{block, message, line, column}]}`.
 */
import { z } from "zod";
import type { Grader, GraderCallContext, GraderScore } from "../contract.js";
import { parseParams, type GraderFactory } from "../params.js";
import { pyTypeName } from "../../core/py-repr.js";
import { PyError } from "../py-format.js";
import { CODE_LANGUAGES, type CodeCapabilities, type CodeLanguage } from "./capabilities.js";
import { codeBlocks } from "./code-blocks.js";

export class SyntaxCheckGrader implements Grader {
  readonly mode = "pointwise" as const;
  constructor(
    readonly code: CodeCapabilities | undefined,
    readonly language: CodeLanguage = "python",
    readonly name = "syntax_check",
  ) {}

  async evaluate(args: Readonly<Record<string, unknown>>, _context?: GraderCallContext): Promise<GraderScore> {
    const response = "response" in args ? args.response : "";
    if (typeof response !== "string") throw new PyError("TypeError", `expected str for response, got ${pyTypeName(response)}`);
    if (this.code === undefined) throw new Error("SyntaxCheckGrader needs the code capabilities of the Node layer (resources.code)");
    const blocks = codeBlocks(response);
    const syntaxErrors: Array<Record<string, unknown>> = [];
    for (const [block, source] of blocks.entries()) {
      const problem = await this.code.checkSyntax(this.language, source);
      if (problem !== null) syntaxErrors.push({ block, message: problem.message, line: problem.line ?? null, column: problem.column ?? null });
    }
    const valid = blocks.length - syntaxErrors.length;
    return {
      name: this.name,
      score: valid / blocks.length,
      reason: `${valid}/${blocks.length} code blocks have valid ${this.language} syntax`,
      metadata: { language: this.language, total_blocks: blocks.length, valid_blocks: valid, syntax_errors: syntaxErrors },
    };
  }
}

const paramsSchema = z.object({ name: z.string().default("syntax_check"), language: z.enum(CODE_LANGUAGES).default("python") }).strict();

export const createSyntaxCheckGraderFromParams: GraderFactory = ({ params, resources }) => {
  const p = parseParams(paramsSchema, params);
  return new SyntaxCheckGrader(resources.code, p.language, p.name);
};
