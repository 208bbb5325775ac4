/**
 * JSON syntax errors without the file's content. V8's messages quote the text they failed on
 * (`Unexpected token 'r', "root:x:0:0"... is not valid JSON`): for a file that is not what it
 * should be (say, a path pointing at /etc/passwd) that would echo its content into logs, PR
 * comments and Action outputs. We keep V8's description of what was expected, drop any quoted
 * excerpt, and locate the problem by line and column instead.
 */
/** The offset in `text` of the character JSON.parse refused it for (its `error`), when V8 tells or it can be found. */
export declare function jsonSyntaxErrorOffset(error: unknown, text: string): number | undefined;
/** What is wrong with `text` as JSON, in words, quoting none of it. */
export declare function describeJsonSyntaxError(error: unknown, text: string): string;
/** The same for one line of a JSONL file, whose errors name the line themselves: "… at column C". */
export declare function describeJsonLineSyntaxError(error: unknown, line: string): string;
