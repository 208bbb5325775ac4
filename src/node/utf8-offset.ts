/** Where bytes stop being UTF-8, as Python's strict decoder reports it (the config and dataset readers' messages). */

/** After a lead byte: how many continuation bytes follow, and the range of the first (the rest are 80..BF). */
function utf8Sequence(lead: number): readonly [number, number, number] | undefined {
  if (lead >= 0xc2 && lead <= 0xdf) return [1, 0x80, 0xbf];
  if (lead === 0xe0) return [2, 0xa0, 0xbf];
  if (lead === 0xed) return [2, 0x80, 0x9f];
  if (lead >= 0xe1 && lead <= 0xef) return [2, 0x80, 0xbf];
  if (lead === 0xf0) return [3, 0x90, 0xbf];
  if (lead >= 0xf1 && lead <= 0xf3) return [3, 0x80, 0xbf];
  if (lead === 0xf4) return [3, 0x80, 0x8f];
  return undefined;
}

/**
 * The 0-based offset of the first byte that starts no valid UTF-8 sequence (RFC 3629: no overlong
 * forms, surrogates or code points above U+10FFFF; a sequence cut short counts from its first
 * byte), or -1. Python's strict decoder reports the same "position".
 */
export function invalidUtf8Offset(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i] as number;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const sequence = utf8Sequence(lead);
    if (sequence === undefined) return i;
    const [more, low, high] = sequence;
    for (let k = 1; k <= more; k++) {
      const byte = bytes[i + k];
      if (byte === undefined || byte < (k === 1 ? low : 0x80) || byte > (k === 1 ? high : 0xbf)) return i;
    }
    i += more + 1;
  }
  return -1;
}
