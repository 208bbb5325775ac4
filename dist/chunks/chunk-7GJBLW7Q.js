import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  defineOwn
} from "./chunk-YGHWAPUX.js";
import {
  safeParseToFirstIssue
} from "./chunk-74ZREX4V.js";
import {
  copyPyKeyOrder
} from "./chunk-BZ4VPST6.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";

// src/core/own-record.ts
var PROTO = "__proto__";
function ownKeysRecord(key, value, params) {
  const record = external_exports.record(key, value, params);
  return external_exports.unknown().transform((input, ctx) => {
    const parsed = safeParseToFirstIssue(record, input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.issues.push(issue);
      return external_exports.NEVER;
    }
    const data = parsed.data;
    copyPyKeyOrder(input, data);
    if (!Object.hasOwn(input, PROTO)) return data;
    const pair = safeParseToFirstIssue(external_exports.object({ k: key, v: value }), { k: PROTO, v: input[PROTO] });
    if (!pair.success) {
      for (const issue of pair.error.issues) ctx.issues.push({ ...issue, path: [PROTO, ...issue.path.slice(1)] });
      return external_exports.NEVER;
    }
    const out = {};
    for (const k of Object.keys(input)) {
      if (k === PROTO) defineOwn(out, k, pair.data.v);
      else if (Object.hasOwn(data, k)) out[k] = data[k];
    }
    copyPyKeyOrder(input, out);
    return out;
  });
}
function withProtoKey(schema) {
  return external_exports.unknown().transform((input, ctx) => {
    const parsed = safeParseToFirstIssue(schema, input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.issues.push(issue);
      return external_exports.NEVER;
    }
    const data = parsed.data;
    if (input === null || typeof input !== "object" || !Object.hasOwn(input, PROTO) || data === null || typeof data !== "object") return data;
    const out = { ...data };
    defineOwn(out, PROTO, input[PROTO]);
    return out;
  });
}

export {
  ownKeysRecord,
  withProtoKey
};
