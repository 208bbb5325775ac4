/** Where the judge recordings live by default; apart from the store (fixture-files.ts) so the command line can name it in its options without loading the store. */
export declare const DEFAULT_FIXTURE_DIR = "recorded-judges";
