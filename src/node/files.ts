/** File-system adapters: sidecar access for metrics and atomic report writes. */
import { randomBytes } from "node:crypto";
import { appendFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SidecarStore } from "../metrics/contract.js";

/**
 * The small files around a run (reports, sidecars, manifests) are read and written synchronously:
 * a thread-pool round trip per tiny file cost more than the work itself when evaluating many runs.
 */
function readTextIfExistsSync(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export function readTextIfExists(file: string): Promise<string | undefined> {
  try {
    return Promise.resolve(readTextIfExistsSync(file));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Write via a temporary file and rename, so a reader never sees half a report. */
export function writeFileAtomicSync(file: string, contents: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(temporary, contents, "utf8");
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

export function writeFileAtomic(file: string, contents: string): Promise<void> {
  try {
    writeFileAtomicSync(file, contents);
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * Sidecar files of a run. Reads come from the run directory; writes go there too, or to
 * `writeDir` when given (then later reads of a written file see the new version).
 */
export function directorySidecars(runDir: string, writeDir?: string): SidecarStore {
  const written = new Set<string>();
  const store: SidecarStore = {
    readText: (name) =>
      readTextIfExists(path.resolve(writeDir !== undefined && written.has(name) ? writeDir : runDir, name)),
    writeText: (name, contents) => {
      try {
        writeFileAtomicSync(path.resolve(writeDir ?? runDir, name), contents);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      written.add(name);
      return Promise.resolve();
    },
    appendText: async (name, contents) => {
      // with a separate write directory, the first append copies the run's file there
      if (writeDir !== undefined) return store.writeText(name, ((await store.readText(name)) ?? "") + contents);
      try {
        appendFileSync(path.resolve(runDir, name), contents, "utf8");
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return Promise.resolve();
    },
  };
  return store;
}
