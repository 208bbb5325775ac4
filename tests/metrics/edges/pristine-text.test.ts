/**
 * Spec §1.6: the pristine-text index parses each send_message tool result with Python's
 * json.loads, which takes NaN, Infinity and -Infinity (and 1e400) where JSON.parse refuses them.
 * Expected values: tests/metrics/edges/pristine-index-vectors.py (python3 3.11, the spec's rules).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { events, runBuilder } from "../../../src/testing.js";
import { byName, evaluate } from "./helpers.js";

const vectors = JSON.parse(readFileSync(new URL("./pristine-index-vectors.json", import.meta.url), "utf8")) as [string, boolean][];

describe("spec §1.6 pristine text index (json.loads semantics)", () => {
  it("indexes exactly the send_message results python's json.loads + the spec's checks accept", async () => {
    // one message per round: transmitted "____" (entropy 0.0), pristine "ab" (entropy 1.0)
    const run = runBuilder({ scenario: "veyru" }).agent("field_observer");
    vectors.forEach(([result], i) => {
      const round = i + 1;
      const messageId = `m${round}`;
      run.round(round, (r) =>
        r
          .event(
            events.custom("tool_result_received", {
              round,
              fields: { agent_id: "field_observer", tool_name: "send_message", call_id: `c${round}`, arguments: { channel_id: "link", text: "ab" }, result },
            }),
          )
          .message("field_observer", "____", { id: messageId }),
      );
    });
    const evaluated = await evaluate(run, "message_entropy,mean_chars_per_round");
    const entropy = byName(evaluated, "message_entropy");
    expect(entropy.per_round.map((o) => [o.round_number, o.value])).toEqual(vectors.map(([, indexed], i) => [i + 1, indexed ? 1 : 0]));
    // mean_chars_per_round measures the transmitted text whatever the index holds (§1.6)
    expect(byName(evaluated, "mean_chars_per_round").per_round.every((o) => o.value === 4)).toBe(true);
  });
});
