/**
 * Unpacking a downloaded report artifact (a zip) that another workflow run wrote: untrusted input.
 * Read from its central directory (what `unzip` trusts, so a truncated body is refused rather than
 * half-extracted), with limits checked before anything is written: entries whose names leave the
 * folder (`../`, absolute, a drive letter, NUL), symbolic links, two entries of one name, encrypted
 * entries, more entries or more unpacked bytes than a report bundle can need (a zip bomb) are each
 * refused, naming the entry. Nothing is ever written outside the destination, and no existing file
 * is overwritten.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { crc32, inflateRawSync } from "node:zlib";
import { makeDirectories } from "../node/files.js";

export interface UnzipLimits {
  /** Entries in the archive (files and folders). */
  readonly maxEntries: number;
  /** Unpacked bytes of all files together. */
  readonly maxUnpackedBytes: number;
  /** Unpacked bytes over packed bytes of one file (deflate reaches ~1000:1 only on degenerate input). */
  readonly maxRatio: number;
}

export const DEFAULT_UNZIP_LIMITS: UnzipLimits = { maxEntries: 65_535, maxUnpackedBytes: 1024 * 1024 * 1024, maxRatio: 200 };

/** Ratios are only checked above this size: tiny files compress arbitrarily well. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

interface CentralEntry {
  readonly name: string;
  readonly method: number;
  readonly flags: number;
  readonly crc: number;
  readonly packedSize: number;
  readonly unpackedSize: number;
  readonly localOffset: number;
  readonly unixMode: number | undefined;
}

export class ArtifactArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArtifactArchiveError";
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** A printable entry name for messages (JSON-quoted: control characters escaped, at most 200 characters). */
function shown(name: string): string {
  return JSON.stringify(name.length > 200 ? `${name.slice(0, 200)}…` : name);
}

function findEndOfCentralDirectory(zip: Buffer): number {
  // the record is 22 bytes plus a comment of at most 65,535
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}

function readCentralDirectory(zip: Buffer, limits: UnzipLimits): CentralEntry[] {
  if (zip.length === 0) throw new ArtifactArchiveError("is empty (0 bytes), not a zip archive");
  const end = findEndOfCentralDirectory(zip);
  if (end < 0) {
    throw new ArtifactArchiveError(`is not a zip archive, or is truncated (${zip.length} bytes, no end-of-central-directory record)`);
  }
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    throw new ArtifactArchiveError("is a zip64 archive (over 65,535 entries or 4 GiB), more than a report bundle holds");
  }
  if (count > limits.maxEntries) throw new ArtifactArchiveError(`has ${count} entries, more than the ${limits.maxEntries} allowed`);
  if (offset + size > end) throw new ArtifactArchiveError("is truncated or corrupt (its central directory lies past its end)");
  const entries: CentralEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) throw new ArtifactArchiveError(`is corrupt (central directory entry ${i + 1} of ${count} is missing)`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const madeBy = zip.readUInt16LE(at + 4) >> 8;
    const external = zip.readUInt32LE(at + 38);
    entries.push({
      name: zip.toString("utf8", at + 46, at + 46 + nameLength),
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      packedSize: zip.readUInt32LE(at + 20),
      unpackedSize: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      // Unix (3) and macOS (19) writers keep the st_mode in the high half
      unixMode: madeBy === 3 || madeBy === 19 ? external >>> 16 : undefined,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's path segments, or an error saying why the name may not be written. */
function safeSegments(name: string): string[] {
  if (name.includes("\0")) throw new ArtifactArchiveError(`has an entry ${shown(name)} whose name contains a NUL byte`);
  if (name.startsWith("/") || name.startsWith("\\") || /^[A-Za-z]:/.test(name)) {
    throw new ArtifactArchiveError(`has an entry ${shown(name)} with an absolute path`);
  }
  const segments = name.split(/[\\/]/).filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) throw new ArtifactArchiveError(`has an entry ${shown(name)} that leads outside its folder ('..')`);
  return segments;
}

/**
 * Unpack `zip` into `destination` (created if missing) within `limits`; returns the files written
 * (relative, POSIX). Every entry is checked before the first byte is written.
 */
export async function unpackArtifactZip(zip: Buffer, destination: string, limits: UnzipLimits = DEFAULT_UNZIP_LIMITS): Promise<string[]> {
  const entries = readCentralDirectory(zip, limits);
  const seen = new Set<string>();
  const files: { entry: CentralEntry; relative: string }[] = [];
  const dirs: string[] = [];
  let total = 0;
  for (const entry of entries) {
    const segments = safeSegments(entry.name);
    const isDirectory = entry.name.endsWith("/") || entry.name.endsWith("\\");
    const relative = segments.join("/");
    if (entry.unixMode !== undefined && (entry.unixMode & 0o170000) === 0o120000) {
      throw new ArtifactArchiveError(`has an entry ${shown(entry.name)} that is a symbolic link (report bundles hold only files)`);
    }
    if (relative === "") {
      if (isDirectory) continue;
      throw new ArtifactArchiveError(`has an entry ${shown(entry.name)} with no file name`);
    }
    if (seen.has(relative)) throw new ArtifactArchiveError(`has two entries named ${shown(relative)}`);
    seen.add(relative);
    if (isDirectory) {
      dirs.push(relative);
      continue;
    }
    if ((entry.flags & 1) !== 0) throw new ArtifactArchiveError(`has an encrypted entry ${shown(entry.name)}`);
    if (entry.method !== 0 && entry.method !== 8) throw new ArtifactArchiveError(`has an entry ${shown(entry.name)} packed with method ${entry.method} (only stored and deflate are read)`);
    total += entry.unpackedSize;
    if (total > limits.maxUnpackedBytes) {
      throw new ArtifactArchiveError(`unpacks to more than ${limits.maxUnpackedBytes} bytes (at entry ${shown(entry.name)}): too large for a report bundle (a zip bomb?)`);
    }
    if (entry.unpackedSize > RATIO_FLOOR_BYTES && entry.unpackedSize > entry.packedSize * limits.maxRatio) {
      throw new ArtifactArchiveError(
        `has an entry ${shown(entry.name)} of ${entry.unpackedSize} bytes packed into ${entry.packedSize} (over ${limits.maxRatio}:1, a zip bomb?)`,
      );
    }
    files.push({ entry, relative });
  }
  // a file and a folder of one name, or a file inside a file
  for (const { relative } of files) {
    const parts = relative.split("/");
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join("/");
      if (files.some((f) => f.relative === parent)) throw new ArtifactArchiveError(`has an entry ${shown(relative)} inside the file ${shown(parent)}`);
    }
  }
  await makeDirectories(destination);
  for (const dir of dirs) await makeDirectories(path.join(destination, ...dir.split("/")));
  const written: string[] = [];
  for (const { entry, relative } of files) {
    const data = entryData(zip, entry);
    const target = path.join(destination, ...relative.split("/"));
    await makeDirectories(path.dirname(target));
    // "wx": a name that already exists (there is none in a fresh folder) is never overwritten
    await writeFile(target, data, { flag: "wx" });
    written.push(relative);
  }
  return written;
}

function entryData(zip: Buffer, entry: CentralEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new ArtifactArchiveError(`is corrupt (no local header for entry ${shown(entry.name)})`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.packedSize > zip.length) throw new ArtifactArchiveError(`is truncated (entry ${shown(entry.name)} ends past the end of the archive)`);
  const packed = zip.subarray(start, start + entry.packedSize);
  let data: Buffer;
  if (entry.method === 0) data = packed;
  else {
    try {
      // never inflate past the size the directory declares: a lying header cannot make a bomb
      data = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.unpackedSize) });
    } catch (error) {
      throw new ArtifactArchiveError(`has an entry ${shown(entry.name)} that does not inflate to its declared ${entry.unpackedSize} bytes (${(error as Error).message})`);
    }
  }
  if (data.length !== entry.unpackedSize) {
    throw new ArtifactArchiveError(`has an entry ${shown(entry.name)} of ${data.length} bytes where its header says ${entry.unpackedSize}`);
  }
  if (crc32(data) !== entry.crc) throw new ArtifactArchiveError(`has an entry ${shown(entry.name)} whose checksum does not match (corrupt)`);
  return data;
}
