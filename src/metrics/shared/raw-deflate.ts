/**
 * Raw-DEFLATE compressed size with a reused compressor. pako is a port of canonical zlib (what
 * CPython links), unlike Node's bundled Chromium zlib fork, whose sizes differ (spec §0.4).
 * Resetting between messages keeps the window and hash tables instead of allocating them per
 * message, which dominated the metric's cost. pako's reset clears the 32K-entry hash head with a
 * JavaScript loop; this reset does the same state changes as zlib's deflateReset + lm_init but
 * clears it with a native fill. The output bytes are unchanged (a test compares hundreds of
 * messages against `pako.deflateRaw`).
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

/** The fields of pako's DeflateState that zlib's lm_init resets. */
interface DeflateState {
  window_size: number;
  w_size: number;
  head: Uint16Array;
  max_lazy_match: number;
  good_match: number;
  nice_match: number;
  max_chain_length: number;
  strstart: number;
  block_start: number;
  lookahead: number;
  insert: number;
  match_length: number;
  prev_length: number;
  match_available: number;
  ins_h: number;
}

const MIN_MATCH = 3;

let stream: ZStream | undefined;
let tuning: Pick<DeflateState, "max_lazy_match" | "good_match" | "nice_match" | "max_chain_length"> | undefined;
let output = new Uint8Array(1 << 16);

function stateOf(strm: ZStream): DeflateState {
  return (strm as unknown as { state: DeflateState }).state;
}

function compressor(): ZStream {
  if (stream === undefined) {
    stream = new ZStream();
    const status = zlibDeflate.deflateInit2(stream, LEVEL, Z_DEFLATED, WINDOW_BITS, MEM_LEVEL, Z_DEFAULT_STRATEGY, true);
    if (status !== Z_OK) throw new Error(`deflateInit2 failed with status ${status}`);
    const s = stateOf(stream);
    tuning = { max_lazy_match: s.max_lazy_match, good_match: s.good_match, nice_match: s.nice_match, max_chain_length: s.max_chain_length };
    return stream;
  }
  if (zlibDeflate.deflateResetKeep(stream) !== Z_OK || tuning === undefined) throw new Error("deflateResetKeep failed");
  // zlib's lm_init
  const s = stateOf(stream);
  s.window_size = 2 * s.w_size;
  s.head.fill(0);
  Object.assign(s, tuning);
  s.strstart = 0;
  s.block_start = 0;
  s.lookahead = 0;
  s.insert = 0;
  s.match_length = s.prev_length = MIN_MATCH - 1;
  s.match_available = 0;
  s.ins_h = 0;
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
