/**
 * GlossoGen validates each event with pydantic in lax mode (spec §1.2: the discriminated union
 * over `event_type`, python input after `orjson.loads`): an int field takes `true` (1), `2.0` and
 * `"2"`, a bool field `1` and `"yes"`, a float field `"0.5"`, a datetime `2026-01-01` or a unix
 * time. JSON.parse gives exactly what orjson gives here, so the int/bool/float/datetime fields of a
 * line the strict checker rejected (found by walking its event type's zod schema) are coerced as
 * pydantic coerces them (src/trials/coerce.ts and src/core/py-datetime.ts, checked against
 * pydantic 2.13) and the
 * line is checked again, by explainInvalidEvent (src/core/event-log.ts): only a rejected line gets
 * here, so a valid log never pays for it and the evaluation never loads this module for one.
 */
import { type CoerceResult, coerceBoolean, coerceContinuous, coerceDiscrete } from "../trials/coerce.js";
import { coreEventSchemas } from "./event-schemas.js";
import { type Def, defOf } from "./fast-validate.js";
import { isJsonObject } from "./json-object.js";
import { isIsoDatetime, pydanticDatetime } from "./py-datetime.js";

type Coerce = (value: unknown) => CoerceResult;

function isInt(def: Def): boolean {
  return ((def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).some((c) => c._zod.def.check === "number_format" && c._zod.def.format === "safeint");
}

/** A scalar coerced by `coerce` unless the checker already takes it (a float field keeps its int…). */
function coerceScalar(value: unknown, taken: boolean, coerce: Coerce): { value: unknown; changed: boolean } {
  if (taken) return { value, changed: false };
  const result = coerce(value);
  return result.ok ? { value: result.value, changed: true } : { value, changed: false };
}

/**
 * `value` read as pydantic's lax mode reads a field of `schema`'s type, walking the schema (objects,
 * optionals, arrays, records, discriminated unions): its int, bool, float and datetime fields are
 * the ones coerced, wherever a schema of src/core/event-schemas.ts puts them.
 */
function coerceBySchema(value: unknown, schema: unknown): { value: unknown; changed: boolean } {
  const def = defOf(schema);
  switch (def.type) {
    case "number":
      return coerceScalar(value, typeof value === "number", isInt(def) ? coerceDiscrete : coerceContinuous);
    case "boolean":
      return coerceScalar(value, typeof value === "boolean", coerceBoolean);
    case "custom": {
      // the one custom scalar is the datetime; the other (a JSON object) is taken as it is
      if (def.fn !== isIsoDatetime || value === undefined || isIsoDatetime(value)) return { value, changed: false };
      const read = pydanticDatetime(value);
      return read.ok ? { value: read.iso, changed: true } : { value, changed: false };
    }
    case "optional":
    case "nullable":
    case "default":
      return value === undefined || value === null ? { value, changed: false } : coerceBySchema(value, def.innerType);
    case "object": {
      if (!isJsonObject(value)) return { value, changed: false };
      let changed = false;
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
        if (!Object.hasOwn(value, key)) continue;
        const read = coerceBySchema(value[key], field);
        if (read.changed) {
          value[key] = read.value;
          changed = true;
        }
      }
      return { value, changed };
    }
    case "array":
    case "record": {
      if (def.type === "array" ? !Array.isArray(value) : !isJsonObject(value)) return { value, changed: false };
      const holder = value as Record<string, unknown>;
      let changed = false;
      for (const key of Object.keys(holder)) {
        const read = coerceBySchema(holder[key], def.type === "array" ? def.element : def.valueType);
        if (read.changed) {
          holder[key] = read.value;
          changed = true;
        }
      }
      return { value, changed };
    }
    case "union": {
      // a discriminated union: the member whose tag the value carries (pydantic's tagged union)
      const tag = def.discriminator;
      if (typeof tag !== "string" || !isJsonObject(value)) return { value, changed: false };
      const member = (def.options as unknown[]).find((option) => {
        const tagDef = defOf((defOf(option).shape as Record<string, unknown>)[tag]);
        return tagDef.type === "literal" && (tagDef.values as unknown[]).includes(value[tag]);
      });
      return member === undefined ? { value, changed: false } : coerceBySchema(value, member);
    }
    default:
      return { value, changed: false };
  }
}

/** Coerce the record's lax fields in place as pydantic would (its event type's schema); whether any changed. */
export function coercePydanticLax(eventType: string, record: Record<string, unknown>): boolean {
  const schema = (coreEventSchemas as Readonly<Record<string, unknown>>)[eventType];
  return schema !== undefined && coerceBySchema(record, schema).changed;
}
