/**
 * A local stand-in for GitHub's artifact service (v4, "results" backend) on 127.0.0.1, speaking
 * the protocol `@actions/artifact` speaks, so the real client can upload and download through it:
 *
 * - Twirp JSON at `POST /twirp/github.actions.results.api.v1.ArtifactService/<Method>`:
 *   CreateArtifact (hands out a signed blob upload URL), FinalizeArtifact (checks size and sha256 of
 *   what was uploaded, assigns the artifact id), ListArtifacts, GetSignedArtifactURL;
 * - the blob storage those URLs point at, as the Azure Blob SDK uses it: Put Block
 *   (`?comp=block&blockid=…`), Put Block List (`?comp=blocklist`, XML), Put Blob, and GET of a signed
 *   download URL (the zip).
 *
 * The runner's ACTIONS_RUNTIME_TOKEN is a JWT whose `scp` claim carries
 * `Actions.Results:<workflowRunBackendId>:<workflowJobRunBackendId>`; `runtimeToken()` mints one
 * (unsigned, the client only decodes it), and every Twirp call must carry it and name those ids.
 * Finalized artifacts are published to a FakeGitHub as artifacts of the mapped workflow run, and its
 * REST download (`/actions/artifacts/{id}/zip`) redirects here, as github.com redirects to blob storage.
 */
import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FakeGitHub } from "./fake-github.js";

const SERVICE = "/twirp/github.actions.results.api.v1.ArtifactService/";

interface Upload {
  readonly runBackendId: string;
  readonly jobBackendId: string;
  readonly name: string;
  readonly blocks: Map<string, Buffer>;
  committed: Buffer | undefined;
}

export interface StoredArtifact {
  readonly id: number;
  readonly name: string;
  readonly runBackendId: string;
  readonly jobBackendId: string;
  readonly runId: number;
  readonly bytes: Buffer;
  readonly sha256: string;
  readonly createdAt: string;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

function send(res: http.ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers });
  res.end(text);
}

/** Twirp messages arrive with proto field names or JSON (camelCase) names depending on the client. */
function field(body: Record<string, unknown>, snake: string): unknown {
  const camel = snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return body[snake] ?? body[camel];
}

/** StringValue / Int64Value wrappers are plain JSON values, or `{value}` objects. */
function wrapped(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "object") return wrapped((value as { value?: unknown }).value);
  return typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean" ? String(value) : undefined;
}

export class FakeArtifactService {
  readonly artifacts: StoredArtifact[] = [];
  /** Every Twirp method called, in order (for assertions). */
  readonly calls: string[] = [];
  /** workflowRunBackendId → the GitHub run id its artifacts belong to. */
  private readonly runs = new Map<string, number>();
  private readonly tokens = new Map<string, { run: string; job: string }>();
  private readonly uploads = new Map<string, Upload>();
  private server: http.Server | undefined;
  private nextId = 9_000;
  url = "";

  constructor(private readonly github: FakeGitHub) {}

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        try {
          this.handle(req, Buffer.concat(chunks), res);
        } catch (error) {
          send(res, 500, { code: "internal", msg: (error as Error).message });
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.github.artifactZipUrl = (id) => (this.artifacts.some((a) => a.id === id) ? `${this.url}/download/${id}.zip?sig=fake-download-signature` : undefined);
    return this.url;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server === undefined) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** An ACTIONS_RUNTIME_TOKEN for a job of GitHub run `runId` (its backend ids are minted here). */
  runtimeToken(runId: number): string {
    const run = `run-${runId}-${randomUUID()}`;
    const job = `job-${randomUUID()}`;
    this.runs.set(run, runId);
    const token = `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ scp: `Actions.GenericRead Actions.Results:${run}:${job}`, iss: "fake" })}.sig`;
    this.tokens.set(token, { run, job });
    return token;
  }

  private handle(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): void {
    const url = new URL(req.url ?? "/", this.url);
    if (req.method === "POST" && url.pathname.startsWith(SERVICE)) return this.twirp(req, url.pathname.slice(SERVICE.length), body, res);
    let m: RegExpExecArray | null;
    if (req.method === "PUT" && (m = /^\/blob\/([\w-]+)$/.exec(url.pathname)) !== null) return this.blob(m[1] ?? "", url, body, res);
    if (req.method === "GET" && (m = /^\/download\/(\d+)\.zip$/.exec(url.pathname)) !== null) {
      const artifact = this.artifacts.find((a) => a.id === Number(m?.[1]));
      if (artifact === undefined || url.searchParams.get("sig") === null) return send(res, 404, { message: "BlobNotFound" });
      res.writeHead(200, { "content-type": "application/zip", "content-length": String(artifact.bytes.length) });
      res.end(artifact.bytes);
      return;
    }
    send(res, 404, { message: `fake artifact service has no ${req.method ?? "?"} ${url.pathname}` });
  }

  private twirp(req: http.IncomingMessage, method: string, raw: Buffer, res: http.ServerResponse): void {
    this.calls.push(method);
    const token = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    const ids = this.tokens.get(token);
    if (ids === undefined) return send(res, 401, { code: "unauthenticated", msg: "invalid runtime token" });
    const body = JSON.parse(raw.toString("utf8") || "{}") as Record<string, unknown>;
    if (field(body, "workflow_run_backend_id") !== ids.run || field(body, "workflow_job_run_backend_id") !== ids.job) {
      return send(res, 403, { code: "permission_denied", msg: "backend ids do not match the runtime token" });
    }
    const name = wrapped(field(body, "name")) ?? "";
    const ofRun = this.artifacts.filter((a) => a.runBackendId === ids.run);
    switch (method) {
      case "CreateArtifact": {
        if (field(body, "version") !== 7) return send(res, 400, { code: "invalid_argument", msg: "unsupported artifact version" });
        if (ofRun.some((a) => a.name === name)) return send(res, 409, { code: "already_exists", msg: `an artifact named ${name} already exists for this run` });
        const uploadId = randomUUID();
        this.uploads.set(uploadId, { runBackendId: ids.run, jobBackendId: ids.job, name, blocks: new Map(), committed: undefined });
        return send(res, 200, { ok: true, signed_upload_url: `${this.url}/blob/${uploadId}?sig=fake-upload-signature` });
      }
      case "FinalizeArtifact": {
        const entry = [...this.uploads.entries()].find(([, u]) => u.runBackendId === ids.run && u.name === name);
        const upload = entry?.[1];
        if (entry === undefined || upload?.committed === undefined) return send(res, 404, { code: "not_found", msg: `no uploaded blob for ${name}` });
        const bytes = upload.committed;
        const sha256 = createHash("sha256").update(bytes).digest("hex");
        if (String(field(body, "size")) !== String(bytes.length)) return send(res, 400, { code: "invalid_argument", msg: `size ${String(field(body, "size"))} != uploaded ${bytes.length}` });
        const hash = wrapped(field(body, "hash"));
        if (hash !== undefined && hash !== `sha256:${sha256}`) return send(res, 400, { code: "invalid_argument", msg: "hash does not match the uploaded blob" });
        this.uploads.delete(entry[0]);
        const runId = this.runs.get(ids.run) ?? 0;
        const artifact: StoredArtifact = { id: this.nextId++, name, runBackendId: ids.run, jobBackendId: ids.job, runId, bytes, sha256, createdAt: new Date().toISOString() };
        this.artifacts.push(artifact);
        this.github.addArtifact({ id: artifact.id, name, run_id: runId, size_in_bytes: bytes.length });
        return send(res, 200, { ok: true, artifact_id: String(artifact.id) });
      }
      case "ListArtifacts": {
        const nameFilter = wrapped(field(body, "name_filter"));
        const idFilter = wrapped(field(body, "id_filter"));
        const listed = ofRun
          .filter((a) => (nameFilter === undefined || a.name === nameFilter) && (idFilter === undefined || String(a.id) === idFilter))
          .map((a) => ({
            workflow_run_backend_id: a.runBackendId,
            workflow_job_run_backend_id: a.jobBackendId,
            database_id: String(a.id),
            name: a.name,
            size: String(a.bytes.length),
            created_at: a.createdAt,
            digest: `sha256:${a.sha256}`,
          }));
        return send(res, 200, { artifacts: listed });
      }
      case "GetSignedArtifactURL": {
        const artifact = ofRun.find((a) => a.name === name);
        if (artifact === undefined) return send(res, 404, { code: "not_found", msg: `no artifact named ${name}` });
        return send(res, 200, { signed_url: `${this.url}/download/${artifact.id}.zip?sig=fake-download-signature` });
      }
      default:
        return send(res, 404, { code: "bad_route", msg: `no method ${method}` });
    }
  }

  private blob(uploadId: string, url: URL, body: Buffer, res: http.ServerResponse): void {
    const upload = this.uploads.get(uploadId);
    if (upload === undefined || url.searchParams.get("sig") === null) return send(res, 403, { message: "AuthenticationFailed" });
    const headers = { etag: `"${randomUUID()}"`, "last-modified": new Date().toUTCString(), "x-ms-request-id": randomUUID(), "x-ms-version": "2025-01-05" };
    const comp = url.searchParams.get("comp");
    if (comp === "block") {
      upload.blocks.set(url.searchParams.get("blockid") ?? "", body);
      return send(res, 201, undefined, headers);
    }
    if (comp === "blocklist") {
      const ids = [...body.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((m) => m[1] ?? "");
      const missing = ids.filter((id) => !upload.blocks.has(id));
      if (missing.length > 0) return send(res, 400, { message: `InvalidBlockList: ${missing.join(", ")}` });
      upload.committed = Buffer.concat(ids.map((id) => upload.blocks.get(id) as Buffer));
      return send(res, 201, undefined, headers);
    }
    if (comp === null) {
      upload.committed = body;
      return send(res, 201, undefined, headers);
    }
    send(res, 400, { message: `unsupported comp=${comp}` });
  }
}
