/**
 * Python 3 `re` patterns (str patterns, Unicode by default) run on JavaScript's RegExp.
 *
 * The pattern is parsed by a port of CPython 3.11's `re/_parser.py` (same grammar, same error
 * texts and positions, e.g. `missing ), unterminated subpattern at position 0`), then emitted as a
 * JavaScript `u`-mode RegExp whose every piece has Python's meaning:
 * - `\w`, `\d`, `\s` (and `\b`, `\B`) use the code point sets Python's own `re` matches
 *   (py-regex-tables.ts, generated from python3), `a`/ASCII flag gives the ASCII sets;
 * - IGNORECASE uses sre's equivalence classes (`ſ` matches `s`, the Kelvin sign `k`, `ı` `i`),
 *   also for scoped `(?i:...)` / `(?-i:...)` (JavaScript has no scoped flags here);
 * - `.` excludes only `\n` (DOTALL: anything), `$` matches at the end and before a final `\n`,
 *   MULTILINE `^`/`$` break lines at `\n` only, `\A`, `\Z`;
 * - `(?P<name>...)`, `(?P=name)`, `(?#...)`, VERBOSE, atomic groups `(?>...)` and possessive
 *   quantifiers (emulated with a lookahead and a back-reference), lookbehind with Python's
 *   fixed-width rule.
 * Where JavaScript's RegExp semantics differ from sre's (a capture group inside a repeat keeps its
 * last value in Python but is reset every iteration in JavaScript; sre lets one empty iteration
 * through; conditional groups `(?(1)yes|no)`; case-insensitive back-references), the pattern
 * runs on a small backtracking matcher over the same parse with sre's rules instead.
 * `\N{NAME}` escapes raise PyRegexUnsupported (no Unicode name table here): never a silently
 * different match.
 */
import { codePointLength } from "../../core/pynum.js";
import { pyStrRepr } from "../../core/py-str-repr.js";
import { PyError } from "../py-format.js";
import { pySimpleLower } from "../../core/py-lower.js";
import { PY_ALPHA_RANGES, PY_CASE_GROUPS, PY_DIGIT_RANGES, PY_ID_CONTINUE_RANGES, PY_ID_START_RANGES, PY_SPACE_RANGES, PY_WORD_RANGES } from "./py-regex-tables.js";

/** Python's `re.error`: `msg` plus ` at position N` (and ` (line L, column C)` for multi-line patterns). */
export class PyRegexError extends Error {
  override readonly name = "error";
  constructor(
    readonly msg: string,
    pattern: readonly string[] | undefined,
    readonly pos: number | undefined,
  ) {
    super(formatReError(msg, pattern, pos));
  }
}

/** A valid Python pattern that JavaScript's RegExp cannot run faithfully. */
export class PyRegexUnsupported extends Error {
  override readonly name = "PyRegexUnsupported";
}

function formatReError(msg: string, pattern: readonly string[] | undefined, pos: number | undefined): string {
  if (pattern === undefined || pos === undefined) return msg;
  let text = `${msg} at position ${pos}`;
  if (pattern.includes("\n")) {
    const before = pattern.slice(0, pos);
    const lineno = before.filter((c) => c === "\n").length + 1;
    const lastNl = before.lastIndexOf("\n");
    const colno = pos - lastNl;
    text += ` (line ${lineno}, column ${colno})`;
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// Flags (values as sre's constants)
const FLAG_I = 2;
const FLAG_L = 4;
const FLAG_M = 8;
const FLAG_S = 16;
const FLAG_U = 32;
const FLAG_X = 64;
const FLAG_A = 256;
const FLAG_T = 1;
const TYPE_FLAGS = FLAG_A | FLAG_L | FLAG_U;
const GLOBAL_FLAGS = FLAG_T;
const FLAGS: Readonly<Record<string, number>> = { i: FLAG_I, L: FLAG_L, m: FLAG_M, s: FLAG_S, x: FLAG_X, a: FLAG_A, t: FLAG_T, u: FLAG_U };

/** Python's `re.IGNORECASE`, for callers. */
export const PY_IGNORECASE = FLAG_I;

const MAXREPEAT = 4294967295;
const MAXGROUPS = 1073741823;
const MAXWIDTH = Number.POSITIVE_INFINITY;

// ---------------------------------------------------------------------------------------------
// The parsed pattern (sre's opcodes)
type Category = "digit" | "not_digit" | "space" | "not_space" | "word" | "not_word";
type SetItem = { readonly t: "lit"; readonly cp: number } | { readonly t: "range"; readonly lo: number; readonly hi: number } | { readonly t: "cat"; readonly cat: Category };
type At = "beginning" | "beginning_string" | "end" | "end_string" | "boundary" | "non_boundary";

type Node =
  | { readonly op: "lit"; readonly cp: number }
  | { readonly op: "notlit"; readonly cp: number }
  | { readonly op: "in"; readonly negate: boolean; readonly items: readonly SetItem[] }
  | { readonly op: "any" }
  | { readonly op: "at"; readonly at: At }
  | { readonly op: "repeat"; readonly min: number; readonly max: number; readonly kind: "greedy" | "lazy" | "possessive"; readonly item: Seq }
  | { readonly op: "sub"; readonly group: number | null; readonly add: number; readonly del: number; readonly p: Seq }
  | { readonly op: "atomic"; readonly p: Seq }
  | { readonly op: "branch"; readonly items: readonly Seq[] }
  | { readonly op: "assert"; readonly dir: 1 | -1; readonly neg: boolean; readonly p: Seq }
  | { readonly op: "groupref"; readonly gid: number }
  | { readonly op: "groupref_exists"; readonly gid: number; readonly yes: Seq; readonly no: Seq | null }
  | { readonly op: "named_char" };

class Seq {
  width: [number, number] | undefined;
  constructor(
    readonly state: State,
    readonly data: Node[] = [],
  ) {}

  getwidth(): [number, number] {
    if (this.width !== undefined) return this.width;
    let lo = 0;
    let hi = 0;
    for (const node of this.data) {
      switch (node.op) {
        case "branch": {
          let i = MAXWIDTH;
          let j = 0;
          for (const item of node.items) {
            const [l, h] = item.getwidth();
            i = Math.min(i, l);
            j = Math.max(j, h);
          }
          lo += i;
          hi += j;
          break;
        }
        case "atomic":
        case "sub": {
          const [i, j] = node.p.getwidth();
          lo += i;
          hi += j;
          break;
        }
        case "repeat": {
          const [i, j] = node.item.getwidth();
          lo += i * node.min;
          // MAXWIDTH is Infinity here (2**64 in sre): a body of unbounded width repeated {0} adds 0, not NaN
          if (node.max === MAXREPEAT && j > 0) hi = MAXWIDTH;
          else if (node.max !== 0) hi += j * node.max;
          break;
        }
        case "lit":
        case "notlit":
        case "in":
        case "any":
        case "named_char":
          lo += 1;
          hi += 1;
          break;
        case "groupref": {
          const [i, j] = this.state.groupwidths[node.gid] ?? [0, 0];
          lo += i;
          hi += j;
          break;
        }
        case "groupref_exists": {
          let [i, j] = node.yes.getwidth();
          if (node.no !== null) {
            const [l, h] = node.no.getwidth();
            i = Math.min(i, l);
            j = Math.max(j, h);
          } else {
            i = 0;
          }
          lo += i;
          hi += j;
          break;
        }
        case "at":
        case "assert":
          break;
      }
    }
    this.width = [lo, hi];
    return this.width;
  }
}

class State {
  flags = 0;
  groupdict = new Map<string, number>();
  groupwidths: Array<[number, number] | null> = [null];
  lookbehindgroups: number | null = null;
  grouprefpos = new Map<number, number>();
  get groups(): number {
    return this.groupwidths.length;
  }
  opengroup(name: string | null): number {
    const gid = this.groups;
    this.groupwidths.push(null);
    if (this.groups > MAXGROUPS) throw new PyRegexError("too many groups", undefined, undefined);
    if (name !== null) {
      const ogid = this.groupdict.get(name);
      if (ogid !== undefined) throw new PyRegexError(`redefinition of group name ${pyStrRepr(name)} as group ${gid}; was group ${ogid}`, undefined, undefined);
      this.groupdict.set(name, gid);
    }
    return gid;
  }
  closegroup(gid: number, p: Seq): void {
    this.groupwidths[gid] = p.getwidth();
  }
  checkgroup(gid: number): boolean {
    return gid < this.groups && this.groupwidths[gid] !== null;
  }
  checklookbehindgroup(gid: number, source: Tokenizer): void {
    if (this.lookbehindgroups !== null) {
      if (!this.checkgroup(gid)) throw source.error("cannot refer to an open group");
      if (gid >= this.lookbehindgroups) throw source.error("cannot refer to group defined in the same lookbehind subpattern");
    }
  }
}

const DIGITS = new Set("0123456789");
const OCTDIGITS = new Set("01234567");
const HEXDIGITS = new Set("0123456789abcdefABCDEF");
const ASCIILETTERS = new Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
const WHITESPACE = new Set(" \t\n\r\v\f");
const SPECIAL_CHARS = ".\\[{()*+?^$|";
const REPEAT_CHARS = "*+?{";

class Tokenizer {
  index = 0;
  next: string | null = null;
  constructor(readonly chars: readonly string[]) {
    this.advance();
  }
  private advance(): void {
    let index = this.index;
    let char = this.chars[index];
    if (char === undefined) {
      this.next = null;
      return;
    }
    if (char === "\\") {
      index += 1;
      const following = this.chars[index];
      if (following === undefined) throw new PyRegexError("bad escape (end of pattern)", this.chars, this.chars.length - 1);
      char += following;
    }
    this.index = index + 1;
    this.next = char;
  }
  match(char: string): boolean {
    if (char === this.next) {
      this.advance();
      return true;
    }
    return false;
  }
  get(): string | null {
    const current = this.next;
    this.advance();
    return current;
  }
  getwhile(n: number, charset: ReadonlySet<string>): string {
    let result = "";
    for (let k = 0; k < n; k++) {
      const c = this.next;
      if (c === null || !charset.has(c)) break;
      result += c;
      this.advance();
    }
    return result;
  }
  getuntil(terminator: string, name: string): string {
    let result = "";
    for (;;) {
      const c = this.next;
      this.advance();
      if (c === null) {
        if (result === "") throw this.error(`missing ${name}`);
        throw this.error(`missing ${terminator}, unterminated name`, cpLen(result));
      }
      if (c === terminator) {
        if (result === "") throw this.error(`missing ${name}`, 1);
        break;
      }
      result += c;
    }
    return result;
  }
  tell(): number {
    return this.index - (this.next === null ? 0 : cpLen(this.next));
  }
  seek(index: number): void {
    this.index = index;
    this.advance();
  }
  error(msg: string, offset = 0): PyRegexError {
    return new PyRegexError(msg, this.chars, this.tell() - offset);
  }
  checkgroupname(name: string, offset: number): void {
    if (!isIdentifier(name)) throw this.error(`bad character in group name ${pyStrRepr(name)}`, cpLen(name) + offset);
  }
}

const cpLen = codePointLength;

let nameTables: { readonly start: Ranges; readonly rest: Ranges; readonly alpha: Ranges } | undefined;

function parserTables(): NonNullable<typeof nameTables> {
  nameTables ??= { start: decodeRanges(PY_ID_START_RANGES), rest: decodeRanges(PY_ID_CONTINUE_RANGES), alpha: decodeRanges(PY_ALPHA_RANGES) };
  return nameTables;
}

/** Python 3.11's `str.isidentifier()` (XID_Start or `_`, then XID_Continue), from Python's own tables (Node's Unicode is newer). */
function isIdentifier(name: string): boolean {
  const t = parserTables();
  let first = true;
  for (const ch of name) {
    if (!inRanges(first ? t.start : t.rest, ch.codePointAt(0) as number)) return false;
    first = false;
  }
  return !first;
}

/** Python 3.11's `str.isalpha()` of one character, from Python's own table. */
function isAlpha(char: string): boolean {
  return inRanges(parserTables().alpha, char.codePointAt(0) as number);
}

function cp(text: string): number {
  return text.codePointAt(0) ?? 0;
}

type Code = { readonly kind: "node"; readonly node: Node } | { readonly kind: "set"; readonly items: readonly SetItem[] };

const CATEGORIES: Readonly<Record<string, Code>> = {
  "\\A": { kind: "node", node: { op: "at", at: "beginning_string" } },
  "\\b": { kind: "node", node: { op: "at", at: "boundary" } },
  "\\B": { kind: "node", node: { op: "at", at: "non_boundary" } },
  "\\d": { kind: "set", items: [{ t: "cat", cat: "digit" }] },
  "\\D": { kind: "set", items: [{ t: "cat", cat: "not_digit" }] },
  "\\s": { kind: "set", items: [{ t: "cat", cat: "space" }] },
  "\\S": { kind: "set", items: [{ t: "cat", cat: "not_space" }] },
  "\\w": { kind: "set", items: [{ t: "cat", cat: "word" }] },
  "\\W": { kind: "set", items: [{ t: "cat", cat: "not_word" }] },
  "\\Z": { kind: "node", node: { op: "at", at: "end_string" } },
};

const ESCAPES: Readonly<Record<string, number>> = { "\\a": 7, "\\b": 8, "\\f": 12, "\\n": 10, "\\r": 13, "\\t": 9, "\\v": 11, "\\\\": 92 };

class NotAnEscape extends Error {}

/** `\x`, `\u`, `\U`, `\N{...}` (shared by both escape readers); undefined when not one of them. */
function numericEscape(source: Tokenizer, escape: string): { lit: number } | { named: true } | undefined {
  const c = escape.slice(1, 2);
  if (c === "x" || c === "u" || c === "U") {
    const digits = c === "x" ? 2 : c === "u" ? 4 : 8;
    const text = escape + source.getwhile(digits, HEXDIGITS);
    if (cpLen(text) !== digits + 2) throw source.error(`incomplete escape ${text}`, cpLen(text));
    const value = parseInt(text.slice(2), 16);
    if (c === "U" && value > 0x10ffff) throw source.error(`bad escape ${text}`, cpLen(text));
    return { lit: value };
  }
  if (c === "N") {
    if (!source.match("{")) throw source.error("missing {");
    const name = source.getuntil("}", "character name");
    // without a name table the lookup cannot be done, but a name no Unicode character (or alias)
    // can have is Python's re.error at once, as unicodedata.lookup fails there
    if (!/^[A-Za-z][A-Za-z0-9 -]*$/.test(name) || name.includes("  ") || name.endsWith(" ")) {
      throw source.error(`undefined character name ${pyStrRepr(name)}`, cpLen(name) + 4);
    }
    return { named: true };
  }
  return undefined;
}

function classEscape(source: Tokenizer, escape: string): Code {
  const code = ESCAPES[escape];
  if (code !== undefined) return { kind: "set", items: [{ t: "lit", cp: code }] };
  const category = CATEGORIES[escape];
  if (category !== undefined && category.kind === "set") return category;
  try {
    const numeric = numericEscape(source, escape);
    if (numeric !== undefined) {
      if ("named" in numeric) throw new PyRegexUnsupported("\\N{...} named-character escapes are not supported (JavaScript has no Unicode name table here); write the character or \\uXXXX");
      return { kind: "set", items: [{ t: "lit", cp: numeric.lit }] };
    }
    const c = escape.slice(1, 2);
    if (OCTDIGITS.has(c)) {
      const text = escape + source.getwhile(2, OCTDIGITS);
      const value = parseInt(text.slice(1), 8);
      if (value > 0o377) throw source.error(`octal escape value ${text} outside of range 0-0o377`, cpLen(text));
      return { kind: "set", items: [{ t: "lit", cp: value }] };
    }
    if (DIGITS.has(c)) throw new NotAnEscape();
    if (cpLen(escape) === 2) {
      if (ASCIILETTERS.has(c)) throw source.error(`bad escape ${escape}`, cpLen(escape));
      return { kind: "set", items: [{ t: "lit", cp: cp(escape.slice(1)) }] };
    }
  } catch (error) {
    if (!(error instanceof NotAnEscape)) throw error;
  }
  throw source.error(`bad escape ${escape}`, cpLen(escape));
}

function escapeCode(source: Tokenizer, escape: string, state: State): Code {
  const category = CATEGORIES[escape];
  if (category !== undefined) return category;
  const code = ESCAPES[escape];
  if (code !== undefined) return { kind: "node", node: { op: "lit", cp: code } };
  try {
    const numeric = numericEscape(source, escape);
    if (numeric !== undefined) return { kind: "node", node: "named" in numeric ? { op: "named_char" } : { op: "lit", cp: numeric.lit } };
    const c = escape.slice(1, 2);
    if (c === "0") {
      const text = escape + source.getwhile(2, OCTDIGITS);
      return { kind: "node", node: { op: "lit", cp: parseInt(text.slice(1), 8) } };
    }
    if (DIGITS.has(c)) {
      let text = escape;
      if (source.next !== null && DIGITS.has(source.next)) {
        text += source.get() ?? "";
        if (OCTDIGITS.has(text[1] ?? "") && OCTDIGITS.has(text[2] ?? "") && source.next !== null && OCTDIGITS.has(source.next)) {
          text += source.get() ?? "";
          const value = parseInt(text.slice(1), 8);
          if (value > 0o377) throw source.error(`octal escape value ${text} outside of range 0-0o377`, cpLen(text));
          return { kind: "node", node: { op: "lit", cp: value } };
        }
      }
      const group = parseInt(text.slice(1), 10);
      if (group < state.groups) {
        if (!state.checkgroup(group)) throw source.error("cannot refer to an open group", cpLen(text));
        state.checklookbehindgroup(group, source);
        return { kind: "node", node: { op: "groupref", gid: group } };
      }
      throw source.error(`invalid group reference ${group}`, cpLen(text) - 1);
    }
    if (cpLen(escape) === 2) {
      if (ASCIILETTERS.has(c)) throw source.error(`bad escape ${escape}`, cpLen(escape));
      return { kind: "node", node: { op: "lit", cp: cp(escape.slice(1)) } };
    }
  } catch (error) {
    if (!(error instanceof NotAnEscape)) throw error;
  }
  throw source.error(`bad escape ${escape}`, cpLen(escape));
}

function toNode(code: Code): Node {
  return code.kind === "node" ? code.node : { op: "in", negate: false, items: code.items };
}

function parseSub(source: Tokenizer, state: State, verbose: boolean, nested: number): Seq {
  const items: Seq[] = [];
  for (;;) {
    items.push(parse(source, state, verbose, nested + 1, nested === 0 && items.length === 0));
    if (!source.match("|")) break;
    if (nested === 0) verbose = (state.flags & FLAG_X) !== 0;
  }
  if (items.length === 1) return items[0] as Seq;
  return new Seq(state, [{ op: "branch", items }]);
}

const isRepeat = (node: Node | undefined): boolean => node?.op === "repeat";

function parse(source: Tokenizer, state: State, verbose: boolean, nested: number, first = false): Seq {
  const sub = new Seq(state);
  const data = sub.data;
  for (;;) {
    let current = source.next;
    if (current === null) break;
    if (current === "|" || current === ")") break;
    source.get();
    if (verbose) {
      if (WHITESPACE.has(current)) continue;
      if (current === "#") {
        for (;;) {
          current = source.get();
          if (current === null || current === "\n") break;
        }
        continue;
      }
    }
    if (current.startsWith("\\") && current.length > 1) {
      data.push(toNode(escapeCode(source, current, state)));
    } else if (!SPECIAL_CHARS.includes(current)) {
      data.push({ op: "lit", cp: cp(current) });
    } else if (current === "[") {
      const here = source.tell() - 1;
      const set: SetItem[] = [];
      const negate = source.match("^");
      for (;;) {
        const item = source.get();
        if (item === null) throw source.error("unterminated character set", source.tell() - here);
        if (item === "]" && set.length > 0) break;
        let code1: Code;
        if (item.startsWith("\\") && item.length > 1) code1 = classEscape(source, item);
        else code1 = { kind: "set", items: [{ t: "lit", cp: cp(item) }] };
        if (source.match("-")) {
          const that = source.get();
          if (that === null) throw source.error("unterminated character set", source.tell() - here);
          if (that === "]") {
            set.push(...(code1.kind === "set" ? code1.items.slice(0, 1) : []));
            set.push({ t: "lit", cp: 45 });
            break;
          }
          const code2: Code = that.startsWith("\\") && that.length > 1 ? classEscape(source, that) : { kind: "set", items: [{ t: "lit", cp: cp(that) }] };
          const lit1 = code1.kind === "set" && code1.items.length === 1 && code1.items[0]?.t === "lit" ? code1.items[0].cp : undefined;
          const lit2 = code2.kind === "set" && code2.items.length === 1 && code2.items[0]?.t === "lit" ? code2.items[0].cp : undefined;
          const msg = `bad character range ${item}-${that}`;
          if (lit1 === undefined || lit2 === undefined) throw source.error(msg, cpLen(item) + 1 + cpLen(that));
          if (lit2 < lit1) throw source.error(msg, cpLen(item) + 1 + cpLen(that));
          set.push({ t: "range", lo: lit1, hi: lit2 });
        } else {
          set.push(...(code1.kind === "set" ? code1.items.slice(0, 1) : []));
        }
      }
      if (set.length === 1 && set[0]?.t === "lit") data.push(negate ? { op: "notlit", cp: set[0].cp } : { op: "lit", cp: set[0].cp });
      else data.push({ op: "in", negate, items: set });
    } else if (REPEAT_CHARS.includes(current)) {
      const here = source.tell();
      let min = 0;
      let max = MAXREPEAT;
      if (current === "?") max = 1;
      else if (current === "+") min = 1;
      else if (current === "{") {
        if (source.next === "}") {
          data.push({ op: "lit", cp: cp(current) });
          continue;
        }
        let lo = "";
        let hi = "";
        while (source.next !== null && DIGITS.has(source.next)) lo += source.get() ?? "";
        if (source.match(",")) {
          while (source.next !== null && DIGITS.has(source.next)) hi += source.get() ?? "";
        } else hi = lo;
        if (!source.match("}")) {
          data.push({ op: "lit", cp: cp(current) });
          source.seek(here);
          continue;
        }
        if (lo !== "") {
          min = Number(lo);
          if (min >= MAXREPEAT) throw new PyError("OverflowError", "the repetition number is too large");
        }
        if (hi !== "") {
          max = Number(hi);
          if (max >= MAXREPEAT) throw new PyError("OverflowError", "the repetition number is too large");
          if (max < min) throw source.error("min repeat greater than max repeat", source.tell() - here);
        }
      }
      const last = data[data.length - 1];
      if (last === undefined || last.op === "at") throw source.error("nothing to repeat", source.tell() - here + cpLen(current));
      if (isRepeat(last)) throw source.error("multiple repeat", source.tell() - here + cpLen(current));
      let item = new Seq(state, [last]);
      if (last.op === "sub" && last.group === null && last.add === 0 && last.del === 0) item = last.p;
      const kind = source.match("?") ? "lazy" : source.match("+") ? "possessive" : "greedy";
      data[data.length - 1] = { op: "repeat", min, max, kind, item };
    } else if (current === ".") {
      data.push({ op: "any" });
    } else if (current === "(") {
      const start = source.tell() - 1;
      let capture = true;
      let atomic = false;
      let name: string | null = null;
      let addFlags = 0;
      let delFlags = 0;
      if (source.match("?")) {
        let char = source.get();
        if (char === null) throw source.error("unexpected end of pattern");
        if (char === "P") {
          if (source.match("<")) {
            name = source.getuntil(">", "group name");
            source.checkgroupname(name, 1);
          } else if (source.match("=")) {
            const ref = source.getuntil(")", "group name");
            source.checkgroupname(ref, 1);
            const gid = state.groupdict.get(ref);
            if (gid === undefined) throw source.error(`unknown group name ${pyStrRepr(ref)}`, cpLen(ref) + 1);
            if (!state.checkgroup(gid)) throw source.error("cannot refer to an open group", cpLen(ref) + 1);
            state.checklookbehindgroup(gid, source);
            data.push({ op: "groupref", gid });
            continue;
          } else {
            const after = source.get();
            if (after === null) throw source.error("unexpected end of pattern");
            throw source.error(`unknown extension ?P${after}`, cpLen(after) + 2);
          }
        } else if (char === ":") {
          capture = false;
        } else if (char === "#") {
          for (;;) {
            if (source.next === null) throw source.error("missing ), unterminated comment", source.tell() - start);
            if (source.get() === ")") break;
          }
          continue;
        } else if (char === "=" || char === "!" || char === "<") {
          let dir: 1 | -1 = 1;
          let outerLookbehind: number | null | undefined;
          if (char === "<") {
            char = source.get();
            if (char === null) throw source.error("unexpected end of pattern");
            if (char !== "=" && char !== "!") throw source.error(`unknown extension ?<${char}`, cpLen(char) + 2);
            dir = -1;
            outerLookbehind = state.lookbehindgroups;
            if (outerLookbehind === null) state.lookbehindgroups = state.groups;
          }
          const p = parseSub(source, state, verbose, nested + 1);
          if (dir < 0 && outerLookbehind === null) state.lookbehindgroups = null;
          if (!source.match(")")) throw source.error("missing ), unterminated subpattern", source.tell() - start);
          data.push({ op: "assert", dir, neg: char === "!", p });
          continue;
        } else if (char === "(") {
          const condname = source.getuntil(")", "group name");
          let condgroup: number;
          if (isIdentifier(condname)) {
            const gid = state.groupdict.get(condname);
            if (gid === undefined) throw source.error(`unknown group name ${pyStrRepr(condname)}`, cpLen(condname) + 1);
            condgroup = gid;
          } else {
            if (!/^[0-9]+$/.test(condname)) throw source.error(`bad character in group name ${pyStrRepr(condname)}`, cpLen(condname) + 1);
            condgroup = Number(condname);
            if (condgroup === 0) throw source.error("bad group number", cpLen(condname) + 1);
            if (condgroup >= MAXGROUPS) throw source.error(`invalid group reference ${condgroup}`, cpLen(condname) + 1);
            if (!state.grouprefpos.has(condgroup)) state.grouprefpos.set(condgroup, source.tell() - cpLen(condname) - 1);
          }
          state.checklookbehindgroup(condgroup, source);
          const yes = parse(source, state, verbose, nested + 1);
          let no: Seq | null = null;
          if (source.match("|")) {
            no = parse(source, state, verbose, nested + 1);
            if (source.next === "|") throw source.error("conditional backref with more than two branches");
          }
          if (!source.match(")")) throw source.error("missing ), unterminated subpattern", source.tell() - start);
          data.push({ op: "groupref_exists", gid: condgroup, yes, no });
          continue;
        } else if (char === ">") {
          capture = false;
          atomic = true;
        } else if (char in FLAGS || char === "-") {
          const flags = parseFlags(source, state, char);
          if (flags === null) {
            if (!first || data.length > 0) throw source.error("global flags not at the start of the expression", source.tell() - start);
            verbose = (state.flags & FLAG_X) !== 0;
            continue;
          }
          [addFlags, delFlags] = flags;
          capture = false;
        } else {
          throw source.error(`unknown extension ?${char}`, cpLen(char) + 1);
        }
      }
      let group: number | null = null;
      if (capture) {
        try {
          group = state.opengroup(name);
        } catch (error) {
          if (error instanceof PyRegexError) throw source.error(error.msg, cpLen(name ?? "") + 1);
          throw error;
        }
      }
      const subVerbose = (verbose || (addFlags & FLAG_X) !== 0) && (delFlags & FLAG_X) === 0;
      const p = parseSub(source, state, subVerbose, nested + 1);
      if (!source.match(")")) throw source.error("missing ), unterminated subpattern", source.tell() - start);
      if (group !== null) state.closegroup(group, p);
      if (atomic) data.push({ op: "atomic", p });
      else data.push({ op: "sub", group, add: addFlags, del: delFlags, p });
    } else if (current === "^") {
      data.push({ op: "at", at: "beginning" });
    } else if (current === "$") {
      data.push({ op: "at", at: "end" });
    }
  }
  return sub;
}

function parseFlags(source: Tokenizer, state: State, first: string): [number, number] | null {
  let char: string | null = first;
  let addFlags = 0;
  let delFlags = 0;
  if (char !== "-") {
    for (;;) {
      const flag = FLAGS[char] ?? 0;
      if (char === "L") throw source.error("bad inline flags: cannot use 'L' flag with a str pattern");
      addFlags |= flag;
      if ((flag & TYPE_FLAGS) !== 0 && (addFlags & TYPE_FLAGS) !== flag) throw source.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible");
      char = source.get();
      if (char === null) throw source.error("missing -, : or )");
      if (")-:".includes(char)) break;
      if (!(char in FLAGS)) throw source.error(isAlpha(char) ? "unknown flag" : "missing -, : or )", cpLen(char));
    }
  }
  if (char === ")") {
    state.flags |= addFlags;
    return null;
  }
  if ((addFlags & GLOBAL_FLAGS) !== 0) throw source.error("bad inline flags: cannot turn on global flag", 1);
  if (char === "-") {
    char = source.get();
    if (char === null) throw source.error("missing flag");
    if (!(char in FLAGS)) throw source.error(isAlpha(char) ? "unknown flag" : "missing flag", cpLen(char));
    for (;;) {
      const flag = FLAGS[char] ?? 0;
      if ((flag & TYPE_FLAGS) !== 0) throw source.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'");
      delFlags |= flag;
      char = source.get();
      if (char === null) throw source.error("missing :");
      if (char === ":") break;
      if (!(char in FLAGS)) throw source.error(isAlpha(char) ? "unknown flag" : "missing :", cpLen(char));
    }
  }
  if ((delFlags & GLOBAL_FLAGS) !== 0) throw source.error("bad inline flags: cannot turn off global flag", 1);
  if ((addFlags & delFlags) !== 0) throw source.error("bad inline flags: flag turned on and off", 1);
  return [addFlags, delFlags];
}

// ---------------------------------------------------------------------------------------------
// Code point range sets

type Ranges = ReadonlyArray<readonly [number, number]>;

function decodeRanges(text: string): Ranges {
  return text.split(",").map((part) => {
    const [lo, hi] = part.split("-");
    const a = parseInt(lo ?? "0", 16);
    return [a, hi === undefined ? a : parseInt(hi, 16)] as const;
  });
}

function normalise(ranges: Array<readonly [number, number]>): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

function complement(ranges: Ranges): Ranges {
  const out: Array<readonly [number, number]> = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= 0x10ffff) out.push([next, 0x10ffff]);
  return out;
}

let tables: { word: Ranges; digit: Ranges; space: Ranges; groups: ReadonlyArray<readonly number[]>; groupOf: ReadonlyMap<number, readonly number[]> } | undefined;

function unicodeTables(): NonNullable<typeof tables> {
  if (tables === undefined) {
    const groups = PY_CASE_GROUPS.split(",").map((g) => g.split(".").map((h) => parseInt(h, 16)));
    const groupOf = new Map<number, readonly number[]>();
    for (const g of groups) for (const member of g) groupOf.set(member, g);
    tables = { word: decodeRanges(PY_WORD_RANGES), digit: decodeRanges(PY_DIGIT_RANGES), space: decodeRanges(PY_SPACE_RANGES), groups, groupOf };
  }
  return tables;
}

const ASCII_WORD: Ranges = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
const ASCII_DIGIT: Ranges = [[0x30, 0x39]];
const ASCII_SPACE: Ranges = [
  [0x09, 0x0d],
  [0x20, 0x20],
];

function categoryRanges(cat: Category, ascii: boolean): Ranges {
  const t = ascii ? undefined : unicodeTables();
  const base = cat === "digit" || cat === "not_digit" ? (t?.digit ?? ASCII_DIGIT) : cat === "space" || cat === "not_space" ? (t?.space ?? ASCII_SPACE) : (t?.word ?? ASCII_WORD);
  return cat.startsWith("not_") ? complement(base) : base;
}

/** The IGNORECASE class of a code point (itself alone when it has no case partner). */
function caseGroup(code: number, ascii: boolean): readonly number[] {
  if (ascii) {
    if (code >= 0x41 && code <= 0x5a) return [code, code + 32];
    if (code >= 0x61 && code <= 0x7a) return [code - 32, code];
    return [code];
  }
  return unicodeTables().groupOf.get(code) ?? [code];
}

/** A set closed under IGNORECASE: every class that meets it is added whole (sre's lower()-then-test). */
function caseClose(ranges: Ranges, ascii: boolean): Ranges {
  const extra: Array<readonly [number, number]> = [...ranges];
  const inside = (c: number): boolean => ranges.some(([lo, hi]) => c >= lo && c <= hi);
  const groups = ascii ? Array.from({ length: 26 }, (_, k) => [0x41 + k, 0x61 + k]) : unicodeTables().groups;
  for (const g of groups) if (g.some(inside)) for (const m of g) extra.push([m, m]);
  return normalise(extra);
}

/** The code points a character set matches (before negation), IGNORECASE applied. */
function setRanges(items: readonly SetItem[], flags: number): Ranges {
  const ascii = (flags & FLAG_A) !== 0;
  const parts: Array<readonly [number, number]> = [];
  const categories: Array<readonly [number, number]> = [];
  for (const item of items) {
    if (item.t === "lit") parts.push([item.cp, item.cp]);
    else if (item.t === "range") parts.push([item.lo, item.hi]);
    else categories.push(...categoryRanges(item.cat, ascii));
  }
  const literal = (flags & FLAG_I) !== 0 ? caseClose(normalise(parts), ascii) : normalise(parts);
  return normalise([...literal, ...categories]);
}

function hex(code: number): string {
  return `\\u{${code.toString(16)}}`;
}

function classSource(ranges: Ranges, negate: boolean): string {
  if (ranges.length === 0) return negate ? "[^]" : "[]";
  const body = ranges.map(([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`)).join("");
  return `[${negate ? "^" : ""}${body}]`;
}

// ---------------------------------------------------------------------------------------------
// Emission

interface EmitState {
  /** JavaScript capture index of each Python group (index 0 unused). */
  readonly jsGroup: number[];
  jsCount: number;
}

function emitSeq(seq: Seq, flags: number, st: EmitState): string {
  return seq.data.map((n) => emitNode(n, flags, st)).join("");
}

function wordClass(flags: number, negate: boolean): string {
  return classSource(categoryRanges("word", (flags & FLAG_A) !== 0), negate);
}

function emitNode(node: Node, flags: number, st: EmitState): string {
  const ignoreCase = (flags & FLAG_I) !== 0;
  const ascii = (flags & FLAG_A) !== 0;
  switch (node.op) {
    case "lit":
    case "notlit": {
      const negate = node.op === "notlit";
      if (!ignoreCase) return negate ? classSource([[node.cp, node.cp]], true) : hex(node.cp);
      const group = caseGroup(node.cp, ascii);
      if (group.length === 1 && !negate) return hex(node.cp);
      return classSource(normalise(group.map((m) => [m, m] as const)), negate);
    }
    case "in":
      return classSource(setRanges(node.items, flags), node.negate);
    case "any":
      return (flags & FLAG_S) !== 0 ? "[^]" : "[^\\n]";
    case "at":
      switch (node.at) {
        case "beginning":
          return (flags & FLAG_M) !== 0 ? "(?<![^\\n])" : "^";
        case "beginning_string":
          return "^";
        case "end":
          return (flags & FLAG_M) !== 0 ? "(?![^\\n])" : "(?=\\n?$)";
        case "end_string":
          return "$";
        case "boundary": {
          const w = wordClass(flags, false);
          return `(?:(?<=${w})(?!${w})|(?<!${w})(?=${w}))`;
        }
        case "non_boundary": {
          // sre: no \B in an empty string
          const w = wordClass(flags, false);
          return `(?:(?<=${w})(?=${w})|(?<!${w})(?!${w})(?:(?=[^])|(?<=[^])))`;
        }
      }
      break;
    case "repeat": {
      // a possessive repeat's wrapping group opens before the groups inside it: number it first
      const wrapper = node.kind === "lazy" || node.kind === "greedy" ? 0 : ++st.jsCount;
      const body = `(?:${emitSeq(node.item, flags, st)})`;
      const bounds = node.max === MAXREPEAT ? (node.min === 0 ? "*" : node.min === 1 ? "+" : `{${node.min},}`) : node.min === 0 && node.max === 1 ? "?" : node.min === node.max ? `{${node.min}}` : `{${node.min},${node.max}}`;
      if (node.kind === "lazy") return `${body}${bounds}?`;
      if (node.kind === "greedy") return `${body}${bounds}`;
      return `(?=(${body}${bounds}))\\${wrapper}`;
    }
    case "sub": {
      const inner = (flags | node.add) & ~node.del;
      if (node.group === null) return `(?:${emitSeq(node.p, inner, st)})`;
      st.jsCount += 1;
      st.jsGroup[node.group] = st.jsCount;
      return `(${emitSeq(node.p, inner, st)})`;
    }
    case "atomic":
      return atomicSeq(node.p, flags, st);
    case "branch":
      return `(?:${node.items.map((s) => emitSeq(s, flags, st)).join("|")})`;
    case "assert":
      return `(?${node.dir < 0 ? "<" : ""}${node.neg ? "!" : "="}${emitSeq(node.p, flags, st)})`;
    case "groupref": {
      const js = st.jsGroup[node.gid];
      return `(?:\\${js ?? 0})`;
    }
    case "groupref_exists":
      throw new PyRegexUnsupported("conditional groups (?(id)yes|no) are not supported (JavaScript's RegExp has no equivalent)");
    case "named_char":
      throw new PyRegexUnsupported("\\N{...} named-character escapes are not supported (JavaScript has no Unicode name table here); write the character or \\uXXXX");
  }
  return "";
}

/** `(?>X)` as `(?=(X))\k`: the lookahead matches X once, the back-reference consumes it, no backtracking into X. */
function atomicSeq(seq: Seq, flags: number, st: EmitState): string {
  st.jsCount += 1;
  const k = st.jsCount;
  const inner = emitSeq(seq, flags, st);
  return `(?=(${inner}))\\${k}`;
}

/** The sub-patterns directly inside a node. */
function children(node: Node): readonly Seq[] {
  switch (node.op) {
    case "repeat":
      return [node.item];
    case "sub":
    case "atomic":
    case "assert":
      return [node.p];
    case "branch":
      return node.items;
    case "groupref_exists":
      return node.no === null ? [node.yes] : [node.yes, node.no];
    case "lit":
    case "notlit":
    case "in":
    case "any":
    case "at":
    case "groupref":
    case "named_char":
      return [];
  }
}

function someNode(seq: Seq, test: (node: Node) => boolean): boolean {
  return seq.data.some((node) => test(node) || children(node).some((child) => someNode(child, test)));
}

/** sre's compile-time rule: a look-behind must have a fixed width. */
function checkLookbehinds(seq: Seq): void {
  someNode(seq, (node) => {
    if (node.op === "assert" && node.dir < 0) {
      const [lo, hi] = node.p.getwidth();
      // sre's compiler: `if lo > MAXCODE: raise error("looks too much behind")`, then the fixed-width rule
      if (lo > MAXREPEAT) throw new PyRegexError("looks too much behind", undefined, undefined);
      if (lo !== hi) throw new PyRegexError("look-behind requires fixed-width pattern", undefined, undefined);
    }
    return false;
  });
}

const hasScopedCaseFlag = (seq: Seq): boolean => someNode(seq, (node) => node.op === "sub" && ((node.add | node.del) & FLAG_I) !== 0);
const hasGroupref = (seq: Seq): boolean => someNode(seq, (node) => node.op === "groupref");

// ---------------------------------------------------------------------------------------------
// A backtracking matcher over the parsed pattern, with sre's semantics where JavaScript's differ:
// a capture group inside a repeat keeps its last value (JavaScript resets it every iteration),
// an iteration may match empty once (sre's last_ptr rule), conditional groups work. Used only for
// patterns that need it; the rest run on the emitted RegExp.

type Cont = (pos: number) => boolean;
type Matcher = (pos: number, k: Cont) => boolean;

interface MatchRun {
  text: Int32Array;
  marks: Array<readonly [number, number] | undefined>;
}

function inRanges(ranges: Ranges, c: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = ranges[mid] as readonly [number, number];
    if (c < a) hi = mid - 1;
    else if (c > b) lo = mid + 1;
    else return true;
  }
  return false;
}

/** sre's `lower()` for back-references under IGNORECASE: the simple lowercase mapping only (no `_EXTRA_CASES`: `ſ` does not match a captured `s`). */
function simpleLower(c: number, ascii: boolean): number {
  if (ascii) return c >= 0x41 && c <= 0x5a ? c + 32 : c;
  return pySimpleLower(c);
}

function compileSeq(seq: Seq, flags: number, run: MatchRun): Matcher {
  const parts = seq.data.map((node) => compileNode(node, flags, run));
  return parts.reduceRight<Matcher>(
    (next, part) => (pos, k) => part(pos, (p) => next(p, k)),
    (pos, k) => k(pos),
  );
}

function charMatcher(test: (c: number) => boolean, run: MatchRun): Matcher {
  return (pos, k) => pos < run.text.length && test(run.text[pos] as number) && k(pos + 1);
}

/** The test of a one-character node (literal, set, `.`), or undefined for any other node. */
function charTest(node: Node, flags: number): ((c: number) => boolean) | undefined {
  const ascii = (flags & FLAG_A) !== 0;
  switch (node.op) {
    case "lit":
    case "notlit": {
      const members = (flags & FLAG_I) !== 0 ? caseGroup(node.cp, ascii) : [node.cp];
      const negate = node.op === "notlit";
      return (c) => members.includes(c) !== negate;
    }
    case "in": {
      const ranges = setRanges(node.items, flags);
      const negate = node.negate;
      return (c) => inRanges(ranges, c) !== negate;
    }
    case "any":
      return (flags & FLAG_S) !== 0 ? () => true : (c) => c !== 10;
    case "at":
    case "repeat":
    case "sub":
    case "atomic":
    case "branch":
    case "assert":
    case "groupref":
    case "groupref_exists":
    case "named_char":
      return undefined;
  }
}

/**
 * A repeat body that matches at most one way at a position: one-character nodes, possibly inside
 * (capture) groups. Its repeats run as a loop instead of recursion (no stack growth per iteration).
 */
interface SimpleBody {
  readonly tests: ReadonlyArray<(c: number) => boolean>;
  readonly groups: ReadonlyArray<{ readonly gid: number; readonly offset: number; readonly len: number }>;
}

function simpleBody(seq: Seq, flags: number): SimpleBody | undefined {
  const tests: Array<(c: number) => boolean> = [];
  const groups: Array<{ gid: number; offset: number; len: number }> = [];
  const walk = (s: Seq, f: number): boolean =>
    s.data.every((node) => {
      if (node.op === "sub") {
        const start = tests.length;
        if (!walk(node.p, (f | node.add) & ~node.del)) return false;
        if (node.group !== null) groups.push({ gid: node.group, offset: start, len: tests.length - start });
        return true;
      }
      const test = charTest(node, f);
      if (test === undefined) return false;
      tests.push(test);
      return true;
    });
  return walk(seq, flags) && tests.length > 0 ? { tests, groups } : undefined;
}

function compileNode(node: Node, flags: number, run: MatchRun): Matcher {
  const ascii = (flags & FLAG_A) !== 0;
  const ignoreCase = (flags & FLAG_I) !== 0;
  const word = categoryRanges("word", ascii);
  const isWord = (pos: number): boolean => pos >= 0 && pos < run.text.length && inRanges(word, run.text[pos] as number);
  switch (node.op) {
    case "lit":
    case "notlit":
    case "in":
    case "any":
      return charMatcher(charTest(node, flags) as (c: number) => boolean, run);
    case "at": {
      const multiline = (flags & FLAG_M) !== 0;
      const n = (): number => run.text.length;
      const at: Record<At, (pos: number) => boolean> = {
        beginning: (pos) => pos === 0 || (multiline && run.text[pos - 1] === 10),
        beginning_string: (pos) => pos === 0,
        end: (pos) => pos === n() || (multiline ? run.text[pos] === 10 : pos === n() - 1 && run.text[pos] === 10),
        end_string: (pos) => pos === n(),
        boundary: (pos) => n() > 0 && isWord(pos - 1) !== isWord(pos),
        non_boundary: (pos) => n() > 0 && isWord(pos - 1) === isWord(pos),
      };
      const test = at[node.at];
      return (pos, k) => test(pos) && k(pos);
    }
    case "repeat":
      return compileRepeat(node, flags, run);
    case "sub": {
      const inner = compileSeq(node.p, (flags | node.add) & ~node.del, run);
      const group = node.group;
      if (group === null) return inner;
      return (pos, k) =>
        inner(pos, (end) => {
          const old = run.marks[group];
          run.marks[group] = [pos, end];
          if (k(end)) return true;
          run.marks[group] = old;
          return false;
        });
    }
    case "atomic": {
      const inner = compileSeq(node.p, flags, run);
      return atomicMatcher(inner, run);
    }
    case "branch": {
      const alternatives = node.items.map((item) => compileSeq(item, flags, run));
      return (pos, k) => alternatives.some((alt) => alt(pos, k));
    }
    case "assert": {
      const inner = compileSeq(node.p, flags, run);
      const width = node.dir < 0 ? node.p.getwidth()[0] : 0;
      return (pos, k) => {
        const saved = run.marks.slice();
        const start = pos - width;
        const found = start >= 0 && inner(start, (end) => node.dir > 0 || end === pos);
        if (found === node.neg) {
          run.marks = saved.slice();
          return false;
        }
        if (node.neg) run.marks = saved.slice();
        if (k(pos)) return true;
        run.marks = saved.slice();
        return false;
      };
    }
    case "groupref": {
      const gid = node.gid;
      return (pos, k) => {
        const mark = run.marks[gid];
        if (mark === undefined) return false;
        const [a, b] = mark;
        const len = b - a;
        if (pos + len > run.text.length) return false;
        for (let i = 0; i < len; i++) {
          const x = run.text[a + i] as number;
          const y = run.text[pos + i] as number;
          if (x !== y && !(ignoreCase && simpleLower(x, ascii) === simpleLower(y, ascii))) return false;
        }
        return k(pos + len);
      };
    }
    case "groupref_exists": {
      const yes = compileSeq(node.yes, flags, run);
      const no = node.no === null ? (pos: number, k: Cont) => k(pos) : compileSeq(node.no, flags, run);
      const gid = node.gid;
      return (pos, k) => (run.marks[gid] !== undefined ? yes(pos, k) : no(pos, k));
    }
    case "named_char":
      throw new PyRegexUnsupported("\\N{...} named-character escapes are not supported (JavaScript has no Unicode name table here); write the character or \\uXXXX");
  }
}

/** Matches `inner` once, then never backtracks into it. */
function atomicMatcher(inner: Matcher, run: MatchRun): Matcher {
  return (pos, k) => {
    const saved = run.marks.slice();
    let end = -1;
    if (!inner(pos, (e) => ((end = e), true))) {
      run.marks = saved.slice();
      return false;
    }
    if (k(end)) return true;
    run.marks = saved.slice();
    return false;
  };
}

function loopRepeat(node: Extract<Node, { op: "repeat" }>, body: SimpleBody, run: MatchRun): Matcher {
  const { min, max } = node;
  const width = body.tests.length;
  const matchesAt = (p: number): boolean => p + width <= run.text.length && body.tests.every((test, i) => test(run.text[p + i] as number));
  /** Tries the continuation after `count` iterations from `pos` (groups hold the last iteration). */
  const attempt = (pos: number, count: number, k: Cont): boolean => {
    if (count === 0 || body.groups.length === 0) return k(pos + count * width);
    const saved = body.groups.map((g) => run.marks[g.gid]);
    const last = pos + (count - 1) * width;
    for (const g of body.groups) run.marks[g.gid] = [last + g.offset, last + g.offset + g.len];
    if (k(pos + count * width)) return true;
    body.groups.forEach((g, i) => (run.marks[g.gid] = saved[i]));
    return false;
  };
  if (node.kind === "lazy") {
    return (pos, k) => {
      let count = 0;
      while (count < min) {
        if (!matchesAt(pos + count * width)) return false;
        count++;
      }
      for (;;) {
        if (attempt(pos, count, k)) return true;
        if (count >= max || !matchesAt(pos + count * width)) return false;
        count++;
      }
    };
  }
  return (pos, k) => {
    let count = 0;
    while (count < max && matchesAt(pos + count * width)) count++;
    if (count < min) return false;
    if (node.kind === "possessive") return attempt(pos, count, k);
    for (let c = count; c >= min; c--) if (attempt(pos, c, k)) return true;
    return false;
  };
}

function compileRepeat(node: Extract<Node, { op: "repeat" }>, flags: number, run: MatchRun): Matcher {
  const body = simpleBody(node.item, flags);
  if (body !== undefined) return loopRepeat(node, body, run);
  const item = compileSeq(node.item, flags, run);
  // a body that always matches empty, and captures nothing or can match only one way, ends every
  // iteration where it started with the same captures: sre's answer for {m,n} is its answer for
  // {min(m,1),min(n,1)}, which spares this recursive matcher 65,536 nested calls for `(?!k){65536}`
  // or `(){65536}` (sre iterates on its own heap stack)
  const sameEveryTime =
    node.item.getwidth()[1] === 0 && (groupsIn(node.item).size === 0 || !someNode(node.item, (n) => n.op === "branch" || n.op === "repeat" || n.op === "groupref_exists"));
  const min = sameEveryTime ? Math.min(node.min, 1) : node.min;
  const max = sameEveryTime ? Math.min(node.max, 1) : node.max;
  const greedy = node.kind !== "lazy";
  // sre's MAX_UNTIL / MIN_UNTIL: below min always iterate; after that an iteration may start only
  // where the previous one did not (last_ptr), which lets one empty iteration through.
  const rep = (count: number, pos: number, last: number, k: Cont): boolean => {
    if (count < min) return item(pos, (e) => rep(count + 1, e, last, k));
    const more = (): boolean => (count < max || max === MAXREPEAT) && pos !== last && item(pos, (e) => rep(count + 1, e, pos, k));
    return greedy ? more() || k(pos) : k(pos) || more();
  };
  const matcher: Matcher = min > REQUIRED_ON_STACK && node.item.getwidth()[0] === 0 ? requiredOnStack(item, min, run, rep) : (pos, k) => rep(0, pos, -1, k);
  return node.kind === "possessive" ? atomicMatcher(matcher, run) : matcher;
}

/** A required count above which a body that can match empty runs its required iterations on an explicit stack. */
const REQUIRED_ON_STACK = 256;
/** The most ways one iteration may end at one position before the pattern is given up (a GraderError). */
const MAX_ITERATION_ENDS = 100_000;

type Marks = MatchRun["marks"];

/**
 * The required iterations (`count < min`) of a repeat whose body can match empty, on an explicit
 * stack instead of one nested call per iteration: `(x|){65536}` would exhaust JavaScript's stack,
 * where sre iterates on its heap. Each iteration's ends (position and captures) are listed in the
 * body's own order and tried depth first, as the recursive matcher does; a (count, position,
 * captures) that failed is not tried again (it would fail the same way). At `min` the repeat goes on
 * as the recursive matcher's `rep(min, pos, -1, k)`.
 */
function requiredOnStack(item: Matcher, min: number, run: MatchRun, rep: (count: number, pos: number, last: number, k: Cont) => boolean): Matcher {
  return (pos, k) => {
    const start = run.marks.slice();
    const failed = new Set<string>();
    const ends = (p: number): Array<readonly [number, Marks]> => {
      const list: Array<readonly [number, Marks]> = [];
      item(p, (e) => {
        list.push([e, run.marks.slice()]);
        if (list.length > MAX_ITERATION_ENDS) throw new RangeError("too many ways to match one iteration");
        return false;
      });
      return list;
    };
    const key = (count: number, p: number): string => `${count}:${p}:${JSON.stringify(run.marks)}`;
    const stack = [{ count: 0, ends: ends(pos), next: 0, key: key(0, pos) }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as (typeof stack)[number];
      const end = top.ends[top.next++];
      if (end === undefined) {
        failed.add(top.key);
        stack.pop();
        continue;
      }
      run.marks = end[1].slice();
      const count = top.count + 1;
      if (count === min) {
        if (rep(min, end[0], -1, k)) return true;
        continue;
      }
      const at = key(count, end[0]);
      if (!failed.has(at)) stack.push({ count, ends: ends(end[0]), next: 0, key: at });
    }
    run.marks = start;
    return false;
  };
}

/**
 * Where JavaScript's RegExp would answer differently: a conditional group; a capture group inside
 * a repeat; a repeat whose body can match empty (JavaScript rejects an empty iteration and
 * backtracks into the body, sre accepts it once and stops).
 */
const needsEngine = (seq: Seq): boolean => {
  // a back-reference to a group that did not take part fails in sre but matches "" in JavaScript
  // (`(a)?\1` on "b"): only groups every match sets are safe to refer to on the RegExp
  const set = alwaysSet(seq);
  return someNode(
    seq,
    (node) =>
      node.op === "groupref_exists" ||
      (node.op === "groupref" && !set.has(node.gid)) ||
      (node.op === "repeat" && node.max > 0 && node.item.getwidth()[0] === 0) ||
      (node.op === "repeat" && node.max > 1 && capturesDifferInRepeat(node.item)),
  );
};

/** The capture groups anywhere inside a sub-pattern. */
function groupsIn(seq: Seq): Set<number> {
  const groups = new Set<number>();
  someNode(seq, (node) => {
    if (node.op === "sub" && node.group !== null) groups.add(node.group);
    return false;
  });
  return groups;
}

/**
 * The capture groups that every match of `seq` sets: a group on the path itself, inside a
 * non-capturing or atomic group, or inside a repeat that runs at least once; not inside one
 * alternative of a branch, an optional repeat or a look-around.
 */
function alwaysSet(seq: Seq): Set<number> {
  const groups = new Set<number>();
  for (const node of seq.data) {
    if (node.op === "sub") {
      if (node.group !== null) groups.add(node.group);
      for (const g of alwaysSet(node.p)) groups.add(g);
    } else if (node.op === "atomic" || (node.op === "repeat" && node.min >= 1)) {
      for (const g of alwaysSet(node.op === "atomic" ? node.p : node.item)) groups.add(g);
    }
  }
  return groups;
}

/**
 * Whether captures inside a repeated body can end differently in JavaScript: it resets them at
 * every iteration, sre keeps the last value. They agree when every group inside is set by every
 * iteration (`(a|b)*`, `(\w+\s?)+`: the last iteration sets them all) and nothing in the body
 * refers back to a group (`(?:\1(a))*` reads the previous iteration's value in sre). Patterns
 * that agree run on the RegExp, which has no stack limit on long texts.
 */
function capturesDifferInRepeat(body: Seq): boolean {
  const groups = groupsIn(body);
  if (groups.size === 0) return false;
  if (someNode(body, (n) => n.op === "groupref" || n.op === "groupref_exists")) return true;
  const set = alwaysSet(body);
  for (const g of groups) if (!set.has(g)) return true;
  return false;
}

function engineSearch(seq: Seq, flags: number, groupCount: number): PyPattern["search"] {
  const run: MatchRun = { text: new Int32Array(0), marks: [] };
  const matcher = compileSeq(seq, flags, run);
  return (text) => {
    run.text = Int32Array.from(Array.from(text, (ch) => ch.codePointAt(0) ?? 0));
    const chars = Array.from(text);
    try {
      for (let start = 0; start <= run.text.length; start++) {
        run.marks = new Array<readonly [number, number] | undefined>(groupCount + 1);
        let end = -1;
        if (matcher(start, (e) => ((end = e), true))) {
          const slice = (m: readonly [number, number] | undefined): string | null => (m === undefined ? null : chars.slice(m[0], m[1]).join(""));
          return { match: chars.slice(start, end).join(""), groups: Array.from({ length: groupCount }, (_, g) => slice(run.marks[g + 1])) };
        }
      }
    } catch (error) {
      if (error instanceof RangeError) throw new PyRegexUnsupported("the text is too long for this pattern, or a repeat count too large (capture groups inside a repeat, and repeats whose body can match empty, are matched by agent-eval's own engine, which ran out of stack)");
      throw error;
    }
    return null;
  };
}

/** A compiled Python pattern: `search` is `re.search`, returning the match's `groups()` or null. */
export interface PyPattern {
  /** Number of Python capture groups. */
  readonly groups: number;
  /** The emitted JavaScript source (for tests and debugging). */
  readonly source: string;
  readonly flags: string;
  /** `re.search(pattern, text)`: null when there is no match, else `match.groups()` (null for an unmatched group). */
  search(text: string): { readonly match: string; readonly groups: Array<string | null> } | null;
}

/** `re.compile(pattern, flags)` (flags: 0 or PY_IGNORECASE). Throws PyRegexError as Python raises re.error. */
export function compilePyRegex(pattern: string, flags = 0, options: { readonly forceEngine?: boolean } = {}): PyPattern {
  const chars = Array.from(pattern);
  const source = new Tokenizer(chars);
  const state = new State();
  state.flags = flags;
  const p = parseSub(source, state, (flags & FLAG_X) !== 0, 0);
  if ((state.flags & FLAG_A) === 0) state.flags |= FLAG_U;
  else if ((state.flags & FLAG_U) !== 0) throw new PyError("ValueError", "ASCII and UNICODE flags are incompatible");
  if (source.next !== null) throw source.error("unbalanced parenthesis");
  for (const [g, pos] of state.grouprefpos) {
    if (g >= state.groups) throw new PyRegexError(`invalid group reference ${g}`, chars, pos);
  }
  checkLookbehinds(p);
  const groupCount = state.groups - 1;
  // a case-insensitive back-reference compares with sre's lower(), which JavaScript's `i` flag does not
  const caseBackref = ((state.flags & FLAG_I) !== 0 || hasScopedCaseFlag(p)) && hasGroupref(p);
  if (options.forceEngine === true || needsEngine(p) || caseBackref || someNode(p, (n) => n.op === "named_char")) {
    if (someNode(p, (n) => n.op === "named_char")) throw new PyRegexUnsupported("\\N{...} named-character escapes are not supported (JavaScript has no Unicode name table here); write the character or \\uXXXX");
    return { groups: groupCount, source: "(agent-eval's sre engine)", flags: "", search: engineSearch(p, state.flags, groupCount) };
  }
  const st: EmitState = { jsGroup: new Array<number>(state.groups).fill(0), jsCount: 0 };
  const body = emitSeq(p, state.flags, st);
  const jsFlags = "u";
  let regex: RegExp;
  try {
    regex = new RegExp(body, jsFlags);
  } catch (error) {
    throw new PyRegexUnsupported(`the pattern could not be translated to JavaScript (${(error as Error).message})`);
  }
  return {
    groups: groupCount,
    source: body,
    flags: jsFlags,
    search(text) {
      const m = regex.exec(text);
      if (m === null) return null;
      const groups: Array<string | null> = [];
      for (let g = 1; g <= groupCount; g++) groups.push(m[st.jsGroup[g] ?? 0] ?? null);
      return { match: m[0], groups };
    },
  };
}
