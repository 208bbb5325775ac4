/**
 * Whether pydantic 2 (lax mode, JSON input) accepts a value for a `datetime` field: GlossoGen's
 * `ProtocolProbeResponse.timestamp` is one (its rows carry pydantic's `…:05.678900Z` form), so a
 * responses-file row whose timestamp pydantic refuses is skipped upstream, and one it accepts
 * (a Unix time as a number, a date alone) is kept. The rules are src/core/py-datetime.ts's
 * (pydantic-core and speedate's, checked against pydantic 2.13.4 on 120,000 values).
 */
import { pydanticDatetime } from "./py-datetime.js";

export function isPydanticDatetime(value: unknown): boolean {
  return pydanticDatetime(value).ok;
}
