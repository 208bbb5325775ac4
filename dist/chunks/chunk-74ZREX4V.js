import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/core/schema-issue.ts
function firstIssue(error) {
  const issue = error.issues[0];
  if (issue?.code === "unrecognized_keys" && issue.keys.length > 0) {
    const [key, ...others] = issue.keys;
    const more = others.length === 0 ? "" : `; also unknown here: ${others.map((k) => `'${k}'`).join(", ")}`;
    return { field: [...issue.path, key].map(String).join("."), message: `unknown key${more}` };
  }
  const field = issue === void 0 || issue.path.length === 0 ? void 0 : issue.path.map(String).join(".");
  return { field, message: issue?.code === "invalid_union" ? unionMessage(issue) : issue?.message ?? "invalid" };
}
var STOP_AT_FIRST_ISSUE = { abortEarly: true };
function safeParseToFirstIssue(schema, value) {
  return schema.safeParse(value, STOP_AT_FIRST_ISSUE);
}
function unionMessage(issue) {
  const firsts = issue.errors.map((branch) => branch[0]);
  const types = [];
  let received;
  for (const first of firsts) {
    if (first?.code !== "invalid_type" || first.path.length > 0) return issue.message;
    if (!types.includes(first.expected)) types.push(first.expected);
    received ??= /, received (.+)$/.exec(first.message)?.[1];
  }
  if (types.length === 0) return issue.message;
  return `Invalid input: expected ${types.join(" or ")}${received === void 0 ? "" : `, received ${received}`}`;
}

export {
  firstIssue,
  safeParseToFirstIssue
};
