/**
 * Escaping for text that comes from runs and reports (metric names, units, notes, run ids,
 * reasons, baseline descriptions) before it goes into GitHub-flavoured Markdown. Such text is
 * data, never markup: after escaping it renders as the same characters it had, on one line, and
 * it cannot
 * - inject HTML (`<`, `>`, `&` become entities),
 * - ping people or teams (`@name`) or cross-reference issues (`#12`, `GH-12`): a zero-width joiner
 *   (U+200D) goes after the `@`/`#`/`GH`, so the text looks the same but links and notifies nobody,
 * - become a link by itself (GFM autolinks `https://…`, `http://…`, `ftp://…` and `www.…`; a link to
 *   another issue or pull request also cross-references it there): a zero-width joiner goes between
 *   the scheme and `://` (and after `www`), so the address shows as written but links nowhere,
 * - render as LaTeX (GitHub typesets `$…$` and `$$…$$`, which could draw a fake verdict in large
 *   type): every `$` is wrapped in `<span>` (GitHub's documented way to show a literal `$`),
 * - forge the comment's hidden markers or open an HTML comment: `<` and `>` become entities, so
 *   `<!--` shows as written and opens nothing (removing it instead let `round<!---->_success` pass
 *   for `round_success`),
 * - break a table row (`|` is escaped, newlines become spaces),
 * - start a link or an image (`[` and `]` are escaped, so `![x](y)` and `[x](y)` stay text),
 * - open a code span that swallows our own markup (backticks are escaped),
 * - turn into emphasis or strikethrough (`*` and `~` are escaped, and `_` where it could open or
 *   close emphasis: the glob baseline/{star}/{star} must not render as "baseline//" in italics; `round_success`,
 *   where GFM never sees emphasis, stays as it is),
 * - start a block when it lands at the beginning of a line (`# `, `- `, `1. ` are escaped),
 * - hide or reorder text with bidirectional controls, or carry terminal control characters,
 * - draw over the lines around it with a pile of combining marks (at most 4 stay on a letter),
 * - hide text in invisible characters (zero-width spaces and joiners, word joiners, soft hyphens,
 *   Unicode tag characters): they become a visible U+FFFD, so `round\u200B_success` cannot pass
 *   for `round_success` (emoji keep their joiners and variation selectors).
 *
 * Backslashes are escaped first: without that, a trailing `\` in the input would escape our `\|`
 * and the pipe would split the cell after all.
 *
 * Never wrap escaped text in backticks: inside a code span backslash escapes show literally.
 */

/** A zero-width joiner: invisible, but breaks `@mention` and `#123` auto-linking. */
export const ZERO_WIDTH_JOINER = "\u200D";

/** Default cap on one untrusted string, in code points (the comment has a size budget). */
export const DEFAULT_MAX_TEXT_LENGTH = 500;

const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029\u0085]/g;
// C0 controls except tab/newline (handled above), DEL and C1 controls (ESC starts terminal sequences).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// Bidirectional embeddings, overrides, isolates and marks ("Trojan source").
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Invisible characters: Unicode's default-ignorables (the bidi controls among them are removed first).
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
// Scripts whose words need zero-width (non-)joiners (Persian, Hindi, ...), unlike Latin, Greek or Cyrillic.
const JOINING_SCRIPT_LETTER = /^(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}])[\p{L}\p{M}]$/u;

/** The code point ending just before `index`, or starting at it. */
const pointBefore = (text: string, index: number): string => String.fromCodePoint(text.codePointAt(index - 1 - (index >= 2 && /[\uDC00-\uDFFF]/.test(text.charAt(index - 1)) ? 1 : 0)) ?? 0);
const pointAt = (text: string, index: number): string => String.fromCodePoint(text.codePointAt(index) ?? 0);

/**
 * Invisible characters shown as U+FFFD, except what text needs: variation selectors, the joiner
 * inside an emoji sequence (👩‍🔬), and joiners and non-joiners between letters of scripts that use
 * them (Persian می‌خواهم, Devanagari conjuncts).
 */
function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (c: string, at: number) => {
    if (c >= "\uFE00" && c <= "\uFE0F") return c;
    if (c === "\u200C" || c === "\u200D") {
      const beforeIndex = at > 0 && text.charAt(at - 1) === "\uFE0F" ? at - 1 : at;
      const before = at > 0 ? pointBefore(text, beforeIndex) : "";
      const after = at + 1 < text.length ? pointAt(text, at + 1) : "";
      if (c === "\u200D" && PICTOGRAPH.test(before) && PICTOGRAPH.test(after)) return c;
      if (JOINING_SCRIPT_LETTER.test(pointBefore(text, at)) && JOINING_SCRIPT_LETTER.test(after)) return c;
    }
    return "\uFFFD";
  });
}

/**
 * Shorten to at most `max` code points, ending with "…" when cut. Cuts never split a surrogate
 * pair, and happen before escaping so an escape sequence is never cut in half.
 */
export function clipText(text: string, max: number): string {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, got ${max}`);
  if (text.length <= max) return text;
  // Walk at most `max` code points, never the whole text: a grader reason can be megabytes long.
  let end = 0;
  let cut = 0;
  for (let points = 0; points < max; points++) {
    if (end >= text.length) return text;
    if (points === max - 1) cut = end;
    end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  return end >= text.length ? text : `${text.slice(0, cut)}…`;
}

/**
 * Text that is safe to show anywhere plain: one line, no control characters (no terminal escape
 * sequences), no bidi controls, tabs as spaces. Used for the terminal output and as the first step
 * of {@link escapeMarkdown}.
 */
export function plainText(text: string, max = DEFAULT_MAX_TEXT_LENGTH): string {
  return showInvisible(
    clipText(text, max)
      .replace(LINE_BREAKS, " ")
      .replace(/\t/g, " ")
      .replace(CONTROLS, "\uFFFD")
      .replace(BIDI, "")
      // "Zalgo": dozens of combining marks on one letter draw over the lines around it; no script needs more than a few
      .replace(/(\p{M}{4})\p{M}+/gu, "$1"),
  );
}

/**
 * Escape untrusted text for GitHub Markdown: inline text, table cells, list items, headings.
 * The result is one line. `max` caps the input length in code points (default 500).
 */
export function escapeMarkdown(text: string, max = DEFAULT_MAX_TEXT_LENGTH): string {
  let s = plainText(text, max);
  s = s.replace(/\\/g, "\\\\");
  s = s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  s = s.replace(/[|`[\]*~]/g, (c) => `\\${c}`);
  // GFM ignores an underscore between two alphanumerics (intraword), so identifiers stay readable.
  s = s.replace(/(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, "\\_");
  // GitHub only links an @ that does not follow a word character (so "x@1" and e-mail addresses stay).
  s = s.replace(/(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])/g, `@${ZERO_WIDTH_JOINER}`);
  s = s.replace(/#(?=\d)/g, `#${ZERO_WIDTH_JOINER}`);
  s = s.replace(/\b(GH)(?=-\d)/gi, `$1${ZERO_WIDTH_JOINER}`);
  // cmark-gfm's extended autolinks start at a scheme followed by "://", or at "www.".
  s = s.replace(/\b(https?|ftp)(?=:\/\/)/gi, `$1${ZERO_WIDTH_JOINER}`).replace(/\b(www)(?=\.)/gi, `$1${ZERO_WIDTH_JOINER}`);
  s = s.replace(/\$/g, () => "<span>$</span>");
  // Block starts matter when the text begins a line (list items, cells are safe but cheap to cover).
  s = s.replace(/^(\s*)([#+*=~-])/, "$1\\$2").replace(/^(\s*\d+)([.)])/, "$1\\$2");
  return s;
}

/**
 * A link target we are willing to emit: http(s) only, with characters that could end the
 * Markdown link or break out of it percent-encoded. Anything else returns undefined (show the
 * text without a link).
 */
export function markdownLinkTarget(url: string): string | undefined {
  const trimmed = url.trim();
  if (!/^https?:\/\/[^\s/]/i.test(trimmed)) return undefined;
  if (trimmed.length > 2000) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F-\u009F]/.test(trimmed)) return undefined;
  return trimmed.replace(/[\s()<>"'`|[\]\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

/** A commit id worth showing as one (GitHub links it): 7–64 hex digits, shortened to 7. */
export function shortCommit(commit: string): string | undefined {
  const trimmed = commit.trim().toLowerCase();
  return /^[0-9a-f]{7,64}$/.test(trimmed) ? trimmed.slice(0, 7) : undefined;
}
