/**
 * Raw-DEFLATE compressed size with a reused compressor. pako is a port of canonical zlib (what
 * CPython links), unlike Node's bundled Chromium zlib fork, whose sizes differ (spec §0.4).
 * `deflateReset` between messages keeps the 64 KiB window and hash tables instead of allocating
 * them per message, which dominated the metric's cost; the output bytes are unchanged (a test
 * compares against `pako.deflateRaw`).
 */
import * as zlibDeflate from "pako/lib/zlib/deflate.js";
import ZStream from "pako/lib/zlib/zstream.js";

const Z_FINISH = 4;
const Z_STREAM_END = 1;
const Z_OK = 0;
const Z_DEFLATED = 8;
const Z_DEFAULT_STRATEGY = 0;
const LEVEL = 9;
const WINDOW_BITS = -15; // raw: no zlib header or checksum
const MEM_LEVEL = 8;

let stream: ZStream | undefined;
let output = new Uint8Array(1 << 16);

function compressor(): ZStream {
  if (stream === undefined) {
    stream = new ZStream();
    const status = zlibDeflate.deflateInit2(stream, LEVEL, Z_DEFLATED, WINDOW_BITS, MEM_LEVEL, Z_DEFAULT_STRATEGY, true);
    if (status !== Z_OK) throw new Error(`deflateInit2 failed with status ${status}`);
  } else if (zlibDeflate.deflateReset(stream) !== Z_OK) {
    throw new Error("deflateReset failed");
  }
  return stream;
}

/** Size in bytes of `zlib.compressobj(9, DEFLATED, -15)` output for `bytes`. */
export function rawDeflateSize(bytes: Uint8Array): number {
  const strm = compressor();
  // deflate's worst case is a few bytes per 16 KiB block over the input size
  const bound = bytes.length + (bytes.length >> 12) + (bytes.length >> 14) + 64;
  if (output.length < bound) output = new Uint8Array(bound);
  strm.input = bytes;
  strm.next_in = 0;
  strm.avail_in = bytes.length;
  strm.output = output;
  strm.next_out = 0;
  strm.avail_out = output.length;
  const status = zlibDeflate.deflate(strm, Z_FINISH);
  if (status !== Z_STREAM_END) throw new Error(`deflate did not finish (status ${status})`);
  const size = strm.next_out;
  strm.input = null;
  return size;
}
