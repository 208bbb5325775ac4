/** An in-memory ArtifactStore: "uploads" copy a directory, downloads copy it back. */
import { cp, mkdir, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ArtifactInfo, ArtifactStore } from "../../src/github/artifacts.js";

export class FakeArtifactStore implements ArtifactStore {
  readonly byRun = new Map<number, (ArtifactInfo & { dir: string })[]>();
  readonly uploads: { name: string; files: readonly string[]; rootDirectory: string }[] = [];
  readonly downloads: { id: number; runId: number }[] = [];
  private nextId = 500;

  /** Register a directory as an artifact of a run (what a previous job uploaded). */
  async add(runId: number, name: string, dir: string): Promise<ArtifactInfo> {
    const copy = await mkdtemp(path.join(os.tmpdir(), "fake-artifact-"));
    await cp(dir, copy, { recursive: true });
    const artifact = { id: this.nextId++, name, dir: copy };
    this.byRun.set(runId, [...(this.byRun.get(runId) ?? []), artifact]);
    return { id: artifact.id, name };
  }

  upload(name: string, files: readonly string[], rootDirectory: string): Promise<{ id: number; size: number }> {
    this.uploads.push({ name, files, rootDirectory });
    return Promise.resolve({ id: this.nextId++, size: files.length });
  }

  list(runId: number): Promise<ArtifactInfo[]> {
    return Promise.resolve((this.byRun.get(runId) ?? []).map(({ id, name }) => ({ id, name })));
  }

  async download(artifact: ArtifactInfo, runId: number, destination: string): Promise<string> {
    const found = (this.byRun.get(runId) ?? []).find((a) => a.id === artifact.id);
    if (found === undefined) throw new Error(`no artifact ${artifact.id} in run ${runId}`);
    this.downloads.push({ id: artifact.id, runId });
    await mkdir(destination, { recursive: true });
    await cp(found.dir, destination, { recursive: true });
    return destination;
  }
}
