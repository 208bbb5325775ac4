/**
 * Report artifacts: upload this job's report bundle, and find/download bundles of any workflow run
 * (the current one for shards, the triggering one for `workflow_run`, a base-branch one for the
 * baseline). The `ArtifactStore` interface is the seam tests replace; the real one wraps
 * `@actions/artifact`'s DefaultArtifactClient, using the public REST API (`findBy`) for every
 * lookup so the same code reads the current run, another run, or another workflow's run.
 */
import { DefaultArtifactClient } from "@actions/artifact";
import { getOctokit } from "@actions/github";
import { z } from "zod";
import { firstIssue, safeParseToFirstIssue } from "../core/schema-issue.js";
import { readdir, stat } from "node:fs/promises";
import { makeDirectories } from "../node/files.js";
import path from "node:path";
import { ArtifactArchiveError, DEFAULT_UNZIP_LIMITS, type UnzipLimits, unpackArtifactZip } from "./artifact-zip.js";
import type { Octokit } from "./comment.js";
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

/** Limits on downloading another run's artifact (untrusted: a fake or compromised API may send anything). */
export interface DownloadLimits extends UnzipLimits {
  /** Bytes of the zip itself. */
  readonly maxArtifactBytes: number;
  /** The whole blob download, in ms. */
  readonly timeoutMs: number;
  /** Pages of 100 artifacts listed per run. */
  readonly maxListPages: number;
}

export const DEFAULT_DOWNLOAD_LIMITS: DownloadLimits = { ...DEFAULT_UNZIP_LIMITS, maxArtifactBytes: 512 * 1024 * 1024, timeoutMs: 10 * 60_000, maxListPages: 50 };

export interface ArtifactStoreOptions {
  /** The REST client (the Action passes its own, whose failures name the call); default getOctokit(token). */
  readonly octokit?: () => Octokit;
  readonly limits?: Partial<DownloadLimits>;
  /** Told when a run lists more artifacts than `maxListPages` pages hold (default: silent). */
  readonly log?: Logger;
}

/** The fields of a listed artifact read here; the API's answer is untrusted, so checked. */
const artifactsAnswerSchema = z.object({
  total_count: z.number().int().nonnegative(),
  artifacts: z.array(z.object({ id: z.number().int().positive(), name: z.string(), expired: z.boolean().optional() })),
});

/**
 * The real store. Uploads go through `@actions/artifact` 6 (ESM-only; GHES is not supported by
 * the library). Listing and downloading another run's artifacts use the public REST API directly
 * rather than the library's download, which unpacks without any size limit (a zip bomb fills the
 * disk), lists expired artifacts as present, and on any failure says only "failed after 5 retries":
 * here the listing is paginated and skips expired artifacts, the token goes only to the API (the
 * redirect to blob storage is followed without it), and the zip is unpacked within limits.
 */
export function createArtifactStore(access: RepoAccess, client: DefaultArtifactClient = new DefaultArtifactClient(), options: ArtifactStoreOptions = {}): ArtifactStore {
  const limits: DownloadLimits = { ...DEFAULT_DOWNLOAD_LIMITS, ...options.limits };
  let octokitInstance: Octokit | undefined;
  const octokit = (): Octokit => (octokitInstance ??= options.octokit?.() ?? getOctokit(access.token));
  return {
    async upload(name, files, rootDirectory) {
      const result = await client.uploadArtifact(name, [...files], rootDirectory);
      return { id: result.id, size: result.size };
    },
    async list(runId) {
      const artifacts: z.output<typeof artifactsAnswerSchema>["artifacts"] = [];
      for (let page = 1; page <= limits.maxListPages; page++) {
        const { data } = await octokit().rest.actions.listWorkflowRunArtifacts({ owner: access.owner, repo: access.repo, run_id: runId, per_page: 100, page });
        const parsed = safeParseToFirstIssue(artifactsAnswerSchema, data);
        if (!parsed.success) {
          const { field, message } = firstIssue(parsed.error);
          throw new Error(`GitHub's answer to GET /repos/${access.owner}/${access.repo}/actions/runs/${runId}/artifacts (page ${page}) is not a list of artifacts (${field ?? "the answer"}: ${message})`);
        }
        artifacts.push(...parsed.data.artifacts);
        if (parsed.data.artifacts.length < 100 || artifacts.length >= parsed.data.total_count) break;
        if (page === limits.maxListPages) {
          // the rest is not looked at: say so, since a report artifact among them would be missed
          (options.log ?? silentLogger).warning(
            `Run ${runId} lists ${parsed.data.total_count} artifacts; only the first ${artifacts.length} (${limits.maxListPages} pages of 100) were looked at for report artifacts.`,
          );
        }
      }
      // an expired artifact is listed but can no longer be downloaded (410): as if it were not there
      return artifacts.filter((a) => a.expired !== true).map((a) => ({ id: a.id, name: a.name }));
    },
    async download(artifact, runId, destination) {
      await makeDirectories(destination);
      const what = `artifact '${artifact.name}' (id ${artifact.id}) of run ${runId}`;
      const zip = await downloadArtifactZip(octokit(), access, artifact.id, what, limits);
      try {
        await unpackArtifactZip(zip, destination, limits);
      } catch (error) {
        if (error instanceof ArtifactArchiveError) throw new Error(`${what} ${error.message}; nothing of it was used`, { cause: error });
        throw error;
      }
      return destination;
    },
  };
}

/** GET the artifact's zip: the API answers 302 to blob storage, which is fetched without the token. */
async function downloadArtifactZip(octokit: Octokit, access: RepoAccess, id: number, what: string, limits: DownloadLimits): Promise<Buffer> {
  const response = await octokit.rest.actions.downloadArtifact({ owner: access.owner, repo: access.repo, artifact_id: id, archive_format: "zip", request: { redirect: "manual" } });
  const location = (response.headers as Record<string, unknown>).location;
  if (response.status !== 302 || typeof location !== "string" || location === "") {
    throw new Error(`${what}: GitHub answered HTTP ${response.status} without a download location (expected a 302 redirect to blob storage)`);
  }
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    throw new Error(`${what}: GitHub redirected to something that is not a URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`${what}: GitHub redirected to a ${url.protocol} URL, not http(s)`);
  const where = `blob storage (${url.host})`;
  let blob: Response;
  try {
    // no Authorization header: the signed URL is the credential, and the token must not reach another host
    blob = await fetch(url, { redirect: "follow", signal: AbortSignal.timeout(limits.timeoutMs) });
  } catch (error) {
    throw new Error(`${what}: downloading from ${where} failed: ${describeFetchError(error, limits.timeoutMs)}`, { cause: error });
  }
  if (blob.status !== 200) {
    await blob.body?.cancel();
    throw new Error(`${what}: ${where} answered HTTP ${blob.status}${blob.statusText === "" ? "" : ` ${blob.statusText}`}${blob.status === 403 || blob.status === 404 || blob.status === 410 ? " (the signed link expired, or the artifact was deleted or expired)" : ""}`);
  }
  const declared = Number(blob.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limits.maxArtifactBytes) {
    await blob.body?.cancel();
    throw new Error(`${what} is ${declared} bytes, more than the ${limits.maxArtifactBytes} a report bundle may be`);
  }
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    if (blob.body !== null) {
      for await (const chunk of blob.body as unknown as AsyncIterable<Uint8Array>) {
        received += chunk.length;
        if (received > limits.maxArtifactBytes) {
          await blob.body.cancel().catch(() => undefined);
          throw new Error(`${what} is more than the ${limits.maxArtifactBytes} bytes a report bundle may be`);
        }
        chunks.push(Buffer.from(chunk));
      }
    }
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(what)) throw error;
    throw new Error(`${what}: downloading from ${where} failed after ${received} bytes: ${describeFetchError(error, limits.timeoutMs)}`, { cause: error });
  }
  return Buffer.concat(chunks);
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return `no complete answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
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

/** Missing shards named in the warning; the rest are counted. */
const MAX_NAMED_MISSING_SHARDS = 20;

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
    .map(({ a, m }) => ({ a, index: Number(m[1]), total: Number(m[2]) }))
    // `-shard-0-of-3` or `-shard-5-of-3` is no shard any job uploads
    .filter((s) => s.index >= 1 && s.index <= s.total);
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
    // the total comes from an artifact name (untrusted: a run may upload `-shard-1-of-999999999`):
    // name the first few missing shards and count the rest, never one string per missing shard
    const present = new Set(shards.filter((sh) => sh.total === total && newestByName.has(`${base}-shard-${sh.index}-of-${total}`)).map((sh) => sh.index));
    let named = 0;
    for (let index = 1; index <= total && named < MAX_NAMED_MISSING_SHARDS; index++) {
      if (present.has(index)) continue;
      missingShards.push(`${base}-shard-${index}-of-${total}`);
      named++;
    }
    const more = total - present.size - named;
    if (more > 0) missingShards.push(`and ${more} more of ${total}`);
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
