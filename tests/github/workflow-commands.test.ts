/**
 * Tests never write workflow commands to stdout: in this project's own GitHub CI they would become
 * real step outputs and error annotations. The setup file diverts them; this proves it does.
 */
import * as core from "@actions/core";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { capturedWorkflowCommands } from "../setup/mute-workflow-commands.js";

afterEach(() => {
  process.exitCode = 0;
});

describe("workflow commands in tests", () => {
  it("outputs go to a throwaway GITHUB_OUTPUT file, errors and failures are diverted from stdout", () => {
    const before = capturedWorkflowCommands().length;
    core.setOutput("verdict", "regression");
    core.error("a metric failed");
    core.setFailed("gated regression");
    expect(readFileSync(process.env.GITHUB_OUTPUT ?? "", "utf8")).toMatch(/^verdict<<ghadelimiter_[\w-]+\nregression\n/m);
    expect(capturedWorkflowCommands().slice(before)).toEqual(["::error::a metric failed", "::error::gated regression"]);
  });

  it("ordinary stdout still passes through", () => {
    const before = capturedWorkflowCommands().length;
    expect(process.stdout.write("")).toBe(true);
    expect(capturedWorkflowCommands().length).toBe(before);
  });
});
