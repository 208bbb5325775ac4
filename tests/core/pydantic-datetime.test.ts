import { describe, expect, it } from "vitest";
import { pydanticDatetime } from "../../src/core/py-datetime.js";

// Every verdict below is what pydantic 2.13.4 (python3 here) answered for
// TypeAdapter(datetime).validate_json(json.dumps(value)); the rules are src/core/py-datetime.ts's,
// whose own vectors (tests/core/py-datetime.test.ts) come from 120,000 values compared with pydantic.
const ACCEPTED: unknown[] = [
  "2026-01-02T03:04:05.678900Z",
  "2026-01-02T03:04:05Z",
  "2026-01-02t03:04:05z",
  "2026-01-02_03:04",
  "2026-01-02 03:04:05",
  "2026-01-02T03:04",
  "2026-01-02", // a date alone, midnight in lax mode
  "2024-02-29T00:00:00Z",
  "2026-01-02T03:04:05,5Z",
  "2026-01-02T03:04:05.1234567890123Z",
  "2026-01-02T03:04:05+0530",
  "2026-01-02T03:04:05+23:59",
  "2026-01-02T03:04:05-00:00",
  "9999-12-31T23:59:59Z",
  "1700000000",
  "+1700000000",
  "-1",
  "0001",
  "5.",
  ".5",
  "+.5",
  "1.5e-3",
  "1.e9",
  "1700000000.",
  "253402300799999", // milliseconds above 2e10
  "-62135596800000",
  1700000000,
  1700000000.5,
  -1,
  0,
  20000000000,
  20000000001,
  1.5,
];
const REFUSED: unknown[] = [
  "garbage",
  "",
  " 2026-01-02T03:04:05Z",
  "2026-01-02T03:04:05Z ",
  "2026-13-01T00:00:00Z",
  "2026-02-29T00:00:00Z",
  "2026-01-32",
  "2026-00-10",
  "0000-01-01T00:00:00Z",
  "2026-01-02T24:00:00Z",
  "2026-01-02T03:04:60Z",
  "2026-01-02T3:04:05Z",
  "2026-1-02T03:04:05Z",
  "2026-01-02X03:04:05",
  "2026-01-02T",
  "2026-01-02 ",
  "2026-01-02 03",
  "20260102T030405Z",
  "2026-01-02T03:04:05+05",
  "2026-01-02T03:04:05+05:3",
  "2026-01-02T03:04:05+24:00",
  "2026-01-02T03:04:05+01:00:00",
  "2026-01-02T03:04:05.Z",
  "2026-01-02T03:04:05.",
  "2026-01-02T03:04:05+05:30Z",
  "1e3",
  "1E9",
  "1_700_000_000",
  "0x10",
  "nan",
  "inf",
  "+",
  "1.7e9x",
  "２０２６-01-02",
  "253402300800000",
  "17000000000000000",
  1e20,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  253402300800000,
  true,
  null,
  [],
  {},
];

describe("pydantic datetime acceptance (probe rows' timestamp)", () => {
  it.each(ACCEPTED.map((value) => [JSON.stringify(value) ?? String(value), value]))("accepts %s", (_, value) => {
    expect(pydanticDatetime(value).ok).toBe(true);
  });
  it.each(REFUSED.map((value) => [String(JSON.stringify(value) ?? value), value]))("refuses %s", (_, value) => {
    expect(pydanticDatetime(value).ok).toBe(false);
  });
});
