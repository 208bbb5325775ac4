// The benchmark floors: read each event log and JSON.parse every line, nothing else.
//   node bench/floor.mjs <file>...           plain: the file as one UTF-8 string, split on newlines
//   node bench/floor.mjs --bytes <file>...   tuned: the file as bytes, each line decoded on its own
// The plain floor is what the target is stated against. The tuned floor decodes the way
// agent-eval's reader does (one non-ASCII character makes a whole-file string two-byte, which is
// slower to build and to parse), so the ratio against it is agent-eval's true overhead.
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const bytes = args[0] === "--bytes";
let lines = 0;
for (const file of bytes ? args.slice(1) : args) {
  if (bytes) {
    const buffer = readFileSync(file);
    let start = 0;
    for (;;) {
      const end = buffer.indexOf(0x0a, start);
      const line = buffer.toString("utf8", start, end === -1 ? buffer.length : end);
      if (line.trim() !== "") {
        JSON.parse(line);
        lines += 1;
      }
      if (end === -1) break;
      start = end + 1;
    }
    continue;
  }
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
