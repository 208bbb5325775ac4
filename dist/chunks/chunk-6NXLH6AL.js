import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  renderTemplate
} from "./chunk-Y5GWXIEH.js";
import {
  DEFAULT_JUDGE_CONCURRENCY
} from "./chunk-66NPHHCH.js";
import {
  PyFloat
} from "./chunk-6UXS7MO4.js";
import {
  templateVersionOf
} from "./chunk-DGVC2KCS.js";
import {
  pyKeys
} from "./chunk-P76LXSW3.js";

// raw-text:templates/judge/evaluator_system.njk
var evaluator_system_default = "You are an impartial evaluator of conversations between AI agents. Base every judgement only on what the transcript actually shows, apply the stated criteria literally, and report your assessment by calling the structured-output tool you are given.\n";

// src/core/thrown-text.ts
function thrownText(value, options = {}) {
  try {
    if (value instanceof Error) {
      const message = value.message;
      if (typeof message === "string") return message === "" && options.emptyAsName === true ? String(value.name) : message;
      return String(message);
    }
    return String(value);
  } catch {
    return "a thrown value whose text cannot be read (its toString or message threw)";
  }
}
function thrownField(value, key) {
  if (typeof value !== "object" || value === null) return void 0;
  try {
    return value[key];
  } catch {
    return void 0;
  }
}

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
  return thrownField(reason, "fatal") === true;
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
  return thrownText(reason);
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

// src/core/py-double-to-string.ts
var view = new DataView(new ArrayBuffer(8));
function exactDigits(x) {
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const rawExponent = Number(bits >> 52n & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  const mantissa = rawExponent === 0 ? fraction : fraction | 1n << 52n;
  const exponent = rawExponent === 0 ? -1074 : rawExponent - 1075;
  const text = exponent >= 0 ? (mantissa << BigInt(exponent)).toString() : (mantissa * 5n ** BigInt(-exponent)).toString();
  const decpt = exponent >= 0 ? text.length : text.length + exponent;
  return { digits: text.replace(/0+$/, ""), decpt };
}
function roundDigits(value, keep) {
  const { digits } = value;
  let { decpt } = value;
  if (keep >= digits.length) return value;
  let up = false;
  if (keep >= 0) {
    const next = digits.charCodeAt(keep) - 48;
    if (next > 5) up = true;
    else if (next === 5) up = keep + 1 < digits.length || keep > 0 && (digits.charCodeAt(keep - 1) - 48) % 2 === 1;
  }
  let head = digits.slice(0, Math.max(keep, 0));
  if (up) {
    if (head === "") {
      head = "1";
      decpt += 1;
    } else {
      const incremented = (BigInt(head) + 1n).toString();
      if (incremented.length > head.length) decpt += 1;
      head = incremented;
    }
  }
  head = head.replace(/0+$/, "");
  return head === "" ? { digits: "0", decpt: 1 } : { digits: head, decpt };
}
function shortestDigits(x) {
  const [mantissa, exponent] = x.toExponential().split("e");
  return { digits: mantissa.replace(".", ""), decpt: Number(exponent) + 1 };
}
var zeros = (n) => n > 0 ? "0".repeat(n) : "";
function pyDoubleToString(x, formatCode, precision, flags = {}) {
  const upper = formatCode === "E" || formatCode === "F" || formatCode === "G";
  const code = formatCode.toLowerCase();
  if (Number.isNaN(x)) return upper ? "NAN" : "nan";
  let negative = x < 0 || Object.is(x, -0);
  if (!Number.isFinite(x)) return (negative ? "-" : "") + (upper ? "INF" : "inf");
  const magnitude = Math.abs(x);
  let p = precision;
  if (code === "e") p += 1;
  else if (code === "g" && p === 0) p = 1;
  let value;
  if (magnitude === 0) value = { digits: "0", decpt: 1 };
  else if (code === "r") value = shortestDigits(magnitude);
  else {
    const exact = exactDigits(magnitude);
    value = roundDigits(exact, code === "f" ? exact.decpt + p : p);
  }
  const { digits } = value;
  let { decpt } = value;
  if (flags.noNegativeZero === true && /^0*$/.test(digits)) negative = false;
  const addDot0 = flags.addDot0 === true;
  const alternate = flags.alternate === true;
  let useExp = false;
  let vEnd = digits.length;
  if (code === "e") {
    useExp = true;
    vEnd = p;
  } else if (code === "f") vEnd = decpt + p;
  else if (code === "g") {
    if (decpt <= -4 || decpt > (addDot0 ? p - 1 : p)) useExp = true;
    if (alternate) vEnd = p;
  } else if (decpt <= -4 || decpt > 16) useExp = true;
  let exp = 0;
  if (useExp) {
    exp = decpt - 1;
    decpt = 1;
  }
  const vStart = decpt <= 0 ? decpt - 1 : 0;
  if (!useExp && addDot0) vEnd = Math.max(vEnd, decpt + 1);
  else vEnd = Math.max(vEnd, decpt);
  let out = negative ? "-" : "";
  if (decpt <= 0) out += `${zeros(decpt - vStart)}.${zeros(-decpt)}`;
  else out += zeros(-vStart);
  if (decpt > 0 && decpt <= digits.length) out += `${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
  else out += digits;
  if (digits.length < decpt) out += `${zeros(decpt - digits.length)}.${zeros(vEnd - decpt)}`;
  else out += zeros(vEnd - digits.length);
  if (out.endsWith(".") && !alternate) out = out.slice(0, -1);
  if (useExp) out += `${upper ? "E" : "e"}${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  return out;
}

// src/core/py-repr.ts
function pyFloatRepr(x) {
  return pyDoubleToString(x, "r", 0, { addDot0: true });
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
  if (value instanceof PyFloat) return pyFloatRepr(value.value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (typeof value === "function") return "<function>";
  if (typeof value === "symbol") return value.toString();
  const record = value;
  return `{${pyKeys(record).map((key) => `${pyStrRepr(key)}: ${pyRepr(record[key])}`).join(", ")}}`;
}
function pyTypeName(value) {
  if (value === null || value === void 0) return "NoneType";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "bigint") return "int";
  if (typeof value === "number") return isPyInt(value) ? "int" : "float";
  if (typeof value === "string") return "str";
  if (value instanceof PyFloat) return "float";
  if (Array.isArray(value)) return "list";
  if (typeof value === "function") return "function";
  return "dict";
}
function pyStrList(values) {
  return `[${values.map(pyStrRepr).join(", ")}]`;
}

export {
  thrownText,
  NEEDS_A_JUDGE,
  defineJudgeCall,
  requireJudge,
  describeIssues,
  callJudge,
  isFatalJudgeError,
  successfulReplicas,
  pyDoubleToString,
  pyStrRepr,
  pyFloatRepr,
  pyRepr,
  pyStr,
  pyTypeName,
  pyStrList
};
