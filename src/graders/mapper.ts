/**
 * OpenJudge's mappers (`utils/mapping.py`): how a dataset row becomes a grader's keyword arguments.
 *
 * - No mapper: the row itself is the arguments.
 * - A dict mapper `{grader_param: "dot.path"}`: the arguments are exactly the mapped keys; a path
 *   that does not exist gives `null` (Python `None`), never an error.
 * - A function mapper `row -> arguments` (in agent-eval, a module's export: `{module: ./map.mjs}`).
 *
 * `getValueByPath` follows OpenJudge's `get_value_by_path`: `a.b` walks dicts, `items.0.name`
 * indexes a list, and a non-numeric segment on a list traverses every item (`items.name` is the
 * list of each item's `name`), dropping items where the rest of the path gives `None`. Negative
 * indexes are not supported (they give `None`), and so is an index past the end.
 */
import { PyFloat } from "../core/json-format.js";
import { defineOwn } from "../core/own-keys.js";
import { pyIntFromString } from "./py-format.js";

export type DictMapper = Readonly<Record<string, string>>;
export type FunctionMapper = (row: Readonly<Record<string, unknown>>) => unknown;
export type Mapper = DictMapper | FunctionMapper;

function walk(value: unknown, keys: readonly string[], start: number): unknown {
  let current = value;
  for (let i = start; i < keys.length; i++) {
    const key = keys[i] as string;
    if (Array.isArray(current)) {
      const index = pyIntFromString(key);
      if (index !== undefined) {
        if (index < 0 || index >= current.length) return null;
        current = current[index] as unknown;
      } else {
        const items: unknown[] = [];
        for (const item of current as unknown[]) {
          const found = walk(item, keys, i);
          if (found !== null && found !== undefined) items.push(found);
        }
        return items;
      }
    } else if (current !== null && typeof current === "object" && !(current instanceof PyFloat)) {
      // a dict (a dataset's whole float is a PyFloat object, a scalar to Python: its own `value` is no key)
      const record = current as Record<string, unknown>;
      current = Object.prototype.hasOwnProperty.call(record, key) ? record[key] : null;
    } else {
      return null;
    }
    if (current === null || current === undefined) return null;
  }
  return current === undefined ? null : current;
}

/** OpenJudge's `get_value_by_path(data, path)`; `null` stands for Python `None`. */
export function getValueByPath(data: unknown, path: string): unknown {
  return walk(data, path.split("."), 0);
}

/** OpenJudge's `parse_data_with_mapper`: the keyword arguments a grader is called with. */
export function applyMapper(row: Readonly<Record<string, unknown>>, mapper: Mapper | undefined): Record<string, unknown> {
  if (mapper === undefined) return { ...row };
  if (typeof mapper === "function") {
    const mapped = mapper(row);
    if (mapped === null || typeof mapped !== "object" || Array.isArray(mapped)) {
      throw new TypeError(`the mapper function must return an object of grader arguments, got ${mapped === null ? "null" : Array.isArray(mapped) ? "an array" : typeof mapped}`);
    }
    return { ...(mapped as Record<string, unknown>) };
  }
  const args: Record<string, unknown> = {};
  for (const [param, path] of Object.entries(mapper)) defineOwn(args, param, getValueByPath(row, path));
  return args;
}
