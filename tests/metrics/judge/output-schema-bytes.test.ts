/**
 * The JSON Schema of every judge and probe call is part of each recorded request (and so of the
 * fixture keys and the template versions): deriving it must not change a byte. The digests below
 * are sha256 of `JSON.stringify(schema)`, computed on main at eadcded, before the output contracts
 * were declared once (zod validator and JSON Schema from one declaration); the template versions
 * are the ones every fixture in recorded-judges/ was recorded against at that commit.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseFixtureRecord } from "../../../src/judge/fixture-store.js";
import { JUDGE_CALL_SPECS } from "../../../src/metrics/judge/index.js";
import { EXPLANATION_OUTPUT, PROBE_OUTPUT } from "../../../src/metrics/probes/probe-call.js";

const sha256 = (value: unknown): string => createHash("sha256").update(JSON.stringify(value)).digest("hex");

const ON_MAIN: Readonly<Record<string, { schema: string; templateVersion: string }>> = {
  communication_feature_presence: { schema: "776f48d537dcdf29b85a29f176524c67505ff6a3c0b2c6c47d361d9be99c7ba0", templateVersion: "6efcdf823aac" },
  communication_open_coding: { schema: "03742cbc4f0b206953ac7cc1599a3a0852c71a1e8940895ac8a634b3169ba55d", templateVersion: "1b0f158c7b05" },
  dialog_retransmission: { schema: "99a6625ae0b76fa611cd14535e2a6fe9b29ee616e4a45e82e665c1c18479bbdd", templateVersion: "7056b670f337" },
  language_repetition: { schema: "587c95de9b4b0d0f34f4d2b69aaa8635764794760c493295d998a0c5393df9a5", templateVersion: "662c3ce7cece" },
  language_strangeness: { schema: "cb2844b0be9e9f7d9fe0c355ec67f77d7486daed94dee9051eb31c8bb428c4ce", templateVersion: "cc80b1d6c1a9" },
  neologism: { schema: "5ff4da1ebcc259e9f02249984d9a311946633e0860426f7d7c578d7462d10528", templateVersion: "4ac4b94bc253" },
  communication_ontology_consolidate: { schema: "1aede2faa152b142d88ffbfe97525efa5608f2b4597e08a46681582aba0b42d1", templateVersion: "a6d3579c1f9e" },
  protocol_learned_after_swap: { schema: "28a38bd1f5f295e0e5bb9934e80ced400001e7b6e098c6cf26b6bf3e7d140f96", templateVersion: "59e00d90f0f3" },
  shorthand_codes: { schema: "2c14f9ee9c03a9a596d8255243c694e092a1740877c17810ce772084f6458d86", templateVersion: "47a653dde602" },
  slang_emergence: { schema: "aa333332b6a94cd93984d993832031ebaf39244320999b8fcb73bbe594f90c37", templateVersion: "4d6f63c84024" },
};

describe("judge output schemas, byte for byte as on main", () => {
  it("cover every judge call", () => {
    expect(JUDGE_CALL_SPECS.map((call) => call.metric).sort()).toEqual(Object.keys(ON_MAIN).sort());
  });

  it.each(JUDGE_CALL_SPECS.map((call) => [call.metric, call] as const))("%s: same JSON Schema bytes and template version", (metric, call) => {
    expect(sha256(call.outputSchema)).toBe(ON_MAIN[metric]?.schema);
    expect(call.templateVersion).toBe(ON_MAIN[metric]?.templateVersion);
  });

  it("equal, in key order, the schema stored in every recorded request of recorded-judges/", () => {
    const store = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../recorded-judges");
    let checked = 0;
    for (const call of JUDGE_CALL_SPECS) {
      for (const name of readdirSync(path.join(store, call.metric)).filter((file) => file.endsWith(".json"))) {
        const file = path.join(store, call.metric, name);
        const { request } = parseFixtureRecord(readFileSync(file, "utf8"), file);
        expect(JSON.stringify(request.output_schema), file).toBe(JSON.stringify(call.outputSchema));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("the protocol probe and explanation schemas are unchanged too", () => {
    expect(sha256(PROBE_OUTPUT.schema)).toBe("abc6a7b9a0e952e64343a50fe2aa502b123dd64701de1f52d72afa7d44f005a6");
    expect(sha256(EXPLANATION_OUTPUT.schema)).toBe("030f80936e9df4757f7e25664ea0fd13affb5d3b8b39bb4a197fb2fece83e44a");
  });
});
