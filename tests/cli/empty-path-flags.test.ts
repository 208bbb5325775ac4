/**
 * A flag that names a file or directory, given an empty value, is a usage error (exit 2) naming the
 * flag, before anything is read or written. An empty path is what `--fixtures "$FIXTURES"` gives
 * when the variable is unset, and it meant the working directory: `--fixtures ""` looked up (and in
 * the record modes wrote) recordings there, `--ngram-tables ""` read tables from it, and
 * `ontology consolidate --run-dir ""` read the working directory as a run.
 */
import { describe, expect, it } from "vitest";
import { cli } from "../helpers/run-dirs.js";

/** Every path flag, per command, from README's synopsis. */
const PATH_FLAGS: ReadonlyArray<readonly [command: readonly string[], flags: readonly string[]]> = [
  [["evaluate"], ["--run-dir", "--out", "--scenario-config", "--ngram-tables", "--gpt2-model", "--ontology-path", "--scenario-assets", "--fixtures"]],
  [["diff"], ["--baseline", "--candidate"]],
  [["verify"], ["--run-dir", "--fixtures", "--ngram-tables", "--ontology-path", "--gpt2-model"]],
  [["export"], ["--run-dir", "--reports", "--out"]],
  [["export-thread"], ["--run-dir", "--scenario-assets", "--out"]],
  [["fixtures", "check"], ["--fixtures"]],
  [["fixtures", "prune"], ["--run-dir", "--fixtures", "--ngram-tables", "--ontology-path"]],
  [["ontology", "consolidate"], ["--run-dir", "--out", "--fixtures"]],
  [["rubrics", "generate"], ["--out", "--data", "--fixtures"]],
  [["rubrics", "check"], ["--config", "--data", "--baseline", "--out", "--fixtures"]],
  [["grade"], ["--dataset", "--config", "--out", "--merge", "--fixtures"]],
];

describe("a path flag given an empty value", () => {
  const cases = PATH_FLAGS.flatMap(([command, flags]) => flags.map((flag): [readonly string[], string] => [command, flag]));

  it.each(cases)("%j %s '': exit 2 naming the flag", async (command, flag) => {
    for (const argv of [[flag, ""], [`${flag}=`]]) {
      const result = await cli(...command, ...argv);
      expect(result.code, `${argv.join(" ")}: ${result.stderr}`).toBe(2);
      expect(result.stderr).toBe(`error: ${flag} is empty (an unset variable?): give a path, or leave the flag out\n`);
      expect(result.stdout).toBe("");
    }
  });

  it("flags whose empty value means something keep it: --gate= warns, --title '' is an empty title", async () => {
    const gate = await cli("diff", "--baseline", "x", "--candidate", "y", "--gate=");
    expect(gate.stderr).not.toContain("is empty (an unset variable?)");
    const title = await cli("diff", "--baseline", "x", "--candidate", "y", "--title", "");
    expect(title.stderr).not.toContain("is empty (an unset variable?)");
  });
});
