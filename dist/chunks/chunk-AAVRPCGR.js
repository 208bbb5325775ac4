import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  renderTemplate
} from "./chunk-5SVDX256.js";
import {
  DEFAULT_JUDGE_CONCURRENCY
} from "./chunk-66NPHHCH.js";
import {
  templateVersionOf
} from "./chunk-DGVC2KCS.js";

// raw-text:templates/judge/evaluator_system.njk
var evaluator_system_default = "You are an impartial evaluator of conversations between AI agents. Base every judgement only on what the transcript actually shows, apply the stated criteria literally, and report your assessment by calling the structured-output tool you are given.\n";

// src/metrics/judge/judge-call.ts
var SYSTEM_TEMPLATE_NAME = "evaluator_system.njk";
var NEEDS_A_JUDGE = "needs a judge (--provider/--model, or replay from recorded-judges)";
function defineJudgeCall(spec) {
  return { ...spec, templateVersion: templateVersionOf([evaluator_system_default, spec.templateSource, spec.outputName, spec.outputDescription, spec.outputSchema]) };
}
function requireJudge(context, metric) {
  if (context.judge === void 0 || context.judgeIdentity === void 0) throw new Error(`${metric} ${NEEDS_A_JUDGE}`);
  const concurrency = context.judgeConcurrency ?? DEFAULT_JUDGE_CONCURRENCY;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`${metric}: judge concurrency must be a positive integer, got ${concurrency}`);
  }
  return { judge: context.judge, identity: context.judgeIdentity, concurrency };
}
function renderSystemPrompt() {
  return renderTemplate(evaluator_system_default, {}, { name: SYSTEM_TEMPLATE_NAME, strip: true });
}
function renderUserPrompt(spec, variables) {
  for (const name of spec.variables) {
    if (variables[name] === void 0) throw new Error(`template ${spec.templateName}: variable '${name}' is undefined`);
  }
  return renderTemplate(spec.templateSource, variables, { name: spec.templateName, strip: true });
}
function describeIssues(error) {
  return error.issues.map((issue) => `${issue.path.length === 0 ? "(root)" : issue.path.map(String).join(".")}: ${issue.message}`).join("; ");
}
function outputIssues(spec, output) {
  const parsed = spec.output.safeParse(output);
  return parsed.success ? void 0 : describeIssues(parsed.error);
}
function parseJudgeOutput(spec, output, replica) {
  const parsed = spec.output.safeParse(output);
  if (!parsed.success) {
    throw new Error(
      `${spec.metric}: the judge's ${spec.outputName} (replica ${replica}) does not match its schema: ${describeIssues(parsed.error)}`
    );
  }
  return parsed.data;
}
async function callJudge(access, spec, variables, replica = 1) {
  const user = renderUserPrompt(spec, variables);
  const request = {
    metric: spec.metric,
    system: renderSystemPrompt(),
    user,
    outputName: spec.outputName,
    outputDescription: spec.outputDescription,
    outputSchema: spec.outputSchema,
    model: access.identity.model,
    provider: access.identity.provider,
    settings: access.identity.settings,
    replica,
    templateVersion: spec.templateVersion
  };
  const response = await access.judge.call(request, { validate: (output) => outputIssues(spec, output) });
  return parseJudgeOutput(spec, response.output, replica);
}
function isFatalJudgeError(reason) {
  return typeof reason === "object" && reason !== null && reason.fatal === true;
}
function successfulReplicas(settled, onFailure) {
  const fatal = settled.find((result) => result.status === "rejected" && isFatalJudgeError(result.reason));
  if (fatal !== void 0) throw fatal.reason;
  const outputs = [];
  settled.forEach((result, i) => {
    if (result.status === "fulfilled") outputs.push(result.value);
    else onFailure(i + 1, errorText(result.reason));
  });
  return outputs;
}
function errorText(reason) {
  return reason instanceof Error ? reason.message : String(reason);
}

// src/core/py-str-repr.ts
var NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
var PLAIN_ASCII = /^[\x20\x21\x23-\x26\x28-\x5b\x5d-\x7e]*$/;
function hex(code, width) {
  return code.toString(16).padStart(width, "0");
}
function escapeChar(ch, quote) {
  if (ch === quote || ch === "\\") return `\\${ch}`;
  if (ch === "	") return "\\t";
  if (ch === "\n") return "\\n";
  if (ch === "\r") return "\\r";
  const code = ch.codePointAt(0);
  if (code < 32 || code === 127) return `\\x${hex(code, 2)}`;
  if (code < 127) return ch;
  if (!NON_PRINTABLE.test(ch)) return ch;
  if (code < 256) return `\\x${hex(code, 2)}`;
  if (code < 65536) return `\\u${hex(code, 4)}`;
  return `\\U${hex(code, 8)}`;
}
function pyStrRepr(text) {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  if (PLAIN_ASCII.test(text)) return quote + text + quote;
  let out = quote;
  for (const ch of text) out += escapeChar(ch, quote);
  return out + quote;
}

// src/core/py-repr.ts
function pyFloatRepr(x) {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const sign = x < 0 ? "-" : "";
  const [mantissaText, exponentText] = Math.abs(x).toExponential().split("e");
  const digits = mantissaText.replace(".", "");
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 16) {
    const mantissa = digits.length === 1 ? digits : `${digits.slice(0, 1)}.${digits.slice(1)}`;
    return `${sign}${mantissa}e${exponent < 0 ? "-" : "+"}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  const intPart = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  const fracPart = digits.slice(exponent + 1);
  return `${sign}${intPart}.${fracPart === "" ? "0" : fracPart}`;
}
function isPyInt(x) {
  return Number.isInteger(x) && Math.abs(x) < 1e16 && !Object.is(x, -0);
}
function pyNumberRepr(x) {
  return isPyInt(x) ? String(x) : pyFloatRepr(x);
}
function pyRepr(value) {
  if (typeof value === "string") return pyStrRepr(value);
  return pyStrOrRepr(value);
}
function pyStr(value) {
  if (typeof value === "string") return value;
  return pyStrOrRepr(value);
}
function pyStrOrRepr(value) {
  if (value === null || value === void 0) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return pyNumberRepr(value);
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (typeof value === "function") return "<function>";
  if (typeof value === "symbol") return value.toString();
  const entries = Object.entries(value);
  return `{${entries.map(([key, item]) => `${pyStrRepr(key)}: ${pyRepr(item)}`).join(", ")}}`;
}
function pyTypeName(value) {
  if (value === null || value === void 0) return "NoneType";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "bigint") return "int";
  if (typeof value === "number") return isPyInt(value) ? "int" : "float";
  if (typeof value === "string") return "str";
  if (Array.isArray(value)) return "list";
  if (typeof value === "function") return "function";
  return "dict";
}
function pyStrList(values) {
  return `[${values.map(pyStrRepr).join(", ")}]`;
}

export {
  NEEDS_A_JUDGE,
  defineJudgeCall,
  requireJudge,
  describeIssues,
  callJudge,
  isFatalJudgeError,
  successfulReplicas,
  pyStrRepr,
  pyFloatRepr,
  pyRepr,
  pyStr,
  pyTypeName,
  pyStrList
};
