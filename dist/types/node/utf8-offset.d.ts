/** Where bytes stop being UTF-8, as Python's strict decoder reports it (the config and dataset readers' messages). */
/**
 * The 0-based offset of the first byte that starts no valid UTF-8 sequence (RFC 3629: no overlong
 * forms, surrogates or code points above U+10FFFF; a sequence cut short counts from its first
 * byte), or -1. Python's strict decoder reports the same "position".
 */
export declare function invalidUtf8Offset(bytes: Uint8Array): number;
