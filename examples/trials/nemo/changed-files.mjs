// changed_files: what the agent changed between the initial and the final state (NeMo's
// filesystem diff), and whether its log ends with "done" (the logs handle's tail).
// Output specs are plain objects ({name, kind}); MetricOutputSpec.discreteScore(...) builds the same.
export function changedFiles() {
  return {
    type: "changed_files",
    outputSpec: () => [
      { name: "files_changed", kind: "discrete_score", description: "files added, deleted or modified" },
      { name: "log_says_done", kind: "boolean", description: "the last line of logs/agent.log is 'done'" },
    ],
    async computeScores(input) {
      const evidence = input.candidate.evidence;
      if (evidence === null || evidence.get("initial_state") === undefined || evidence.get("final_state") === undefined) {
        throw new Error("changed_files needs the initial_state and final_state snapshots");
      }
      const before = await evidence.filesystem("initial_state");
      const after = await evidence.filesystem("final_state");
      const diff = await before.diff(after);
      const done = evidence.get("logs") !== undefined && (await (await evidence.logs()).tail("agent.log", 1)) === "done";
      return {
        outputs: [
          { name: "files_changed", value: diff.entries.length },
          { name: "log_says_done", value: done },
        ],
      };
    },
  };
}
