/**
 * A report bundle: the directory the action uploads as an artifact and diffs from.
 *
 *   agent-eval-bundle.json         manifest: shard, runs (relative dir, report files, pairing
 *                                  meta), and for `mode: evaluate` the pull request it is about
 *   <relative run dir>/<scenario>_report.json
 *
 * Run directories are stored relative to the common ancestor of *all* matched runs, so shard
 * bundles merge into exactly the bundle an unsharded job writes. Bundles downloaded from another
 * run are untrusted input: the manifest is schema-checked, paths must stay inside the bundle, and
 * reports go through the report parser.
 */
import { describeJsonSyntaxError } from "../core/json-error.js";
import { stat } from "node:fs/promises";
import { readRegularText } from "../node/files.js";
import path from "node:path";
import { z } from "zod";
import { compareCodePoints } from "../core/pynum.js";
import { type RunMeta, describeDuplicateRun, describeFractionOutOfRange, findDuplicateRuns, fractionOutOfRange } from "../diff/from-reports.js";
import { type EvaluationReport, parseReport } from "../report/report.js";
import { writeFileAtomic } from "../node/files.js";
import { firstIssue } from "../core/schema-issue.js";

export const BUNDLE_MANIFEST = "agent-eval-bundle.json";
export const BUNDLE_FORMAT = "agent-eval/report-bundle/v1";

const relativePath = z
  .string()
  .min(1)
  .max(1000)
  .refine((p) => !p.startsWith("/") && !/^[A-Za-z]:/.test(p) && !p.split(/[\\/]/).includes(".."), "must be a relative path inside the bundle");

const bundleRunSchema = z.object({
  /** The run directory relative to the runs' common ancestor (POSIX separators). */
  dir: relativePath,
  /** Report files relative to the bundle root. */
  report: relativePath,
  scenario: z.string().max(200),
  seed: z.union([z.string().max(200), z.number()]).optional(),
});

const pullRequestStampSchema = z.object({
  number: z.number().int().positive(),
  headSha: z.string().regex(/^[0-9a-f]{7,64}$/),
  baseRef: z.string().max(300),
  baseSha: z.string().regex(/^[0-9a-f]{7,64}$/).optional(),
  runAttempt: z.number().int().positive(),
});

const manifestSchema = z.object({
  format: z.literal(BUNDLE_FORMAT),
  shard: z.object({ index: z.number().int().positive(), total: z.number().int().positive() }),
  runs: z.array(bundleRunSchema).max(100_000),
  pullRequest: pullRequestStampSchema.optional(),
  /** Runs that could not be evaluated, with the reason (kept so the comment can say so). */
  errors: z.array(z.string().max(2000)).max(10_000).default([]),
});

export type BundleRun = z.output<typeof bundleRunSchema>;
export type PullRequestStamp = z.output<typeof pullRequestStampSchema>;
export type BundleManifest = z.output<typeof manifestSchema>;

/**
 * The stamp file beside the reports of a trial-report artifact (trial reports have no manifest):
 * the same stamp a run bundle's manifest carries, checked by the same schema.
 */
export const PULL_REQUEST_STAMP_FILE = "agent-eval-pull-request.json";

const SHA = /^[0-9a-f]{7,64}$/;

/** The stamp `mode: evaluate` writes for the pull request it runs on (none when the head sha is not one). */
export function pullRequestStampFor(
  pr: { readonly number: number; readonly headSha: string; readonly baseRef: string; readonly baseSha?: string | undefined } | undefined,
  runAttempt: number,
): PullRequestStamp | undefined {
  if (pr === undefined || !SHA.test(pr.headSha)) return undefined;
  return { number: pr.number, headSha: pr.headSha, baseRef: pr.baseRef, ...(pr.baseSha !== undefined && SHA.test(pr.baseSha) ? { baseSha: pr.baseSha } : {}), runAttempt };
}

/** Two shards' stamps must name the same head: otherwise they evaluated different commits. */
function agreeingStamp(current: PullRequestStamp | undefined, next: PullRequestStamp | undefined): PullRequestStamp | undefined {
  if (next === undefined) return current;
  if (current !== undefined && current.headSha !== next.headSha) {
    throw new Error(
      `bundles disagree on the pull request head (${current.headSha} vs ${next.headSha}): the shard jobs evaluated different commits; re-run them together`,
    );
  }
  return next;
}

/** Write the stamp file into a trial-report artifact folder. */
export async function writePullRequestStamp(dir: string, stamp: PullRequestStamp): Promise<void> {
  await writeFileAtomic(path.join(dir, PULL_REQUEST_STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** A downloaded JSON file (a regular file only), or an error naming the file and what it should be. */
async function readJsonOf(file: string, what: string): Promise<unknown> {
  try {
    const text = await readRegularText(file);
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new Error(describeJsonSyntaxError(error, text), { cause: error });
    }
  } catch (error) {
    throw new Error(`${file}: not a readable ${what} (${(error as Error).message})`, { cause: error });
  }
}

/**
 * The stamp of downloaded trial-report folders (shards merged; untrusted input, schema-checked);
 * undefined when none holds a stamp file.
 */
export async function readPullRequestStamps(dirs: readonly string[]): Promise<PullRequestStamp | undefined> {
  let stamp: PullRequestStamp | undefined;
  for (const dir of dirs) {
    const file = path.join(dir, PULL_REQUEST_STAMP_FILE);
    let exists: boolean;
    try {
      exists = (await stat(file)).isFile();
    } catch {
      exists = false;
    }
    if (!exists) continue;
    const raw = await readJsonOf(file, "pull-request stamp");
    const parsed = pullRequestStampSchema.safeParse(raw);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new Error(`${file}: invalid pull-request stamp at '${field ?? ""}': ${message}`);
    }
    stamp = agreeingStamp(stamp, parsed.data);
  }
  return stamp;
}

/** One run of a loaded bundle. */
export interface LoadedRun {
  readonly dir: string;
  readonly report: EvaluationReport;
  /** The report file's exact bytes (for byte-for-byte comparisons and re-upload). */
  readonly reportText: string;
  readonly meta: RunMeta;
}

export interface LoadedBundles {
  /** Sorted by run directory (code points), whatever the shard order. */
  readonly runs: readonly LoadedRun[];
  readonly pullRequest: PullRequestStamp | undefined;
  readonly errors: readonly string[];
  readonly shards: readonly { readonly index: number; readonly total: number }[];
}

export function toPosix(p: string): string {
  return p.split(path.sep).join("/");
}

/**
 * The characters the artifact service refuses in an uploaded file's path (@actions/artifact's
 * validateFilePath: NTFS's), and `%`, which escapes them.
 */
const ARTIFACT_UNSAFE = /[%"*:<>?|\r\n]/g;

/**
 * A file or directory name as stored in a report artifact: each character the artifact service
 * refuses (`:` `*` `?` `"` `<` `>` `|`, CR, LF) and `%` written `%XX`, so a run directory such as
 * `runs/2026-01-01T10:00` uploads (it failed the upload) and two names never meet. The manifest
 * keeps the real name; readers find the files through it.
 */
export function artifactSafeName(name: string): string {
  return name.replace(ARTIFACT_UNSAFE, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

/** A bundle-relative POSIX path with each segment made artifactSafeName. */
export function artifactSafePath(relative: string): string {
  return relative.split("/").map(artifactSafeName).join("/");
}

export async function writeManifest(bundleDir: string, manifest: BundleManifest): Promise<void> {
  const sorted: BundleManifest = { ...manifest, runs: [...manifest.runs].sort((a, b) => compareCodePoints(a.dir, b.dir)) };
  await writeFileAtomic(path.join(bundleDir, BUNDLE_MANIFEST), `${JSON.stringify(sorted, null, 2)}\n`);
}

export async function isBundle(dir: string): Promise<boolean> {
  try {
    return (await stat(path.join(dir, BUNDLE_MANIFEST))).isFile();
  } catch {
    return false;
  }
}

export async function readManifest(bundleDir: string): Promise<BundleManifest> {
  const file = path.join(bundleDir, BUNDLE_MANIFEST);
  const raw = await readJsonOf(file, "report bundle manifest");
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new Error(`${file}: invalid manifest at '${field ?? ""}': ${message}`);
  }
  return parsed.data;
}

/**
 * Load and merge bundles (shards of one job, or one unsharded bundle). A run directory present
 * in two bundles is an error: shards are disjoint by construction.
 */
export async function loadBundles(bundleDirs: readonly string[]): Promise<LoadedBundles> {
  const runs: LoadedRun[] = [];
  const seen = new Map<string, string>();
  /** Each run's report file, to name in errors. */
  const files = new Map<string, string>();
  const errors: string[] = [];
  const shards: { index: number; total: number }[] = [];
  let pullRequest: PullRequestStamp | undefined;
  for (const bundleDir of bundleDirs) {
    const manifest = await readManifest(bundleDir);
    shards.push(manifest.shard);
    errors.push(...manifest.errors);
    pullRequest = agreeingStamp(pullRequest, manifest.pullRequest);
    for (const run of manifest.runs) {
      const other = seen.get(run.dir);
      if (other !== undefined) throw new Error(`run '${run.dir}' appears in two bundles (${other} and ${bundleDir}): give every shard job the same runs and a distinct shard: i/n`);
      seen.set(run.dir, bundleDir);
      const file = path.join(bundleDir, ...run.report.split("/"));
      const reportText = await readRegularText(file);
      const report = parseReport(reportText, file);
      // the same checks a diff of report files makes (src/node/load-reports.ts loadSide)
      const outOfRange = fractionOutOfRange(report);
      if (outOfRange !== undefined) throw new Error(`${file}: ${describeFractionOutOfRange(outOfRange)}`);
      files.set(run.dir, file);
      runs.push({
        dir: run.dir,
        report,
        reportText,
        meta: { scenario: run.scenario, ...(run.seed === undefined ? {} : { seed: run.seed }) },
      });
    }
  }
  runs.sort((a, b) => compareCodePoints(a.dir, b.dir));
  const duplicates = findDuplicateRuns(
    runs.map((r) => r.report),
    runs.map((r) => files.get(r.dir) ?? r.dir),
  );
  if (duplicates.length > 0) {
    throw new Error(duplicates.map((d) => `${describeDuplicateRun(d)}: it would count twice; give each run once`).join("\n"));
  }
  shards.sort((a, b) => a.total - b.total || a.index - b.index);
  return { runs, pullRequest, errors, shards };
}
