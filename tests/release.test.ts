/**
 * Release hygiene: the release workflow is triggered by vX.Y.Z tags, checks the tag against
 * package.json, runs the tests, attaches dist/ and the npm tarball, and moves the major tag; the
 * Action has branding for the Marketplace; the changelog has a section the release notes come from.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string): string => readFileSync(path.join(root, file), "utf8");

interface Step {
  name?: string;
  run?: string;
  uses?: string;
}

describe("releases", () => {
  const workflow = parse(read(".github/workflows/release.yml")) as {
    on: { push: { tags: string[] } };
    permissions: Record<string, string>;
    jobs: { release: { permissions: Record<string, string>; steps: Step[] } };
  };
  const steps = workflow.jobs.release.steps;
  const script = steps.map((s) => s.run ?? "").join("\n");

  it("runs on vX.Y.Z tags only, with contents: write for that job alone", () => {
    expect(workflow.on.push.tags).toEqual(["v[0-9]+.[0-9]+.[0-9]+"]);
    expect(workflow.permissions).toEqual({});
    expect(workflow.jobs.release.permissions).toEqual({ contents: "write" });
  });

  it("checks the tag against package.json and runs the tests before releasing", () => {
    const order = (text: string) => steps.findIndex((s) => (s.run ?? "").includes(text));
    expect(order('test "$TAG" = "v$version"')).toBeGreaterThan(-1);
    expect(order("npm test")).toBeGreaterThan(order('test "$TAG" = "v$version"'));
    expect(order("gh release create")).toBeGreaterThan(order("npm test"));
  });

  it("attaches dist/ and the npm tarball, and moves the major tag", () => {
    expect(script).toContain('tar -czf "agent-eval-dist-$TAG.tar.gz" dist action.yml LICENSE README.md');
    expect(script).toContain('"agent-eval-dist-$TAG.tar.gz" "agent-eval-$version.tgz"');
    expect(script).toContain('major="${TAG%%.*}"');
    expect(script).toContain('git push -f origin "refs/tags/$major"');
  });

  it("the changelog has an Unreleased section and one per released version", () => {
    const changelog = read("CHANGELOG.md");
    const version = (JSON.parse(read("package.json")) as { version: string }).version;
    expect(changelog).toContain("## [Unreleased]");
    expect(changelog).toMatch(new RegExp(`^## \\[${version.replace(/\./g, "\\.")}\\] - \\d{4}-\\d{2}-\\d{2}$`, "m"));
  });

  it("the Action has Marketplace branding and runs on node24", () => {
    const action = parse(read("action.yml")) as { branding: { icon: string; color: string }; runs: { using: string; main: string } };
    expect(action.branding).toEqual({ icon: "activity", color: "purple" });
    expect(action.runs).toMatchObject({ using: "node24", main: "dist/action.js" });
  });
});
