/** Size in bytes of `zlib.compressobj(9, DEFLATED, -15)` output for `bytes`. */
export declare function rawDeflateSize(bytes: Uint8Array): number;
