/**
 * Code-point range tables as the generator scripts write them (`"41-5a,b5,c0-d6"`: hex code
 * points and inclusive ranges, ascending): parsed once into pairs, searched by bisection. Python's
 * own Unicode properties (printable, Cased, Case_Ignorable) come to agent-eval this way. Pure.
 */

/** The table's `[lo, hi]` pairs, flat. */
export function parseRanges(text: string): Int32Array {
  const parts = text.split(",");
  const table = new Int32Array(parts.length * 2);
  parts.forEach((part, i) => {
    const [lo, hi] = part.split("-") as [string, string | undefined];
    table[2 * i] = parseInt(lo, 16);
    table[2 * i + 1] = parseInt(hi ?? lo, 16);
  });
  return table;
}

/** Whether `cp` lies in one of the table's ranges. */
export function inRanges(table: Int32Array, cp: number): boolean {
  let lo = 0;
  let hi = table.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < (table[2 * mid] as number)) hi = mid - 1;
    else if (cp > (table[2 * mid + 1] as number)) lo = mid + 1;
    else return true;
  }
  return false;
}
