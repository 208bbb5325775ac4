import type { BuiltinMetric } from "./contract.js";
/**
 * Raw-DEFLATE size over UTF-8 size (spec §4.3). pako is a port of canonical zlib; Node's bundled
 * zlib is Chromium's fork and produces different sizes, so it must not be used here.
 */
export declare function gzipCompressionRatio(text: string): number;
export declare const gzipCompressionRatioMetric: BuiltinMetric;
