import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 30_000,
    // workflow commands from @actions/core never reach the runner's stdout (see the file)
    setupFiles: ["tests/setup/mute-workflow-commands.ts"],
  },
});
