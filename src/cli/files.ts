/** File-system adapters: sidecar access for metrics and atomic report writes. */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SidecarStore } from "../metrics/contract.js";

export async function readTextIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Write via a temporary file and rename, so a reader never sees half a report. */
export async function writeFileAtomic(file: string, contents: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, contents, "utf8");
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Sidecar files of a run. Reads come from the run directory; writes go there too, or to
 * `writeDir` when given (then later reads of a written file see the new version).
 */
export function directorySidecars(runDir: string, writeDir?: string): SidecarStore {
  const written = new Set<string>();
  return {
    readText: (name) =>
      readTextIfExists(path.resolve(writeDir !== undefined && written.has(name) ? writeDir : runDir, name)),
    writeText: async (name, contents) => {
      await writeFileAtomic(path.resolve(writeDir ?? runDir, name), contents);
      written.add(name);
    },
  };
}
