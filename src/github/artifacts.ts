/**
 * Report artifacts: upload this job's report bundle, and find/download bundles of any workflow run
 * (the current one for shards, the triggering one for `workflow_run`, a base-branch one for the
 * baseline). The `ArtifactStore` interface is the seam tests replace; the real one wraps
 * `@actions/artifact`'s DefaultArtifactClient, using the public REST API (`findBy`) for every
 * lookup so the same code reads the current run, another run, or another workflow's run.
 */
import { DefaultArtifactClient } from "@actions/artifact";
import { readdir, stat } from "node:fs/promises";
import { makeDirectories } from "../node/files.js";
import path from "node:path";
import type { Shard } from "./inputs.js";
import { type Logger, silentLogger } from "./log.js";

/** An artifact of a workflow run. */
export interface ArtifactInfo {
  readonly id: number;
  readonly name: string;
}

export interface ArtifactStore {
  /** Upload `files` (absolute paths under `rootDirectory`) as artifact `name`. */
  upload(name: string, files: readonly string[], rootDirectory: string): Promise<{ readonly id: number | undefined; readonly size: number | undefined }>;
  /** Artifacts of a workflow run of this repository. */
  list(runId: number): Promise<ArtifactInfo[]>;
  /** Download and unpack an artifact into `destination`; returns the directory holding its files. */
  download(artifact: ArtifactInfo, runId: number, destination: string): Promise<string>;
}

export interface RepoAccess {
  readonly token: string;
  readonly owner: string;
  readonly repo: string;
}

/** The real store, on `@actions/artifact` 6 (ESM-only; GHES is not supported by the library). */
export function createArtifactStore(access: RepoAccess, client: DefaultArtifactClient = new DefaultArtifactClient()): ArtifactStore {
  const findBy = (runId: number) => ({ token: access.token, workflowRunId: runId, repositoryOwner: access.owner, repositoryName: access.repo });
  return {
    async upload(name, files, rootDirectory) {
      const result = await client.uploadArtifact(name, [...files], rootDirectory);
      return { id: result.id, size: result.size };
    },
    async list(runId) {
      const { artifacts } = await client.listArtifacts({ findBy: findBy(runId) });
      return artifacts.map((a) => ({ id: a.id, name: a.name }));
    },
    async download(artifact, runId, destination) {
      await makeDirectories(destination);
      const { downloadPath } = await client.downloadArtifact(artifact.id, { path: destination, findBy: findBy(runId) });
      // Validate what came back rather than trusting it (changesets/action does the same).
      if (downloadPath === undefined || downloadPath === "") {
        throw new Error(`artifact '${artifact.name}' (${artifact.id}) of run ${runId} downloaded without a path`);
      }
      return downloadPath;
    },
  };
}

/**
 * Whether this job can upload artifacts. The artifact service needs the runner's
 * ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL, which exist only inside a real Actions job.
 */
export function canUploadArtifacts(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return (env.ACTIONS_RUNTIME_TOKEN ?? "") !== "" && (env.ACTIONS_RESULTS_URL ?? "") !== "";
}

/** `<name>` for an unsharded job, `<name>-shard-i-of-n` for a shard. */
export function reportArtifactName(base: string, shard: Shard): string {
  return shard.total === 1 ? base : `${base}-shard-${shard.index}-of-${shard.total}`;
}

/** Which of a run's artifacts are report bundles under `base`, and which shards they are. */
export function selectReportArtifacts(
  artifacts: readonly ArtifactInfo[],
  base: string,
): { readonly selected: ArtifactInfo[]; readonly missingShards: string[] } {
  const shardPattern = /^-shard-(\d+)-of-(\d+)$/;
  const whole = artifacts.filter((a) => a.name === base);
  const shards = artifacts
    .map((a) => ({ a, m: a.name.startsWith(base) ? shardPattern.exec(a.name.slice(base.length)) : null }))
    .filter((x): x is { a: ArtifactInfo; m: RegExpExecArray } => x.m !== null)
    .map(({ a, m }) => ({ a, index: Number(m[1]), total: Number(m[2]) }));
  // Re-uploads under one name (re-run jobs) keep the newest, like getArtifact does.
  // An unsharded bundle already holds everything; shards are only merged when there is none.
  const candidates = whole.length > 0 ? whole : shards.map((s) => s.a);
  const newestByName = new Map<string, ArtifactInfo>();
  for (const a of candidates) {
    const seen = newestByName.get(a.name);
    if (seen === undefined || a.id > seen.id) newestByName.set(a.name, a);
  }
  const selected = [...newestByName.values()].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  const missingShards: string[] = [];
  const totals = new Set(whole.length > 0 ? [] : shards.map((s) => s.total));
  for (const total of totals) {
    for (let index = 1; index <= total; index++) {
      const name = `${base}-shard-${index}-of-${total}`;
      if (!newestByName.has(name)) missingShards.push(name);
    }
  }
  return { selected, missingShards };
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out.sort();
}

/**
 * Upload a report bundle directory. Skips with a notice (returns undefined) when the artifact
 * service is not available, e.g. outside Actions or in a local test run.
 */
export async function uploadBundle(
  store: ArtifactStore | undefined,
  name: string,
  bundleDir: string,
  log: Logger = silentLogger,
): Promise<{ readonly id: number | undefined; readonly files: number } | undefined> {
  if (store === undefined) {
    log.notice(`Artifact '${name}' not uploaded: ACTIONS_RUNTIME_TOKEN is not set (not running inside a GitHub Actions job).`);
    return undefined;
  }
  const files = await listFiles(bundleDir);
  const result = await store.upload(name, files, bundleDir);
  log.info(`Uploaded ${files.length} file(s) as artifact '${name}'${result.id === undefined ? "" : ` (id ${result.id})`}.`);
  return { id: result.id, files: files.length };
}

/** Download every report bundle of a run under `base` into `destination/<artifact name>/`. */
export async function downloadBundles(
  store: ArtifactStore,
  runId: number,
  base: string,
  destination: string,
  log: Logger = silentLogger,
): Promise<{ readonly dirs: string[]; readonly names: string[]; readonly missingShards: string[] }> {
  const { selected, missingShards } = selectReportArtifacts(await store.list(runId), base);
  const dirs: string[] = [];
  for (const artifact of selected) {
    const target = path.join(destination, artifact.name);
    const dir = await store.download(artifact, runId, target);
    if (!(await stat(dir)).isDirectory()) throw new Error(`artifact '${artifact.name}' did not unpack into a directory`);
    dirs.push(dir);
    log.info(`Downloaded artifact '${artifact.name}' of run ${runId}.`);
  }
  if (missingShards.length > 0) log.warning(`Run ${runId} lacks shard artifact(s): ${missingShards.join(", ")}; the report covers the shards present.`);
  return { dirs, names: selected.map((a) => a.name), missingShards };
}
