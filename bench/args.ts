/** The benchmarks' numeric flags: `--name N` on the command line, else `fallback`. */
export function numberFlag(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}
