/** The proleptic Gregorian calendar, as Python's `datetime` and pydantic's speedate both count it. Pure. */
export declare function isLeapYear(year: number): boolean;
/** Days in `month` (1-12) of `year`. */
export declare function daysInMonth(year: number, month: number): number;
