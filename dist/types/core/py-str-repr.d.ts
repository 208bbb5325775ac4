/**
 * CPython 3's `repr(str)` (`unicode_repr`), for texts that must equal upstream's: Python `re.error`
 * messages (`unknown group name 'x'`), `KeyError` texts, NeMo's and pydantic's messages
 * (`Missing declared metric outputs: ['detail']`) and list/dict reprs inside OpenJudge prompts.
 *
 * Which code points are unassigned (category Cn, so escaped) follows Node's Unicode database, as
 * upstream's follows its Python's (3.11: Unicode 14.0, 3.12: 15.0, 3.13: 15.1, 3.14: 16.0): a code
 * point assigned after the running Python's version prints as is here and escaped there.
 */
/** Python `repr(str)`: single quotes unless the text holds `'` and no `"`; non-printables escaped. */
export declare function pyStrRepr(text: string): string;
