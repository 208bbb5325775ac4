/**
 * A seeded differential fuzz of parseYamlText against PyYAML's `yaml.safe_load`, the loader
 * upstream's configs go through. tests/fixtures/trials/pyyaml-fuzz-vectors.json holds a few
 * thousand small hostile-but-plausible documents (bool words in odd casings, every PyYAML number
 * form, timestamps, explicit tags, anchors, merges of merges, number and bool keys, tabs, document
 * markers...) with PyYAML's outcome in a tagged form that keeps Python's kinds and dict order,
 * written by `python3 tests/fixtures/trials/pyyaml-fuzz-vectors.py` (seed 20261202, CPython 3.11.7,
 * PyYAML 6.0.3, run here; no python at test time). For every document:
 * - PyYAML reads a value: we read the same value, kinds and key order included, or we refuse it
 *   with one of the documented deliberate refusals, and PyYAML's own node graph shows that refusal
 *   applies (a plain timestamp, an unmodelled tag or `!`, a key that is not a string to PyYAML, two
 *   keys PyYAML reads as equal, a value holding itself), or it is one of KNOWN_DIFFERENCES;
 * - PyYAML refuses it: we refuse it too, with an InputError naming the file and a line.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { PyFloat } from "../../src/core/json-format.js";
import { pyKeys } from "../../src/core/py-dict-order.js";
import { pyFloatRepr } from "../../src/core/py-repr.js";
import { parseYamlText } from "../../src/node/grading-config.js";

type Tagged =
  | { readonly t: "none" | "recursive" }
  | { readonly t: "bool"; readonly v: boolean }
  | { readonly t: "int" | "float" | "str" | "other"; readonly v: string }
  | { readonly t: "list"; readonly v: readonly Tagged[] }
  | { readonly t: "dict"; readonly v: readonly (readonly [Tagged, Tagged])[] };

type Refusal = "timestamp" | "tag" | "key" | "duplicate" | "recursive";

interface Vector {
  readonly text: string;
  readonly value?: Tagged;
  readonly refusable?: readonly Refusal[];
  readonly error?: string;
  readonly line?: number | null;
}

const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "trials", "pyyaml-fuzz-vectors.json"), "utf8")) as { source: string; vectors: Vector[] };

/** Our value in the Python script's tagged form (a whole JS number is an int, a PyFloat a float). */
function tagged(value: unknown, stack: readonly unknown[] = []): Tagged {
  if (value === null || value === undefined) return { t: "none" };
  if (typeof value === "boolean") return { t: "bool", v: value };
  if (typeof value === "bigint") return { t: "int", v: value.toString() };
  if (typeof value === "number") return Number.isInteger(value) && !Object.is(value, -0) ? { t: "int", v: String(value) } : { t: "float", v: pyFloatRepr(value) };
  if (value instanceof PyFloat) return { t: "float", v: pyFloatRepr(value.value) };
  if (typeof value === "string") return { t: "str", v: value };
  if (stack.includes(value)) return { t: "recursive" };
  if (Array.isArray(value)) return { t: "list", v: value.map((v) => tagged(v, [...stack, value])) };
  if (Object.getPrototypeOf(value) !== Object.prototype) return { t: "other", v: (value).constructor.name };
  const record = value as Record<string, unknown>;
  return { t: "dict", v: pyKeys(record).map((k) => [{ t: "str", v: k }, tagged(record[k], [...stack, value])] as const) };
}

/** Which deliberate refusal our message is (the texts parseYamlText gives), or undefined. */
function refusalOf(message: string): Refusal | undefined {
  if (message.includes("as a timestamp")) return "timestamp";
  if (/: the tag \S+ is not read by agent-eval/.test(message)) return "tag";
  if (/: the key .* is (?:True|False|None|the (?:int|float) \S+) to PyYAML/.test(message)) return "key";
  if (message.includes("Map keys must be unique") || message.includes("is given twice in one mapping")) return "duplicate";
  if (message.includes("(a recursive value, which agent-eval does not model)")) return "recursive";
  return undefined;
}

type Outcome = { readonly value: unknown } | { readonly error: unknown };

function ours(text: string): Outcome {
  try {
    return { value: parseYamlText(text, "c.yaml").value };
  } catch (error) {
    return { error };
  }
}

/**
 * The differences the fuzz still finds, each in the `yaml` package's parser (not in agent-eval's
 * PyYAML layer), listed so a new one fails the test and a fixed one must leave the list:
 * - a block scalar with an indentation indicator (`>1-`) whose first line is indented deeper than
 *   the indicator says and whose trailing lines hold only spaces: PyYAML keeps the spaces beyond
 *   the indentation as text (as YAML's l-strip-empty says), the `yaml` package drops those lines:
 *   parseYamlText refuses such a scalar at its line rather than read it otherwise;
 * - a quoted scalar whose continuation line starts at column 0 under a top-level mapping
 *   (`k: 'a` / `` / `b'`): PyYAML reads 'a\nb', the `yaml` package refuses it (Missing closing
 *   'quote), naming the line; quoting on one line or indenting the continuation reads in both.
 * - a plain `-` in a flow collection (`[a, -]`): PyYAML reads the string '-', the `yaml` package
 *   refuses it (a block sequence indicator), naming the line;
 * - `? !!value =` as a key: PyYAML's flatten_mapping reads the value tag on a key as the string
 *   '=', agent-eval refuses the tag !!value (a plain `=` key reads as '=' in both).
 * (A larger run, seed 7 with 8000 documents, found only these.)
 */
const KNOWN_DIFFERENCES: ReadonlySet<string> = new Set([
  "é: >1-\n  \n",
  "x: {b: [\"Yes\", -, -0b101], x: 'nO'}\n",
  "c: {0x1: 'a\n\nb', 日本: TRUE, c: 'a:b'} # c\nn:\n  Off: |-\n    a: b\n    text\n    text\n  ? yes\n  : !!binary aGk=  # : x\n  name:\n    - &d false\n",
  "? -.inf\n: 'a\n\nb' # c\n",
  "- y: 'é'\n  c: >1-\n    \n      more\n    yes\n  ? !!value =\n  : '-0b101'\n-\n  ? a:b\n  : False #yes\n",
  "1e3: >1-\n  é\n  \n",
  "? '1:60'\n: 1:20.5 #yes\n\"190:20:30.15\\x41\": >1-\n  \n",
  "params:\n  ? 'a\n\nb'\n  : 1.0e3  # : x\n  ? 0x1F\n  : +1\nyEs:\n  -\n    1: a:b # c\n? \"on\"\n: .5\n-1: |+\n  yes\n  \ttab\n    more\n",
  "x: 'a\n\nb'\n",
]);

const accepted = fixture.vectors.filter((v) => v.value !== undefined);
const refused = fixture.vectors.filter((v) => v.error !== undefined);

describe("parseYamlText against PyYAML's safe_load (seeded fuzz corpus)", () => {
  it("the corpus is the committed seeded one, large and varied", () => {
    expect(fixture.source).toMatch(/PyYAML 6\.0\.3.*seed 20261202/);
    expect(fixture.vectors.length).toBeGreaterThanOrEqual(3000);
    expect(accepted.length).toBeGreaterThan(1500);
    expect(refused.length).toBeGreaterThan(1000);
    expect(new Set(refused.map((v) => v.error))).toEqual(new Set(["ConstructorError", "ScannerError", "ComposerError", "ParserError", "ValueError", "KeyError", "IndexError"]));
  });

  it("where PyYAML reads a value, we read the same value (kinds, key order) or refuse it on purpose, as PyYAML's node graph allows", () => {
    const mismatches: string[] = [];
    const known: string[] = [];
    const refusals = new Map<Refusal, number>();
    for (const v of accepted) {
      const outcome = ours(v.text);
      const mismatch = (text: string): void => void (KNOWN_DIFFERENCES.has(v.text) ? known : mismatches).push(text);
      if ("value" in outcome) {
        const got = JSON.stringify(tagged(outcome.value));
        if (got !== JSON.stringify(v.value)) mismatch(`${JSON.stringify(v.text)}\n  PyYAML ${JSON.stringify(v.value)}\n  ours   ${got}`);
        continue;
      }
      const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
      const kind = outcome.error instanceof InputError ? refusalOf(message) : undefined;
      if (kind === undefined || !(v.refusable ?? []).includes(kind)) {
        mismatch(`${JSON.stringify(v.text)}\n  PyYAML ${JSON.stringify(v.value)} (refusable: ${(v.refusable ?? []).join(", ") || "nothing"})\n  ours   ${message}`);
      } else {
        refusals.set(kind, (refusals.get(kind) ?? 0) + 1);
      }
    }
    expect(mismatches).toEqual([]);
    // each known difference still differs (a fixed one leaves KNOWN_DIFFERENCES)
    expect(known.length).toBe(KNOWN_DIFFERENCES.size);
    // each deliberate refusal is exercised by the corpus
    expect([...refusals.keys()].sort()).toEqual(["duplicate", "key", "recursive", "tag", "timestamp"]);
  });

  it("where PyYAML refuses a document, we refuse it too, with an InputError naming the file and a line", () => {
    const mismatches: string[] = [];
    for (const v of refused) {
      const outcome = ours(v.text);
      if ("value" in outcome) {
        mismatches.push(`${JSON.stringify(v.text)}\n  PyYAML ${v.error} at line ${v.line}\n  ours   ${JSON.stringify(tagged(outcome.value))}`);
      } else if (!(outcome.error instanceof InputError) || !/^c\.yaml:\d+: /.test(outcome.error.message)) {
        mismatches.push(`${JSON.stringify(v.text)}\n  PyYAML ${v.error} at line ${v.line}\n  ours   ${String(outcome.error)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
