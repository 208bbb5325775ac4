import { describe, expect, it } from "vitest";
import { diffScoreTables } from "../../src/diff/diff.js";
import type { MetricScore, ScoreTable } from "../../src/diff/score-table.js";
import { parseCommentMarkers } from "../../src/report/comment-markers.js";
import { ZERO_WIDTH_JOINER as ZWJ, clipText, escapeMarkdown, markdownLinkTarget, plainText, shortCommit } from "../../src/report/escape-markdown.js";
import { renderComment } from "../../src/report/render-comment.js";

/** Pipes that split a GFM table cell: not escaped by an odd run of backslashes. */
function cellDelimiters(line: string): number {
  let count = 0;
  let backslashes = 0;
  for (const c of line) {
    if (c === "|" && backslashes % 2 === 0) count++;
    backslashes = c === "\\" ? backslashes + 1 : 0;
  }
  return count;
}

describe("escapeMarkdown", () => {
  it("escapes raw HTML", () => {
    expect(escapeMarkdown(`<img src=x onerror="alert(1)"> & <b>`)).toBe(`&lt;img src=x onerror="alert(1)"&gt; &amp; &lt;b&gt;`);
    expect(escapeMarkdown("&lt;script&gt;")).toBe("&amp;lt;script&amp;gt;");
  });

  it("defuses @mentions and issue references with a zero-width joiner", () => {
    expect(escapeMarkdown("ping @octocat and @acme/team")).toBe(`ping @${ZWJ}octocat and @${ZWJ}acme/team`);
    expect(escapeMarkdown("@octocat")).toBe(`@${ZWJ}octocat`);
    expect(escapeMarkdown("fixes #12, acme/agents#3, GH-7")).toBe(`fixes #${ZWJ}12, acme/agents#${ZWJ}3, GH${ZWJ}-7`);
    // Not mentions on GitHub either: left readable.
    expect(escapeMarkdown("round_success@2 dev@example.com")).toBe("round_success@2 dev@example.com");
    expect(escapeMarkdown("@ alone")).toBe("@ alone");
  });

  it("shows comment delimiters as written (entities), so a fake marker cannot be forged nor a name hidden", () => {
    expect(escapeMarkdown("<!-- agent-eval:comment-id=evil -->")).toBe("&lt;!-- agent-eval:comment-id=evil --&gt;");
    expect(escapeMarkdown("<!<!---- x --->>")).not.toMatch(/<!--|-->/);
    expect(escapeMarkdown("a --!> b")).toBe("a --!&gt; b");
    // removing the delimiters made these look like round_success and like nothing at all
    expect(escapeMarkdown("round<!---->_success")).toBe("round&lt;!----&gt;\\_success");
    expect(escapeMarkdown("-->")).toBe("\\--&gt;");
  });

  it("keeps a table row intact: pipes, backslashes and newlines", () => {
    expect(escapeMarkdown("a|b")).toBe("a\\|b");
    // A trailing backslash must not escape our own escape.
    expect(escapeMarkdown("a\\|b")).toBe("a\\\\\\|b");
    expect(cellDelimiters(`| ${escapeMarkdown("x\\|y|z\\")} |`)).toBe(2);
    expect(escapeMarkdown("line 1\nline 2\r\nline 3\rline 4\u2028end")).toBe("line 1 line 2 line 3 line 4 end");
  });

  it("stops link and image injection, and code spans", () => {
    // the brackets are escaped, and the bare address left over is not autolinked either
    expect(escapeMarkdown("[click](https://evil.example)")).toBe(`\\[click\\](https${ZWJ}://evil.example)`);
    expect(escapeMarkdown("![x](https://evil.example/x.png)")).toBe(`!\\[x\\](https${ZWJ}://evil.example/x.png)`);
    expect(escapeMarkdown("`code`")).toBe("\\`code\\`");
  });

  it("escapes block starts at the beginning", () => {
    expect(escapeMarkdown("# title")).toBe("\\# title");
    expect(escapeMarkdown("- item")).toBe("\\- item");
    expect(escapeMarkdown("1. item")).toBe("1\\. item");
    expect(escapeMarkdown("a - b # c")).toBe("a - b # c");
  });

  it("drops control and bidi characters", () => {
    expect(escapeMarkdown("a\u001b[31mred\u001b[0m\tb")).toBe("a\uFFFD\\[31mred\uFFFD\\[0m b");
    expect(escapeMarkdown("abc\u202Edef\u2066")).toBe("abcdef");
  });

  it("caps the length in code points, before escaping", () => {
    expect(escapeMarkdown("x".repeat(600))).toBe(`${"x".repeat(499)}…`);
    expect(escapeMarkdown("<".repeat(10), 5)).toBe("&lt;&lt;&lt;&lt;…");
    expect(clipText("😀😀😀", 2)).toBe("😀…");
    expect(clipText("short", 10)).toBe("short");
    expect(() => clipText("x", 0)).toThrow(RangeError);
  });

  it("clips by code points exactly as splitting the whole text would (it walks only the first max)", () => {
    // the definition: Array.from splits into code points (a lone surrogate is one)
    const byCodePoints = (text: string, max: number): string => {
      const points = Array.from(text);
      return points.length <= max ? text : `${points.slice(0, max - 1).join("")}…`;
    };
    const pieces = ["a", "😀", "é", "\uD83D", "\uDE00", "x"];
    for (let n = 0; n < 6 ** 4; n++) {
      const text = [0, 1, 2, 3].map((k) => pieces[Math.floor(n / 6 ** k) % 6]).join("").slice(0, 1 + (n % 7));
      for (const max of [1, 2, 3, 4, 5]) expect(clipText(text, max), JSON.stringify([text, max])).toBe(byCodePoints(text, max));
    }
    // a megabytes-long grader reason is cut to its first code points
    expect(clipText(`😀${"y".repeat(5_000_000)}`, 3)).toBe("😀y…");
  });

  it("keeps globs and paths from inputs literal: no emphasis or strikethrough", () => {
    // GFM would render "baseline/*/*" as "baseline//" with the middle in italics.
    expect(escapeMarkdown("baseline/*/*")).toBe("baseline/\\*/\\*");
    expect(escapeMarkdown("runs/**/seed-?")).toBe("runs/\\*\\*/seed-?");
    expect(escapeMarkdown("_draft_ and __init__.py")).toBe("\\_draft\\_ and \\_\\_init\\_\\_.py");
    expect(escapeMarkdown("~~gone~~")).toBe("\\~\\~gone\\~\\~");
    // a leading "*" is escaped once, not twice
    expect(escapeMarkdown("*.report.json")).toBe("\\*.report.json");
  });

  it("stops GFM's autolinks: a bare address is shown as written but links nowhere (and cross-references no issue)", () => {
    expect(escapeMarkdown("log in at https://evil.example/login")).toBe(`log in at https${ZWJ}://evil.example/login`);
    expect(escapeMarkdown("see https://github.com/acme/app/issues/1")).toBe(`see https${ZWJ}://github.com/acme/app/issues/1`);
    expect(escapeMarkdown("HTTP://x.example ftp://y.example")).toBe(`HTTP${ZWJ}://x.example ftp${ZWJ}://y.example`);
    expect(escapeMarkdown("www.evil.example (WWW.x.example)")).toBe(`www${ZWJ}.evil.example (WWW${ZWJ}.x.example)`);
    // what GFM would autolink is gone: no scheme directly followed by "://", no "www." at a word start
    expect(escapeMarkdown("a https://b www.c")).not.toMatch(/(https?|ftp):\/\/|(^|[^A-Za-z0-9])www\./i);
    expect(escapeMarkdown("swww.example.org and http-x")).toBe("swww.example.org and http-x");
  });

  it("typesets no LaTeX: every $ is a literal dollar (GitHub renders $…$ and $$…$$ as math)", () => {
    expect(escapeMarkdown("$\\Huge\\text{No regressions}$")).toBe("<span>$</span>\\\\Huge\\\\text{No regressions}<span>$</span>");
    expect(escapeMarkdown("$$x$$ costs $5")).toBe("<span>$</span><span>$</span>x<span>$</span><span>$</span> costs <span>$</span>5");
    expect(escapeMarkdown("$1")).toBe("<span>$</span>1");
  });

  it("makes invisible characters visible, so a look-alike name cannot pass for another", () => {
    expect(escapeMarkdown("round\u200B_success")).toBe("round\uFFFD\\_success");
    expect(escapeMarkdown("a\uFEFFb\u2060c\u00ADd\u200Ce\u180Ef")).toBe("a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf");
    // Unicode tag characters ("ASCII smuggling": text invisible to a reader)
    expect(escapeMarkdown("ok\u{E0069}\u{E0067}\u{E006E}")).toBe("ok\uFFFD\uFFFD\uFFFD");
    // a joiner the input carries outside an emoji is not ours to keep: @\u200Dx stays a visible oddity
    expect(escapeMarkdown("x\u200Dy")).toBe("x\uFFFDy");
    // emoji keep their joiners and variation selectors
    expect(escapeMarkdown("👩‍🔬 ⚠️ ✔︎")).toBe("👩‍🔬 ⚠️ ✔︎");
    expect(escapeMarkdown("❤️\u200D🔥")).toBe("❤️\u200D🔥");
    // scripts whose words need them keep their (non-)joiners: Persian "mi-khaham", a Devanagari half form
    expect(escapeMarkdown("می\u200Cخواهم")).toBe("می\u200Cخواهم");
    expect(escapeMarkdown("क्\u200Dष")).toBe("क्\u200Dष");
    // not between Latin letters, nor at the edges of a word
    expect(escapeMarkdown("round\u200C_success ab\u200C")).toBe("round\uFFFD\\_success ab\uFFFD");
  });

  it("keeps at most four combining marks on a letter (a pile of them draws over the lines around)", () => {
    expect(escapeMarkdown(`Z${"\u0336\u0489\u0300".repeat(20)}ok`)).toBe("Z\u0336\u0489\u0300\u0336ok");
    // what languages need stays: Vietnamese (two marks), Devanagari vowel signs
    expect(escapeMarkdown("Tiếng Việt ệ̂")).toBe("Tiếng Việt ệ̂");
    expect(escapeMarkdown("हिन्दी")).toBe("हिन्दी");
  });

  it("leaves ordinary text alone", () => {
    expect(escapeMarkdown("fraction of rounds succeeded")).toBe("fraction of rounds succeeded");
    expect(escapeMarkdown("round_success_after_resume_round_4")).toBe("round_success_after_resume_round_4");
  });
});

describe("plainText, markdownLinkTarget, shortCommit", () => {
  it("plainText strips terminal escapes and newlines but keeps markup characters", () => {
    expect(plainText("a\u001b]0;title\u0007b\nc <x>|")).toBe("a\uFFFD]0;title\uFFFDb c <x>|");
  });

  it("only http(s) link targets, with breaking characters percent-encoded", () => {
    expect(markdownLinkTarget("https://github.com/a/b/actions/runs/1")).toBe("https://github.com/a/b/actions/runs/1");
    expect(markdownLinkTarget("https://x.example/a b)c")).toBe("https://x.example/a%20b%29c");
    expect(markdownLinkTarget("javascript:alert(1)")).toBeUndefined();
    expect(markdownLinkTarget("data:text/html,x")).toBeUndefined();
    expect(markdownLinkTarget("https://x.example/\u0000")).toBeUndefined();
  });

  it("shortCommit accepts hex only", () => {
    expect(shortCommit("3F2A9C1D8E")).toBe("3f2a9c1");
    expect(shortCommit("main")).toBeUndefined();
  });
});

describe("the rendered comment escapes everything that comes from runs and reports", () => {
  const EVIL_METRIC = "evil<img src=x onerror=alert(1)>|@octocat[x](https://e.example)";
  const EVIL_UNIT = "u<b>|\nnew line <!-- agent-eval:comment-id=fake -->";
  const score = (s: number, reason?: string): MetricScore => ({
    unit: EVIL_UNIT,
    direction: "lower-better",
    fraction: false,
    score: s,
    provenance: { metric_version: reason ?? "v@1" },
  });
  const table = (name: string, values: number[], version?: string): ScoreTable => ({
    runs: values.map((v, i) => ({
      id: `${name}-<script>-@admin-${i}`,
      pairing: { scenario: "veyru|x", seed: String(i) },
      metrics: { [EVIL_METRIC]: score(v, version), round_success: { unit: "f", direction: "higher-better", fraction: true, score: 0.5, counts: { successes: 1, trials: 2 }, rounds: [{ round: 1, value: 1 }, { round: 2, value: 0 }] } },
    })),
  });

  const b = table("b", [1, 1.1, 0.9]);
  const c = table("c", [3, 3.1, 2.9], "v2 <!-- agent-eval:head=deadbeef attempt=99 -->\n| fake | row |");
  const diff = diffScoreTables(b, c, { gates: "round_success:-5pp" });
  const out = renderComment({
    diff,
    baseline: b,
    candidate: c,
    baselineInfo: { description: "from @octocat's <b>run</b> #5 [link](javascript:x)", commit: "not-a-sha <!--", ageText: "@now", url: "javascript:alert(1)" },
    judgeMode: "live @team",
    commentId: "ok",
    headSha: "abcdef1",
    warnings: ["warn <!-- x --> @a | b\nc"],
  });

  it("has no raw HTML from the data", () => {
    expect(out.comment).not.toMatch(/<img|<script|<b>/);
    expect(out.comment).toContain("evil&lt;img src=x onerror=alert(1)&gt;");
  });

  it("pings nobody", () => {
    expect(out.comment).not.toMatch(/(^|[^A-Za-z0-9_])@[A-Za-z0-9]/m);
  });

  it("has only the real markers", () => {
    const delimiters = out.comment.match(/<!--/g) ?? [];
    expect(delimiters).toHaveLength(2);
    expect(out.comment.indexOf("-->")).toBeLessThan(out.comment.indexOf("###"));
    expect(parseCommentMarkers(out.comment)).toEqual({ commentId: "ok", headSha: "abcdef1", runAttempt: 1 });
    expect(out.summary).not.toContain("<!--");
  });

  it("keeps every table row's cell count", () => {
    const lines = out.comment.split("\n");
    const header = lines.findIndex((l) => l.startsWith("| Metric | Baseline"));
    expect(header).toBeGreaterThan(0);
    const rows = [];
    for (let i = header; i < lines.length && (lines[i] ?? "").startsWith("|"); i++) rows.push(lines[i] ?? "");
    expect(rows.length).toBe(4);
    for (const row of rows) expect(cellDelimiters(row)).toBe(5);
    for (const line of lines.filter((l) => l.startsWith("| ") && !l.startsWith("| Metric"))) {
      expect(cellDelimiters(line), line).toBe(cellDelimiters(lines[lines.findLastIndex((l, i) => i < lines.indexOf(line) && /^\|[:-]/.test(l))] ?? ""));
    }
  });

  it("injects no link or image, and drops a non-http link target", () => {
    expect(out.comment).not.toMatch(/(?<!\\)\[[^\]]*\]\((https:\/\/e\.example|javascript)/);
    expect(out.comment).not.toMatch(/(?<!\\)\]\(javascript/);
    expect(out.comment).toContain("\\[link\\](javascript:x)");
  });
});
