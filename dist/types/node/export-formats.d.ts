/** The table formats `export` writes; apart from the writer (export-files.ts) so the command line can list them in its options without loading the reports code. */
export declare const EXPORT_FORMATS: readonly ["csv", "jsonl"];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
