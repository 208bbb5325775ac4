import type { z } from "zod";

/**
 * The first problem zod found, as the field path ("a.b.0", undefined for the value itself) and
 * zod's message: what every input error needs to name the bad field.
 */
export function firstIssue(error: z.ZodError): { readonly field: string | undefined; readonly message: string } {
  const issue = error.issues[0];
  // an unknown key is named as the field itself (pydantic's extra_forbidden points at the key too)
  if (issue?.code === "unrecognized_keys" && issue.keys.length > 0) {
    const [key, ...others] = issue.keys;
    const more = others.length === 0 ? "" : `; also unknown here: ${others.map((k) => `'${k}'`).join(", ")}`;
    return { field: [...issue.path, key].map(String).join("."), message: `unknown key${more}` };
  }
  const field = issue === undefined || issue.path.length === 0 ? undefined : issue.path.map(String).join(".");
  return { field, message: issue?.code === "invalid_union" ? unionMessage(issue) : (issue?.message ?? "invalid") };
}

/**
 * zod's own early stop (the context its `validate` passes): a container stops at its first bad
 * child. Without it every bad element of a long array is collected, and zod then spreads that
 * list into its parent's (`push(...issues)`), which overflows the stack near 100k issues: a report
 * with 200k bad per-round rows failed with "Maximum call stack size exceeded" instead of naming
 * the field. The first issue, the only one reported, is the same either way.
 */
const STOP_AT_FIRST_ISSUE = { abortEarly: true } as z.core.ParseContext<z.core.$ZodIssue>;

/** `schema.safeParse(value)` for inputs of any size: stops at the first issue (see firstIssue). */
export function safeParseToFirstIssue<T extends z.ZodType>(schema: T, value: unknown): z.ZodSafeParseResult<z.output<T>> {
  return schema.safeParse(value, STOP_AT_FIRST_ISSUE);
}

/**
 * A union of plain types that the value matches none of, said as its branches say it ("Invalid
 * input: expected string or number, received undefined") rather than zod's bare "Invalid input".
 */
function unionMessage(issue: z.core.$ZodIssueInvalidUnion): string {
  const firsts = issue.errors.map((branch) => branch[0]);
  const types: string[] = [];
  let received: string | undefined;
  for (const first of firsts) {
    if (first?.code !== "invalid_type" || first.path.length > 0) return issue.message;
    if (!types.includes(first.expected)) types.push(first.expected);
    received ??= /, received (.+)$/.exec(first.message)?.[1];
  }
  if (types.length === 0) return issue.message;
  return `Invalid input: expected ${types.join(" or ")}${received === undefined ? "" : `, received ${received}`}`;
}
