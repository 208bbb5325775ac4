/**
 * Loading the OpenJudge part of a grading config file: YAML (or JSON) through the `yaml` package,
 * `{include: ./file.yaml}` grader entries (e.g. an LLMGrader written by `agent-eval rubrics
 * generate`), and the JavaScript/TypeScript modules a config names (FunctionGrader's function,
 * mapper functions, a voting tie breaker) plus LLMGrader `template_file`s. Paths are relative to
 * the config file. Errors are InputErrors naming the file, the line and the path of the bad field.
 */
import { defineOwn } from "../core/own-keys.js";
import { PyFloat } from "../core/json-format.js";
import { copyPyKeyOrder, setPyKeyOrder } from "../core/py-dict-order.js";
import { notARegularFile, readRegularFile } from "./files.js";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CST, Lexer, LineCounter, Parser, isAlias, isPair, isMap, isScalar, isSeq, parseDocument, visit, type Document, type Pair, type ScalarTag, type Tags, type YAMLMap, type Node } from "yaml";
import { InputError } from "../core/errors.js";
import { invalidUtf8Offset } from "./utf8-offset.js";
import { pyRepr, pyTypeName } from "../core/py-repr.js";
import { PY_YAML_FLOAT, PY_YAML_INT, pyYamlFloat, pyYamlInt } from "../core/py-yaml-numbers.js";
import { GraderConfigError, isModuleRef, parseOpenJudgeConfig, type OpenJudgeConfig } from "../graders/config.js";
import type { GraderFactory } from "../graders/params.js";
import { GRADER_FACTORIES } from "../graders/registry.js";
import { SHARED_RESOURCES_KEY } from "../graders/params.js";
import { buildGradingPlan, type GradingPlan } from "../graders/run-graders.js";
import { nodeGraderResources } from "./grader-resources.js";

export interface ParsedYaml {
  readonly value: unknown;
  /** The 1-based line of a field path (`graders.x.params`), when the file has it. */
  readonly lineOf: (field: string) => number | undefined;
}

/** Alias expansions allowed per value before the YAML is refused as an alias bomb. */
const MAX_YAML_ALIAS_COUNT = 100;

const INT_TAG = "tag:yaml.org,2002:int";
const FLOAT_TAG = "tag:yaml.org,2002:float";

function pyYamlTag(tag: string, test: RegExp, construct: (text: string) => unknown): ScalarTag {
  return {
    tag,
    default: true,
    test,
    identify: (value) => typeof value === "number" || typeof value === "bigint",
    resolve: (text, onError) => {
      const value = construct(text);
      if (value === undefined) onError(`invalid ${tag === INT_TAG ? "int" : "float"} ${JSON.stringify(text)}`);
      return value ?? text;
    },
  };
}

const BOOL_TAG = "tag:yaml.org,2002:bool";
const NULL_TAG = "tag:yaml.org,2002:null";
const TIMESTAMP_TAG = "tag:yaml.org,2002:timestamp";

/** PyYAML's implicit bool resolver (resolver.py): YAML 1.1's words, but not `y`/`n` (the `yaml` package's 1.1 schema takes those too). */
const PY_YAML_BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
/** PyYAML's `bool_values` (constructor.py): what `!!bool x` reads, by `x.lower()`. */
const PY_YAML_BOOL_VALUES: ReadonlyMap<string, boolean> = new Map([["yes", true], ["no", false], ["true", true], ["false", false], ["on", true], ["off", false]]);
/** PyYAML's implicit timestamp resolver (resolver.py, its verbose regex without the spaces). */
const PY_YAML_TIMESTAMP = /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/;

const pyYamlBoolTag = (explicit: boolean): ScalarTag => ({
  tag: BOOL_TAG,
  default: !explicit,
  ...(explicit ? {} : { test: PY_YAML_BOOL }),
  identify: (value) => typeof value === "boolean",
  resolve: (text, onError) => {
    const value = PY_YAML_BOOL_VALUES.get(text.toLowerCase());
    if (value === undefined) onError(`PyYAML cannot read ${JSON.stringify(text)} as !!bool (KeyError)`);
    return value ?? text;
  },
});

/**
 * A plain scalar PyYAML reads as a value agent-eval does not model: refused where it stands
 * (file and line), so a config never means one thing to upstream and another here.
 */
const refusedTag = (tag: string, test: RegExp, problem: (text: string) => string): ScalarTag => ({
  tag,
  default: true,
  test,
  identify: () => false,
  resolve: (text, onError) => {
    onError(problem(text));
    return text;
  },
});

/**
 * Plain scalars as PyYAML (`yaml.safe_load`, YAML 1.1) reads them, in place of YAML 1.2's:
 * numbers (core/py-yaml-numbers.ts: `3.0` a float, `1e3` a string, `1_000` an int), booleans
 * (`yes`/`no`/`on`/`off` in three casings besides `true`/`false`; `y` and `n` stay strings), and
 * null (YAML 1.2's core `~`/`null`/`Null`/`NULL`/empty, the same words as PyYAML's). A timestamp
 * (`2024-01-01`, a `datetime.date` to PyYAML) is refused; quoted, it is a string in both (a plain
 * `=` value and bool/null keys: pyYamlScalarError).
 */
function pyYamlScalarTags(tags: Tags): Tags {
  return [
    pyYamlTag(INT_TAG, PY_YAML_INT, pyYamlInt),
    pyYamlTag(FLOAT_TAG, PY_YAML_FLOAT, pyYamlFloat),
    // an explicit `!!int` / `!!float` constructs from any text, as PyYAML's constructors do (`!!float 3` is 3.0)
    { ...pyYamlTag(INT_TAG, PY_YAML_INT, pyYamlInt), default: false, test: undefined },
    { ...pyYamlTag(FLOAT_TAG, PY_YAML_FLOAT, pyYamlFloat), default: false, test: undefined },
    pyYamlBoolTag(false),
    pyYamlBoolTag(true),
    // an explicit `!!null` is None whatever its text, as PyYAML's construct_yaml_null (`!!null x` too)
    { tag: NULL_TAG, default: false, identify: (value) => value === null, resolve: () => null },
    refusedTag(TIMESTAMP_TAG, PY_YAML_TIMESTAMP, (text) => `PyYAML reads the plain scalar ${text} as a timestamp (datetime.date or datetime.datetime), which agent-eval does not model; quote it ('${text}') to keep the text`),
    // (under a `%YAML 1.1` directive the base list is the `yaml` package's 1.1 schema: its timestamp goes too)
    ...tags.filter((t) => typeof t === "string" || (t.tag !== INT_TAG && t.tag !== FLOAT_TAG && t.tag !== BOOL_TAG && t.tag !== TIMESTAMP_TAG)),
  ];
}

/** The explicit tags whose values agent-eval reads as PyYAML's safe_load does. */
const MODELLED_TAGS: ReadonlySet<string> = new Set(["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`));

/**
 * An explicit tag PyYAML's safe_load reads as a Python kind agent-eval does not model (`!!set`, a
 * set; `!!omap`, a list of tuples; `!!binary`, bytes), or cannot read at all (`!!python/tuple`, a
 * local `!foo`: ConstructorError), is refused at its line: the `yaml` package would read it as
 * something else (an empty object, a Buffer, the plain text) without a word.
 */
function unmodelledTagError(doc: Document, lineCounter: LineCounter, file: string): InputError | undefined {
  let found: InputError | undefined;
  visit(doc, {
    Node(_, node) {
      const tag = (node as { tag?: string }).tag;
      if (found !== undefined || tag === undefined || MODELLED_TAGS.has(tag)) return undefined;
      const range = (node as { range?: [number, number, number] | null }).range;
      const line = range === undefined || range === null ? "" : `:${lineCounter.linePos(range[0]).line}`;
      const shown = tag.startsWith("tag:yaml.org,2002:") ? `!!${tag.slice("tag:yaml.org,2002:".length)}` : tag;
      found = new InputError(`${file}${line}: the tag ${shown} is not read by agent-eval (PyYAML's safe_load makes a Python value of it that agent-eval does not model, or refuses it); remove the tag or quote the value`);
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * A modelled tag on a node of the wrong kind (`!!str [1]`, `!!map x`, `!!seq {a: 1}`): PyYAML's
 * constructor refuses it (ConstructorError); the `yaml` package only warns and keeps the node.
 */
function tagKindError(doc: Document, lineCounter: LineCounter, file: string): InputError | undefined {
  const warning = doc.warnings.find((w) => w.code === "TAG_RESOLVE_FAILED");
  if (warning === undefined) return undefined;
  const line = warning.linePos?.[0].line ?? lineCounter.linePos(warning.pos[0]).line;
  return new InputError(`${file}:${line}: not valid YAML: ${warning.message.split("\n")[0] ?? warning.message} (PyYAML refuses a tag on a node of another kind)`);
}

/**
 * An anchor defined twice (`a: &x 1` then `b: &x 2`): PyYAML refuses it (ComposerError: found
 * duplicate anchor); the `yaml` package lets the later one win.
 */
function duplicateAnchorError(doc: Document, lineCounter: LineCounter, file: string): InputError | undefined {
  const anchors = new Set<string>();
  let found: InputError | undefined;
  visit(doc, {
    Node(_, node) {
      const { anchor, range } = node as { anchor?: string; range?: [number, number, number] | null };
      if (anchor === undefined) return undefined;
      if (!anchors.has(anchor)) {
        anchors.add(anchor);
        return undefined;
      }
      const line = range === undefined || range === null ? "" : `:${lineCounter.linePos(range[0]).line}`;
      found = new InputError(`${file}${line}: not valid YAML: the anchor &${anchor} is defined twice (PyYAML refuses a duplicate anchor); rename one`);
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * A tab where PyYAML's scanner looks for a token: in a plain scalar (`x: a\tb`), as separation
 * (`x:\ta`, `a: b\t# c`) or indentation. PyYAML skips only spaces there and refuses the tab
 * (ScannerError: found character '\t' that cannot start any token); the `yaml` package takes it as
 * part of the scalar or as white space. Quoted scalars, block scalar text and comments may hold tabs.
 * And a tag must be followed by a space or a line break (`{a: !!null}` is a ScannerError to PyYAML).
 */
function pyYamlScanError(text: string, lineCounter: LineCounter, file: string): InputError | undefined {
  if (!text.includes("\t") && !text.includes("!")) return undefined;
  let offset = 0;
  let scalarNext = false;
  let blockScalar = false;
  for (const token of new Lexer().lex(text)) {
    const type = CST.tokenType(token);
    // the lexer's control tokens (document, scalar, flow end) stand for no source text
    if (token === CST.DOCUMENT || token === CST.SCALAR || token === CST.FLOW_END) {
      scalarNext = token === CST.SCALAR;
      continue;
    }
    // PyYAML's scanner wants a space or a line break after a tag (`!!null}` and `!!str,` are a ScannerError)
    if (type === "tag" && !/^(?:[ \r\n]|$)/.test(text.slice(offset + token.length, offset + token.length + 1))) {
      return new InputError(`${file}:${lineCounter.linePos(offset).line}: not valid YAML: the tag ${token} is not followed by a space (PyYAML refuses it: expected ' '); put a space after it`);
    }
    const allowed = type === "comment" || type === "single-quoted-scalar" || type === "double-quoted-scalar" || (scalarNext && blockScalar);
    if (!allowed && token.includes("\t")) {
      const line = lineCounter.linePos(offset + token.indexOf("\t")).line;
      return new InputError(`${file}:${line}: not valid YAML: a tab outside quotes, a block scalar or a comment (PyYAML refuses it: found character '\\t' that cannot start any token); use spaces, or quote the value`);
    }
    if (type === "block-scalar-header") blockScalar = true;
    else if (scalarNext) blockScalar = false;
    scalarNext = false;
    offset += token.length;
  }
  return undefined;
}

/**
 * A block scalar with an indentation indicator (`|1`, `>2-`) whose first line of text is indented
 * deeper than the indicator says (or which has none), with lines of spaces deeper than that
 * indentation after its last line of text: PyYAML reads their spaces beyond the indentation as text, the `yaml`
 * package drops those lines, so the value would differ without a word: refused at the line.
 */
function blockIndentError(text: string, lineCounter: LineCounter, file: string): InputError | undefined {
  if (!/[|>][-+]?[1-9]/.test(text)) return undefined;
  let found: InputError | undefined;
  for (const token of new Parser().parse(text)) {
    if (token.type !== "document") continue;
    CST.visit(token, (item) => {
      const block = item.value;
      if (found !== undefined || block?.type !== "block-scalar") return undefined;
      const props = block.props as CST.SourceToken[];
      const header = props[0]?.source ?? "";
      const match = /^[|>](?:[-+]?([1-9])|([1-9])[-+]?)/.exec(header);
      const last = props[props.length - 1];
      if (match === null || last === undefined) return undefined;
      const contentIndent = block.indent + Number(match[1] ?? match[2]);
      const start = last.offset + last.source.length;
      // the scalar's lines and the lines of spaces right after it, up to the next line with text
      const lines: string[] = block.source.replace(/\n$/, "").split("\n");
      for (const line of text.slice(start + block.source.length).split("\n")) {
        if (!/^ *\r?$/.test(line)) break;
        lines.push(line);
      }
      const first = lines.findIndex((line) => /[^ \r]/.test(line));
      // the yaml package reads right when the first line of text stands at the indentation
      if (first !== -1 && lines[first]?.search(/[^ ]/) === contentIndent) return undefined;
      // only the lines of spaces after the last line of text (inner ones are read alike)
      const lastText = lines.findLastIndex((line) => /[^ \r]/.test(line));
      let at = start;
      for (const [index, line] of lines.entries()) {
        if (index > lastText && line.replace(/\r$/, "").length > contentIndent) {
          found = new InputError(`${file}:${lineCounter.linePos(at).line}: not valid YAML: a line of spaces in a block scalar with an indentation indicator (${header}) is text to PyYAML but dropped by agent-eval's YAML parser; remove the spaces or the indicator`);
          return CST.visit.BREAK;
        }
        at += line.length + 1;
      }
      return undefined;
    });
    if (found !== undefined) break;
  }
  return found;
}

/**
 * Pins every alias to the anchor it names in the file as written, as PyYAML's composer resolves it
 * before any merge: flattenMerges puts merged pairs before a mapping's own, so an alias in them
 * (`{a: &x 1, <<: {k: *x}}`) would otherwise come before its anchor in the `yaml` package's
 * document-order lookup. The lookup list is the one the package itself caches per conversion.
 */
function pinAliases(doc: Document): void {
  const nodes: Node[] = [];
  visit(doc, {
    Node(_, node) {
      if (isAlias(node) || (node as { anchor?: string }).anchor !== undefined) nodes.push(node);
    },
  });
  // each anchor by its name (a duplicate anchor was refused before), in one pass: a search back per alias was
  // quadratic, 69 s for a file of 30,000 aliases before the alias limit could refuse it
  const anchored = new Map<string, Node>();
  for (const node of nodes) {
    if (!isAlias(node)) {
      anchored.set((node as { anchor: string }).anchor, node);
      continue;
    }
    const target = anchored.get(node.source) as ReturnType<typeof node.resolve>;
    const resolve = node.resolve.bind(node);
    node.resolve = (d, ctx) => {
      if (ctx === undefined) return target;
      ctx.aliasResolveCache ??= nodes;
      return resolve(d, ctx);
    };
  }
}

/**
 * PyYAML's merge keys (`<<`), as its flatten_mapping does them, on the document before it becomes
 * a value: each mapping's `<<` pairs are taken in turn (and left to build nothing), each source (an alias resolved, itself
 * flattened first) gives its pairs, a list of sources in reverse (so the earlier source wins), and
 * all merged pairs go before the mapping's own, later pairs winning: so several `<<` keys, a list
 * of sources and merges of merges give PyYAML's values and key order (the `yaml` package merges
 * where the `<<` stands, the first source winning). Like PyYAML it changes the source mappings
 * too (flattened in turn). A source that is not a mapping is refused at its line.
 */
function flattenMerges(doc: Document, lineCounter: LineCounter, file: string): void {
  const isMerge = (pair: Pair): boolean => isScalar(pair.key) && typeof pair.key.value === "symbol" && pair.key.value.description === "<<";
  const resolved = (node: unknown): unknown => (isAlias(node) ? node.resolve(doc) : node);
  const refuse = (node: unknown, at: Pair, problem: string): never => {
    const range = (node as { range?: [number, number, number] | null } | null)?.range ?? (at.key as { range?: [number, number, number] | null }).range;
    const line = range === undefined || range === null ? "" : `:${lineCounter.linePos(range[0]).line}`;
    throw new InputError(`${file}${line}: not valid YAML: ${problem} (<< merges a mapping or a list of mappings, as in PyYAML)`);
  };
  const done = new WeakSet<Pair>();
  const ownPairs = (items: readonly unknown[]): Pair[] => (items as Pair[]).filter((p) => !isMerge(p));
  const flatten = (map: YAMLMap): void => {
    const merges = (map.items).filter((p) => isMerge(p) && !done.has(p));
    if (merges.length === 0) return;
    const merged: Pair[] = [];
    for (const pair of merges) {
      done.add(pair);
      const source = resolved(pair.value);
      if (isMap(source)) {
        flatten(source);
        merged.push(...ownPairs(source.items));
      } else if (isSeq(source)) {
        const sources: Pair[][] = [];
        for (const item of source.items) {
          const sub = resolved(item);
          if (!isMap(sub)) return refuse(sub, pair, "a merge source in a list is not a mapping");
          flatten(sub);
          sources.push(ownPairs(sub.items));
        }
        for (const items of sources.reverse()) merged.push(...items);
      } else {
        refuse(source, pair, "a merge source is not a mapping or a list of mappings");
      }
    }
    // the merge pairs stay where they stood, building nothing, so an anchor on a source
    // (`<<: &d {...}`) still resolves for a later `*d`
    for (const pair of merges) Object.assign(pair.key as object, { addToJSMap: () => undefined });
    map.items = [...merged, ...map.items];
  };
  // not `visit`: a merge can make the document hold itself (`&a {k: [{<<: *a}]}`), so each node once
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (seen.has(node)) return;
    seen.add(node);
    if (isMap(node)) {
      flatten(node);
      for (const pair of node.items) {
        walk(pair.key);
        walk(pair.value);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) walk(item);
    }
  };
  walk(doc.contents);
}

/**
 * What PyYAML reads otherwise than the `yaml` package, found on the document: a mapping key PyYAML
 * reads as a bool, None or a number (`yes:`, `on:`, `true:`, `~:`, `1:`, `0x1:`, `1.0:`) is not a
 * string key to upstream (`{True: ...}`, `{1: ...}`; as a keyword argument Python refuses it; a
 * JavaScript object could only hold its text), a list or mapping key PyYAML refuses (unhashable),
 * and a plain `=` value cannot be
 * constructed: each is refused at its line rather than read as text here. Quoted, each is a string.
 */
function pyYamlScalarError(doc: Document, lineCounter: LineCounter, file: string): InputError | undefined {
  let found: InputError | undefined;
  const lineOf = (node: { range?: [number, number, number] | null }): string => (node.range === undefined || node.range === null ? "" : `:${lineCounter.linePos(node.range[0]).line}`);
  visit(doc, {
    // a plain `=` value is PyYAML's value tag, which safe_load cannot construct (ConstructorError);
    // as a key PyYAML reads it as the string '='
    Scalar(key, node, path) {
      if (found !== undefined) return undefined;
      // in a flow collection PyYAML's scanner takes a leading `:` as the value indicator (ParserError)
      if (node.type === "PLAIN" && typeof node.source === "string" && node.source.startsWith(":") && path.some((p) => (isMap(p) || isSeq(p)) && p.flow === true)) {
        found = new InputError(`${file}${lineOf(node)}: PyYAML cannot read the plain scalar ${node.source} in a flow collection (it takes the leading : as a value indicator); quote it ('${node.source}')`);
        return visit.BREAK;
      }
      if (key === "key" || node.type !== "PLAIN" || (node.source !== "=" && node.source !== "<<")) return undefined;
      const tag = node.source === "=" ? "value" : "merge";
      found = new InputError(`${file}${lineOf(node)}: PyYAML cannot read the plain scalar ${node.source} (its ${tag} tag has no constructor in safe_load); quote it ('${node.source}') to keep the text`);
      return visit.BREAK;
    },
    Pair(_, pair) {
      const key = pair.key;
      if (found !== undefined) return undefined;
      const where = `${file}${lineOf((key ?? {}))}`;
      if (isMap(key) || isSeq(key)) {
        found = new InputError(`${where}: a mapping key is a ${isMap(key) ? "mapping" : "list"}, which PyYAML refuses (found unhashable key); use a string key`);
        return visit.BREAK;
      }
      const kind = isScalar(key) ? key.value : undefined;
      if (!isScalar(key) || !(kind === null || typeof kind === "boolean" || typeof kind === "number" || typeof kind === "bigint" || kind instanceof PyFloat)) return undefined;
      const source = typeof key.source === "string" ? key.source : String(key.value);
      const python = key.value === null ? "None" : typeof key.value === "boolean" ? (key.value ? "True" : "False") : `the ${pyTypeName(key.value)} ${pyRepr(key.value)}`;
      // a JavaScript object's keys are strings: {1: x} would be {'1': x} here, and listed before other keys
      found = new InputError(`${where}: the key ${source === "" ? "(empty)" : source} is ${python} to PyYAML, not a string; quote it ('${source}') to use it as a name`);
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * Records each mapping's key order on its object (core/py-dict-order.ts) where JavaScript's differs:
 * a JavaScript object lists integer-like keys (`'2':`, `!!str 10:`) first, a PyYAML dict in the
 * file's order (a key's first place; its last value), so the Python printers show upstream's text.
 */
function recordPyKeyOrder(doc: Document, node: unknown, value: unknown, seen: Set<object>): void {
  const target = isAlias(node) ? node.resolve(doc) : node;
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  if (isSeq(target) && Array.isArray(value)) {
    target.items.forEach((item, i) => recordPyKeyOrder(doc, item, value[i], seen));
    return;
  }
  if (!isMap(target)) return;
  // a key's first place (a Set keeps it), its last value
  const keys = new Set<string>();
  const last = new Map<string, unknown>();
  for (const pair of target.items) {
    const key = isAlias(pair.key) ? pair.key.resolve(doc) : pair.key;
    // a merge pair left by flattenMerges builds nothing
    if (isScalar(key) && typeof key.value === "symbol") continue;
    if (!isScalar(key) || typeof key.value !== "string") return;
    keys.add(key.value);
    last.set(key.value, pair.value);
  }
  setPyKeyOrder(value, [...keys]);
  for (const [key, child] of last) recordPyKeyOrder(doc, child, (value as Record<string, unknown>)[key], seen);
}

/** Nodes a document may build once its merges are flattened, before it is refused as a merge bomb. */
const MAX_YAML_MERGED_NODES = 1_000_000;

/**
 * The nodes converting the flattened document builds: a merged pair's value is built again in
 * every mapping that merges it (an alias is built once, and the `yaml` package counts those), so
 * merges of merges can grow as a "billion laughs" does without a single alias expansion: refused
 * past MAX_YAML_MERGED_NODES, and a mapping that holds itself through a merge is refused too.
 */
function mergedSizeError(doc: Document, file: string): InputError | undefined {
  const sizes = new Map<unknown, number>();
  const building = new Set<unknown>();
  const size = (node: unknown): number => {
    if (!isMap(node) && !isSeq(node)) return 1;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    if (building.has(node)) throw new InputError(`${file}: a merge (<<) makes a mapping hold itself (a recursive value, which agent-eval does not model)`);
    building.add(node);
    let total = 1;
    for (const item of node.items as unknown[]) {
      total += isPair(item) ? size(item.key) + size(item.value) : size(item);
      if (total > MAX_YAML_MERGED_NODES) break;
    }
    building.delete(node);
    sizes.set(node, total);
    return total;
  };
  try {
    if (size(doc.contents) <= MAX_YAML_MERGED_NODES) return undefined;
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  return new InputError(`${file}: not valid YAML: merges (<<) build more than ${MAX_YAML_MERGED_NODES} nodes, as an alias bomb does`);
}

/**
 * The first plain key given twice in one mapping, in document order: its field path and the lines
 * of both. The `yaml` package refuses it without naming the key; PyYAML keeps the last value
 * silently, which would drop a grader or a view named twice.
 */
function duplicateKey(node: unknown, at: readonly string[], lineCounter: LineCounter): { field: string; key: string; line: number; firstLine: number } | undefined {
  if (isSeq(node)) {
    for (const [i, item] of node.items.entries()) {
      const found = duplicateKey(item, [...at, String(i)], lineCounter);
      if (found !== undefined) return found;
    }
  } else if (isMap(node)) {
    const seen = new Map<string, Pair>();
    for (const pair of node.items) {
      const key = isScalar(pair.key) && typeof pair.key.value === "string" ? pair.key.value : undefined;
      if (key !== undefined && key !== "<<") {
        const twin = seen.get(key);
        const lineOf = (p: Pair) => lineCounter.linePos((p.key as Node).range?.[0] ?? 0).line;
        if (twin !== undefined) return { field: [...at, key].join("."), key, line: lineOf(pair), firstLine: lineOf(twin) };
        seen.set(key, pair);
      }
      const found = duplicateKey(pair.value, [...at, key ?? "?"], lineCounter);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Parses YAML text; a syntax error names the file and line, an alias bomb the file. Numbers are
 * PyYAML's (see pyYamlScalarTags): a whole float is a `PyFloat` and an int beyond 2^53 a `bigint`,
 * so a value that reaches Python-visible output (an OpenJudge template variable, a test case)
 * prints as upstream prints it; typed fields read them through `plainNumbers`.
 */
export function parseYamlText(text: string, file: string): ParsedYaml {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true, customTags: pyYamlScalarTags });
  const first = doc.errors[0];
  if (first !== undefined) {
    const twice = first.code === "DUPLICATE_KEY" ? duplicateKey(doc.contents, [], lineCounter) : undefined;
    if (twice !== undefined) {
      throw new InputError(`${file}:${twice.line}: field '${twice.field}': the key '${twice.key}' is given twice in one mapping (first on line ${twice.firstLine}): PyYAML would keep only the last; remove or rename one`);
    }
    const line = first.linePos?.[0].line ?? lineCounter.linePos(first.pos[0]).line;
    const message = first.message.split("\n")[0] ?? first.message;
    // a scalar PyYAML reads as a kind agent-eval refuses (refusedTag) is valid YAML: say only why
    throw new InputError(`${file}:${line}: ${message.startsWith("PyYAML ") ? "" : "not valid YAML: "}${message}`);
  }
  const unlikePyYaml = pyYamlScanError(text, lineCounter, file) ?? pyYamlScalarError(doc, lineCounter, file) ?? unmodelledTagError(doc, lineCounter, file) ?? tagKindError(doc, lineCounter, file) ?? duplicateAnchorError(doc, lineCounter, file) ?? blockIndentError(text, lineCounter, file);
  if (unlikePyYaml !== undefined) throw unlikePyYaml;
  pinAliases(doc);
  flattenMerges(doc, lineCounter, file);
  const mergeError = mergedSizeError(doc, file);
  if (mergeError !== undefined) throw mergeError;
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT }) as unknown;
  } catch (error) {
    // the yaml library refuses an alias bomb ("billion laughs") or an unresolved alias while building the value, with no position
    if (error instanceof ReferenceError) throw new InputError(`${file}: not valid YAML: ${error.message} (at most ${MAX_YAML_ALIAS_COUNT} alias expansions)`, { cause: error });
    // a merge that brings a mapping into itself: PyYAML builds a recursive dict, which no config means
    if (error instanceof RangeError) throw new InputError(`${file}: a merge (<<) makes a mapping hold itself (a recursive value, which agent-eval does not model)`, { cause: error });
    throw error;
  }
  recordPyKeyOrder(doc, doc.contents, value, new Set());
  return {
    value,
    lineOf: (field) => {
      const keys = field === "" ? [] : field.split(".").map((k) => (/^\d+$/.test(k) ? Number(k) : k));
      // the deepest node on the path that exists
      for (let n = keys.length; n >= 0; n--) {
        const node = nodeAt(doc, keys.slice(0, n)) as { range?: [number, number, number] } | undefined;
        const pair = n > 0 ? findKeyNode(doc, keys.slice(0, n)) : undefined;
        const offset = pair ?? node?.range?.[0];
        if (offset !== undefined) return lineCounter.linePos(offset).line;
      }
      return undefined;
    },
  };
}

/**
 * The pair a mapping's key reads from: the last one holding it (after flattenMerges a mapping lists
 * merged pairs first, and an explicit key later in it is the one whose value wins, as in PyYAML).
 */
function winningPair(map: unknown, key: string | number): Pair | undefined {
  if (!isMap(map)) return undefined;
  return (map.items).findLast((item) => isScalar(item.key) && item.key.value === key);
}

/** The node at a path of keys and list indexes (as `doc.getIn`, but through the winning pairs). */
function nodeAt(doc: Document, keys: readonly (string | number)[]): unknown {
  let node: unknown = doc.contents;
  for (const key of keys) {
    if (isSeq(node) && typeof key === "number") node = node.items[key];
    else node = winningPair(node, key)?.value;
    if (node === undefined || node === null) return undefined;
  }
  return node;
}

/** The offset of the key node of the last path segment (so the line names the field, not its value). */
function findKeyNode(doc: Document, keys: readonly (string | number)[]): number | undefined {
  const pair = winningPair(nodeAt(doc, keys.slice(0, -1)), keys[keys.length - 1] as string | number);
  return (pair?.key as { range?: [number, number, number] } | undefined)?.range?.[0];
}

export interface LoadedOpenJudge {
  readonly config: OpenJudgeConfig;
  readonly plan: GradingPlan;
  /** The whole parsed file (the trial config reads its own keys from it). */
  readonly raw: unknown;
}

/** An input error at a config field: `file:line: field 'x': problem` (the line when the field has one). */
export function configFieldError(file: string, lineOf: ParsedYaml["lineOf"], field: string, problem: string): InputError {
  const line = lineOf(field);
  return new InputError(`${file}${line === undefined ? "" : `:${line}`}: ${field === "" ? "" : `field '${field}': `}${problem}`);
}

// ignoreBOM: a BOM at the start stays in the text; the YAML parser skips it, as PyYAML does
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * A config file's bytes as text, refusing bytes that are not UTF-8 (an InputError naming the file,
 * line and byte offset) rather than reading them as U+FFFD, which would change the strings
 * graders compare; PyYAML (strict UTF-8 decoding) refuses them too.
 */
export function decodeConfigText(bytes: Buffer, file: string): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    const offset = invalidUtf8Offset(bytes);
    if (offset === -1) throw new InputError(`${file}: not valid UTF-8; save the file as UTF-8`);
    const lineStart = offset === 0 ? 0 : bytes.lastIndexOf(0x0a, offset - 1) + 1;
    let line = 1;
    for (let i = bytes.indexOf(0x0a); i !== -1 && i < offset; i = bytes.indexOf(0x0a, i + 1)) line++;
    throw new InputError(`${file}:${line}: not valid UTF-8 at byte offset ${offset} (byte ${offset - lineStart + 1} of the line); save the file as UTF-8`);
  }
}

async function readText(file: string, what: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readRegularFile(file);
  } catch (error) {
    throw new InputError(`${what === "" ? "" : `${what} `}${(error as Error).message}`, { cause: error });
  }
  return decodeConfigText(bytes, file);
}

/** Imports a config's module (resolved against baseDir); a module that fails to load is an InputError at `where`. */
export async function importConfigModule(specifier: string, baseDir: string, where: string): Promise<Record<string, unknown>> {
  const target = path.resolve(baseDir, specifier);
  // import() would read a device or a named pipe forever
  const refused = notARegularFile(target);
  if (refused !== undefined) throw new InputError(`${where}: cannot load module ${specifier} (${refused})`);
  try {
    return (await import(pathToFileURL(target).href)) as Record<string, unknown>;
  } catch (error) {
    throw new InputError(`${where}: cannot load module ${specifier} (${(error as Error).message})`, { cause: error });
  }
}

/** Imports a module's function export (default: the default export). */
async function importExport(specifier: string, exportName: string | undefined, baseDir: string, where: string): Promise<unknown> {
  const module = await importConfigModule(specifier, baseDir, where);
  const name = exportName ?? "default";
  const value = module[name];
  if (typeof value !== "function") {
    throw new InputError(`${where}: module ${specifier} has no function export '${name}' (exports: ${Object.keys(module).join(", ") || "none"})`);
  }
  return value;
}

/**
 * Resolves `{include}` grader entries in place (one level: an included file holds one grader
 * entry) and returns the raw object with them inlined.
 */
async function resolveIncludes(raw: unknown, file: string, lineOf: ParsedYaml["lineOf"]): Promise<unknown> {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const graders = (raw as Record<string, unknown>).graders;
  if (graders === null || typeof graders !== "object" || Array.isArray(graders)) return raw;
  const resolved: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(graders as Record<string, unknown>)) {
    const include = entry !== null && typeof entry === "object" && Object.keys(entry).length === 1 ? (entry as { include?: unknown }).include : undefined;
    if (typeof include !== "string") {
      defineOwn(resolved, key, entry);
      continue;
    }
    const target = path.resolve(path.dirname(file), include);
    // the error names the included file; configFieldError puts the config's file, line and field before it
    const text = await readText(target, "").catch((error: unknown) => {
      throw configFieldError(file, lineOf, `graders.${key}.include`, (error as Error).message);
    });
    const included = parseYamlText(text, target).value;
    if (included === null || typeof included !== "object" || Array.isArray(included) || !("grader" in included)) {
      throw configFieldError(file, lineOf, `graders.${key}.include`, `${include} must hold one grader entry ({grader: ..., params: ...})`);
    }
    defineOwn(resolved, key, included);
  }
  // the graders' order is the runner's (results, aggregator reasons): keep the file's, integer-like names included
  copyPyKeyOrder(graders, resolved);
  return { ...(raw as Record<string, unknown>), graders: resolved };
}

/** Builds the grading plan from an already-parsed config object (the grade command's file). */
export async function prepareOpenJudge(
  raw: unknown,
  file: string,
  lineOf: ParsedYaml["lineOf"] = () => undefined,
  factories: Readonly<Record<string, GraderFactory>> = GRADER_FACTORIES,
): Promise<LoadedOpenJudge> {
  const inlined = await resolveIncludes(raw, file, lineOf);
  let config: OpenJudgeConfig;
  try {
    config = parseOpenJudgeConfig(inlined);
  } catch (error) {
    if (error instanceof GraderConfigError) throw configFieldError(file, lineOf, error.field, error.problem);
    throw error;
  }
  const baseDir = path.dirname(file);
  const loaded = new Map<string, unknown>([[SHARED_RESOURCES_KEY, nodeGraderResources()]]);
  for (const entry of config.graders) {
    const where = (field: string): string => {
      const line = lineOf(field);
      return `${file}${line === undefined ? "" : `:${line}`}: field '${field}'`;
    };
    if (entry.module !== undefined) {
      loaded.set(`${entry.path}.module`, await importExport(entry.module, entry.export, baseDir, where(`${entry.path}.module`)));
    }
    if (entry.mapper !== undefined && isModuleRef(entry.mapper)) {
      loaded.set(`${entry.path}.mapper`, await importExport(entry.mapper.module, entry.mapper.export, baseDir, where(`${entry.path}.mapper.module`)));
    }
    if (entry.strategy?.type === "VotingEvaluationStrategy" && isModuleRef(entry.strategy.tie_breaker)) {
      const ref = entry.strategy.tie_breaker;
      loaded.set(`${entry.path}.strategy.tie_breaker`, await importExport(ref.module, ref.export, baseDir, where(`${entry.path}.strategy.tie_breaker.module`)));
    }
    const templateFile = entry.params.template_file;
    if (typeof templateFile === "string") {
      const target = path.resolve(baseDir, templateFile);
      const source = await readText(target, "").catch((error: unknown) => {
        throw configFieldError(file, lineOf, `${entry.path}.params.template_file`, (error as Error).message);
      });
      loaded.set(`${entry.path}.params.template_file`, { name: path.basename(target), source });
    }
  }
  try {
    return { config, plan: buildGradingPlan(config, loaded, factories), raw: inlined };
  } catch (error) {
    if (error instanceof GraderConfigError) throw configFieldError(file, lineOf, error.field, error.problem);
    throw error;
  }
}

/** Reads a grading config file (YAML or JSON) and builds its OpenJudge plan. */
export async function loadOpenJudgeConfig(file: string, factories: Readonly<Record<string, GraderFactory>> = GRADER_FACTORIES): Promise<LoadedOpenJudge> {
  const text = await readText(file, "grading config");
  const parsed = parseYamlText(text, file);
  return prepareOpenJudge(parsed.value, file, parsed.lineOf, factories);
}
