/** Types for the low-level zlib port inside pako (not covered by @types/pako). */
declare module "pako/lib/zlib/zstream.js" {
  export default class ZStream {
    input: Uint8Array | null;
    next_in: number;
    avail_in: number;
    total_in: number;
    output: Uint8Array | null;
    next_out: number;
    avail_out: number;
    total_out: number;
    msg: string;
  }
}

declare module "pako/lib/zlib/deflate.js" {
  import type ZStream from "pako/lib/zlib/zstream.js";
  export function deflateInit2(
    strm: ZStream,
    level: number,
    method: number,
    windowBits: number,
    memLevel: number,
    strategy: number,
    legacyHash?: boolean,
  ): number;
  export function deflateReset(strm: ZStream): number;
  export function deflateResetKeep(strm: ZStream): number;
  export function deflate(strm: ZStream, flush: number): number;
  export function deflateEnd(strm: ZStream): number;
}
