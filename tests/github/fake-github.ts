/**
 * A fake of the GitHub REST endpoints the action uses, on 127.0.0.1. In-memory state, real HTTP,
 * real pagination (Link headers), so tests exercise Octokit exactly as on a runner.
 *
 * Tokens map to identities: a token registered with a `login` answers GET /user with it (a PAT);
 * any other token gets 403 there and writes as github-actions[bot] (GITHUB_TOKEN).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeComment {
  id: number;
  issue: number;
  body: string;
  login: string;
  created_at: string;
  updated_at: string;
}

export interface FakeWorkflowRun {
  id: number;
  workflow_id: number;
  head_sha: string;
  head_branch: string;
  event: string;
  status: string;
  conclusion: string | null;
  created_at: string;
  run_attempt?: number;
}

export interface FakeArtifact {
  id: number;
  name: string;
  run_id: number;
  size_in_bytes?: number;
  expired?: boolean;
}

export interface FakePull {
  number: number;
  head: { sha: string; ref: string };
  base: { sha: string; ref: string };
}

/** A check run as POST /repos/{owner}/{repo}/check-runs received it (validated as GitHub does). */
export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | undefined;
  details_url: string | undefined;
  output: { title: string; summary: string; annotations: { path: string; start_line: number; end_line: number; annotation_level: string; title?: string; message: string }[] } | undefined;
  login: string;
}

export interface RequestRecord {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly login: string | undefined;
}

const BOT = "github-actions[bot]";
const SERVE_OWNER = "octo";
const SERVE_REPO = "agent-eval-demo";

export interface FakeGitHubOptions {
  readonly owner?: string;
  readonly repo?: string;
  /** token → login of a user token (answers GET /user). */
  readonly users?: Record<string, string>;
}

export class FakeGitHub {
  readonly owner: string;
  readonly repo: string;
  readonly comments: FakeComment[] = [];
  readonly pulls = new Map<number, FakePull>();
  readonly runs: FakeWorkflowRun[] = [];
  readonly artifacts: FakeArtifact[] = [];
  /** "base...head" → merge-base sha. */
  readonly mergeBases = new Map<string, string>();
  readonly requests: RequestRecord[] = [];
  readonly checkRuns: FakeCheckRun[] = [];
  /** Where GET /actions/artifacts/{id}/zip redirects (blob storage); set by FakeArtifactService. */
  artifactZipUrl: ((id: number) => string | undefined) | undefined;
  /** Tokens that may read but not write (a fork PR's GITHUB_TOKEN): writes answer 403. */
  readonly readOnlyTokens = new Set<string>();
  /** Answer every comment write (POST/PATCH/DELETE) with this rate limit (status and headers) instead. */
  rateLimitCommentWrites: { status: number; headers: Record<string, string> } | undefined;
  /** Answer POST check-runs with this status (e.g. 422 or 500) instead of creating one. */
  rejectCheckRuns: number | undefined;
  /** Called before a comment is created (simulate a racing job). */
  beforeCreate: ((issue: number) => void) | undefined;
  private readonly users: Record<string, string>;
  private nextId = 1000;
  private clock = Date.parse("2026-11-30T12:00:00Z");
  private server: http.Server | undefined;
  url = "";

  constructor(options: FakeGitHubOptions = {}) {
    this.owner = options.owner ?? SERVE_OWNER;
    this.repo = options.repo ?? SERVE_REPO;
    this.users = options.users ?? {};
  }

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        try {
          this.handle(req, Buffer.concat(chunks).toString("utf8"), res);
        } catch (error) {
          send(res, 500, { message: (error as Error).message });
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server === undefined) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Add a comment directly (someone else's, or a pre-existing one of ours). */
  addComment(issue: number, login: string, body: string): FakeComment {
    const now = this.tick();
    const comment: FakeComment = { id: this.nextId++, issue, body, login, created_at: now, updated_at: now };
    this.comments.push(comment);
    return comment;
  }

  commentsOn(issue: number): FakeComment[] {
    return this.comments.filter((c) => c.issue === issue).sort((a, b) => a.id - b.id);
  }

  addPull(pull: FakePull): void {
    this.pulls.set(pull.number, pull);
  }

  addRun(run: Partial<FakeWorkflowRun> & Pick<FakeWorkflowRun, "id" | "head_sha">): FakeWorkflowRun {
    const full: FakeWorkflowRun = {
      workflow_id: 77,
      head_branch: "main",
      event: "push",
      status: "completed",
      conclusion: "success",
      created_at: "2026-11-30T10:00:00Z",
      ...run,
    };
    this.runs.push(full);
    return full;
  }

  addArtifact(artifact: Omit<FakeArtifact, "id"> & { id?: number }): FakeArtifact {
    const full = { id: artifact.id ?? this.nextId++, ...artifact };
    this.artifacts.push(full);
    return full;
  }

  requestsTo(method: string, pathPattern: RegExp): RequestRecord[] {
    return this.requests.filter((r) => r.method === method && pathPattern.test(r.path));
  }

  private tick(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  private loginFor(req: http.IncomingMessage): string | undefined {
    const auth = req.headers.authorization ?? "";
    const token = auth.replace(/^(token|bearer)\s+/i, "");
    if (token === "") return undefined;
    return this.users[token] ?? BOT;
  }

  private commentJson(c: FakeComment): Record<string, unknown> {
    return {
      id: c.id,
      body: c.body,
      user: { login: c.login, type: c.login.endsWith("[bot]") ? "Bot" : "User" },
      created_at: c.created_at,
      updated_at: c.updated_at,
      html_url: `https://github.com/${this.owner}/${this.repo}/pull/${c.issue}#issuecomment-${c.id}`,
    };
  }

  private handle(req: http.IncomingMessage, rawBody: string, res: http.ServerResponse): void {
    const url = new URL(req.url ?? "/", this.url);
    const query = Object.fromEntries(url.searchParams.entries());
    const method = req.method ?? "GET";
    const login = this.loginFor(req);
    this.requests.push({ method, path: url.pathname, query, login });
    if (login === undefined) return send(res, 401, { message: "Requires authentication" });
    const token = (req.headers.authorization ?? "").replace(/^(token|bearer)\s+/i, "");
    if (method !== "GET" && this.readOnlyTokens.has(token)) return send(res, 403, { message: "Resource not accessible by integration" });
    const body = rawBody === "" ? {} : (JSON.parse(rawBody) as Record<string, unknown>);
    const repoPrefix = `/repos/${this.owner}/${this.repo}`;
    const p = url.pathname;

    if (method === "GET" && p === "/user") {
      if (login === BOT) return send(res, 403, { message: "Resource not accessible by integration" });
      return send(res, 200, { login, type: "User" });
    }
    if (!p.startsWith(`${repoPrefix}/`)) return send(res, 404, { message: "Not Found" });
    const rest = p.slice(repoPrefix.length);
    let m: RegExpExecArray | null;

    const limited = this.rateLimitCommentWrites;
    if (limited !== undefined && method !== "GET" && /^\/issues\/(\d+\/)?comments/.test(rest)) {
      res.writeHead(limited.status, { "content-type": "application/json", ...limited.headers }).end(JSON.stringify({ message: "API rate limit exceeded" }));
      return;
    }
    if ((m = /^\/issues\/(\d+)\/comments$/.exec(rest)) !== null) {
      const issue = Number(m[1]);
      if (method === "GET") return this.paginate(res, url, this.commentsOn(issue).map((c) => this.commentJson(c)));
      if (method === "POST") {
        this.beforeCreate?.(issue);
        const comment = this.addComment(issue, login, String(body.body));
        return send(res, 201, this.commentJson(comment));
      }
    }
    if ((m = /^\/issues\/comments\/(\d+)$/.exec(rest)) !== null) {
      const id = Number(m[1]);
      const index = this.comments.findIndex((c) => c.id === id);
      const comment = this.comments[index];
      if (comment === undefined) return send(res, 404, { message: "Not Found" });
      if (method === "PATCH") {
        comment.body = String(body.body);
        comment.updated_at = this.tick();
        return send(res, 200, this.commentJson(comment));
      }
      if (method === "DELETE") {
        this.comments.splice(index, 1);
        res.writeHead(204).end();
        return;
      }
    }
    if (method === "POST" && rest === "/check-runs") {
      if (this.rejectCheckRuns !== undefined) return send(res, this.rejectCheckRuns, { message: "No commit found for SHA" });
      const problem = checkRunProblem(body);
      if (problem !== undefined) return send(res, 422, { message: `Invalid request.\n\n${problem}` });
      const check = { ...(body as unknown as Omit<FakeCheckRun, "id" | "login">), id: this.nextId++, login };
      this.checkRuns.push(check);
      return send(res, 201, { id: check.id, name: check.name, head_sha: check.head_sha, status: check.status, conclusion: check.conclusion ?? null });
    }
    if (method === "GET" && (m = /^\/actions\/artifacts\/(\d+)\/zip$/.exec(rest)) !== null) {
      const location = this.artifactZipUrl?.(Number(m[1]));
      if (location === undefined) return send(res, 404, { message: "Not Found" });
      res.writeHead(302, { location }).end();
      return;
    }
    if (method === "GET" && (m = /^\/pulls\/(\d+)$/.exec(rest)) !== null) {
      const pull = this.pulls.get(Number(m[1]));
      return pull === undefined ? send(res, 404, { message: "Not Found" }) : send(res, 200, pull);
    }
    if (method === "GET" && (m = /^\/compare\/(.+)$/.exec(rest)) !== null) {
      const basehead = decodeURIComponent(m[1] ?? "");
      const sha = this.mergeBases.get(basehead);
      return sha === undefined ? send(res, 404, { message: "Not Found" }) : send(res, 200, { merge_base_commit: { sha } });
    }
    if (method === "GET" && (m = /^\/actions\/runs\/(\d+)$/.exec(rest)) !== null) {
      const run = this.runs.find((r) => r.id === Number(m?.[1]));
      return run === undefined ? send(res, 404, { message: "Not Found" }) : send(res, 200, run);
    }
    if (method === "GET" && (m = /^\/actions\/workflows\/([^/]+)\/runs$/.exec(rest)) !== null) {
      const workflow = m[1] ?? "";
      const runs = this.runs
        .filter((r) => String(r.workflow_id) === workflow)
        .filter((r) => query.branch === undefined || r.head_branch === query.branch)
        .filter((r) => query.head_sha === undefined || r.head_sha === query.head_sha)
        .filter((r) => query.event === undefined || r.event === query.event)
        .filter((r) => query.status === undefined || r.conclusion === query.status || r.status === query.status)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      return this.paginate(res, url, runs, (items, total) => ({ total_count: total, workflow_runs: items }));
    }
    if (method === "GET" && (m = /^\/actions\/runs\/(\d+)\/artifacts$/.exec(rest)) !== null) {
      const runId = Number(m[1]);
      const artifacts = this.artifacts
        .filter((a) => a.run_id === runId && (query.name === undefined || a.name === query.name))
        .map((a) => ({ id: a.id, name: a.name, size_in_bytes: a.size_in_bytes ?? 100, expired: a.expired ?? false, workflow_run: { id: a.run_id } }));
      return this.paginate(res, url, artifacts, (items, total) => ({ total_count: total, artifacts: items }));
    }
    return send(res, 404, { message: `Not Found (fake has no ${method} ${p})` });
  }

  private paginate(
    res: http.ServerResponse,
    url: URL,
    items: readonly unknown[],
    wrap: (items: readonly unknown[], total: number) => unknown = (i) => i,
  ): void {
    const perPage = Math.min(100, Number(url.searchParams.get("per_page") ?? "30") || 30);
    const page = Math.max(1, Number(url.searchParams.get("page") ?? "1") || 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const link = (n: number, rel: string) => {
      const u = new URL(url.toString());
      u.searchParams.set("page", String(n));
      u.searchParams.set("per_page", String(perPage));
      return `<${u.toString()}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page < last) links.push(link(page + 1, "next"), link(last, "last"));
    if (page > 1) links.push(link(1, "first"), link(page - 1, "prev"));
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (links.length > 0) headers.link = links.join(", ");
    res.writeHead(200, headers).end(JSON.stringify(wrap(slice, items.length)));
  }
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

const CONCLUSIONS = ["action_required", "cancelled", "failure", "neutral", "success", "skipped", "stale", "timed_out"];

/** What GitHub's check-runs endpoint would reject (422), or undefined. */
function checkRunProblem(body: Record<string, unknown>): string | undefined {
  if (typeof body.name !== "string" || body.name === "") return "name is required";
  if (typeof body.head_sha !== "string" || !/^[0-9a-f]{40}$/.test(body.head_sha)) return "head_sha must be a commit sha";
  if (body.status === "completed" && !CONCLUSIONS.includes(String(body.conclusion))) return "conclusion is required when status is completed";
  const output = body.output as Record<string, unknown> | undefined;
  if (output !== undefined) {
    if (typeof output.title !== "string" || typeof output.summary !== "string") return "output needs a title and a summary";
    if (output.summary.length > 65_535) return "output.summary is longer than 65535 characters";
    const annotations = (output.annotations ?? []) as Record<string, unknown>[];
    if (annotations.length > 50) return "at most 50 annotations per request";
    for (const a of annotations) {
      if (typeof a.path !== "string" || typeof a.start_line !== "number" || typeof a.end_line !== "number" || typeof a.message !== "string") return "an annotation needs path, start_line, end_line and message";
      if (!["notice", "warning", "failure"].includes(String(a.annotation_level))) return "annotation_level must be notice, warning or failure";
      if (typeof a.title === "string" && a.title.length > 255) return "annotation title is longer than 255 characters";
      if (Buffer.byteLength(a.message, "utf8") > 65_536) return "annotation message is larger than 64 KB";
    }
  }
  return undefined;
}
