import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/core/schema-issue.ts
function firstIssue(error) {
  const issue = error.issues[0];
  const field = issue === void 0 || issue.path.length === 0 ? void 0 : issue.path.map(String).join(".");
  return { field, message: issue?.message ?? "invalid" };
}
var STOP_AT_FIRST_ISSUE = { abortEarly: true };
function safeParseToFirstIssue(schema, value) {
  return schema.safeParse(value, STOP_AT_FIRST_ISSUE);
}

export {
  firstIssue,
  safeParseToFirstIssue
};
