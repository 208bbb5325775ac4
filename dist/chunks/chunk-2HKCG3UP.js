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
  codePointLength
} from "./chunk-WIWH3ZML.js";
import {
  templateVersionOf
} from "./chunk-DGVC2KCS.js";
import {
  pyKeys,
  setPyKeyOrder
} from "./chunk-3AZQVGTX.js";
import {
  defineOwn
} from "./chunk-YGHWAPUX.js";

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

// src/core/py-json.ts
var PyJsonDecodeError = class extends Error {
  constructor(msg, pos, lineno, colno) {
    super(`${msg}: line ${lineno} column ${colno} (char ${pos})`);
    this.msg = msg;
    this.pos = pos;
    this.lineno = lineno;
    this.colno = colno;
  }
  msg;
  pos;
  lineno;
  colno;
  name = "JSONDecodeError";
};
var PY_INT_MAX_STR_DIGITS = 4300;
var PyIntDigitsError = class extends Error {
  constructor(digits, pos) {
    super(`Exceeds the limit (${PY_INT_MAX_STR_DIGITS} digits) for integer string conversion: value has ${digits} digits; use sys.set_int_max_str_digits() to increase the limit`);
    this.digits = digits;
    this.pos = pos;
  }
  digits;
  pos;
  name = "ValueError";
};
var PY_JSON_MAX_DEPTH = 1e3;
var PyRecursionError = class extends Error {
  name = "RecursionError";
  constructor(what) {
    super(`maximum recursion depth exceeded while decoding a JSON ${what} from a unicode string`);
  }
};
function pyJsonTooDeep(text) {
  if (text.length < 2 * PY_JSON_MAX_DEPTH) return void 0;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      for (i++; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 92) i++;
        else if (c === 34) break;
      }
    } else if (code === 91 || code === 123) {
      depth++;
      if (depth >= PY_JSON_MAX_DEPTH) return code === 91 ? "array" : "object";
    } else if (code === 93 || code === 125) depth--;
  }
  return void 0;
}
var StopIteration = class extends Error {
  constructor(idx) {
    super(`no JSON value at ${idx}`);
    this.idx = idx;
  }
  idx;
};
var WS = /* @__PURE__ */ new Set([" ", "	", "\n", "\r"]);
var BACKSLASH = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "	" };
var Decoder = class {
  constructor(s) {
    this.s = s;
  }
  s;
  /** Arrays and objects open around the scanner. */
  depth = 0;
  nested(what, decode) {
    if (this.depth + 1 >= PY_JSON_MAX_DEPTH) throw new PyRecursionError(what);
    this.depth++;
    try {
      return decode();
    } finally {
      this.depth--;
    }
  }
  error(msg, index) {
    const before = this.s.slice(0, index);
    const pos = codePointLength(before);
    const nl = before.lastIndexOf("\n");
    let lineno = 1;
    for (let i = 0; i < before.length; i++) if (before.charCodeAt(i) === 10) lineno++;
    return new PyJsonDecodeError(msg, pos, lineno, nl < 0 ? pos + 1 : codePointLength(before.slice(nl + 1)) + 1);
  }
  skipWs(i) {
    const s = this.s;
    while (i < s.length && WS.has(s[i])) i++;
    return i;
  }
  /** `scan_once(s, i)` where a missing value is Python's "Expecting value" error (as `JSONObject`, `JSONArray` and `decode` each catch `StopIteration`). */
  value(i) {
    try {
      return this.scanOnce(i);
    } catch (error) {
      if (error instanceof StopIteration) throw this.error("Expecting value", error.idx);
      throw error;
    }
  }
  scanOnce(i) {
    const s = this.s;
    if (i >= s.length) throw new StopIteration(i);
    const c = s[i];
    if (c === '"') return this.scanString(i + 1);
    if (c === "{") return this.nested("object", () => this.object(i + 1));
    if (c === "[") return this.nested("array", () => this.array(i + 1));
    if (c === "n" && s.startsWith("null", i)) return [null, i + 4];
    if (c === "t" && s.startsWith("true", i)) return [true, i + 4];
    if (c === "f" && s.startsWith("false", i)) return [false, i + 5];
    if (c === "N" && s.startsWith("NaN", i)) return [Number.NaN, i + 3];
    if (c === "I" && s.startsWith("Infinity", i)) return [Number.POSITIVE_INFINITY, i + 8];
    if (c === "-" && s.startsWith("-Infinity", i)) return [Number.NEGATIVE_INFINITY, i + 9];
    return this.number(i);
  }
  number(start) {
    const s = this.s;
    const digit = (k) => k < s.length && s.charCodeAt(k) >= 48 && s.charCodeAt(k) <= 57;
    let i = start;
    if (s[i] === "-") i++;
    if (s[i] === "0") i++;
    else if (digit(i)) while (digit(i)) i++;
    else throw new StopIteration(start);
    const intEnd = i;
    let isFloat = false;
    if (s[i] === "." && digit(i + 1)) {
      i += 2;
      while (digit(i)) i++;
      isFloat = true;
    }
    if (s[i] === "e" || s[i] === "E") {
      let k = i + 1;
      if (s[k] === "+" || s[k] === "-") k++;
      if (digit(k)) {
        while (digit(k)) k++;
        i = k;
        isFloat = true;
      }
    }
    const text = s.slice(start, i);
    if (!isFloat) {
      const digits = intEnd - start - (s[start] === "-" ? 1 : 0);
      if (digits > PY_INT_MAX_STR_DIGITS) throw new PyIntDigitsError(digits, start);
      return [BigInt(s.slice(start, intEnd)), i];
    }
    return [Number(text), i];
  }
  scanString(end) {
    const s = this.s;
    const begin = end - 1;
    let out = "";
    let chunkStart = end;
    for (; ; ) {
      if (end >= s.length) throw this.error("Unterminated string starting at", begin);
      const code = s.charCodeAt(end);
      if (code === 34) {
        out += s.slice(chunkStart, end);
        return [out, end + 1];
      }
      if (code < 32) throw this.error("Invalid control character at", end);
      if (code !== 92) {
        end++;
        continue;
      }
      out += s.slice(chunkStart, end);
      end++;
      if (end >= s.length) throw this.error("Unterminated string starting at", begin);
      const esc = s[end];
      if (esc !== "u") {
        const ch = BACKSLASH[esc];
        if (ch === void 0) throw this.error("Invalid \\escape", end - 1);
        out += ch;
        end++;
      } else {
        let uni = this.hex4(end - 1);
        end += 5;
        if (uni >= 55296 && uni <= 56319 && s.startsWith("\\u", end)) {
          const uni2 = this.hex4(end, true);
          if (uni2 >= 56320 && uni2 <= 57343) {
            uni = 65536 + (uni - 55296 << 10 | uni2 - 56320);
            end += 6;
          }
        }
        out += String.fromCodePoint(uni);
      }
      chunkStart = end;
    }
  }
  /** The four hex digits after `\u` at `backslash` (the C scanner's rule). */
  hex4(backslash, lenient = false) {
    const digits = this.s.slice(backslash + 2, backslash + 6);
    if (/^[0-9a-fA-F]{4}$/.test(digits)) return parseInt(digits, 16);
    if (lenient) return -1;
    throw this.error("Invalid \\uXXXX escape", backslash + 1);
  }
  object(end) {
    const s = this.s;
    const pairs = /* @__PURE__ */ new Map();
    let next = s[end];
    if (next !== '"') {
      if (next !== void 0 && WS.has(next)) {
        end = this.skipWs(end);
        next = s[end];
      }
      if (next === "}") return [pairs, end + 1];
      if (next !== '"') throw this.error("Expecting property name enclosed in double quotes", end);
    }
    end++;
    for (; ; ) {
      const [key, afterKey] = this.scanString(end);
      end = afterKey;
      if (s[end] !== ":") {
        end = this.skipWs(end);
        if (s[end] !== ":") throw this.error("Expecting ':' delimiter", end);
      }
      end = this.skipWs(end + 1);
      let value;
      [value, end] = this.value(end);
      pairs.set(key, value);
      end = this.skipWs(end);
      next = s[end];
      end++;
      if (next === "}") break;
      if (next !== ",") throw this.error("Expecting ',' delimiter", end - 1);
      end = this.skipWs(end);
      next = s[end];
      end++;
      if (next !== '"') throw this.error("Expecting property name enclosed in double quotes", end - 1);
    }
    return [pairs, end];
  }
  array(end) {
    const s = this.s;
    const values = [];
    end = this.skipWs(end);
    if (s[end] === "]") return [values, end + 1];
    for (; ; ) {
      let value;
      [value, end] = this.value(end);
      values.push(value);
      end = this.skipWs(end);
      const next = s[end];
      end++;
      if (next === "]") break;
      if (next !== ",") throw this.error("Expecting ',' delimiter", end - 1);
      end = this.skipWs(end);
    }
    return [values, end];
  }
};
function pyJsonLoads(s) {
  const decoder = new Decoder(s);
  if (s.startsWith("\uFEFF")) throw decoder.error("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
  const [value, valueEnd] = decoder.value(decoder.skipWs(0));
  const end = decoder.skipWs(valueEnd);
  if (end !== s.length) throw decoder.error("Extra data", end);
  return value;
}
function pyEquals(a, b) {
  const num = (v) => typeof v === "boolean" ? v ? 1n : 0n : typeof v === "bigint" || typeof v === "number" ? v : void 0;
  const x = num(a);
  const y = num(b);
  if (x !== void 0 && y !== void 0) {
    if (typeof x === "bigint" && typeof y === "bigint") return x === y;
    if (typeof x === "number" && typeof y === "number") return x === y;
    const int = typeof x === "bigint" ? x : y;
    const float = typeof x === "number" ? x : y;
    return Number.isFinite(float) && Number.isInteger(float) && BigInt(float) === int;
  }
  if (a === null || b === null) return a === b;
  if (typeof a === "string" && typeof b === "string") return a === b;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => pyEquals(v, b[i]));
  if (a instanceof Map && b instanceof Map) {
    if (a.size !== b.size) return false;
    for (const [k, v] of a) if (!b.has(k) || !pyEquals(v, b.get(k))) return false;
    return true;
  }
  return false;
}
var MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
function pyJsonToJs(value) {
  if (typeof value === "bigint") return value > MAX_SAFE || value < -MAX_SAFE ? value : Number(value);
  if (typeof value === "number") return Number.isInteger(value) && Math.abs(value) < 1e16 && !Object.is(value, -0) ? new PyFloat(value) : value;
  if (Array.isArray(value)) {
    const items = new Array(value.length);
    for (let i = 0; i < value.length; i++) items[i] = pyJsonToJs(value[i]);
    return items;
  }
  if (value instanceof Map) {
    const out = {};
    for (const [key, item] of value) defineOwn(out, key, pyJsonToJs(item));
    setPyKeyOrder(out, [...value.keys()]);
    return out;
  }
  return value;
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
  pyStrList,
  PyJsonDecodeError,
  PY_INT_MAX_STR_DIGITS,
  PyIntDigitsError,
  PyRecursionError,
  pyJsonTooDeep,
  pyJsonLoads,
  pyEquals,
  pyJsonToJs
};
