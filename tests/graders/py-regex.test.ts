/**
 * Python `re` semantics on JavaScript: every case's expected value was computed by python3 3.11.7's
 * own `re.search` on this machine (scripts/py-re-vectors.py → tests/fixtures/graders/py-re-vectors.json):
 * match groups, no match, or the exact `re.error` text with its position.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compilePyRegex, PY_IGNORECASE, PyRegexError, PyRegexUnsupported } from "../../src/graders/text/py-regex.js";

interface Vector {
  readonly pattern: string;
  readonly text: string;
  readonly ignorecase: boolean;
  readonly groups?: Array<string | null> | null;
  readonly match?: string | null;
  readonly error?: string;
}

const file = path.join(import.meta.dirname, "..", "fixtures", "graders", "py-re-vectors.json");
const vectors = (JSON.parse(readFileSync(file, "utf8")) as { cases: Vector[] }).cases;
// 3,000 random small patterns (scripts/py-re-fuzz-vectors.py, seeds 7 and 11), same source of truth
const fuzz = (JSON.parse(readFileSync(path.join(path.dirname(file), "py-re-fuzz-vectors.json"), "utf8")) as { cases: Vector[] }).cases;

function run(v: Vector, forceEngine = false): unknown {
  try {
    const m = compilePyRegex(v.pattern, v.ignorecase ? PY_IGNORECASE : 0, { forceEngine }).search(v.text);
    return m === null ? { groups: null, match: null } : { groups: m.groups, match: m.match };
  } catch (error) {
    if (error instanceof PyRegexError) return { error: error.message };
    throw error;
  }
}

describe("Python re.search, case by case against python3", () => {
  it("has a healthy number of vectors, errors and matches both", () => {
    expect(vectors.length).toBeGreaterThan(120);
    expect(vectors.filter((v) => v.error !== undefined).length).toBeGreaterThan(40);
  });
  it.each(vectors.map((v) => [JSON.stringify(v.pattern), JSON.stringify(v.text), v] as const))("%s on %s", (_p, _t, v) => {
    const expected = v.error !== undefined ? { error: v.error } : { groups: v.groups, match: v.match };
    expect(run(v)).toEqual(expected);
  });
});

describe("the same vectors on agent-eval's sre-rules matcher (used where JavaScript's RegExp differs)", () => {
  it.each(vectors.map((v) => [JSON.stringify(v.pattern), JSON.stringify(v.text), v] as const))("%s on %s", (_p, _t, v) => {
    const expected = v.error !== undefined ? { error: v.error } : { groups: v.groups, match: v.match };
    expect(run(v, true)).toEqual(expected);
  });
  it("repeats of one-character bodies loop instead of recursing, so long texts work", () => {
    // python3: re.search(r"(\w)+$", "a" * 49999 + "b").groups() == ('b',)
    expect(compilePyRegex("(\\w)+$").search(`${"a".repeat(49999)}b`)?.groups).toEqual(["b"]);
    // python3: re.search(r"(?:(\d+),?)+", ",".join(map(str, range(300)))).groups() == ('299',)
    expect(compilePyRegex("(?:(\\d+),?)+").search(Array.from({ length: 300 }, (_, i) => i).join(","))?.groups).toEqual(["299"]);
  });
  it("is chosen for captures inside repeats and conditionals, the RegExp otherwise", () => {
    expect(compilePyRegex("(?:(a)|b)+").source).toBe("(agent-eval's sre engine)");
    expect(compilePyRegex("(a)?(?(1)b|c)").source).toBe("(agent-eval's sre engine)");
    expect(compilePyRegex("(a)b+(c)").source).not.toBe("(agent-eval's sre engine)");
  });
});

describe("a possessive repeat around a group (its wrapper is numbered before the groups inside)", () => {
  // python3 3.11.7: re.search(p, t) -> (group(0), groups()); before, the emitted RegExp's
  // back-references pointed at the wrong groups: "(?>a+)?+" matched "" and "(b)?+" captured ""
  it.each([
    ["(?>a+)?+", "a_b-c", "a", []],
    ["(?>a)?+", "a", "a", []],
    ["(?>a)*+", "aa", "aa", []],
    ["(?P<n>b)?+", "a\nb\n", "", [null]],
    ["(b)?+", "a", "", [null]],
    ["(b)?+", "b", "b", ["b"]],
    ["(?:(a)(?>b))?+c", "abc", "abc", ["a"]],
  ] as const)("%s on %j", (pattern, text, match, groups) => {
    for (const forceEngine of [false, true]) expect(compilePyRegex(pattern, 0, { forceEngine }).search(text)).toEqual({ match, groups });
  });
});

describe("long texts and back-references (python3 3.11.7 re.search)", () => {
  // captures inside a repeat that every iteration sets agree with JavaScript's RegExp, which has no
  // stack limit: before, these ran on the matcher and were a GraderError from about 1,000 characters
  const text = `${"ab".repeat(50000)}c`;
  it.each([
    ["(a|b)*c", 100001, ["b"]],
    ["(a|b)+?c", 100001, ["b"]],
    ["((ab))*c", 100001, ["ab", "ab"]],
    ["(\\w|\\s)+", 100001, ["c"]],
  ] as const)("%s on 100,001 characters", (pattern, length, groups) => {
    const m = compilePyRegex(pattern).search(text);
    expect(m?.match.length).toBe(length);
    expect(m?.groups).toEqual(groups);
  });
  // a back-reference to a group that took no part fails in sre, where JavaScript matches "";
  // before, the RegExp path matched these
  it.each([
    ["(a)?\\1", "b", null],
    ["(a)?b\\1", "b", null],
    ["(?:(a)|b)\\1", "b", null],
    ["(a)|\\1x", "x", null],
    ["(a)*\\1", "b", null],
    ["(a)+\\1", "aa", { match: "aa", groups: ["a"] }],
    ["(a|b)+\\1", "abb", { match: "abb", groups: ["b"] }],
  ] as const)("%s on %j", (pattern, input, expected) => {
    for (const forceEngine of [false, true]) expect(compilePyRegex(pattern, 0, { forceEngine }).search(input)).toEqual(expected);
  });
});

describe("3,000 random patterns against python3, both paths", () => {
  it("all agree", () => {
    const expected = (v: Vector) => (v.error !== undefined ? { error: v.error } : { groups: v.groups, match: v.match });
    const wrong = fuzz.filter((v) => JSON.stringify(run(v)) !== JSON.stringify(expected(v)) || JSON.stringify(run(v, true)) !== JSON.stringify(expected(v)));
    expect(fuzz.length).toBe(3000);
    expect(wrong.map((v) => v.pattern)).toEqual([]);
  });
});

describe("what JavaScript cannot run is refused, never approximated", () => {
  it("\\N{...} (no Unicode name table here)", () => {
    expect(() => compilePyRegex("\\N{DIGIT ONE}")).toThrow(PyRegexUnsupported);
  });
  // python3 3.11.7 re.compile: a name no character can have is re.error at the \N, before the rest
  // is parsed (so an invalid regex_match pattern, score 0, not a GraderError); before, the rest of
  // the pattern was parsed on (`\N{,2}\1` said "invalid group reference 1")
  it.each([
    ["\\N{,2}\\1", "undefined character name ',2' at position 0"],
    ["[\\N{1,2}]", "undefined character name '1,2' at position 1"],
    ["a\\N{é}", "undefined character name 'é' at position 1"],
    ["\\N{ABC }", "undefined character name 'ABC ' at position 0"],
  ])("but an impossible name is Python's error: %s", (pattern, message) => {
    expect(() => compilePyRegex(pattern)).toThrow(PyRegexError);
    expect(() => compilePyRegex(pattern)).toThrow(message);
  });
});

describe("Unicode classes are Python's, not JavaScript's", () => {
  // python3: re.match(r"^\d$", "\u0663") matches (ARABIC-INDIC DIGIT THREE), so does re.match(r"^\w+$", "naïve_東京");
  // re.search(r"\s", "\ufeff") is None, re.search(r"\s", "\x1c") matches
  it("\\w, \\d, \\s", () => {
    expect(compilePyRegex("^\\d$").search("\u0663")).not.toBeNull();
    expect(compilePyRegex("^\\w+$").search("naïve_東京")).not.toBeNull();
    expect(compilePyRegex("\\s").search("\ufeff")).toBeNull();
    expect(compilePyRegex("\\s").search("\x1c")).not.toBeNull();
  });
});
