import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/core/errors.ts
var InputError = class extends Error {
  name = "InputError";
};
var LineInputError = class extends InputError {
  constructor(file, line, field, detail) {
    super(`${file}:${line}: ${field === void 0 ? "" : `field '${field}': `}${detail}`);
    this.file = file;
    this.line = line;
    this.field = field;
    this.detail = detail;
  }
  file;
  line;
  field;
  detail;
  name = "LineInputError";
};
var EventLogError = class extends LineInputError {
  name = "EventLogError";
};
var FieldConfigError = class extends Error {
  constructor(field, problem) {
    super(field === "" ? problem : `${field}: ${problem}`);
    this.field = field;
    this.problem = problem;
  }
  field;
  problem;
  name = "FieldConfigError";
};
var OutputError = class extends InputError {
  name = "OutputError";
};
var EXIT_INTERNAL_ERROR = 3;
var ENGINE_ERRORS = /* @__PURE__ */ new Set(["TypeError", "RangeError", "ReferenceError", "SyntaxError", "EvalError", "URIError"]);
function isInternalError(error) {
  if (typeof error !== "object" || error === null || typeof error.message !== "string") return true;
  const cause = error.cause;
  if (typeof cause === "object" && cause !== null && typeof cause.code === "string") return false;
  return ENGINE_ERRORS.has(error.name);
}

export {
  InputError,
  LineInputError,
  EventLogError,
  FieldConfigError,
  OutputError,
  EXIT_INTERNAL_ERROR,
  isInternalError
};
