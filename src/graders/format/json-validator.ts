/**
 * OpenJudge's `JsonValidatorGrader(name="json_validator")` (`graders/format/json/json_validator.py`):
 * score 1.0 when Python's `json.loads(response)` succeeds (so `NaN`, `Infinity`, `1e400`, duplicate
 * keys and lone-surrogate escapes are valid; a BOM, code fences, trailing commas and comments are
 * not), else 0.0. Metadata `{is_valid, error_message, response_length}` with `len()` in code
 * points; the reason and `error_message` carry Python's text
 * (`"JSON decode error: Expecting value: line 1 column 1 (char 0)"`); a non-string response is
 * `"Invalid input type: expected str, got NoneType"` with `response_length` 0.
 */
import { z } from "zod";
import { codePointLength } from "../../core/pynum.js";
import type { Grader, GraderCallContext, GraderScore } from "../contract.js";
import { parseParams, type GraderFactory } from "../params.js";
import { pyTypeName } from "../../core/py-repr.js";
import { PyJsonDecodeError, pyJsonLoads } from "../../core/py-json.js";

export class JsonValidatorGrader implements Grader {
  readonly mode = "pointwise" as const;
  constructor(readonly name = "json_validator") {}

  // async: json.loads' RecursionError / ValueError (an int of more than 4300 digits) escape, as upstream's, as a rejection for the runner
  // eslint-disable-next-line @typescript-eslint/require-await
  async evaluate(args: Readonly<Record<string, unknown>>, _context?: GraderCallContext): Promise<GraderScore> {
    const response = "response" in args ? args.response : "";
    if (typeof response !== "string") {
      const message = `Invalid input type: expected str, got ${pyTypeName(response)}`;
      return { name: this.name, score: 0.0, reason: message, metadata: { is_valid: false, error_message: message, response_length: 0 } };
    }
    try {
      pyJsonLoads(response);
    } catch (error) {
      if (!(error instanceof PyJsonDecodeError)) throw error;
      const message = `JSON decode error: ${error.message}`;
      return { name: this.name, score: 0.0, reason: message, metadata: { is_valid: false, error_message: message, response_length: codePointLength(response) } };
    }
    return { name: this.name, score: 1.0, reason: "Valid JSON", metadata: { is_valid: true, error_message: null, response_length: codePointLength(response) } };
  }
}

const paramsSchema = z.object({ name: z.string().default("json_validator"), description: z.string().optional() }).strict();

export const createJsonValidatorGraderFromParams: GraderFactory = ({ params }) => new JsonValidatorGrader(parseParams(paramsSchema, params).name);
