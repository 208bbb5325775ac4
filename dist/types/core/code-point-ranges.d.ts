/**
 * Code-point range tables as the generator scripts write them (`"41-5a,b5,c0-d6"`: hex code
 * points and inclusive ranges, ascending): parsed once into pairs, searched by bisection. Python's
 * own Unicode properties (printable, Cased, Case_Ignorable) come to agent-eval this way. Pure.
 */
/** The table's `[lo, hi]` pairs, flat. */
export declare function parseRanges(text: string): Int32Array;
/** Whether `cp` lies in one of the table's ranges. */
export declare function inRanges(table: Int32Array, cp: number): boolean;
