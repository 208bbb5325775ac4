/**
 * NeMo's EvidenceDescriptor has `kind: str` and `ref: str | None` (atif-and-nemo-evidence.md §2.1):
 * no length rule, so a descriptor with an empty `ref` or `kind` is a valid trial, and only the metric
 * that opens it fails, on that trial. The dataset reader refused the whole dataset (exit 2) before,
 * losing every other trial's results.
 */
import { describe, expect, it } from "vitest";
import { openTrialEvidence } from "../../src/lib.js";
import { parseTrialDataset } from "../../src/node/trial-dataset.js";

const line = (id: string, evidence: unknown) =>
  JSON.stringify({ task: { id: "t" }, trial: { id, task_id: "t", status: "completed" }, candidate: { output_text: "x", evidence } });

describe("a descriptor with an empty ref or kind", () => {
  it("is read with the dataset; opening it fails that trial's metric only", async () => {
    const text = `${line("empty-ref", { trace: { kind: "trace", ref: "" } })}\n${line("empty-kind", { trace: { kind: "", ref: "t.json" } })}\n`;
    const { trials } = parseTrialDataset(text, "/data/d.jsonl");
    expect(trials.map((t) => t.trial.id)).toEqual(["empty-ref", "empty-kind"]);
    const [emptyRef, emptyKind] = trials.map((t) => openTrialEvidence(t.evidence ?? {}, { datasetDir: "/data" }));
    await expect(emptyRef?.trace()).rejects.toThrow("evidence 'trace' (kind 'trace') has no ref: its handle reads a local path");
    await expect(emptyKind?.trace()).rejects.toThrow("evidence 'trace' has kind '', expected 'trace'");
  });
});
