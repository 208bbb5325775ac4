/**
 * Another run's report artifact is untrusted input: a fake GitHub API and blob storage on
 * 127.0.0.1 hand the real store (createArtifactStore: REST listing, 302 to blob storage, unzip)
 * hostile archives, listings and failures. Nothing may be written outside the destination, the
 * token may go only to the API, and every refusal says what was wrong.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getOctokit } from "@actions/github";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DownloadLimits, createArtifactStore, downloadBundles, selectReportArtifacts } from "../../src/github/artifacts.js";
import { withCallNames } from "../../src/github/api-errors.js";
import { type Logger, silentLogger } from "../../src/github/log.js";
import { tempDir } from "../helpers/run-dirs.js";
import { buildZip } from "./zip-builder.js";

const TOKEN = "ghs_HostileArtifactsToken0123456789";

interface Listed {
  id: number;
  name: string;
  expired?: boolean;
}

let api: http.Server;
let blob: http.Server;
let apiUrl = "";
let blobUrl = "";
let listing: Listed[] = [];
let blobHandler: (res: http.ServerResponse) => void = (res) => res.end();
let zipStatus = 302;
const seenAuth: { server: string; auth: string | undefined }[] = [];

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  api = http.createServer((req, res) => {
    seenAuth.push({ server: "api", auth: req.headers.authorization });
    const url = new URL(req.url ?? "/", "http://x");
    if (/^\/repos\/o\/r\/actions\/runs\/(\d+)\/artifacts$/.test(url.pathname)) {
      const perPage = Number(url.searchParams.get("per_page") ?? "30");
      const page = Number(url.searchParams.get("page") ?? "1");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ total_count: listing.length, artifacts: listing.slice((page - 1) * perPage, page * perPage) }));
      return;
    }
    const m = /^\/repos\/o\/r\/actions\/artifacts\/(\d+)\/zip$/.exec(url.pathname);
    if (m !== null) {
      if (zipStatus !== 302) {
        res.writeHead(zipStatus, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: zipStatus === 410 ? "Artifact has expired" : "Not Found" }));
        return;
      }
      res.writeHead(302, { location: `${blobUrl}/blob/${m[1]}.zip?sig=signed` }).end();
      return;
    }
    res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ message: "Not Found" }));
  });
  // a different origin (another port): the token must not follow the redirect here
  blob = http.createServer((req, res) => {
    seenAuth.push({ server: "blob", auth: req.headers.authorization });
    blobHandler(res);
  });
  apiUrl = await listen(api);
  blobUrl = await listen(blob);
});
afterAll(async () => {
  await new Promise<void>((resolve) => api.close(() => resolve()));
  await new Promise<void>((resolve) => blob.close(() => resolve()));
});
beforeEach(() => {
  listing = [{ id: 1, name: "agent-eval-reports" }];
  zipStatus = 302;
  seenAuth.length = 0;
});

function serveZip(bytes: Buffer): void {
  blobHandler = (res) => {
    res.writeHead(200, { "content-type": "application/zip", "content-length": String(bytes.length) });
    res.end(bytes);
  };
}

function store(limits: Partial<DownloadLimits> = {}, log?: Logger) {
  return createArtifactStore({ token: TOKEN, owner: "o", repo: "r" }, undefined, {
    octokit: () => withCallNames(getOctokit(TOKEN, { baseUrl: apiUrl })),
    limits: { timeoutMs: 2_000, ...limits },
    ...(log === undefined ? {} : { log }),
  });
}

/** A fresh destination inside a parent folder the test can check stays untouched. */
function destination(): { parent: string; target: string } {
  const parent = path.join(tempDir(), "runner-temp");
  mkdirSync(parent, { recursive: true });
  return { parent, target: path.join(parent, "downloads") };
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a failure");
}

const MANIFEST = { name: "agent-eval-bundle.json", data: "{}" };

describe("a downloaded artifact is unpacked only inside its folder, within limits", () => {
  it("a well-formed bundle unpacks, and the token reached only the API, not blob storage on another host", async () => {
    serveZip(buildZip([MANIFEST, { name: "runs/a/veyru_report.json", data: "{\"x\":1}", deflate: true }]));
    const { target } = destination();
    const { dirs } = await downloadBundles(store(), 5, "agent-eval-reports", target);
    expect(dirs).toEqual([path.join(target, "agent-eval-reports")]);
    expect(readFileSync(path.join(target, "agent-eval-reports", "runs", "a", "veyru_report.json"), "utf8")).toBe("{\"x\":1}");
    expect(seenAuth.filter((s) => s.server === "api").every((s) => s.auth === `token ${TOKEN}`)).toBe(true);
    expect(seenAuth.filter((s) => s.server === "blob")).toEqual([{ server: "blob", auth: undefined }]);
  });

  it.each([
    ["../escaped.json", "that leads outside its folder ('..')"],
    ["runs/../../../escaped.json", "that leads outside its folder ('..')"],
    ["/tmp/escaped.json", "with an absolute path"],
    ["C:/escaped.json", "with an absolute path"],
    ["..\\escaped.json", "that leads outside its folder ('..')"],
    ["a\u0000b.json", "whose name contains a NUL byte"],
  ])("an entry named %j is refused, naming it, and nothing is written", async (name, why) => {
    serveZip(buildZip([MANIFEST, { name, data: "bad" }]));
    const { parent, target } = destination();
    const message = await failureOf(downloadBundles(store(), 5, "agent-eval-reports", target));
    expect(message).toContain(`artifact 'agent-eval-reports' (id 1) of run 5 has an entry ${JSON.stringify(name)} ${why}`);
    expect(readdirSync(parent)).toEqual(["downloads"]);
    expect(readdirSync(path.join(target, "agent-eval-reports"))).toEqual([]);
  });

  it("a symbolic-link entry is refused (it could point a later write outside)", async () => {
    serveZip(buildZip([MANIFEST, { name: "runs", data: "/etc", mode: 0o120777 }]));
    const { target } = destination();
    expect(await failureOf(downloadBundles(store(), 5, "agent-eval-reports", target))).toContain('has an entry "runs" that is a symbolic link');
  });

  it("two entries of one name are refused rather than one silently winning", async () => {
    serveZip(buildZip([MANIFEST, { name: "r.json", data: "1" }, { name: "./r.json", data: "2" }]));
    const { target } = destination();
    expect(await failureOf(downloadBundles(store(), 5, "agent-eval-reports", target))).toContain('has two entries named "r.json"');
  });

  it("a zip bomb is refused before anything is inflated: by ratio, and by total unpacked size", async () => {
    const zeros = Buffer.alloc(8 * 1024 * 1024);
    serveZip(buildZip([MANIFEST, { name: "bomb.json", data: zeros, deflate: true }]));
    const { target } = destination();
    expect(await failureOf(downloadBundles(store(), 5, "agent-eval-reports", target))).toMatch(/has an entry "bomb\.json" of 8388608 bytes packed into \d+ \(over 200:1, a zip bomb\?\)/);
    expect(readdirSync(path.join(target, "agent-eval-reports"))).toEqual([]);
    serveZip(buildZip([MANIFEST, { name: "a.json", data: "x".repeat(600) }, { name: "b.json", data: "y".repeat(600) }]));
    const second = destination();
    expect(await failureOf(downloadBundles(store({ maxUnpackedBytes: 1000 }), 5, "agent-eval-reports", second.target))).toContain(
      'unpacks to more than 1000 bytes (at entry "b.json"): too large for a report bundle (a zip bomb?)',
    );
  });

  it("an entry whose header understates its size cannot inflate past it", async () => {
    const zip = buildZip([{ name: "liar.json", data: "z".repeat(5000), deflate: true }]);
    // central directory's uncompressed size (offset 24 of the central entry) says 10 bytes
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(10, central + 24);
    serveZip(zip);
    const { target } = destination();
    expect(await failureOf(downloadBundles(store(), 5, "agent-eval-reports", target))).toContain('has an entry "liar.json" that does not inflate to its declared 10 bytes');
  });

  it("too many entries, or an artifact larger than allowed, are refused", async () => {
    serveZip(buildZip(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}.json`, data: "{}" }))));
    const { target } = destination();
    expect(await failureOf(downloadBundles(store({ maxEntries: 20 }), 5, "agent-eval-reports", target))).toContain("has 30 entries, more than the 20 allowed");
    const second = destination();
    expect(await failureOf(downloadBundles(store({ maxArtifactBytes: 100 }), 5, "agent-eval-reports", second.target))).toMatch(/is \d+ bytes, more than the 100 a report bundle may be/);
  });

  it.each([
    ["an empty (0-byte) body", Buffer.alloc(0), "is empty (0 bytes), not a zip archive"],
    ["a body that is not a zip", Buffer.from("<html>Service Unavailable</html>"), "is not a zip archive, or is truncated (32 bytes, no end-of-central-directory record)"],
    ["a truncated zip", buildZip([MANIFEST, { name: "r.json", data: "x".repeat(300) }]).subarray(0, 200), "is not a zip archive, or is truncated (200 bytes"],
  ])("%s is refused, saying so", async (_, bytes, expected) => {
    serveZip(bytes);
    const { target } = destination();
    expect(await failureOf(downloadBundles(store(), 5, "agent-eval-reports", target))).toContain(`artifact 'agent-eval-reports' (id 1) of run 5 ${expected}`);
  });
});

describe("listing and fetching failures say what went wrong", () => {
  it("a listing of 2,500 artifacts over 25 pages finds the report artifact on the last page", async () => {
    listing = Array.from({ length: 2_499 }, (_, i) => ({ id: 10 + i, name: `other-${i}` }));
    listing.push({ id: 9_999, name: "agent-eval-reports" });
    expect(await store().list(5)).toHaveLength(2_500);
    expect((await store().list(5)).at(-1)).toEqual({ id: 9_999, name: "agent-eval-reports" });
  });

  it("a listing longer than the page limit is looked at up to the limit, with a warning saying how much was left", async () => {
    listing = Array.from({ length: 350 }, (_, i) => ({ id: 10 + i, name: `other-${i}` }));
    const warnings: string[] = [];
    const log: Logger = { ...silentLogger, warning: (line: string) => warnings.push(line) };
    expect(await store({ maxListPages: 2 }, log).list(5)).toHaveLength(200);
    expect(warnings).toEqual(["Run 5 lists 350 artifacts; only the first 200 (2 pages of 100) were looked at for report artifacts."]);
    warnings.length = 0;
    expect(await store({ maxListPages: 4 }, log).list(5)).toHaveLength(350);
    expect(warnings).toEqual([]);
  });

  it("expired artifacts are not offered (their download would be 410 Gone): the baseline falls through to none", async () => {
    listing = [{ id: 1, name: "agent-eval-reports", expired: true }];
    expect(await store().list(5)).toEqual([]);
    const { target } = destination();
    expect((await downloadBundles(store(), 5, "agent-eval-reports", target)).dirs).toEqual([]);
  });

  it.each([
    [403, "blob storage (127.0.0.1:", "answered HTTP 403 Forbidden (the signed link expired, or the artifact was deleted or expired)"],
    [500, "blob storage (127.0.0.1:", "answered HTTP 500 Internal Server Error"],
  ])("blob storage answering %i names the artifact, the host and the status", async (status, where, what) => {
    blobHandler = (res) => res.writeHead(status).end(`upstream says ${TOKEN}`);
    const { target } = destination();
    const message = await failureOf(downloadBundles(store(), 5, "agent-eval-reports", target));
    expect(message).toContain(`artifact 'agent-eval-reports' (id 1) of run 5: ${where}`);
    expect(message).toContain(what);
  });

  it("the API refusing the download (410, 404) names the call", async () => {
    zipStatus = 410;
    const { target } = destination();
    expect(await failureOf(downloadBundles(store(), 5, "agent-eval-reports", target))).toMatch(/GET \/repos\/\{owner\}\/\{repo\}\/actions\/artifacts\/\{artifact_id\}\/\{archive_format\}.*410/);
  });

  it("blob storage that never finishes its answer times out, saying so", async () => {
    blobHandler = (res) => {
      res.writeHead(200, { "content-type": "application/zip", "content-length": "1000" });
      res.write(Buffer.alloc(10));
    };
    const { target } = destination();
    expect(await failureOf(downloadBundles(store({ timeoutMs: 300 }), 5, "agent-eval-reports", target))).toContain("no complete answer within 0.3 s");
  });
});

describe("an artifact listing in the wrong shape", () => {
  it("is refused naming the call, the page and the field (it was taken as no artifacts)", async () => {
    listing = [{ id: "1" as unknown as number, name: "agent-eval-reports" }];
    expect(await failureOf(store().list(5))).toBe(
      "GitHub's answer to GET /repos/o/r/actions/runs/5/artifacts (page 1) is not a list of artifacts (artifacts.0.id: Invalid input: expected number, received string)",
    );
  });
});

describe("shard artifact names are untrusted", () => {
  it("-shard-1-of-999999999 names 20 missing shards and counts the rest (one string per missing shard ran out of memory)", () => {
    const { selected, missingShards } = selectReportArtifacts([{ id: 1, name: "r-shard-1-of-999999999" }, { id: 2, name: "r-shard-3-of-999999999" }], "r");
    expect(selected.map((a) => a.id)).toEqual([1, 2]);
    expect(missingShards).toHaveLength(21);
    expect(missingShards.slice(0, 3)).toEqual(["r-shard-2-of-999999999", "r-shard-4-of-999999999", "r-shard-5-of-999999999"]);
    expect(missingShards.at(-1)).toBe("and 999999977 more of 999999999");
  });

  it("a shard numbered 0 or past its total is no shard", () => {
    const { selected, missingShards } = selectReportArtifacts([{ id: 1, name: "r-shard-0-of-2" }, { id: 2, name: "r-shard-3-of-2" }, { id: 3, name: "r-shard-1-of-2" }], "r");
    expect(selected.map((a) => a.id)).toEqual([3]);
    expect(missingShards).toEqual(["r-shard-2-of-2"]);
  });
});
