/**
 * Whether CPython 3.11's `datetime.fromisoformat(text)` accepts `text` (the C `_datetime` module, which
 * CPython uses; its quirks differ from Lib/datetime.py's pure-Python fallback). It reads an ISO 8601
 * subset: a date `YYYY-MM-DD`, `YYYYMMDD`, `YYYY-Www[-D]` or `YYYYWww[D]`; then any one separator
 * character and a time `HH[:MM[:SS[.f…]]]` (or `HHMMSS`), with `Z` or an offset `±HH[:MM[:SS[.f…]]]`;
 * and it checks what the constructor checks (year 1-9999, a real day, hour < 24, minute and second
 * < 60, an offset strictly within ±24 h).
 *
 * A port of Modules/_datetimemodule.c (`_sanitize_isoformat_str`, `_find_isoformat_datetime_separator`,
 * `parse_isoformat_date`, `parse_hh_mm_ss_ff`, `parse_isoformat_time`, `iso_to_ymd`), which reads the
 * UTF-8 bytes of the text as a NUL-terminated C string; checked against CPython 3.11.7 on 60,000
 * random and mutated strings (tests/core/vectors/make-fromisoformat-vectors.py).
 */
/** CPython 3.11's `datetime.fromisoformat(text)` succeeds. */
export declare function pyFromIsoFormatAccepts(text: string): boolean;
