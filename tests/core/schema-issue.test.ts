/** firstIssue: the field and problem every input error names (zod's first issue, said plainly). */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstIssue } from "../../src/core/schema-issue.js";

const issueOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("accepted");
  return firstIssue(parsed.error);
};

describe("firstIssue", () => {
  const schema = z.object({ id: z.union([z.string(), z.number()]), tags: z.array(z.string()) }).strict();
  it("a union of plain types names what it expected and what it got, not zod's bare 'Invalid input'", () => {
    expect(issueOf(schema, { tags: [] })).toEqual({ field: "id", message: "Invalid input: expected string or number, received undefined" });
    expect(issueOf(schema, { id: null, tags: [] })).toEqual({ field: "id", message: "Invalid input: expected string or number, received null" });
  });
  it("an unknown key is the field itself", () => {
    expect(issueOf(schema, { id: "a", tags: [], extra: 1, more: 2 })).toEqual({ field: "extra", message: "unknown key; also unknown here: 'more'" });
  });
  it("a union of objects keeps zod's message", () => {
    const objects = z.object({ v: z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]) });
    expect(issueOf(objects, { v: { c: 1 } }).field).toBe("v");
  });
});
