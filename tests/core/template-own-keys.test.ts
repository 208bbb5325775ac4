/**
 * Template lookups on data read from input see its own keys only, as Jinja sees a Python dict's:
 * `{{ item.inputs.constructor }}` is the dataset's value when the line has that key, and undefined
 * (an error, like every undefined variable here) when it has not, never Object.prototype's
 * constructor. Arrays and strings keep nunjucks' lookup (`list.length`).
 */
import { describe, expect, it } from "vitest";
import { renderTemplate } from "../../src/core/template.js";

describe("template member lookup", () => {
  it("reads an own hostile key, refuses a missing one", () => {
    const inputs = JSON.parse('{"constructor": "c", "__proto__": "p", "toString": 1}') as Record<string, unknown>;
    expect(renderTemplate("{{ x.constructor }} {{ x.__proto__ }} {{ x.toString }}", { x: inputs }, { name: "t.njk" })).toBe("c p 1");
    expect(() => renderTemplate("{{ x.constructor }}", { x: {} }, { name: "t.njk" })).toThrow(/^template t\.njk: [^]*attempted to output null or undefined value/);
    expect(() => renderTemplate("{{ x.hasOwnProperty }}", { x: { a: 1 } }, { name: "t.njk" })).toThrow(/attempted to output null or undefined value/);
  });

  it("keeps lookups on arrays and strings", () => {
    expect(renderTemplate("{{ xs.length }} {{ s.length }} {{ xs[1] }}", { xs: [1, 2, 3], s: "abcd" }, { name: "t.njk" })).toBe("3 4 2");
  });
});
