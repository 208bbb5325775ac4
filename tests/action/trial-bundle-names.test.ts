/** The report artifact's folder is flat: two trial reports with one file name both survive, the later one numbered. */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { trialReportBundle } from "../../src/action/trials.js";
import { tempDir } from "../helpers/run-dirs.js";

describe("trialReportBundle", () => {
  it("copies every report flat, numbering a name already taken by its position (1-based)", async () => {
    const root = tempDir("trial-bundle-names-");
    const files = ["a/x.report.json", "b/y.report.json", "c/x.report.json"].map((rel) => {
      const file = path.join(root, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, rel);
      return file;
    });
    const out = path.join(root, "bundle");
    await trialReportBundle(files, out);
    expect(readdirSync(out).sort()).toEqual(["3-x.report.json", "x.report.json", "y.report.json"]);
    expect(readFileSync(path.join(out, "x.report.json"), "utf8")).toBe("a/x.report.json");
    expect(readFileSync(path.join(out, "3-x.report.json"), "utf8")).toBe("c/x.report.json");
    rmSync(root, { recursive: true, force: true });
  });

  it("names a copy the artifact service would refuse (`:` and the like) with those characters escaped", async () => {
    const root = tempDir("trial-bundle-unsafe-");
    const file = path.join(root, "run 10:00?.report.json");
    writeFileSync(file, "{}");
    const out = path.join(root, "bundle");
    await trialReportBundle([file], out);
    expect(readdirSync(out)).toEqual(["run 10%3A00%3F.report.json"]);
    rmSync(root, { recursive: true, force: true });
  });
});
