// The benchmark floor: read each event log and JSON.parse every line, nothing else.
// Usage: node bench/floor.mjs <file>...
import { readFileSync } from "node:fs";

let lines = 0;
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, "utf8");
  let start = 0;
  for (;;) {
    const end = text.indexOf("\n", start);
    const line = end === -1 ? text.slice(start) : text.slice(start, end);
    if (line.trim() !== "") {
      JSON.parse(line);
      lines += 1;
    }
    if (end === -1) break;
    start = end + 1;
  }
}
process.stdout.write(`${lines}\n`);
