import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  DEFAULT_FIXTURE_DIR
} from "./chunk-AU4CGQBR.js";
import {
  invalidUtf8Offset,
  makeDirectories,
  readRegularFile
} from "./chunk-JNUR4NUC.js";
import {
  limitedJudge
} from "./chunk-66NPHHCH.js";
import {
  JudgeFixtureMissingError,
  JudgeOutputError,
  JudgeSecretError,
  JudgeValidationError
} from "./chunk-QITUHNQM.js";
import {
  FixtureFileError,
  FixtureSecretError,
  FixtureStore,
  buildFixtureRecord,
  parseFixtureRecord,
  requestFromRecord,
  responseFromRecord,
  serializeFixtureRecord,
  storedRequest
} from "./chunk-RNBRVDIZ.js";
import {
  findSecretLikeValues,
  scrubSecrets
} from "./chunk-VAM67OB3.js";
import {
  canonicalJson,
  judgeRequestKey
} from "./chunk-DGVC2KCS.js";
import {
  ZERO_USAGE,
  addUsage,
  estimateCostUsd
} from "./chunk-WE7WMGMW.js";

// src/providers/fixture-files.ts
import { randomUUID } from "node:crypto";
import { link, readdir, realpath, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
var strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function isNotFound(error) {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}
function whereInvalid(bytes) {
  const offset = invalidUtf8Offset(bytes);
  if (offset === -1) return "";
  const lineStart = offset === 0 ? 0 : bytes.lastIndexOf(10, offset - 1) + 1;
  let line = 1;
  for (let i = bytes.indexOf(10); i !== -1 && i < offset; i = bytes.indexOf(10, i + 1)) line++;
  return `:${line} (byte offset ${offset}, byte ${offset - lineStart + 1} of the line)`;
}
function checkRelative(relativePath) {
  const normalized = path.posix.normalize(relativePath);
  if (path.isAbsolute(relativePath) || normalized.startsWith("..")) {
    throw new Error(`fixture path escapes the store: ${JSON.stringify(relativePath)}`);
  }
}
var FileFixtureStorage = class {
  /**
   * @param root directory holding the fixtures (created on first write)
   * @param displayRoot how the root is shown in messages (default: `root` as given)
   */
  constructor(root, displayRoot = root) {
    this.root = root;
    this.displayRoot = displayRoot;
  }
  root;
  displayRoot;
  async readText(relativePath) {
    checkRelative(relativePath);
    if (!await this.staysInside(relativePath)) return void 0;
    let bytes;
    try {
      bytes = await readRegularFile(path.join(this.root, relativePath));
    } catch (error) {
      if (isNotFound(error) || isNotFound(error.cause)) return void 0;
      throw error;
    }
    try {
      return strictUtf8.decode(bytes);
    } catch {
      throw new FixtureFileError(`${this.displayPath(relativePath)}${whereInvalid(bytes)}: not valid UTF-8; the file was damaged or written by something else \u2014 re-record it`);
    }
  }
  /**
   * Where a write of `relativePath` goes: its directory made, checked to stay inside the store (a
   * metric directory linked out of it would put the recording somewhere nobody reviews), and a temp
   * file name beside the target that no other process or call picks.
   */
  async prepareWrite(relativePath) {
    checkRelative(relativePath);
    const target = path.join(this.root, relativePath);
    const dir = path.dirname(target);
    await makeDirectories(dir);
    await this.staysInside(path.posix.dirname(relativePath));
    return { target, temp: path.join(dir, `.${path.basename(target)}.${process.pid}.${randomUUID()}.tmp`) };
  }
  async writeTextAtomic(relativePath, text) {
    const { target, temp } = await this.prepareWrite(relativePath);
    try {
      await writeFile(temp, text, { encoding: "utf8", flag: "wx" });
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => void 0);
      throw error;
    }
  }
  /**
   * False when `relativePath` does not exist; throws a FixtureFileError when it resolves (through
   * symbolic links) to a place outside the store root. Links that stay inside are fine.
   */
  async staysInside(relativePath) {
    let real;
    try {
      real = await realpath(path.join(this.root, relativePath));
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
    const root = await realpath(this.root);
    if (real !== root && !real.startsWith(root.endsWith(path.sep) ? root : root + path.sep)) {
      throw new FixtureFileError(
        `${this.displayPath(relativePath)}: a symbolic link leading out of the fixture store; refused (recordings must be files inside ${this.displayRoot}/)`
      );
    }
    return true;
  }
  /**
   * The text goes to a temp file that is then hard-linked to the target: link(2) fails with EEXIST
   * when the target exists, so of several racing creators exactly one wins and nobody sees a torn file.
   */
  async createTextExclusive(relativePath, text) {
    const { target, temp } = await this.prepareWrite(relativePath);
    try {
      await writeFile(temp, text, { encoding: "utf8", flag: "wx" });
      try {
        await link(temp, target);
      } catch (error) {
        const code = error.code ?? "";
        if (!["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS"].includes(code)) throw error;
        await writeFile(target, text, { encoding: "utf8", flag: "wx" });
      }
      return true;
    } catch (error) {
      if (error.code === "EEXIST") return false;
      throw error;
    } finally {
      await unlink(temp).catch(() => void 0);
    }
  }
  async listFiles(relativeDir) {
    return this.list(relativeDir, "file");
  }
  async listDirs(relativeDir) {
    return this.list(relativeDir, "dir");
  }
  displayPath(relativePath) {
    return path.posix.join(this.displayRoot.split(path.sep).join("/"), relativePath);
  }
  async list(relativeDir, kind) {
    checkRelative(relativeDir === "" ? "." : relativeDir);
    try {
      const entries = await readdir(path.join(this.root, relativeDir), { withFileTypes: true });
      return entries.filter((e) => kind === "file" ? e.isFile() : e.isDirectory()).map((e) => e.name);
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
  }
};
function openFixtureStore(root = DEFAULT_FIXTURE_DIR, options = {}) {
  return new FixtureStore(new FileFixtureStorage(root, options.displayRoot ?? root), options);
}

// src/judge/accounting.ts
var EMPTY = { calls: 0, usage: ZERO_USAGE, costUsd: 0 };
function add(totals, usage, model) {
  return { calls: totals.calls + 1, usage: addUsage(totals.usage, usage), costUsd: totals.costUsd + estimateCostUsd(usage, model) };
}
var JudgeAccounting = class {
  used = EMPTY;
  spent = EMPTY;
  replayed = 0;
  recorded = 0;
  /** A response handed to a metric; `from` says where it came from. */
  noteUsed(response, from) {
    this.used = add(this.used, response.usage, response.model);
    if (from === "replay") this.replayed++;
  }
  /** A provider response paid for in this invocation (valid or not). */
  noteSpent(usage, model) {
    this.spent = add(this.spent, usage, model);
  }
  noteRecorded() {
    this.recorded++;
  }
  snapshot() {
    return { used: this.used, spent: this.spent, replayed: this.replayed, recorded: this.recorded };
  }
};
function meteredJudge(inner, accounting) {
  return {
    source: inner.source,
    async call(request, options) {
      try {
        const response = await inner.call(request, options);
        accounting.noteSpent(response.usage, response.model);
        return response;
      } catch (error) {
        if (error instanceof JudgeOutputError) accounting.noteSpent(error.usage, error.model);
        throw error;
      }
    }
  };
}

// node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value) => {
      value = this.postProcess(value, options);
      if (callback) {
        setTimeout(function() {
          callback(value);
        }, 0);
        return void 0;
      } else {
        return value;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path2, added, removed, oldPosInc, options) {
    const last = path2.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path2.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path2.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array) {
    const ret = [];
    for (let i = 0; i < array.length; i++) {
      if (array[i]) {
        ret.push(array[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value, options) {
    return value;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value, options) {
    return Array.from(value);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value = newTokens.slice(newPos, newPos + component.count);
          value = value.map(function(value2, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value2.length ? oldValue : value2;
          });
          component.value = this.join(value);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};

// node_modules/diff/libesm/diff/line.js
var LineDiff = class extends Diff {
  constructor() {
    super(...arguments);
    this.tokenize = tokenize;
  }
  equals(left, right, options) {
    if (options.ignoreWhitespace) {
      if (!options.newlineIsToken || !left.includes("\n")) {
        left = left.trim();
      }
      if (!options.newlineIsToken || !right.includes("\n")) {
        right = right.trim();
      }
    } else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
      if (left.endsWith("\n")) {
        left = left.slice(0, -1);
      }
      if (right.endsWith("\n")) {
        right = right.slice(0, -1);
      }
    }
    return super.equals(left, right, options);
  }
};
var lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
  return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value, options) {
  if (options.stripTrailingCr) {
    value = value.replace(/\r\n/g, "\n");
  }
  const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
  if (!linesAndNewlines[linesAndNewlines.length - 1]) {
    linesAndNewlines.pop();
  }
  for (let i = 0; i < linesAndNewlines.length; i++) {
    const line = linesAndNewlines[i];
    if (i % 2 && !options.newlineIsToken) {
      retLines[retLines.length - 1] += line;
    } else {
      retLines.push(line);
    }
  }
  return retLines;
}

// node_modules/diff/libesm/patch/create.js
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  let optionsObj;
  if (!options) {
    optionsObj = {};
  } else if (typeof options === "function") {
    optionsObj = { callback: options };
  } else {
    optionsObj = options;
  }
  if (typeof optionsObj.context === "undefined") {
    optionsObj.context = 4;
  }
  const context = optionsObj.context;
  if (optionsObj.newlineIsToken) {
    throw new Error("newlineIsToken may not be used with patch-generation functions, only with diffing functions");
  }
  if (!optionsObj.callback) {
    return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
  } else {
    const { callback } = optionsObj;
    diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
      const patch = diffLinesResultToPatch(diff);
      callback(patch);
    } }));
  }
  function diffLinesResultToPatch(diff) {
    if (!diff) {
      return;
    }
    diff.push({ value: "", lines: [] });
    function contextLines(lines) {
      return lines.map(function(entry) {
        return " " + entry;
      });
    }
    const hunks = [];
    let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
    for (let i = 0; i < diff.length; i++) {
      const current = diff[i], lines = current.lines || splitLines(current.value);
      current.lines = lines;
      if (current.added || current.removed) {
        if (!oldRangeStart) {
          const prev = diff[i - 1];
          oldRangeStart = oldLine;
          newRangeStart = newLine;
          if (prev) {
            curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
            oldRangeStart -= curRange.length;
            newRangeStart -= curRange.length;
          }
        }
        for (const line of lines) {
          curRange.push((current.added ? "+" : "-") + line);
        }
        if (current.added) {
          newLine += lines.length;
        } else {
          oldLine += lines.length;
        }
      } else {
        if (oldRangeStart) {
          if (lines.length <= context * 2 && i < diff.length - 2) {
            for (const line of contextLines(lines)) {
              curRange.push(line);
            }
          } else {
            const contextSize = Math.min(lines.length, context);
            for (const line of contextLines(lines.slice(0, contextSize))) {
              curRange.push(line);
            }
            const hunk = {
              oldStart: oldRangeStart,
              oldLines: oldLine - oldRangeStart + contextSize,
              newStart: newRangeStart,
              newLines: newLine - newRangeStart + contextSize,
              lines: curRange
            };
            hunks.push(hunk);
            oldRangeStart = 0;
            newRangeStart = 0;
            curRange = [];
          }
        }
        oldLine += lines.length;
        newLine += lines.length;
      }
    }
    for (const hunk of hunks) {
      for (let i = 0; i < hunk.lines.length; i++) {
        if (hunk.lines[i].endsWith("\n")) {
          hunk.lines[i] = hunk.lines[i].slice(0, -1);
        } else {
          hunk.lines.splice(i + 1, 0, "\\ No newline at end of file");
          i++;
        }
      }
    }
    return {
      oldFileName,
      newFileName,
      oldHeader,
      newHeader,
      hunks
    };
  }
}
function splitLines(text) {
  const hasTrailingNl = text.endsWith("\n");
  const result = text.split("\n").map((line) => line + "\n");
  if (hasTrailingNl) {
    result.pop();
  } else {
    result.push(result.pop().slice(0, -1));
  }
  return result;
}

// src/judge/text-diff.ts
var MAX_EDIT_LENGTH = 4e3;
function replaceHunk(a, b, context) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const from = Math.max(0, start - context);
  const toA = Math.min(a.length, endA + context);
  const toB = Math.min(b.length, endB + context);
  const lines = [
    ...a.slice(from, start).map((l) => ` ${l}`),
    ...a.slice(start, endA).map((l) => `-${l}`),
    ...b.slice(start, endB).map((l) => `+${l}`),
    ...a.slice(endA, toA).map((l) => ` ${l}`)
  ];
  return { oldStart: from + 1, oldLines: toA - from, newStart: from + 1, newLines: toB - from, lines };
}
function unifiedLineDiff(before, after, options = {}) {
  if (before === after) return "";
  const context = options.context ?? 3;
  const maxLines = options.maxLines ?? 120;
  const patch = structuredPatch("a", "b", `${before}
`, `${after}
`, void 0, void 0, { context, maxEditLength: MAX_EDIT_LENGTH });
  const hunks = patch === void 0 ? [replaceHunk(before.split("\n"), after.split("\n"), context)] : patch.hunks;
  const out = [`--- ${options.fromLabel ?? "before"}`, `+++ ${options.toLabel ?? "after"}`];
  let body = 0;
  let truncated = 0;
  for (const hunk of hunks) {
    const header = `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`;
    for (const line of [header, ...hunk.lines.filter((l) => !l.startsWith("\\"))]) {
      if (body < maxLines) out.push(line);
      else truncated++;
      body++;
    }
  }
  if (truncated > 0) out.push(`\u2026 ${truncated} more diff lines not shown`);
  return out.join("\n");
}
function lineSimilarity(a, b) {
  if (a === b) return 1;
  const counts = /* @__PURE__ */ new Map();
  const linesA = a.split("\n");
  const linesB = b.split("\n");
  for (const line of linesA) counts.set(line, (counts.get(line) ?? 0) + 1);
  let common = 0;
  for (const line of linesB) {
    const left = counts.get(line) ?? 0;
    if (left > 0) {
      common++;
      counts.set(line, left - 1);
    }
  }
  const dice = 2 * common / (linesA.length + linesB.length);
  const lengthRatio = Math.min(a.length, b.length) / Math.max(a.length, b.length, 1);
  return 0.95 * dice + 0.05 * lengthRatio;
}

// src/judge/validating-judge.ts
var VALIDATION_ATTEMPTS = 2;
function validatingJudge(inner) {
  return {
    source: inner.source,
    async call(request, options) {
      const validate = options?.validate;
      let spentUsage;
      let lastProblem = "";
      for (let attempt = 1; attempt <= VALIDATION_ATTEMPTS; attempt++) {
        let response;
        try {
          response = await inner.call(request, options);
        } catch (error) {
          if (!(error instanceof JudgeOutputError)) throw error;
          spentUsage = spentUsage === void 0 ? error.usage : addUsage(spentUsage, error.usage);
          lastProblem = error.message;
          continue;
        }
        const usage = spentUsage === void 0 ? response.usage : addUsage(spentUsage, response.usage);
        const problem = validate?.(response.output);
        if (problem === void 0) return { ...response, usage };
        spentUsage = usage;
        lastProblem = problem;
      }
      throw new JudgeValidationError(
        `judge output for metric "${request.metric}" (replica ${request.replica}) was invalid after ${VALIDATION_ATTEMPTS} attempts; last problem:
${lastProblem}`,
        request.metric,
        lastProblem
      );
    }
  };
}

// src/judge/replay-judge.ts
var DEFAULT_RECORD_HINT = "To record it, run with --judge-mode record-missing (calls the provider; needs its API key), review the new file and commit it.";
var ReplayJudge = class {
  constructor(options) {
    this.options = options;
    if (options.mode !== "live" && options.store === void 0) {
      throw new Error(`judge mode ${options.mode} needs a fixture store`);
    }
    this.mode = options.mode;
    this.accounting = options.accounting ?? new JudgeAccounting();
  }
  options;
  mode;
  accounting;
  inflight = /* @__PURE__ */ new Map();
  get source() {
    return this.options.source ?? this.options.inner.source;
  }
  async call(request, callOptions) {
    const { mode, store, onKey } = this.options;
    const live = mode === "live" || store === void 0;
    const key = live && onKey === void 0 ? void 0 : judgeRequestKey(request);
    if (key !== void 0) onKey?.(key);
    if (live || key === void 0) {
      const response2 = await this.options.inner.call(request, callOptions);
      this.checkLive(request, response2, callOptions);
      this.checkSecrets(request, response2, "the live answer");
      this.accounting.noteUsed(response2, "live");
      return response2;
    }
    if (mode === "replay" || mode === "record-missing") {
      const stored = await store.get(request.metric, key);
      if (stored !== void 0) return this.serveRecording(request, stored, callOptions);
      if (mode === "replay") throw await explainMiss(store, request, key, this.options.recordHint ?? DEFAULT_RECORD_HINT, this.options.knownSecrets);
    }
    let pending = this.inflight.get(key);
    if (pending === void 0) {
      pending = this.record(store, request, key, callOptions);
      this.inflight.set(key, pending);
      void pending.catch(() => this.inflight.delete(key));
    }
    const { response, from } = await pending;
    this.accounting.noteUsed(response, from);
    return response;
  }
  serveRecording(request, stored, callOptions) {
    const response = this.checkedRecording(request, stored, callOptions);
    this.accounting.noteUsed(response, "replay");
    return response;
  }
  /** A recorded answer, checked for secrets and against the metric's validation. */
  checkedRecording(request, stored, callOptions) {
    const response = responseFromRecord(stored.record);
    this.checkSecrets(request, response, `the recorded answer ${stored.path}`, "Delete the recording and record it again, or fix it by hand (then `agent-eval fixtures check`).");
    const problem = callOptions?.validate?.(response.output);
    if (problem !== void 0) {
      throw new JudgeValidationError(
        `recorded judge output ${stored.path} for metric "${request.metric}" (replica ${request.replica}) does not pass the metric's validation:
${problem}
Re-record it with --judge-mode record-all.`,
        request.metric,
        problem
      );
    }
    return response;
  }
  /**
   * Every answer, replayed or live, passes the same secret check as a recording being written,
   * before any metric sees it. Findings name the JSON path and the kind, never the value.
   */
  checkSecrets(request, response, what, hint = "") {
    const findings = findSecretLikeValues({ output: response.output, model: response.model }, this.options.knownSecrets ?? []);
    if (findings.length === 0) return;
    const where = findings.map((f) => `${f.path}: ${f.rule}`).join("; ");
    throw new JudgeSecretError(
      `${what} for metric "${request.metric}" (replica ${request.replica}) contains something that looks like a credential (${where}); the metric fails rather than carry it into the report.${hint === "" ? "" : ` ${hint}`}`,
      request.metric
    );
  }
  checkLive(request, response, callOptions) {
    const problem = callOptions?.validate?.(response.output);
    if (problem !== void 0) {
      throw new JudgeValidationError(
        `judge output for metric "${request.metric}" (replica ${request.replica}) is invalid (not recorded):
${problem}`,
        request.metric,
        problem
      );
    }
  }
  async record(store, request, key, callOptions) {
    const findings = findSecretLikeValues({ request: storedRequest(request) }, this.options.knownSecrets ?? []);
    if (findings.length > 0) {
      throw new FixtureSecretError(
        `refusing to record ${store.pathFor(request.metric, key)}: the request would contain something that looks like a credential (${findings.map((f) => `${f.path}: ${f.rule}`).join("; ")}). Nothing was sent or written; remove the secret from the run's messages.`
      );
    }
    const response = await this.options.inner.call(request, callOptions);
    this.checkLive(request, response, callOptions);
    this.checkSecrets(request, response, "the live answer", "Nothing was recorded.");
    const source = this.source ?? `${request.provider} (live model)`;
    const recordedAt = this.options.now();
    const record = buildFixtureRecord(request, response, { recordedAt, source }, key);
    if (this.mode === "record-all") await store.put(record);
    else {
      const { existing } = await store.putIfAbsent(record);
      if (existing !== void 0) return { response: this.checkedRecording(request, existing, callOptions), from: "replay" };
    }
    this.accounting.noteRecorded();
    const replayed = parseFixtureRecord(serializeFixtureRecord(record), store.pathFor(request.metric, key)).response.output;
    return { response: { ...response, output: replayed, recordedAt }, from: "live" };
  }
};
function requestReviewText(request) {
  const pretty = (value) => JSON.stringify(JSON.parse(canonicalJson(value)), null, 2);
  return [
    `provider: ${request.provider}`,
    `model: ${request.model}`,
    `replica: ${request.replica}`,
    `settings: ${canonicalJson(request.settings)}`,
    `output name: ${request.outputName}`,
    `output description: ${request.outputDescription}`,
    `output schema: ${pretty(request.outputSchema)}`,
    `metric (not part of the key): ${request.metric}`,
    `template version (not part of the key): ${request.templateVersion}`,
    "=== system prompt ===",
    request.system,
    "=== user prompt ===",
    request.user,
    ...request.conversation === void 0 ? [] : ["=== conversation ===", conversationReviewText(request.conversation)]
  ].join("\n");
}
function conversationReviewText(messages) {
  const lines = [];
  messages.forEach((message, i) => {
    lines.push(`--- message ${i + 1}: ${message.role} ---`);
    for (const block of message.blocks) {
      switch (block.type) {
        case "prompt":
          if (typeof block.content === "string") lines.push("[prompt]", block.content);
          else for (const item of block.content) lines.push(...typeof item === "string" ? ["[prompt]", item] : ["[cache point]"]);
          break;
        case "tool_result":
          lines.push(`[tool result ${block.tool_call_id} ${block.tool_name}]`, block.content);
          break;
        case "thinking":
          lines.push("[thinking]", block.text);
          break;
        case "text":
          lines.push("[text]", block.text);
          break;
        case "tool_call":
          lines.push(`[tool call ${block.tool_call_id} ${block.tool_name}] ${canonicalJson(block.arguments)}`);
          break;
      }
    }
  });
  return lines.join("\n");
}
function nearness(candidate, request) {
  return lineSimilarity(candidate.user, request.user) + (candidate.conversation === void 0 || request.conversation === void 0 ? 0 : lineSimilarity(conversationReviewText(candidate.conversation), conversationReviewText(request.conversation))) + (candidate.system === request.system ? 0.02 : 0) + (candidate.model === request.model ? 0.01 : 0) + (candidate.provider === request.provider ? 0.01 : 0) + (candidate.outputName === request.outputName ? 0.01 : 0) + 5e-3 / (1 + Math.abs(candidate.replica - request.replica));
}
async function explainMiss(store, request, key, recordHint = DEFAULT_RECORD_HINT, knownSecrets = []) {
  let candidates = [];
  let listError;
  try {
    candidates = await store.listMetric(request.metric);
  } catch (error) {
    listError = error instanceof Error ? error.message : String(error);
  }
  if (candidates.length === 0 && listError === void 0) {
    return new JudgeFixtureMissingError(
      `no recorded judge answers for metric "${request.metric}" yet (replay mode never calls a model). ${recordHint}`,
      request.metric,
      key,
      request.replica,
      void 0,
      ""
    );
  }
  const lines = [
    `No recorded judge response for metric "${request.metric}" (replica ${request.replica}, template ${request.templateVersion}).`,
    `  key:      ${key}`,
    `  expected: ${store.pathFor(request.metric, key)}`
  ];
  if (listError !== void 0) lines.push(`(could not read the other recordings of this metric: ${listError})`);
  const sameRequestReplicas = candidates.filter((stored) => stored.record.request.replica !== request.replica && stored.record.key === judgeRequestKey(request, stored.record.request.replica)).map((stored) => stored.record.request.replica).sort((a, b) => a - b);
  if (sameRequestReplicas.length > 0) {
    lines.push(
      `This request has ${sameRequestReplicas.length} recorded replica(s) (${sameRequestReplicas.join(", ")}); replica ${request.replica} was requested. Replicas are never reused or cycled (that would fake agreement between samples): record the missing one.`
    );
  }
  let nearestPath;
  let diff = "";
  if (candidates.length === 0) {
    lines.push(`There are no recordings for metric "${request.metric}" yet.`);
  } else {
    let best;
    for (const stored of candidates) {
      const recorded = requestFromRecord(stored.record);
      const score = nearness(recorded, request);
      if (best === void 0 || score > best.score) best = { stored, request: recorded, score };
    }
    if (best !== void 0) {
      nearestPath = best.stored.path;
      diff = scrubSecrets(
        unifiedLineDiff(requestReviewText(best.request), requestReviewText(request), {
          fromLabel: `recorded ${best.stored.path}`,
          toLabel: "requested now"
        }),
        knownSecrets
      );
      lines.push(
        `Nearest recorded request for metric "${request.metric}" (of ${candidates.length}): ${best.stored.path} (key ${best.stored.record.key}, recorded ${best.stored.record.recorded_at}, template ${best.request.templateVersion}).`,
        diff === "" ? "It differs only in fields outside the review text." : "What changed (--- recorded, +++ requested now):"
      );
      if (diff !== "") lines.push(diff);
    }
  }
  lines.push(recordHint);
  return new JudgeFixtureMissingError(scrubSecrets(lines.join("\n"), knownSecrets), request.metric, key, request.replica, nearestPath, diff);
}
function createJudgeStack(options) {
  const accounting = new JudgeAccounting();
  const inner = validatingJudge(meteredJudge(limitedJudge(options.provider, options.concurrency), accounting));
  const judge = new ReplayJudge({
    mode: options.mode,
    inner,
    now: options.now,
    accounting,
    ...options.store === void 0 ? {} : { store: options.store },
    ...options.source === void 0 ? {} : { source: options.source },
    ...options.recordHint === void 0 ? {} : { recordHint: options.recordHint },
    ...options.knownSecrets === void 0 ? {} : { knownSecrets: options.knownSecrets },
    ...options.onKey === void 0 ? {} : { onKey: options.onKey }
  });
  return { judge, accounting };
}

export {
  JudgeAccounting,
  unifiedLineDiff,
  ReplayJudge,
  createJudgeStack,
  FileFixtureStorage,
  openFixtureStore
};
