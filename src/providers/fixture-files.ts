/**
 * File-system storage for the judge fixture store (`recorded-judges/` by default).
 *
 * Writes are atomic: the text goes to a uniquely named temp file in the target directory, then is
 * renamed over the target. Readers see the old or the new file, never a torn one; when several
 * evaluations record the same key at once each rename is atomic and the last one wins (all of them
 * carry the same request, so any winner is a valid recording).
 */
import { randomUUID } from "node:crypto";
import { link, readdir, realpath, rename, unlink, writeFile } from "node:fs/promises";
import { makeDirectories, readRegularFile } from "../node/files.js";
import { invalidUtf8Offset } from "../node/utf8-offset.js";
import path from "node:path";
import { FixtureFileError, FixtureStore, type FixtureStorage, type FixtureStoreOptions } from "../judge/fixture-store.js";

import { DEFAULT_FIXTURE_DIR } from "./fixture-dir.js";

export { DEFAULT_FIXTURE_DIR } from "./fixture-dir.js";

// ignoreBOM: a BOM stays in the text, so the JSON parser refuses it
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function isNotFound(error: unknown): boolean {
  return error instanceof Error && "code" in error && (error as NodeJS.ErrnoException).code === "ENOENT";
}

/** `:LINE` and the byte where `bytes` stop being UTF-8 (as the config reader names them), or "". */
function whereInvalid(bytes: Buffer): string {
  const offset = invalidUtf8Offset(bytes);
  if (offset === -1) return "";
  const lineStart = offset === 0 ? 0 : bytes.lastIndexOf(0x0a, offset - 1) + 1;
  let line = 1;
  for (let i = bytes.indexOf(0x0a); i !== -1 && i < offset; i = bytes.indexOf(0x0a, i + 1)) line++;
  return `:${line} (byte offset ${offset}, byte ${offset - lineStart + 1} of the line)`;
}

function checkRelative(relativePath: string): void {
  const normalized = path.posix.normalize(relativePath);
  if (path.isAbsolute(relativePath) || normalized.startsWith("..")) {
    throw new Error(`fixture path escapes the store: ${JSON.stringify(relativePath)}`);
  }
}

export class FileFixtureStorage implements FixtureStorage {
  /**
   * @param root directory holding the fixtures (created on first write)
   * @param displayRoot how the root is shown in messages (default: `root` as given)
   */
  constructor(
    readonly root: string,
    private readonly displayRoot: string = root,
  ) {}

  async readText(relativePath: string): Promise<string | undefined> {
    checkRelative(relativePath);
    // a link to a file outside the store would be replayed without ever being reviewed in it
    if (!(await this.staysInside(relativePath))) return undefined;
    let bytes: Buffer;
    try {
      // a FIFO or directory named like a recording is refused, never waited on
      bytes = await readRegularFile(path.join(this.root, relativePath));
    } catch (error) {
      if (isNotFound(error) || isNotFound((error as Error).cause)) return undefined;
      throw error;
    }
    try {
      return strictUtf8.decode(bytes);
    } catch {
      // decoded leniently, a damaged answer would be replayed with U+FFFD in place of what was recorded
      throw new FixtureFileError(`${this.displayPath(relativePath)}${whereInvalid(bytes)}: not valid UTF-8; the file was damaged or written by something else — re-record it`);
    }
  }

  /**
   * Where a write of `relativePath` goes: its directory made, checked to stay inside the store (a
   * metric directory linked out of it would put the recording somewhere nobody reviews), and a temp
   * file name beside the target that no other process or call picks.
   */
  private async prepareWrite(relativePath: string): Promise<{ readonly target: string; readonly temp: string }> {
    checkRelative(relativePath);
    const target = path.join(this.root, relativePath);
    const dir = path.dirname(target);
    await makeDirectories(dir);
    await this.staysInside(path.posix.dirname(relativePath));
    return { target, temp: path.join(dir, `.${path.basename(target)}.${process.pid}.${randomUUID()}.tmp`) };
  }

  async writeTextAtomic(relativePath: string, text: string): Promise<void> {
    const { target, temp } = await this.prepareWrite(relativePath);
    try {
      await writeFile(temp, text, { encoding: "utf8", flag: "wx" });
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  /**
   * False when `relativePath` does not exist; throws a FixtureFileError when it resolves (through
   * symbolic links) to a place outside the store root. Links that stay inside are fine.
   */
  private async staysInside(relativePath: string): Promise<boolean> {
    let real: string;
    try {
      real = await realpath(path.join(this.root, relativePath));
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
    const root = await realpath(this.root);
    if (real !== root && !real.startsWith(root.endsWith(path.sep) ? root : root + path.sep)) {
      throw new FixtureFileError(
        `${this.displayPath(relativePath)}: a symbolic link leading out of the fixture store; refused (recordings must be files inside ${this.displayRoot}/)`,
      );
    }
    return true;
  }

  /**
   * The text goes to a temp file that is then hard-linked to the target: link(2) fails with EEXIST
   * when the target exists, so of several racing creators exactly one wins and nobody sees a torn file.
   */
  async createTextExclusive(relativePath: string, text: string): Promise<boolean> {
    const { target, temp } = await this.prepareWrite(relativePath);
    try {
      await writeFile(temp, text, { encoding: "utf8", flag: "wx" });
      try {
        await link(temp, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? "";
        // a file system without hard links: exclusive create of the target itself (still one winner)
        if (!["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS"].includes(code)) throw error;
        await writeFile(target, text, { encoding: "utf8", flag: "wx" });
      }
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  }

  async listFiles(relativeDir: string): Promise<string[]> {
    return this.list(relativeDir, "file");
  }

  async listDirs(relativeDir: string): Promise<string[]> {
    return this.list(relativeDir, "dir");
  }

  displayPath(relativePath: string): string {
    return path.posix.join(this.displayRoot.split(path.sep).join("/"), relativePath);
  }

  private async list(relativeDir: string, kind: "file" | "dir"): Promise<string[]> {
    checkRelative(relativeDir === "" ? "." : relativeDir);
    try {
      const entries = await readdir(path.join(this.root, relativeDir), { withFileTypes: true });
      return entries.filter((e) => (kind === "file" ? e.isFile() : e.isDirectory())).map((e) => e.name);
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
  }
}

export interface OpenFixtureStoreOptions extends FixtureStoreOptions {
  readonly displayRoot?: string;
}

/** The fixture store on disk at `root` (default `recorded-judges`). */
export function openFixtureStore(root: string = DEFAULT_FIXTURE_DIR, options: OpenFixtureStoreOptions = {}): FixtureStore {
  return new FixtureStore(new FileFixtureStorage(root, options.displayRoot ?? root), options);
}
