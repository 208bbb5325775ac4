/** Python `repr(str)`: single quotes unless the text holds `'` and no `"`; non-printables escaped. */
export declare function pyStrRepr(text: string): string;
