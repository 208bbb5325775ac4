import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/judge/judge-errors.ts
var JudgeOutputError = class extends Error {
  constructor(message, usage, model) {
    super(message);
    this.usage = usage;
    this.model = model;
  }
  usage;
  model;
  name = "JudgeOutputError";
};
var JudgeProviderError = class extends Error {
  constructor(message, status, attempts) {
    super(message);
    this.status = status;
    this.attempts = attempts;
  }
  status;
  attempts;
  name = "JudgeProviderError";
};
var JudgeValidationError = class extends Error {
  constructor(message, metric, validationError) {
    super(message);
    this.metric = metric;
    this.validationError = validationError;
  }
  metric;
  validationError;
  name = "JudgeValidationError";
};
var JudgeFixtureMissingError = class extends Error {
  constructor(message, metric, key, replica, nearestPath, diff) {
    super(message);
    this.metric = metric;
    this.key = key;
    this.replica = replica;
    this.nearestPath = nearestPath;
    this.diff = diff;
  }
  metric;
  key;
  replica;
  nearestPath;
  diff;
  name = "JudgeFixtureMissingError";
  /** A replay miss must fail the whole metric: dropping one replica would silently change its score. */
  fatal = true;
};
var JudgeSecretError = class extends Error {
  constructor(message, metric) {
    super(message);
    this.metric = metric;
  }
  metric;
  name = "JudgeSecretError";
  fatal = true;
};

export {
  JudgeOutputError,
  JudgeProviderError,
  JudgeValidationError,
  JudgeFixtureMissingError,
  JudgeSecretError
};
