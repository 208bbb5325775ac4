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
export declare const ZERO_WIDTH_JOINER = "\u200D";
/** Default cap on one untrusted string, in code points (the comment has a size budget). */
export declare const DEFAULT_MAX_TEXT_LENGTH = 500;
/**
 * Shorten to at most `max` code points, ending with "…" when cut. Cuts never split a surrogate
 * pair, and happen before escaping so an escape sequence is never cut in half.
 */
export declare function clipText(text: string, max: number): string;
/**
 * Text that is safe to show anywhere plain: one line, no control characters (no terminal escape
 * sequences), no bidi controls, tabs as spaces. Used for the terminal output and as the first step
 * of {@link escapeMarkdown}.
 */
export declare function plainText(text: string, max?: number): string;
/**
 * Escape untrusted text for GitHub Markdown: inline text, table cells, list items, headings.
 * The result is one line. `max` caps the input length in code points (default 500).
 */
export declare function escapeMarkdown(text: string, max?: number): string;
/**
 * A link target we are willing to emit: http(s) only, with characters that could end the
 * Markdown link or break out of it percent-encoded. Anything else returns undefined (show the
 * text without a link).
 */
export declare function markdownLinkTarget(url: string): string | undefined;
/** A commit id worth showing as one (GitHub links it): 7–64 hex digits, shortened to 7. */
export declare function shortCommit(commit: string): string | undefined;
