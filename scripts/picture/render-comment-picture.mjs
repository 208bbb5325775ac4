// Renders the PR comment agent-eval really posts into a PNG for the README (docs/images/pr-comment.png).
//
// 1. Produces the comment Markdown exactly as `npm run demo` does: copies the bundled example runs
//    (examples/baseline, examples/candidate) to a scratch folder, evaluates them with the committed
//    dist/cli.js (judge metrics replayed from recorded-judges/), then runs
//    `agent-eval diff --gate round_success:-5pp --format markdown --comment-id agent-eval`.
//    Or pass `--markdown <file>` to render a comment you already have.
// 2. Turns it into a page styled like a GitHub PR comment: GitHub-flavoured Markdown via `marked`
//    (tables, raw HTML such as <details>/<sub>, plus GitHub alerts `> [!NOTE]`), GitHub's CSS from
//    `github-markdown-css`, and the ```mermaid block drawn by `mermaid` loaded from node_modules.
// 3. Screenshots the comment with headless Chromium (Debian's /usr/bin/chromium through
//    playwright-core; every request other than file: is blocked, so it works offline).
//
// Needs: `npm run build` (dist/), `apt-get install -y chromium fonts-noto-color-emoji`, and this
// folder's own packages (marked, mermaid, playwright-core, github-markdown-css: Node 22.12+), kept out
// of the project's default install: `npm run picture` installs them into scripts/picture/node_modules.
// Usage: node scripts/picture/render-comment-picture.mjs [--markdown comment.md] [--out docs/images/pr-comment.png]
//        [--html page.html] [--save-markdown comment.md] [--open-details] [--scale 1] [--chromium /usr/bin/chromium]
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { Marked } from "marked";
import { chromium } from "playwright-core";
import { DEMO_DIFF_FLAGS, DEMO_JUDGE_METRICS, DETERMINISTIC_METRICS, EXAMPLE_JUDGE_FLAGS } from "../metric-selection.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const cli = path.join(root, "dist", "cli.js");

const { values: opts } = parseArgs({
  options: {
    markdown: { type: "string" },
    out: { type: "string", default: path.join(root, "docs", "images", "pr-comment.png") },
    html: { type: "string" },
    "save-markdown": { type: "string" },
    "open-details": { type: "boolean", default: false },
    scale: { type: "string", default: "1" },
    chromium: { type: "string", default: "/usr/bin/chromium" },
  },
});

// The same metric selection as scripts/demo.mjs, so the picture shows the comment `npm run demo` prints.
const METRICS = [...DETERMINISTIC_METRICS, ...DEMO_JUDGE_METRICS].join(",");
const JUDGE = [...EXAMPLE_JUDGE_FLAGS, "--fixtures", path.join(root, "recorded-judges")];

function agentEval(args, okStatuses = [0]) {
  const result = spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (!okStatuses.includes(result.status ?? -1)) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`agent-eval ${args[0]} exited ${result.status}`);
  }
  return result.stdout;
}

function produceComment() {
  if (!existsSync(cli)) throw new Error("dist/cli.js is missing; run `npm run build` first");
  const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-eval-picture-"));
  try {
    for (const side of ["baseline", "candidate"]) {
      cpSync(path.join(root, "examples", side), path.join(scratch, side), { recursive: true });
      const base = path.join(scratch, side);
      const dirs = readdirSync(base).flatMap((scenario) => readdirSync(path.join(base, scenario)).map((run) => path.join(base, scenario, run)));
      agentEval(["evaluate", ...dirs.flatMap((d) => ["--run-dir", d]), "--metrics", METRICS, ...JUDGE]);
    }
    // Exit 1 is the expected outcome: the example candidate is a deliberate round_success regression.
    return agentEval(
      [
        "diff",
        "--baseline",
        path.join(scratch, "baseline"),
        "--candidate",
        path.join(scratch, "candidate"),
        ...DEMO_DIFF_FLAGS,
      ],
      [0, 1],
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// GitHub's alert icons (Octicons, MIT).
const ALERTS = {
  note: ["Note", "M0 8a8 8 0 1 1 16 0A8 8 0 0 1 0 8Zm8-6.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM6.5 7.75A.75.75 0 0 1 7.25 7h1a.75.75 0 0 1 .75.75v2.75h.25a.75.75 0 0 1 0 1.5h-2a.75.75 0 0 1 0-1.5h.25v-2h-.25a.75.75 0 0 1-.75-.75ZM8 6a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z"],
  tip: ["Tip", "M8 1.5c-2.363 0-4 1.69-4 3.75 0 .984.424 1.625.984 2.304l.214.253c.223.264.47.556.673.848.284.411.537.896.621 1.49a.75.75 0 0 1-1.484.211c-.04-.282-.163-.547-.37-.847a8.456 8.456 0 0 0-.542-.68c-.084-.1-.173-.205-.268-.32C3.201 7.75 2.5 6.766 2.5 5.25 2.5 2.31 4.863 0 8 0s5.5 2.31 5.5 5.25c0 1.516-.701 2.5-1.328 3.259-.095.115-.184.22-.268.319-.207.245-.383.453-.541.681-.208.3-.33.565-.37.847a.751.751 0 0 1-1.485-.212c.084-.593.337-1.078.621-1.489.203-.292.45-.584.673-.848.075-.088.147-.173.213-.253.561-.679.985-1.32.985-2.304 0-2.06-1.637-3.75-4-3.75ZM5.75 12h4.5a.75.75 0 0 1 0 1.5h-4.5a.75.75 0 0 1 0-1.5ZM6 15.25a.75.75 0 0 1 .75-.75h2.5a.75.75 0 0 1 0 1.5h-2.5a.75.75 0 0 1-.75-.75Z"],
  important: ["Important", "M0 1.75C0 .784.784 0 1.75 0h12.5C15.216 0 16 .784 16 1.75v9.5A1.75 1.75 0 0 1 14.25 13H8.06l-2.573 2.573A1.458 1.458 0 0 1 3 14.543V13H1.75A1.75 1.75 0 0 1 0 11.25Zm1.75-.25a.25.25 0 0 0-.25.25v9.5c0 .138.112.25.25.25h2a.75.75 0 0 1 .75.75v2.19l2.72-2.72a.749.749 0 0 1 .53-.22h6.5a.25.25 0 0 0 .25-.25v-9.5a.25.25 0 0 0-.25-.25Zm7 2.25v2.5a.75.75 0 0 1-1.5 0v-2.5a.75.75 0 0 1 1.5 0ZM9 9a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z"],
  warning: ["Warning", "M6.457 1.047c.659-1.234 2.427-1.234 3.086 0l6.082 11.378A1.75 1.75 0 0 1 14.082 15H1.918a1.75 1.75 0 0 1-1.543-2.575Zm1.763.707a.25.25 0 0 0-.44 0L1.698 13.132a.25.25 0 0 0 .22.368h12.164a.25.25 0 0 0 .22-.368Zm.53 3.996v2.5a.75.75 0 0 1-1.5 0v-2.5a.75.75 0 0 1 1.5 0ZM9 11a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z"],
  caution: ["Caution", "M4.47.22A.749.749 0 0 1 5 0h6c.199 0 .389.079.53.22l4.25 4.25c.141.14.22.331.22.53v6a.749.749 0 0 1-.22.53l-4.25 4.25A.749.749 0 0 1 11 16H5a.749.749 0 0 1-.53-.22L.22 11.53A.749.749 0 0 1 0 11V5c0-.199.079-.389.22-.53Zm.84 1.28L1.5 5.31v5.38l3.81 3.81h5.38l3.81-3.81V5.31L10.69 1.5ZM8 4a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 8 4Zm0 8a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z"],
};

function markdownToHtml(markdown) {
  const marked = new Marked({ gfm: true, breaks: true }) // comments (unlike .md files) keep single newlines as line breaks on GitHub;
  marked.use({
    renderer: {
      code({ text, lang }) {
        if (lang === "mermaid") return `<pre class="mermaid">${escapeHtml(text)}</pre>\n`;
        return false; // default rendering
      },
      blockquote({ tokens }) {
        const inner = this.parser.parse(tokens);
        const match = /^<p>\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*(?:<br\s*\/?>)?\s*/.exec(inner);
        if (!match) return false;
        const kind = match[1].toLowerCase();
        const [title, icon] = ALERTS[kind];
        const body = inner.slice(match[0].length).replace(/^<\/p>\s*/, "");
        const svg = `<svg class="octicon mr-2" style="margin-right: 8px" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="${icon}"></path></svg>`;
        return `<div class="markdown-alert markdown-alert-${kind}"><p class="markdown-alert-title">${svg}${title}</p>${body.startsWith("<") ? body : `<p>${body}`}</div>\n`;
      },
    },
  });
  return marked.parse(markdown);
}

const BOT_AVATAR = `<svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true"><circle cx="20" cy="20" r="20" fill="#2188ff"/><g fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"><circle cx="13" cy="20" r="3.2"/><circle cx="27" cy="13" r="3.2"/><circle cx="27" cy="27" r="3.2"/><path d="M16.2 20h4.3M20.5 20v-7h3.3M20.5 20v7h3.3"/></g></svg>`;

function page(bodyHtml, { openDetails }) {
  const css = pathToFileURL(path.join(here, "node_modules", "github-markdown-css", "github-markdown-light.css")).href;
  const mermaidJs = pathToFileURL(path.join(here, "node_modules", "mermaid", "dist", "mermaid.min.js")).href;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>agent-eval PR comment</title>
<link rel="stylesheet" href="${css}">
<style>
  html, body { margin: 0; background: #ffffff; }
  body { font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"; color: #1f2328; }
  #shot { display: inline-flex; gap: 16px; padding: 20px 24px 24px 20px; width: 952px; box-sizing: border-box; background: #ffffff; }
  .avatar { flex: none; width: 40px; height: 40px; }
  .comment { flex: 1; min-width: 0; border: 1px solid #d1d9e0; border-radius: 6px; position: relative; }
  .comment::before { content: ""; position: absolute; top: 11px; left: -8px; width: 14px; height: 14px; background: #f6f8fa; border-left: 1px solid #d1d9e0; border-bottom: 1px solid #d1d9e0; transform: rotate(45deg); }
  .comment-header { display: flex; align-items: center; gap: 6px; padding: 0 16px; height: 38px; background: #f6f8fa; border-bottom: 1px solid #d1d9e0; border-radius: 6px 6px 0 0; font-size: 14px; color: #59636e; position: relative; }
  .comment-header strong { color: #1f2328; font-weight: 600; }
  .label { border: 1px solid #d1d9e0; border-radius: 2em; padding: 0 7px; font-size: 12px; font-weight: 500; line-height: 18px; color: #59636e; }
  .markdown-body { padding: 16px; font-size: 14px; background: transparent; }
  .markdown-body pre.mermaid { background: transparent; padding: 0; text-align: center; margin-bottom: 4px; }
  .markdown-body pre.mermaid svg { max-width: 100%; height: auto; }
</style></head>
<body>
<div id="shot">
  <div class="avatar">${BOT_AVATAR}</div>
  <div class="comment">
    <div class="comment-header"><strong>github-actions</strong><span class="label">bot</span><span>commented</span></div>
    <div class="markdown-body">
${openDetails ? bodyHtml.replace(/<details>/g, "<details open>") : bodyHtml}
    </div>
  </div>
</div>
<script src="${mermaidJs}"></script>
<script>
  (async () => {
    try {
      if (window.mermaid && document.querySelector("pre.mermaid")) {
        mermaid.initialize({ startOnLoad: false, theme: "default", securityLevel: "strict", fontFamily: getComputedStyle(document.body).fontFamily });
        await mermaid.run({ querySelector: "pre.mermaid" });
      }
      window.__mermaid = document.querySelector("pre.mermaid svg") ? "rendered" : (document.querySelector("pre.mermaid") ? "failed" : "none");
    } catch (error) {
      window.__mermaid = "failed: " + (error && error.message);
    }
    await document.fonts.ready;
    window.__ready = true;
  })();
</script>
</body></html>
`;
}

const markdown = opts.markdown ? readFileSync(opts.markdown, "utf8") : produceComment();
if (opts["save-markdown"]) writeFileSync(opts["save-markdown"], markdown);
const html = page(markdownToHtml(markdown), { openDetails: opts["open-details"] });
const workDir = mkdtempSync(path.join(os.tmpdir(), "agent-eval-picture-page-"));
const htmlPath = opts.html ? path.resolve(opts.html) : path.join(workDir, "comment.html");
writeFileSync(htmlPath, html);

const browser = await chromium.launch({
  executablePath: opts.chromium,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
let mermaidStatus;
try {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 }, deviceScaleFactor: Number(opts.scale) });
  // Offline: only the page itself, the CSS and mermaid from node_modules.
  await context.route("**/*", (route) => (route.request().url().startsWith("file:") || route.request().url().startsWith("data:") ? route.continue() : route.abort()));
  const tab = await context.newPage();
  await tab.goto(pathToFileURL(htmlPath).href);
  await tab.waitForFunction("window.__ready === true", null, { timeout: 60_000 });
  mermaidStatus = await tab.evaluate("window.__mermaid");
  mkdirSync(path.dirname(path.resolve(opts.out)), { recursive: true });
  await tab.locator("#shot").screenshot({ path: opts.out, animations: "disabled" });
} finally {
  await browser.close();
  if (!opts.html) rmSync(workDir, { recursive: true, force: true });
}
const kb = (statSync(opts.out).size / 1024).toFixed(0);
console.log(`${path.relative(process.cwd(), path.resolve(opts.out))}: ${kb} KB; mermaid chart: ${mermaidStatus}`);
if (mermaidStatus !== "rendered" && mermaidStatus !== "none") process.exitCode = 1;
