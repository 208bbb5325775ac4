/**
 * Output pieces that arrive in any order (runs finish out of order) and must come out in input
 * order, joined by a separator. In-order pieces are appended as they become ready; once they add
 * up to more than `spillAt` characters they move to a temporary file, so printing the output of
 * thousands of runs at the end does not hold it all in memory (1,000 runs of `evaluate --json` are
 * ~16 MB of text, and building one string of it took three more copies). Measured: with a 4 MB
 * threshold peak memory at 1,000 runs was 12% above that at 100 runs, with 256 KB 7-8%.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Bytes of the temporary file turned into one string at a time. Strings above ~128 KB live in V8's
 * large-object space, which only a full collection frees: printing 16 MB in 1 MiB pieces left ~30
 * MB of them behind at the end of 1,000 runs (peak RSS 136 MiB against 103 without --json); 32 KiB
 * pieces die young (109 MiB).
 */
const READ_CHUNK = 1 << 15;

export class OrderedOutput {
  private next = 0;
  private readonly waiting = new Map<number, string | undefined>();
  private memory: string[] = [];
  private memoryChars = 0;
  private spill: { readonly dir: string; readonly fd: number } | undefined;
  private written = false;

  /**
   * @param separator written between two pieces (not before the first)
   * @param spillAt characters held in memory before the pieces move to a temporary file
   */
  constructor(
    private readonly separator: string,
    private readonly spillAt = 256 << 10,
    private readonly readChunk = READ_CHUNK,
  ) {}

  /** The piece at `index` (undefined: that slot has no output). Every index from 0 is put once. */
  put(index: number, text: string | undefined): void {
    this.waiting.set(index, text);
    while (this.waiting.has(this.next)) {
      const piece = this.waiting.get(this.next);
      this.waiting.delete(this.next);
      this.next += 1;
      if (piece !== undefined) this.append(piece);
    }
  }

  /** True while no piece has been appended. */
  get empty(): boolean {
    return !this.written;
  }

  private append(text: string): void {
    const piece = this.written ? `${this.separator}${text}` : text;
    this.written = true;
    if (this.spill !== undefined) {
      writeSync(this.spill.fd, piece);
      return;
    }
    this.memory.push(piece);
    this.memoryChars += piece.length;
    if (this.memoryChars > this.spillAt) {
      const dir = mkdtempSync(path.join(os.tmpdir(), "agent-eval-output-"));
      const fd = openSync(path.join(dir, "output.txt"), "w+");
      this.spill = { dir, fd };
      for (const held of this.memory) writeSync(fd, held);
      this.memory = [];
      this.memoryChars = 0;
    }
  }

  /**
   * The whole output in order, in pieces of at most ~32 KiB of the file for the caller to write one by one.
   * A piece that never arrived ends the ordered part; the ones after it follow in index order.
   * The temporary file is removed once read.
   */
  *pieces(): Generator<string> {
    for (const index of [...this.waiting.keys()].sort((a, b) => a - b)) {
      const piece = this.waiting.get(index);
      if (piece !== undefined) this.append(piece);
    }
    this.waiting.clear();
    yield* this.memory;
    this.memory = [];
    if (this.spill === undefined) return;
    const { dir, fd } = this.spill;
    this.spill = undefined;
    try {
      const buffer = Buffer.allocUnsafe(this.readChunk);
      const decoder = new TextDecoder("utf-8");
      let position = 0;
      for (;;) {
        const read = readSync(fd, buffer, 0, buffer.length, position);
        if (read === 0) break;
        position += read;
        // stream: true keeps a character split across two reads whole
        const text = decoder.decode(buffer.subarray(0, read), { stream: true });
        if (text !== "") yield text;
      }
      const rest = decoder.decode();
      if (rest !== "") yield rest;
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Removes the temporary file without reading it (on an error path). */
  dispose(): void {
    if (this.spill === undefined) return;
    closeSync(this.spill.fd);
    rmSync(this.spill.dir, { recursive: true, force: true });
    this.spill = undefined;
  }
}
