/** Python str.format / str() — expected strings printed by python3 3.11 for the same calls. */
import { describe, expect, it } from "vitest";
import { pyStr } from "../../src/core/py-repr.js";
import { pyFormat } from "../../src/graders/py-format.js";

describe("pyFormat (Python str.format)", () => {
  it("fills placeholders and unescapes {{ }} (the seed's PASS/FAIL template)", () => {
    const template = '\nContext: {context}\nResponse: {response}\nRespond in JSON:\n{{"critique": "<detailed assessment>", "result": "Pass" or "Fail"}}\n';
    // python3: template.format(context=..., response=...)
    expect(pyFormat(template, { context: "Order #12345: shipped May 10", response: "Your order #12345 shipped." })).toBe(
      '\nContext: Order #12345: shipped May 10\nResponse: Your order #12345 shipped.\nRespond in JSON:\n{"critique": "<detailed assessment>", "result": "Pass" or "Fail"}\n',
    );
  });
  it("prints values as Python's str() does", () => {
    expect(pyFormat("{x} {y} {z} {w}", { x: null, y: [1, "a", null], z: { k: 2.5 }, w: true })).toBe("None [1, 'a', None] {'k': 2.5} True");
    expect(pyStr([1.5, "q\"'"])).toBe("[1.5, 'q\"\\'']");
  });
  it("index/key access, conversions and format specs", () => {
    expect(pyFormat("{a[k]} {b[1]} {c:^7}|", { a: { k: "v" }, b: [0, "one"], c: "mid" })).toBe("v one   mid  |");
    expect(pyFormat("{query!r} {x:>5} {y:.2f} {z[0]} {{lit}}", { query: "it's", x: "ab", y: 0.125, z: [7] })).toBe('"it\'s"    ab 0.12 7 {lit}');
    expect(pyFormat("{a:.1%} {b:+d} {c:05.1f}", { a: 0.1234, b: 5, c: -2.25 })).toBe("12.3% +5 -02.2");
  });
  it("prints -0 and whole numbers from 1e16 on as the floats JSON.parse read them from (-0.0, 1e16)", () => {
    // python3: "{} {} {!r} {:>6}|{:+}".format(-0.0, [-0.0, 1e16], -0.0, -0.0, -0.0)
    expect(pyFormat("{a} {b} {c!r} {d:>6}|{e:+}", { a: -0, b: [-0, 1e16], c: -0, d: -0, e: -0 })).toBe("-0.0 [-0.0, 1e+16] -0.0   -0.0|-0.0");
    // python3: "{:d}".format(-0.0) and "{:d}".format(1e16) raise ValueError
    expect(() => pyFormat("{x:d}", { x: -0 })).toThrow("Unknown format code 'd' for object of type 'float'");
    expect(() => pyFormat("{x:d}", { x: 1e16 })).toThrow("Unknown format code 'd' for object of type 'float'");
  });
  it("raises Python's errors: KeyError text is the quoted name", () => {
    expect(() => pyFormat("{query}", { response: "x" })).toThrow("'query'");
    expect(() => pyFormat("a } b", {})).toThrow("Single '}' encountered in format string");
    expect(() => pyFormat("a { b", {})).toThrow("expected '}' before end of string");
    expect(() => pyFormat("{}", {})).toThrow("Replacement index 0 out of range for positional args tuple");
  });
  it("writes strings inside containers and KeyError names as Python's repr, escaping non-printables", () => {
    // python3 3.11.7: "{x} {y}".format(x=["a\u00a0b", "\ud800", "it's"], y={"k\t": "\u200b"})
    expect(pyFormat("{x} {y}", { x: ["a\u00a0b", "\ud800", "it's"], y: { "k\t": "\u200b" } })).toBe("['a\\xa0b', '\\ud800', \"it's\"] {'k\\t': '\\u200b'}");
    // python3: str(KeyError) of "{q\u00a0}".format(x={}) and "{x[a\u200bb]}".format(x={})
    expect(() => pyFormat("{q\u00a0}", { x: {} })).toThrow("'q\\xa0'");
    expect(() => pyFormat("{x[a\u200bb]}", { x: {} })).toThrow("'a\\u200bb'");
  });
  it("writes an AttributeError's name between plain quotes, as CPython does (not a repr)", () => {
    // python3: "{x.a'b}".format(x={}) raises AttributeError("'dict' object has no attribute 'a'b'")
    expect(() => pyFormat("{x.a'b}", { x: {} })).toThrow("'dict' object has no attribute 'a'b'");
  });
  it("an all-digit index is an int (any script's digits), as CPython's get_integer reads it", () => {
    // python3 3.11.7 with d={"0": "zero", "k": "v"}, items=["a", "b", "c", "d"]; before, {d[0]} gave "zero"
    // and {items[٣]} a TypeError
    const v = { d: { "0": "zero", k: "v" }, items: ["a", "b", "c", "d"] };
    expect(() => pyFormat("{d[0]}", v)).toThrow(expect.objectContaining({ pyType: "KeyError", message: "0" }));
    expect(() => pyFormat("{d[00]}", v)).toThrow(expect.objectContaining({ pyType: "KeyError", message: "0" }));
    expect(pyFormat("{items[٣]}{d[k]}", v)).toBe("dv");
    expect(() => pyFormat("{٣}", v)).toThrow("Replacement index 3 out of range for positional args tuple");
    expect(() => pyFormat("{items[99999999999999999999]}", v)).toThrow("Too many decimal digits in format string");
  });
});
