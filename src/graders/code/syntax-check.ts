/**
 * `SyntaxCheckGrader(name="syntax_check")`: do the response's code blocks parse? Reconstructed
 * from upstream's grader (OpenJudge's port of RM-Gallery's `SyntaxCheckReward`; the semantics
 * reference does not describe it), for `language: python`:
 *
 * - the blocks are `re.findall(r"```(?:python)?\n(.*?)\n```", response, re.DOTALL)`: a fence
 *   tagged `python` or untagged, its body up to the first `\n````;
 * - no block: score 0.0, reason `No code blocks found to check`, metadata `{"code_blocks": []}`;
 * - each block goes through `ast.parse`, exactly as written; a SyntaxError is `{"block": i, "error":
 *   str(e), "line": e.lineno, "offset": e.offset}`, any other exception (a lone surrogate's
 *   UnicodeEncodeError, deep nesting's RecursionError or MemoryError) escapes to the runner;
 * - score = valid / total, **minus 0.5 when any block fails** (so one bad block of two scores 0.0,
 *   and all bad -0.5); reason `Syntax check: 1/2 blocks valid, 1 errors`; metadata
 *   `{code_blocks, valid_blocks, total_blocks, syntax_errors}`.
 *
 * agent-eval's addition: `language: javascript | typescript` (the TypeScript compiler's parser),
 * the same rules with fences tagged `javascript`/`js` or `typescript`/`ts` (or untagged). The
 * parsing is IO (a python3 process, the TypeScript package), injected by the Node layer as
 * `resources.code`.
 */
import { z } from "zod";
import type { Grader, GraderCallContext, GraderScore } from "../contract.js";
import { parseParams, type GraderFactory } from "../params.js";
import { pyTypeName } from "../../core/py-repr.js";
import { PyError } from "../py-format.js";
import { CODE_LANGUAGES, type CodeCapabilities, type CodeLanguage } from "./capabilities.js";

/** Upstream's fence pattern (Python `.` with DOTALL is `[\s\S]`), with our languages' tags. */
const FENCES: Readonly<Record<CodeLanguage, RegExp>> = {
  python: /```(?:python)?\n([\s\S]*?)\n```/g,
  javascript: /```(?:javascript|js)?\n([\s\S]*?)\n```/g,
  typescript: /```(?:typescript|ts)?\n([\s\S]*?)\n```/g,
};

/** `re.findall` of the language's fence pattern: each block's body. */
export function syntaxCheckBlocks(response: string, language: CodeLanguage): string[] {
  return [...response.matchAll(FENCES[language])].map((m) => m[1] ?? "");
}

export class SyntaxCheckGrader implements Grader {
  readonly mode = "pointwise" as const;
  constructor(
    readonly code: CodeCapabilities | undefined,
    readonly language: CodeLanguage = "python",
    readonly name = "syntax_check",
  ) {}

  async evaluate(args: Readonly<Record<string, unknown>>, _context?: GraderCallContext): Promise<GraderScore> {
    if (!("response" in args)) throw new PyError("TypeError", "SyntaxCheckGrader._aevaluate() missing 1 required positional argument: 'response'");
    const response = args.response;
    // re.findall on a non-str: Python's TypeError
    if (typeof response !== "string") throw new PyError("TypeError", `expected string or bytes-like object, got '${pyTypeName(response)}'`);
    if (this.code === undefined) throw new Error("SyntaxCheckGrader needs the code capabilities of the Node layer (resources.code)");
    const blocks = syntaxCheckBlocks(response, this.language);
    if (blocks.length === 0) return { name: this.name, score: 0.0, reason: "No code blocks found to check", metadata: { code_blocks: [] } };
    const syntaxErrors: Array<Record<string, unknown>> = [];
    const problems = await this.code.checkSyntax(this.language, blocks);
    for (const [block, problem] of problems.entries()) {
      if (problem !== null) syntaxErrors.push({ block, error: problem.message, line: problem.line ?? null, offset: problem.column ?? null });
    }
    const valid = blocks.length - syntaxErrors.length;
    let score = valid / blocks.length;
    if (syntaxErrors.length > 0) score -= 0.5;
    return {
      name: this.name,
      score,
      reason: `Syntax check: ${valid}/${blocks.length} blocks valid, ${syntaxErrors.length} errors`,
      metadata: { code_blocks: blocks, valid_blocks: valid, total_blocks: blocks.length, syntax_errors: syntaxErrors },
    };
  }
}

const paramsSchema = z.object({ name: z.string().default("syntax_check"), language: z.enum(CODE_LANGUAGES).default("python") }).strict();

export const createSyntaxCheckGraderFromParams: GraderFactory = ({ params, resources }) => {
  const p = parseParams(paramsSchema, params);
  return new SyntaxCheckGrader(resources.code, p.language, p.name);
};
