import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { AGENT_EVAL_VERSION } from "../src/version.js";

it("the CLI reports package.json's version", () => {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  expect(AGENT_EVAL_VERSION).toBe(pkg.version);
});
