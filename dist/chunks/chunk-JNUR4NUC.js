import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  redactApiKeys
} from "./chunk-QJRR5QJN.js";
import {
  InputError,
  LineInputError,
  OutputError
} from "./chunk-Q5Q3ZZMX.js";

// src/node/files.ts
import { randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync
} from "node:fs";
import os from "node:os";
import path from "node:path";

// src/node/utf8-offset.ts
function utf8Sequence(lead) {
  if (lead >= 194 && lead <= 223) return [1, 128, 191];
  if (lead === 224) return [2, 160, 191];
  if (lead === 237) return [2, 128, 159];
  if (lead >= 225 && lead <= 239) return [2, 128, 191];
  if (lead === 240) return [3, 144, 191];
  if (lead >= 241 && lead <= 243) return [3, 128, 191];
  if (lead === 244) return [3, 128, 143];
  return void 0;
}
function invalidUtf8Offset(bytes) {
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i];
    if (lead < 128) {
      i++;
      continue;
    }
    const sequence = utf8Sequence(lead);
    if (sequence === void 0) return i;
    const [more, low, high] = sequence;
    for (let k = 1; k <= more; k++) {
      const byte = bytes[i + k];
      if (byte === void 0 || byte < (k === 1 ? low : 128) || byte > (k === 1 ? high : 191)) return i;
    }
    i += more + 1;
  }
  return -1;
}

// src/node/files.ts
var ERRNO_WORDS = {
  ENOENT: "no such file or directory",
  EISDIR: "it is a directory, not a file",
  ENOTDIR: "a part of the path is not a directory",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  EROFS: "read-only file system",
  EMFILE: "too many open files in this process",
  ENFILE: "too many open files on the system",
  ELOOP: "too many symbolic links",
  ENAMETOOLONG: "the path is too long",
  EIO: "input/output error",
  EBUSY: "the resource is busy",
  EEXIST: "it already exists",
  ENOTEMPTY: "the directory is not empty",
  EXDEV: "cannot move across file systems",
  EFBIG: "the file is too large",
  ETXTBSY: "the file is busy",
  EAGAIN: "the resource is temporarily unavailable",
  // what a non-blocking open says of a socket, or of a named pipe nobody reads
  ENXIO: "a socket, or a pipe or device with nothing at the other end, not a regular file"
};
function isFsError(error) {
  return error instanceof Error && typeof error.code === "string" && typeof error.syscall === "string";
}
function describeFsError(error) {
  if (!isFsError(error)) return error instanceof Error ? error.message : String(error);
  const code = error.code;
  const words = ERRNO_WORDS[code];
  return words === void 0 ? `${code}: ${error.message}` : `${words} (${code})`;
}
function annotated(error, file) {
  if (!isFsError(error) || typeof error.path !== "string" || error.path === file || error.path.startsWith(`${file}.`)) return file;
  return `${file} (${error.path})`;
}
function fsInputError(error, file, doing) {
  if (error instanceof InputError) return error;
  const target = annotated(error, file);
  return new InputError(`${target}: cannot ${doing}: ${describeFsError(error)}`, { cause: error });
}
function fsOutputError(error, file, doing) {
  if (error instanceof OutputError) return error;
  const target = annotated(error, file);
  return new OutputError(`${target}: cannot ${doing}: ${error instanceof InputError ? error.message : describeFsError(error)}`, { cause: error });
}
var MAX_INPUT_BYTES = 256 << 20;
function kindOf(info) {
  if (info.isDirectory()) return "a directory";
  if (info.isFIFO()) return "a named pipe (FIFO)";
  if (info.isSocket()) return "a socket";
  if (info.isCharacterDevice()) return "a character device";
  if (info.isBlockDevice()) return "a block device";
  return "not a regular file";
}
function notARegularFile(file) {
  let info;
  try {
    info = statSync(file);
  } catch {
    return void 0;
  }
  return info.isFile() ? void 0 : `${file}: ${kindOf(info)}, not a regular file`;
}
function openRegularFileSync(file) {
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw fsInputError(error, file, "read it");
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new InputError(`${file}: cannot read it: ${kindOf(info)}, not a regular file`);
    return { fd, size: info.size };
  } catch (error) {
    closeSync(fd);
    throw fsInputError(error, file, "read it");
  }
}
function openAppendSync(file) {
  const fd = openSync(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK, 438);
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new Error(`${kindOf(info)}, not a regular file`);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return fd;
}
function writeAllSync(fd, bytes) {
  for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written, null);
}
function appendRegularFileSync(file, contents) {
  const fd = openAppendSync(file);
  try {
    writeAllSync(fd, Buffer.from(contents, "utf8"));
  } finally {
    closeSync(fd);
  }
}
function readRegularFileSync(file, maxBytes = MAX_INPUT_BYTES) {
  const { fd, size } = openRegularFileSync(file);
  try {
    if (size > maxBytes) throw new InputError(`${file}: cannot read it: ${size} bytes, more than the ${maxBytes} bytes accepted for this input`);
    const chunks = [];
    let total = 0;
    for (; ; ) {
      const chunk = Buffer.allocUnsafe(Math.max(64 * 1024, Math.min(size - total + 1, 16 << 20)));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      total += n;
      if (total > maxBytes) throw new InputError(`${file}: cannot read it: more than the ${maxBytes} bytes accepted for this input`);
      chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
  } catch (error) {
    throw fsInputError(error, file, "read it");
  } finally {
    closeSync(fd);
  }
}
function readRegularTextSync(file, maxBytes) {
  return readRegularFileSync(file, maxBytes).toString("utf8");
}
var fatalUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function readStrictUtf8TextSync(file, maxBytes) {
  const bytes = readRegularFileSync(file, maxBytes);
  try {
    return fatalUtf8.decode(bytes);
  } catch {
    const offset = invalidUtf8Offset(bytes);
    let line = 1;
    for (let at = bytes.indexOf(10); at !== -1 && at < offset; at = bytes.indexOf(10, at + 1)) line++;
    throw new LineInputError(file, line, void 0, "not valid UTF-8; a report is UTF-8 JSON, so this file was damaged or written by something else");
  }
}
function readStrictUtf8TextIfExistsSync(file, maxBytes) {
  return unlessAbsent(file, () => readStrictUtf8TextSync(file, maxBytes));
}
function readRegularText(file, maxBytes) {
  try {
    return Promise.resolve(readRegularTextSync(file, maxBytes));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
function readRegularFile(file, maxBytes) {
  try {
    return Promise.resolve(readRegularFileSync(file, maxBytes));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
function isNotFound(error) {
  const cause = error instanceof InputError ? error.cause : error;
  return isFsError(cause) && cause.code === "ENOENT";
}
function unlessAbsent(file, read) {
  if (absent(file)) return void 0;
  try {
    return read();
  } catch (error) {
    if (isNotFound(error)) return void 0;
    throw error;
  }
}
function absent(file) {
  try {
    return statSync(file, { throwIfNoEntry: false }) === void 0;
  } catch (error) {
    return isFsError(error) && error.code === "ENOTDIR";
  }
}
function readTextIfExistsSync(file, maxBytes) {
  return unlessAbsent(file, () => readRegularTextSync(file, maxBytes));
}
function readTextIfExists(file, maxBytes) {
  try {
    return Promise.resolve(readTextIfExistsSync(file, maxBytes));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
var OWN_TEMPORARY = /^(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;
var STALE_TEMPORARY_MS = 10 * 60 * 1e3;
function processIsAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function removeStaleTemporaries(file, nowMs = Date.now(), listed) {
  const dir = path.dirname(file);
  const base = path.basename(file);
  let names;
  if (listed !== void 0) names = listed;
  else {
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
  }
  for (const name of names) {
    const match = OWN_TEMPORARY.exec(name);
    if (match === null || match[1] !== base) continue;
    const full = path.join(dir, name);
    try {
      const info = statSync(full);
      if (!info.isFile() || nowMs - info.mtimeMs < STALE_TEMPORARY_MS) continue;
      if (Number(match[2]) !== process.pid && processIsAlive(Number(match[2]))) continue;
      unlinkSync(full);
    } catch {
    }
  }
}
function makeDirectoriesSync(dir) {
  const missing = [];
  let current = path.resolve(dir);
  for (; ; ) {
    let info;
    try {
      info = statSync(current);
    } catch (error) {
      const parent = path.dirname(current);
      if (!isFsError(error) || error.code !== "ENOENT" || parent === current) throw error;
      missing.push(current);
      current = parent;
      continue;
    }
    if (info.isDirectory()) break;
    throw Object.assign(new Error(`EEXIST: file already exists, mkdir '${current}'`), { code: "EEXIST", syscall: "mkdir", path: current, errno: -17 });
  }
  for (const next of missing.reverse()) {
    try {
      mkdirSync(next);
    } catch (error) {
      if (!isFsError(error) || error.code !== "EEXIST" || !statSync(next).isDirectory()) throw error;
    }
  }
}
function makeDirectories(dir) {
  try {
    makeDirectoriesSync(dir);
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
function withParentDirectory(file, create) {
  try {
    return create();
  } catch (error) {
    if (!isFsError(error) || error.code !== "ENOENT" && error.code !== "ENOTDIR") throw error;
  }
  try {
    makeDirectoriesSync(path.dirname(file));
  } catch (error) {
    throw fsOutputError(error, path.dirname(file), "create the directory");
  }
  return create();
}
function stageFileSync(file, givenContents, options = {}) {
  const contents = redactApiKeys(givenContents);
  removeStaleTemporaries(file, Date.now(), options.siblings);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    withParentDirectory(file, () => writeFileSync(temporary, contents, { encoding: "utf8", flag: "wx" }));
  } catch (error) {
    if (error instanceof OutputError) throw error;
    rmSync(temporary, { force: true });
    throw fsOutputError(error, file, "write it");
  }
  return {
    file,
    temporary,
    commit: () => {
      try {
        renameSync(temporary, file);
      } catch (error) {
        rmSync(temporary, { force: true });
        throw fsOutputError(error, file, "write it");
      }
    },
    abandon: () => rmSync(temporary, { force: true })
  };
}
function writeFileAtomicSync(file, contents) {
  stageFileSync(file, contents).commit();
}
function writeNewFileAtomicSync(file, contents) {
  const staged = stageFileSync(file, contents);
  try {
    try {
      linkSync(staged.temporary, file);
    } catch (error) {
      if (!isFsError(error) || !["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS"].includes(error.code ?? "")) throw error;
      writeFileSync(file, readRegularFileSync(staged.temporary), { flag: "wx" });
    }
    return true;
  } catch (error) {
    if (isFsError(error) && error.code === "EEXIST") return false;
    throw fsOutputError(error, file, "write it");
  } finally {
    staged.abandon();
  }
}
function refusedExistingOut(out, hint = "choose another --out") {
  return new InputError(`${out}: exists; refusing to overwrite it (nothing was written): ${hint} or pass --overwrite to replace it`);
}
function refuseExistingOut(out, overwrite, hint) {
  if (!overwrite && existsSync(out)) throw refusedExistingOut(out, hint);
}
function writeOutFileSync(out, contents, overwrite, hint) {
  if (overwrite) writeFileAtomicSync(out, contents);
  else if (!writeNewFileAtomicSync(out, contents)) throw refusedExistingOut(out, hint);
}
function writeFileAtomic(file, contents) {
  try {
    writeFileAtomicSync(file, contents);
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
function processStarted() {
  return Math.round(Date.now() - process.uptime() * 1e3);
}
var SAME_START_MS = 2e3;
function readHolder(lockFile) {
  try {
    const parsed = JSON.parse(readRegularTextSync(lockFile, 4096));
    if (typeof parsed.pid === "number" && typeof parsed.host === "string" && typeof parsed.at === "string" && typeof parsed.token === "string") {
      return { pid: parsed.pid, host: parsed.host, at: parsed.at, token: parsed.token, ...typeof parsed.started === "number" ? { started: parsed.started } : {} };
    }
  } catch {
  }
  return void 0;
}
function lockIsStale(lockFile, holder, staleMs, nowMs) {
  let ageMs;
  try {
    ageMs = nowMs - statSync(lockFile).mtimeMs;
  } catch {
    return false;
  }
  if (ageMs > staleMs) return true;
  if (holder === void 0) return ageMs > 5e3;
  if (holder.host !== os.hostname()) return false;
  if (holder.pid === process.pid) return holder.started !== void 0 && Math.abs(holder.started - processStarted()) > SAME_START_MS;
  return !processIsAlive(holder.pid);
}
function refuseForeignLock(lockFile) {
  let info;
  try {
    info = statSync(lockFile, { throwIfNoEntry: false });
  } catch {
    return;
  }
  if (info !== void 0 && !info.isFile()) {
    throw new OutputError(`${lockFile}: cannot create the lock file: ${kindOf(info)} is in its place, not a lock agent-eval made; nothing was written. Remove it and run again.`);
  }
}
function breakStaleLock(lockFile, stale) {
  const aside = `${lockFile}.${process.pid}.${randomBytes(4).toString("hex")}.stale`;
  try {
    renameSync(lockFile, aside);
  } catch {
    return;
  }
  const moved = readHolder(aside);
  const same = stale === void 0 ? moved === void 0 : moved !== void 0 && moved.token === stale.token;
  if (same) {
    rmSync(aside, { force: true });
    return;
  }
  try {
    closeSync(openSync(lockFile, "wx"));
    renameSync(aside, lockFile);
  } catch {
    rmSync(aside, { force: true });
  }
}
function defaultLockTimeout() {
  const fromEnv = Number(process.env.AGENT_EVAL_LOCK_TIMEOUT_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 12e4;
}
async function withFileLock(file, work, options = {}) {
  const lockFile = `${file}.lock`;
  const timeoutMs = options.timeoutMs ?? defaultLockTimeout();
  const staleMs = options.staleMs ?? 30 * 60 * 1e3;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const me = { pid: process.pid, host: os.hostname(), at: (/* @__PURE__ */ new Date()).toISOString(), token: randomBytes(8).toString("hex"), started: processStarted() };
  const started = Date.now();
  let wait = 5;
  for (; ; ) {
    let fd;
    try {
      fd = withParentDirectory(lockFile, () => openSync(lockFile, "wx"));
    } catch (error) {
      if (!isFsError(error) || error.code !== "EEXIST") throw fsOutputError(error, lockFile, "create the lock file");
    }
    if (fd !== void 0) {
      try {
        writeFileSync(fd, `${JSON.stringify(me)}
`);
      } catch (error) {
        closeSync(fd);
        rmSync(lockFile, { force: true });
        throw fsOutputError(error, lockFile, "write the lock file");
      }
      closeSync(fd);
      break;
    }
    refuseForeignLock(lockFile);
    const holder = readHolder(lockFile);
    if (lockIsStale(lockFile, holder, staleMs, Date.now())) {
      breakStaleLock(lockFile, holder);
      continue;
    }
    if (Date.now() - started >= timeoutMs) {
      throw new InputError(
        `${file}: another agent-eval has been writing it for over ${Math.round(timeoutMs / 1e3)} s` + (holder === void 0 ? "" : ` (pid ${holder.pid} on ${holder.host}, since ${holder.at})`) + `; nothing was written. If no agent-eval is running, delete ${lockFile}.`
      );
    }
    await sleep(wait + Math.floor(Math.random() * wait));
    wait = Math.min(wait * 2, 200);
  }
  try {
    return await work();
  } finally {
    const holder = readHolder(lockFile);
    if (holder !== void 0 && holder.token === me.token) removeIfPresent(lockFile);
  }
}
function removeIfPresent(file) {
  try {
    unlinkSync(file);
  } catch (error) {
    if (!isFsError(error) || error.code !== "ENOENT") throw error;
  }
}
function directorySidecars(runDir, writeDir, options = {}) {
  const written = /* @__PURE__ */ new Set();
  const read = (name) => readTextIfExists(path.resolve(writeDir !== void 0 && written.has(name) ? writeDir : runDir, name));
  const cache = options.cacheReads === true ? /* @__PURE__ */ new Map() : void 0;
  const store = {
    readText: (name) => {
      if (cache === void 0) return read(name);
      const known = cache.get(name);
      if (known !== void 0) return known;
      const text = read(name);
      cache.set(name, text);
      void text.catch(() => {
        if (cache.get(name) === text) cache.delete(name);
      });
      return text;
    },
    writeText: (name, contents) => {
      cache?.delete(name);
      try {
        writeFileAtomicSync(path.resolve(writeDir ?? runDir, name), contents);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      written.add(name);
      return Promise.resolve();
    },
    appendText: async (name, contents) => {
      if (writeDir !== void 0) return store.writeText(name, (await store.readText(name) ?? "") + contents);
      cache?.delete(name);
      try {
        appendRegularFileSync(path.resolve(runDir, name), contents);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return Promise.resolve();
    }
  };
  return store;
}

export {
  invalidUtf8Offset,
  isFsError,
  describeFsError,
  fsInputError,
  fsOutputError,
  notARegularFile,
  openRegularFileSync,
  openAppendSync,
  writeAllSync,
  readRegularTextSync,
  readStrictUtf8TextSync,
  readStrictUtf8TextIfExistsSync,
  readRegularText,
  readRegularFile,
  readTextIfExists,
  makeDirectoriesSync,
  makeDirectories,
  stageFileSync,
  refuseExistingOut,
  writeOutFileSync,
  writeFileAtomic,
  withFileLock,
  directorySidecars
};
