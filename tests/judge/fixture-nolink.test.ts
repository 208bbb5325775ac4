import { afterEach, beforeEach, expect, it, vi } from "vitest";

// a file system without hard links (link(2) fails with EPERM, as on some FUSE and FAT mounts)
vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  return { ...actual, link: () => Promise.reject(Object.assign(new Error("EPERM: operation not permitted, link"), { code: "EPERM" })) };
});

const { buildFixtureRecord, SCRIPTED_SOURCE } = await import("../../src/judge/fixture-store.js");
const { judgeRequestKey } = await import("../../src/judge/request-key.js");
const { FIXED_NOW, makeRequest, tempStore } = await import("./judge-test-helpers.js");

let t: Awaited<ReturnType<typeof tempStore>>;
beforeEach(async () => {
  t = await tempStore();
});
afterEach(async () => {
  await t.cleanup();
});

it("without hard links, the first recording of a key still wins and nothing is left behind", async () => {
  const request = makeRequest();
  const usage = { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
  const first = buildFixtureRecord(request, { output: { score: 1 }, usage, model: "m" }, { recordedAt: FIXED_NOW(), source: SCRIPTED_SOURCE });
  const second = buildFixtureRecord(request, { output: { score: 2 }, usage, model: "m" }, { recordedAt: FIXED_NOW(), source: SCRIPTED_SOURCE });
  expect((await t.store.putIfAbsent(first)).existing).toBeUndefined();
  const again = await t.store.putIfAbsent(second);
  expect(again.existing?.record.response.output).toEqual({ score: 1 });
  expect(await t.files()).toEqual([`language_strangeness/${judgeRequestKey(request)}.json`]);
});
