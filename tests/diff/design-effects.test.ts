/**
 * The design effect a pooled-rounds interval names is the one it applied. Each side's rounds are
 * deflated by 1 + (m − 1)·ICC with m that side's rounds per run (§4.4d), so runs of 10 and of 50
 * rounds get 3.7 and 15.7 at ICC 0.3; the label said "design effect 9.70" (m averaged over both).
 * Interval: Newcombe on 8/3.7 of 10/3.7 against 30/15.7 of 50/15.7, computed with the reference's
 * formulas in python3 (scipy 1.17 norm.ppf(0.975)): [-0.6568463921572157, 0.414467417135983].
 */
import { describe, expect, it } from "vitest";
import { diffScoreTables } from "../../src/diff/diff.js";
import { successRuns } from "./helpers.js";

describe("design effects of pooled rounds", () => {
  it("runs of different lengths: each side's design effect, named in the label", () => {
    const m = diffScoreTables(successRuns("b", [8], 10), successRuns("c", [30], 50)).metrics[0];
    expect(m?.method).toBe("pooled-rounds-icc");
    expect(m?.icc?.designEffects?.baseline).toBeCloseTo(3.7, 12);
    expect(m?.icc?.designEffects?.candidate).toBeCloseTo(15.7, 12);
    expect(m?.methodLabel).toContain("design effects 3.70 (baseline) and 15.70 (candidate)");
    expect(m?.methodLabel).not.toContain("9.70");
    expect(m?.interval?.lower).toBeCloseTo(-0.6568463921572157, 10);
    expect(m?.interval?.upper).toBeCloseTo(0.414467417135983, 10);
  });

  it("runs of one length: one design effect, as before", () => {
    const m = diffScoreTables(successRuns("b", [15], 20), successRuns("c", [12], 20)).metrics[0];
    expect(m?.methodLabel).toContain("design effect 6.70)");
    expect(m?.icc?.designEffects).toEqual({ baseline: 1 + 19 * 0.3, candidate: 1 + 19 * 0.3 });
  });
});
