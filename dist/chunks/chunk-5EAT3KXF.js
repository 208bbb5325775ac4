import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  coreEventChecks
} from "./chunk-MGNCMOOF.js";
import {
  describeJsonSyntaxError
} from "./chunk-ZWCLMJKK.js";
import {
  EventLogError
} from "./chunk-Q5Q3ZZMX.js";

// src/core/event-lines.ts
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
  /** Parse one line (without its newline). Returns `undefined` for a blank line. */
  parseLine(line, lineNumber) {
    const first = line.charCodeAt(0);
    const last = line.charCodeAt(line.length - 1);
    const trimmed = first > 32 && first < 127 && last > 32 && last < 127 ? line : line.trim();
    if (trimmed === "") return void 0;
    let raw;
    try {
      raw = JSON.parse(trimmed);
    } catch (error) {
      throw new EventLogError(this.file, lineNumber, void 0, `malformed JSON (${describeJsonSyntaxError(error, trimmed)})`);
    }
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      throw new EventLogError(this.file, lineNumber, void 0, "expected a JSON object");
    }
    const record = raw;
    const eventType = record.event_type;
    if (typeof eventType !== "string") {
      throw new EventLogError(this.file, lineNumber, "event_type", "missing or not a string");
    }
    if (eventType === "round_advanced" && Number.isInteger(record.round_number)) {
      this.runningRound = record.round_number;
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
