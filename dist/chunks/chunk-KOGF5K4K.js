import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  coreEventChecks
} from "./chunk-VM7EAPB7.js";
import {
  describeJsonSyntaxError
} from "./chunk-LAMXQWWM.js";
import {
  EventLogError
} from "./chunk-Q5Q3ZZMX.js";
import {
  isIsoDatetime,
  pydanticDatetime
} from "./chunk-GYEXMW2G.js";

// src/core/orjson-lines.ts
var ORJSON_MAX_DEPTH = 1024;
function stripAsciiWhitespace(line) {
  let start = 0;
  let end = line.length;
  while (start < end && isAsciiSpace(line.charCodeAt(start))) start += 1;
  while (end > start && isAsciiSpace(line.charCodeAt(end - 1))) end -= 1;
  return start === 0 && end === line.length ? line : line.slice(start, end);
}
function isAsciiSpace(unit) {
  return unit === 32 || unit >= 9 && unit <= 13;
}
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
function loneSurrogatePath(value, path = "") {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path : void 0;
  if (value === null || typeof value !== "object") return void 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = loneSurrogatePath(value[i], path === "" ? String(i) : `${path}.${i}`);
      if (found !== void 0) return found;
    }
    return void 0;
  }
  for (const [key, item] of Object.entries(value)) {
    const bad = LONE_SURROGATE.test(key);
    const name = bad ? JSON.stringify(key).slice(1, -1) : key;
    const keyPath = path === "" ? name : `${path}.${name}`;
    if (bad) return keyPath;
    const found = loneSurrogatePath(item, keyPath);
    if (found !== void 0) return found;
  }
  return void 0;
}
function nestsDeeperThan(line, limit) {
  let depth = 0;
  const length = line.length;
  for (let i = 0; i < length; i++) {
    const unit = line.charCodeAt(i);
    if (unit === 34) i = stringEnd(line, i) - 1;
    else if (unit === 91 || unit === 123) {
      depth += 1;
      if (depth > limit) return true;
    } else if (unit === 93 || unit === 125) depth -= 1;
  }
  return false;
}
function roundNumberIsIntegerLiteral(line) {
  let literal;
  let i = skipSpace(line, line.indexOf("{") + 1);
  while (i < line.length && line.charCodeAt(i) === 34) {
    const keyEnd = stringEnd(line, i);
    const key = line.slice(i, keyEnd);
    i = skipSpace(line, skipSpace(line, keyEnd) + 1);
    const valueEnd = valueEndAt(line, i);
    if (key === '"round_number"' || key.includes("\\") && JSON.parse(key) === "round_number") literal = line.slice(i, valueEnd);
    i = skipSpace(line, valueEnd);
    if (line.charCodeAt(i) !== 44) break;
    i = skipSpace(line, i + 1);
  }
  return literal !== void 0 && /^-?\d+$/.test(literal);
}
function skipSpace(line, i) {
  while (i < line.length && isAsciiSpace(line.charCodeAt(i))) i += 1;
  return i;
}
function stringEnd(line, i) {
  for (let j = i + 1; j < line.length; j++) {
    const c = line.charCodeAt(j);
    if (c === 92) j += 1;
    else if (c === 34) return j + 1;
  }
  return line.length;
}
function valueEndAt(line, i) {
  const first = line.charCodeAt(i);
  if (first === 34) return stringEnd(line, i);
  if (first === 91 || first === 123) {
    let depth = 0;
    for (let j2 = i; j2 < line.length; j2++) {
      const c = line.charCodeAt(j2);
      if (c === 34) j2 = stringEnd(line, j2) - 1;
      else if (c === 91 || c === 123) depth += 1;
      else if ((c === 93 || c === 125) && --depth === 0) return j2 + 1;
    }
    return line.length;
  }
  let j = i;
  while (j < line.length) {
    const c = line.charCodeAt(j);
    if (c === 44 || c === 125 || c === 93 || isAsciiSpace(c)) break;
    j += 1;
  }
  return j;
}

// src/core/event-lines.ts
var SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
function hasOpeners(line, n) {
  let count = 0;
  for (const opener of ["{", "["]) {
    for (let i = line.indexOf(opener); i !== -1; i = line.indexOf(opener, i + 1)) if (++count >= n) return true;
  }
  return false;
}
var InvalidEventLine = class extends Error {
  constructor(file, lineNumber, eventType, record) {
    super(`${file}:${lineNumber}: invalid ${eventType} event (not yet explained by its schema)`);
    this.file = file;
    this.lineNumber = lineNumber;
    this.eventType = eventType;
    this.record = record;
  }
  file;
  lineNumber;
  eventType;
  record;
  name = "InvalidEventLine";
};
var EventLineParser = class {
  constructor(file) {
    this.file = file;
  }
  file;
  runningRound = 0;
  /**
   * Parse one line (without its newline). Returns `undefined` for a blank line. A reader that
   * knows the line holds no `\\u` (src/node/read-run.ts finds them per chunk of bytes) passes
   * `surrogateEscape: false` and saves the search for a lone surrogate escape.
   */
  parseLine(line, lineNumber, surrogateEscape = true) {
    const first = line.charCodeAt(0);
    const last = line.charCodeAt(line.length - 1);
    let trimmed = line;
    if (!(first > 32 && first < 127 && last > 32 && last < 127)) {
      trimmed = stripAsciiWhitespace(line);
      if (trimmed === "") return void 0;
      if (trimmed.charCodeAt(0) === 65279) {
        throw new EventLogError(this.file, lineNumber, void 0, "starts with a byte-order mark (BOM); GlossoGen's reader (orjson) refuses it: save the log as UTF-8 without a BOM");
      }
    }
    let raw;
    try {
      raw = JSON.parse(trimmed);
    } catch (error) {
      throw new EventLogError(this.file, lineNumber, void 0, `malformed JSON (${describeJsonSyntaxError(error, trimmed)})`);
    }
    if (trimmed.length > 2 * ORJSON_MAX_DEPTH && hasOpeners(trimmed, ORJSON_MAX_DEPTH + 1) && nestsDeeperThan(trimmed, ORJSON_MAX_DEPTH)) {
      throw new EventLogError(this.file, lineNumber, void 0, `arrays/objects nested more than ${ORJSON_MAX_DEPTH} levels deep; GlossoGen's reader (orjson) refuses such a line`);
    }
    if (surrogateEscape && SURROGATE_ESCAPE.test(trimmed)) {
      const field = loneSurrogatePath(raw);
      if (field !== void 0) {
        throw new EventLogError(this.file, lineNumber, field === "" ? void 0 : field, "a \\uD800-\\uDFFF escape without its pair (a lone surrogate, not valid Unicode); GlossoGen's reader (orjson) refuses it");
      }
    }
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      throw new EventLogError(this.file, lineNumber, void 0, "expected a JSON object");
    }
    const record = raw;
    const eventType = record.event_type;
    if (typeof eventType !== "string") {
      throw new EventLogError(this.file, lineNumber, "event_type", "missing or not a string");
    }
    if (eventType === "round_advanced") {
      const round = record.round_number;
      if (Number.isInteger(round) && roundNumberIsIntegerLiteral(trimmed)) this.runningRound = round;
      else if (typeof round === "boolean") this.runningRound = round ? 1 : 0;
    }
    if (!("round_number" in record)) record.round_number = this.runningRound;
    if (!("event_id" in record)) record.event_id = `line-${lineNumber}`;
    const fastCheck = coreEventChecks.get(eventType);
    if (fastCheck === void 0) {
      if (!Number.isInteger(record.round_number)) {
        throw new EventLogError(this.file, lineNumber, "round_number", "must be an integer");
      }
      if (typeof record.event_id !== "string") {
        throw new EventLogError(this.file, lineNumber, "event_id", "must be a string");
      }
      if (record.timestamp !== void 0 && !isIsoDatetime(record.timestamp)) {
        const read = pydanticDatetime(record.timestamp);
        if (!read.ok) throw new EventLogError(this.file, lineNumber, "timestamp", `invalid ${eventType} event: ${read.message}`);
        record.timestamp = read.iso;
      }
      record.opaque = true;
      return record;
    }
    if (eventType === "message_sent") {
      const message = record.message;
      if (typeof message === "object" && message !== null && !Array.isArray(message)) {
        const m = message;
        if (!("round_number" in m)) m.round_number = record.round_number;
        if (!("sender_display_name" in m)) m.sender_display_name = m.sender_agent_id;
      }
    }
    if (fastCheck(record)) return record;
    throw new InvalidEventLine(this.file, lineNumber, eventType, record);
  }
};

export {
  InvalidEventLine,
  EventLineParser
};
