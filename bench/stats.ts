/**
 * The benchmarks' median: the upper of the two middle values for an even count (always a measured
 * time, never an average of two), as every bench has reported it. Not src/trials/stats.ts's p50,
 * which interpolates between the middle values.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}
